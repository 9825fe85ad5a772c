// City lookup through the real GeoDB client against a scripted fake GeoDB on an ephemeral port:
// the request it sends, the hour's cache and its eviction rule, the call budget, and the built-in
// fallback on every kind of failure (spec §5, §7, §8, §9).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filterBuiltin, POPULAR_CITIES, BUILTIN_CITIES } from '../../../server/cities/builtin.ts';
import { GeoDbClient } from '../../../server/cities/geodb.ts';
import { CitiesService, createCitiesFromConfig } from '../../../server/cities/service.ts';
import { loadConfig } from '../../../server/config.ts';

type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;

let app: FastifyInstance;
let origin = '';
let requests: Array<{ path: string; query: Record<string, string>; headers: FastifyRequest['headers'] }> = [];
let handler: Handler;

const geoCity = (name: string, region: string | null, regionCode: string, population: number) => ({
  id: population,
  wikiDataId: 'Q1',
  type: 'CITY',
  city: name,
  name,
  country: 'India',
  countryCode: 'IN',
  region,
  regionCode,
  latitude: 19.07,
  longitude: 72.88,
  population,
});
const answer = (q: string) => ({
  data: [geoCity(`${q[0].toUpperCase()}${q.slice(1)}pur`, 'Maharashtra', 'MH', 1000), geoCity(`${q}nagar`, null, 'GJ', 500)],
  links: [],
  metadata: { currentOffset: 0, totalCount: 2 },
});
const echo: Handler = (req) => answer((req.query as { namePrefix: string }).namePrefix.toLowerCase());

beforeAll(async () => {
  app = Fastify({ forceCloseConnections: true });
  app.get('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://x');
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers });
    return handler(req, reply);
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());
beforeEach(() => {
  requests = [];
  handler = echo;
});

function setup() {
  let now = 1_000_000;
  const warnings: Array<{ obj: object; msg?: string }> = [];
  const log = { warn: (obj: object, msg?: string) => warnings.push({ obj, msg }) };
  const geodb = new GeoDbClient({ baseUrl: `${origin}/geo`, apiKey: 'geo-key', host: 'wft-geo-db.p.rapidapi.com', timeoutMs: 500 });
  const service = new CitiesService({ geodb, log, now: () => now });
  return { service, warnings, tick: (ms: number) => (now += ms) };
}

describe('GeoDB request and mapping', () => {
  it('sends the contract query and headers and maps region (falling back to regionCode) and displayName', async () => {
    const { service } = setup();
    const cities = await service.search('  Mum ');
    expect(requests).toHaveLength(1);
    expect(requests[0].path).toBe('/geo/v1/geo/cities');
    expect(requests[0].query).toEqual({ countryIds: 'IN', namePrefix: 'Mum', limit: '10', sort: '-population', types: 'CITY' });
    expect(requests[0].headers['x-rapidapi-key']).toBe('geo-key');
    expect(requests[0].headers['x-rapidapi-host']).toBe('wft-geo-db.p.rapidapi.com');
    expect(cities).toEqual([
      {
        name: 'Mumpur',
        region: 'Maharashtra',
        regionCode: 'MH',
        country: 'IN',
        displayName: 'Mumpur, Maharashtra',
        latitude: 19.07,
        longitude: 72.88,
        population: 1000,
      },
      {
        name: 'mumnagar',
        region: 'GJ',
        regionCode: 'GJ',
        country: 'IN',
        displayName: 'mumnagar, GJ',
        latitude: 19.07,
        longitude: 72.88,
        population: 500,
      },
    ]);
  });

  it('honours a smaller limit', async () => {
    const { service } = setup();
    expect(await service.search('pun', 1)).toHaveLength(1);
  });
});

