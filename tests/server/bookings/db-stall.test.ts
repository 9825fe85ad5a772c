// The booking ledger's PostgreSQL server stalling: it keeps every connection open and accepts new ones,
// but answers nothing (a TCP proxy that stops forwarding without closing). Readiness must turn 503
// within 2 s and booking operations fail within 5 s with SERVICE_UNAVAILABLE and a sentence for the
// traveller; nothing paid is lost, and once the database answers again the booking completes, once.
// The figures (time to 503, time to SERVICE_UNAVAILABLE) are printed for the report.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_UNAVAILABLE_MESSAGE } from '../../../server/graphql/errors.ts';
import { migrate, openDatabase, type Db } from '../../../server/db/index.ts';
import { BookingService } from '../../../server/bookings/service.ts';
import { isDatabaseUnavailable } from '../../../server/lib/db-errors.ts';
import { bookingStore } from '../../../server/sandbox/booking-store.ts';
import { pricedHotelId, startTestApp, type GqlResponse, type TestApp } from '../helpers.ts';
import { FakeProvider, PG_URL, futureDate, prebookInput, recordingLog } from './ledger-fixtures.ts';
import { PgFaultProxy } from './pg-fault-proxy.ts';

const READY_WITHIN_MS = 2000;
const BOOKING_FAILS_WITHIN_MS = 5000;

/** What a traveller's error must never show: where the database is, what it runs on, a stack. */
const INTERNALS = /ECONN|timeout|127\.0\.0\.1|postgres|pglite|sql|stack|DB_TIMEOUT|did not answer/i;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: Math.round(performance.now() - started) };
}

