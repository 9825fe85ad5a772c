// `npm start` reuses the client build when nothing it reads has changed (scripts/build-inputs.ts): the
// decision is run on a copy of the repository's real build inputs in a temporary directory (the real tree
// is never touched), with stand-in bundles in its dist/ and the stamp a finished build writes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_OUTPUTS,
  decideBuild,
  hashBuildInputs,
  removeStamp,
  ROOT_INPUTS,
  STAMP_PATH,
  writeStamp,
} from '../../scripts/build-inputs.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const noVite: NodeJS.ProcessEnv = { PATH: '/usr/bin' };

let root: string;
const at = (path: string): string => join(root, path);
const write = (path: string, text: string): void => {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), text);
};
const append = (path: string, text: string): void => writeFileSync(at(path), readFileSync(at(path), 'utf8') + text);

/** A finished build of the tree as it is now: both bundles and the stamp. */
function build(env = noVite): void {
  for (const file of BUILD_OUTPUTS) write(file, 'built\n');
  writeStamp(root, hashBuildInputs(root, env));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-reuse-'));
  cpSync(join(repo, 'client'), at('client'), { recursive: true });
  for (const file of ROOT_INPUTS) cpSync(join(repo, file), at(file));
  build();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build reuse (npm start)', () => {
  it('reuses the build of an unchanged tree, and says when it was made', () => {
    const decision = decideBuild(root, noVite);
    expect(decision.action).toBe('reuse');
    expect(decision.action === 'reuse' && decision.builtAt).toBe(JSON.parse(readFileSync(at(STAMP_PATH), 'utf8')).builtAt);
  });

  it('rebuilds after a client source changes, naming the file, and reuses again once it is back as it was', () => {
    const original = readFileSync(at('client/src/main.tsx'), 'utf8');
    append('client/src/main.tsx', '\n// edited\n');
    const decision = decideBuild(root, noVite);
    expect(decision).toMatchObject({ action: 'rebuild', reason: 'client/src/main.tsx changed' });
    write('client/src/main.tsx', original);
    expect(decideBuild(root, noVite).action).toBe('reuse');
  });

  it('goes by contents, not dates: a file touched without a change does not rebuild', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(at('client/src/main.tsx'), later, later);
    utimesSync(at('schema.graphql'), later, later);
    expect(decideBuild(root, noVite).action).toBe('reuse');
  });

  it.each([
    ['the schema', 'schema.graphql', '\n# edited\n'],
    ['the lockfile', 'package-lock.json', ' '],
    ['the build config', 'client/vite.config.ts', '\n// edited\n'],
    ['index.html', 'client/index.html', '\n'],
    ['a public file', 'client/public/logo.svg', '\n'],
    ['a generated GraphQL file', 'client/src/__generated__/graphql.ts', '\n'],
    ['the build script', 'scripts/build.ts', '\n'],
  ])('rebuilds after %s changes', (_what, path, text) => {
    append(path, text);
    expect(decideBuild(root, noVite)).toMatchObject({ action: 'rebuild', reason: `${path} changed` });
  });

  it('rebuilds when a client file is added or removed', () => {
    write('client/src/new-module.ts', 'export const x = 1;\n');
    expect(decideBuild(root, noVite)).toMatchObject({ action: 'rebuild', reason: 'client/src/new-module.ts changed' });
    build();
    rmSync(at('client/src/new-module.ts'));
    expect(decideBuild(root, noVite)).toMatchObject({ action: 'rebuild', reason: 'client/src/new-module.ts changed' });
  });

  it('rebuilds when a bundle or the stamp is missing', () => {
    rmSync(at('dist/ssr'), { recursive: true });
    expect(decideBuild(root, noVite)).toMatchObject({ action: 'rebuild', reason: 'no build yet (dist/ssr/entry-server.js is missing)' });
    build();
    rmSync(at('dist/client'), { recursive: true });
    expect(decideBuild(root, noVite)).toMatchObject({ action: 'rebuild', reason: 'no build yet (dist/client/index.html is missing)' });
    build();
    removeStamp(root);
    expect(decideBuild(root, noVite)).toMatchObject({ action: 'rebuild', reason: `the build has no ${STAMP_PATH}` });
  });

  it('follows imports from client/ to files outside it, and ignores the rest of the repository', () => {
    write('shared/rules.ts', 'export const rule = 1;\n');
    write('server/unrelated.ts', 'export const other = 1;\n');
    write('client/src/uses-shared.ts', "export { rule } from '../../shared/rules.ts';\n");
    build();
    append('server/unrelated.ts', '// edited\n');
    expect(decideBuild(root, noVite).action).toBe('reuse');
    append('shared/rules.ts', '// edited\n');
    expect(decideBuild(root, noVite)).toMatchObject({ action: 'rebuild', reason: 'shared/rules.ts changed' });
  });

  it('rebuilds when a VITE_ variable (which Vite puts in the bundle) changes, not for other variables', () => {
    expect(decideBuild(root, { ...noVite, LOG_LEVEL: 'debug' }).action).toBe('reuse');
    expect(decideBuild(root, { ...noVite, VITE_API: 'x' })).toMatchObject({ action: 'rebuild', reason: 'the VITE_* environment changed' });
  });
});

describe('build inputs of the real repository', () => {
  it('covers the client, its generated documents, the schema and the lockfile, and hashes them in under a second (tens of ms when the machine is idle)', () => {
    const started = performance.now();
    const { hash, inputs } = hashBuildInputs(repo, noVite);
    const ms = performance.now() - started;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const file of [
      'client/index.html',
      'client/page-start.js',
      'client/vite.config.ts',
      'client/build/antd-styles.ts',
      'client/public/logo.svg',
      'client/src/main.tsx',
      'client/src/__generated__/gql.ts',
      'schema.graphql',
      'package-lock.json',
      'scripts/build.ts',
    ])
      expect(inputs[file], file).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(inputs).filter((name) => name.startsWith('server/'))).toEqual([]);
    expect(ms).toBeLessThan(1000);
  });
});
