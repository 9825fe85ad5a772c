// What the app's backend (lib/i18n.ts) serves for each namespace in Hindi is its Hindi file on disk: the
// whole hi.ts, or, for a first-screen namespace, its hi-core.ts out of lib/hi-core.ts. i18n-keys.test.ts
// reads the files themselves; this reads them through the loader, so a namespace left out of i18n.ts's
// hi.ts glob by hand without a hi-core.ts (Hindi that would never load: the page stays in English) fails
// here, as one with both files fails in hindiCore().
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, namespaceOfPath } from '../../client/src/lib/i18n.ts';
import { localeDirs } from './locale-dirs.ts';

const dirs = localeDirs('hi.ts');

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe.each(dirs.map((d) => [namespaceOfPath(join(d, 'hi.ts')), d]))('Hindi of %s through the loader', (ns, dir) => {
  it('is its hi-core.ts, or else its whole hi.ts', async () => {
    const file = existsSync(join(dir, 'hi-core.ts')) ? 'hi-core.ts' : 'hi.ts';
    const expected = ((await import(join(dir, file))) as { default: object }).default;
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(ns);
    expect(Object.keys(expected).length, `${file} of ${ns} is empty`).toBeGreaterThan(0);
    expect(i18n.getResourceBundle('hi', ns) as object).toMatchObject(expected);
  });
});
