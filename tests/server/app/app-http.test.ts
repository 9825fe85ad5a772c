// The app shell over real HTTP: health checks, security headers, the built client with SPA fallback,
// JSON 404s for API paths, GraphQL input errors, and the start-up refusal on bad configuration.
import { spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

// A built chunk with the .br and .gz the build writes beside it (client/vite.config.ts precompress()).
const SHELL = `export const cities = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `city-${i}`))};`;

/** GET with exactly this Accept-Encoding (fetch would add its own and decode the body). */
function getEncoded(url: string, acceptEncoding: string): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('app shell with a built client', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'client-dist-'));
    await mkdir(join(clientDir, 'assets'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>StayIndia</title><div id="root"></div>');
    await writeFile(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    await mkdir(join(clientDir, '.vite'));
    await writeFile(join(clientDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-1234.js"}}');
    await writeFile(join(clientDir, 'assets', 'shell-5678.js'), SHELL);
    await writeFile(join(clientDir, 'assets', 'shell-5678.js.br'), brotliCompressSync(SHELL));
    await writeFile(join(clientDir, 'assets', 'shell-5678.js.gz'), gzipSync(SHELL));
    t = await startTestApp({}, { clientDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('reports liveness and readiness', async () => {
    const live = await fetch(`${t.url}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });

  it('is not ready when the database does not answer', async () => {
    const db = t.app.services.db;
    const ping = db.ping;
    db.ping = async () => {
      throw new Error('connection refused 10.1.2.3');
    };
    try {
      const res = await fetch(`${t.url}/health/ready`);
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toMatchObject({ status: 'not ready', checks: { database: 'failing' } });
      expect(JSON.stringify(body)).not.toMatch(/10\.1\.2\.3/);
    } finally {
      db.ping = ping;
    }
  });

  it('serves the client for page routes and hashed assets with long caching', async () => {
    for (const path of ['/', '/hotels/mumbai', '/booking-confirmation?redirect_status=succeeded']) {
      const res = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${t.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it("does not serve the build's own records, which name the app's source files", async () => {
    for (const path of ['/.vite/manifest.json', '/assets/../.vite/manifest.json', '/.vite/']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('src/main.tsx');
    }
  });

  it('sends the precompressed asset the browser accepts, brotli first, and the plain file to others', async () => {
    const url = `${t.url}/assets/shell-5678.js`;
    const br = await getEncoded(url, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SHELL);
    expect(br.body.length).toBeLessThan(SHELL.length / 3);
    const gz = await getEncoded(url, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SHELL);
    const plain = await getEncoded(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(SHELL);
  });

  it('sends security headers that fit the built client', async () => {
    const res = await fetch(`${t.url}/`, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    // sandbox photos are addressed on localhost even when the page is opened on 127.0.0.1
    expect(csp).toContain(`http://localhost:${new URL(t.url).port}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers JSON 404s for unknown API paths and missing assets, never the page', async () => {
    for (const path of ['/graphql/nope', '/health/unknown', '/sandbox/nothing-here', '/assets/missing.js']) {
      const res = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const api = await fetch(`${t.url}/no-such-thing`, { headers: { accept: 'application/json' } });
    expect(api.status).toBe(404);
  });

  it('refuses a malformed request body without internals', async () => {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/at .*\.js|node_modules/);
  });

  it('explains invalid search input in words a traveller understands', async () => {
    const q = `query($input: HotelSearchInput!) { searchHotels(input: $input) { total } }`;
    const today = todayIst();
    const cases: Array<[object, RegExp]> = [
      [{ destination: '   ' }, /^Please enter a destination$/],
      [{ destination: 'Goa', checkin: addDays(today, -1) }, /past/],
      [{ destination: 'Goa', checkin: addDays(today, 5), checkout: addDays(today, 5) }, /Check-out must be after check-in/],
      [{ destination: 'Goa', checkin: addDays(today, 5), checkout: addDays(today, 40) }, /30 nights/],
      [{ destination: 'Goa', guests: 0 }, /Guests must be between 1 and 10/],
      [{ destination: 'Goa', pageSize: 100 }, /Page size/],
      [{ destination: 'Goa', checkin: '2026-02-30' }, /real calendar dates/],
    ];
    for (const [input, message] of cases) {
      const { errors, data } = await t.gql(q, { input });
      expect(data?.searchHotels ?? null, JSON.stringify(input)).toBeNull();
      expect(errors![0].extensions.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(errors![0].message, JSON.stringify(input)).toMatch(message);
    }
  });

  it('keeps query validation errors as they are', async () => {
    const { errors, status } = await t.gql('{ searchHotels { nope } }');
    expect(status).toBe(400);
    expect(errors![0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses GraphQL requests a browser form could forge', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ hotelTypes { id } }')}`);
    expect(res.status).toBe(400);
  });
});

describe('app shell without a built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { clientDir: join(tmpdir(), 'no-such-client-dir') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the developer to build the client', async () => {
    const res = await fetch(`${t.url}/hotels/goa`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/npm run build/);
  });
});

describe('start-up', () => {
  it('refuses a bad configuration, naming the variable', () => {
    const env = { ...process.env, PORT: 'abc', LITEAPI_KEY: '' };
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/PORT/);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
