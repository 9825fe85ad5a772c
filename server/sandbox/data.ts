// The sandbox's LiteAPI v3.0 static-data routes (/sandbox/liteapi/v3.0/data/...): countries, cities,
// currencies, facilities, IATA codes, hotel types, chains, places (search and details), the hotel list
// and the hotel detail, in the shapes of OAS-static, over the generated India dataset. Of the hotel
// list's main queries only aiSearch is refused (the sandbox has no AI index).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import type { SandboxOptions } from './index.ts';
import { applyLatencyAndFaults, requireApiKey, sendProviderError } from './http.ts';
import { CHAINS, FACILITIES, HOTEL_TYPES } from './dataset/catalog.ts';
import { indianAirports } from './dataset/airports.ts';
import { citiesNamed, hotelCities, type HotelCity } from './dataset/cities.ts';
import { hotelById, hotelsOfCity, type Hotel } from './dataset/hotels.ts';
import { india } from './dataset/places.ts';
import { distanceMetres, nameKey } from './dataset/random.ts';
import { hotelDetail, hotelSummary } from './dataset/views.ts';
import { placeById, placeDetail, sandboxPlaces, searchPlaces, type SandboxPlace } from './dataset/place-index.ts';

const require = createRequire(import.meta.url);

type Query = Record<string, string | undefined>;

const CURRENCIES = [
  { code: 'INR', currency: 'Indian Rupee', countries: ['India', 'Bhutan'] },
  { code: 'USD', currency: 'US Dollar', countries: ['United States of America (The)'] },
  { code: 'EUR', currency: 'Euro', countries: ['France', 'Germany', 'Italy', 'Spain'] },
  { code: 'GBP', currency: 'Pound Sterling', countries: ['United Kingdom of Great Britain and Northern Ireland (The)'] },
  { code: 'AED', currency: 'UAE Dirham', countries: ['United Arab Emirates (The)'] },
  { code: 'SGD', currency: 'Singapore Dollar', countries: ['Singapore'] },
];

let countries: Array<{ code: string; name: string }> | undefined;
function allCountries() {
  countries ??= (
    require('country-state-city') as { Country: { getAllCountries(): Array<{ isoCode: string; name: string }> } }
  ).Country.getAllCountries().map((c) => ({ code: c.isoCode, name: c.name }));
  return countries;
}

const summaryCache = new WeakMap<Hotel, string>();

function summaryJson(h: Hotel): string {
  let json = summaryCache.get(h);
  if (json === undefined) summaryCache.set(h, (json = JSON.stringify(hotelSummary(h))));
  return json;
}

export class BadQuery extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** the provider's `error.description`, when its answer has one */
    readonly description?: string,
  ) {
    super(message);
  }
}

function csv(v: string | undefined): string[] | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function numbers(v: string | undefined, field: string): number[] | undefined {
  const parts = csv(v);
  if (!parts) return undefined;
  const out = parts.map(Number);
  if (out.some((n) => !Number.isFinite(n))) throw new BadQuery(4002, `${field} is invalid`);
  return out;
}

function optNumber(v: string | undefined, field: string): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new BadQuery(4002, `${field} is invalid`);
  return n;
}

export interface HotelSearch {
  countryCode?: string;
  cityName?: string;
  hotelName?: string;
  hotelIds?: string[];
  latitude?: number;
  longitude?: number;
  radius?: number;
  starRating?: number[];
  hotelTypeIds?: number[];
  chainIds?: number[];
  /** facility ids: a hotel with any of them matches, or all of them with strictFacilities (OAS) */
  facilityIds?: number[];
  strictFacilities?: boolean;
  /** on the hotels' own 0-10 scale */
  minRating?: number;
  minReviewsCount?: number;
  zip?: string;
}

/** Main queries the provider documents that the sandbox cannot serve: a clear 400 rather than a wrong answer. */
export function refuseUnsupported(q: { aiSearch?: unknown }): void {
  if (q.aiSearch !== undefined && q.aiSearch !== '') {
    throw new BadQuery(
      4002,
      'aiSearch is not supported by the sandbox; search by cityName, latitude/longitude/radius, iataCode, placeId or hotelIds',
    );
  }
}

