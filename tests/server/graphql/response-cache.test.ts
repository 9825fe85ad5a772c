// The whole-response cache in front of Apollo (server/graphql/response-cache.ts): public reads are
// answered from it until their maxAge, nothing private or failed is ever stored, and what it serves is
// byte for byte what Apollo answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

const SEARCH =
  'query Search($d: String!, $p: Int) { searchHotels(input: { destination: $d, page: $p, pageSize: 4 }) { total page hotels { id name priceFrom { amount } } } }';
const HOTEL = 'query Hotel($id: ID!) { hotel(id: $id) { id name } }';
const BOOKING = 'query Booking($r: ID!, $e: String!) { booking(reference: $r, email: $e) { reference } }';
const MIXED =
  'query Mixed($d: String!) { searchHotels(input: { destination: $d, pageSize: 1 }) { total } myBookings(accessTokens: []) { reference } }';

let t: TestApp;
let clock = Date.now();
/** answers of hotel lists and pages served from the cache, as the static hit ratio must count them */
let staticHits = 0;

async function post(query: string, variables: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const cache = res.headers.get('x-response-cache');
  if (cache === 'hit' && /searchHotels|hotel\(/.test(query)) staticHits += 1;
  return {
    status: res.status,
    cache,
    cacheControl: res.headers.get('cache-control'),
    age: res.headers.get('age'),
    type: res.headers.get('content-type'),
    text: await res.text(),
  };
}

beforeAll(async () => {
  t = await startTestApp({ RESPONSE_CACHE_ENABLED: 'true' }, { now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

describe('the GraphQL response cache', () => {
  it('answers a repeated search from the cache, with the same bytes and no provider call', async () => {
    const first = await post(SEARCH, { d: 'Jaipur', p: 1 });
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(JSON.parse(first.text).data.searchHotels.hotels).toHaveLength(4);
    t.control.resetCounts();

    const again = await post(SEARCH, { d: 'Jaipur', p: 1 });
    expect(again.cache).toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.type).toBe(first.type);
    // The HTTP headers of a public read (graphql/cache-policy.ts), and how old the stored answer is.
    expect(again.cacheControl).toBe('public, max-age=30, s-maxage=120, stale-while-revalidate=60');
    expect(again.age).toMatch(/^\d+$/);
    expect(t.control.callCounts()).toEqual({});
  });

  it('keys on the variables: another page is another answer', async () => {
    const p1 = await post(SEARCH, { d: 'Jaipur', p: 1 });
    const p2 = await post(SEARCH, { d: 'Jaipur', p: 2 });
    expect(p2.cache).toBe('miss');
    expect(JSON.parse(p2.text).data.searchHotels.page).toBe(2);
    expect(p2.text).not.toBe(p1.text);
  });

  it('keys on the query text and the operation name: the same variables under another text are another answer', async () => {
    const first = await post(SEARCH, { d: 'Udaipur', p: 1 });
    // same operation name and variables, another selection
    const other = SEARCH.replace('hotels { id name priceFrom { amount } }', 'hotels { id }');
    const second = await post(other, { d: 'Udaipur', p: 1 });
    expect(second.cache).toBe('miss');
    expect(Object.keys(JSON.parse(second.text).data.searchHotels.hotels[0])).toEqual(['id']);
    expect((await post(other, { d: 'Udaipur', p: 1 })).text).toBe(second.text);
    expect((await post(SEARCH, { d: 'Udaipur', p: 1 })).text).toBe(first.text);
    // one document with two operations: each name is its own answer
    const two = `${SEARCH} query Other($d: String!, $p: Int) { searchHotels(input: { destination: $d, page: $p, pageSize: 2 }) { total page hotels { id } } }`;
    const res = async (operationName: string) => {
      const r = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: two, operationName, variables: { d: 'Udaipur', p: 1 } }),
      });
      if (r.headers.get('x-response-cache') === 'hit') staticHits += 1;
      return JSON.parse(await r.text()).data.searchHotels.hotels.length as number;
    };
    expect(await res('Search')).toBe(4);
    expect(await res('Other')).toBe(2);
    expect(await res('Search')).toBe(4);
  });

  it('keys on the Accept header, since Apollo picks the content type from it', async () => {
    const json = await post(HOTEL, { id: 'lp1' });
    expect(json.cache).toBe('miss');
    const gqlJson = await post(HOTEL, { id: 'lp1' }, { accept: 'application/graphql-response+json' });
    expect(gqlJson.cache).toBe('miss');
    expect(gqlJson.type).toContain('application/graphql-response+json');
    expect((await post(HOTEL, { id: 'lp1' })).type).toContain('application/json');
  });

  it('expires an answer after its maxAge (30 s for searches)', async () => {
    await post(SEARCH, { d: 'Kochi', p: 1 });
    clock += 29_000;
    expect((await post(SEARCH, { d: 'Kochi', p: 1 })).cache).toBe('hit');
    clock += 2_000;
    t.control.resetCounts();
    expect((await post(SEARCH, { d: 'Kochi', p: 1 })).cache).toBe('miss');
  });

  it('never stores answers with errors', async () => {
    const bad = { d: '   ', p: 1 };
    const first = await post(SEARCH, bad);
    expect(JSON.parse(first.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const again = await post(SEARCH, bad);
    expect(again.cache).toBe('miss');
    expect(JSON.parse(again.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('never touches bookings, or an operation that mixes a public read with a private one', async () => {
    for (let i = 0; i < 2; i++) {
      const lookup = await post(BOOKING, { r: 'HB-NOPE', e: 'a@example.in' });
      expect(lookup.cache).toBeNull();
      expect(JSON.parse(lookup.text).data.booking).toBeNull();
      const mixed = await post(MIXED, { d: 'Jaipur' });
      expect(mixed.cache).toBeNull();
    }
  });

  it("does not serve yesterday's default dates after midnight in India", async () => {
    const DEFAULTS = 'query Defaults($d: String!) { searchHotels(input: { destination: $d, pageSize: 1 }) { checkin checkout } }';
    const IST = 330 * 60_000;
    const nextMidnight = clock + IST - ((clock + IST) % 86_400_000) + 86_400_000 - IST;
    clock = nextMidnight - 5_000;
    const before = await post(DEFAULTS, { d: 'Jaipur' });
    expect(before.cache).toBe('miss');
    expect((await post(DEFAULTS, { d: 'Jaipur' })).cache).toBe('hit');
    clock = nextMidnight + 1_000;
    const after = await post(DEFAULTS, { d: 'Jaipur' });
    expect(after.cache).toBe('miss');
    expect(JSON.parse(after.text).data.searchHotels.checkin).not.toBe(JSON.parse(before.text).data.searchHotels.checkin);
  });

  it('counts its hits and misses in /metrics', async () => {
    const text = await (await fetch(`${t.url}/metrics`)).text();
    const hits = Number(/cache_hits\{cache="graphql_responses"\} (\d+)/.exec(text)?.[1]);
    const misses = Number(/cache_misses\{cache="graphql_responses"\} (\d+)/.exec(text)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(3);
    expect(misses).toBeGreaterThanOrEqual(5);
    // The static content ratio counts a hotel list or page served whole from this cache as a hit.
    const n = (re: RegExp) => Number(re.exec(text)?.[1] ?? 0);
    const serviceHits = n(/cache_hits\{cache="lists"\} (\d+)/) + n(/cache_hits\{cache="details"\} (\d+)/);
    const serviceMisses = n(/cache_misses\{cache="lists"\} (\d+)/) + n(/cache_misses\{cache="details"\} (\d+)/);
    expect(staticHits).toBeGreaterThanOrEqual(3);
    const ratio = Number(/static_content_cache_hit_ratio ([\d.e-]+)/.exec(text)?.[1]);
    expect(ratio).toBeCloseTo((serviceHits + staticHits) / (serviceHits + serviceMisses + staticHits), 6);
  });
});
