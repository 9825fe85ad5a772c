// The sandbox's rate search (/sandbox/liteapi/v3.0/hotels/rates and /hotels/min-rates), per OAS-search:
// every request field the file documents is validated like the provider does (code 4002 with a message
// naming the field), the generated hotels are priced deterministically, and offer ids (offers.ts) carry
// what the booking routes need. No availability is HTTP 200 with error code 2001.
//
// Query model, as the file describes it:
// - one main query: hotelIds, countryCode (+ cityName), latitude/longitude/radius (metres), iataCode or
//   hotelName, or placeId (a place of the sandbox's GET /data/places: a city's placeId searches like its
//   cityName, an airport's like its iataCode; an id it never minted is 400 code 4003); aiSearch is refused
//   with a clear 400 (the sandbox has no AI index);
// - hotel filters on top (starRating, minRating on the 0-5 scale, minReviewsCount, hotelTypeIds, chainIds,
//   facilities: any of them unless strictFacilityFiltering, zip);
// - offset/limit page the candidate hotels, in the provider's default top-picks order (or the static
//   sort asked for), "not the results returned": hotels without availability drop out of a page;
// - rate filters (boardType, refundableRatesOnly, bedTypes, roomAmenities, maxRatesPerHotel), then `sort`
//   orders the hotels returned.
// A hotel's offers for a stay are kept for OFFERS_TTL_MS, so rates, min-rates and a repeated search quote
// the same offer ids and prices, and a big city answers quickly the second time.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from './index.ts';
import { applyLatencyAndFaults, requireApiKey, sendProviderError } from './http.ts';
import { BadQuery, applyPlace, placeOf, refuseUnsupported, searchHotels, type HotelSearch } from './data.ts';
import { hotelById, type Hotel } from './dataset/hotels.ts';
import { FX_FROM_INR, offersFor, parseDay, roomTypeJson, type PricedOffer, type Stay } from './dataset/pricing.ts';
import { airportByCode, airportReach } from './dataset/airports.ts';
import { rateSearchHotel } from './dataset/views.ts';

type Body = Record<string, unknown>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;
const MAX_NIGHTS = 30;

function validDate(s: unknown): s is string {
  if (typeof s !== 'string' || !DATE.test(s)) return false;
  const t = parseDay(s);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
}

function isInt(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** Validate the fields rates and min-rates share; throws BadQuery with the provider's code. */
export function parseStay(body: Body, now = Date.now()): Stay {
  if (!body || typeof body !== 'object') throw new BadQuery(4002, 'request body is required');
  const { checkin, checkout, currency, guestNationality, occupancies } = body;
  if (!validDate(checkin)) throw new BadQuery(4002, 'checkin is required in the format YYYY-MM-DD');
  if (!validDate(checkout)) throw new BadQuery(4002, 'checkout is required in the format YYYY-MM-DD');
  const nights = (parseDay(checkout) - parseDay(checkin)) / DAY;
  if (nights < 1) throw new BadQuery(4002, 'checkout must be after checkin');
  if (nights > MAX_NIGHTS) throw new BadQuery(4002, `a stay can be at most ${MAX_NIGHTS} nights`);
  // A day of slack: a traveller in India just after midnight is still "yesterday" in UTC.
  if (parseDay(checkin) < now - 2 * DAY) throw new BadQuery(4002, 'checkin must not be in the past');
  if (typeof currency !== 'string' || !currency.trim()) throw new BadQuery(4002, 'currency is required');
  const cur = currency.trim().toUpperCase();
  if (FX_FROM_INR[cur] === undefined) throw new BadQuery(4002, 'currency is not supported');
  if (typeof guestNationality !== 'string' || !/^[A-Za-z]{2}$/.test(guestNationality.trim())) {
    throw new BadQuery(4002, 'guestNationality is required (ISO 3166-1 alpha-2)');
  }
  if (!Array.isArray(occupancies) || occupancies.length === 0 || occupancies.length > 9) {
    throw new BadQuery(4002, 'occupancies must list 1 to 9 rooms');
  }
  const occ = occupancies.map((o: unknown, i: number) => {
    const r = (o ?? {}) as { adults?: unknown; children?: unknown; childrenAges?: unknown };
    if (!isInt(r.adults, 1, 8)) throw new BadQuery(4002, `occupancies[${i}].adults must be an integer from 1 to 8`);
    // The real API takes `children: [ages]`; the product spec wrote `childrenAges`, so accept both.
    const kids = r.children ?? r.childrenAges ?? [];
    if (!Array.isArray(kids) || kids.length > 6 || !kids.every((a) => isInt(a, 0, 17))) {
      throw new BadQuery(4002, `occupancies[${i}].children must be a list of ages from 0 to 17`);
    }
    return { adults: r.adults, children: kids as number[] };
  });
  return { checkin, checkout, currency: cur, occupancies: occ };
}

// ---- request fields -------------------------------------------------------------------------------

function optBool(body: Body, name: string): boolean | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw new BadQuery(4002, `${name} must be true or false`);
  return v;
}

