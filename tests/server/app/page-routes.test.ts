// Unknown routes answer HTTP 404 with the app (whose router shows its 404 page), for browsers too, while
// every page of the app's route table answers 200. The server learns which paths are pages from the one
// client file it may import (client/src/ssr-contract.ts); this file also holds that list equal to the
// client's route table and keeps the import rule: client/ never imports server/, and server/ imports
// nothing else from client/.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPagePath, PAGE_ROUTES } from '../../../client/src/ssr-contract.ts';
import { routes } from '../../../client/src/app/router.tsx';
import { send, startTestApp, type TestApp } from '../helpers.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const INDEX = '<!doctype html><title>StayIndia</title><div id="root"></div>';

/** One address for each page route of the app (a city list and a hotel page for /hotels/:hotelId). */
const PAGES = [
  '/',
  '/hotels',
  '/hotels?destination=Goa&page=2',
  '/hotels/mumbai',
  '/hotels/lp1897',
  '/map-search',
  '/destinations',
  '/about',
  '/about/',
  '/contact',
  '/offers',
  '/privacy',
  '/terms',
  '/dev',
  '/booking-confirmation',
  '/booking-confirmation?redirect_status=succeeded',
  '/bookings',
  '/bookings/SI7K2M9Q4XHD',
  '/sign-in',
  '/sign-in?token=abc',
];
const NOT_PAGES = ['/no-such-page', '/hotels/mumbai/reviews', '/about/team', '/hotel', '/bookings/B-123/cancel', '/index.php', '/.env'];

describe('the page paths the server knows', () => {
  /** Every path of the route table, as the router joins them, except the 404 route. */
  function tablePaths(list: RouteObject[], base = ''): string[] {
    return list.flatMap((r) => {
      const path = r.index ? base || '/' : r.path ? `${base}/${r.path}`.replace(/\/+/g, '/') : base;
      const own = r.index || (r.path && r.path !== '*') ? [path] : [];
      return [...own, ...(r.children ? tablePaths(r.children, r.path ? path : base) : [])];
    });
  }

  it("are exactly the client's route table", () => {
    expect([...PAGE_ROUTES].sort()).toEqual(tablePaths(routes).sort());
  });

  it('match what the router matches', () => {
    const samples = [...PAGES.map((p) => p.split('?')[0]), ...NOT_PAGES, '/ABOUT', '/Hotels/Goa', '/hotels/', '/hotels//x', '/dev//'];
    for (const path of samples) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(isPagePath(path), path).toBe(!!leaf && leaf.path !== '*');
    }
  });

  /** The module specifiers a source file imports or re-exports (static and dynamic). */
  function imports(file: string): string[] {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  }
  function sources(dir: string): string[] {
    return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !f.includes('node_modules'))
      .map((f) => join(ROOT, dir, f));
  }

  it('come from the one client file the server imports; the client never imports the server', () => {
    const fromClient = sources('server').flatMap((file) =>
      imports(file)
        .filter((spec) => spec.includes('client/'))
        .map((spec) => `${relative(ROOT, file)} -> ${relative(ROOT, join(file, '..', spec))}`),
    );
    expect(fromClient.length).toBeGreaterThan(0);
    for (const edge of fromClient) expect(edge).toMatch(/ -> client\/src\/ssr-contract\.ts$/);

    const fromServer = sources('client/src').flatMap((file) => imports(file).filter((spec) => /(^|\/)server\//.test(spec)));
    expect(fromServer).toEqual([]);
  });

  it('the contract imports nothing from the app, and only types from libraries', () => {
    const file = join(ROOT, 'client/src/ssr-contract.ts');
    const source = readFileSync(file, 'utf8');
    expect(imports(file).filter((spec) => spec.startsWith('.'))).toEqual([]);
    for (const line of source.split('\n').filter((l) => /^\s*import\b/.test(l))) expect(line).toMatch(/^import type /);
  });
});

describe('unknown routes over HTTP', () => {
  let t: TestApp;
  let clientDir: string;
  const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'client-pages-'));
    await writeFile(join(clientDir, 'index.html'), INDEX);
    t = await startTestApp({}, { clientDir });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers a browser 404 with the app for a path the router does not know, so it shows its 404 page', async () => {
    for (const path of NOT_PAGES) {
      const res = await send(`${t.url}${path}`, html);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<div id="root"></div>');
    }
    const head = await fetch(`${t.url}/no-such-page`, { method: 'HEAD', ...html });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toContain('text/html');
  });

  it('answers 200 with the app for every page route', async () => {
    for (const path of PAGES) {
      const res = await send(`${t.url}${path}`, html);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root"></div>');
    }
  });

  it('answers the home page to a client that asks for no compression (curl, scripts)', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const res = await send(`${t.url}/`, { headers: { ...html.headers, 'accept-encoding': encoding } });
      expect(res.status, encoding).toBe(200);
      expect(res.text, encoding).toContain('<div id="root"></div>');
    }
  });

  it('answers API clients with a JSON 404', async () => {
    const res = await send(`${t.url}/no-such-page`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Not Found', message: 'No route for GET /no-such-page' });
  });
});
