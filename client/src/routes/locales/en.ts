// English strings of the 'pages' namespace, whole: what the typed keys (i18next.d.ts) and the Hindi file
// (hi.ts) follow. The app registers them in two parts, each with the code that shows it: the pages' own
// (en-core.ts, routes/i18n.ts) and the privacy and terms prose (en-legal.ts, routes/static/i18n.ts).
import core from './en-core.ts';
import legal from './en-legal.ts';

const en = { ...core, ...legal } as const;

export default en;
