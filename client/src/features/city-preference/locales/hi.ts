// Hindi strings of the 'city-preference' namespace, whole (every key of en.ts): loaded in parts, as English is.
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en.ts';
import core from './hi-core.ts';
import dialog from './hi-dialog.ts';

const hi = { ...core, ...dialog } satisfies Strings<typeof en>;

export default hi;
