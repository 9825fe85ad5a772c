// The Development Console's allow-list: every provider endpoint the /dev page may call, its category, whether
// it is private (booking-side data), its sample parameters and the zod schema its parameters must pass.
// Nothing outside this list can be called, and a call's path is built here from validated values only.
import { z } from 'zod';

export type ConsoleMethod = 'GET' | 'POST';

export interface ConsoleCategory {
  id: 'data' | 'search' | 'rates' | 'booking' | 'guest';
  name: string;
  /** Private categories touch bookings and guests: behind CONSOLE_TOKEN when real keys are configured. */
  private: boolean;
}

export const CATEGORIES: readonly ConsoleCategory[] = [
  { id: 'data', name: 'Data', private: false },
  { id: 'search', name: 'Search', private: false },
  { id: 'rates', name: 'Rates', private: true },
  { id: 'booking', name: 'Booking', private: true },
  { id: 'guest', name: 'Guest', private: true },
];

/** What a call sends to the provider once its parameters are validated. */
export interface ProviderCall {
  method: ConsoleMethod;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** Values the samples need that depend on the day and on the dataset. */
export interface SampleContext {
  /** a hotel id the provider knows (fetched once from /data/hotels) */
  hotelId: string;
  /** "today" (tests pin it) */
  now: Date;
}

export interface ConsoleEndpoint {
  id: string;
  category: ConsoleCategory['id'];
  name: string;
  method: ConsoleMethod;
  /** shown to the developer; {braces} mark path parameters */
  path: string;
  description: string;
  params: z.ZodType<Record<string, unknown>>;
  sample: (ctx: SampleContext) => Record<string, unknown>;
  build: (params: Record<string, unknown>) => ProviderCall;
}

// Path segments and query values come only from these patterns: no slashes, dots or percent signs, so a
// parameter can never walk the provider's path tree ("../guests") or smuggle a second query.
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code');
const currency = z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code');
const id = (what: string, max = 64) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `must be a ${what} (letters, digits, - and _)`);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd');

const none = z.strictObject({});

const ratesBody = z.strictObject({
  hotelIds: z.array(id('hotel id', 40)).min(1).max(50),
  checkin: date,
  checkout: date,
  currency,
  guestNationality: countryCode,
  occupancies: z
    .array(
      z.strictObject({ adults: z.number().int().min(1).max(10), children: z.array(z.number().int().min(0).max(17)).max(6).optional() }),
    )
    .min(1)
    .max(9),
  /** seconds, as the provider counts them */
  timeout: z.number().int().min(1).max(30).optional(),
  maxRatesPerHotel: z.number().int().min(1).max(50).optional(),
});

function isoDay(now: Date, plusDays: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plusDays));
  return d.toISOString().slice(0, 10);
}

const ratesSample = (ctx: SampleContext) => ({
  hotelIds: [ctx.hotelId],
  checkin: isoDay(ctx.now, 30),
  checkout: isoDay(ctx.now, 32),
  currency: 'INR',
  guestNationality: 'IN',
  occupancies: [{ adults: 2, children: [] }],
  timeout: 12,
});

function simpleGet(idValue: string, name: string, path: string, description: string): ConsoleEndpoint {
  return {
    id: idValue,
    category: 'data',
    name,
    method: 'GET',
    path,
    description,
    params: none,
    sample: () => ({}),
    build: () => ({ method: 'GET', path }),
  };
}