function optNumber(body: Body, name: string, min: number, max: number, integer = false): number | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v)) || v < min || v > max) {
    throw new BadQuery(4002, `${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`);
  }
  return v;
}

function optString(body: Body, name: string): string | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new BadQuery(4002, `${name} must be a string`);
  return v.trim() || undefined;
}

function optNumbers(body: Body, name: string): number[] | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    throw new BadQuery(4002, `${name} must be a list of numbers`);
  }
  return v.length ? (v as number[]) : undefined;
}

function optStrings(body: Body, name: string): string[] | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) throw new BadQuery(4002, `${name} must be a list of strings`);
  const out = (v as string[]).map((s) => s.trim()).filter(Boolean);
  return out.length ? out : undefined;
}

function hotelIdsOf(body: Body): string[] | undefined {
  const ids = body.hotelIds;
  if (ids === undefined || ids === null) return undefined;
  if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string')) throw new BadQuery(4002, 'hotelIds must be a list of hotel ids');
  return ids.length ? (ids as string[]) : undefined;
}

export type SortField = 'top_picks' | 'price' | 'revenue';
export interface SortKey {
  field: SortField;
  /** 1 ascending, -1 descending */
  dir: 1 | -1;
}

const SORT_FIELDS: readonly SortField[] = ['top_picks', 'price', 'revenue'];

/**
 * `sort: [{field, direction}]`, processed in order. Without a direction, price is cheapest first and
 * top_picks / revenue best first (the file's example pairs top_picks with "descending").
 */
function sortOf(body: Body): SortKey[] {
  const v = body.sort;
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new BadQuery(4002, 'sort must be a list of {field, direction}');
  return v.map((item: unknown, i) => {
    const { field, direction } = (item ?? {}) as { field?: unknown; direction?: unknown };
    if (typeof field !== 'string' || !SORT_FIELDS.includes(field as SortField)) {
      throw new BadQuery(4002, `sort[${i}].field must be one of ${SORT_FIELDS.join(', ')}`);
    }
    if (direction !== undefined && direction !== 'ascending' && direction !== 'descending') {
      throw new BadQuery(4002, `sort[${i}].direction must be ascending or descending`);
    }
    const dir = direction === 'ascending' ? 1 : direction === 'descending' ? -1 : field === 'price' ? 1 : -1;
    return { field: field as SortField, dir };
  });
}

/** Room-level amenity filter: groups of amenity ids, a room must have one of each group. */
function roomAmenityGroups(body: Body): number[][] | undefined {
  const grouped = optString(body, 'roomAmenitiesFilter');
  const logic = body.amenityFilterLogic;
  if (logic !== undefined && logic !== 'AND' && logic !== 'OR') throw new BadQuery(4002, 'amenityFilterLogic must be AND or OR');
  const legacy = optNumbers(body, 'roomAmenities');
  if (grouped) {
    if (!/^\d+(-\d+)*(,\d+(-\d+)*)*$/.test(grouped.replace(/\s+/g, ''))) {
      throw new BadQuery(4002, "roomAmenitiesFilter must look like '1-2,3-4' (- for OR within a group, comma for AND)");
    }
    return grouped
      .replace(/\s+/g, '')
      .split(',')
      .map((g) => g.split('-').map(Number));
  }
  if (!legacy) return undefined;
  return logic === 'OR' ? [legacy] : legacy.map((id) => [id]);
}

const BED_WORDS: Record<string, RegExp> = {};
function bedMatcher(word: string): RegExp {
  return (BED_WORDS[word] ??= new RegExp(`\\b${word.toLowerCase().replace(/[^a-z0-9 ]/g, '')}\\b`, 'i'));
}

