// Registers the 'home' namespace's English strings with the code that shows them (lib/i18n.ts): the first
// screen's here; the sections below the fold with their code (sectionsI18n.ts).
import { addNamespace } from '../../lib/i18n.ts';
import core from './locales/en-core.ts';

export const ns = addNamespace('home', core);