/**
 * The place a `placeId` main query names (one the sandbox's GET /data/places minted), or undefined when
 * none was sent. An id the sandbox never minted is the provider's 4003 "invalid place ID".
 */
export function placeOf(q: { placeId?: unknown }): SandboxPlace | undefined {
  if (q.placeId === undefined || q.placeId === null || q.placeId === '') return undefined;
  if (typeof q.placeId !== 'string') throw new BadQuery(4002, 'placeId must be a string');
  const place = placeById(q.placeId);
  if (!place) {
    throw new BadQuery(
      4003,
      'request field is invalid or wrong',
      `invalid place ID: ${q.placeId.slice(0, 80)} is not a place of the sandbox (take one from GET /data/places)`,
    );
  }
  return place;
}

/** Put a place's main query (a city's cityName, an airport's circle) into a search. */
export function applyPlace(s: HotelSearch, place: SandboxPlace): void {
  const pq = place.query;
  if ('cityName' in pq) {
    s.countryCode = pq.countryCode;
    s.cityName = pq.cityName;
  } else {
    s.latitude = pq.latitude;
    s.longitude = pq.longitude;
    s.radius = pq.radius;
  }
}

function flag(v: string | undefined, field: string): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new BadQuery(4002, `${field} must be true or false`);
}

/** Parse the /data/hotels query (also used by the rates search's filter mode). */
export function parseHotelSearch(q: Query): HotelSearch {
  const s: HotelSearch = {
    countryCode: q.countryCode?.trim() || undefined,
    cityName: q.cityName?.trim() || undefined,
    hotelName: q.hotelName?.trim() || undefined,
    hotelIds: csv(q.hotelIds),
    latitude: optNumber(q.latitude, 'latitude'),
    longitude: optNumber(q.longitude, 'longitude'),
    radius: optNumber(q.radius, 'radius'),
    starRating: numbers(q.starRating, 'starRating'),
    hotelTypeIds: numbers(q.hotelTypeIds, 'hotelTypeIds'),
    chainIds: numbers(q.chainIds, 'chainIds'),
    facilityIds: numbers(q.facilityIds, 'facilityIds'),
    strictFacilities: flag(q.strictFacilitiesFiltering, 'strictFacilitiesFiltering'),
    minRating: optNumber(q.minRating, 'minRating'),
    minReviewsCount: optNumber(q.minReviewsCount, 'minReviewsCount'),
    zip: q.zip?.trim() || undefined,
  };
  refuseUnsupported(q);
  const place = placeOf(q);
  if (place) {
    if (s.cityName || s.latitude !== undefined || s.hotelIds) {
      throw new BadQuery(4002, 'placeId is a main query of its own: send it without cityName, latitude/longitude or hotelIds');
    }
    applyPlace(s, place);
  }
  if ((s.latitude === undefined) !== (s.longitude === undefined)) throw new BadQuery(4002, 'latitude and longitude must be sent together');
  // GET /data/hotels documents "radius in meters (min 1000m)".
  if (s.radius !== undefined && s.radius < 1000) throw new BadQuery(4002, 'radius must be at least 1000 metres');
  return s;
}

function hasPerHotelFilter(s: HotelSearch): boolean {
  return Boolean(s.starRating || s.hotelTypeIds || s.chainIds || s.facilityIds || s.minRating || s.minReviewsCount || s.hotelName || s.zip);
}

