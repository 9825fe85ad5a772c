// Managing a booking through the real app over GraphQL (issue 16 §1, §2): the quote, the cancellation against the
// embedded sandbox (its policy tiers and fault switch), the name correction, the Booking fields that describe them
// (cancellationResult, timeline, cancellable, amendable), and the access rule: a wrong token answers exactly like
// an unknown reference. The ledger-level matrix on both databases is in ledger-cancel.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createProviderFromConfig } from '../../../server/provider/client.ts';
import { bookingStore } from '../../../server/sandbox/booking-store.ts';
import { pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { futureDate } from './ledger-fixtures.ts';

const MANAGED = `reference status price { amount currency }
  holder { firstName lastName } guests { firstName lastName }
  cancellationResult { outcome refund { amount currency } penalty { amount currency } cancelledAt }
  timeline { kind status at description } cancellable amendable`;
const QUOTE = `query($r: ID!, $t: String!) {
  cancellationQuote(reference: $r, accessToken: $t) {
    reference cancellable reason free paid { amount currency } refund { amount currency } penalty { amount currency }
    deadline deadlineIst next { from fromIst refund { amount } penalty { amount } }
  }
}`;
const CANCEL = `mutation($r: ID!, $t: String!) { cancelBooking(reference: $r, accessToken: $t) { ${MANAGED} } }`;
const AMEND = `mutation($input: AmendGuestNameInput!) { amendGuestName(input: $input) { ${MANAGED} } }`;
const MY_BOOKINGS = `query($t: [String!]!) { myBookings(accessTokens: $t) { ${MANAGED} } }`;

describe('managing a booking over GraphQL', () => {
  let t: TestApp;
  let hotelId: string;

  beforeAll(async () => {
    let origin = '';
    // A cancel held by the "timeoutAfterCancel" fault gives up after 2 s.
    const provider = createProviderFromConfig(loadConfig({}), { sandboxOrigin: () => origin, timeouts: { book: 4000, bookings: 2000 } });
    t = await startTestApp({}, { provider });
    origin = t.url;
    hotelId = await pricedHotelId(t.gql, 'Mumbai', { checkin: futureDate(20), checkout: futureDate(22) });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.control.clearFaults();
  });

  /** prebook, pay with the sandbox's test card, confirm: a CONFIRMED booking and its access token */
  async function booked(refundable = true): Promise<{ reference: string; token: string; price: number }> {
    const rates = await t.gql(
      `query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId cancellation { refundable freeCancellationUntil } } } }`,
      { input: { hotelId, checkin: futureDate(20), checkout: futureDate(22) } },
    );
    const rate = (rates.data.hotelRates.rates as Array<{ offerId: string; cancellation: { refundable: boolean } }>).find(
      (x) => x.cancellation.refundable === refundable,
    );
    expect(rate, `a ${refundable ? 'refundable' : 'non-refundable'} rate`).toBeDefined();
    const offerId = rate!.offerId;
    const email = 'meera.nair@example.in';
    const pre = await t.gql(
      `mutation($input: PrebookInput!) { prebook(input: $input) { prebookId transactionId secretKey accessToken price { amount } booking { reference } } }`,
      {
        input: {
          offerId,
          hotelId,
          checkin: futureDate(20),
          checkout: futureDate(22),
          holder: { firstName: 'Meera', lastName: 'Nair', email, phone: '98450 12349' },
          guests: [{ firstName: 'Meera', lastName: 'Nair', email }],
        },
      },
    );
    expect(pre.errors).toBeUndefined();
    const p = pre.data.prebook;
    const pay = await fetch(`${t.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: p.secretKey, cardNumber: '4242424242424242' }),
    });
    expect(pay.status).toBe(200);
    const c = await t.gql(`mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { status } }`, {
      input: { prebookId: p.prebookId, transactionId: p.transactionId, redirectStatus: 'succeeded', accessToken: p.accessToken },
    });
    expect(c.data.confirmBooking.status).toBe('CONFIRMED');
    return { reference: p.booking.reference, token: p.accessToken, price: p.price.amount };
  }

  const providerStatusOf = (reference: string) => bookingStore().findByClientReference(reference)[0]?.status;

  it('quotes a full refund before the deadline, cancels with the provider and shows the settlement and timeline', async () => {
    const b = await booked();
    const q = await t.gql(QUOTE, { r: b.reference, t: b.token });
    expect(q.errors).toBeUndefined();
    expect(q.data.cancellationQuote).toMatchObject({
      reference: b.reference,
      cancellable: true,
      reason: null,
      free: true,
      paid: { amount: b.price, currency: 'INR' },
      refund: { amount: b.price },
      penalty: { amount: 0 },
    });
    const { deadline, deadlineIst, next } = q.data.cancellationQuote;
    if (deadline) {
      expect(deadlineIst).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/);
      expect(next).toMatchObject({ from: deadline, refund: { amount: 0 }, penalty: { amount: b.price } });
    }

    const r = await t.gql(CANCEL, { r: b.reference, t: b.token });
    expect(r.errors).toBeUndefined();
    const c = r.data.cancelBooking;
    expect(c).toMatchObject({
      status: 'CANCELLED',
      cancellationResult: { outcome: 'CANCELLED', refund: { amount: b.price, currency: 'INR' }, penalty: { amount: 0 } },
      cancellable: false,
      amendable: false,
    });
    expect(c.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'CREATED',
      'PAID',
      'CONFIRMED',
      'CANCELLATION_REQUESTED',
      'CANCELLED',
    ]);
    expect(c.timeline[4]).toMatchObject({ status: 'CANCELLED', description: expect.stringMatching(/^Cancelled: ₹[\d,.]+ refunded$/) });
    expect(Math.abs(Date.parse(c.timeline[4].at) - Date.parse(c.cancellationResult.cancelledAt))).toBeLessThan(5000);
    expect(providerStatusOf(b.reference)).toBe('CANCELLED');

    // Again: the same booking, no second provider cancel.
    const calls = t.control.callCount('PUT /bookings/:id');
    const again = await t.gql(CANCEL, { r: b.reference, t: b.token });
    expect(again.data.cancelBooking).toEqual(c);
    expect(t.control.callCount('PUT /bookings/:id')).toBe(calls);
  });

  it('quotes ₹0 back for a non-refundable rate, and cancels it with charges', async () => {
    const b = await booked(false);
    const q = await t.gql(QUOTE, { r: b.reference, t: b.token });
    expect(q.data.cancellationQuote).toMatchObject({
      cancellable: true,
      free: false,
      refund: { amount: 0 },
      penalty: { amount: b.price },
      next: null,
    });
    const r = await t.gql(CANCEL, { r: b.reference, t: b.token });
    expect(r.data.cancelBooking).toMatchObject({
      status: 'CANCELLED',
      cancellationResult: { outcome: 'CANCELLED_WITH_CHARGES', refund: { amount: 0 }, penalty: { amount: b.price } },
    });
    expect(providerStatusOf(b.reference)).toBe('CANCELLED_WITH_CHARGES');
  });

  it('corrects the holder name with the provider and lists the change in the timeline', async () => {
    const b = await booked();
    const r = await t.gql(AMEND, {
      input: { reference: b.reference, accessToken: b.token, holder: { firstName: 'Meera', lastName: 'Naik' } },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.amendGuestName).toMatchObject({ status: 'CONFIRMED', holder: { firstName: 'Meera', lastName: 'Naik' }, amendable: true });
    const last = r.data.amendGuestName.timeline.at(-1);
    expect(last).toMatchObject({
      kind: 'NAME_CHANGED',
      status: 'CONFIRMED',
      description: 'Holder name changed from Meera Nair to Meera Naik',
    });
    expect(bookingStore().findByClientReference(b.reference)[0].holder.lastName).toBe('Naik');

    const bad = await t.gql(AMEND, {
      input: { reference: b.reference, accessToken: b.token, holder: { firstName: 'M3era', lastName: 'Naik' } },
    });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a wrong token exactly like an unknown reference', async () => {
    const b = await booked();
    const wrong = 'w'.repeat(43);
    const quoteWrong = await t.gql(QUOTE, { r: b.reference, t: wrong });
    const quoteUnknown = await t.gql(QUOTE, { r: 'SI0000000000', t: b.token });
    expect(quoteWrong).toEqual(quoteUnknown);
    expect(quoteWrong.data.cancellationQuote).toBeNull();

    const cancelWrong = await t.gql(CANCEL, { r: b.reference, t: wrong });
    const cancelUnknown = await t.gql(CANCEL, { r: 'SI0000000000', t: b.token });
    expect(cancelWrong.errors?.[0]).toMatchObject({ message: 'Booking not found.', extensions: { code: 'NOT_FOUND' } });
    expect(cancelUnknown.errors).toEqual(cancelWrong.errors);

    const name = { holder: { firstName: 'Eve', lastName: 'Intruder' } };
    const amendWrong = await t.gql(AMEND, { input: { reference: b.reference, accessToken: wrong, ...name } });
    const amendUnknown = await t.gql(AMEND, { input: { reference: 'SI0000000000', accessToken: b.token, ...name } });
    expect(amendWrong.errors?.[0].extensions).toEqual(cancelWrong.errors?.[0].extensions);
    expect(amendUnknown.errors?.[0].message).toBe(amendWrong.errors?.[0].message);
    expect(providerStatusOf(b.reference)).toBe('CONFIRMED');
  });

  it('a provider refusal keeps the booking confirmed and says so', async () => {
    const b = await booked();
    t.control.addFault({ route: 'PUT /bookings/:id', kind: 'error304' });
    const r = await t.gql(CANCEL, { r: b.reference, t: b.token });
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });
    expect(r.errors?.[0].message).toMatch(/still confirmed/);
    const mine = await t.gql(MY_BOOKINGS, { t: [b.token] });
    expect(mine.data.myBookings[0]).toMatchObject({ status: 'CONFIRMED', cancellable: true, cancellationResult: null });
    expect(providerStatusOf(b.reference)).toBe('CONFIRMED');
  });

  it('a cancel that times out is CANCELLATION_PENDING, then CANCELLED once the reconciler reads the provider', async () => {
    const b = await booked();
    t.control.addFault({ route: 'PUT /bookings/:id', kind: 'timeoutAfterCancel' });
    const r = await t.gql(CANCEL, { r: b.reference, t: b.token });
    expect(r.errors).toBeUndefined();
    expect(r.data.cancelBooking).toMatchObject({ status: 'CANCELLATION_PENDING', cancellable: false, cancellationResult: null });
    expect(r.data.cancelBooking.timeline.at(-1)).toMatchObject({ kind: 'CANCELLATION_REQUESTED' });
    expect(providerStatusOf(b.reference)).toBe('CANCELLED');

    const services = t.app.services;
    for (let i = 0; i < 50; i++) {
      await services.db.query('UPDATE bookings SET next_attempt_at = now() WHERE id = $1', [b.reference]);
      await services.bookings.reconcileOnce();
      if ((await services.bookings.get(b.reference))?.status === 'CANCELLED') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    const mine = await t.gql(MY_BOOKINGS, { t: [b.token] });
    expect(mine.data.myBookings[0]).toMatchObject({
      status: 'CANCELLED',
      cancellationResult: { outcome: 'CANCELLED', refund: { amount: b.price } },
    });
  });

  it('lists the timelines of several bookings at once', async () => {
    const a = await booked();
    const b = await booked();
    const mine = await t.gql(MY_BOOKINGS, { t: [a.token, b.token] });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myBookings).toHaveLength(2);
    for (const x of mine.data.myBookings) expect(x.timeline.map((e: { kind: string }) => e.kind)).toEqual(['CREATED', 'PAID', 'CONFIRMED']);
  });
});
