// Provider faults through the real app over real HTTP, with the embedded sandbox breaking its own
// answers (500 bursts, 429 with Retry-After, unreadable JSON, reset connections, slow answers): travellers
// get stale pages or a clear UPSTREAM_UNAVAILABLE sentence, never an HTTP 500; the circuit breaker stops
// calling a provider that keeps failing, lets one trial call through after its cool-down, and never
// stands between a paid booking and the provider.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createProviderFromConfig, LiteApiClient } from '../../../server/provider/client.ts';
import { BREAKER_OPEN_MESSAGE } from '../../../server/provider/breaker.ts';
import { ProviderError } from '../../../server/provider/errors.ts';
import type { AppOverrides } from '../../../server/app.ts';
import { pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { futureDate } from '../bookings/ledger-fixtures.ts';

const SEARCH = `query($d: String!) { searchHotels(input: { destination: $d }) { total stale hotels { id name } } }`;
/** The same search on a fixed stay: the default stay moves with the clock, and this file's clock jumps (past India's midnight too). */
const DATED_SEARCH = `query($d: String!, $ci: Date, $co: Date) { searchHotels(input: { destination: $d, checkin: $ci, checkout: $co }) { total stale hotels { id name } } }`;
const stay = (d: string) => ({ d, ci: futureDate(20), co: futureDate(22) });
const HOTEL = `query($id: ID!) { hotel(id: $id) { id name } }`;
const RATES = `query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`;
const ratesInput = (hotelId: string, from = 20) => ({ input: { hotelId, checkin: futureDate(from), checkout: futureDate(from + 2) } });

/** Starts the app with its own provider client, tuned by `opts` (breaker, retries, timeouts). */
async function startWithProvider(
  opts: Parameters<typeof createProviderFromConfig>[1],
  overrides: AppOverrides = {},
): Promise<TestApp & { provider: LiteApiClient }> {
  let origin = '';
  const provider = createProviderFromConfig(loadConfig({}), { ...opts, sandboxOrigin: () => origin });
  const t = await startTestApp({}, { ...overrides, provider });
  origin = t.url;
  return Object.assign(t, { provider });
}

function expectUnavailable(r: { status: number; errors?: Array<{ message: string; extensions?: { code?: string } }> }) {
  expect(r.status).toBe(200);
  expect(r.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  const message = r.errors![0].message;
  // a sentence for a traveller: no status dumps, stacks, URLs or keys
  expect(message).toMatch(/^[A-Z][^{}<>]*$/);
  expect(message).not.toMatch(/sandbox|http:\/\/|X-API-Key|Error:|at /);
  return message;
}

describe('stale data while the provider is down', () => {
  let t: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    t = await startTestApp(
      {},
      {
        now: () => clock,
        hotelCacheTtls: { list: { ttlMs: 1000, staleMs: 2000 }, detail: { ttlMs: 1000, staleMs: 2000 } },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps search and hotel pages working from the cache, marked stale, while every provider call fails', async () => {
    const warm = await t.gql(DATED_SEARCH, stay('Udaipur'));
    expect(warm.errors).toBeUndefined();
    expect(warm.data.searchHotels.stale).toBe(false);
    const id = warm.data.searchHotels.hotels[0].id as string;
    const page = await t.gql(HOTEL, { id });
    expect(page.data.hotel.name).toBeTruthy();

    // Past the stale window too: the cache must load, the load fails, and the old copy is served.
    clock += 10 * 60_000;
    t.control.addFault({ route: 'GET /data/hotels', kind: 'http500', times: 100 });
    t.control.addFault({ route: 'GET /data/hotel', kind: 'http500', times: 100 });
    t.control.resetCounts();

    const stale = await t.gql(DATED_SEARCH, stay('Udaipur'));
    expect(stale.status).toBe(200);
    expect(stale.errors).toBeUndefined();
    expect(stale.data.searchHotels.stale).toBe(true);
    expect(stale.data.searchHotels.hotels).toEqual(warm.data.searchHotels.hotels);
    const stalePage = await t.gql(HOTEL, { id });
    expect(stalePage.errors).toBeUndefined();
    expect(stalePage.data.hotel).toEqual(page.data.hotel);
    // it did try the provider: the stale copy is a fallback, not a shortcut
    expect(t.control.callCount('GET /data/hotels')).toBeGreaterThan(0);
    expect(t.control.callCount('GET /data/hotel')).toBeGreaterThan(0);

    // A city never seen has nothing to fall back on: a clear error, not a 500.
    expectUnavailable(await t.gql(DATED_SEARCH, stay('Shimla')));
    t.control.clearFaults();
  });
});

describe('the circuit breaker with the default settings', () => {
  let t: TestApp;
  let hotelId: string;

  beforeAll(async () => {
    t = await startTestApp();
    hotelId = (await t.gql(SEARCH, { d: 'Mumbai' })).data.searchHotels.hotels[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops calling the provider during a burst of 500s, answering at once with a clear message', async () => {
    t.control.resetCounts();
    t.control.addFault({ route: 'GET /data/hotels', kind: 'http500', times: 1000 });
    const answers = [];
    const durations: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      answers.push(await t.gql(SEARCH, { d: 'Nashik' }));
      durations.push(Date.now() - started);
    }
    const calls = t.control.callCount('GET /data/hotels');
    const messages = answers.map(expectUnavailable);
    // 5 failed searches (each with its 2 retries) open the circuit; the other 15 never reach the provider.
    expect(calls).toBe(15);
    expect(messages.slice(0, 5).every((m) => m !== BREAKER_OPEN_MESSAGE)).toBe(true);
    expect(messages.slice(5)).toEqual(Array(15).fill(BREAKER_OPEN_MESSAGE));
    expect(Math.max(...durations.slice(5))).toBeLessThan(500);
    console.info(
      `[faults] 20 searches during a 500 burst: ${calls} provider calls; 15 answered by the open circuit in ≤ ${Math.max(...durations.slice(5))} ms`,
    );

    // Only the data group is open: rates still reach the provider.
    const ratesBefore = t.control.callCount('POST /hotels/rates');
    const rates = await t.gql(RATES, ratesInput(hotelId));
    expect(rates.errors).toBeUndefined();
    expect(t.control.callCount('POST /hotels/rates')).toBe(ratesBefore + 1);

    const metrics = await (await fetch(`${t.url}/metrics`)).text();
    expect(metrics).toContain('provider_calls_total{endpoint="GET /data/hotels",outcome="circuit_open"} 15');
    expect(metrics).toContain('provider_circuit_state{group="data"} 1');
    expect(metrics).toContain('provider_circuit_state{group="rates"} 0');
    expect((await fetch(`${t.url}/health/live`)).status).toBe(200);
    t.control.clearFaults();
  });
});

describe('the circuit breaker, tuned short', () => {
  let t: TestApp & { provider: LiteApiClient };
  let hotelId: string;

  beforeAll(async () => {
    t = await startWithProvider({
      breakers: { threshold: 3, halfOpenAfterMs: 400 },
      retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
      timeouts: { rates: 400 },
    });
    const found = await t.gql(SEARCH, { d: 'Mumbai' });
    hotelId = found.data.searchHotels.hotels[0].id;
    // The search prices the whole city with destination rates calls, which outlast this client's 400 ms
    // deadline: they count against the rates circuit. Start the tests from a closed circuit with no failures:
    // after the cool-down, one hotel's rates (quick) succeed as the trial call.
    await new Promise((r) => setTimeout(r, 450));
    expect((await t.gql(RATES, ratesInput(hotelId, 30))).errors).toBeUndefined();
    expect(t.provider.breakers.state('rates')).toBe('closed');
  });
  afterAll(async () => {
    // After the timeout test a socket that never carried a request (0 bytes read) stays open, and Node's
    // server.close() waits for it until headersTimeout (60 s). It is the sandbox's client-side abort
    // leaving a spare connection, not a request in flight; drop it after a grace period.
    const closing = t?.close();
    const grace = setTimeout(() => t.app.server.closeAllConnections(), 2000);
    await closing;
    clearTimeout(grace);
  });
  beforeEach(() => {
    t.control.clearFaults();
    t.control.routeLatencyMs.clear();
  });

  it('lets one trial call through after the cool-down and closes again when it succeeds', async () => {
    t.control.addFault({ route: 'POST /hotels/rates', kind: 'connectionReset', times: 9 });
    t.control.resetCounts();
    for (let i = 0; i < 3; i++)
      expect(expectUnavailable(await t.gql(RATES, ratesInput(hotelId, 40 + i)))).toBe(
        'The hotel provider could not be reached. Please try again.',
      );
    expect(t.control.callCount('POST /hotels/rates')).toBe(9);
    expect(t.provider.breakers.state('rates')).toBe('open');
    expect(expectUnavailable(await t.gql(RATES, ratesInput(hotelId, 50)))).toBe(BREAKER_OPEN_MESSAGE);
    expect(t.control.callCount('POST /hotels/rates')).toBe(9);

    await new Promise((r) => setTimeout(r, 450));
    const recovered = await t.gql(RATES, ratesInput(hotelId, 51));
    expect(recovered.errors).toBeUndefined();
    expect(recovered.data.hotelRates.rates.length).toBeGreaterThan(0);
    expect(t.control.callCount('POST /hotels/rates')).toBe(10);
    expect(t.provider.breakers.state('rates')).toBe('closed');
  });

  it('opens again when the trial call fails', async () => {
    t.control.addFault({ route: 'POST /hotels/rates', kind: 'http500', times: 12 });
    for (let i = 0; i < 3; i++) expectUnavailable(await t.gql(RATES, ratesInput(hotelId, 60 + i)));
    expect(t.provider.breakers.state('rates')).toBe('open');
    await new Promise((r) => setTimeout(r, 450));
    t.control.resetCounts();
    expectUnavailable(await t.gql(RATES, ratesInput(hotelId, 70)));
    expect(t.control.callCount('POST /hotels/rates')).toBe(3); // the trial call with its retries
    expect(t.provider.breakers.state('rates')).toBe('open');
    expect(expectUnavailable(await t.gql(RATES, ratesInput(hotelId, 71)))).toBe(BREAKER_OPEN_MESSAGE);
    expect(t.control.callCount('POST /hotels/rates')).toBe(3);
    t.control.clearFaults();
    await new Promise((r) => setTimeout(r, 450));
    expect((await t.gql(RATES, ratesInput(hotelId, 72))).errors).toBeUndefined();
  });

  it('answers a provider slower than the deadline with a timeout message, and many of them open the circuit', async () => {
    t.control.routeLatencyMs.set('POST /hotels/rates', 1500);
    try {
      const started = Date.now();
      const first = await t.gql(RATES, ratesInput(hotelId, 80));
      expect(expectUnavailable(first)).toBe('The hotel provider did not answer in time. Please try again.');
      // timeouts are not retried: the provider already spent its budget
      expect(Date.now() - started).toBeLessThan(1400);
      await t.gql(RATES, ratesInput(hotelId, 81));
      await t.gql(RATES, ratesInput(hotelId, 82));
      expect(t.provider.breakers.state('rates')).toBe('open');
    } finally {
      t.control.routeLatencyMs.delete('POST /hotels/rates');
    }
    await new Promise((r) => setTimeout(r, 450));
    expect((await t.gql(RATES, ratesInput(hotelId, 83))).errors).toBeUndefined();
  });

  it('does not count refusals of the request (4xx, 429, unreadable answers) as an outage', async () => {
    t.control.addFault({ route: 'POST /hotels/rates', kind: 'malformedJson', times: 5 });
    for (let i = 0; i < 5; i++) {
      expect(expectUnavailable(await t.gql(RATES, ratesInput(hotelId, 90 + i)))).toBe(
        'The hotel provider is not answering right now. Please try again in a moment.',
      );
    }
    expect(t.provider.breakers.state('rates')).toBe('closed');

    // 429 with Retry-After: 1 is waited for and retried; a lasting 429 is answered, not tripped over.
    t.control.resetCounts();
    t.control.addFault({ route: 'POST /hotels/rates', kind: 'http429', times: 1 });
    const started = Date.now();
    const waited = await t.gql(RATES, ratesInput(hotelId, 100));
    expect(waited.errors).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(t.control.callCount('POST /hotels/rates')).toBe(2);
    t.control.addFault({ route: 'POST /hotels/rates', kind: 'http429', times: 9 });
    for (let i = 0; i < 3; i++) expectUnavailable(await t.gql(RATES, ratesInput(hotelId, 101 + i)));
    expect(t.provider.breakers.state('rates')).toBe('closed');
    t.control.clearFaults();
  }, 30_000);

  it('rides out a short burst of 500s and resets within the retries', async () => {
    t.control.resetCounts();
    t.control.addFault({ route: 'POST /hotels/rates', kind: 'http500', times: 2 });
    const r = await t.gql(RATES, ratesInput(hotelId, 110));
    expect(r.errors).toBeUndefined();
    t.control.addFault({ route: 'GET /data/hotel', kind: 'connectionReset', times: 1 });
    const page = await t.gql(HOTEL, { id: hotelId });
    expect(page.errors).toBeUndefined();
    expect(t.control.callCount('POST /hotels/rates')).toBe(3);
    expect(t.control.callCount('GET /data/hotel')).toBeGreaterThanOrEqual(2);
  });
});

describe('the booking circuit and a paid booking', () => {
  let t: TestApp & { provider: LiteApiClient };
  let hotelId: string;

  beforeAll(async () => {
    t = await startWithProvider({ breakers: { threshold: 2, halfOpenAfterMs: 60_000 }, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
    hotelId = await pricedHotelId(t.gql, 'Goa', { checkin: futureDate(25), checkout: futureDate(27) });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function prebook() {
    const rates = await t.gql(RATES, ratesInput(hotelId, 25));
    const holder = { firstName: 'Kiran', lastName: 'Iyer', email: 'kiran.iyer@example.in', phone: '+919845012345' };
    return t.gql(
      `mutation($input: PrebookInput!) { prebook(input: $input) { prebookId transactionId secretKey accessToken booking { reference status } } }`,
      {
        input: {
          offerId: rates.data.hotelRates.rates[0].offerId,
          hotelId,
          checkin: futureDate(25),
          checkout: futureDate(27),
          holder,
          guests: [holder],
        },
      },
    );
  }

  it('refuses new prebooks while the booking circuit is open, yet still books (or keeps) a paid one', async () => {
    const paid = await prebook();
    expect(paid.errors).toBeUndefined();
    const p = paid.data.prebook;
    const pay = await fetch(`${t.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: p.secretKey, cardNumber: '4242424242424242' }),
    });
    expect(pay.status).toBe(200);

    // Two failed prebooks open the booking circuit (prebook is never retried).
    t.control.addFault({ route: 'POST /rates/prebook', kind: 'http500', times: 2 });
    for (let i = 0; i < 2; i++) expectUnavailable(await prebook());
    expect(t.provider.breakers.state('booking')).toBe('open');
    t.control.resetCounts();
    const refused = await prebook();
    expect(expectUnavailable(refused)).toBe(BREAKER_OPEN_MESSAGE);
    expect(refused.data).toBeNull(); // no payment session handed out: nothing can be charged
    expect(t.control.callCount('POST /rates/prebook')).toBe(0);

    // The paid booking's book call fails: it is kept as PAYMENT_RECEIVED_UNCONFIRMED, not dropped.
    t.control.addFault({ route: 'POST /rates/book', kind: 'http500', times: 1 });
    const confirm = () =>
      t.gql(`mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { reference status booking { paymentReference } } }`, {
        input: {
          prebookId: p.prebookId,
          transactionId: p.transactionId,
          paymentIntent: 'pi_x',
          paymentIntentClientSecret: p.secretKey,
          redirectStatus: 'succeeded',
          accessToken: p.accessToken,
        },
      });
    const first = await confirm();
    expect(first.errors).toBeUndefined();
    expect(first.data.confirmBooking).toMatchObject({
      status: 'PAYMENT_RECEIVED_UNCONFIRMED',
      booking: { paymentReference: p.transactionId },
    });
    expect(t.control.callCount('POST /rates/book')).toBe(1);
    expect(t.provider.breakers.state('booking')).toBe('open');

    // The reconciler still reaches the provider through the open circuit and confirms it.
    const reference = p.booking.reference as string;
    let status = '';
    for (let i = 0; i < 50 && status !== 'CONFIRMED'; i++) {
      await t.app.services.db.query('UPDATE bookings SET next_attempt_at = now() WHERE id = $1 AND next_attempt_at > now()', [reference]);
      await t.app.services.bookings.reconcileOnce();
      status = (await t.app.services.bookings.get(reference))?.status ?? '';
      if (status !== 'CONFIRMED') await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('CONFIRMED');
    expect(t.control.callCount('POST /rates/book')).toBe(2);
  });
});

describe('LiteApiClient breakers without the app', () => {
  it('never opens on 4xx answers such as invalid input', async () => {
    let calls = 0;
    const fetch400: typeof fetch = async () => {
      calls++;
      return new Response(JSON.stringify({ error: { code: 4000, message: 'invalid request' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    };
    const c = new LiteApiClient({
      apiKey: 'k',
      baseUrl: 'http://provider.test/v3.0',
      bookBaseUrl: 'http://provider.test/v3.0',
      fetch: fetch400,
      breakers: { threshold: 2 },
    });
    for (let i = 0; i < 6; i++) {
      const err = await c.listHotels({ cityName: 'Pune' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect((err as ProviderError).message).toBe('invalid request');
    }
    expect(calls).toBe(6);
    expect(c.breakers.state('data')).toBe('closed');
  });
});
