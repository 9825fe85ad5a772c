// The sandbox's rate search (/sandbox/liteapi/v3.0/hotels/rates and /hotels/min-rates), per OAS-search:
// validates the body like the provider, prices the generated hotels deterministically and mints offer
// ids (offers.ts) that the booking routes decode. No availability is HTTP 200 with error code 2001.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from './index.ts';
import { applyLatencyAndFaults, requireApiKey, sendProviderError } from './http.ts';
import { BadQuery, searchHotels, type HotelSearch } from './data.ts';
import { hotelById, type Hotel } from './dataset/hotels.ts';
import { FX_FROM_INR, offersFor, parseDay, roomTypeJson, type PricedOffer, type Stay } from './dataset/pricing.ts';
import { AIRPORTS } from './dataset/catalog.ts';
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

function nums(v: unknown): number[] | undefined {
  if (v === undefined || v === null) return undefined;
  const list = Array.isArray(v) ? v : String(v).split(',');
  const out = list.map(Number).filter(Number.isFinite);
  return out.length ? out : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

function hotelIdsOf(body: Body): string[] | undefined {
  const ids = body.hotelIds;
  if (ids === undefined) return undefined;
  if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string')) throw new BadQuery(4002, 'hotelIds must be a list of hotel ids');
  return ids.length ? (ids as string[]) : undefined;
}

export default async function routes(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  app.addHook('preHandler', requireApiKey);

  async function guarded(key: string, reply: FastifyReply, run: () => unknown) {
    if (await applyLatencyAndFaults(opts.control, key, reply)) return reply;
    try {
      return run();
    } catch (err) {
      if (err instanceof BadQuery) return sendProviderError(reply, 400, err.code, err.message);
      throw err;
    }
  }

  app.post<{ Body: Body }>('/hotels/rates', async (req, reply) =>
    guarded('POST /hotels/rates', reply, () => {
      const body = (req.body ?? {}) as Body;
      const now = Date.now();
      const stay = parseStay(body, now);
      const ids = hotelIdsOf(body);
      let hotels: Hotel[];
      let filterSearch = false;
      if (ids) {
        hotels = ids.map((id) => hotelById(opts.seed, id)).filter((h): h is Hotel => !!h);
        if (hotels.length === 0) return sendProviderError(reply, 400, 4000, 'hotel ids not found');
      } else {
        const iata = str(body.iataCode)?.toUpperCase();
        const airport = iata ? AIRPORTS.find((a) => a.code === iata) : undefined;
        if (iata && !airport) throw new BadQuery(4002, 'iataCode is invalid');
        const search: HotelSearch = {
          countryCode: str(body.countryCode),
          cityName: str(body.cityName),
          hotelName: str(body.hotelName),
          latitude: airport?.latitude ?? (typeof body.latitude === 'number' ? body.latitude : undefined),
          longitude: airport?.longitude ?? (typeof body.longitude === 'number' ? body.longitude : undefined),
          radius: typeof body.radius === 'number' ? body.radius : airport ? 20_000 : undefined,
          starRating: nums(body.starRating),
          hotelTypeIds: nums(body.hotelTypeIds),
          chainIds: nums(body.chainIds),
          facilityIds: nums(body.facilities),
          minRating: typeof body.minRating === 'number' ? body.minRating : undefined,
          minReviewsCount: typeof body.minReviewsCount === 'number' ? body.minReviewsCount : undefined,
        };
        if (search.cityName && !search.countryCode) throw new BadQuery(4002, 'countryCode is required with cityName');
        const limit = isInt(body.limit, 1, 5000) ? body.limit : 200;
        const offset = isInt(body.offset, 0, 1_000_000) ? body.offset : 0;
        hotels = searchHotels(opts.seed, search, offset, limit).page;
        filterSearch = true;
      }

      const boards = str(body.boardType)
        ?.toUpperCase()
        .split(',')
        .map((b) => b.trim());
      const refundableOnly = body.refundableRatesOnly === true;
      const maxRates = isInt(body.maxRatesPerHotel, 1, 1000) ? body.maxRatesPerHotel : undefined;

      const found: Array<{ hotel: Hotel; offers: PricedOffer[] }> = [];
      for (const hotel of hotels) {
        let offers = offersFor(opts.seed, hotel, stay, now);
        if (boards) offers = offers.filter((o) => boards.includes(o.plan.board));
        if (refundableOnly) offers = offers.filter((o) => o.refundableTag === 'RFN');
        if (maxRates) offers = offers.slice(0, maxRates);
        if (offers.length) found.push({ hotel, offers });
      }
      const sort = Array.isArray(body.sort) ? (body.sort[0] as { field?: string; direction?: string } | undefined) : undefined;
      if (sort?.field === 'price') {
        const dir = sort.direction === 'descending' ? -1 : 1;
        found.sort((a, b) => dir * (a.offers[0].total - b.offers[0].total));
      }
      if (found.length === 0) return reply.code(200).send({ error: { code: 2001, message: 'no availability found' } });

      const answer: Record<string, unknown> = {
        data: found.map((f) => ({ hotelId: f.hotel.id, roomTypes: f.offers.map((o) => roomTypeJson(o, now)) })),
        guestLevel: 0,
        sandbox: true,
      };
      if (filterSearch || body.includeHotelData === true) {
        answer.hotels = found.map((f) => rateSearchHotel(f.hotel));
      }
      return answer;
    }),
  );

  app.post<{ Body: Body }>('/hotels/min-rates', async (req, reply) =>
    guarded('POST /hotels/min-rates', reply, () => {
      const body = (req.body ?? {}) as Body;
      const now = Date.now();
      const stay = parseStay(body, now);
      const ids = hotelIdsOf(body);
      if (!ids) throw new BadQuery(4002, 'hotelIds is required');
      const hotels = ids.map((id) => hotelById(opts.seed, id)).filter((h): h is Hotel => !!h);
      if (hotels.length === 0) return sendProviderError(reply, 400, 4000, 'hotel ids not found');
      const data: Array<Record<string, unknown>> = [];
      for (const hotel of hotels) {
        const cheapest = offersFor(opts.seed, hotel, stay, now)[0];
        if (!cheapest) continue;
        data.push({
          hotelId: hotel.id,
          price: cheapest.total,
          suggestedSellingPrice: cheapest.suggestedSellingPrice,
          offerId: cheapest.offerId,
        });
      }
      return { data, sandbox: true };
    }),
  );
}
