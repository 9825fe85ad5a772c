// The Hindi of the first screen: every namespace's locales/hi-core.ts (the top bar, the pages' titles, the
// search box, the home page, the city preference). Every Hindi page needs all of them before it renders, so
// lib/i18n.ts loads them as this one module: one file and one request, not one per namespace.
import type { ResourceLanguage } from 'i18next';

const files = import.meta.glob<{ default: ResourceLanguage }>(
  ['../app/locales/hi-core.ts', '../routes/locales/hi-core.ts', '../features/*/locales/hi-core.ts'],
  { eager: true },
);

/** Each file's strings by its path from lib/ (lib/i18n.ts names the namespace from it). */
const byPath: Record<string, ResourceLanguage> = Object.fromEntries(Object.entries(files).map(([path, module]) => [path, module.default]));
export default byPath;
