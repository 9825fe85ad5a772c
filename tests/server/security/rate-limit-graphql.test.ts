// Rate limits on /graphql through the real app over HTTP: the general per-IP limit, the tight limits on
// booking lookups and confirmations (per IP and per reference, aliases included), the GraphQL-shaped 429
// with Retry-After, the routes left alone (sandbox, health), and a Redis that is down not taking the API
// with it. Limits are set small through the RATE_LIMIT_* variables.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { limitedOperations } from '../../../server/security/rate-limit.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

const LOOKUP = `query($r: ID!, $e: String!) { booking(reference: $r, email: $e) { reference } }`;
const CONFIRM = `mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { reference } }`;
const confirmInput = (transactionId: string) => ({
  input: {
    prebookId: 'pb1',
    transactionId,
    paymentIntent: 'pi_x',
    paymentIntentClientSecret: 'pi_x_secret_y',
    redirectStatus: 'succeeded',
  },
});

async function post(t: TestApp, body: object) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

const expectLimited = (r: Awaited<ReturnType<typeof post>>) => {
  expect(r.status).toBe(429);
  expect(Number(r.retryAfter)).toBeGreaterThan(0);
  expect(r.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  expect(r.body.errors?.[0]?.message).toMatch(/too many requests/i);
};

describe('which operations a GraphQL request holds', () => {
  it('finds booking lookups and confirmations by field, through aliases, fragments and variables', () => {
    const ops = limitedOperations({
      query: `query Q($r: ID!) { a: booking(reference: $r, email: "x@y.in") { reference } b: booking(reference: " si-2 ", email: "x") { reference } ...F }
              fragment F on Query { booking(reference: "SI-3", email: "z") { reference } }`,
      variables: { r: 'si-1' },
    });
    expect(ops.lookups).toEqual(['SI-1', 'SI-2', 'SI-3']);
    const m = limitedOperations({ query: CONFIRM, variables: confirmInput('tr_1') });
    expect(m.confirms).toEqual(['tr_1']);
    expect(limitedOperations({ query: `mutation { prebook(input: {}) { prebookId } }` }).prebooks).toBe(1);
  });

  it('ignores nested fields of the same name, other operations and unparsable text', () => {
    expect(limitedOperations({ query: `mutation { prebook(input: {}) { booking { reference } } }` }).lookups).toEqual([]);
    expect(limitedOperations({ query: `query { searchHotels(input: {destination: "Goa"}) { total } }` })).toEqual({
      lookups: [],
      prebooks: 0,
      confirms: [],
    });
    expect(limitedOperations({ query: `query { booking(` })).toEqual({ lookups: [], prebooks: 0, confirms: [] });
    const two = `query A { booking(reference: "R1", email: "e") { reference } } mutation B { confirmBooking(input: {transactionId: "T"}) { reference } }`;
    expect(limitedOperations({ query: two, operationName: 'B' })).toEqual({ lookups: [], prebooks: 0, confirms: ['T'] });
  });
});

describe('rate limits on /graphql', () => {
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp({ RATE_LIMIT_ENABLED: 'true', ...env });
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
  });
  afterAll(async () => {
    while (apps.length) await apps.pop()!.close();
  });

  it('limits any GraphQL request per IP, answering 429 with Retry-After; sandbox and health are not limited', async () => {
    const t = await start({ RATE_LIMIT_GRAPHQL_MAX: '4' });
    for (let i = 0; i < 4; i++) {
      const r = await post(t, { query: '{ popularCities { name } }' });
      expect(r.status).toBe(200);
    }
    expectLimited(await post(t, { query: '{ popularCities { name } }' }));
    expect((await fetch(`${t.url}/health/live`)).status).toBe(200);
    const geo = () =>
      fetch(`${t.url}/sandbox/geodb/v1/geo/cities?namePrefix=Pun&countryIds=IN`, { headers: { 'x-rapidapi-key': 'sandbox' } });
    for (let i = 0; i < 6; i++) expect((await geo()).status).toBe(200);
  });

  it('limits booking lookups per IP, counting every aliased lookup in a request', async () => {
    const t = await start({ RATE_LIMIT_LOOKUP_MAX: '3', RATE_LIMIT_LOOKUP_REF_MAX: '100' });
    const one = await post(t, { query: LOOKUP, variables: { r: 'SIAAAA1', e: 'a@b.in' } });
    expect(one.status).toBe(200);
    expect(one.body.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED');
    // Two more in one request reach the limit; a third alias would pass it.
    const aliased = `{ a: booking(reference: "SIAAAA2", email: "a@b.in") { reference } b: booking(reference: "SIAAAA3", email: "a@b.in") { reference } }`;
    expect((await post(t, { query: aliased })).status).toBe(200);
    expectLimited(await post(t, { query: LOOKUP, variables: { r: 'SIAAAA4', e: 'a@b.in' } }));
    // Other operations from the same address are still answered.
    expect((await post(t, { query: '{ popularCities { name } }' })).status).toBe(200);
  });

  it('limits lookups of one reference whatever the e-mail, and confirmations of one transaction', async () => {
    const t = await start({
      RATE_LIMIT_LOOKUP_MAX: '100',
      RATE_LIMIT_LOOKUP_REF_MAX: '2',
      RATE_LIMIT_CONFIRM_REF_MAX: '2',
      RATE_LIMIT_BOOKING_MAX: '100',
    });
    expect((await post(t, { query: LOOKUP, variables: { r: 'SIREF01', e: 'one@b.in' } })).status).toBe(200);
    expect((await post(t, { query: LOOKUP, variables: { r: 'siref01', e: 'two@b.in' } })).status).toBe(200);
    expectLimited(await post(t, { query: LOOKUP, variables: { r: 'SIREF01', e: 'three@b.in' } }));
    expect((await post(t, { query: LOOKUP, variables: { r: 'SIREF02', e: 'three@b.in' } })).status).toBe(200);

    for (let i = 0; i < 2; i++) {
      const r = await post(t, { query: CONFIRM, variables: confirmInput('tr_same') });
      expect(r.status).not.toBe(429);
    }
    expectLimited(await post(t, { query: CONFIRM, variables: confirmInput('tr_same') }));
    expect((await post(t, { query: CONFIRM, variables: confirmInput('tr_other') })).status).not.toBe(429);
  });

  it('limits prebook and confirmBooking together per IP', async () => {
    const t = await start({ RATE_LIMIT_BOOKING_MAX: '2' });
    expect((await post(t, { query: CONFIRM, variables: confirmInput('tr_a') })).status).not.toBe(429);
    expect(
      (
        await post(t, {
          query: `mutation { prebook(input: { offerId: "x", hotelId: "h", checkin: "2030-01-01", checkout: "2030-01-02", holder: { firstName: "A", lastName: "B", email: "a@b.in", phone: "9845012351" }, guests: [] }) { prebookId } }`,
        })
      ).status,
    ).not.toBe(429);
    expectLimited(await post(t, { query: CONFIRM, variables: confirmInput('tr_b') }));
  });

  it('keeps serving, and limiting in process, when Redis is unreachable', async () => {
    const t = await start({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_GRAPHQL_MAX: '3' });
    const cities = await post(t, { query: '{ cities(query: "Pune") { name } }' });
    expect(cities.status).toBe(200);
    expect(cities.body.errors).toBeUndefined();
    const search = await t.gql('query { searchHotels(input: { destination: "Goa" }) { total } }');
    expect(search.errors).toBeUndefined();
    expect(search.data.searchHotels.total).toBeGreaterThan(0);
    expect((await post(t, { query: '{ popularCities { name } }' })).status).toBe(200);
    expectLimited(await post(t, { query: '{ popularCities { name } }' }));
  });
});