function matches(h: Hotel, s: HotelSearch): boolean {
  if (s.starRating && !s.starRating.includes(h.stars)) return false;
  if (s.hotelTypeIds && !s.hotelTypeIds.includes(h.typeId)) return false;
  if (s.chainIds && !s.chainIds.includes(h.chain?.id ?? 0)) return false;
  if (s.facilityIds) {
    const has = (f: number) => h.facilityIds.includes(f);
    if (s.strictFacilities ? !s.facilityIds.every(has) : !s.facilityIds.some(has)) return false;
  }
  if (s.zip && h.zip !== s.zip) return false;
  if (s.minRating !== undefined && h.rating < s.minRating) return false;
  if (s.minReviewsCount !== undefined && h.reviewCount < s.minReviewsCount) return false;
  if (s.hotelName && !nameKey(h.name).includes(nameKey(s.hotelName))) return false;
  if (s.latitude !== undefined && s.longitude !== undefined) {
    if (distanceMetres(s.latitude, s.longitude, h.latitude, h.longitude) > (s.radius ?? 5000)) return false;
  }
  return true;
}

/**
 * Find hotels for a search, paged. Returns the page and the total. Only the cities the search can
 * touch are generated; a country-wide search without per-hotel filters is paged without generating.
 */
export function searchHotels(seed: number, s: HotelSearch, offset: number, limit: number): { page: Hotel[]; total: number } {
  if (!s.countryCode && !s.cityName && !s.hotelIds && s.latitude === undefined && !s.hotelName) {
    throw new BadQuery(4002, 'one of countryCode, cityName, hotelIds, hotelName or latitude/longitude is required');
  }
  if (s.countryCode && s.countryCode.toUpperCase() !== 'IN') return { page: [], total: 0 };

  if (s.hotelIds) {
    const all = s.hotelIds.map((id) => hotelById(seed, id)).filter((h): h is Hotel => !!h && matches(h, s));
    return { page: all.slice(offset, offset + limit), total: all.length };
  }

  let cities: HotelCity[] = s.cityName ? citiesNamed(s.cityName) : hotelCities();
  if (s.latitude !== undefined && s.longitude !== undefined) {
    // City centres within the radius plus the widest hotel spread (14 km) can hold matches.
    const reach = (s.radius ?? 5000) + 16_000;
    cities = cities.filter((c) => distanceMetres(s.latitude!, s.longitude!, c.place.latitude, c.place.longitude) <= reach);
  }

  if (!hasPerHotelFilter(s) && s.latitude === undefined) {
    const total = cities.reduce((n, c) => n + c.hotelCount, 0);
    const page: Hotel[] = [];
    let skip = offset;
    for (const c of cities) {
      if (page.length >= limit) break;
      if (skip >= c.hotelCount) {
        skip -= c.hotelCount;
        continue;
      }
      const list = hotelsOfCity(seed, c);
      page.push(...list.slice(skip, skip + (limit - page.length)));
      skip = 0;
    }
    return { page, total };
  }

  const found: Hotel[] = [];
  for (const c of cities) for (const h of hotelsOfCity(seed, c)) if (matches(h, s)) found.push(h);
  return { page: found.slice(offset, offset + limit), total: found.length };
}

/** offset/limit of the provider's lists: limit default 200, at most 5000. */
export function paging(q: Query): { offset: number; limit: number } {
  const offset = q.offset === undefined || q.offset === '' ? 0 : Number(q.offset);
  const limit = q.limit === undefined || q.limit === '' ? 200 : Number(q.limit);
  if (!Number.isInteger(offset) || offset < 0) throw new BadQuery(4002, 'offset must be a non-negative integer');
  if (!Number.isInteger(limit) || limit < 1 || limit > 5000) throw new BadQuery(4002, 'limit must be between 1 and 5000');
  return { offset, limit };
}

