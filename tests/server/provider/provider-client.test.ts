// LiteApiClient against a scripted fake provider on an ephemeral port: what it sends (headers, paths,
// bodies), how it retries (idempotent calls only, bounded, Retry-After), and how failures surface.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderFromConfig, LiteApiClient, type ProviderCallEvent } from '../../../server/provider/client.ts';
import { ProviderError } from '../../../server/provider/errors.ts';
import type { DestinationRatesRequest, RatesRequest } from '../../../server/provider/types.ts';
import { nodeHttpFetch, type HttpFetch } from '../../../server/lib/http-client.ts';
import { loadConfig } from '../../../server/config.ts';
import { countTurns } from '../turns.ts';

type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  at: number;
}

const KEY = 'sand_test-key-123';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: FastifyInstance;
let origin = '';
let seen: Seen[] = [];
/** per "METHOD /path": answers in order; the last one repeats */
let script = new Map<string, Handler[]>();
let hits = new Map<string, number>();

function on(method: string, path: string, ...handlers: Handler[]) {
  script.set(`${method} ${path}`, handlers);
}
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, reply) =>
    reply.code(status).headers(headers).send(body);
const raw =
  (status: number, text: string): Handler =>
  (_req, reply) =>
    reply.code(status).header('content-type', 'application/json').send(text);
const reset: Handler = (_req, reply) => {
  reply.hijack();
  reply.raw.socket?.destroy();
};
const slow =
  (ms: number, body: unknown): Handler =>
  async (_req, reply) => {
    await sleep(ms);
    return reply.send(body);
  };
const calls = (method: string, path: string) => seen.filter((s) => s.method === method && s.path === path);

beforeAll(async () => {
  app = Fastify({ forceCloseConnections: true });
  app.all('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://x');
    seen.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: req.body,
      at: Date.now(),
    });
    const key = `${req.method} ${url.pathname}`;
    const handlers = script.get(key);
    if (!handlers) return reply.code(404).send({ message: 'no script' });
    const n = hits.get(key) ?? 0;
    hits.set(key, n + 1);
    return handlers[Math.min(n, handlers.length - 1)](req, reply);
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  seen = [];
  script = new Map();
  hits = new Map();
});

const API = '/api/v3.0';
const BOOK = '/book/v3.0';

function client(extra: Partial<ConstructorParameters<typeof LiteApiClient>[0]> = {}) {
  return new LiteApiClient({
    apiKey: KEY,
    baseUrl: () => `${origin}${API}`,
    bookBaseUrl: `${origin}${BOOK}`,
    retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
    ...extra,
  });
}

const ratesReq: RatesRequest = {
  hotelIds: ['lp1897'],
  checkin: '2026-12-01',
  checkout: '2026-12-03',
  currency: 'INR',
  guestNationality: 'IN',
  occupancies: [{ adults: 2, children: [5, 9] }, { adults: 1 }],
};

const rate = {
  rateId: 'R1',
  occupancyNumber: 1,
  name: 'Deluxe Room',
  maxOccupancy: 2,
  adultCount: 2,
  childCount: 0,
  boardType: 'RO',
  boardName: 'Room Only',
  priceType: 'commission',
  commission: [{ amount: 120.5, currency: 'INR' }],
  retailRate: {
    total: [{ amount: 8450.75, currency: 'INR' }],
    suggestedSellingPrice: [{ amount: 9100, currency: 'INR', source: 'providerDirect' }],
    taxesAndFees: null,
  },
  cancellationPolicies: {
    cancelPolicyInfos: [{ cancelTime: '2026-11-28 02:00:00', amount: 0, currency: 'INR', type: 'amount', timezone: 'GMT' }],
    hotelRemarks: [],
    refundableTag: 'RFN',
  },
  paymentTypes: ['NUITEE_PAY'],
};
const destinationReq: DestinationRatesRequest = {
  checkin: '2026-12-01',
  checkout: '2026-12-03',
  currency: 'INR',
  guestNationality: 'IN',
  occupancies: [{ adults: 2 }],
};
const ratesBody = {
  data: [
    {
      hotelId: 'lp1897',
      roomTypes: [
        {
          roomTypeId: 'RT1',
          offerId: 'OFFER1',
          supplier: 'nuitee',
          // the live API sends objects here although the schema says arrays (contract §13); arrays also work
          offerRetailRate: [{ amount: 8450.75, currency: 'INR' }],
          suggestedSellingPrice: { amount: 9100, currency: 'INR', source: 'providerDirect' },
          rates: [rate],
        },
      ],
    },
  ],
  sandbox: true,
};

