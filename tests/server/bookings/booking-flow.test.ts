// The money path through the real app, over real HTTP: GraphQL → booking service → ledger (PGlite, and
// a fresh database on the PostgreSQL server) → provider client → embedded sandbox, with the sandbox's
// payment confirmation standing in for the card widget and its fault hooks breaking the book call.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createProviderFromConfig } from '../../../server/provider/client.ts';
import { bookingStore } from '../../../server/sandbox/booking-store.ts';
import * as repo from '../../../server/bookings/repository.ts';
import type { BookingRecord } from '../../../server/bookings/types.ts';
import { pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { PG_URL, futureDate } from './ledger-fixtures.ts';

// Short enough that a book call held by the "timeoutAfterBooking" fault times out within the test,
// long enough for a loaded CI machine to answer a normal book call.
const BOOK_TIMEOUT_MS = 4000;

const BOOKING_FIELDS = `
  reference providerBookingId hotelConfirmationCode status
  hotel { id name address city country phone checkinTime checkoutTime }
  roomName boardName checkin checkout nights adults children
  holder { firstName lastName email } guests { firstName lastName email remarks }
  price { amount currency } commission { amount currency }
  cancellation { refundable refundableTag freeCancellationUntil penalties { from amount { amount currency } } }
  paymentReference supplierBookingId supplierBookingName createdAt updatedAt confirmedAt`;

const PREBOOK = `mutation($input: PrebookInput!) {
  prebook(input: $input) {
    prebookId transactionId secretKey accessToken priceDifferencePercent cancellationChanged boardChanged
    price { amount currency }
    booking { ${BOOKING_FIELDS} }
  }
}`;
const CONFIRM = `mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { reference status booking { ${BOOKING_FIELDS} } } }`;
const MY_BOOKINGS = `query($t: [String!]!) { myBookings(accessTokens: $t) { reference status } }`;
const LOOKUP = `query($r: ID!, $e: String!) { booking(reference: $r, email: $e) { reference status hotel { name } } }`;

interface Backend {
  name: string;
  /** env for the app, and a cleanup */
  setup(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'PGlite',
    async setup() {
      const dir = await mkdtemp(join(tmpdir(), 'flow-ledger-'));
      return { env: { DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    async setup() {
      // The app migrates the public schema of its database: give it a database of its own.
      const name = `flow_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        async cleanup() {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  },
];

describe.each(backends)('booking flow through the app on $name', (backend) => {
  let t: TestApp;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let offerHotelId: string;

  async function start(): Promise<TestApp> {
    let origin = '';
    const provider = createProviderFromConfig(loadConfig({}), { sandboxOrigin: () => origin, timeouts: { book: BOOK_TIMEOUT_MS } });
    const app = await startTestApp(env, { provider });
    origin = app.url;
    return app;
  }

  beforeAll(async () => {
    ({ env, cleanup } = await backend.setup());
    t = await start();
    offerHotelId = await pricedHotelId(t.gql, 'Mumbai', { checkin: futureDate(20), checkout: futureDate(22) });
  });
  afterAll(async () => {
    await t?.close();
    await cleanup?.();
  });
  beforeEach(() => {
    t.control.clearFaults();
  });

  async function freshOfferId(): Promise<string> {
    const r = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId: offerHotelId, checkin: futureDate(20), checkout: futureDate(22) },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.hotelRates.rates.length).toBeGreaterThan(0);
    return r.data.hotelRates.rates[0].offerId;
  }

  async function prebook(email = 'meera.nair@example.in') {
    const r = await t.gql(PREBOOK, {
      input: {
        offerId: await freshOfferId(),
        hotelId: offerHotelId,
        checkin: futureDate(20),
        checkout: futureDate(22),
        holder: { firstName: 'Meera', lastName: 'Nair', email, phone: '98450 12349' },
        guests: [{ firstName: 'Meera', lastName: 'Nair', email, remarks: 'High floor please' }],
      },
    });
    expect(r.errors).toBeUndefined();
    return r.data.prebook as {
      prebookId: string;
      transactionId: string;
      secretKey: string;
      accessToken: string;
      booking: { reference: string; status: string };
    };
  }

  /** What the payment widget does in the browser: card details go to the sandbox, never to our API. */
  async function pay(secretKey: string, cardNumber = '4242424242424242'): Promise<string> {
    const res = await fetch(`${t.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: secretKey, cardNumber }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { status: string }).status;
  }

  /** The payment return page: the ids from the return address, and this browser's access token unless `anonymous`. */
  const confirm = (
    p: { prebookId: string; transactionId: string; secretKey: string; accessToken: string },
    redirectStatus = 'succeeded',
    { anonymous = false } = {},
  ) =>
    t.gql(CONFIRM, {
      input: {
        prebookId: p.prebookId,
        transactionId: p.transactionId,
        paymentIntent: 'pi_x',
        paymentIntentClientSecret: p.secretKey,
        redirectStatus,
        ...(anonymous ? {} : { accessToken: p.accessToken }),
      },
    });

  const providerBookingsFor = (reference: string) => bookingStore().findByClientReference(reference).length;

  /** Runs reconciliation now (the app's own loop may get there first) until the booking settles. */
  async function reconcileUntilSettled(app: TestApp, reference: string): Promise<BookingRecord> {
    for (let i = 0; i < 100; i++) {
      await app.app.services.db.query('UPDATE bookings SET next_attempt_at = now() WHERE id = $1 AND next_attempt_at > now()', [reference]);
      await app.app.services.bookings.reconcileOnce();
      const row = await app.app.services.bookings.get(reference);
      if (row && row.status !== 'PAID' && row.status !== 'PAYMENT_RECEIVED_UNCONFIRMED') return row;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('booking did not settle');
  }

  it('books end to end: prebook, pay with the test card, confirm; then finds it by token and by reference + e-mail', async () => {
    const p = await prebook();
    expect(p.booking.status).toBe('PENDING_PAYMENT');
    expect(p.booking.reference).toMatch(/^SI/);
    expect(await pay(p.secretKey)).toBe('succeeded');

    const r = await confirm(p);
    expect(r.errors).toBeUndefined();
    const b = r.data.confirmBooking.booking;
    expect(r.data.confirmBooking).toMatchObject({ reference: p.booking.reference, status: 'CONFIRMED' });
    expect(b.status).toBe('CONFIRMED');
    expect(b.reference).toBe(p.booking.reference);
    expect(b.providerBookingId).toBeTruthy();
    expect(b.paymentReference).toBe(p.transactionId);
    expect(b.hotel.name).toBeTruthy();
    expect(b.hotel.address).toBeTruthy();
    expect(b.nights).toBe(2);
    expect(b.guests[0]).toMatchObject({ firstName: 'Meera', remarks: 'High floor please' });
    expect(providerBookingsFor(b.reference)).toBe(1);

    const mine = await t.gql(MY_BOOKINGS, { t: [p.accessToken] });
    expect(mine.data.myBookings).toEqual([{ reference: b.reference, status: 'CONFIRMED' }]);
    const byRef = await t.gql(LOOKUP, { r: b.reference, e: 'MEERA.NAIR@example.in' });
    expect(byRef.data.booking).toMatchObject({ reference: b.reference, status: 'CONFIRMED' });
    const byProviderId = await t.gql(LOOKUP, { r: b.providerBookingId, e: 'meera.nair@example.in' });
    expect(byProviderId.data.booking?.reference).toBe(b.reference);

    // Reloading the confirmation page: same booking, nothing booked again.
    const again = await confirm(p);
    expect(again.data.confirmBooking.booking).toEqual(b);
    expect(providerBookingsFor(b.reference)).toBe(1);
  });

  it('answers 20 concurrent confirmations with one provider book call and 20 identical bookings', async () => {
    const p = await prebook();
    await pay(p.secretKey);
    const before = t.control.callCount('POST /rates/book');
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(p)));
    expect(t.control.callCount('POST /rates/book') - before).toBe(1);
    for (const a of answers) {
      expect(a.errors).toBeUndefined();
      expect(a.data).toEqual(answers[0].data);
    }
    expect(answers[0].data.confirmBooking.status).toBe('CONFIRMED');
    expect(providerBookingsFor(p.booking.reference)).toBe(1);
  });

  it('tells a caller without the access token only the reference and status, and lets it decline nothing', async () => {
    const p = await prebook();
    // A stranger replays the return address with redirect_status=failed: the booking is not failed by it.
    const declined = await confirm(p, 'failed', { anonymous: true });
    expect(declined.errors?.[0]?.extensions?.code).toBe('PAYMENT_FAILED');
    expect((await t.app.services.bookings.get(p.booking.reference))?.status).toBe('PENDING_PAYMENT');

    await pay(p.secretKey);
    const r = await confirm(p, 'succeeded', { anonymous: true });
    expect(r.errors).toBeUndefined();
    expect(r.data.confirmBooking).toEqual({ reference: p.booking.reference, status: 'CONFIRMED', booking: null });
    expect(JSON.stringify(r.data)).not.toMatch(/Meera|Nair|meera\.nair/i);
    expect(providerBookingsFor(p.booking.reference)).toBe(1);

    // A wrong token is no token; the right one gets the whole booking.
    const wrong = await confirm({ ...p, accessToken: randomBytes(32).toString('base64url') });
    expect(wrong.data.confirmBooking.booking).toBeNull();
    const owner = await confirm(p);
    expect(owner.data.confirmBooking.booking).toMatchObject({ reference: p.booking.reference, holder: { firstName: 'Meera' } });
    expect(providerBookingsFor(p.booking.reference)).toBe(1);
  });

  it('surfaces an unpaid transaction as PAYMENT_REQUIRED and leaves the booking unpaid', async () => {
    const p = await prebook();
    const r = await confirm(p);
    expect(r.data).toBeNull();
    expect(r.errors?.[0]).toMatchObject({ message: 'Your payment has not completed yet.', extensions: { code: 'PAYMENT_REQUIRED' } });
    const mine = await t.gql(MY_BOOKINGS, { t: [p.accessToken] });
    expect(mine.data.myBookings[0].status).toBe('PENDING_PAYMENT');
    expect((await t.app.services.bookings.get(p.booking.reference))?.paidAt).toBeNull();
  });

  it('marks a declined card FAILED with "Payment failed. Please try again."', async () => {
    const p = await prebook();
    expect(await pay(p.secretKey, '4000000000000002')).toBe('failed');
    const before = t.control.callCount('POST /rates/book');
    const r = await confirm(p, 'failed');
    expect(r.errors?.[0]).toMatchObject({ message: 'Payment failed. Please try again.', extensions: { code: 'PAYMENT_FAILED' } });
    const mine = await t.gql(MY_BOOKINGS, { t: [p.accessToken] });
    expect(mine.data.myBookings[0].status).toBe('FAILED');
    expect(t.control.callCount('POST /rates/book')).toBe(before);
  });

  it('keeps a paid booking whose book call failed (HTTP 500) as PAYMENT_RECEIVED_UNCONFIRMED; the reconciler confirms it', async () => {
    const p = await prebook();
    await pay(p.secretKey);
    t.control.addFault({ route: 'POST /rates/book', kind: 'http500' });
    const r = await confirm(p);
    expect(r.errors).toBeUndefined();
    expect(r.data.confirmBooking.booking).toMatchObject({
      status: 'PAYMENT_RECEIVED_UNCONFIRMED',
      paymentReference: p.transactionId,
      providerBookingId: null,
    });

    const done = await reconcileUntilSettled(t, p.booking.reference);
    expect(done.status).toBe('CONFIRMED');
    expect(providerBookingsFor(p.booking.reference)).toBe(1);
    const mine = await t.gql(MY_BOOKINGS, { t: [p.accessToken] });
    expect(mine.data.myBookings[0].status).toBe('CONFIRMED');
  });

  it('treats a book call that timed out after the provider booked as unknown, and never books twice', async () => {
    const p = await prebook();
    await pay(p.secretKey);
    t.control.addFault({ route: 'POST /rates/book', kind: 'timeoutAfterBooking' });
    const before = t.control.callCount('POST /rates/book');
    const r = await confirm(p);
    expect(r.errors).toBeUndefined();
    expect(r.data.confirmBooking.status).toBe('PAYMENT_RECEIVED_UNCONFIRMED');
    expect(providerBookingsFor(p.booking.reference)).toBe(1);

    const done = await reconcileUntilSettled(t, p.booking.reference);
    expect(done.status).toBe('CONFIRMED');
    expect(done.providerBookingId).toBe(bookingStore().findByClientReference(p.booking.reference)[0].bookingId);
    // Found by clientReference: no second book call, one booking at the provider.
    expect(t.control.callCount('POST /rates/book') - before).toBe(1);
    expect(providerBookingsFor(p.booking.reference)).toBe(1);
  });

  it('marks NEEDS_REFUND after the last retry fails', async () => {
    const p = await prebook();
    await pay(p.secretKey);
    t.control.addFault({ route: 'POST /rates/book', kind: 'error2013', times: 20 });
    const r = await confirm(p);
    expect(r.data.confirmBooking.status).toBe('PAYMENT_RECEIVED_UNCONFIRMED');
    const done = await reconcileUntilSettled(t, p.booking.reference);
    expect(done.status).toBe('NEEDS_REFUND');
    expect(done.attempts).toBe(6);
    expect(providerBookingsFor(p.booking.reference)).toBe(0);
    t.control.clearFaults();
  });

  it('gives a wrong e-mail and a wrong reference the same empty answer, and tokens list only their own bookings', async () => {
    const mine = await prebook('tara.sen@example.in');
    const theirs = await prebook('vikram.das@example.in');
    const wrongEmail = await t.gql(LOOKUP, { r: mine.booking.reference, e: 'vikram.das@example.in' });
    const wrongRef = await t.gql(LOOKUP, { r: 'SI0000000000', e: 'tara.sen@example.in' });
    expect(wrongEmail).toEqual(wrongRef);
    expect(wrongEmail.data.booking).toBeNull();
    expect(wrongEmail.errors).toBeUndefined();

    const list = await t.gql(MY_BOOKINGS, { t: [mine.accessToken, randomBytes(32).toString('base64url')] });
    expect(list.data.myBookings.map((b: { reference: string }) => b.reference)).toEqual([mine.booking.reference]);
    const other = await t.gql(MY_BOOKINGS, { t: [theirs.accessToken] });
    expect(other.data.myBookings.map((b: { reference: string }) => b.reference)).toEqual([theirs.booking.reference]);
  });

  it('finishes, after a restart, a booking whose process died between payment and book', async () => {
    const p = await prebook();
    await pay(p.secretKey);
    // The first process claimed the booking (PAID, leased) and died before its book call.
    await repo.claimForPayment(t.app.services.db, p.booking.reference, 'process-that-died', 60_000, {});
    await t.app.services.db.query(`UPDATE bookings SET lease_until = now() - interval '1 second' WHERE id = $1`, [p.booking.reference]);
    expect((await t.app.services.bookings.get(p.booking.reference))?.status).toBe('PAID');
    await t.close();

    // A new process on the same ledger: its reconciler runs at start.
    t = await start();
    let row = await t.app.services.bookings.get(p.booking.reference);
    for (let i = 0; i < 100 && row?.status !== 'CONFIRMED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await t.app.services.bookings.get(p.booking.reference);
    }
    expect(row?.status).toBe('CONFIRMED');
    expect(providerBookingsFor(p.booking.reference)).toBe(1);
    const again = await confirm(p);
    expect(again.data.confirmBooking.status).toBe('CONFIRMED');
  });

  it('gives the payment widget the sandbox script and test card on the embedded default', async () => {
    const r = await t.gql(`query { paymentWidget { scriptUrl publicKey businessName sandbox testCardNumber } }`);
    expect(r.data.paymentWidget).toEqual({
      scriptUrl: '/sandbox/payment/liteAPIPayment.js',
      publicKey: 'sandbox',
      businessName: 'StayIndia',
      sandbox: true,
      testCardNumber: '4242 4242 4242 4242',
    });
  });
});
