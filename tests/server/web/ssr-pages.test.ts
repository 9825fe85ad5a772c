// Server-rendered home page, hotel lists and hotel pages (server/web/ssr.ts): the first answer carries the page and
// its data, with no inline code for the CSP to refuse, and any render failure falls back to the app's
// index.html. Runs on the real build (npm test builds it first; built here when missing).
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferAppScripts, moduleFiles, withModulePreloads, type BuildManifest } from '../../../server/web/ssr.ts';
import { ensureBuilt, send, startTestApp, type TestApp } from '../helpers.ts';

const html = { headers: { accept: 'text/html' } };

/** Every script element of a page: code must come from files (the CSP has no 'unsafe-inline' for scripts). */
function inlineScripts(page: string): string[] {
  return [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, body]) => !/\bsrc=/.test(attrs) && !/type="application\/json"/.test(attrs) && body.trim())
    .map(([all]) => all);
}

function ssrState(page: string): { apollo: Record<string, Record<string, unknown>> } {
  const m = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page);
  expect(m, 'the page carries its state').not.toBeNull();
  return JSON.parse(m![1]) as { apollo: Record<string, Record<string, unknown>> };
}

describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    ensureBuilt();
    t = await startTestApp();
  }, 180_000);
  afterAll(async () => t?.close());

  it("sends a city's hotel list with its hotels in the HTML and the answers it rendered with", async () => {
    // What the HTML holds is checked here, not how fast a cold render is (that is bench:web's): a first visit
    // warms the city's hotel list, which a loaded machine can take past the render's 4 s limit.
    await send(`${t.url}/hotels/mumbai`, html);
    const res = await send(`${t.url}/hotels/mumbai`, html);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Hotels in Mumbai');
    expect(res.text).toMatch(/Found \d[\d,]* hotel\(s\) in Mumbai/);
    const names = [...res.text.matchAll(/data-testid="hotel-card-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    const root = ssrState(res.text).apollo.ROOT_QUERY;
    expect(Object.keys(root).some((k) => k.startsWith('searchHotels('))).toBe(true);
    expect(inlineScripts(res.text)).toEqual([]);
  });

  it("sends a hotel page with the hotel's name as the document title", async () => {
    const found = await t.gql(
      '{ searchHotels(input: { destination: "Jaipur", checkin: "2027-01-10", checkout: "2027-01-12", guests: 2 }) { hotels { id name } } }',
    );
    const hotel = (found.data as { searchHotels: { hotels: { id: string; name: string }[] } }).searchHotels.hotels[0];
    const res = await send(`${t.url}/hotels/${hotel.id}`, html);
    expect(res.status).toBe(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const escaped = hotel.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(head).toContain(`<title>${escaped} | StayIndia</title>`);
    expect(res.text).toContain('<h1');
    // The answer the page takes over, under the question it asked: this hotel, in English.
    expect(ssrState(res.text).apollo.ROOT_QUERY[`hotel({"id":"${hotel.id}","language":"EN"})`]).toMatchObject({ name: hotel.name });
    expect(inlineScripts(res.text)).toEqual([]);

    // The Hindi page asks for the hotel's texts in Hindi, and its browser takes over that answer.
    const hindi = await send(`${t.url}/hotels/${hotel.id}?lang=hi`, html);
    expect(hindi.text).toContain('<html lang="hi"');
    const root = ssrState(hindi.text).apollo.ROOT_QUERY;
    expect(root[`hotel({"id":"${hotel.id}","language":"HI"})`]).toMatchObject({ name: hotel.name });
    expect(Object.keys(root).filter((k) => k.startsWith('hotel('))).toEqual([`hotel({"id":"${hotel.id}","language":"HI"})`]);
  });

  it("renders 'Hotel Not Found' for an id that names no hotel", async () => {
    const res = await send(`${t.url}/hotels/lp0000000`, html);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Hotel Not Found');
  });

  it('sends the home page with its hero and search form, in the language asked for', async () => {
    const en = await send(`${t.url}/`, html);
    expect(en.status).toBe(200);
    expect(en.text).toContain('<html lang="en-IN"');
    expect(en.text).toContain('Discover Your Perfect Stay Across India');
    expect(en.text).toContain('placeholder="Where are you going?"');
    expect(ssrState(en.text).apollo).toEqual({});
    expect(inlineScripts(en.text)).toEqual([]);
    const hi = await send(`${t.url}/?lang=hi`, html);
    expect(hi.text).toContain('<html lang="hi"');
    expect(hi.text).toContain('पूरे भारत में अपना परफ़ेक्ट ठिकाना खोजें');
    expect(hi.text).not.toContain('Discover Your Perfect Stay Across India');
  });

  it('leaves a home page that reopens a search to the browser, which draws its results', async () => {
    const res = await send(`${t.url}/?search=Goa&checkin=2027-01-10&checkout=2027-01-12&guests=2`, html);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('ssr-state');
  });

  it("counts a render against the client's GraphQL rate limit, and over it leaves the page to the browser", async () => {
    const limited = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_GRAPHQL_MAX: '3' });
    try {
      // The home page is the same for every visitor of a language on a day: rendered once, then sent again.
      for (let i = 0; i < 3; i++) expect((await send(`${limited.url}/`, html)).text, `home ${i + 1}`).toContain('ssr-state');
      const first = await send(`${limited.url}/hotels/mumbai`, html);
      expect(first.text).toContain('ssr-state');
      const second = await send(`${limited.url}/hotels/goa`, html);
      expect(second.text).toContain('ssr-state');
      // The limit is spent: the page still loads, rendered by the browser, and costs the server nothing.
      const third = await send(`${limited.url}/hotels/mumbai`, html);
      expect(third.status).toBe(200);
      expect(third.text).toContain('<div id="root"></div>');
      expect(third.text).not.toContain('ssr-state');
      expect((await send(`${limited.url}/`, html)).text, 'home, rendered before').toContain('ssr-state');
      const api = await send(`${limited.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(api.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("sends the app's index.html when the render fails", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ssr-broken-'));
    const entry = join(dir, 'entry-server.js');
    await writeFile(entry, "export async function render() { throw new Error('render exploded'); }\n");
    const broken = await startTestApp({}, { ssrEntry: entry });
    try {
      const res = await send(`${broken.url}/hotels/mumbai`, html);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('render exploded');
    } finally {
      await broken.close();
    }
  });

  it("hands the app's script and preloads to page-start.js, to be fetched after the first paint", async () => {
    const res = await send(`${t.url}/hotels/mumbai`, html);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"/);
    expect(head).not.toMatch(/rel="modulepreload"/);
    expect(head).not.toMatch(/<meta name="page-start"/);
    const start = /<script src="(\/assets\/page-start-[\w-]+\.js)" async data-app="([^"]+)" data-preload="([^"]*)"[^>]*><\/script>/.exec(
      head,
    );
    expect(start, 'page-start.js is named with the app it starts').not.toBeNull();
    // The files it names exist: the page would otherwise never go live.
    for (const file of [start![1], start![2], ...start![3].split(' ')]) expect((await send(`${t.url}${file}`, {})).status, file).toBe(200);
    expect(start![3]).toMatch(/\/assets\/shell-[\w-]+\.js/);
    // Named after its bytes, it is cached like the app's chunks: a returning visitor does not wait to revalidate it.
    expect((await fetch(`${t.url}${start![1]}`)).headers.get('cache-control')).toContain('immutable');
  });

  it("names each page's own lazily loaded code for page-start.js to ask for with the app's", async () => {
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as BuildManifest;
    const fileOf = (key: string) => {
      expect(manifest[key], `${key} is a module of the build (entry-server.tsx startupModules)`).toBeDefined();
      return `/${manifest[key].file}`;
    };
    const pagePreloads = async (path: string) => {
      const res = await send(`${t.url}${path}`, html);
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      return /<script src="\/assets\/page-start-[^>]*data-page-preload="([^"]*)"/.exec(head)?.[1].split(' ') ?? [];
    };
    const route = fileOf('src/routes/hotel/index.tsx');
    const list = fileOf('src/features/hotel-list/HotelListPage.tsx');
    const prefetch = fileOf('src/features/hotel-list/prefetch.ts');
    const city = await pagePreloads('/hotels/mumbai');
    expect(city).toEqual(expect.arrayContaining([route, list, prefetch]));
    // With every file they import (the list's own code and the antd components it draws), each named once,
    // and none that page-start.js starts the app with.
    expect(city.length).toBeGreaterThan(20);
    expect(new Set(city).size).toBe(city.length);
    expect(city.some((f) => /\/shell-[\w-]+\.js$/.test(f))).toBe(false);
    for (const file of city.slice(0, 5)) expect((await send(`${t.url}${file}`, {})).status, file).toBe(200);
    const found = await t.gql(
      '{ searchHotels(input: { destination: "Jaipur", checkin: "2027-01-10", checkout: "2027-01-12", guests: 2 }) { hotels { id } } }',
    );
    const hotelId = (found.data as { searchHotels: { hotels: { id: string }[] } }).searchHotels.hotels[0].id;
    const hotel = await pagePreloads(`/hotels/${hotelId}`);
    expect(hotel).toContain(route);
    expect(hotel).not.toContain(list);
    // The home page is in the shell: nothing of its own to name.
    expect(await pagePreloads('/')).toEqual([]);
  });
});

describe('moduleFiles and withModulePreloads', () => {
  const manifest: BuildManifest = {
    'src/a.tsx': { file: 'assets/a-1.js', imports: ['_shared.js', 'src/b.tsx'] },
    'src/b.tsx': { file: 'assets/b-2.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-3.js' },
    'src/c.tsx': { file: 'assets/c-4.js', imports: ['src/a.tsx'] },
  };

  it("names a module's file and, transitively, the files it imports, each once", () => {
    expect(moduleFiles(manifest, ['src/a.tsx'])).toEqual(['/assets/a-1.js', '/assets/shared-3.js', '/assets/b-2.js']);
    expect(moduleFiles(manifest, ['src/c.tsx', 'src/b.tsx'])).toEqual([
      '/assets/c-4.js',
      '/assets/a-1.js',
      '/assets/shared-3.js',
      '/assets/b-2.js',
    ]);
    expect(moduleFiles(manifest, ['src/gone.tsx'])).toEqual([]);
  });

  it("adds the files to page-start.js's tag, escaped, and leaves a tag with none to add as it is", () => {
    const start =
      '<script src="/assets/page-start-P5.js" async data-app="/assets/index-A1.js" data-preload="/assets/shell-C3.js"></script>';
    expect(withModulePreloads(start, ['/assets/a-1.js', '/assets/b"2.js'])).toBe(
      '<script src="/assets/page-start-P5.js" async data-app="/assets/index-A1.js" data-preload="/assets/shell-C3.js" data-page-preload="/assets/a-1.js /assets/b&quot;2.js"></script>',
    );
    expect(withModulePreloads(start, [])).toBe(start);
    expect(withModulePreloads('', ['/assets/a-1.js'])).toBe('');
  });
});

describe('deferAppScripts', () => {
  const head =
    '<head><title>x</title>\n    <meta name="page-start" content="/assets/page-start-P5.js">\n' +
    '    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">\n    <link rel="modulepreload" crossorigin href="/assets/shell-C3.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/shell-D4.css">\n';

  it('moves the module script and its preloads into the start tag and keeps the stylesheet', () => {
    const out = deferAppScripts(head);
    expect(out.head).toBe('<head><title>x</title>\n    <link rel="stylesheet" crossorigin href="/assets/shell-D4.css">\n');
    expect(out.start).toBe(
      '<script src="/assets/page-start-P5.js" async data-app="/assets/index-A1.js" data-preload="/assets/runtime-B2.js /assets/shell-C3.js"></script>',
    );
  });

  it('leaves a template without page-start.js or without a module script as it is', () => {
    const noStart = head.replace(/ *<meta name="page-start"[^>]*>\n/, '');
    expect(deferAppScripts(noStart)).toEqual({ head: noStart, start: '' });
    const noModule = '<head><meta name="page-start" content="/assets/page-start-P5.js"><link rel="stylesheet" href="/a.css">';
    expect(deferAppScripts(noModule)).toEqual({ head: noModule, start: '' });
  });
});