export const ENDPOINTS: readonly ConsoleEndpoint[] = [
  simpleGet('countries', 'Countries', '/data/countries', 'All countries with their ISO codes.'),
  {
    id: 'cities',
    category: 'data',
    name: 'Cities',
    method: 'GET',
    path: '/data/cities',
    description: 'Cities of a country.',
    params: z.strictObject({ countryCode }),
    sample: () => ({ countryCode: 'IN' }),
    build: (p) => ({ method: 'GET', path: '/data/cities', query: { countryCode: String(p.countryCode).toUpperCase() } }),
  },
  simpleGet('currencies', 'Currencies', '/data/currencies', 'Currencies the provider prices in.'),
  simpleGet('facilities', 'Facilities', '/data/facilities', 'Hotel facilities with their ids.'),
  // The provider's paths are camelCase (provider-contract §8.7), whatever the product spec spells.
  simpleGet('iataCodes', 'IATA codes', '/data/iataCodes', 'Airport IATA codes with coordinates.'),
  simpleGet('hotelTypes', 'Hotel types', '/data/hotelTypes', 'Hotel types (Hotels, Resorts, ...).'),
  simpleGet('chains', 'Chains', '/data/chains', 'Hotel chains.'),
  {
    id: 'hotels',
    category: 'data',
    name: 'Hotels',
    method: 'GET',
    path: '/data/hotels',
    description: 'Hotels of a city (no prices).',
    params: z.strictObject({
      countryCode,
      cityName: z
        .string()
        .trim()
        .min(1)
        .max(80)
        .regex(/^[\p{L} '-]+$/u, 'must be a city name'),
      limit: z.number().int().min(1).max(200).optional(),
      offset: z.number().int().min(0).max(10_000).optional(),
    }),
    sample: () => ({ countryCode: 'IN', cityName: 'Mumbai', limit: 20 }),
    build: (p) => ({
      method: 'GET',
      path: '/data/hotels',
      query: {
        countryCode: String(p.countryCode).toUpperCase(),
        cityName: String(p.cityName),
        ...(p.limit !== undefined ? { limit: String(p.limit) } : {}),
        ...(p.offset !== undefined ? { offset: String(p.offset) } : {}),
      },
    }),
  },
  {
    id: 'hotel',
    category: 'data',
    name: 'Hotel details',
    method: 'GET',
    path: '/data/hotel',
    description: 'Everything about one hotel: images, facilities, rooms, policies.',
    params: z.strictObject({ hotelId: id('hotel id', 40) }),
    sample: (ctx) => ({ hotelId: ctx.hotelId }),
    build: (p) => ({ method: 'GET', path: '/data/hotel', query: { hotelId: String(p.hotelId) } }),
  },
  {
    id: 'rates',
    category: 'search',
    name: 'Hotel rates',
    method: 'POST',
    path: '/hotels/rates',
    description: 'Live room rates of hotels for a stay; each offer has the offerId a prebook needs.',
    params: ratesBody,
    sample: ratesSample,
    build: (p) => ({ method: 'POST', path: '/hotels/rates', body: p }),
  },
  {
    id: 'minRates',
    category: 'search',
    name: 'Minimum rates',
    method: 'POST',
    path: '/hotels/min-rates',
    description: 'The lowest price of each hotel for a stay.',
    params: ratesBody,
    sample: ratesSample,
    build: (p) => ({ method: 'POST', path: '/hotels/min-rates', body: p }),
  },
  {
    id: 'prebook',
    category: 'rates',
    name: 'Prebook',
    method: 'POST',
    path: '/rates/prebook',
    description: 'Holds an offer. Paste an offerId from a Hotel rates answer (data[0].roomTypes[0].offerId).',
    params: z.strictObject({
      // offerIds are long opaque tokens; they travel in the JSON body, never in the path.
      offerId: z.string().trim().min(1, 'paste an offerId from a Hotel rates call').max(4096),
      usePaymentSdk: z.boolean().optional(),
    }),
    sample: () => ({ offerId: 'paste an offerId from Search > Hotel rates', usePaymentSdk: true }),
    build: (p) => ({ method: 'POST', path: '/rates/prebook', body: { offerId: p.offerId, usePaymentSdk: p.usePaymentSdk ?? true } }),
  },
  {
    id: 'bookingsByReference',
    category: 'booking',
    name: 'Bookings by client reference',
    method: 'GET',
    path: '/bookings',
    description: 'Bookings made with a client reference (the ledger sends its own id as clientReference).',
    params: z.strictObject({ clientReference: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be a client reference') }),
    sample: () => ({ clientReference: 'paste a clientReference' }),
    build: (p) => ({ method: 'GET', path: '/bookings', query: { clientReference: String(p.clientReference) } }),
  },
  {
    id: 'booking',
    category: 'booking',
    name: 'Booking details',
    method: 'GET',
    path: '/bookings/{bookingId}',
    description: 'One booking by the provider\u2019s booking id.',
    params: z.strictObject({ bookingId: id('booking id') }),
    sample: () => ({ bookingId: 'paste-a-bookingId' }),
    build: (p) => ({ method: 'GET', path: `/bookings/${String(p.bookingId)}` }),
  },
  {
    id: 'bookingsAll',
    category: 'booking',
    name: 'All bookings',
    method: 'GET',
    path: '/bookings/',
    description: 'Every booking made with this key (account-wide: console only, never a product page).',
    params: z.strictObject({ status: z.enum(['confirmed', 'cancelled']).optional(), startDate: date.optional(), endDate: date.optional() }),
    sample: () => ({}),
    build: (p) => ({
      method: 'GET',
      // The trailing slash is the provider's account-wide list; "/bookings" without it needs a filter.
      path: '/bookings/',
      query: Object.fromEntries(
        Object.entries(p)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
    }),
  },
  {
    id: 'guests',
    category: 'guest',
    name: 'Guests',
    method: 'GET',
    path: '/guests',
    description: 'Guests with their loyalty points and bookings.',
    params: none,
    sample: () => ({}),
    build: () => ({ method: 'GET', path: '/guests' }),
  },
];

const BY_ID = new Map(ENDPOINTS.map((e) => [e.id, e]));

/** Own entries only: "constructor" or "__proto__" are not endpoints. */
export function findEndpoint(endpointId: string): ConsoleEndpoint | undefined {
  return BY_ID.get(endpointId);
}

export function categoryOf(endpoint: ConsoleEndpoint): ConsoleCategory {
  return CATEGORIES.find((c) => c.id === endpoint.category)!;
}
