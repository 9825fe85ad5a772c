// The embedded sandbox speaks the provider's contract: every data, places, rates and cities answer it gives is
// checked against LiteAPI's own OpenAPI schemas (with the example-backed overlay of openapi.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sandboxPlugin, SandboxControl } from '../../server/sandbox/index.ts';
import { responseExamples, validateRequest, validateResponse, type SpecFile } from './openapi.ts';

const KEY = { 'x-api-key': 'sand_test' };
const API = '/sandbox/liteapi/v3.0';
let app: FastifyInstance;

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function get(url: string, headers: Record<string, string> = KEY) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

async function post(url: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url, headers: KEY, payload });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

beforeAll(async () => {
  app = Fastify();
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    seed: 1,
    control: new SandboxControl(),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the OpenAPI files and the overlay', () => {
  it.each(['static', 'search', 'booking', 'loyalty'] as SpecFile[])(
    'every %s response example validates against the overlaid schemas',
    (file) => {
      const examples = responseExamples(file);
      expect(examples.length).toBeGreaterThan(0);
      const failures = examples
        .map(([m, p, s, name, v]) => ({ op: `${m} ${p} ${s} ${name}`, errors: validateResponse(file, m, p, s, v) }))
        .filter((f) => f.errors.length);
      expect(failures).toEqual([]);
    },
  );

  it('still refuses what the schemas refuse outside the overlay', () => {
    expect(validateResponse('static', 'get', '/data/hotels', 200, { data: [{ id: 'lp1', name: 'x' }] })).not.toEqual([]);
    expect(validateResponse('search', 'post', '/hotels/min-rates', 200, { data: [{ hotelId: 'lp1', price: '12' }] })).not.toEqual([]);
    expect(validateRequest('search', 'post', '/hotels/rates', { checkin: '2026-01-01' })).not.toEqual([]);
  });
});

