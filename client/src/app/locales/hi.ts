// Hindi strings of the 'common' namespace, whole: registered in two parts, each with the code that shows it.
import type { Strings } from '../../lib/i18n-types.ts';
import type en from './en.ts';
import core from './hi-core.ts';
import more from './hi-more.ts';

const hi = { ...core, ...more } satisfies Strings<typeof en>;

export default hi;