export interface RatesQuery {
  stay: Stay;
  hotelIds?: string[];
  /** the main query and hotel filters, when not by hotel ids */
  search: HotelSearch;
  /** the hotel filters also applied to a hotelIds search */
  filtersOnly: HotelSearch;
  boards?: string[];
  refundableOnly: boolean;
  bedTypes?: string[];
  amenityGroups?: number[][];
  maxRates?: number;
  limit: number;
  offset: number;
  sort: SortKey[];
  includeHotelData: boolean;
  /** the caller's `timeout`, ms */
  timeoutMs?: number;
}

/** Validate a POST /hotels/rates body like the provider (throws BadQuery 4002 naming the field). */
export function parseRatesQuery(body: Body, now = Date.now()): RatesQuery {
  const stay = parseStay(body, now);
  refuseUnsupported(body);
  const place = placeOf(body);
  if (optBool(body, 'stream')) throw new BadQuery(4002, 'stream is not supported by the sandbox; it answers one payload');
  if (optBool(body, 'advancedAccessibilityOnly')) {
    throw new BadQuery(4002, 'advancedAccessibilityOnly is not supported by the sandbox: its hotels have no accessibility data');
  }
  // Accepted and type-checked; they change nothing here (one feed, prices are the same in every session,
  // no loyalty rates, and the sandbox's commission is fixed).
  optString(body, 'sessionId');
  optString(body, 'feed');
  optString(body, 'loyaltyProgram');
  optBool(body, 'roomMapping');
  optNumber(body, 'margin', 0, 100);
  if (body.loyaltyProgramDetails !== undefined && !Array.isArray(body.loyaltyProgramDetails)) {
    throw new BadQuery(4002, 'loyaltyProgramDetails must be a list');
  }

  const starRating = optNumbers(body, 'starRating');
  if (starRating?.some((s) => s < 0 || s > 5 || !Number.isInteger(s * 2))) {
    throw new BadQuery(4002, 'starRating must list star ratings from 0 to 5 in half stars (e.g. [3.5, 4.0])');
  }
  const minRating = optNumber(body, 'minRating', 0, 5);
  const filters: HotelSearch = {
    starRating,
    hotelTypeIds: optNumbers(body, 'hotelTypeIds'),
    chainIds: optNumbers(body, 'chainIds'),
    facilityIds: optNumbers(body, 'facilities'),
    strictFacilities: optBool(body, 'strictFacilityFiltering'),
    // The rates search takes minRating on the 0-5 scale (OAS-search); hotels are rated out of 10.
    minRating: minRating === undefined ? undefined : minRating * 2,
    minReviewsCount: optNumber(body, 'minReviewsCount', 0, 10_000_000, true),
    hotelName: optString(body, 'hotelName'),
    zip: optString(body, 'zip'),
  };

  const latitude = optNumber(body, 'latitude', -90, 90);
  const longitude = optNumber(body, 'longitude', -180, 180);
  const radius = optNumber(body, 'radius', 1, 20_000_000, true);
  if ((latitude === undefined) !== (longitude === undefined)) throw new BadQuery(4002, 'latitude and longitude must be sent together');
  if (radius !== undefined && latitude === undefined) throw new BadQuery(4002, 'radius needs latitude and longitude');
  const countryCode = optString(body, 'countryCode');
  if (countryCode && !/^[A-Za-z]{2}$/.test(countryCode)) throw new BadQuery(4002, 'countryCode must be an ISO 3166-1 alpha-2 code');
  const cityName = optString(body, 'cityName');
  if (cityName && !countryCode) throw new BadQuery(4002, 'countryCode is required with cityName');

  const search: HotelSearch = { ...filters, countryCode, cityName, latitude, longitude, radius };
  const iata = optString(body, 'iataCode');
  if (iata) {
    if (!/^[A-Za-z]{3}$/.test(iata)) throw new BadQuery(4002, 'iataCode must be a 3-letter IATA code');
    const airport = airportByCode(iata);
    if (!airport) throw new BadQuery(4002, 'iataCode is not a known airport code');
    if (latitude === undefined) {
      // Outside India the dataset has no hotels: a far-away circle finds none (2001), as the live API would.
      search.latitude = airport.latitude;
      search.longitude = airport.longitude;
      search.radius = airportReach(airport);
      if (airport.countryCode !== 'IN') search.countryCode = airport.countryCode;
    }
  }
  if (place) {
    if (cityName || latitude !== undefined || iata || body.hotelIds !== undefined) {
      throw new BadQuery(4002, 'placeId is a main query of its own: send it without cityName, latitude/longitude, iataCode or hotelIds');
    }
    applyPlace(search, place);
  }

  const limit = optNumber(body, 'limit', 1, 5000, true) ?? 200;
  const offset = optNumber(body, 'offset', 0, 10_000_000, true) ?? 0;
  const boardType = optString(body, 'boardType');
  const timeout = optNumber(body, 'timeout', 1, 600, true);
  return {
    stay,
    hotelIds: hotelIdsOf(body),
    search,
    filtersOnly: filters,
    boards: boardType
      ?.toUpperCase()
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    refundableOnly: optBool(body, 'refundableRatesOnly') === true,
    bedTypes: optStrings(body, 'bedTypes'),
    amenityGroups: roomAmenityGroups(body),
    maxRates: optNumber(body, 'maxRatesPerHotel', 1, 1000, true),
    limit,
    offset,
    sort: sortOf(body),
    includeHotelData: optBool(body, 'includeHotelData') === true,
    timeoutMs: timeout === undefined ? undefined : timeout * 1000,
  };
}

