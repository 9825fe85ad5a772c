// Registers the 'common' namespace's English strings with the code that shows them (lib/i18n.ts): the top
// bar's and the shared helpers' here; the footer's, the error page's and the coming-soon pages' with their
// code (moreI18n.ts).
import { addNamespace } from '../lib/i18n.ts';
import core from './locales/en-core.ts';

export const ns = addNamespace('common', core);
