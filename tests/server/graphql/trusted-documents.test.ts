// Public reads over GET by trusted-document id (server/graphql/trusted-documents.ts) and the HTTP cache
// headers of every /graphql answer (server/graphql/http-cache.ts): what a browser, nginx or a CDN relies on.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type DocumentNode } from 'graphql';
import { addDays, format } from 'date-fns';
import { operationPolicy, PUBLIC_READS } from '../../../server/graphql/cache-policy.ts';
import { HASH_MISMATCH_MESSAGE, TrustedDocuments } from '../../../server/graphql/trusted-documents.ts';
import { isPublicRead, PUBLIC_READ_FIELDS } from '../../../client/src/app/public-reads.ts';
import { pricedHotelId, send, startTestApp, type HttpAnswer, type TestApp } from '../helpers.ts';

const MANIFEST = JSON.parse(readFileSync('client/src/__generated__/persisted-documents.json', 'utf8')) as Record<string, string>;

/** The manifest's entry for an operation name: its id (hex) and text. */
function doc(name: string): { hash: string; text: string } {
  const found = Object.entries(MANIFEST).find(([, text]) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`the client has no operation ${name}`);
  return { hash: found[0].slice('sha256:'.length), text: found[1] };
}

const accept = 'application/json';
/** A GET by id, as the app's client sends it (Apollo's CSRF check wants the preflight header). */
function getById(t: TestApp, name: string, variables?: object, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const qs = new URLSearchParams({ operationName: name });
  if (variables) qs.set('variables', JSON.stringify(variables));
  qs.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: doc(name).hash } }));
  return send(`${t.url}/graphql?${qs}`, { headers: { accept, 'apollo-require-preflight': 'true', ...headers } });
}
function postText(t: TestApp, query: string, variables?: object, operationName?: string): Promise<HttpAnswer> {
  return send(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query, variables, operationName }),
  });
}

const checkin = format(addDays(new Date(), 30), 'yyyy-MM-dd');
const checkout = format(addDays(new Date(), 32), 'yyyy-MM-dd');

describe('the trusted documents', () => {
  it('are each the sha256 of their text, and the server refuses a manifest that is not', () => {
    expect(new TrustedDocuments(MANIFEST).size).toBe(Object.keys(MANIFEST).length);
    const [id, text] = Object.entries(MANIFEST)[0];
    expect(() => new TrustedDocuments({ [id]: `${text} ` })).toThrow(/not the hash of its text/);
    expect(() => new TrustedDocuments({ 'sha256:abc': text })).toThrow(/not a sha256 id/);
  });

  it('sends by GET exactly the operations the server caches for everyone (client and server agree)', () => {
    expect([...PUBLIC_READ_FIELDS].sort()).toEqual(Object.keys(PUBLIC_READS).sort());
    for (const [id, text] of Object.entries(MANIFEST)) {
      const parsed = Object.assign(parse(text), { __meta__: { hash: id } }) as DocumentNode;
      expect(isPublicRead(parsed), text.slice(0, 80)).toBe(operationPolicy(parsed, undefined) !== null);
    }
    // The personal ones stay POSTs (their variables would otherwise sit in URLs and logs).
    for (const name of ['BookingLookup', 'MyBookings', 'PaymentWidget', 'Prebook', 'ConfirmBooking']) {
      expect(isPublicRead(Object.assign(parse(doc(name).text), { __meta__: { hash: `sha256:${doc(name).hash}` } }))).toBe(false);
    }
  });
});

