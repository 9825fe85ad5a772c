// `npm run build` (and the first step of `npm start`): the browser build (dist/client) and the server's
// render entry (dist/ssr), through Vite's JavaScript API, one short line per step; Vite's own warnings and
// errors still show (known, harmless ones are filtered by name in client/vite.config.ts).
// Both are production bundles whatever NODE_ENV the shell has (client/vite.config.ts sees to it).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'vite';

const config = 'client/vite.config.ts';

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

async function step(label: string, outDir: string, ssr?: string): Promise<void> {
  const started = performance.now();
  await build({ configFile: config, logLevel: 'warn', build: ssr ? { ssr } : {} });
  const { files, bytes } = sizeOf(outDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`✓ ${label}: ${files} files, ${(bytes / 1e6).toFixed(1)} MB in ${outDir}/ (${seconds} s)`);
}

await step('browser build', 'dist/client');
await step('server-rendering build', 'dist/ssr', 'src/entry-server.tsx');
