// Registers the English strings of the home page's sections below the hero (locales/en-sections.ts) in the
// 'home' namespace when their code loads: merged into what i18n.ts registered, overwriting nothing.
import { addPart } from '../../lib/i18n.ts';
import { ns } from './i18n.ts';
import sections from './locales/en-sections.ts';

await addPart(ns, sections, () => import('./locales/hi-sections.ts'));

export { ns };
