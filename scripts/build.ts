// `npm run build` (always builds) and the first step of `npm start` (`--if-changed`: reuses dist/ when
// nothing the build reads has changed since it was made, see build-inputs.ts): the browser build
// (dist/client) and the server's render entry (dist/ssr), through Vite's JavaScript API, one short line per
// step; Vite's own warnings and errors still show (known, harmless ones are filtered by name in
// client/vite.config.ts). Both are production bundles whatever NODE_ENV the shell has (client/vite.config.ts
// sees to it). dist/.build-hash.json is written once both bundles are, and removed when a build starts.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { decideBuild, hashBuildInputs, removeStamp, STAMP_PATH, writeStamp } from './build-inputs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = join(root, 'client/vite.config.ts');

/** Files and bytes under `dir` (compressed copies left out). */
function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

async function step(label: string, outDir: string, ssr?: string): Promise<void> {
  const started = performance.now();
  // Loaded here, not at the top: a start that reuses the build does not pay for loading Vite.
  const { build } = await import('vite');
  await build({ configFile: config, logLevel: 'warn', build: ssr ? { ssr } : {} });
  const { files, bytes } = sizeOf(join(root, outDir));
  console.log(`✓ ${label}: ${files} files, ${(bytes / 1e6).toFixed(1)} MB in ${outDir}/ (${seconds(started)} s)`);
}

const ifChanged = process.argv.includes('--if-changed');
const decision = ifChanged ? decideBuild(root) : undefined;
if (decision?.action === 'reuse') {
  const builtAt = `${decision.builtAt.slice(0, 19).replace('T', ' ')} UTC`;
  console.log(`✓ client build reused: nothing it is built from changed since ${builtAt} (${STAMP_PATH})`);
} else {
  // Hashed before building: a file edited during the build makes the next start build again.
  const inputs = decision ?? hashBuildInputs(root);
  if (decision) console.log(`Building the client: ${decision.reason}.`);
  removeStamp(root);
  await step('browser build', 'dist/client');
  await step('server-rendering build', 'dist/ssr', 'src/entry-server.tsx');
  writeStamp(root, inputs);
}
