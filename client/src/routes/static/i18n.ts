// Registers the privacy and terms pages' English strings (routes/locales/en-legal.ts) in the 'pages'
// namespace when these pages' code loads: merged into what routes/i18n.ts registered, overwriting nothing.
import { addPart } from '../../lib/i18n.ts';
import { ns } from '../i18n.ts';
import legal from '../locales/en-legal.ts';

await addPart(ns, legal, () => import('../locales/hi-legal.ts'));

export { ns };