describe('rules', () => {
  it('queries under 2 characters (after trimming) give [] without a call', async () => {
    const { service } = setup();
    expect(await service.search('')).toEqual([]);
    expect(await service.search(' m ')).toEqual([]);
    // Invisible characters and lone surrogates are not letters a person typed.
    expect(await service.search('\u200b\u200b')).toEqual([]);
    expect(await service.search('\uD800\uD800')).toEqual([]);
    expect(await service.search('m\u200b')).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('caches per lowercased trimmed query for an hour', async () => {
    const { service, tick } = setup();
    const first = await service.search('Goa');
    expect(await service.search('  goa')).toEqual(first);
    expect(requests).toHaveLength(1);
    tick(3_599_000);
    await service.search('GOA');
    expect(requests).toHaveLength(1);
    tick(2_000);
    await service.search('goa');
    expect(requests).toHaveLength(2);
  });

  it('over 100 entries, the oldest 50 are dropped', async () => {
    const { service, tick } = setup();
    for (let i = 0; i < 101; i++) {
      if (i % 10 === 0) tick(60_000); // stay inside the per-minute budget
      await service.search(`q${String(i).padStart(3, '0')}`);
    }
    expect(service.stats().cacheSize).toBe(51);
    expect(requests).toHaveLength(101);
    tick(60_000);
    await service.search('q050'); // the 51st stored is still there
    expect(requests).toHaveLength(101);
    await service.search('q049'); // the 50th was evicted
    expect(requests).toHaveLength(102);
  });

  it('spends at most 10 calls a minute, then uses the built-in list until the minute resets', async () => {
    const { service, warnings, tick } = setup();
    for (let i = 0; i < 10; i++) await service.search(`zz${i}`);
    expect(requests).toHaveLength(10);

    const fallback = await service.search('Jai');
    expect(requests).toHaveLength(10);
    expect(fallback.map((c) => c.name)).toEqual(['Jaipur', 'Jaisalmer', 'Ujjain']);
    expect(warnings.some((w) => /budget/.test(w.msg ?? ''))).toBe(true);

    tick(60_000);
    await service.search('Jai');
    expect(requests).toHaveLength(11);
  });

  it('spends at most 500 calls a day', async () => {
    const { service, tick } = setup();
    for (let i = 0; i < 500; i++) {
      if (i % 10 === 0) tick(60_000);
      await service.search(`d${i}x`);
    }
    expect(requests).toHaveLength(500);
    tick(60_000);
    expect((await service.search('Udai')).map((c) => c.name)).toEqual(['Udaipur']);
    expect(requests).toHaveLength(500);
    tick(24 * 60 * 60 * 1000);
    await service.search('Udai');
    expect(requests).toHaveLength(501);
  });

  it('identical concurrent misses make one upstream call', async () => {
    const { service } = setup();
    handler = async (req) => {
      await new Promise((r) => setTimeout(r, 50));
      return echo(req, undefined as never);
    };
    const results = await Promise.all([service.search('Kol'), service.search('kol'), service.search(' KOL ')]);
    expect(requests).toHaveLength(1);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});

describe('fallback to the built-in list', () => {
  it('429: warns about the rate limit, answers from the built-in list, caches nothing', async () => {
    const { service, warnings } = setup();
    handler = (_req, reply) => reply.code(429).send({ message: 'Too many requests' });
    const cities = await service.search('Ban');
    // Banaras is Varanasi's other name; Bhubaneswar contains "ban"
    expect(cities.map((c) => c.name)).toEqual(['Bangalore', 'Varanasi', 'Bhubaneswar']);
    expect(cities[0]).toMatchObject({ region: 'Karnataka', regionCode: 'KA', country: 'IN', displayName: 'Bangalore, Karnataka' });
    expect(warnings.some((w) => /rate limit/.test(w.msg ?? ''))).toBe(true);
    handler = echo;
    await service.search('Ban');
    expect(requests).toHaveLength(2);
  });

  it('network error, non-OK answer, unreadable JSON and wrong shape all fall back without throwing', async () => {
    const { service, warnings } = setup();
    const failures: Handler[] = [
      (_req, reply) => {
        reply.hijack();
        reply.raw.socket?.destroy();
      },
      (_req, reply) => reply.code(500).send({ message: 'boom' }),
      (_req, reply) => reply.header('content-type', 'application/json').send('{"data":['),
      () => ({ data: 'nope' }),
    ];
    for (const f of failures) {
      handler = f;
      const cities = await service.search('Che');
      expect(cities.map((c) => c.name)).toEqual(['Chennai', 'Puducherry']);
    }
    expect(warnings).toHaveLength(4);
  });

  it('a stalled service falls back after the client timeout', async () => {
    const { service } = setup();
    handler = async () => {
      await new Promise((r) => setTimeout(r, 2000));
      return answer('x');
    };
    const started = Date.now();
    expect((await service.search('Koch')).map((c) => c.name)).toEqual(['Kochi']);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('built-in list', () => {
  it('has about 90 Indian cities with ISO state codes', () => {
    expect(BUILTIN_CITIES.length).toBeGreaterThanOrEqual(85);
    expect(BUILTIN_CITIES.length).toBeLessThanOrEqual(110);
    expect(new Set(BUILTIN_CITIES.map((c) => c.name)).size).toBe(BUILTIN_CITIES.length);
    for (const c of BUILTIN_CITIES) {
      expect(c.country).toBe('IN');
      expect(c.regionCode).toMatch(/^[A-Z]{2}$/);
      expect(c.latitude).toBeGreaterThan(6);
      expect(c.latitude).toBeLessThan(37);
      expect(c.longitude).toBeGreaterThan(68);
      expect(c.longitude).toBeLessThan(98);
    }
  });

  it('puts names starting with the query first, then containing it; case and accents ignored; 10 at most', () => {
    expect(filterBuiltin('pur').map((c) => c.name)).toEqual([
      'Puri', // starts with it
      'Jaipur',
      'Udaipur',
      'Jodhpur',
      'Kanpur',
      'Nagpur',
      'Thiruvananthapuram',
      'Kanchipuram',
      'Mahabalipuram',
      'Jamshedpur',
    ]);
    expect(filterBuiltin('pur', 3).map((c) => c.name)).toEqual(['Puri', 'Jaipur', 'Udaipur']);
    expect(filterBuiltin('SŪRAT').map((c) => c.name)).toEqual(['Surat']);
    expect(filterBuiltin('bengaluru').map((c) => c.name)).toEqual(['Bangalore']);
    expect(filterBuiltin('a').length).toBe(10);
  });

  it('popular cities are the first 12, starting with the spec names', () => {
    const { service } = setup();
    const popular = service.popular();
    expect(popular).toHaveLength(12);
    expect(popular.map((c) => c.name).slice(0, 5)).toEqual(['Mumbai', 'Delhi', 'Bangalore', 'Goa', 'Jaipur']);
    expect(popular).toEqual(POPULAR_CITIES);
  });
});

describe('createCitiesFromConfig', () => {
  it('without GEODB_KEY uses the sandbox route on the app origin', async () => {
    const service = createCitiesFromConfig(loadConfig({}), { sandboxOrigin: () => origin });
    await service.search('Pune');
    expect(requests[0].path).toBe('/sandbox/geodb/v1/geo/cities');
    expect(requests[0].headers['x-rapidapi-key']).toBe('sandbox');
  });

  it('with GEODB_KEY uses the configured base and host', async () => {
    const config = loadConfig({ GEODB_KEY: 'real-key', GEODB_BASE_URL: `${origin}/rapid`, GEODB_HOST: 'geo.example' });
    await createCitiesFromConfig(config, {}).search('Pune');
    expect(requests[0].path).toBe('/rapid/v1/geo/cities');
    expect(requests[0].headers['x-rapidapi-key']).toBe('real-key');
    expect(requests[0].headers['x-rapidapi-host']).toBe('geo.example');
  });
});
