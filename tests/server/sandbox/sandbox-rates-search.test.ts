// The sandbox's POST /hotels/rates does what LiteAPI's OpenAPI file says each parameter does: the main
// queries (cityName, latitude/longitude/radius in metres, iataCode for every Indian airport that serves a
// dataset city, placeId of a city, state or airport from GET /data/places), the hotel filters, the rate filters, sort, paging and timeout; bad values get the
// provider's 4002; prices agree between rates, min-rates and prebook; children change the offer; and the
// control's request log shows what reached the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sandboxPlugin, SandboxControl } from '../../../server/sandbox/index.ts';
import { hotelById } from '../../../server/sandbox/dataset/hotels.ts';
import { cityServedBy, indianAirports } from '../../../server/sandbox/dataset/airports.ts';
import { LOCALITIES } from '../../../server/sandbox/dataset/catalog.ts';
import { clearOffersCache, revenueScore, topPicksScore } from '../../../server/sandbox/rates.ts';

const SEED = 3;
const KEY = { 'x-api-key': 'sand_test' };
const API = '/sandbox/liteapi/v3.0';
const control = new SandboxControl();
let app: FastifyInstance;

type Json = Record<string, any>;

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function stay(extra: Json = {}): Json {
  return { checkin: day(45), checkout: day(47), currency: 'INR', guestNationality: 'IN', occupancies: [{ adults: 2 }], ...extra };
}

