// Registers the 'pages' namespace's English strings with the code that shows them (lib/i18n.ts): the
// pages' own here; the privacy and terms prose with those pages (static/i18n.ts).
import { addNamespace } from '../lib/i18n.ts';
import core from './locales/en-core.ts';

export const ns = addNamespace('pages', core);