describe('what the client sends', () => {
  it('rates: api base, key and JSON headers, timeout in seconds, children ages under `children`', async () => {
    on('POST', `${API}/hotels/rates`, json(200, ratesBody));
    const result = await client().searchRates(ratesReq);

    expect(result).toHaveLength(1);
    expect(result[0].roomTypes[0].offerRetailRate).toEqual({ amount: 8450.75, currency: 'INR' });
    expect(result[0].roomTypes[0].rates[0].retailRate.total[0].amount).toBe(8450.75);

    const [call] = calls('POST', `${API}/hotels/rates`);
    expect(call.headers['x-api-key']).toBe(KEY);
    expect(call.headers['accept']).toBe('application/json');
    expect(call.headers['content-type']).toMatch(/^application\/json/);
    expect(call.body).toEqual({
      hotelIds: ['lp1897'],
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      currency: 'INR',
      guestNationality: 'IN',
      occupancies: [{ adults: 2, children: [5, 9] }, { adults: 1 }],
      timeout: 12,
    });
    expect(JSON.stringify(call.body)).not.toContain('childrenAges');
  });

  it('min-rates: only the fields the endpoint accepts', async () => {
    on(
      'POST',
      `${API}/hotels/min-rates`,
      json(200, { data: [{ hotelId: 'lp1897', price: 4200.5, suggestedSellingPrice: 4500.25, offerId: 'O1' }] }),
    );
    const result = await client().minRates({ ...ratesReq, maxRatesPerHotel: 1, timeout: 6 });
    expect(result).toEqual([{ hotelId: 'lp1897', price: 4200.5, suggestedSellingPrice: 4500.25, offerId: 'O1' }]);
    const body = calls('POST', `${API}/hotels/min-rates`)[0].body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['checkin', 'checkout', 'currency', 'guestNationality', 'hotelIds', 'occupancies', 'timeout']);
    expect(body.timeout).toBe(6);
  });

  it('static data: camelCase paths and CSV lists', async () => {
    on(
      'GET',
      `${API}/data/hotelTypes`,
      json(200, {
        data: [
          { id: 204, name: 'Hotels' },
          { id: 201, name: 'Apartments' },
        ],
      }),
    );
    on(
      'GET',
      `${API}/data/hotels`,
      json(200, {
        data: [
          {
            id: 'lp1',
            name: 'Taj Mahal Palace',
            country: 'in',
            city: 'Mumbai',
            latitude: 18.92,
            longitude: 72.83,
            stars: 5,
            rating: 9.1,
            reviewCount: 1200,
          },
          { name: 'no id, skipped' },
        ],
        total: 57,
      }),
    );
    const c = client();
    expect(await c.hotelTypes()).toEqual([
      { id: 204, name: 'Hotels' },
      { id: 201, name: 'Apartments' },
    ]);
    const list = await c.listHotels({ countryCode: 'IN', cityName: 'Mumbai', starRating: [4, 5], limit: 12, offset: 24 });
    expect(list.total).toBe(57);
    expect(list.data.map((h) => h.id)).toEqual(['lp1']);
    expect(calls('GET', `${API}/data/hotels`)[0].query).toEqual({
      countryCode: 'IN',
      cityName: 'Mumbai',
      starRating: '4,5',
      limit: '12',
      offset: '24',
    });
  });

  it("hotel detail: names the language only when it is not the provider's own (English)", async () => {
    on('GET', `${API}/data/hotel`, json(200, { data: { id: 'lp1897', name: 'Taj' } }), json(200, { data: { id: 'lp1897', name: 'Taj' } }));
    const c = client();
    await c.getHotel('lp1897', { language: 'hi' });
    await c.getHotel('lp1897', { language: 'en' });
    expect(calls('GET', `${API}/data/hotel`).map((r) => r.query)).toEqual([{ hotelId: 'lp1897', language: 'hi' }, { hotelId: 'lp1897' }]);
  });

  it("hotel lists: name the language only when it is not the provider's own (English)", async () => {
    on('GET', `${API}/data/hotels`, json(200, { data: [], total: 0 }), json(200, { data: [], total: 0 }));
    const c = client();
    await c.listHotels({ hotelIds: ['lp1', 'lp2'], language: 'hi', limit: 2 });
    await c.listHotels({ hotelIds: ['lp1'], language: 'en', limit: 1 });
    expect(calls('GET', `${API}/data/hotels`).map((r) => r.query)).toEqual([
      { hotelIds: 'lp1,lp2', language: 'hi', limit: '2' },
      { hotelIds: 'lp1', limit: '1' },
    ]);
  });

  it('prebook, book and booking lookups go to the book base; prebook asks for a payment session', async () => {
    on(
      'POST',
      `${BOOK}/rates/prebook`,
      json(200, {
        data: {
          prebookId: 'zzWkJcdgk',
          offerId: 'OFFER1',
          hotelId: 'lp1897',
          checkin: '2026-12-01',
          checkout: '2026-12-03',
          currency: 'INR',
          price: 8450.75,
          priceDifferencePercent: 0,
          cancellationChanged: false,
          boardChanged: false,
          transactionId: 'tr_ct_1',
          secretKey: 'pi_1_secret_2',
          voucherTotalAmount: 0,
        },
      }),
    );
    on(
      'POST',
      `${BOOK}/rates/book`,
      json(200, {
        data: {
          bookingId: 'BK1',
          clientReference: 'ledger-1',
          status: 'CONFIRMED',
          hotelConfirmationCode: null,
          cancelledAt: null,
          price: 8450.75,
          currency: 'INR',
        },
      }),
    );
    on('GET', `${BOOK}/bookings`, json(200, { data: [{ bookingId: 'BK1', clientReference: 'ledger-1', status: 'CONFIRMED' }] }));
    on('GET', `${BOOK}/bookings/BK1`, json(200, { data: { bookingId: 'BK1', status: 'CONFIRMED', hotelName: 'Taj' } }));

    const c = client();
    const pre = await c.prebook('OFFER1');
    expect(pre).toMatchObject({ prebookId: 'zzWkJcdgk', transactionId: 'tr_ct_1', secretKey: 'pi_1_secret_2', price: 8450.75 });
    const preCall = calls('POST', `${BOOK}/rates/prebook`)[0];
    expect(preCall.body).toEqual({ offerId: 'OFFER1', usePaymentSdk: true });
    expect(preCall.query.timeout).toBe('30');

    const booking = await c.book({
      prebookId: 'zzWkJcdgk',
      holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '+919845012345' },
      guests: [{ occupancyNumber: 1, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', remarks: '' }],
      payment: { method: 'TRANSACTION_ID', transactionId: 'tr_ct_1' },
      clientReference: 'ledger-1',
    });
    expect(booking).toMatchObject({ bookingId: 'BK1', status: 'CONFIRMED', clientReference: 'ledger-1' });
    expect((calls('POST', `${BOOK}/rates/book`)[0].body as { payment: unknown }).payment).toEqual({
      method: 'TRANSACTION_ID',
      transactionId: 'tr_ct_1',
    });

    const found = await c.findBookingsByClientReference('ledger-1');
    expect(found.map((b) => b.bookingId)).toEqual(['BK1']);
    expect(calls('GET', `${BOOK}/bookings`)[0].query).toEqual({ clientReference: 'ledger-1' });
    expect(await c.getBooking('BK1')).toMatchObject({ bookingId: 'BK1', hotelName: 'Taj' });
    expect(seen.every((s) => s.headers['x-api-key'] === KEY)).toBe(true);
  });
});

