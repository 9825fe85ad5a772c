// Malformed provider answers at the HTTP edge: a fake LiteAPI (a small Fastify server on an ephemeral
// port) answers with wrong types, missing fields, HTML in names, truncated JSON, HTML error pages and
// 200s carrying an error envelope; the app runs with LITEAPI_KEY set and its base URLs pointing there.
// Each answer must become a clear error (UPSTREAM_ERROR / UPSTREAM_UNAVAILABLE with a human message) or a
// safe default, never an INTERNAL_SERVER_ERROR, a 500 or a blank page. Decision on HTML in hotel names:
// names are plain text, so tags are stripped (their text kept); HTML descriptions are sanitised.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GqlResponse, type TestApp } from '../helpers.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';

let fake: FastifyInstance;
let t: TestApp;
const seen: string[] = [];

const json = (body: unknown) => ({ kind: 'json' as const, body });
const raw = (status: number, text: string, type = 'application/json') => ({ kind: 'raw' as const, status, text, type });
type Answer = ReturnType<typeof json> | ReturnType<typeof raw>;

const goodHotel = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `Hotel ${id}`,
  country: 'in',
  city: 'Pune',
  latitude: 18.52,
  longitude: 73.85,
  address: '1 FC Road',
  hotelDescription: '<p>Quiet</p>',
  main_photo: 'https://img.example/1.jpg',
  stars: 4,
  rating: 8.2,
  reviewCount: 120,
  hotelTypeId: 204,
  ...over,
});

/** GET /data/hotels by cityName (the destination searched). */
const LISTS: Record<string, Answer> = {
  wrongtypes: json({
    data: [
      goodHotel('ok1'),
      goodHotel('num-name', { name: 12345 }),
      goodHotel('odd-types', { stars: 'five', rating: 'good', reviewCount: '12', latitude: 'north', hotelTypeId: 'x', main_photo: 42 }),
      { name: 'no id at all' },
      null,
      'a string where a hotel should be',
      goodHotel('html-name', {
        name: '<b>Taj</b> <script>alert(1)</script>Palace &amp; Spa',
        hotelDescription: '<p>Sea <img src=x onerror=alert(1)>view</p><script>steal()</script>',
      }),
    ],
    total: 7,
  }),
  // A list whose count is not a number: the page cannot be trusted, so it is an error, not a guess.
  badtotal: json({ data: [goodHotel('t1')], total: 'seven' }),
  truncated: raw(200, '{"data":[{"id":"a","name":"Trunc'),
  envelope: json({ error: { code: 4000, message: 'Invalid <b>cityName</b> parameter', description: 'cityName is <script>bad</script>' } }),
  missingdata: json({ hotels: [] }),
  datanotarray: json({ data: 'nothing here' }),
  htmlpage: raw(200, '<html><body><h1>Welcome to nginx</h1></body></html>', 'text/html'),
  badgateway: raw(502, '<html><body>502 Bad Gateway</body></html>', 'text/html'),
  empty200: raw(200, ''),
  nulldata: json({ data: null }),
};

/** GET /data/hotel by hotelId. */
const DETAILS: Record<string, Answer> = {
  'h-html': json({
    data: {
      id: 'h-html',
      name: '<h1>Grand</h1> <script>alert(1)</script>Hotel',
      hotelDescription:
        '<p>Lovely <b>rooms</b></p><script>document.cookie</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>',
      hotelImportantInformation: '<iframe src="https://evil.example"></iframe><p>Check-in from 2 PM</p>',
      address: '<i>5</i> MG Road',
      city: 'Bengaluru',
      country: 'in',
      starRating: 4,
    },
  }),
  'h-missing': json({ data: { id: 'h-missing' } }),
  'h-wrongtypes': json({
    data: {
      id: 'h-wrongtypes',
      name: 'Wrong Types Inn',
      starRating: 'five',
      rating: 'great',
      reviewCount: '-3',
      location: 'somewhere',
      hotelFacilities: [1, null, 'Pool', { name: 'Spa' }, ['nested']],
      facilities: 'gym',
      policies: 'No smoking',
      rooms: [
        { roomName: null, maxOccupancy: 'two', bedTypes: 'king', photos: 'none', roomAmenities: [null, 7] },
        { roomName: '<b>Suite</b>', size: 'big' },
      ],
      hotelImages: [{ url: null }, { url: 'https://img.example/2.jpg', caption: null }],
      checkinCheckoutTimes: 'noon',
      sentiment_analysis: { pros: 'clean', cons: [1, 'noisy'] },
      deletedAt: 12,
    },
  }),
  // Shapes the edge validation refuses (a null room, a numeric caption): a clear error, not half a page.
  'h-badrooms': json({
    data: { id: 'h-badrooms', name: 'Half Hotel', rooms: [null], hotelImages: [{ url: 'https://img.example/3.jpg', caption: 3 }] },
  }),
  'h-numeric-name': json({ data: { id: 'h-numeric-name', name: 12345 } }),
  'h-truncated': raw(200, '{"data":{"id":"h-truncated","name":"Hal'),
  'h-envelope': json({ error: { code: 5000, message: 'Internal supplier failure' } }),
  'h-nulldata': json({ data: null }),
  'h-numeric-id': json({ data: { id: 777, name: 'Numbered' } }),
};

