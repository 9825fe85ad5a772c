// The /graphql endpoint's HTTP rules, as a browser or a script meets them: one operation per request,
// CSRF prevention, no mutations over GET, capped body and query sizes, introspection on in every
// environment, and no "Did you mean" hints outside development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../helpers.ts';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

describe('the /graphql endpoint (NODE_ENV=test)', () => {
  let t: TestApp;
  let endpoint: string;
  beforeAll(async () => {
    t = await startTestApp();
    endpoint = `${t.url}/graphql`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a batch (an array of operations) with 400 and runs none of it', async () => {
    t.control.resetCounts();
    const r = await send(endpoint, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify([{ query: '{ hotelTypes { id } }' }, { query: '{ hotelTypes { name } }' }]),
    });
    expect(r.status).toBe(400);
    expect(r.json.errors[0].message).toMatch(/batching/i);
    expect(r.json.data).toBeUndefined();
    expect(t.control.callCount('GET /data/hotelTypes')).toBe(0);
    // the same operation alone is answered, and does reach the provider
    const single = await t.gql('{ hotelTypes { id } }');
    expect(single.errors).toBeUndefined();
    expect(t.control.callCount('GET /data/hotelTypes')).toBe(1);
  });

  it('refuses a simple GET query without a preflight header (CSRF prevention)', async () => {
    const r = await send(`${endpoint}?query=${encodeURIComponent('{ popularCities { name } }')}`, { method: 'GET' });
    expect(r.status).toBe(400);
    expect(r.json.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    expect(r.json.data).toBeUndefined();
  });

  it('refuses a text/plain POST without a preflight header (CSRF prevention)', async () => {
    const r = await send(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ popularCities { name } }' }),
    });
    expect(r.status).toBe(400);
    expect(r.text).toMatch(/Cross-Site Request Forgery/);
    expect(r.text).not.toMatch(/Mumbai/);
  });

  it('answers a GET query that carries the preflight header', async () => {
    const r = await send(`${endpoint}?query=${encodeURIComponent('{ popularCities { name } }')}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    expect(r.status).toBe(200);
    expect(r.json.data.popularCities.length).toBeGreaterThan(0);
  });

  it('refuses a mutation over GET, even with the preflight header', async () => {
    const mutation = 'mutation { confirmBooking(input: { prebookId: "x", transactionId: "y" }) { reference } }';
    const r = await send(`${endpoint}?query=${encodeURIComponent(mutation)}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    expect(r.status).toBe(405);
    expect(r.json.errors[0].message).toMatch(/GET requests only support query operations/);
    expect(r.json.data).toBeUndefined();
  });

  it('refuses a body over 100 kB with 413 and accepts one just under', async () => {
    const query = 'query($q: String!) { cities(query: $q, limit: 1) { name } }';
    const over = await send(endpoint, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query, variables: { q: 'a'.repeat(101 * 1024) } }),
    });
    expect(over.status).toBe(413);
    expect(over.text).not.toMatch(/aaaa/);
    // refused before Apollo runs, yet in GraphQL's shape so a client reads it like any other error
    expect(over.json.errors[0]).toMatchObject({
      message: 'The request is too large: at most 100 kB are allowed.',
      extensions: { code: 'BAD_REQUEST' },
    });
    const under = await send(endpoint, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query, variables: { q: 'Pune' + ' '.repeat(90 * 1024) } }),
    });
    expect(under.status).toBe(200);
  });

  it('refuses query text over 10 kB with a GraphQL error, and accepts the same query with less padding', async () => {
    const big = await send(endpoint, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query: `{ popularCities { name } }${' '.repeat(10 * 1024)}` }),
    });
    expect(big.status).toBe(400);
    expect(big.json.errors[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(big.json.errors[0].message).toMatch(/query text is too large: at most 10240 bytes/);
    // comments are not tokens: only the size cap stops a query padded with them
    const commented = await send(endpoint, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query: `{ popularCities { name } }\n${'#'.repeat(20 * 1024)}` }),
    });
    expect(commented.status).toBe(400);
    const fine = await send(endpoint, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query: `{ popularCities { name } }${' '.repeat(9 * 1024)}` }),
    });
    expect(fine.status).toBe(200);
    expect(fine.json.data.popularCities.length).toBeGreaterThan(0);
  });

  it('hides field suggestions outside development', async () => {
    const r = await t.gql('{ popularCities { nam } }');
    expect(r.status).toBe(400);
    expect(r.errors![0].message).toBe('Cannot query field "nam" on type "City".');
    expect(JSON.stringify(r.errors)).not.toMatch(/Did you mean/);
  });
});

describe.each(['production', 'development'] as const)('NODE_ENV=%s', (nodeEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: nodeEnv });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers introspection (a public, documented API)', async () => {
    const r = await t.gql('{ __schema { queryType { name } types { name } } }');
    expect(r.status).toBe(200);
    expect(r.data.__schema.queryType.name).toBe('Query');
    expect(r.data.__schema.types.map((x: { name: string }) => x.name)).toContain('HotelSummary');
  });

  it(nodeEnv === 'production' ? 'gives no field suggestions' : 'keeps field suggestions for the developer', async () => {
    const r = await t.gql('{ popularCities { nam } }');
    expect(r.status).toBe(400);
    expect(r.errors![0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    if (nodeEnv === 'production') expect(JSON.stringify(r.errors)).not.toMatch(/Did you mean|"name"/);
    else expect(r.errors![0].message).toMatch(/Did you mean "name"\?/);
  });

  it('still refuses a batch', async () => {
    const r = await send(`${t.url}/graphql`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify([{ query: '{ __typename }' }]),
    });
    expect(r.status).toBe(400);
  });
});
