// Registers the destination suggestions', the Rooms & Guests picker's and the results dialog's strings
// (locales/en-more.ts, and in Hindi locales/hi-more.ts) in the 'search' namespace when their code loads.
import { addPart } from '../../lib/i18n.ts';
import { ns } from './i18n.ts';
import more from './locales/en-more.ts';

await addPart(ns, more, () => import('./locales/hi-more.ts'));

export { ns };
