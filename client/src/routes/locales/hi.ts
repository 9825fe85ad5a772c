// Hindi strings of the 'pages' namespace, whole (every key of en.ts): loaded in parts, as English is.
import type { Strings } from '../../lib/i18n-types.ts';
import type en from './en.ts';
import core from './hi-core.ts';
import legal from './hi-legal.ts';

const hi = { ...core, ...legal } satisfies Strings<typeof en>;

export default hi;
