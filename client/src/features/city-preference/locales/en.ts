// English strings of the 'city-preference' namespace, whole: what the typed keys (i18next.d.ts) and the
// Hindi file (hi.ts) follow. The app registers them in two parts, each with the code that shows it: the
// button's and toasts' (en-core.ts, ../i18n.ts) and the dialog's (en-dialog.ts, ../dialogI18n.ts).
import core from './en-core.ts';
import dialog from './en-dialog.ts';

const en = { ...core, ...dialog } as const;

export default en;
