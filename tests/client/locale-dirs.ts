// Where the app keeps its strings: app/locales, routes/locales and features/<feature>/locales, each with an
// en.ts and a hi.ts (the first screen's namespaces also a hi-core.ts). Shared by the tests that read every
// namespace, so a new place for locales is added once.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The client's source folder. */
export const CLIENT_SRC = join(import.meta.dirname, '../../client/src');

/** Every locale folder of the client that holds `file` (say 'en.ts' or 'hi.ts'). */
export function localeDirs(file: string): string[] {
  return [
    join(CLIENT_SRC, 'app/locales'),
    join(CLIENT_SRC, 'routes/locales'),
    ...readdirSync(join(CLIENT_SRC, 'features')).map((f) => join(CLIENT_SRC, 'features', f, 'locales')),
  ].filter((d) => existsSync(join(d, file)));
}