describe('static data routes', () => {
  it.each([
    ['/data/countries', '/data/countries'],
    ['/data/cities?countryCode=IN', '/data/cities'],
    ['/data/currencies', '/data/currencies'],
    ['/data/facilities', '/data/facilities'],
    ['/data/iataCodes', '/data/iataCodes'],
    ['/data/iatacodes', '/data/iataCodes'],
    ['/data/hotelTypes', '/data/hotelTypes'],
    ['/data/hoteltypes', '/data/hotelTypes'],
    ['/data/chains', '/data/chains'],
  ])('GET %s matches the schema of %s', async (url, op) => {
    const { status, body } = await get(`${API}${url}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(validateResponse('static', 'get', op, 200, body)).toEqual([]);
  });

  it('lists the five property types the home page offers', async () => {
    const { body } = await get(`${API}/data/hotelTypes`);
    const names = body.data.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Hotels', 'Resorts', 'Apartments', 'Villas', 'Homestays']));
    expect(body.data.find((t: { name: string }) => t.name === 'Hotels').id).toBe(204);
  });

  it('GET /data/cities without countryCode is 400 code 4000', async () => {
    const { status, body } = await get(`${API}/data/cities`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 4000, message: 'countryCode is required' } });
  });

  it('GET /data/hotels by city, by ids and by coordinates matches the schema', async () => {
    const byCity = await get(`${API}/data/hotels?countryCode=IN&cityName=Mumbai&limit=50`);
    expect(byCity.status).toBe(200);
    expect(validateResponse('static', 'get', '/data/hotels', 200, byCity.body)).toEqual([]);
    expect(byCity.body.data).toHaveLength(50);
    expect(byCity.body.total).toBeGreaterThan(1000);
    expect(byCity.body.hotelIds).toEqual(byCity.body.data.map((h: { id: string }) => h.id));

    const ids = byCity.body.hotelIds.slice(0, 3).join(',');
    const byIds = await get(`${API}/data/hotels?hotelIds=${ids}`);
    expect(validateResponse('static', 'get', '/data/hotels', 200, byIds.body)).toEqual([]);
    expect(byIds.body.hotelIds.join(',')).toBe(ids);

    const near = await get(`${API}/data/hotels?latitude=15.5439&longitude=73.7553&radius=3000&limit=20`);
    expect(validateResponse('static', 'get', '/data/hotels', 200, near.body)).toEqual([]);
    expect(near.body.data.length).toBeGreaterThan(0);
    for (const h of near.body.data as Array<{ latitude: number; longitude: number }>) {
      // within the 3 km radius (equirectangular distance is exact enough at this scale)
      const dx = (h.longitude - 73.7553) * 111_320 * Math.cos((15.5439 * Math.PI) / 180);
      const dy = (h.latitude - 15.5439) * 110_574;
      expect(Math.hypot(dx, dy)).toBeLessThan(3050);
    }
  });

  it('GET /data/hotel matches the schema, including a hotel without rooms or images', async () => {
    const list = await get(`${API}/data/hotels?countryCode=IN&cityName=Delhi&limit=300`);
    for (const id of list.body.hotelIds.slice(0, 40)) {
      const { status, body } = await get(`${API}/data/hotel?hotelId=${id}`);
      expect(status).toBe(200);
      expect(validateResponse('static', 'get', '/data/hotel', 200, body)).toEqual([]);
    }
    const bare = list.body.data.find((h: { main_photo: string }) => h.main_photo === '');
    expect(bare).toBeDefined();
    const detail = await get(`${API}/data/hotel?hotelId=${bare.id}`);
    expect(validateResponse('static', 'get', '/data/hotel', 200, detail.body)).toEqual([]);
    expect(detail.body.data.hotelImages).toEqual([]);
  });

  it('GET /data/hotel with an unknown id is 400 code 4002', async () => {
    const { status, body } = await get(`${API}/data/hotel?hotelId=lp1897`);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 4002, message: 'hotelId is missing or invalid' });
    expect(validateResponse('static', 'get', '/data/hotel', 400, body)).toEqual([]);
  });

  it('refuses calls without X-API-Key with the provider 401 envelope', async () => {
    const { status, body } = await get(`${API}/data/hotel?hotelId=lp10001`, {});
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 401, message: 'Unauthorized' } });
    expect(validateResponse('static', 'get', '/data/hotel', 401, body)).toEqual([]);
  });
});

describe('rates routes', () => {
  const stay = () => ({
    checkin: day(40),
    checkout: day(42),
    currency: 'INR',
    guestNationality: 'IN',
    occupancies: [{ adults: 2, children: [6] }, { adults: 1 }],
  });

  it('POST /hotels/rates by hotel ids matches the schema and its request is valid', async () => {
    const list = await get(`${API}/data/hotels?countryCode=IN&cityName=Jaipur&limit=10`);
    const request = { ...stay(), hotelIds: list.body.hotelIds, maxRatesPerHotel: 5 };
    expect(validateRequest('search', 'post', '/hotels/rates', request)).toEqual([]);
    const { status, body } = await post(`${API}/hotels/rates`, request);
    expect(status).toBe(200);
    expect(validateResponse('search', 'post', '/hotels/rates', 200, body)).toEqual([]);
    expect(body.sandbox).toBe(true);
    const rt = body.data[0].roomTypes;
    expect(rt.length).toBeLessThanOrEqual(5);
    expect(rt[0].rates).toHaveLength(2); // one rate per room asked for
    const totals = rt.map((r: { offerRetailRate: { amount: number } }) => r.offerRetailRate.amount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('POST /hotels/rates by city returns hotels[] and matches the schema', async () => {
    const request = { ...stay(), countryCode: 'IN', cityName: 'Candolim', limit: 15 };
    expect(validateRequest('search', 'post', '/hotels/rates', request)).toEqual([]);
    const { body } = await post(`${API}/hotels/rates`, request);
    expect(validateResponse('search', 'post', '/hotels/rates', 200, body)).toEqual([]);
    expect(body.hotels.length).toBe(body.data.length);
  });

  it('POST /hotels/min-rates matches the schema', async () => {
    const list = await get(`${API}/data/hotels?countryCode=IN&cityName=Pune&limit=12`);
    const request = { ...stay(), hotelIds: list.body.hotelIds };
    expect(validateRequest('search', 'post', '/hotels/min-rates', request)).toEqual([]);
    const { status, body } = await post(`${API}/hotels/min-rates`, request);
    expect(status).toBe(200);
    expect(validateResponse('search', 'post', '/hotels/min-rates', 200, body)).toEqual([]);
    expect(body.data.length).toBeGreaterThan(5);
  });

  it('answers bad input and unknown ids with the provider error envelope', async () => {
    const bad = await post(`${API}/hotels/rates`, { ...stay(), checkout: stay().checkin, hotelIds: ['lp10001'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(4002);
    expect(validateResponse('search', 'post', '/hotels/rates', 400, bad.body)).toEqual([]);
    const unknown = await post(`${API}/hotels/rates`, { ...stay(), hotelIds: ['lp1897'] });
    expect(unknown.status).toBe(400);
    // The shape of the file's own 400 example "hotel ids not found".
    expect(unknown.body.error).toEqual({ code: 4000, message: 'bad request', description: 'hotel ids not found' });
    expect(validateResponse('search', 'post', '/hotels/rates', 400, unknown.body)).toEqual([]);
  });
});

describe('rates search parameters (issue 15): requests and answers both validate', () => {
  const stay = () => ({
    checkin: day(50),
    checkout: day(52),
    currency: 'INR',
    guestNationality: 'IN',
    occupancies: [{ adults: 2, children: [7, 3] }, { adults: 1 }],
  });
  const city = { countryCode: 'IN', cityName: 'Udaipur' };

  it.each([
    ['cityName + countryCode', { ...city, limit: 30 }],
    ['latitude/longitude/radius (metres)', { latitude: 15.5439, longitude: 73.7553, radius: 4000, limit: 40 }],
    ['iataCode', { iataCode: 'GOI', limit: 25, maxRatesPerHotel: 1 }],
    [
      'hotel filters',
      { ...city, starRating: [3.0, 4.0, 5.0], minRating: 3.5, minReviewsCount: 10, hotelTypeIds: [204, 206], facilities: [107, 3] },
    ],
    ['strict facilities', { ...city, facilities: [107, 109], strictFacilityFiltering: true }],
    ['chains', { ...city, chainIds: [10501, 10502, 10503, 10504, 10505, 10506, 10507, 10508, 10509, 10510] }],
    ['rate filters', { ...city, boardType: 'BB,HB', refundableRatesOnly: true, maxRatesPerHotel: 3 }],
    ['sort by price', { ...city, sort: [{ field: 'price', direction: 'ascending' }], maxRatesPerHotel: 1 }],
    ['sort by top picks then revenue', { ...city, sort: [{ field: 'top_picks', direction: 'descending' }, { field: 'revenue' }] }],
    ['paging and timeout', { ...city, limit: 10, offset: 5, timeout: 8 }],
    ['hotel name', { ...city, hotelName: 'hotel' }],
    ['room filters', { ...city, bedTypes: ['double', 'king'], roomAmenities: [11], amenityFilterLogic: 'AND' }],
    ['session and mapping fields', { ...city, sessionId: 'pc-session-1', roomMapping: true, margin: 10, stream: false }],
  ])('%s', async (_name, extra) => {
    const request = { ...stay(), ...extra };
    expect(validateRequest('search', 'post', '/hotels/rates', request)).toEqual([]);
    const { status, body } = await post(`${API}/hotels/rates`, request);
    expect(status).toBe(200);
    expect(body.data?.length).toBeGreaterThan(0);
    expect(validateResponse('search', 'post', '/hotels/rates', 200, body)).toEqual([]);
  });

  it('hotel ids with includeHotelData answer hotels[] in the schema', async () => {
    const list = await get(`${API}/data/hotels?countryCode=IN&cityName=Udaipur&limit=8`);
    const request = {
      ...stay(),
      hotelIds: list.body.hotelIds,
      includeHotelData: true,
      sort: [{ field: 'price', direction: 'descending' }],
    };
    expect(validateRequest('search', 'post', '/hotels/rates', request)).toEqual([]);
    const { body } = await post(`${API}/hotels/rates`, request);
    expect(validateResponse('search', 'post', '/hotels/rates', 200, body)).toEqual([]);
    expect(body.hotels.length).toBe(body.data.length);
  });

  it('no availability is code 2001 in the shape the file gives it (filed under 204)', async () => {
    const request = { ...stay(), iataCode: 'LAX' };
    expect(validateRequest('search', 'post', '/hotels/rates', request)).toEqual([]);
    const { status, body } = await post(`${API}/hotels/rates`, request);
    expect(status).toBe(200);
    expect(body).toEqual({ error: { code: 2001, message: 'no availability found' } });
    expect(validateResponse('search', 'post', '/hotels/rates', 204, body)).toEqual([]);
  });

  it.each([
    ['an unknown sort field', { ...city, sort: [{ field: 'distance' }] }],
    ['minRating beyond 5', { ...city, minRating: 8.6 }],
    ['a fractional radius', { latitude: 15.5, longitude: 73.8, radius: 2500.5 }],
    ['aiSearch (not supported here)', { aiSearch: 'quiet beach hotel near Calangute' }],
  ])("%s is a 400 in the file's error shape", async (_name, extra) => {
    const { status, body } = await post(`${API}/hotels/rates`, { ...stay(), ...extra });
    expect(status).toBe(400);
    expect(body.error.code).toBe(4002);
    expect(validateResponse('search', 'post', '/hotels/rates', 400, body)).toEqual([]);
  });

  it('the file refuses what the sandbox refuses as mistyped (both directions agree)', () => {
    for (const bad of [
      { radius: 2500.5 },
      { sort: [{ field: 'distance' }] },
      { starRating: '4,5' },
      { boardType: ['BB'] },
      { timeout: '6' },
    ]) {
      expect(validateRequest('search', 'post', '/hotels/rates', { ...stay(), ...city, ...bad })).not.toEqual([]);
    }
  });

  it('GET /data/hotels with the same filters (facilityIds CSV, strictFacilitiesFiltering, minRating out of 10) matches the schema', async () => {
    const { status, body } = await get(
      `${API}/data/hotels?countryCode=IN&cityName=Udaipur&starRating=3.0,4.0&minRating=7.5&facilityIds=107,3&strictFacilitiesFiltering=true&limit=50`,
    );
    expect(status).toBe(200);
    expect(validateResponse('static', 'get', '/data/hotels', 200, body)).toEqual([]);
    for (const h of body.data) {
      expect([3, 4]).toContain(h.stars);
      expect(h.rating).toBeGreaterThanOrEqual(7.5);
      expect(h.facilityIds).toEqual(expect.arrayContaining([107, 3]));
      // The locality ends the address (e.g. "12, MG Road, Bani Park")
      expect(h.address.split(', ').length).toBeGreaterThanOrEqual(3);
    }
    const unknownPlace = await get(`${API}/data/hotels?placeId=ChIJLc8UZFdqXz4ROODwebhx2rM`);
    expect(unknownPlace.status).toBe(400);
    expect(validateResponse('static', 'get', '/data/hotels', 400, unknownPlace.body)).toEqual([]);
  });
});

describe('places routes and the placeId main query', () => {
  const stay = () => ({ checkin: day(55), checkout: day(57), currency: 'INR', guestNationality: 'IN', occupancies: [{ adults: 2 }] });

  it.each([
    ['Mumbai', undefined],
    ['BOM', undefined],
    ['Chhatrapati Shivaji', 'airport'],
    ['Goa', 'locality,administrative_area_level_1,airport'],
    ['Jaipur', 'locality'],
    ['nowhere-at-all', undefined],
  ])('GET /data/places?textQuery=%s&type=%s matches the schema', async (text, type) => {
    const url = `${API}/data/places?textQuery=${encodeURIComponent(text)}${type ? `&type=${type}` : ''}&language=en`;
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(validateResponse('static', 'get', '/data/places', 200, body)).toEqual([]);
    if (text === 'nowhere-at-all') expect(body).toEqual({ data: [] });
    else expect(body.data.length).toBeGreaterThan(0);
    for (const p of body.data) {
      expect(p.placeId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
      if (type) expect(p.types.some((t: string) => type.split(',').includes(t))).toBe(true);
    }
  });

  it("GET /data/places without textQuery is the file's 400 example", async () => {
    for (const url of [`${API}/data/places`, `${API}/data/places?textQuery=%20&type=locality`]) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: {
          code: 4002,
          message: 'required request field is missing or wrong input',
          description: "query parameter 'textQuery' is required",
        },
      });
      expect(validateResponse('static', 'get', '/data/places', 400, body)).toEqual([]);
    }
  });

  it('GET /data/places/{placeId} matches the schema for a city, a state and an airport; an unknown id is the 400 example', async () => {
    for (const [text, type] of [
      ['Mumbai', 'locality'],
      ['Kerala', 'administrative_area_level_1'],
      ['BOM', 'airport'],
    ]) {
      const found = await get(`${API}/data/places?textQuery=${text}&type=${type}`);
      const place = found.body.data[0];
      const { status, body } = await get(`${API}/data/places/${place.placeId}`);
      expect(status).toBe(200);
      expect(validateResponse('static', 'get', '/data/places/{placeId}', 200, body)).toEqual([]);
      expect(body.data.displayName).toBe(place.displayName);
      expect(body.data.types).toEqual(place.types);
      const { location, viewport } = body.data;
      expect(viewport.low.latitude).toBeLessThan(location.latitude);
      expect(viewport.high.latitude).toBeGreaterThan(location.latitude);
      expect(viewport.low.longitude).toBeLessThan(location.longitude);
      expect(viewport.high.longitude).toBeGreaterThan(location.longitude);
      expect(body.data.addressComponents.at(-1)).toEqual({
        languageCode: 'en',
        longText: 'India',
        shortText: 'IN',
        types: ['country', 'political'],
      });
    }
    const unknown = await get(`${API}/data/places/ChIJLc8UZFdqXz4ROODwebhx2rM`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: { code: 4003, message: 'request field is invalid or wrong', description: 'invalid place ID' } });
    expect(validateResponse('static', 'get', '/data/places/{placeId}', 400, unknown.body)).toEqual([]);
  });

  it('GET /data/hotels?placeId= matches the schema, with the place it searched', async () => {
    const found = await get(`${API}/data/places?textQuery=Udaipur&type=locality`);
    const placeId = found.body.data[0].placeId;
    const { status, body } = await get(`${API}/data/hotels?placeId=${placeId}&limit=30`);
    expect(status).toBe(200);
    expect(validateResponse('static', 'get', '/data/hotels', 200, body)).toEqual([]);
    expect(body.data.length).toBe(30);
    expect(body.place).toMatchObject({ placeId, displayName: 'Udaipur', types: ['locality', 'political'] });
    const byName = await get(`${API}/data/hotels?countryCode=IN&cityName=Udaipur&limit=30`);
    expect(body.hotelIds).toEqual(byName.body.hotelIds);
    expect(body.total).toBe(byName.body.total);
    expect(byName.body.place).toBeUndefined();
  });

  it('POST /hotels/rates by placeId: the request is valid in the file and the answer matches the schema', async () => {
    const found = await get(`${API}/data/places?textQuery=GOI&type=airport`);
    const request = { ...stay(), placeId: found.body.data[0].placeId, limit: 20, maxRatesPerHotel: 1 };
    expect(validateRequest('search', 'post', '/hotels/rates', request)).toEqual([]);
    const { status, body } = await post(`${API}/hotels/rates`, request);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(validateResponse('search', 'post', '/hotels/rates', 200, body)).toEqual([]);
    const unknown = await post(`${API}/hotels/rates`, { ...stay(), placeId: 'ChIJLc8UZFdqXz4ROODwebhx2rM' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe(4003);
    expect(unknown.body.error.description).toMatch(/invalid place ID/);
    expect(validateResponse('search', 'post', '/hotels/rates', 400, unknown.body)).toEqual([]);
  });
});

describe('GeoDB cities route', () => {
  const url = '/sandbox/geodb/v1/geo/cities?countryIds=IN&namePrefix=pan&limit=10&sort=-population&types=CITY';

  it('answers in GeoDB shape', async () => {
    const { status, body } = await get(url, { 'x-rapidapi-key': 'k', 'x-rapidapi-host': 'wft-geo-db.p.rapidapi.com' });
    expect(status).toBe(200);
    expect(body.links).toEqual([]);
    expect(body.metadata.currentOffset).toBe(0);
    expect(body.metadata.totalCount).toBeGreaterThanOrEqual(body.data.length);
    const panaji = body.data.find((c: { name: string }) => c.name === 'Panaji');
    expect(panaji).toMatchObject({ type: 'CITY', country: 'India', countryCode: 'IN', region: 'Goa', regionCode: 'GA' });
    for (const c of body.data) {
      expect(Object.keys(c).sort()).toEqual(
        [
          'city',
          'country',
          'countryCode',
          'id',
          'latitude',
          'longitude',
          'name',
          'population',
          'region',
          'regionCode',
          'regionWdId',
          'type',
          'wikiDataId',
        ].sort(),
      );
    }
  });

  it('needs X-RapidAPI-Key and caps limit at 10', async () => {
    expect((await get(url, {})).status).toBe(401);
    expect((await get(url.replace('limit=10', 'limit=11'), { 'x-rapidapi-key': 'k' })).status).toBe(400);
  });
});
