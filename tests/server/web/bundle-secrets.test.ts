// The client bundle must never carry a provider key, nor the provider hosts that are called with a key:
// every provider call happens on the server. Builds the client with canary keys in the environment
// (as a careless `define` or VITE_ variable would leak them) and scans every emitted file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CANARY_LITEAPI = 'sand_canary-0c5b7e1e-key-must-not-ship';
const CANARY_GEODB = 'geodb-canary-5f1d2a-key-must-not-ship';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('client bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-scan-'));
  let contents: Array<{ file: string; text: string }> = [];

  beforeAll(() => {
    execFileSync(
      'npx',
      ['vite', 'build', '--config', 'client/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        env: {
          ...process.env,
          LITEAPI_KEY: CANARY_LITEAPI,
          VITE_LITEAPI_KEY: CANARY_LITEAPI,
          GEODB_KEY: CANARY_GEODB,
          VITE_GEODB_KEY: CANARY_GEODB,
        },
        stdio: 'pipe',
      },
    );
    // The .br and .gz beside each asset are encodings of files scanned here in plain form.
    contents = files(outDir)
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map((file) => ({ file, text: readFileSync(file, 'latin1') }));
  }, 180_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('was built', () => {
    expect(contents.some((c) => c.file.endsWith('index.html'))).toBe(true);
    expect(contents.some((c) => c.file.endsWith('.js'))).toBe(true);
  });

  it.each([
    ['the LiteAPI key', CANARY_LITEAPI],
    ['the GeoDB key', CANARY_GEODB],
    ['a sandbox key prefix with a key', /sand_[0-9a-f-]{8,}/],
    ['a production key', /prod_[A-Za-z0-9]{8,}/],
    ['the provider API host', 'api.liteapi.travel'],
    ['the provider booking host', 'book.liteapi.travel'],
    ['the cities gateway host', 'rapidapi.com'],
    ['the provider key header', /x-api-key/i],
    ['the cities key header', /x-rapidapi-key/i],
  ])('contains no %s', (_label, needle) => {
    const hits = contents
      .filter((c) => (typeof needle === 'string' ? c.text.includes(needle) : needle.test(c.text)))
      .map((c) => c.file.slice(outDir.length));
    expect(hits).toEqual([]);
  });
});
