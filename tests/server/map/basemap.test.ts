// The map's basemap and tile settings: MAP_TILE_URL's validation, the CSP naming that host alone, and
// GET /api/map/basemap serving the app's own Natural Earth shapes (compressed, cacheable) or the tile server.
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { ConfigError, isTileUrlTemplate, loadConfig, tileSource } from '../../../server/config.ts';
import { BASEMAP_PATH } from '../../../server/routes/map.ts';
import type { Basemap } from '../../../server/map/basemap.ts';

function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function cspOf(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('MAP_TILE_URL', () => {
  it('takes an https OpenStreetMap-style template, with or without a {s} subdomain', () => {
    expect(isTileUrlTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrlTemplate('https://{s}.tile.example.org/osm/{z}/{x}/{y}{r}.png')).toBe(true);
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('https://tiles.example.org:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.org:8443');
  });

  it.each([
    ['plain http', 'http://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['no {z}/{x}/{y}', 'https://tile.openstreetmap.org/tiles.png'],
    ['a missing {y}', 'https://tile.openstreetmap.org/{z}/{x}.png'],
    ['an unknown placeholder', 'https://tile.example.org/{z}/{x}/{y}.png?key={apikey}'],
    ['{s} inside a path', 'https://tile.example.org/{s}/{z}/{x}/{y}.png'],
    ['credentials in the URL', 'https://user:pw@tile.example.org/{z}/{x}/{y}.png'],
    ['not a URL', 'tiles please'],
  ])('refuses %s with a message naming the variable', (_what, value) => {
    expect(isTileUrlTemplate(value)).toBe(false);
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL: must be an https URL template/);
  });

  it('is optional: unset or empty means the built-in basemap', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBeUndefined();
  });
});

describe('the basemap on the embedded default (no MAP_TILE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('serves India and its neighbours as shapes, with city labels, from the app itself', async () => {
    const res = await fetch(`${t.url}${BASEMAP_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const map = (await res.json()) as Basemap;
    expect(map.kind).toBe('vector');
    const names = map.countries.features.map((f) => f.properties.name);
    for (const country of ['India', 'Sri Lanka', 'Nepal', 'Pakistan', 'Bangladesh', 'China']) expect(names).toContain(country);
    // Cropped: nothing from the Americas or Europe.
    for (const far of ['Brazil', 'France', 'United States of America']) expect(names).not.toContain(far);
    const india = map.countries.features.find((f) => f.properties.india)!;
    expect(india.properties.name).toBe('India');
    // Mumbai's coordinates (72.88, 19.08) lie within India's outline's bounding box.
    const points = (india.geometry.coordinates as number[][][][]).flat(2);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    expect(Math.min(...xs)).toBeLessThan(72.88);
    expect(Math.max(...xs)).toBeGreaterThan(88);
    expect(Math.min(...ys)).toBeLessThan(9);
    expect(Math.max(...ys)).toBeGreaterThan(34);
    const mumbai = map.cities.find((c) => c.name === 'Mumbai')!;
    expect(mumbai.rank).toBe(1);
    expect(mumbai.latitude).toBeCloseTo(19.08, 0);
    expect(map.cities.length).toBeGreaterThan(50);
  });

  it('is compressed (brotli or gzip), small, cacheable, and answers 304 to its ETag', async () => {
    const br = await getRaw(`${t.url}${BASEMAP_PATH}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=86400');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(60_000);
    const fromBr = JSON.parse(brotliDecompressSync(br.body).toString()) as Basemap;

    const gz = await getRaw(`${t.url}${BASEMAP_PATH}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(fromBr);

    const plain = await getRaw(`${t.url}${BASEMAP_PATH}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(fromBr);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getRaw(`${t.url}${BASEMAP_PATH}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("allows no tile host in the CSP: images and fetches stay on the app's origin", async () => {
    const res = await fetch(`${t.url}/health/live`);
    const csp = cspOf(res.headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')!.filter((s) => s.startsWith('https:'))).toEqual([]);
  });
});

describe('the basemap with MAP_TILE_URL', () => {
  let t: TestApp;
  const TILES = 'https://{s}.tile.example.org/osm/{z}/{x}/{y}.png';
  beforeAll(async () => {
    t = await startTestApp({ MAP_TILE_URL: TILES });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('names the tile server instead of sending shapes', async () => {
    const res = await fetch(`${t.url}${BASEMAP_PATH}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'tiles', url: TILES, attribution: '© OpenStreetMap contributors' });
  });

  it('allows that host alone in img-src and connect-src', async () => {
    const res = await fetch(`${t.url}/health/live`);
    const csp = cspOf(res.headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.tile.example.org']);
    const img = csp.get('img-src')!;
    expect(img).toContain('https://*.tile.example.org');
    expect(img.filter((s) => s.includes('example.org'))).toEqual(['https://*.tile.example.org']);
    // Nowhere else: no scripts, styles or frames from the tile server.
    for (const directive of ['script-src', 'style-src', 'frame-src', 'default-src'])
      expect(csp.get(directive)?.join(' ') ?? '').not.toContain('example.org');
  });
});
