// With real provider keys and no GEODB_KEY there is no GeoDB to ask (the sandbox, which serves one, is not
// mounted): city search answers from the built-in list at once, without an HTTP call that can only fail.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { filterBuiltin } from '../../../server/cities/builtin.ts';
import { createCitiesFromConfig } from '../../../server/cities/service.ts';
import { loadConfig } from '../../../server/config.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

const REAL_KEYS = { LITEAPI_KEY: 'prod_test-key-never-sent', LITEAPI_PAYMENT_ENV: 'live' };

describe('the cities service built from a configuration with LITEAPI_KEY and no GEODB_KEY', () => {
  it('answers from the built-in list without calling anything, and logs no failure', async () => {
    const calls: string[] = [];
    const warnings: string[] = [];
    const fetchSpy = (async (input: string | URL | Request) => {
      calls.push(String(input));
      throw new Error('no network in this test');
    }) as typeof fetch;
    const service = createCitiesFromConfig(loadConfig(REAL_KEYS), {
      fetch: fetchSpy,
      log: { warn: (_obj, msg) => warnings.push(msg ?? '') },
    });
    const cities = await service.search('Pun');
    expect(cities.map((c) => c.name)).toContain('Pune');
    expect(cities).toEqual(filterBuiltin('Pun', 10));
    expect(await service.search('jai', 3)).toEqual(filterBuiltin('jai', 3));
    expect(calls).toEqual([]);
    expect(warnings).toEqual([]);
    expect(service.stats().upstreamCalls).toBe(0);
  });
});

describe('the app with LITEAPI_KEY and no GEODB_KEY', () => {
  let t: TestApp;
  const calls: string[] = [];
  beforeAll(async () => {
    // Installed before the app is built, so every HTTP client the app makes uses it: each call is recorded
    // (and still made), so a call to GeoDB or to an unmounted /sandbox/geodb route on the app would show.
    const realFetch = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    t = await startTestApp(REAL_KEYS);
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  it('answers `cities` from the built-in list and makes no HTTP call', async () => {
    calls.length = 0;
    const res = await t.gql(`query($q: String!) { cities(query: $q) { name region displayName } }`, { q: 'Mum' });
    expect(res.errors).toBeUndefined();
    expect(res.data.cities).toEqual(filterBuiltin('Mum', 10).map((c) => ({ name: c.name, region: c.region, displayName: c.displayName })));
    expect(res.data.cities[0].name).toBe('Mumbai');
    // The test's own request to /graphql is the only call made.
    expect(calls).toEqual([`${t.url}/graphql`]);
    expect(t.app.services.cities.stats()).toMatchObject({ upstreamCalls: 0 });
    // And the sandbox's GeoDB route is indeed not there to call.
    const direct = await t.app.inject({ url: '/sandbox/geodb/v1/geo/cities?countryIds=IN&namePrefix=Mum' });
    expect(direct.statusCode).toBe(404);
  });
});