export default async function routes(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  app.addHook('preHandler', requireApiKey);

  /** Register GET paths that share one handler and one route key (for call counts and faults). */
  function get(paths: string[], handler: (req: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => unknown) {
    const key = `GET ${paths[0]}`;
    for (const path of paths) {
      app.get<{ Querystring: Query }>(path, async (req, reply) => {
        if (await applyLatencyAndFaults(opts.control, key, reply)) return reply;
        try {
          return await handler(req, reply);
        } catch (err) {
          if (err instanceof BadQuery) return sendProviderError(reply, 400, err.code, err.message, err.description);
          throw err;
        }
      });
    }
  }

  get(['/data/countries'], () => ({ data: allCountries() }));

  get(['/data/cities'], (req, reply) => {
    const code = req.query.countryCode?.trim();
    if (!code) return sendProviderError(reply, 400, 4000, 'countryCode is required');
    if (code.toUpperCase() !== 'IN') return { data: [] };
    return { data: hotelCities().map((c) => ({ city: c.name })) };
  });

  get(['/data/currencies'], () => ({ data: CURRENCIES }));

  get(['/data/facilities'], () => ({
    data: FACILITIES.map((f, i) => ({
      facility_id: f.id,
      facility: f.name,
      sort: i,
      translation: [{ lang: 'en', facility: f.name }],
    })),
  }));

  // Every Indian airport the iataCode rates search takes (OpenFlights' table plus the curated list).
  get(['/data/iataCodes', '/data/iatacodes'], () => ({
    data: indianAirports().map((a) => ({ code: a.code, name: a.name, latitude: a.latitude, longitude: a.longitude, countryCode: 'IN' })),
  }));

  get(['/data/hotelTypes', '/data/hoteltypes'], () => ({ data: HOTEL_TYPES.map((t) => ({ id: t.id, name: t.name })) }));

  get(['/data/chains'], () => {
    const seen = new Set<number>();
    return { data: CHAINS.filter((c) => !seen.has(c.id) && seen.add(c.id)).map((c) => ({ id: c.id, name: c.name })) };
  });

  // Places (OAS-static "Places"): the sandbox's cities, states and airports, with placeIds it mints
  // (dataset/place-index.ts) that the placeId main query of /data/hotels and /hotels/rates takes.
  get(['/data/places'], (req, reply) => {
    const text = req.query.textQuery?.trim();
    if (!text) {
      // The file's own 400 example for this route.
      return sendProviderError(
        reply,
        400,
        4002,
        'required request field is missing or wrong input',
        "query parameter 'textQuery' is required",
      );
    }
    const types = csv(req.query.type);
    return {
      data: searchPlaces(text, types).map((p) => ({
        placeId: p.placeId,
        displayName: p.displayName,
        formattedAddress: p.formattedAddress,
        types: p.types,
      })),
    };
  });

  get(['/data/places/:placeId'], (req, reply) => {
    const id = ((req.params as { placeId?: string }).placeId ?? '').trim();
    const place = placeById(id);
    // The file's own 400 example for this route.
    if (!place) return sendProviderError(reply, 400, 4003, 'request field is invalid or wrong', 'invalid place ID');
    return { data: placeDetail(place) };
  });

  get(['/data/hotels'], (req, reply) => {
    const { offset, limit } = paging(req.query);
    const { page, total } = searchHotels(opts.seed, parseHotelSearch(req.query), offset, limit);
    // A whole city is up to 5000 items: reuse each hotel's serialised item and assemble the JSON by hand.
    const items = page.map((h) => summaryJson(h)).join(',');
    const ids = JSON.stringify(page.map((h) => h.id));
    // "The response includes a `place` object containing the place information used in the search."
    const place = placeOf(req.query);
    const placeJson = place ? `,"place":${JSON.stringify({ placeId: place.placeId, ...placeDetail(place) })}` : '';
    return reply.type('application/json; charset=utf-8').send(`{"data":[${items}],"hotelIds":${ids},"total":${total}${placeJson}}`);
  });

  get(['/data/hotel'], (req, reply) => {
    const hotel = hotelById(opts.seed, (req.query.hotelId ?? '').trim());
    if (!hotel) return sendProviderError(reply, 400, 4002, 'hotelId is missing or invalid');
    return { data: hotelDetail(opts.seed, hotel) };
  });

  // Load the India tables soon after start, off the request path, so the first search is quick.
  app.addHook('onReady', async () => {
    setTimeout(() => {
      india();
      hotelCities();
      sandboxPlaces();
    }, 200).unref();
  });
}
