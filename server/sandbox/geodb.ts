// The sandbox's GeoDB Cities route (/sandbox/geodb/v1/geo/cities): every Indian place of GeoNames
// (not only those with hotels), prefix-matched on the ASCII-folded name, answered in GeoDB's shape.
// Like RapidAPI's gateway it refuses calls without X-RapidAPI-Key, and like the free plan it caps limit at 10.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from './index.ts';
import { applyLatencyAndFaults, requireRapidApiKey } from './http.ts';
import { CITY_ALIASES, india, type IndiaPlace } from './dataset/places.ts';
import { nameKey } from './dataset/random.ts';

type Query = Record<string, string | undefined>;

/** Wikidata ids of the states and UTs (GeoDB's regionWdId). */
const REGION_WD: Record<string, string> = {
  MH: 'Q1191',
  DL: 'Q1353',
  KA: 'Q1185',
  TN: 'Q1445',
  WB: 'Q1356',
  GJ: 'Q1061',
  TG: 'Q677037',
  UP: 'Q1498',
  RJ: 'Q1437',
  MP: 'Q1188',
  BR: 'Q1165',
  PB: 'Q22424',
  HR: 'Q1174',
  OR: 'Q22048',
  AP: 'Q1159',
  KL: 'Q1186',
  GA: 'Q1171',
  AS: 'Q1164',
  HP: 'Q1177',
  UT: 'Q1499',
  JH: 'Q1184',
  CT: 'Q1168',
  CH: 'Q43433',
  PY: 'Q66743',
  SK: 'Q1505',
  ML: 'Q1195',
  MN: 'Q1193',
  MZ: 'Q1502',
  NL: 'Q1599',
  TR: 'Q1363',
  AR: 'Q1162',
  AN: 'Q40888',
  LD: 'Q26927',
  LA: 'Q200667',
  JK: 'Q66278313',
  DH: 'Q77997266',
};

/** Wikidata ids of the biggest cities; other places send "" rather than an invented id. */
const CITY_WD: Record<string, string> = {
  mumbai: 'Q1156',
  delhi: 'Q1353',
  bengaluru: 'Q1355',
  kolkata: 'Q1348',
  chennai: 'Q1352',
  hyderabad: 'Q1361',
  pune: 'Q1538',
  ahmedabad: 'Q1070',
  jaipur: 'Q66485',
  surat: 'Q4629',
  lucknow: 'Q47916',
  'new delhi': 'Q987',
};

function geoError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ errors: [{ code, message }] });
}

function item(p: IndiaPlace): Record<string, unknown> {
  return {
    id: p.geoId,
    wikiDataId: CITY_WD[p.key] ?? '',
    type: 'CITY',
    city: p.name,
    name: p.name,
    country: 'India',
    countryCode: 'IN',
    region: p.state.name,
    regionCode: p.state.code,
    regionWdId: REGION_WD[p.state.code] ?? '',
    latitude: p.latitude,
    longitude: p.longitude,
    population: p.population,
  };
}

export default async function routes(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  app.addHook('preHandler', requireRapidApiKey);

  app.get<{ Querystring: Query }>('/v1/geo/cities', async (req, reply) => {
    if (await applyLatencyAndFaults(opts.control, 'GET /v1/geo/cities', reply)) return reply;
    const q = req.query;
    const limit = q.limit === undefined || q.limit === '' ? 5 : Number(q.limit);
    const offset = q.offset === undefined || q.offset === '' ? 0 : Number(q.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10) {
      return geoError(
        reply,
        400,
        'PARAM_INVALID',
        `Param 'limit' has invalid value '${String(q.limit).slice(0, 20)}' (max 10 on this plan)`,
      );
    }
    if (!Number.isInteger(offset) || offset < 0) return geoError(reply, 400, 'PARAM_INVALID', "Param 'offset' has invalid value");

    const countries = (q.countryIds ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean);
    const types = (q.types ?? '')
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean);
    const inIndia = countries.length === 0 || countries.includes('IN') || countries.includes('Q668');
    const citiesWanted = types.length === 0 || types.includes('CITY');
    const prefix = nameKey(q.namePrefix ?? '');
    const minPopulation = Number(q.minPopulation ?? 0) || 0;

    // Old names count too, so "Bangalore" or "Bomb" still finds Bengaluru or Mumbai.
    const viaAlias = new Set(
      Object.entries(CITY_ALIASES)
        .filter(([alias]) => prefix && alias.startsWith(prefix))
        .map(([, key]) => key),
    );
    let found =
      inIndia && citiesWanted
        ? india().places.filter((p) => (p.key.startsWith(prefix) || viaAlias.has(p.key)) && p.population >= minPopulation)
        : [];
    const sort = (q.sort ?? '').trim();
    if (sort === 'name' || sort === '-name') {
      const dir = sort.startsWith('-') ? -1 : 1;
      found = [...found].sort((a, b) => dir * a.name.localeCompare(b.name));
    } else if (sort === 'population') {
      found = [...found].sort((a, b) => a.population - b.population);
    }
    // default and "-population": places are already most populous first
    return {
      data: found.slice(offset, offset + limit).map(item),
      links: [],
      metadata: { currentOffset: offset, totalCount: found.length },
    };
  });
}