describe('retries', () => {
  it('retries an idempotent call after 429, waiting as long as Retry-After says', async () => {
    on(
      'POST',
      `${API}/hotels/rates`,
      json(429, { error: { code: 4290, message: 'You have exceeded the allowed request limit' } }, { 'retry-after': '1' }),
      json(200, ratesBody),
    );
    const events: ProviderCallEvent[] = [];
    const result = await client({ onCall: (e) => events.push(e) }).searchRates(ratesReq);
    expect(result).toHaveLength(1);
    const [first, second] = calls('POST', `${API}/hotels/rates`);
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
    expect(events).toEqual([expect.objectContaining({ endpoint: 'POST /hotels/rates', outcome: 'ok', attempts: 2 })]);
  });

  it('gives up at once when Retry-After asks for longer than it is willing to wait', async () => {
    on('GET', `${API}/data/hotelTypes`, json(429, { error: { code: 429, message: 'Too many requests' } }, { 'retry-after': '120' }));
    const err = await client()
      .hotelTypes()
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.kind).toBe('rate_limited');
    expect(calls('GET', `${API}/data/hotelTypes`)).toHaveLength(1);
  });

  it('recovers from a burst of 500s within the retry budget', async () => {
    on(
      'GET',
      `${API}/data/hotel`,
      json(500, { error: { code: 5000, message: 'internal' } }),
      json(502, 'bad gateway'),
      json(200, { data: { id: 'lp1897', name: 'Taj' } }),
    );
    const hotel = await client().getHotel('lp1897');
    expect(hotel).toMatchObject({ id: 'lp1897', name: 'Taj' });
    expect(calls('GET', `${API}/data/hotel`)).toHaveLength(3);
  });

  it('stops after `retries` retries and reports the status in a user-safe message', async () => {
    on('GET', `${API}/data/hotelTypes`, (_req, reply) => reply.code(503).send());
    const err = await client()
      .hotelTypes()
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'http', status: 503, endpoint: 'GET /data/hotelTypes', message: 'API Error: 503' });
    expect(calls('GET', `${API}/data/hotelTypes`)).toHaveLength(3);
    expect(err.message).not.toContain(KEY);
    expect(err.message).not.toContain('127.0.0.1');
  });

  it('retries a connection reset on a GET', async () => {
    on('GET', `${BOOK}/bookings/BK9`, reset, json(200, { data: { bookingId: 'BK9', status: 'CONFIRMED' } }));
    expect(await client().getBooking('BK9')).toMatchObject({ bookingId: 'BK9' });
    expect(calls('GET', `${BOOK}/bookings/BK9`)).toHaveLength(2);
  });

  it('never retries prebook, book or cancel', async () => {
    on('POST', `${BOOK}/rates/prebook`, json(500, {}));
    on('POST', `${BOOK}/rates/book`, reset);
    on('PUT', `${BOOK}/bookings/BK1`, json(503, {}));
    const c = client();
    await expect(c.prebook('OFFER1')).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(
      c.book({
        prebookId: 'P',
        holder: { firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '+919845012345' },
        guests: [],
        payment: { method: 'ACC_CREDIT_CARD' },
      }),
    ).rejects.toMatchObject({ kind: 'network' });
    await expect(c.cancelBooking('BK1')).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(calls('POST', `${BOOK}/rates/prebook`)).toHaveLength(1);
    expect(calls('POST', `${BOOK}/rates/book`)).toHaveLength(1);
    expect(calls('PUT', `${BOOK}/bookings/BK1`)).toHaveLength(1);
  });
});