async function rates(body: Json): Promise<{ status: number; body: Json }> {
  const res = await app.inject({ method: 'POST', url: `${API}/hotels/rates`, headers: KEY, payload: body });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The static data of hotels (stars, type, chain, facilities, rating) from GET /data/hotels. */
async function staticOf(ids: string[]): Promise<Map<string, Json>> {
  const out = new Map<string, Json>();
  for (let i = 0; i < ids.length; i += 200) {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/data/hotels?hotelIds=${ids.slice(i, i + 200).join(',')}&limit=200`,
      headers: KEY,
    });
    for (const h of (res.json() as Json).data) out.set(h.id, h);
  }
  return out;
}

function cheapest(item: Json): number {
  return Math.min(...item.roomTypes.map((rt: Json) => rt.offerRetailRate.amount));
}

function metres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * toRad) / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(((lng2 - lng1) * toRad) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(a));
}

beforeAll(async () => {
  app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/sandbox', seed: SEED, control });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('main queries', () => {
  it('cityName + countryCode finds that city only, with hotels[] for every hotel of data[]', async () => {
    const { status, body } = await rates(stay({ countryCode: 'IN', cityName: 'Jaipur', limit: 60, maxRatesPerHotel: 1 }));
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(40);
    expect(body.hotels.map((h: Json) => h.id)).toEqual(body.data.map((d: Json) => d.hotelId));
    for (const h of body.hotels) expect(h.city_name).toBe('Jaipur');
  });

  it('latitude/longitude/radius keeps every hotel within the radius in metres', async () => {
    const centre = { latitude: 19.0596, longitude: 72.8295 }; // Bandra
    const { body } = await rates(stay({ ...centre, radius: 2500, limit: 500, maxRatesPerHotel: 1 }));
    expect(body.hotels.length).toBeGreaterThan(5);
    for (const h of body.hotels) expect(metres(centre.latitude, centre.longitude, h.latitude, h.longitude)).toBeLessThanOrEqual(2500);
    const wider = await rates(stay({ ...centre, radius: 6000, limit: 5000, maxRatesPerHotel: 1 }));
    expect(wider.body.hotels.length).toBeGreaterThan(body.hotels.length);
  });

  it('iataCode finds hotels for every Indian airport that serves one of the dataset cities', async () => {
    const served = indianAirports().filter((a) => cityServedBy(a));
    expect(served.length).toBeGreaterThan(60);
    const empty: string[] = [];
    for (const a of served) {
      const { status, body } = await rates(stay({ iataCode: a.code.toLowerCase(), limit: 3, maxRatesPerHotel: 1 }));
      if (status !== 200 || !body.data?.length) empty.push(a.code);
    }
    expect(empty).toEqual([]);
  });

  it('iataCode: Bengaluru airport, 30 km out of town, reaches the city; a foreign airport has no availability; nonsense is 400', async () => {
    const blr = await rates(stay({ iataCode: 'BLR', limit: 50, maxRatesPerHotel: 1 }));
    expect(blr.body.hotels.some((h: Json) => h.city_name === 'Bengaluru')).toBe(true);
    const lax = await rates(stay({ iataCode: 'LAX' }));
    expect(lax).toEqual({ status: 200, body: { error: { code: 2001, message: 'no availability found' } } });
    const bad = await rates(stay({ iataCode: 'QQQ' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(4002);
  });

  it('aiSearch is refused with a clear 400, not ignored', async () => {
    const { status, body } = await rates(stay({ aiSearch: 'quiet beach hotel' }));
    expect(status).toBe(400);
    expect(body.error.code).toBe(4002);
    expect(body.error.message).toMatch(/aiSearch is not supported by the sandbox/);
  });
});

describe('placeId main query (places of GET /data/places)', () => {
  async function places(query: string): Promise<Json[]> {
    const res = await app.inject({ method: 'GET', url: `${API}/data/places?${query}`, headers: KEY });
    expect(res.statusCode).toBe(200);
    return (res.json() as Json).data;
  }
  const ids = (body: Json) => body.data.map((d: Json) => d.hotelId);

  it("a city's placeId finds exactly the hotels of its cityName", async () => {
    const [mumbai] = await places('textQuery=Mumbai');
    expect(mumbai).toMatchObject({
      displayName: 'Mumbai',
      formattedAddress: 'Mumbai, Maharashtra, India',
      types: ['locality', 'political'],
    });
    const byPlace = await rates(stay({ placeId: mumbai.placeId, limit: 80, maxRatesPerHotel: 1 }));
    const byName = await rates(stay({ countryCode: 'IN', cityName: 'Mumbai', limit: 80, maxRatesPerHotel: 1 }));
    expect(byPlace.status).toBe(200);
    expect(ids(byPlace.body).length).toBeGreaterThan(40);
    expect(ids(byPlace.body)).toEqual(ids(byName.body));
    // An old name finds the same place.
    expect((await places('textQuery=Bombay&type=locality'))[0].placeId).toBe(mumbai.placeId);
  });

  it("an airport's placeId searches the same circle as its iataCode", async () => {
    const [byCode] = await places('textQuery=BOM&type=airport');
    const [byName] = await places('textQuery=Chhatrapati%20Shivaji&type=airport');
    expect(byCode.placeId).toBe(byName.placeId);
    expect(byCode.types).toContain('airport');
    const byPlace = await rates(stay({ placeId: byCode.placeId, limit: 5000, maxRatesPerHotel: 1 }));
    const byIata = await rates(stay({ iataCode: 'BOM', limit: 5000, maxRatesPerHotel: 1 }));
    expect(ids(byPlace.body).length).toBeGreaterThan(40);
    expect(ids(byPlace.body)).toEqual(ids(byIata.body));
  });

  it("a state's placeId finds the hotels of the state, as cityName does", async () => {
    const [goa] = await places('textQuery=Goa');
    expect(goa.types).toEqual(['administrative_area_level_1', 'political']);
    const byPlace = await rates(stay({ placeId: goa.placeId, limit: 100, maxRatesPerHotel: 1 }));
    const byName = await rates(stay({ countryCode: 'IN', cityName: 'Goa', limit: 100, maxRatesPerHotel: 1 }));
    expect(ids(byPlace.body).length).toBeGreaterThan(20);
    expect(ids(byPlace.body)).toEqual(ids(byName.body));
  });

  it('placeIds are the same in every sandbox (minted from the place, not the seed or the start)', async () => {
    const other = Fastify();
    await other.register(sandboxPlugin, { prefix: '/sandbox', seed: SEED + 1, control: new SandboxControl() });
    await other.ready();
    try {
      const res = await other.inject({ method: 'GET', url: `${API}/data/places?textQuery=Jaipur`, headers: KEY });
      expect((res.json() as Json).data[0].placeId).toBe((await places('textQuery=Jaipur'))[0].placeId);
    } finally {
      await other.close();
    }
  });

  it('GET /data/hotels by placeId lists the same hotels as by cityName and by the airport circle', async () => {
    const [jaipur] = await places('textQuery=Jaipur&type=locality');
    const get = async (q: string) => (await app.inject({ method: 'GET', url: `${API}/data/hotels?${q}`, headers: KEY })).json() as Json;
    const byPlace = await get(`placeId=${jaipur.placeId}&limit=5000`);
    const byName = await get('countryCode=IN&cityName=Jaipur&limit=5000');
    expect(byPlace.hotelIds).toEqual(byName.hotelIds);
    expect(byPlace.place.placeId).toBe(jaipur.placeId);
    const [blr] = await places('textQuery=BLR&type=airport');
    const detail = (await app.inject({ method: 'GET', url: `${API}/data/places/${blr.placeId}`, headers: KEY })).json() as Json;
    const near = await get(`placeId=${blr.placeId}&limit=5000`);
    expect(near.total).toBeGreaterThan(0);
    for (const h of near.data) {
      expect(metres(detail.data.location.latitude, detail.data.location.longitude, h.latitude, h.longitude)).toBeLessThanOrEqual(60_000);
    }
  });

  it('an unknown placeId is a 400 (4003 "invalid place ID"); placeId with another main query is a 400', async () => {
    const unknown = await rates(stay({ placeId: 'ChIJYeZuBI9YwokRjMDs_IEyCwo' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 4003, message: 'request field is invalid or wrong' });
    expect(unknown.body.error.description).toMatch(/invalid place ID/);
    const res = await app.inject({ method: 'GET', url: `${API}/data/hotels?placeId=nope`, headers: KEY });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Json).error.code).toBe(4003);

    const [mumbai] = await places('textQuery=Mumbai');
    const both = await rates(stay({ placeId: mumbai.placeId, iataCode: 'BOM' }));
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe(4002);
  });
});

describe('hotel filters', () => {
  const base = () => stay({ countryCode: 'IN', cityName: 'Pune', limit: 5000, maxRatesPerHotel: 1 });

  it('starRating, minRating (0-5 scale), minReviewsCount, hotelTypeIds and chainIds hold on every hotel', async () => {
    const all = await rates(base());
    const { body } = await rates({ ...base(), starRating: [4, 5], minRating: 4, minReviewsCount: 30 });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThan(all.body.data.length);
    for (const h of body.hotels) {
      expect([4, 5]).toContain(h.stars);
      expect(h.rating).toBeGreaterThanOrEqual(8); // 4 out of 5 is 8 out of 10
      expect(h.review_count).toBeGreaterThanOrEqual(30);
    }
    const types = await rates({ ...base(), hotelTypeIds: [201, 216] });
    const typeData = await staticOf(types.body.data.map((d: Json) => d.hotelId));
    expect(typeData.size).toBeGreaterThan(0);
    for (const h of typeData.values()) expect([201, 216]).toContain(h.hotelTypeId);

    const withChain = [...(await staticOf(all.body.data.map((d: Json) => d.hotelId))).values()].find((h) => h.chainId);
    const chains = await rates({ ...base(), chainIds: [withChain!.chainId] });
    for (const h of (await staticOf(chains.body.data.map((d: Json) => d.hotelId))).values()) expect(h.chainId).toBe(withChain!.chainId);
  });

  it('facilities match any of the ids by default and all of them with strictFacilityFiltering', async () => {
    const ids = [301, 5]; // swimming pool, room service
    const any = await rates({ ...base(), facilities: ids });
    const strict = await rates({ ...base(), facilities: ids, strictFacilityFiltering: true });
    const anyData = await staticOf(any.body.data.map((d: Json) => d.hotelId));
    const strictData = await staticOf(strict.body.data.map((d: Json) => d.hotelId));
    expect(strictData.size).toBeGreaterThan(0);
    expect(anyData.size).toBeGreaterThan(strictData.size);
    for (const h of anyData.values()) expect(ids.some((f) => h.facilityIds.includes(f))).toBe(true);
    for (const h of strictData.values()) expect(ids.every((f) => h.facilityIds.includes(f))).toBe(true);
  });

  it('hotelName narrows to names containing it, case-insensitively', async () => {
    const { body } = await rates({ ...base(), hotelName: 'resort' });
    expect(body.hotels.length).toBeGreaterThan(0);
    for (const h of body.hotels) expect(h.name.toLowerCase()).toContain('resort');
  });
});

describe('rate filters, sort and paging', () => {
  const city = () => stay({ countryCode: 'IN', cityName: 'Candolim', limit: 200 });

  it('boardType (CSV, any of) and refundableRatesOnly hold on every rate', async () => {
    const { body } = await rates({ ...city(), boardType: 'BB,HB', refundableRatesOnly: true });
    expect(body.data.length).toBeGreaterThan(0);
    for (const d of body.data)
      for (const rt of d.roomTypes)
        for (const r of rt.rates) {
          expect(['BB', 'HB']).toContain(r.boardType);
          expect(r.cancellationPolicies.refundableTag).toBe('RFN');
        }
  });

  it('maxRatesPerHotel keeps the cheapest offers of each hotel', async () => {
    const all = await rates(city());
    const one = await rates({ ...city(), maxRatesPerHotel: 2 });
    const full = new Map(all.body.data.map((d: Json) => [d.hotelId, d.roomTypes]));
    for (const d of one.body.data) {
      expect(d.roomTypes.length).toBeLessThanOrEqual(2);
      const expected = (full.get(d.hotelId) as Json[]).slice(0, 2).map((rt) => rt.offerId);
      expect(d.roomTypes.map((rt: Json) => rt.offerId)).toEqual(expected);
    }
  });

  it('sort by price ascending and descending orders the hotels by their cheapest offer', async () => {
    for (const direction of ['ascending', 'descending'] as const) {
      const { body } = await rates({ ...city(), sort: [{ field: 'price', direction }] });
      const prices = body.data.map(cheapest);
      const sorted = [...prices].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
      expect(prices).toEqual(sorted);
    }
    const noDirection = await rates({ ...city(), sort: [{ field: 'price' }] });
    const p = noDirection.body.data.map(cheapest);
    expect(p).toEqual([...p].sort((a, b) => a - b));
  });

  it('top_picks (the default order) and revenue rank by their scores, in both directions', async () => {
    const byDefault = await rates(city());
    const scores = byDefault.body.data.map((d: Json) => topPicksScore(hotelById(SEED, d.hotelId)!));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const up = await rates({ ...city(), sort: [{ field: 'top_picks', direction: 'ascending' }] });
    const upScores = up.body.data.map((d: Json) => topPicksScore(hotelById(SEED, d.hotelId)!));
    expect(upScores).toEqual([...upScores].sort((a, b) => a - b));
    expect(new Set(up.body.data.map((d: Json) => d.hotelId))).toEqual(new Set(byDefault.body.data.map((d: Json) => d.hotelId)));
    const rev = await rates({ ...city(), sort: [{ field: 'revenue', direction: 'descending' }] });
    const r = rev.body.data.map((d: Json) => revenueScore(hotelById(SEED, d.hotelId)!));
    expect(r).toEqual([...r].sort((a, b) => b - a));
  });

  it('limit/offset page the candidate hotels without overlap, and includeHotelData adds hotels[] to an ids search', async () => {
    const p1 = await rates({ ...city(), limit: 10, offset: 0 });
    const p2 = await rates({ ...city(), limit: 10, offset: 10 });
    const ids1 = p1.body.data.map((d: Json) => d.hotelId);
    const ids2 = p2.body.data.map((d: Json) => d.hotelId);
    expect(ids1.length).toBeGreaterThan(5);
    expect(ids1.length).toBeLessThanOrEqual(10);
    expect(ids1.filter((id: string) => ids2.includes(id))).toEqual([]);

    const byIds = await rates(stay({ hotelIds: ids1 }));
    expect(byIds.body.hotels).toBeUndefined();
    const withData = await rates(stay({ hotelIds: ids1, includeHotelData: true }));
    expect(withData.body.hotels.map((h: Json) => h.id)).toEqual(withData.body.data.map((d: Json) => d.hotelId));
  });

  it('timeout (seconds) cuts a slow search short with no availability', async () => {
    control.routeLatencyMs.set('POST /hotels/rates', 1500);
    try {
      const started = Date.now();
      const cut = await rates({ ...city(), timeout: 1 });
      expect(cut.body).toEqual({ error: { code: 2001, message: 'no availability found' } });
      expect(Date.now() - started).toBeLessThan(1450);
      const waited = await rates({ ...city(), limit: 3, timeout: 2 });
      expect(waited.body.data.length).toBeGreaterThan(0);
    } finally {
      control.routeLatencyMs.delete('POST /hotels/rates');
    }
  });
});

describe('bad values get the provider error 4002 naming the field', () => {
  it.each([
    [{ sort: [{ field: 'name' }] }, /sort\[0\]\.field/],
    [{ sort: [{ field: 'price', direction: 'up' }] }, /direction/],
    [{ minRating: 8.5 }, /minRating/],
    [{ starRating: [3.3] }, /starRating/],
    [{ starRating: '4,5' }, /starRating/],
    [{ radius: 1500.5, latitude: 19, longitude: 72.8 }, /radius/],
    [{ radius: 2000 }, /radius/],
    [{ limit: 5001 }, /limit/],
    [{ offset: -1 }, /offset/],
    [{ maxRatesPerHotel: 0 }, /maxRatesPerHotel/],
    [{ refundableRatesOnly: 'yes' }, /refundableRatesOnly/],
    [{ boardType: ['BB'] }, /boardType/],
    [{ facilities: ['pool'] }, /facilities/],
    [{ timeout: 2.5 }, /timeout/],
    [{ cityName: 'Pune', countryCode: undefined }, /countryCode/],
  ] as Array<[Json, RegExp]>)('%j', async (extra, message) => {
    const { status, body } = await rates(stay({ countryCode: 'IN', cityName: 'Agra', ...extra }));
    expect(status).toBe(400);
    expect(body.error.code).toBe(4002);
    expect(body.error.message).toMatch(message);
  });
});

describe('prices tell the same truth everywhere', () => {
  it('rates (ids and city mode), min-rates and prebook agree on total, GST, fees and suggestedSellingPrice', async () => {
    const oneNight = stay({ checkin: day(52), checkout: day(53) });
    const city = await rates({ ...oneNight, countryCode: 'IN', cityName: 'Calangute', limit: 25 });
    const ids = city.body.data.map((d: Json) => d.hotelId).slice(0, 12);
    const byIds = await rates({ ...oneNight, hotelIds: ids });
    const min = await app.inject({ method: 'POST', url: `${API}/hotels/min-rates`, headers: KEY, payload: { ...oneNight, hotelIds: ids } });
    const minBy = new Map((min.json() as Json).data.map((m: Json) => [m.hotelId, m]));
    const cityBy = new Map(city.body.data.map((d: Json) => [d.hotelId, d]));
    let fees = 0;
    for (const d of byIds.body.data) {
      const first = d.roomTypes[0];
      expect((cityBy.get(d.hotelId) as Json).roomTypes[0]).toEqual(first);
      const m = minBy.get(d.hotelId) as Json;
      expect(m.price).toBe(first.offerRetailRate.amount);
      expect(m.suggestedSellingPrice).toBe(first.suggestedSellingPrice.amount);
      expect(m.offerId).toBe(first.offerId);
      for (const rt of d.roomTypes) {
        // A strike-through price is never invented: the SSP is only ever above the price.
        expect(rt.suggestedSellingPrice.amount).toBeGreaterThan(rt.offerRetailRate.amount);
        for (const r of rt.rates) {
          const total = r.retailRate.total[0].amount;
          const gst = r.retailRate.taxesAndFees.find((t: Json) => t.description === 'GST');
          expect(gst.included).toBe(true);
          // One night: the tariff is the total less its GST, and the GST follows the slab.
          const tariff = total - gst.amount;
          expect(gst.amount / tariff).toBeCloseTo(tariff <= 7500 ? 0.05 : 0.18, 3);
          for (const f of r.retailRate.taxesAndFees.filter((t: Json) => !t.included)) {
            fees += 1;
            expect(f.amount).toBeGreaterThan(0);
            expect(r.remarks).toContain(f.description.toLowerCase());
          }
          expect(r.retailRate.suggestedSellingPrice[0].amount).toBeGreaterThan(total);
        }
      }

      const pre = await app.inject({
        method: 'POST',
        url: `${API}/rates/prebook`,
        headers: KEY,
        payload: { offerId: first.offerId, usePaymentSdk: false },
      });
      const data = (pre.json() as Json).data;
      expect(data.price).toBe(first.offerRetailRate.amount);
      expect(data.suggestedSellingPrice.amount).toBe(first.suggestedSellingPrice.amount);
      expect(data.roomTypes[0].rates.map((r: Json) => r.retailRate.taxesAndFees)).toEqual(
        first.rates.map((r: Json) => r.retailRate.taxesAndFees),
      );
    }
    expect(fees).toBeGreaterThan(0); // Calangute's resorts and city tax: fees payable at the hotel appear
  });

  it("children's ages change the offer: counted, listed, and charged from age 6", async () => {
    const [id] = (await rates(stay({ countryCode: 'IN', cityName: 'Jaipur', limit: 40 }))).body.data
      .filter((d: Json) => d.roomTypes.some((rt: Json) => rt.rates[0].maxOccupancy >= 3))
      .map((d: Json) => d.hotelId);
    const price = async (children: number[]) => {
      const { body } = await rates(stay({ hotelIds: [id], occupancies: [{ adults: 2, children }] }));
      return new Map(body.data[0].roomTypes.map((rt: Json) => [rt.roomTypeId, rt]));
    };
    const none = await price([]);
    const toddler = await price([3]);
    const child = await price([8]);
    const shared = [...child.keys()].filter((k) => none.has(k) && toddler.has(k));
    expect(shared.length).toBeGreaterThan(0);
    for (const k of shared) {
      const c = child.get(k) as Json;
      expect(c.rates[0].childCount).toBe(1);
      expect(c.rates[0].childrenAges).toEqual([8]);
      expect((toddler.get(k) as Json).offerRetailRate.amount).toBe((none.get(k) as Json).offerRetailRate.amount);
      expect(c.offerRetailRate.amount).toBeGreaterThan((none.get(k) as Json).offerRetailRate.amount);
    }
  });
});

describe('localities', () => {
  it("a city's hotels end their address with a locality of that city, the same in /data/hotels and the rates hotels[]", async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/data/hotels?countryCode=IN&cityName=Mumbai&limit=400`, headers: KEY });
    const list = (res.json() as Json).data as Json[];
    const seen = new Set<string>();
    for (const h of list) {
      const locality = h.address.split(', ').at(-1);
      expect(LOCALITIES.mumbai).toContain(locality);
      seen.add(locality);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['Colaba', 'Bandra West', 'Andheri East']));
    const { body } = await rates(stay({ hotelIds: list.slice(0, 20).map((h) => h.id), includeHotelData: true }));
    const address = new Map(list.map((h) => [h.id, h.address]));
    for (const h of body.hotels) expect(h.address).toBe(address.get(h.id));
  });
});

