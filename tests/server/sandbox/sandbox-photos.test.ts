// Sandbox photos load whatever address the app is opened on: their URLs are same-origin paths, never an
// absolute URL naming one host (a page opened on 127.0.0.1 could not load photos addressed to localhost:
// CORP same-origin). An instance that uses another instance's sandbox (SANDBOX_URL) serves them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let S: TestApp;
let B: TestApp;

beforeAll(async () => {
  S = await startTestApp({});
  B = await startTestApp({ SANDBOX_URL: S.url });
}, 60_000);

afterAll(async () => {
  await B?.close();
  await S?.close();
});

const SEARCH = `query($input: HotelSearchInput!) { searchHotels(input: $input) { hotels { id thumbnail mainPhoto } } }`;
const HOTEL = `query($id: ID!) { hotel(id: $id) { images { url urlHd } rooms { photos { url hdUrl } } } }`;

async function photosOf(t: TestApp): Promise<string[]> {
  const found = await t.gql(SEARCH, { input: { destination: 'Goa' } });
  expect(found.errors).toBeUndefined();
  const hotels = found.data.searchHotels.hotels as Array<{ id: string; thumbnail: string | null; mainPhoto: string | null }>;
  const withPhoto = hotels.find((h) => h.mainPhoto)!;
  const detail = await t.gql(HOTEL, { id: withPhoto.id });
  expect(detail.errors).toBeUndefined();
  const h = detail.data.hotel as { images: Array<{ url: string; urlHd: string | null }>; rooms: Array<{ photos: Array<{ url: string }> }> };
  return [
    ...hotels.flatMap((x) => [x.thumbnail, x.mainPhoto]).filter((u): u is string => !!u),
    ...h.images.flatMap((i) => [i.url, i.urlHd ?? i.url]),
    ...h.rooms.flatMap((r) => r.photos.map((p) => p.url)),
  ];
}

describe('sandbox photo addresses', () => {
  it('are paths on the page own origin, for lists, galleries and rooms', async () => {
    const urls = await photosOf(S);
    expect(urls.length).toBeGreaterThan(12);
    for (const u of urls) expect(u).toMatch(/^\/sandbox\/images\/(hotels|rooms)\//);
  });

  it('load from the app on any host name it is reached by', async () => {
    const [photo] = await photosOf(S);
    const port = new URL(S.url).port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const res = await fetch(`${origin}${photo}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('load through an instance that uses another instance sandbox (SANDBOX_URL)', async () => {
    const urls = await photosOf(B);
    for (const u of urls) expect(u).toMatch(/^\/sandbox\/images\//);
    const res = await fetch(`${B.url}${urls[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect((await res.text()).startsWith('<svg')).toBe(true);
  });
});