describe('timeouts', () => {
  it('a slow book surfaces as kind timeout, once, without retry', async () => {
    on('POST', `${BOOK}/rates/book`, slow(1500, { data: { bookingId: 'late', status: 'CONFIRMED' } }));
    const started = Date.now();
    const err = await client({ timeouts: { book: 200 } })
      .book({
        prebookId: 'P',
        holder: { firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '+919845012345' },
        guests: [],
        payment: { method: 'ACC_CREDIT_CARD' },
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.kind).toBe('timeout');
    expect(err.endpoint).toBe('POST /rates/book');
    expect(Date.now() - started).toBeLessThan(1200);
    await sleep(50);
    expect(calls('POST', `${BOOK}/rates/book`)).toHaveLength(1);
  });

  it('a slow rates search times out on the client deadline', async () => {
    on('POST', `${API}/hotels/rates`, slow(1500, ratesBody));
    const err = await client({ timeouts: { rates: 150 } })
      .searchRates(ratesReq)
      .catch((e) => e);
    expect(err).toMatchObject({ kind: 'timeout', endpoint: 'POST /hotels/rates' });
    expect(calls('POST', `${API}/hotels/rates`)).toHaveLength(1);
  });
});

describe('provider answers', () => {
  it('no availability (code 2001) is an empty result, whether HTTP 200 or an empty 204', async () => {
    on('POST', `${API}/hotels/rates`, json(200, { error: { code: 2001, message: 'no availability found' } }), (_r, reply) =>
      reply.code(204).send(),
    );
    on('POST', `${API}/hotels/min-rates`, json(200, { error: { code: 2001, message: 'no availability found' } }));
    const c = client();
    expect(await c.searchRates(ratesReq)).toEqual([]);
    expect(await c.searchRates(ratesReq)).toEqual([]);
    expect(await c.minRates(ratesReq)).toEqual([]);
  });

  it('an error envelope with HTTP 200 is a provider error carrying its code and description', async () => {
    on(
      'POST',
      `${BOOK}/rates/prebook`,
      json(200, {
        error: {
          code: 4040,
          message: 'outdated offerId',
          description: 'this offer is marked as not valid, please refetch rates for this hotel',
        },
      }),
    );
    const err = await client()
      .prebook('OLD')
      .catch((e) => e);
    expect(err).toMatchObject({
      kind: 'provider',
      code: 4040,
      status: 200,
      message: 'this offer is marked as not valid, please refetch rates for this hotel',
    });
  });

  it('uses the envelope message when there is no description', async () => {
    on('POST', `${BOOK}/rates/book`, json(400, { error: { code: 2014, message: 'booking incomplete' } }));
    const err = await client()
      .book({
        prebookId: 'P',
        holder: { firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '+919845012345' },
        guests: [],
        payment: { method: 'TRANSACTION_ID', transactionId: 't' },
      })
      .catch((e) => e);
    expect(err).toMatchObject({ kind: 'provider', code: 2014, status: 400, message: 'booking incomplete' });
  });

  it('truncated JSON with HTTP 200 is malformed, not a crash, and is not retried', async () => {
    on('GET', `${API}/data/hotel`, raw(200, '{"data":{"id":"lp1897","name":"Ta'));
    const err = await client()
      .getHotel('lp1897')
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.kind).toBe('malformed');
    expect(err.message).not.toContain('{"data"');
    expect(calls('GET', `${API}/data/hotel`)).toHaveLength(1);
  });

  it('a 200 with the wrong shape is malformed', async () => {
    on('POST', `${API}/hotels/rates`, json(200, { data: { hotelId: 'lp1897' } }));
    on('POST', `${BOOK}/rates/prebook`, json(200, { data: { prebookId: 'x' } }));
    const c = client();
    await expect(c.searchRates(ratesReq)).rejects.toMatchObject({ kind: 'malformed', endpoint: 'POST /hotels/rates' });
    await expect(c.prebook('O')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("a city's big rates answer is checked a slice at a time, so the app's other requests are served meanwhile", async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ ...ratesBody.data[0], hotelId: `lp${i}` }));
    on('POST', `${API}/hotels/rates`, json(200, { data: many, hotels: [{ id: 'lp0', name: 'Hotel 0' }] }));
    // Turns of the event loop between the answer's last byte and the call's result: where a page or a photo
    // waiting on the same process would be served. One block of work leaves none.
    let counting: ReturnType<typeof countTurns> | undefined;
    const fetch: HttpFetch = async (url, init) => {
      const res = await nodeHttpFetch(url, init);
      return {
        ...res,
        headers: res.headers,
        text: async () => {
          const text = await res.text();
          counting = countTurns();
          return text;
        },
      };
    };
    const result = await client({ fetch }).searchDestinationRates({ ...destinationReq, cityName: 'Mumbai', countryCode: 'IN' });
    const turns = counting!.stop();
    expect(result.data.map((h) => h.hotelId)).toEqual(many.map((h) => h.hotelId));
    expect(result.data[1199].roomTypes[0].offerId).toBe('OFFER1');
    expect(result.hotels).toEqual([{ id: 'lp0', name: 'Hotel 0' }]);
    // 1,200 hotels (1.1 MB) parsed, then checked, 250 at a time.
    expect(turns).toBeGreaterThanOrEqual(8);
  });

  it("a city's big rates answer cut off mid-way is malformed, as a small one is, and is not retried", async () => {
    const whole = JSON.stringify({ data: Array.from({ length: 1500 }, (_, i) => ({ ...ratesBody.data[0], hotelId: `lp${i}` })) });
    expect(whole.length).toBeGreaterThan(1_000_000);
    on('POST', `${API}/hotels/rates`, raw(200, whole.slice(0, Math.floor(whole.length * 0.7))));
    await expect(client().searchDestinationRates({ ...destinationReq, cityName: 'Mumbai', countryCode: 'IN' })).rejects.toMatchObject({
      kind: 'malformed',
      endpoint: 'POST /hotels/rates',
    });
    expect(calls('POST', `${API}/hotels/rates`)).toHaveLength(1);
  });

  it("one hotel of the wrong shape in a city's rates makes the whole answer malformed, and the log says which", async () => {
    const many: unknown[] = Array.from({ length: 600 }, (_, i) => ({ ...ratesBody.data[0], hotelId: `lp${i}` }));
    many[555] = { roomTypes: [] };
    on('POST', `${API}/hotels/rates`, json(200, { data: many }));
    const warned: unknown[] = [];
    const log = { warn: (obj: unknown) => void warned.push(obj), error: () => {}, info: () => {} };
    await expect(
      client({ log }).searchDestinationRates({ ...destinationReq, cityName: 'Mumbai', countryCode: 'IN' }),
    ).rejects.toMatchObject({ kind: 'malformed', endpoint: 'POST /hotels/rates' });
    expect(warned).toContainEqual(expect.objectContaining({ issues: expect.stringContaining('data.555.hotelId') }));
    expect(calls('POST', `${API}/hotels/rates`)).toHaveLength(1);
  });

  it('an unknown hotel is null; an unknown booking (code 204, or an empty HTTP 204) is null', async () => {
    on('GET', `${API}/data/hotel`, json(400, { error: { code: 4002, message: 'hotelId is missing or invalid' } }));
    on('GET', `${BOOK}/bookings/NOPE`, json(200, { error: { code: 204, message: 'Booking Id not found' } }));
    on('GET', `${BOOK}/bookings/GONE`, (_r, reply) => reply.code(204).send());
    const c = client();
    expect(await c.getHotel('lpNOPE')).toBeNull();
    expect(await c.getBooking('NOPE')).toBeNull();
    expect(await c.getBooking('GONE')).toBeNull();
  });

  it('a 401 envelope keeps the provider message and does not retry', async () => {
    on('GET', `${API}/data/hotelTypes`, json(401, { error: { code: 401, message: 'Unauthorized' } }));
    const err = await client()
      .hotelTypes()
      .catch((e) => e);
    expect(err).toMatchObject({ kind: 'provider', status: 401, message: 'Unauthorized' });
    expect(err.isRetryable).toBe(false);
    expect(calls('GET', `${API}/data/hotelTypes`)).toHaveLength(1);
  });
});

