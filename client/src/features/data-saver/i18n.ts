// Registers the 'data-saver' namespace's English strings with the code that shows them (lib/i18n.ts).
import { addNamespace } from '../../lib/i18n.ts';
import en from './locales/en.ts';

export const ns = addNamespace('data-saver', en);