// ---- ranking ----------------------------------------------------------------------------------------

/**
 * The provider's default "top picks" score: review quality (a rating pulled towards 7 until it has
 * reviews behind it), popularity (review count) and content completeness (photos, description, rooms).
 */
export function topPicksScore(h: Hotel): number {
  const prior = 50;
  const quality = (h.rating * h.reviewCount + 7 * prior) / (h.reviewCount + prior);
  const popularity = Math.log10(1 + h.reviewCount);
  const content = (h.imageCount > 0 ? 0.4 : 0) + (h.description ? 0.3 : 0) + (h.roomCount > 0 ? 0.3 : 0);
  return quality + 0.6 * popularity + content;
}

/** "revenue": historical booking value, here reviews (stays) times the hotel's price level. */
export function revenueScore(h: Hotel): number {
  return (h.reviewCount + 1) * (h.stars + 1) * h.priceFactor;
}

function staticKey(h: Hotel, field: SortField): number {
  return field === 'revenue' ? revenueScore(h) : topPicksScore(h);
}

function byStatic(sort: SortKey[]): (a: Hotel, b: Hotel) => number {
  const keys = sort.filter((k) => k.field !== 'price');
  if (keys.length === 0) keys.push({ field: 'top_picks', dir: -1 });
  return (a, b) => {
    for (const k of keys) {
      const d = staticKey(a, k.field) - staticKey(b, k.field);
      if (d !== 0) return k.dir * d;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

// ---- offers cache -------------------------------------------------------------------------------

interface Priced {
  at: number;
  offers: PricedOffer[];
  /** each offer's roomTypes[] element, serialised on first use */
  json: Array<string | undefined>;
}

/** How long a hotel's offers for a stay are reused: rates, min-rates and repeated searches agree. */
export const OFFERS_TTL_MS = 60_000;
const OFFERS_CACHE_LIMIT = 6_000;
const offersCache = new Map<string, Priced>();

function stayKey(stay: Stay): string {
  return `${stay.checkin}|${stay.checkout}|${stay.currency}|${stay.occupancies.map((o) => `${o.adults}:${o.children.join('.')}`).join(',')}`;
}

/** A hotel's offers for a stay, cheapest first, from the cache while fresh. */
export function pricedOffers(seed: number, hotel: Hotel, stay: Stay, key: string, now: number): Priced {
  const k = `${seed}|${hotel.id}|${key}`;
  const hit = offersCache.get(k);
  if (hit && now - hit.at < OFFERS_TTL_MS && now >= hit.at) return hit;
  const offers = offersFor(seed, hotel, stay, now);
  const priced: Priced = { at: now, offers, json: new Array<string | undefined>(offers.length) };
  offersCache.delete(k);
  offersCache.set(k, priced);
  // Oldest first in the map: drop what has expired, then whatever is over the bound.
  for (const [key, entry] of offersCache) {
    if (offersCache.size <= OFFERS_CACHE_LIMIT && now - entry.at < OFFERS_TTL_MS) break;
    offersCache.delete(key);
  }
  return priced;
}

/** Forget every cached offer (tests that move the clock). */
export function clearOffersCache(): void {
  offersCache.clear();
}

const hotelJsonCache = new WeakMap<Hotel, string>();
function hotelJson(h: Hotel): string {
  let json = hotelJsonCache.get(h);
  if (json === undefined) hotelJsonCache.set(h, (json = JSON.stringify(rateSearchHotel(h))));
  return json;
}

// ---- the search ---------------------------------------------------------------------------------

interface Found {
  hotel: Hotel;
  /** indexes into priced.offers / priced.json that pass the rate filters */
  keep: number[];
  priced: Priced;
}

function offerPasses(o: PricedOffer, q: RatesQuery): boolean {
  if (q.boards && !q.boards.includes(o.plan.board)) return false;
  if (q.refundableOnly && o.refundableTag !== 'RFN') return false;
  if (q.bedTypes) {
    const text = `${o.room.name} ${o.room.bedTypes.map((b) => b.bedType).join(' ')}`;
    if (!q.bedTypes.some((w) => bedMatcher(w).test(text))) return false;
  }
  if (q.amenityGroups) {
    const ids = new Set(o.room.amenities.map((a) => a.amenitiesId));
    if (!q.amenityGroups.every((g) => g.some((id) => ids.has(id)))) return false;
  }
  return true;
}

/** The candidate hotels of a query (main query and hotel filters), in page order, and whether it was a filter search. */
function candidates(seed: number, q: RatesQuery): { hotels: Hotel[]; filterSearch: boolean } {
  const byStaticSort = byStatic(q.sort);
  if (q.hotelIds) {
    const known = q.hotelIds.map((id) => hotelById(seed, id)).filter((h): h is Hotel => !!h);
    if (known.length === 0) throw new HotelIdsNotFound();
    const seen = new Set<string>();
    const unique = known.filter((h) => !seen.has(h.id) && seen.add(h.id));
    const { page } = searchHotels(seed, { ...q.filtersOnly, hotelIds: unique.map((h) => h.id) }, 0, unique.length);
    // hotelIds keep the caller's order unless a sort is asked for.
    const ordered = q.sort.some((k) => k.field !== 'price') ? [...page].sort(byStaticSort) : page;
    return { hotels: ordered.slice(q.offset, q.offset + q.limit), filterSearch: false };
  }
  const s = q.search;
  if (!s.cityName && s.latitude === undefined && !s.hotelName && !s.countryCode) {
    throw new BadQuery(
      4002,
      'one of hotelIds, countryCode (with cityName), latitude/longitude/radius, iataCode, placeId or hotelName is required',
    );
  }
  const countryWide = !s.cityName && s.latitude === undefined && !s.hotelName;
  if (countryWide) {
    // A whole country is paged in dataset order, generating only the cities the page touches.
    return { hotels: searchHotels(seed, s, q.offset, q.limit).page, filterSearch: true };
  }
  const all = searchHotels(seed, s, 0, Number.MAX_SAFE_INTEGER).page.slice();
  all.sort(byStaticSort);
  return { hotels: all.slice(q.offset, q.offset + q.limit), filterSearch: true };
}

class HotelIdsNotFound extends Error {}

/**
 * Hotels priced, or answers written, between two turns of the event loop. A big city's search prices
 * thousands of hotels (Mumbai: ~5,000, most of a second of CPU when the offers are not cached) and writes
 * ~10 MB of JSON; done in one go, it held up everything else the sandbox serves meanwhile (the photos of
 * the page that asked, other searches), where a real provider's CDN and its other customers do not wait.
 */
const HOTELS_PER_TURN = 250;

/** Run a rates query: the hotels with offers that pass, sorted as asked. */
export async function runRates(seed: number, q: RatesQuery, now: number): Promise<{ found: Found[]; filterSearch: boolean }> {
  const { hotels, filterSearch } = candidates(seed, q);
  const key = stayKey(q.stay);
  const found: Found[] = [];
  for (let h = 0; h < hotels.length; h++) {
    if (h > 0 && h % HOTELS_PER_TURN === 0) await nextTurn();
    const hotel = hotels[h];
    const priced = pricedOffers(seed, hotel, q.stay, key, now);
    const keep: number[] = [];
    for (let i = 0; i < priced.offers.length && (!q.maxRates || keep.length < q.maxRates); i++) {
      if (offerPasses(priced.offers[i], q)) keep.push(i);
    }
    if (keep.length) found.push({ hotel, keep, priced });
  }
  if (q.sort.length) {
    found.sort((a, b) => {
      for (const k of q.sort) {
        const d =
          k.field === 'price'
            ? a.priced.offers[a.keep[0]].total - b.priced.offers[b.keep[0]].total
            : staticKey(a.hotel, k.field) - staticKey(b.hotel, k.field);
        if (d !== 0) return k.dir * d;
      }
      return a.hotel.id < b.hotel.id ? -1 : a.hotel.id > b.hotel.id ? 1 : 0;
    });
  }
  return { found, filterSearch };
}

async function ratesJson(found: Found[], withHotels: boolean): Promise<string> {
  const parts: string[] = ['{"data":['];
  for (let i = 0; i < found.length; i++) {
    if (i > 0 && i % HOTELS_PER_TURN === 0) await nextTurn();
    const f = found[i];
    if (i) parts.push(',');
    parts.push('{"hotelId":', JSON.stringify(f.hotel.id), ',"roomTypes":[');
    for (let j = 0; j < f.keep.length; j++) {
      if (j) parts.push(',');
      const k = f.keep[j];
      parts.push((f.priced.json[k] ??= JSON.stringify(roomTypeJson(f.priced.offers[k], f.priced.at))));
    }
    parts.push(']}');
  }
  parts.push('],"guestLevel":0,"sandbox":true');
  if (withHotels) {
    parts.push(',"hotels":[');
    for (let i = 0; i < found.length; i++) {
      if (i) parts.push(',');
      parts.push(hotelJson(found[i].hotel));
    }
    parts.push(']');
  }
  parts.push('}');
  return parts.join('');
}

export default async function routes(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  app.addHook('preHandler', requireApiKey);

  async function guarded(key: string, reply: FastifyReply, run: () => unknown, timeoutMs?: number) {
    // The caller's `timeout` cuts the wait short: a search slower than it finds nothing in time (2001).
    const delay = opts.control.delayFor(key);
    const cut = timeoutMs !== undefined && delay > timeoutMs;
    if (await applyLatencyAndFaults(opts.control, key, reply, cut ? timeoutMs : undefined)) return reply;
    if (cut) return reply.code(200).send({ error: { code: 2001, message: 'no availability found' } });
    try {
      return await run();
    } catch (err) {
      if (err instanceof BadQuery) return sendProviderError(reply, 400, err.code, err.message, err.description);
      if (err instanceof HotelIdsNotFound) return sendProviderError(reply, 400, 4000, 'bad request', 'hotel ids not found');
      throw err;
    }
  }

  app.post<{ Body: Body }>('/hotels/rates', async (req, reply) => {
    const body = (req.body ?? {}) as Body;
    const t = body && typeof body === 'object' ? body.timeout : undefined;
    const timeoutMs = typeof t === 'number' && Number.isInteger(t) && t >= 1 && t <= 600 ? t * 1000 : undefined;
    return guarded(
      'POST /hotels/rates',
      reply,
      async () => {
        const now = Date.now();
        const q = parseRatesQuery(body, now);
        const { found, filterSearch } = await runRates(opts.seed, q, now);
        if (found.length === 0) return reply.code(200).send({ error: { code: 2001, message: 'no availability found' } });
        return reply.type('application/json; charset=utf-8').send(await ratesJson(found, filterSearch || q.includeHotelData));
      },
      timeoutMs,
    );
  });

  app.post<{ Body: Body }>('/hotels/min-rates', async (req, reply) => {
    const body = (req.body ?? {}) as Body;
    return guarded('POST /hotels/min-rates', reply, () => {
      const now = Date.now();
      const stay = parseStay(body, now);
      optNumber(body, 'timeout', 1, 600, true);
      const ids = hotelIdsOf(body);
      if (!ids) throw new BadQuery(4002, 'hotelIds is required');
      const hotels = ids.map((id) => hotelById(opts.seed, id)).filter((h): h is Hotel => !!h);
      if (hotels.length === 0) throw new HotelIdsNotFound();
      const key = stayKey(stay);
      const data: Array<Record<string, unknown>> = [];
      for (const hotel of hotels) {
        const cheapest = pricedOffers(opts.seed, hotel, stay, key, now).offers[0];
        if (!cheapest) continue;
        data.push({
          hotelId: hotel.id,
          price: cheapest.total,
          suggestedSellingPrice: cheapest.suggestedSellingPrice,
          offerId: cheapest.offerId,
        });
      }
      return { data, sandbox: true };
    });
  });
}