describe('raw (developer console)', () => {
  it('returns status and parsed body without throwing on HTTP errors, choosing the base by path', async () => {
    on('GET', `${API}/data/countries`, json(200, { data: [{ code: 'IN', name: 'India' }] }));
    on('GET', `${API}/data/cities`, json(400, { error: { code: 4000, message: 'countryCode is required' } }));
    on('GET', `${BOOK}/bookings/BK1`, raw(200, '<html>oops'));
    const c = client();
    expect(await c.raw('GET', '/data/countries')).toEqual({ status: 200, body: { data: [{ code: 'IN', name: 'India' }] } });
    expect(await c.raw('GET', '/data/cities')).toEqual({
      status: 400,
      body: { error: { code: 4000, message: 'countryCode is required' } },
    });
    const nonJson = await c.raw('GET', '/bookings/BK1');
    expect(nonJson.status).toBe(200);
    expect(nonJson.body).toHaveProperty('error');
    await expect(c.raw('GET', '/../etc/passwd')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('createProviderFromConfig', () => {
  it('in sandbox mode talks to /sandbox/liteapi/v3.0 on the app origin with the sandbox key', async () => {
    on('GET', '/sandbox/liteapi/v3.0/data/hotelTypes', json(200, { data: [{ id: 204, name: 'Hotels' }] }));
    on('GET', '/sandbox/liteapi/v3.0/bookings/B1', json(200, { data: { bookingId: 'B1', status: 'CONFIRMED' } }));
    const config = loadConfig({});
    expect(config.sandbox).toBe(true);
    const p = createProviderFromConfig(config, { sandboxOrigin: () => origin });
    expect(await p.hotelTypes()).toEqual([{ id: 204, name: 'Hotels' }]);
    expect(await p.getBooking('B1')).toMatchObject({ bookingId: 'B1' });
    expect(seen.map((s) => s.headers['x-api-key'])).toEqual(['sand_embedded-sandbox', 'sand_embedded-sandbox']);
  });

  it('with a key uses the configured bases; a v2.0 booking base serves booking creation only', async () => {
    on('POST', '/book/v2.0/rates/book', json(200, { data: { bookingId: 'B2', status: 'CONFIRMED' } }));
    on('POST', '/book/v3.0/rates/prebook', json(200, { error: { code: 4040, message: 'outdated offerId' } }));
    on('GET', '/api/v3.0/data/hotelTypes', json(200, { data: [] }));
    const config = loadConfig({
      LITEAPI_KEY: 'prod_abc',
      LITEAPI_BASE_URL: `${origin}/api/v3.0`,
      LITEAPI_BOOK_BASE_URL: `${origin}/book/v2.0`,
    });
    const p = createProviderFromConfig(config, {});
    await p.book({
      prebookId: 'P',
      holder: { firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '+919845012345' },
      guests: [],
      payment: { method: 'ACC_CREDIT_CARD' },
    });
    await expect(p.prebook('O')).rejects.toMatchObject({ code: 4040 });
    await p.hotelTypes();
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /book/v2.0/rates/book',
      'POST /book/v3.0/rates/prebook',
      'GET /api/v3.0/data/hotelTypes',
    ]);
    expect(seen.every((s) => s.headers['x-api-key'] === 'prod_abc')).toBe(true);
  });
});
