// The scale-out proof: two app instances (A and B) on different ports sharing one PostgreSQL database, one
// Redis (a key prefix of this run's own) and one sandbox. The sandbox is served by a third app (S) that both
// reach through SANDBOX_URL, so that killing A leaves the "provider" running, as it would in production.
// Shown over real HTTP: bookings made on A are found on B; 20 concurrent confirmations split across A and B
// make one provider booking; hotel lists and city lookups cached by A serve B; the cities budget is one
// budget; B finishes a booking A died holding; rate limits count across instances.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../../server/bookings/repository.ts';
import { filterBuiltin } from '../../../server/cities/builtin.ts';
import { pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { PG_URL, futureDate } from '../bookings/ledger-fixtures.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const BOOKING_FIELDS = 'reference status providerBookingId holder { email } hotel { name }';
const PREBOOK = `mutation($input: PrebookInput!) { prebook(input: $input) { prebookId transactionId secretKey accessToken booking { reference status } } }`;
const CONFIRM = `mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { booking { ${BOOKING_FIELDS} } } }`;
const LOOKUP = `query($r: ID!, $e: String!) { booking(reference: $r, email: $e) { ${BOOKING_FIELDS} } }`;
const MY_BOOKINGS = `query($t: [String!]!) { myBookings(accessTokens: $t) { reference status } }`;
const SEARCH = `query($d: String!) { searchHotels(input: { destination: $d }) { total hotels { id name priceFrom { amount } } } }`;
const CITIES = `query($q: String!) { cities(query: $q) { name region } }`;

interface Prebooked {
  prebookId: string;
  transactionId: string;
  secretKey: string;
  accessToken: string;
  booking: { reference: string; status: string };
}

describe('two instances sharing PostgreSQL, Redis and one sandbox', () => {
  let S: TestApp;
  let A: TestApp;
  let B: TestApp;
  let admin: pg.Client;
  let redis: Redis;
  const dbName = `scale_${randomBytes(6).toString('hex')}`;
  const prefix = `scale-test:${randomBytes(6).toString('hex')}:`;
  let hotelId = '';
  let aClosed = false;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(PG_URL);
    dbUrl.pathname = `/${dbName}`;
    redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();

    S = await startTestApp({});
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SANDBOX_URL: S.url,
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_GRAPHQL_MAX: '10000',
      RATE_LIMIT_LOOKUP_MAX: '1000',
      RATE_LIMIT_LOOKUP_REF_MAX: '4',
      RATE_LIMIT_BOOKING_MAX: '1000',
      RATE_LIMIT_CONFIRM_REF_MAX: '20',
    };
    // Started together on an empty database: the migrations run once, under their advisory lock.
    [A, B] = await Promise.all([startTestApp(env), startTestApp(env)]);

    hotelId = await pricedHotelId(A.gql, 'Mumbai', { checkin: futureDate(25), checkout: futureDate(27) });
  }, 120_000);

  afterAll(async () => {
    if (!aClosed) await A?.close();
    await B?.close();
    await S?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  async function prebookOn(t: TestApp, email: string): Promise<Prebooked> {
    const rates = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId, checkin: futureDate(25), checkout: futureDate(27) },
    });
    expect(rates.errors).toBeUndefined();
    const r = await t.gql(PREBOOK, {
      input: {
        offerId: rates.data.hotelRates.rates[0].offerId,
        hotelId,
        checkin: futureDate(25),
        checkout: futureDate(27),
        holder: { firstName: 'Kavya', lastName: 'Iyer', email, phone: '9845012345' },
        guests: [{ firstName: 'Kavya', lastName: 'Iyer', email }],
      },
    });
    expect(r.errors).toBeUndefined();
    return r.data.prebook;
  }

  /** The payment widget's part, against the one shared sandbox. */
  async function pay(secretKey: string) {
    const res = await fetch(`${S.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: secretKey, cardNumber: '4242424242424242' }),
    });
    expect(res.status).toBe(200);
  }

  const confirm = (t: TestApp, p: Prebooked) =>
    t.gql(CONFIRM, {
      input: {
        prebookId: p.prebookId,
        transactionId: p.transactionId,
        paymentIntent: 'pi_x',
        paymentIntentClientSecret: p.secretKey,
        redirectStatus: 'succeeded',
        accessToken: p.accessToken,
      },
    });

  it('runs both instances on the other app’s sandbox, not one of their own', async () => {
    expect(A.app.sandboxControl).toBeUndefined();
    expect(B.app.sandboxControl).toBeUndefined();
    expect((await fetch(`${A.url}/sandbox/_control/calls`)).status).toBe(404);
    expect(S.control.callCount('GET /data/hotels')).toBeGreaterThan(0);
  });

  it('finds a booking made through A through B, by reference and e-mail and by access token', async () => {
    const p = await prebookOn(A, 'kavya.iyer@example.in');
    await pay(p.secretKey);
    const done = await confirm(A, p);
    expect(done.errors).toBeUndefined();
    expect(done.data.confirmBooking.booking.status).toBe('CONFIRMED');

    const byRef = await B.gql(LOOKUP, { r: p.booking.reference, e: 'KAVYA.IYER@example.in' });
    expect(byRef.errors).toBeUndefined();
    expect(byRef.data.booking).toMatchObject({ reference: p.booking.reference, status: 'CONFIRMED' });
    const mine = await B.gql(MY_BOOKINGS, { t: [p.accessToken] });
    expect(mine.data.myBookings).toEqual([{ reference: p.booking.reference, status: 'CONFIRMED' }]);
  });

  it('makes one provider booking for 20 concurrent confirmations split across A and B', async () => {
    const p = await prebookOn(B, 'rohan.das@example.in');
    await pay(p.secretKey);
    const before = S.control.callCount('POST /rates/book');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => confirm(i % 2 ? A : B, p)));
    expect(S.control.callCount('POST /rates/book') - before).toBe(1);
    for (const a of answers) {
      expect(a.errors).toBeUndefined();
      expect(a.data.confirmBooking).toEqual(answers[0].data.confirmBooking);
    }
    expect(answers[0].data.confirmBooking.booking).toMatchObject({ reference: p.booking.reference, status: 'CONFIRMED' });
  }, 60_000);

  it('serves B a city’s hotel search cached by A without a provider call, and single-flights misses across instances', async () => {
    const first = await A.gql(SEARCH, { d: 'Jaipur' });
    expect(first.errors).toBeUndefined();
    const lists = S.control.callCount('GET /data/hotels');
    const second = await B.gql(SEARCH, { d: 'jaipur' });
    expect(second.errors).toBeUndefined();
    expect(S.control.callCount('GET /data/hotels')).toBe(lists);
    expect(second.data.searchHotels.hotels.map((h: { id: string }) => h.id)).toEqual(
      first.data.searchHotels.hotels.map((h: { id: string }) => h.id),
    );

    // A burst of identical misses on both instances at once: one hotel-list call in all.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? A : B).gql(SEARCH, { d: 'Udaipur' })));
    for (const r of burst) expect(r.errors).toBeUndefined();
    expect(S.control.callCount('GET /data/hotels') - lists).toBe(1);
  });

  it('shares the cities budget and cache: 10 lookups on A, then B answers a cached one free and the 11th from the built-in list', async () => {
    const queries = ['Pune', 'Nagpur', 'Nashik', 'Surat', 'Indore', 'Bhopal', 'Lucknow', 'Kanpur', 'Patna', 'Ranchi'];
    const before = S.control.callCount('GET /v1/geo/cities');
    for (const q of queries) {
      const r = await A.gql(CITIES, { q });
      expect(r.errors).toBeUndefined();
      expect(r.data.cities.length).toBeGreaterThan(0);
    }
    expect(S.control.callCount('GET /v1/geo/cities') - before).toBe(10);

    // Cached by A: B answers it without GeoDB.
    const onA = await A.gql(CITIES, { q: 'Pune' });
    const cached = await B.gql(CITIES, { q: 'pune' });
    expect(cached.data.cities).toEqual(onA.data.cities);

    // The 11th call of the minute, on the other instance: the budget is spent, the built-in list answers.
    const eleventh = await B.gql(CITIES, { q: 'Mysuru' });
    expect(eleventh.errors).toBeUndefined();
    expect(S.control.callCount('GET /v1/geo/cities') - before).toBe(10);
    const builtin = filterBuiltin('Mysuru', 10).map((c) => ({ name: c.name, region: c.region }));
    expect(builtin.length).toBeGreaterThan(0);
    expect(eleventh.data.cities).toEqual(builtin);
  });

  it('counts rate limits across both instances', async () => {
    const ref = `SI${randomBytes(4).toString('hex').toUpperCase()}`;
    const look = (t: TestApp) => t.gql(LOOKUP, { r: ref, e: 'nobody@example.in' });
    for (const t of [A, B, A, B]) expect((await look(t)).status).toBe(200);
    const fifthOnA = await look(A);
    expect(fifthOnA.status).toBe(429);
    expect(fifthOnA.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await look(B)).status).toBe(429);
  });

  it('lets B complete a booking that A was confirming when it died', async () => {
    const p = await prebookOn(A, 'farah.khan@example.in');
    await pay(p.secretKey);
    const reference = p.booking.reference;
    // What A's confirmBooking does before it calls the provider: take the PAID lease (short, here). Then A dies.
    const claimed = await repo.claimForPayment(A.app.services.db, reference, 'instance-A', 1500, { redirectStatus: 'succeeded' });
    expect(claimed?.status).toBe('PAID');
    await A.close();
    aClosed = true;

    const books = S.control.callCount('POST /rates/book');
    // While A's lease lives, B leaves the row alone.
    await B.app.services.bookings.reconcileOnce();
    expect((await B.app.services.bookings.get(reference))?.status).toBe('PAID');
    expect(S.control.callCount('POST /rates/book')).toBe(books);

    await new Promise((r) => setTimeout(r, 1700));
    let status = '';
    for (let i = 0; i < 50 && status !== 'CONFIRMED'; i++) {
      await B.app.services.bookings.reconcileOnce();
      status = (await B.app.services.bookings.get(reference))?.status ?? '';
      if (status !== 'CONFIRMED') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('CONFIRMED');
    expect(S.control.callCount('POST /rates/book') - books).toBe(1);
    const found = await B.gql(LOOKUP, { r: reference, e: 'farah.khan@example.in' });
    expect(found.data.booking).toMatchObject({ reference, status: 'CONFIRMED' });
  }, 60_000);
});