function expectLedgerUnavailable(r: GqlResponse): void {
  expect(r.status).toBe(200);
  // No data: no payment session for a prebook, no booking for a lookup (a nullable root field is null).
  expect(Object.values(r.data ?? {}).every((v) => v === null)).toBe(true);
  expect(r.errors).toHaveLength(1);
  expect(r.errors?.[0]).toMatchObject({ message: LEDGER_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  expect(JSON.stringify(r.errors)).not.toMatch(INTERNALS);
}

describe('the ledger database stalling under the app (PostgreSQL through a proxy that stops forwarding)', () => {
  const dbName = `dbstall_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const proxy = PgFaultProxy.for(PG_URL);
  let t: TestApp;
  let hotelId: string;
  const stay = { checkin: futureDate(25), checkout: futureDate(26) };
  const holder = { firstName: 'Kavya', lastName: 'Iyer', email: 'kavya.iyer@example.in', phone: '9845012345' };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await proxy.start();
    t = await startTestApp({ DATABASE_URL: proxy.url(PG_URL, dbName) });
    hotelId = await pricedHotelId(t.gql, 'Jaipur', stay);
  }, 60_000);
  afterAll(async () => {
    proxy.forward();
    await t?.close();
    await proxy.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  async function prebook(): Promise<GqlResponse> {
    const rates = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId, ...stay },
    });
    expect(rates.errors).toBeUndefined();
    return t.gql(
      `mutation($input: PrebookInput!) {
        prebook(input: $input) { prebookId transactionId secretKey accessToken booking { reference status } }
      }`,
      { input: { offerId: rates.data.hotelRates.rates[0].offerId, hotelId, ...stay, holder, guests: [holder] } },
    );
  }

  const confirm = (p: { prebookId: string; transactionId: string; secretKey: string; accessToken: string }) =>
    t.gql(`mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { reference status booking { providerBookingId } } }`, {
      input: {
        prebookId: p.prebookId,
        transactionId: p.transactionId,
        accessToken: p.accessToken,
        paymentIntent: 'pi_x',
        paymentIntentClientSecret: p.secretKey,
        redirectStatus: 'succeeded',
      },
    });

  /** The payment widget: the card goes to the provider's sandbox, which needs no ledger. */
  async function pay(secretKey: string): Promise<string> {
    const res = await fetch(`${t.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: secretKey, cardNumber: '4242424242424242' }),
    });
    return ((await res.json()) as { status: string }).status;
  }

  it('answers 503 and SERVICE_UNAVAILABLE in time while stalled, and completes the booking paid meanwhile once it answers', async () => {
    const ready = await fetch(`${t.url}/health/ready`);
    expect(ready.status).toBe(200);
    const first = await prebook();
    expect(first.errors).toBeUndefined();
    const p = first.data.prebook as { prebookId: string; transactionId: string; secretKey: string; accessToken: string };
    const reference: string = first.data.prebook.booking.reference;

    proxy.stall();

    // The readiness probe and several travellers at once: the return page, a new prebook, a lookup by
    // reference, "my bookings". Each waits out its own deadline (nothing has failed yet to skip it).
    const [readiness, confirmed, prebooked, lookedUp, mine] = await Promise.all([
      timed(() => fetch(`${t.url}/health/ready`)),
      timed(() => confirm(p)),
      timed(() => prebook()),
      timed(() => t.gql(`query { booking(reference: "${reference}", email: "${holder.email}") { status } }`)),
      timed(() => t.gql(`query($t: [String!]!) { myBookings(accessTokens: $t) { status } }`, { t: [p.accessToken] })),
    ]);
    expect(readiness.value.status).toBe(503);
    expect(await readiness.value.json()).toMatchObject({ status: 'not ready', checks: { database: 'failing' } });
    expect(readiness.ms).toBeLessThan(READY_WITHIN_MS);
    for (const r of [confirmed, prebooked, lookedUp, mine]) {
      expectLedgerUnavailable(r.value);
      expect(r.ms).toBeLessThan(BOOKING_FAILS_WITHIN_MS);
    }
    console.info(
      `[db-stall] PostgreSQL stalled: /health/ready 503 after ${readiness.ms} ms; SERVICE_UNAVAILABLE after ` +
        `confirmBooking ${confirmed.ms} ms, prebook ${prebooked.ms} ms, booking ${lookedUp.ms} ms, myBookings ${mine.ms} ms`,
    );

    // The traveller pays in the widget while the ledger is stalled; the provider holds the payment.
    expect(await pay(p.secretKey)).toBe('succeeded');

    // Still stalled: readiness still answers in time (no pool client is left stuck behind the stall),
    // and so does the traveller coming back from the payment.
    const [readyAgain, confirmAgain] = await Promise.all([timed(() => fetch(`${t.url}/health/ready`)), timed(() => confirm(p))]);
    expect(readyAgain.value.status).toBe(503);
    expect(readyAgain.ms).toBeLessThan(READY_WITHIN_MS);
    expectLedgerUnavailable(confirmAgain.value);
    expect(confirmAgain.ms).toBeLessThan(BOOKING_FAILS_WITHIN_MS);
    console.info(`[db-stall] still stalled: /health/ready 503 after ${readyAgain.ms} ms; confirmBooking after ${confirmAgain.ms} ms`);

    // The network heals: what the stall held back reaches the server, then the dropped sessions end.
    proxy.forward();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (await fetch(`${t.url}/health/ready`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);

    // The traveller retries the return page: the payment made during the stall becomes one booking.
    const retried = await confirm(p);
    expect(retried.errors).toBeUndefined();
    expect(retried.data.confirmBooking).toMatchObject({ reference, status: 'CONFIRMED' });
    expect(bookingStore().findByClientReference(reference)).toHaveLength(1);
    expect(retried.data.confirmBooking.booking.providerBookingId).toBe(bookingStore().findByClientReference(reference)[0].bookingId);
    // The prebook refused during the stall handed out no payment session and left no row behind.
    const { rows } = await t.app.services.db.query<{ n: number }>('SELECT count(*) AS n FROM bookings');
    expect(rows[0].n).toBe(1);
  }, 90_000);
});