/** POST /hotels/rates by the first hotelId. */
const RATES: Record<string, Answer> = {
  'r-missing': json({ data: [{ hotelId: 'r-missing' }] }),
  'r-nodata': json({ data: [] }),
  'r-wrongtypes': json({
    data: [
      {
        hotelId: 'r-wrongtypes',
        roomTypes: [{ roomTypeId: 1, offerId: 'o1', offerRetailRate: { amount: 'cheap', currency: 'INR' }, rates: 'none' }],
      },
    ],
  }),
  'r-truncated': raw(200, '{"data":[{"hotelId":"r-truncated","roomTypes":[{"offerId":"'),
  'r-noavail': json({ error: { code: 2001, message: 'no availability found' } }),
  'r-envelope': json({ error: { code: 4000, message: 'checkin <b>invalid</b>' } }),
  'r-html': json({
    data: [
      {
        hotelId: 'r-html',
        roomTypes: [
          {
            roomTypeId: 'rt1',
            offerId: 'offer-html',
            offerRetailRate: { amount: 9000, currency: 'INR' },
            rates: [
              {
                rateId: 'rate1',
                name: '<b>Deluxe</b> <script>alert(1)</script>Room',
                maxOccupancy: 2,
                adultCount: 2,
                childCount: 0,
                boardName: null,
                retailRate: { total: [{ amount: 9000, currency: 'INR' }], taxesAndFees: null },
                cancellationPolicies: {
                  refundableTag: 'NRFN',
                  cancelPolicyInfos: [{ cancelTime: 'not a time', amount: 1, currency: 'INR' }],
                },
              },
            ],
          },
        ],
      },
    ],
  }),
};

function send(reply: FastifyReply, a: Answer | undefined) {
  if (!a) return reply.code(200).send({ data: [] });
  if (a.kind === 'json') return reply.code(200).send(a.body);
  return reply.code(a.status).type(a.type).send(a.text);
}