for (const responseCache of ['false', 'true']) {
  describe(`GET by id (whole-answer cache ${responseCache === 'true' ? 'on' : 'off'})`, () => {
    let t: TestApp;
    let hotelId: string;
    beforeAll(async () => {
      t = await startTestApp({ RESPONSE_CACHE_ENABLED: responseCache });
      hotelId = await pricedHotelId(t.gql, 'Jaipur', { checkin, checkout });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    const cases = (): Array<[string, object | undefined, string]> => [
      ['HotelTypes', undefined, 'public, max-age=600, s-maxage=600, stale-while-revalidate=3600'],
      ['PopularCities', undefined, 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600'],
      ['Cities', { query: 'Jai', limit: 5 }, 'public, max-age=300, s-maxage=300, stale-while-revalidate=600'],
      [
        'SearchHotels',
        { input: { destination: 'Jaipur', checkin, checkout, page: 1 } },
        'public, max-age=30, s-maxage=120, stale-while-revalidate=60',
      ],
      ['HotelPage', { id: hotelId }, 'public, max-age=300, s-maxage=600, stale-while-revalidate=600'],
      ['HotelRates', { input: { hotelId, checkin, checkout } }, 'public, max-age=10, s-maxage=120, stale-while-revalidate=30'],
    ];

    it('answers each public read by id with the same data as a POST of its text, cacheable by anyone', async () => {
      for (const [name, variables, cacheControl] of cases()) {
        const byId = await getById(t, name, variables);
        expect(byId.status, `${name}: ${byId.text.slice(0, 300)}`).toBe(200);
        expect(byId.json.errors, name).toBeUndefined();
        const byText = await postText(t, doc(name).text, variables, name);
        expect(byText.json, name).toEqual(byId.json);
        expect(byId.headers.get('cache-control'), name).toBe(cacheControl);
        expect(byId.headers.get('etag'), name).toMatch(/^W\/"[\w-]{27}"$/);
        expect(byId.headers.get('vary'), name).toMatch(/accept/i);
      }
    }, 120_000);

    it('answers 304 with no body when If-None-Match names the current ETag, and the answer again when it does not', async () => {
      const vars = { input: { destination: 'Jaipur', checkin, checkout, page: 2 } };
      const first = await getById(t, 'SearchHotels', vars);
      const etag = first.headers.get('etag')!;
      const again = await getById(t, 'SearchHotels', vars, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toContain('s-maxage=120');
      // A list of tags, one of them current; and a stale tag gets the whole answer.
      expect((await getById(t, 'SearchHotels', vars, { 'if-none-match': `W/"old", ${etag}` })).status).toBe(304);
      const stale = await getById(t, 'SearchHotels', vars, { 'if-none-match': 'W/"old"' });
      expect(stale.status).toBe(200);
      expect(stale.json).toEqual(first.json);
    }, 60_000);

    it('answers an unknown id with a clear PERSISTED_QUERY_NOT_FOUND that no cache keeps', async () => {
      const qs = new URLSearchParams({
        operationName: 'HotelTypes',
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }),
      });
      const r = await send(`${t.url}/graphql?${qs}`, { headers: { accept, 'apollo-require-preflight': 'true' } });
      expect(r.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(r.json.errors[0].message).toMatch(/Unknown document id.*Send the query text instead/);
      expect(r.json.data).toBeUndefined();
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      expect(r.headers.get('etag')).toBeNull();
    });

    it('marks answers with errors, bookings and the payment widget private, no-store, by GET or POST', async () => {
      const badVars = await getById(t, 'HotelRates', { input: { hotelId, checkin: '2001-01-01', checkout: '2001-01-02' } });
      expect(badVars.json.errors?.length, badVars.text.slice(0, 200)).toBeGreaterThan(0);
      const lookup = await getById(t, 'BookingLookup', { reference: 'SIBBBBBBBBB1', email: 'a@example.in' });
      expect(lookup.status, lookup.text.slice(0, 200)).toBe(200);
      expect(lookup.json.data).toEqual({ __typename: 'Query', booking: null });
      const mine = await getById(t, 'MyBookings', { accessTokens: [] });
      const widget = await postText(t, doc('PaymentWidget').text, undefined, 'PaymentWidget');
      const mixed = await postText(t, '{ hotelTypes { id } myBookings(accessTokens: []) { reference } }');
      for (const r of [badVars, lookup, mine, widget, mixed]) {
        expect(r.headers.get('cache-control'), r.text.slice(0, 200)).toBe('private, no-store');
        expect(r.headers.get('etag')).toBeNull();
      }
      // A mutation by GET is refused (Apollo), and not cacheable either.
      const prebook = await getById(t, 'Prebook', { input: {} });
      expect(prebook.status).toBeGreaterThanOrEqual(400);
      expect(prebook.headers.get('cache-control')).toBe('private, no-store');
    }, 60_000);

    it('runs the text when an id comes with its own text, and refuses an id that is not the text’s hash', async () => {
      const { text, hash } = doc('HotelTypes');
      const ext = (h: string) => ({ persistedQuery: { version: 1, sha256Hash: h } });
      const ok = await send(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: text, extensions: ext(hash) }),
      });
      expect(ok.json.data.hotelTypes.length).toBeGreaterThan(0);
      const wrong = await send(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{ hotelTypes { id } }', extensions: ext(hash) }),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.data).toBeUndefined();
      expect(wrong.json.errors[0]).toEqual({ message: HASH_MISMATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } });
      expect(wrong.headers.get('cache-control')).toBe('private, no-store');
    });
  });
}

describe('GET by id under the rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_GRAPHQL_MAX: '3' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts GET requests against the per-address GraphQL limit, and says so with 429 and Retry-After', async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await fetch(
          `${t.url}/graphql?${new URLSearchParams({
            operationName: 'HotelTypes',
            extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: doc('HotelTypes').hash } }),
          })}`,
          { headers: { accept, 'apollo-require-preflight': 'true' } },
        ),
      );
    }
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers[3].status).toBe(429);
    expect(answers[3].headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answers[3].headers.get('cache-control')).toBe('private, no-store');
    const body = (await answers[3].json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
