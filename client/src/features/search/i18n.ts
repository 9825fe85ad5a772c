// Registers the 'search' namespace's English strings with the code that shows them (lib/i18n.ts): the
// search form's here; the suggestions', the Rooms & Guests picker's and the results dialog's with their
// code (moreI18n.ts).
import { addNamespace } from '../../lib/i18n.ts';
import core from './locales/en-core.ts';

export const ns = addNamespace('search', core);
