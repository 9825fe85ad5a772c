// Whether `npm start` can reuse the client build in dist/ or must make it again: a sha256 of every input
// of the build, stored beside the build in dist/.build-hash.json once both bundles are written, and
// compared at the next start. Rebuilding costs tens of seconds; hashing the inputs costs a few ms.
//
// The inputs: everything under client/ (sources, index.html, page-start.js, public/, build/, the generated
// GraphQL files, vite.config.ts, any .env file Vite would read there), any file outside client/ that a file
// there imports by a relative path (found by reading them, so a new one counts without editing this list),
// schema.graphql, tsconfig.json, package.json, package-lock.json (the installed libraries), this file and
// scripts/build.ts, and the VITE_* environment variables (Vite puts them in the bundle; the config reads
// no other, and sets NODE_ENV itself).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Files at the repository root (or under scripts/) that the build reads or that decide how it runs. */
export const ROOT_INPUTS = [
  'schema.graphql',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/build-inputs.ts',
] as const;

/** The directory whose every file is an input. */
export const CLIENT_DIR = 'client';

/** The stamp, beside the two bundles. */
export const STAMP_PATH = 'dist/.build-hash.json';

/** A file each bundle must have for the build to be usable (the server loads both). */
export const BUILD_OUTPUTS = ['dist/client/index.html', 'dist/ssr/entry-server.js'] as const;

export interface BuildStamp {
  /** sha256 over all inputs (paths, contents, VITE_* variables) */
  hash: string;
  /** when the build that wrote it finished (ISO 8601) */
  builtAt: string;
  /** sha256 of each input file by path, to name what changed */
  inputs: Record<string, string>;
}

export interface BuildInputs {
  hash: string;
  inputs: Record<string, string>;
}

export type BuildDecision =
  | { action: 'reuse'; hash: string; inputs: Record<string, string>; builtAt: string }
  | { action: 'rebuild'; hash: string; inputs: Record<string, string>; reason: string };

const SOURCE = /\.(?:[cm]?[jt]sx?|css|html)$/;
/** Relative specifiers: `from './x'`, `import './x'`, `import('./x')`, `@import './x'`, `new URL('./x', import.meta.url)`. */
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+(?:url\()?\s*|new URL\(\s*)(['"])(\.{1,2}\/[^'"]*)\1/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Every file under `dir` (absolute paths). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The sha256 of every input of the build under `root`, and of each input file by its path relative to
 * `root` (with / separators). A missing root file counts as "absent", so creating it changes the hash.
 */
export function hashBuildInputs(root: string, env: NodeJS.ProcessEnv = process.env): BuildInputs {
  const clientDir = resolve(root, CLIENT_DIR);
  const contents = new Map<string, Buffer | null>();
  const pending: string[] = [];
  const add = (path: string): void => {
    if (contents.has(path)) return;
    const data = isFile(path) ? readFileSync(path) : null;
    contents.set(path, data);
    if (data && SOURCE.test(path)) pending.push(path);
  };
  for (const file of filesUnder(clientDir)) add(file);
  for (const file of ROOT_INPUTS) add(resolve(root, file));
  // Files outside client/ that the client's code (or its build config) imports: the bundle holds them too.
  // Libraries are left to the lockfile.
  while (pending.length) {
    const from = pending.pop()!;
    for (const m of contents.get(from)!.toString('utf8').matchAll(RELATIVE_SPECIFIER)) {
      const target = resolve(dirname(from), m[2].replace(/[?#].*$/, ''));
      if (target === clientDir || target.startsWith(clientDir + sep)) continue;
      if (relative(root, target).split(sep).includes('node_modules')) continue;
      const found = RESOLVE_SUFFIXES.map((suffix) => target + suffix).find(isFile);
      if (found) add(found);
    }
  }

  const inputs: Record<string, string> = {};
  const all = createHash('sha256');
  const paths = [...contents.keys()].map((path) => [relative(root, path).split(sep).join('/'), path] as const);
  paths.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, path] of paths) {
    const data = contents.get(path);
    const digest = data ? createHash('sha256').update(data).digest('hex') : 'absent';
    inputs[name] = digest;
    all.update(`${name}\0${digest}\n`);
  }
  const viteVars = Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort();
  for (const key of viteVars) all.update(`env:${key}\0${env[key]}\n`);
  return { hash: all.digest('hex'), inputs };
}

/** The stamp of the build in `root`'s dist/, or undefined when there is none (or it is unreadable). */
export function readStamp(root: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(resolve(root, STAMP_PATH), 'utf8')) as Partial<BuildStamp>;
    if (typeof stamp.hash !== 'string' || typeof stamp.builtAt !== 'string') return undefined;
    return { hash: stamp.hash, builtAt: stamp.builtAt, inputs: stamp.inputs ?? {} };
  } catch {
    return undefined;
  }
}

/** What changed between two sets of inputs, as a short phrase ("client/src/x.tsx changed", "2 files changed: ..."). */
function describeChanges(before: Record<string, string>, now: Record<string, string>): string {
  const names = [...new Set([...Object.keys(before), ...Object.keys(now)])].filter((name) => before[name] !== now[name]).sort();
  if (!names.length) return 'the VITE_* environment changed';
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
  return names.length === 1 ? `${shown} changed` : `${names.length} files changed: ${shown}`;
}

/** Reuse the build in `root`'s dist/ when both bundles are there and its stamp matches the inputs now; else rebuild, and why. */
export function decideBuild(root: string, env: NodeJS.ProcessEnv = process.env): BuildDecision {
  const current = hashBuildInputs(root, env);
  const missing = BUILD_OUTPUTS.find((file) => !isFile(resolve(root, file)));
  if (missing) return { action: 'rebuild', ...current, reason: `no build yet (${missing} is missing)` };
  const stamp = readStamp(root);
  if (!stamp) return { action: 'rebuild', ...current, reason: `the build has no ${STAMP_PATH}` };
  if (stamp.hash !== current.hash) return { action: 'rebuild', ...current, reason: describeChanges(stamp.inputs, current.inputs) };
  return { action: 'reuse', ...current, builtAt: stamp.builtAt };
}

/** Records that the build in dist/ was made from these inputs. Call only once both bundles are written. */
export function writeStamp(root: string, inputs: BuildInputs, builtAt = new Date()): void {
  const stamp: BuildStamp = { hash: inputs.hash, builtAt: builtAt.toISOString(), inputs: inputs.inputs };
  writeFileSync(resolve(root, STAMP_PATH), `${JSON.stringify(stamp, null, 1)}\n`);
}

/** Forgets the stamp: a build that starts empties dist/, and one that fails must not look reusable. */
export function removeStamp(root: string): void {
  rmSync(resolve(root, STAMP_PATH), { force: true });
}