describe('the ledger stalling after the provider booked a paid booking (service on PostgreSQL through the proxy)', () => {
  const schema = `ledger_stall_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const proxy = PgFaultProxy.for(PG_URL);
  let db: Db;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await proxy.start();
    db = await openDatabase({ DATABASE_URL: proxy.url(PG_URL), DATA_DIR: '.data' }, undefined, { schema });
    await migrate(db);
  });
  afterAll(async () => {
    proxy.forward();
    await db?.close();
    await proxy.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('fails the confirmation in time, loses nothing, and ends with exactly one provider booking', async () => {
    const provider = new FakeProvider();
    // A lease short enough for the test; it still outlasts the book call.
    const service = new BookingService({ db, provider, config: { sandbox: true }, log: recordingLog(), leaseMs: 1500, waitPollMs: 50 });
    const pre = await service.prebook(prebookInput());
    provider.pay(pre.transactionId);
    const input = { prebookId: pre.prebookId, transactionId: pre.transactionId, redirectStatus: 'succeeded' };

    // The ledger stalls while the provider books: the booking exists there, the ledger cannot record it.
    provider.bookDelayMs = 400;
    const confirming = timed(() =>
      service.confirmBooking(input).then(
        () => null,
        (err: unknown) => err,
      ),
    );
    for (let i = 0; i < 100 && provider.calls.book === 0; i++) await new Promise((r) => setTimeout(r, 10));
    proxy.stall();
    const stalledAt = performance.now();
    const failed = await confirming;
    const failedAfterStall = Math.round(performance.now() - stalledAt);
    expect(isDatabaseUnavailable(failed.value)).toBe(true);
    expect(failedAfterStall).toBeLessThan(BOOKING_FAILS_WITHIN_MS);
    expect(provider.bookings).toHaveLength(1);
    console.info(`[db-stall] confirmation failed ${failedAfterStall} ms after the ledger stalled mid-booking`);

    proxy.forward();
    provider.bookDelayMs = 0;
    // What the readiness probe does: it finds the database back (and ends the fail-fast pause).
    await db.ping();
    // The traveller's retry finds the provider's booking by its clientReference instead of booking again.
    const done = await service.confirmBooking(input);
    expect(done.status).toBe('CONFIRMED');
    expect(provider.bookings).toHaveLength(1);
    expect(done.providerBookingId).toBe(provider.bookings[0].bookingId);
    expect((await service.get(done.reference))?.status).toBe('CONFIRMED');
  }, 60_000);
});

describe('the embedded ledger (PGlite) held up behind a transaction that does not end', () => {
  let t: TestApp;
  let hotelId: string;
  const stay = { checkin: futureDate(27), checkout: futureDate(28) };
  const holder = { firstName: 'Nikhil', lastName: 'Bose', email: 'nikhil.bose@example.in', phone: '9845012346' };

  beforeAll(async () => {
    t = await startTestApp();
    hotelId = await pricedHotelId(t.gql, 'Jaipur', stay);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 and SERVICE_UNAVAILABLE in time while held, and completes the booking paid meanwhile', async () => {
    const offer = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId, ...stay },
    });
    const prebookInput = { offerId: offer.data.hotelRates.rates[0].offerId, hotelId, ...stay, holder, guests: [holder] };
    const PREBOOK = `mutation($input: PrebookInput!) { prebook(input: $input) { prebookId transactionId secretKey booking { reference } } }`;
    const first = await t.gql(PREBOOK, { input: prebookInput });
    expect(first.errors).toBeUndefined();
    const p = first.data.prebook as { prebookId: string; transactionId: string; secretKey: string; booking: { reference: string } };
    const confirm = () =>
      t.gql(`mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { status } }`, {
        input: { prebookId: p.prebookId, transactionId: p.transactionId, redirectStatus: 'succeeded' },
      });

    // Something holds the one embedded connection in a transaction and does not let go.
    let letGo!: () => void;
    const held = t.app.services.db.transaction(() => new Promise<void>((r) => (letGo = r)), { timeoutMs: 60_000 });

    const [readiness, confirmed, prebooked, lookedUp] = await Promise.all([
      timed(() => fetch(`${t.url}/health/ready`)),
      timed(() => confirm()),
      timed(() => t.gql(PREBOOK, { input: prebookInput })),
      timed(() => t.gql(`query { booking(reference: "${p.booking.reference}", email: "${holder.email}") { status } }`)),
    ]);
    expect(readiness.value.status).toBe(503);
    expect(readiness.ms).toBeLessThan(READY_WITHIN_MS);
    for (const r of [confirmed, prebooked, lookedUp]) {
      expectLedgerUnavailable(r.value);
      expect(r.ms).toBeLessThan(BOOKING_FAILS_WITHIN_MS);
    }
    console.info(
      `[db-stall] PGlite held: /health/ready 503 after ${readiness.ms} ms; SERVICE_UNAVAILABLE after ` +
        `confirmBooking ${confirmed.ms} ms, prebook ${prebooked.ms} ms, booking ${lookedUp.ms} ms`,
    );
    const res = await fetch(`${t.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: p.secretKey, cardNumber: '4242424242424242' }),
    });
    expect(((await res.json()) as { status: string }).status).toBe('succeeded');

    letGo();
    await held;
    await t.app.services.db.ping(); // the readiness probe finds it back
    const retried = await confirm();
    expect(retried.errors).toBeUndefined();
    expect(retried.data.confirmBooking.status).toBe('CONFIRMED');
    expect(bookingStore().findByClientReference(p.booking.reference)).toHaveLength(1);
    // Of the two prebooks, only the one recorded before the hold is in the ledger.
    const { rows } = await t.app.services.db.query<{ n: number }>('SELECT count(*) AS n FROM bookings');
    expect(rows[0].n).toBe(1);
  }, 90_000);
});
