// Entry of the sandbox thread: TypeScript sources load through tsx whether or not the parent process
// was started with `--import tsx` (a test runner's workers are not).
import { register } from 'tsx/esm/api';

register();
await import('./thread-worker.ts');