describe('the request log of the control', () => {
  it('keeps the last request bodies per route, readable on the object and on /_control/requests', async () => {
    control.clearRequests();
    const body = stay({ countryCode: 'IN', cityName: 'Agra', limit: 2, occupancies: [{ adults: 2, children: [7] }, { adults: 1 }] });
    await rates(body);
    const logged = control.requests('POST /hotels/rates');
    expect(logged).toHaveLength(1);
    expect(logged[0].body).toMatchObject({ occupancies: [{ adults: 2, children: [7] }, { adults: 1 }] });

    const res = await app.inject({ method: 'GET', url: `/sandbox/_control/requests?route=${encodeURIComponent('POST /hotels/rates')}` });
    expect(res.json()).toMatchObject({ route: 'POST /hotels/rates', requests: [{ body: { occupancies: body.occupancies } }] });
    await app.inject({ method: 'GET', url: `${API}/data/hotels?countryCode=IN&cityName=Agra&limit=1`, headers: KEY });
    expect(control.requests('GET /data/hotels').at(-1)?.body).toMatchObject({ cityName: 'Agra', limit: '1' });

    control.requestLogSize = 3;
    for (let i = 0; i < 5; i++) await rates({ ...body, limit: i + 1 });
    expect(control.requests('POST /hotels/rates').map((r) => (r.body as Json).limit)).toEqual([3, 4, 5]);
    control.requestLogSize = 50;

    expect((await app.inject({ method: 'DELETE', url: '/sandbox/_control/requests' })).statusCode).toBe(204);
    expect(control.requests('POST /hotels/rates')).toEqual([]);
  });
});

describe('a big search', () => {
  it("does not hold up the photos: a picture asked for while a city's every hotel is priced comes first", async () => {
    clearOffersCache();
    const done: string[] = [];
    // As a city list asks: every hotel of Mumbai (thousands), its cheapest rate each, with nothing cached.
    const search = rates(stay({ countryCode: 'IN', cityName: 'Mumbai', limit: 5000, maxRatesPerHotel: 1 })).then((r) => {
      done.push('search');
      return r;
    });
    // The same page's photos, asked for once the search is under way (it prices for a second or more; its
    // request's parsing and checks take a few milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const photo = app.inject({ method: 'GET', url: '/sandbox/images/hotels/lp10vu6/0-thumb.svg' }).then((r) => {
      done.push('photo');
      return r;
    });
    const [{ status, body }, picture] = await Promise.all([search, photo]);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(1000);
    expect(picture.statusCode).toBe(200);
    expect(done).toEqual(['photo', 'search']);
  });
});
