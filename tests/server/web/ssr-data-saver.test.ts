// Data saver on server-rendered pages (issue 17 §4): with `Save-Data: on` (or the traveller's choice in the
// `data_saver` cookie, which wins), the HTML itself asks for smaller gallery photos and holds the photos
// below the fold back as "Tap to load photo" placeholders, so the browser fetches nothing the app would hold
// back, even before the app starts. Runs on the real build (npm test builds it first; built here when missing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SAVER_COOKIE, pickDataSaver } from '../../../client/src/ssr-contract.ts';
import { DATA_SAVER_KEY } from '../../../client/src/features/data-saver/state.ts';
import { send, startTestApp, type TestApp } from '../helpers.ts';

function ensureBuilt(): void {
  for (const args of [[], ['--ssr', 'src/entry-server.tsx']]) {
    const out = args.length ? 'dist/ssr/entry-server.js' : 'dist/client/index.html';
    if (existsSync(out)) continue;
    const r = spawnSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts', ...args, '--logLevel', 'warn'], { stdio: 'inherit' });
    expect(r.status).toBe(0);
  }
}

/** The src of every <img> in the page's markup. */
const imgSources = (page: string) => [...page.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const tapPlaceholders = (page: string) => page.match(/data-testid="tap-to-load-photo"/g)?.length ?? 0;
const ssrState = (page: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page)![1]) as { saveData?: boolean };

describe('pickDataSaver (the rule the server and the browser share)', () => {
  it("follows the traveller's choice, else the browser's Save-Data header", () => {
    expect(pickDataSaver(null, undefined)).toBe(false);
    expect(pickDataSaver(null, 'on')).toBe(true);
    expect(pickDataSaver(null, ' On ')).toBe(true);
    expect(pickDataSaver(null, 'off')).toBe(false);
    expect(pickDataSaver(null, ['on'])).toBe(true);
    expect(pickDataSaver('on', undefined)).toBe(true);
    expect(pickDataSaver('off', 'on')).toBe(false);
    expect(pickDataSaver('junk', 'on')).toBe(true);
    // The browser keeps the choice under the same name the cookie has.
    expect(DATA_SAVER_COOKIE).toBe(DATA_SAVER_KEY);
  });
});

describe('server-rendered pages that save data', () => {
  let t: TestApp;
  let hotelPath = '';
  beforeAll(async () => {
    ensureBuilt();
    t = await startTestApp();
    const found = await t.gql('{ searchHotels(input: { destination: "Goa" }) { hotels { id mainPhoto } } }');
    const hotels = (found.data as { searchHotels: { hotels: { id: string; mainPhoto: string | null }[] } }).searchHotels.hotels;
    hotelPath = `/hotels/${hotels.find((h) => h.mainPhoto)!.id}`;
    // Warm the hotel and the city's list: what the HTML holds is checked here, not how fast a cold render is.
    await send(`${t.url}${hotelPath}`, { headers: { accept: 'text/html' } });
    await send(`${t.url}/hotels/goa`, { headers: { accept: 'text/html' } });
  }, 180_000);
  afterAll(async () => t?.close());

  const page = (path: string, headers: Record<string, string> = {}) =>
    send(`${t.url}${path}`, { headers: { accept: 'text/html', ...headers } });

  it('draws a hotel page with HD photos and no placeholders without Save-Data, and varies by it', async () => {
    const res = await page(hotelPath);
    expect(res.status).toBe(200);
    expect(res.text).toContain('ssr-state');
    expect(imgSources(res.text).some((s) => /-hd\.svg$/.test(s))).toBe(true);
    expect(tapPlaceholders(res.text)).toBe(0);
    expect(ssrState(res.text).saveData).toBeUndefined();
    expect(String(res.headers.get('vary'))).toMatch(/save-data/i);
  });

  it('with Save-Data: on, asks for a smaller first photo, never an HD one', async () => {
    const res = await page(hotelPath, { 'save-data': 'on' });
    expect(res.status).toBe(200);
    const sources = imgSources(res.text);
    expect(sources.filter((s) => s.startsWith('/sandbox/images/hotels/'))).toEqual([expect.stringMatching(/\.svg\?w=640$/)]);
    expect(sources.some((s) => /-hd\.svg/.test(s))).toBe(false);
    // (The rooms, below the fold, come after the first paint: the browser holds their photos back.)
    expect(sources.some((s) => s.startsWith('/sandbox/images/rooms/'))).toBe(false);
    // The browser hydrates as the server drew it.
    expect(ssrState(res.text).saveData).toBe(true);
  });

  it("follows the traveller's choice in the cookie over the browser's header, both ways", async () => {
    const off = await page(hotelPath, { 'save-data': 'on', cookie: `${DATA_SAVER_COOKIE}=off` });
    expect(imgSources(off.text).some((s) => /-hd\.svg$/.test(s))).toBe(true);
    expect(ssrState(off.text).saveData).toBeUndefined();
    const on = await page(hotelPath, { cookie: `lang=en; ${DATA_SAVER_COOKIE}=on` });
    expect(imgSources(on.text).some((s) => /\.svg\?w=640$/.test(s))).toBe(true);
    expect(imgSources(on.text).some((s) => /-hd\.svg$/.test(s))).toBe(false);
    expect(ssrState(on.text).saveData).toBe(true);
    const list = await page('/hotels/goa', { cookie: `${DATA_SAVER_COOKIE}=off`, 'save-data': 'on' });
    expect(tapPlaceholders(list.text)).toBe(0);
  });

  it("with Save-Data: on, a city's list shows the first row's photos and a tap placeholder on the rest", async () => {
    const plain = await page('/hotels/goa');
    const cards = (plain.text.match(/data-testid="hotel-card-name"/g) ?? []).length;
    expect(cards).toBeGreaterThan(3);
    const res = await page('/hotels/goa', { 'save-data': 'on' });
    const photos = imgSources(res.text).filter((s) => s.startsWith('/sandbox/images/'));
    expect(photos.length).toBeLessThanOrEqual(3);
    expect(tapPlaceholders(res.text)).toBeGreaterThanOrEqual(cards - 3);
    expect(res.text).toContain('Tap to load photo');
    expect(tapPlaceholders(plain.text)).toBe(0);
  });
});
