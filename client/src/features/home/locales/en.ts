// English strings of the 'home' namespace, whole: what the typed keys (i18next.d.ts) and the Hindi file
// (hi.ts) follow. The app registers them in two parts, each with the code that shows it: the first screen's
// (en-core.ts, ../i18n.ts) and the sections below the fold (en-sections.ts, ../sectionsI18n.ts).
import core from './en-core.ts';
import sections from './en-sections.ts';

const en = { ...core, ...sections } as const;

export default en;
