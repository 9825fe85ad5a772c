// Hindi strings of the 'home' namespace, whole (every key of en.ts): loaded in parts, as English is.
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en.ts';
import core from './hi-core.ts';
import sections from './hi-sections.ts';

const hi = { ...core, ...sections } satisfies Strings<typeof en>;

export default hi;
