// Registers the footer's, the error page's and the coming-soon pages' strings (locales/en-more.ts, and in
// Hindi locales/hi-more.ts) in the 'common' namespace when their code loads (lib/i18n.ts addPart).
import { addPart } from '../lib/i18n.ts';
import { ns } from './i18n.ts';
import more from './locales/en-more.ts';

await addPart(ns, more, () => import('./locales/hi-more.ts'));

export { ns };
