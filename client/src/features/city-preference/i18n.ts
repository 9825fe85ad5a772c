// Registers the 'city-preference' namespace's English strings with the code that shows them (lib/i18n.ts):
// the button's and toasts' here; the dialog's with its lazily loaded code (dialogI18n.ts).
import { addNamespace } from '../../lib/i18n.ts';
import core from './locales/en-core.ts';

export const ns = addNamespace('city-preference', core);
