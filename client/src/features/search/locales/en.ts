// English strings of the 'search' namespace, whole: registered in two parts, each with the code that shows it.
import core from './en-core.ts';
import more from './en-more.ts';

const en = { ...core, ...more } as const;

export default en;
