// Writes client/src/app/antd-map-token.json: antd's default algorithm, with antd's own light shades for the
// preset colours (app/light-shades.ts), applied once, at build time, to the app's seed tokens (app/theme.ts).
// In the browser that computation (ten-shade palettes of every preset colour) was ~40 ms of one task on a
// phone as each page started; the app's algorithm (app/providers.tsx) returns the recorded result instead,
// and computes it only if the seed has changed since.
// Run: node --import tsx scripts/antd-map-token.ts        (rewrite the file)
//      node --import tsx scripts/antd-map-token.ts --check (exit 1 when it is out of date)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { theme } from '../client/src/app/theme.ts';
import { withLightShades } from '../client/src/app/light-shades.ts';

const require = createRequire(import.meta.url);
// antd's CommonJS build: its ES modules are not loadable by Node.
const antdTheme = (require('antd/lib/theme') as { default: { defaultAlgorithm: (seed: object) => object } }).default;
const defaultSeed = (require('antd/lib/theme/themes/seed') as { default: object }).default;

export function computeMapToken(): { seed: Record<string, unknown>; map: object } {
  const seed = { ...defaultSeed, ...theme.token } as Record<string, unknown>;
  return { seed, map: withLightShades(antdTheme.defaultAlgorithm(seed)) };
}

if (import.meta.url.startsWith('file:') && process.argv[1] === fileURLToPath(import.meta.url)) {
  const OUT = fileURLToPath(new URL('../client/src/app/antd-map-token.json', import.meta.url));
  const next = `${JSON.stringify(computeMapToken(), null, 0)}\n`;
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUT, 'utf8');
    if (current !== next) {
      console.error('client/src/app/antd-map-token.json is out of date: run node --import tsx scripts/antd-map-token.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, next);
    console.log(`wrote ${OUT}`);
  }
}