beforeAll(async () => {
  fake = Fastify({ logger: false });
  fake.addHook('onRequest', async (req) => {
    seen.push(`${req.method} ${req.url}`);
  });
  fake.get('/v3.0/data/hotels', async (req, reply) =>
    send(reply, LISTS[String((req.query as { cityName?: string }).cityName ?? '').toLowerCase()]),
  );
  fake.get('/v3.0/data/hotel', async (req, reply) => {
    const a = DETAILS[String((req.query as { hotelId?: string }).hotelId)];
    return a ? send(reply, a) : reply.code(400).send({ error: { code: 4002, message: 'hotelId is missing or invalid' } });
  });
  fake.post('/v3.0/hotels/rates', async (req, reply) => {
    const body = req.body as { hotelIds?: string[]; cityName?: string };
    // Prices of search cards (a destination's rates, by cityName): malformed too (a string price), so the cards
    // must cope without them.
    if (body.cityName)
      return reply.send({
        data: [{ hotelId: 'ok1', roomTypes: [{ roomTypeId: 'r', offerId: 'o', offerRetailRate: 'cheap', rates: [] }] }],
      });
    return send(reply, RATES[String(body.hotelIds?.[0])]);
  });
  fake.post('/v3.0/hotels/min-rates', async (_req, reply) => reply.send({ data: [{ hotelId: 'ok1', price: 'cheap' }] }));
  fake.get('/v3.0/data/hotelTypes', async (_req, reply) =>
    reply.send({
      data: [
        { id: 204, name: 'Hotels' },
        { id: 'x', name: null },
      ],
    }),
  );
  await fake.listen({ host: '127.0.0.1', port: 0 });
  const addr = fake.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const base = `http://127.0.0.1:${port}/v3.0`;
  t = await startTestApp({ LITEAPI_KEY: 'test-key', LITEAPI_BASE_URL: base, LITEAPI_BOOK_BASE_URL: base });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const checkin = () => addDays(todayIst(), 10);
const checkout = () => addDays(todayIst(), 12);

const SEARCH = `query($d: String!) { searchHotels(input: { destination: $d, pageSize: 50 }) {
  destination total hotels { id name description stars rating reviewCount location { latitude longitude } thumbnail priceFrom { amount } hotelType } } }`;
const HOTEL = `query($id: ID!) { hotel(id: $id) { id name stars rating reviewCount address city country hotelType deleted
  descriptionHtml importantInformationHtml facilities images { url caption } location { latitude longitude }
  rooms { id name maxOccupancy bedTypes { type } photos { url } amenities } policies { name description } sentiment { pros cons }
  checkinTime checkoutTime } }`;
const RATES_Q = `query($id: ID!, $ci: Date!, $co: Date!) { hotelRates(input: { hotelId: $id, checkin: $ci, checkout: $co }) {
  hotelId nights rates { offerId roomName name boardName total { amount currency } perNight { amount } cancellation { refundable penalties { from } } } } }`;

const HUMAN_UPSTREAM = /hotel provider|try again|API Error/i;

/** A whole-query failure that is one of the provider codes, with a message a person can read. */
function expectUpstreamError(res: GqlResponse, codes = ['UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE']) {
  expect(res.status).toBeLessThan(500);
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  for (const e of res.errors!) {
    expect(codes, `${e.extensions?.code}: ${e.message}`).toContain(e.extensions?.code);
    expect(e.message).not.toMatch(/<|>|undefined|ZodError|Unexpected token|JSON|127\.0\.0\.1|test-key|\n\s+at /);
    expect(e.extensions?.stacktrace).toBeUndefined();
  }
  return res.errors![0];
}

function expectNoInternal(res: GqlResponse) {
  expect(res.status).toBeLessThan(500);
  for (const e of res.errors ?? []) expect(e.extensions?.code, e.message).not.toBe('INTERNAL_SERVER_ERROR');
}

describe('hotel list answers (searchHotels)', () => {
  it('leaves out entries that are not hotels or have wrong types (no id, null, a string, a numeric name, text stars) and shows the rest', async () => {
    const res = await t.gql(SEARCH, { d: 'wrongtypes' });
    expect(res.status).toBeLessThan(500);
    // The destination's rates answer is malformed too: prices are missing (null), with at most a provider error
    // on those fields; the hotels themselves are shown.
    expect(res.errors?.length).toBeGreaterThan(0);
    for (const e of res.errors ?? []) {
      expect(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR']).toContain(e.extensions?.code);
      expect(e.path?.at(-1)).toBe('priceFrom');
    }
    const hotels = res.data.searchHotels.hotels as Array<Record<string, any>>;
    expect(hotels.map((h) => h.id).sort()).toEqual(['html-name', 'ok1']);
    expect(res.data.searchHotels.total).toBe(2);
    for (const h of hotels) {
      expect(typeof h.name).toBe('string');
      expect(h.name.trim()).not.toBe('');
      expect(h.priceFrom).toBeNull();
    }
  });

  it('a hotel count that is not a number becomes UPSTREAM_UNAVAILABLE', async () => {
    const e = expectUpstreamError(await t.gql(SEARCH, { d: 'badtotal' }), ['UPSTREAM_UNAVAILABLE']);
    expect(e.message).toMatch(HUMAN_UPSTREAM);
  });

  it('HTML in a hotel name comes back as plain text: tags and scripts removed, the words kept', async () => {
    const res = await t.gql(SEARCH, { d: 'wrongtypes' });
    const h = (res.data.searchHotels.hotels as Array<{ id: string; name: string; description: string }>).find((x) => x.id === 'html-name')!;
    expect(h.name).toBe('Taj Palace & Spa');
    expect(h.description).toBe('Sea view');
  });

  it.each([
    ['truncated JSON', 'truncated'],
    ['an object without data', 'missingdata'],
    ['data that is not a list', 'datanotarray'],
    ['data: null', 'nulldata'],
    ['an HTML page with status 200', 'htmlpage'],
    ['an empty 200', 'empty200'],
  ])('%s becomes UPSTREAM_UNAVAILABLE with a human message', async (_label, city) => {
    const e = expectUpstreamError(await t.gql(SEARCH, { d: city }), ['UPSTREAM_UNAVAILABLE']);
    expect(e.message).toMatch(HUMAN_UPSTREAM);
  });

  it('a 502 HTML page becomes UPSTREAM_UNAVAILABLE', async () => {
    const e = expectUpstreamError(await t.gql(SEARCH, { d: 'badgateway' }), ['UPSTREAM_UNAVAILABLE']);
    expect(e.message).toMatch(HUMAN_UPSTREAM);
  });

  it("a 200 carrying the provider's error envelope becomes UPSTREAM_ERROR with the provider's words, made safe", async () => {
    const e = expectUpstreamError(await t.gql(SEARCH, { d: 'envelope' }), ['UPSTREAM_ERROR']);
    expect(e.message).toMatch(/cityName/);
    expect(e.message).not.toMatch(/[<>]/);
  });
});

describe('hotel detail answers (hotel)', () => {
  it('HTML in the name is stripped to text; scripts, iframes, handlers and javascript: links are removed from the HTML fields', async () => {
    const res = await t.gql(HOTEL, { id: 'h-html' });
    expectNoInternal(res);
    const h = res.data.hotel;
    expect(h.name).toBe('Grand Hotel');
    expect(h.address).not.toMatch(/[<>]/);
    expect(h.descriptionHtml).toContain('Lovely');
    expect(h.descriptionHtml).not.toMatch(/script|onerror|javascript:|document\.cookie|<img|href/i);
    expect(h.importantInformationHtml).toContain('Check-in from 2 PM');
    expect(h.importantInformationHtml).not.toMatch(/iframe|evil/i);
  });

  it('a hotel with only an id gets the documented defaults', async () => {
    const res = await t.gql(HOTEL, { id: 'h-missing' });
    expectNoInternal(res);
    expect(res.data.hotel).toMatchObject({
      id: 'h-missing',
      name: 'Hotel Name Not Available',
      address: 'Address not available',
      city: 'City not available',
      hotelType: 'Hotel',
      stars: 3,
      rating: null,
      reviewCount: 0,
      deleted: false,
      images: [],
      facilities: [],
      rooms: [],
      policies: [],
      descriptionHtml: null,
    });
  });

  it('wrong types in every field give safe values, not an error', async () => {
    const res = await t.gql(HOTEL, { id: 'h-wrongtypes' });
    expectNoInternal(res);
    const h = res.data.hotel;
    expect(h.name).toBe('Wrong Types Inn');
    expect(h.stars).toBe(3);
    expect(h.rating).toBeNull();
    expect(h.reviewCount).toBe(0);
    expect(h.facilities).toEqual(expect.arrayContaining(['Pool', 'Spa']));
    for (const f of h.facilities) expect(typeof f).toBe('string');
    expect(h.rooms.map((r: { name: string }) => r.name)).toEqual(['Room 1', 'Suite']);
    for (const r of h.rooms) {
      expect(Number.isInteger(r.maxOccupancy)).toBe(true);
      expect(Array.isArray(r.bedTypes) && Array.isArray(r.photos) && Array.isArray(r.amenities)).toBe(true);
    }
    expect(h.images).toEqual([{ url: 'https://img.example/2.jpg', caption: null }]);
    expect(h.location).toBeNull();
    expect(h.checkinTime).toBeNull();
    for (const list of [h.sentiment?.pros ?? [], h.sentiment?.cons ?? []]) for (const x of list) expect(typeof x).toBe('string');
  });

  it('room and photo shapes the edge refuses become UPSTREAM_UNAVAILABLE, not half a page', async () => {
    const e = expectUpstreamError(await t.gql(HOTEL, { id: 'h-badrooms' }), ['UPSTREAM_UNAVAILABLE']);
    expect(e.message).toMatch(HUMAN_UPSTREAM);
  });

  it('a numeric name or id arrives as text', async () => {
    const byNumber = await t.gql(HOTEL, { id: 'h-numeric-id' });
    expectNoInternal(byNumber);
    expect(byNumber.data.hotel).toMatchObject({ id: '777', name: 'Numbered' });
    const res = await t.gql(HOTEL, { id: 'h-numeric-name' });
    expectNoInternal(res);
    if (res.errors) expectUpstreamError(res);
    else expect(res.data.hotel.name).toBe('12345');
  });

  it.each([
    ['truncated JSON', 'h-truncated'],
    ['data: null', 'h-nulldata'],
  ])('%s becomes UPSTREAM_UNAVAILABLE, not a blank page', async (_label, id) => {
    const e = expectUpstreamError(await t.gql(HOTEL, { id }), ['UPSTREAM_UNAVAILABLE']);
    expect(e.message).toMatch(HUMAN_UPSTREAM);
  });

  it("a 200 with the provider's error envelope becomes UPSTREAM_ERROR", async () => {
    const e = expectUpstreamError(await t.gql(HOTEL, { id: 'h-envelope' }), ['UPSTREAM_ERROR']);
    expect(e.message).toBe('Internal supplier failure');
  });

  it('an unknown hotel (4002) is null', async () => {
    const res = await t.gql(HOTEL, { id: 'nope' });
    expect(res.errors).toBeUndefined();
    expect(res.data.hotel).toBeNull();
  });
});

describe('rates answers (hotelRates)', () => {
  const rates = (id: string) => t.gql(RATES_Q, { id, ci: checkin(), co: checkout() });

  it.each([
    ['a hotel entry without roomTypes', 'r-missing'],
    ['an empty data list', 'r-nodata'],
    ['the no-availability envelope (2001) on a 200', 'r-noavail'],
  ])('%s is an empty list of rates', async (_label, id) => {
    const res = await rates(id);
    expect(res.errors).toBeUndefined();
    expect(res.data.hotelRates).toMatchObject({ hotelId: id, nights: 2, rates: [] });
  });

  it.each([
    ['wrong types in the offer', 'r-wrongtypes'],
    ['truncated JSON', 'r-truncated'],
  ])('%s becomes UPSTREAM_UNAVAILABLE with a human message', async (_label, id) => {
    const e = expectUpstreamError(await rates(id), ['UPSTREAM_UNAVAILABLE']);
    expect(e.message).toMatch(HUMAN_UPSTREAM);
  });

  it("a 200 with another error envelope becomes UPSTREAM_ERROR without the provider's markup", async () => {
    const e = expectUpstreamError(await rates('r-envelope'), ['UPSTREAM_ERROR']);
    expect(e.message).toMatch(/checkin/);
  });

  it('HTML in a rate name comes back as text; a cancellation time that is not a time is dropped', async () => {
    const res = await rates('r-html');
    expectNoInternal(res);
    const [rate] = res.data.hotelRates.rates;
    expect(rate.offerId).toBe('offer-html');
    expect(rate.roomName).toBe('Deluxe Room');
    expect(rate.name).toBe('Deluxe Room');
    expect(rate.boardName).toBe('Room Only');
    expect(rate.total).toEqual({ amount: 9000, currency: 'INR' });
    expect(rate.perNight.amount).toBe(4500);
    expect(rate.cancellation.refundable).toBe(false);
    expect(rate.cancellation.penalties).toEqual([]);
  });
});

it('the fake provider was really the one asked, with the configured key', () => {
  expect(seen.some((s) => s.startsWith('GET /v3.0/data/hotels'))).toBe(true);
  expect(seen.some((s) => s.startsWith('GET /v3.0/data/hotel?'))).toBe(true);
  expect(seen.some((s) => s.startsWith('POST /v3.0/hotels/rates'))).toBe(true);
});
