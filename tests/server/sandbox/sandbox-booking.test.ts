// The embedded sandbox's booking routes as the provider client sees them: prebook, pay, book (v3.0 and
// v2.0), find, get, cancel, guests, and every injected fault of the book call. Offers are minted here
// with encodeOffer so these tests do not depend on the rates routes.
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxPlugin, SandboxControl } from '../../../server/sandbox/index.ts';
import { encodeOffer, OFFER_TTL_MS, type SandboxOffer } from '../../../server/sandbox/offers.ts';
import { bookingStore } from '../../../server/sandbox/booking-store.ts';

const KEY = { 'x-api-key': 'sand_test-key' };
const BOOK = '/sandbox/liteapi/v3.0';
const DAY = 86_400_000;

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
}

function offerFor(over: Partial<SandboxOffer> = {}): SandboxOffer {
  return {
    v: 1,
    hotelId: 'lp3a9f1',
    hotelName: 'Sea Breeze Residency, Goa',
    roomTypeId: 'rt-deluxe',
    roomName: 'Deluxe Double Room',
    rateName: 'Deluxe Double Room - Breakfast included',
    boardType: 'BB',
    boardName: 'Bed and Breakfast',
    refundableTag: 'RFN',
    freeCancelUntil: new Date(Date.now() + 20 * DAY).toISOString(),
    checkin: isoDate(30),
    checkout: isoDate(32),
    occupancies: [{ adults: 2, children: [] }],
    total: 12_400,
    currency: 'INR',
    commission: 1_240,
    issuedAt: Date.now(),
    ...over,
  };
}

const holder = { firstName: 'Asha', lastName: 'Iyer', email: 'asha.iyer@example.in', phone: '+919812345678' };
const guest = { occupancyNumber: 1, firstName: 'Asha', lastName: 'Iyer', email: 'asha.iyer@example.in', remarks: 'Late arrival' };

let app: FastifyInstance;
let control: SandboxControl;
let baseUrl: string;

beforeAll(async () => {
  control = new SandboxControl(0);
  // Node's fetch may open a spare connection after an aborted request; do not wait for it at close.
  app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(sandboxPlugin, { prefix: '/sandbox', seed: 1, control });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  bookingStore().reset();
  control.clearFaults();
  control.resetCounts();
});

async function prebook(offer: SandboxOffer = offerFor(), usePaymentSdk = true) {
  const res = await app.inject({
    method: 'POST',
    url: `${BOOK}/rates/prebook`,
    headers: KEY,
    payload: { offerId: encodeOffer(offer), usePaymentSdk },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    prebookId: string;
    offerId: string;
    price: number;
    commission: number;
    priceDifferencePercent: number;
    transactionId?: string;
    secretKey?: string;
    roomTypes: Array<{ rates: Array<{ occupancyNumber: number; retailRate: { total: Array<{ amount: number; currency: string }> } }> }>;
  };
}

async function pay(secretKey: string, cardNumber = '4242424242424242') {
  const res = await app.inject({ method: 'POST', url: '/sandbox/payment/confirm', payload: { clientSecret: secretKey, cardNumber } });
  expect(res.statusCode).toBe(200);
  return res.json() as { status: string; paymentIntent: { id: string } };
}

function book(body: Record<string, unknown>, version: 'v3.0' | 'v2.0' = 'v3.0') {
  return app.inject({ method: 'POST', url: `/sandbox/liteapi/${version}/rates/book`, headers: KEY, payload: body });
}

async function paidPrebook(offer?: SandboxOffer) {
  const pb = await prebook(offer);
  await pay(pb.secretKey!);
  return pb;
}

function bookBody(pb: { prebookId: string; transactionId?: string }, extra: Record<string, unknown> = {}) {
  return {
    prebookId: pb.prebookId,
    holder,
    guests: [guest],
    payment: { method: 'TRANSACTION_ID', transactionId: pb.transactionId },
    ...extra,
  };
}

async function bookingsFor(clientReference: string) {
  const res = await app.inject({ method: 'GET', url: `${BOOK}/bookings?clientReference=${clientReference}`, headers: KEY });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
}

describe('auth', () => {
  it('refuses a call without X-API-Key with the provider 401 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BOOK}/rates/prebook`,
      payload: { offerId: encodeOffer(offerFor()), usePaymentSdk: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 401, message: 'Unauthorized' } });
  });
});

describe('POST /rates/prebook', () => {
  it('mints a prebook with a payment transaction and one rate per room', async () => {
    const offer = offerFor({
      occupancies: [
        { adults: 2, children: [] },
        { adults: 1, children: [7] },
      ],
      total: 20_001,
      commission: 2_000,
    });
    const res = await app.inject({
      method: 'POST',
      url: `${BOOK}/rates/prebook?timeout=30`,
      headers: KEY,
      payload: { offerId: encodeOffer(offer), usePaymentSdk: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sandbox).toBe(true);
    expect(body.guestLevel).toBe(0);
    const d = body.data;
    expect(d.prebookId).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(d).toMatchObject({
      hotelId: offer.hotelId,
      checkin: offer.checkin,
      checkout: offer.checkout,
      currency: 'INR',
      price: 20_001,
      commission: 2_000,
      priceType: 'commission',
      priceDifferencePercent: 0,
      cancellationChanged: false,
      boardChanged: false,
      supplier: 'nuitee',
      supplierId: 2,
    });
    expect(d.transactionId).toMatch(/^tr_ct_[A-Za-z0-9_-]+$/);
    expect(d.secretKey).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    expect(d.secretKey.startsWith(d.secretKey.split('_secret_')[0])).toBe(true);
    const rates = d.roomTypes[0].rates;
    expect(rates.map((r: { occupancyNumber: number }) => r.occupancyNumber)).toEqual([1, 2]);
    expect(rates[1]).toMatchObject({ adultCount: 1, childCount: 1, childrenAges: [7], boardType: 'BB' });
    const sum = rates.reduce((n: number, r: { retailRate: { total: Array<{ amount: number }> } }) => n + r.retailRate.total[0].amount, 0);
    expect(sum).toBeCloseTo(20_001, 2);
    expect(rates[0].cancellationPolicies.refundableTag).toBe('RFN');
  });

  it('mints a new prebook and transaction on every call, and none without the payment SDK', async () => {
    const offer = offerFor();
    const a = await prebook(offer);
    const b = await prebook(offer);
    expect(a.prebookId).not.toBe(b.prebookId);
    expect(a.transactionId).not.toBe(b.transactionId);
    const c = await prebook(offer, false);
    expect(c.transactionId).toBeUndefined();
    expect(c.secretKey).toBeUndefined();
  });

  it('answers 4002 for a missing field or a foreign offer id', async () => {
    const noFlag = await app.inject({
      method: 'POST',
      url: `${BOOK}/rates/prebook`,
      headers: KEY,
      payload: { offerId: encodeOffer(offerFor()) },
    });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().error).toMatchObject({ code: 4002, message: 'usePaymentSdk is required' });

    const noOffer = await app.inject({ method: 'POST', url: `${BOOK}/rates/prebook`, headers: KEY, payload: { usePaymentSdk: true } });
    expect(noOffer.json().error.code).toBe(4002);

    const tampered = encodeOffer(offerFor()).replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    const bad = await app.inject({
      method: 'POST',
      url: `${BOOK}/rates/prebook`,
      headers: KEY,
      payload: { offerId: tampered, usePaymentSdk: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 4002, message: 'invalid offerId' });
  });

  it('answers 4040 for an outdated offer', async () => {
    const stale = offerFor({ issuedAt: Date.now() - OFFER_TTL_MS - 60_000 });
    const res = await app.inject({
      method: 'POST',
      url: `${BOOK}/rates/prebook`,
      headers: KEY,
      payload: { offerId: encodeOffer(stale), usePaymentSdk: true },
    });
    expect(res.json().error).toEqual({
      code: 4040,
      message: 'outdated offerId',
      description: 'this offer is marked as not valid, please refetch rates for this hotel',
    });
    expect(res.statusCode).toBe(408);
  });

  it('reports an injected price change on the next prebook only', async () => {
    const set = await app.inject({
      method: 'POST',
      url: '/sandbox/liteapi/_sandbox/prebook-price-change',
      headers: KEY,
      payload: { percent: 5 },
    });
    expect(set.statusCode).toBe(200);
    const changed = await prebook(offerFor({ total: 10_000 }));
    expect(changed.priceDifferencePercent).toBe(5);
    expect(changed.price).toBe(10_500);
    const next = await prebook(offerFor({ total: 10_000 }));
    expect(next.priceDifferencePercent).toBe(0);
    expect(next.price).toBe(10_000);

    const bad = await app.inject({
      method: 'POST',
      url: '/sandbox/liteapi/_sandbox/prebook-price-change',
      headers: KEY,
      payload: { percent: 2.5 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /prebooks/:id returns the same prebook; an unknown id is 4002', async () => {
    const pb = await prebook();
    const res = await app.inject({ method: 'GET', url: `${BOOK}/prebooks/${pb.prebookId}`, headers: KEY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ prebookId: pb.prebookId, transactionId: pb.transactionId, price: pb.price });
    const missing = await app.inject({ method: 'GET', url: `${BOOK}/prebooks/nope12345`, headers: KEY });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe(4002);
  });
});

describe('POST /rates/book', () => {
  it('refuses an unpaid transaction with 2014 "payment not completed"', async () => {
    const pb = await prebook();
    const res = await book(bookBody(pb));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 2014, description: 'payment not completed' });
    expect(bookingStore().bookings.size).toBe(0);
  });

  it('refuses a transaction of another prebook with 2014', async () => {
    const a = await paidPrebook();
    const b = await prebook();
    const res = await book(bookBody({ prebookId: b.prebookId, transactionId: a.transactionId }));
    expect(res.json().error).toMatchObject({ code: 2014, description: 'prebookId is not associated to the requested transactionId' });
  });

  it('books a paid prebook: CONFIRMED with the booked room, holder and prices', async () => {
    const offer = offerFor();
    const pb = await paidPrebook(offer);
    const ref = randomUUID();
    const res = await book(bookBody(pb, { clientReference: ref }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sandbox).toBe(true);
    const d = body.data;
    expect(d.bookingId).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(d).toMatchObject({
      clientReference: ref,
      status: 'CONFIRMED',
      supplier: 'nuitee',
      supplierBookingName: 'nuitee',
      supplierId: 2,
      checkin: offer.checkin,
      checkout: offer.checkout,
      hotel: { hotelId: offer.hotelId, name: offer.hotelName },
      holder,
      price: 12_400,
      commission: 1_240,
      currency: 'INR',
      prebookId: pb.prebookId,
      tag: 'RFN',
      lastFreeCancellationDate: offer.freeCancelUntil,
      remarks: 'Late arrival',
    });
    expect(d.hotelConfirmationCode).toMatch(/^\d+$/);
    expect(d.bookedRooms).toHaveLength(1);
    expect(d.bookedRooms[0]).toMatchObject({
      roomType: { roomTypeId: offer.roomTypeId, name: offer.roomName },
      boardType: 'BB',
      adults: 2,
      children: 0,
      firstName: 'Asha',
      occupancy_number: 1,
      amount: 12_400,
      rate: { retailRate: { total: { amount: 12_400, currency: 'INR' } } },
    });
    expect(d.cancellationPolicies.cancelPolicyInfos[0]).toMatchObject({ amount: 12_400, currency: 'INR', timezone: 'GMT' });
    expect(d.cancellationPolicies.cancelPolicyInfos[0].cancelTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('serves the same booking call on the v2.0 base', async () => {
    const pb = await paidPrebook();
    const res = await book(bookBody(pb), 'v2.0');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('CONFIRMED');
  });

  it('books ACC_CREDIT_CARD at once and refuses other methods with 4000', async () => {
    const pb = await prebook(offerFor(), false);
    const ok = await book({ prebookId: pb.prebookId, holder, guests: [guest], payment: { method: 'ACC_CREDIT_CARD' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('CONFIRMED');

    const wallet = await book({ prebookId: pb.prebookId, holder, guests: [guest], payment: { method: 'WALLET' } });
    expect(wallet.json().error.code).toBe(4000);
    const odd = await book({ prebookId: pb.prebookId, holder, guests: [guest], payment: { method: 'BITCOIN' } });
    expect(odd.json().error.code).toBe(4000);
  });

  it('spends a payment on one booking only', async () => {
    const pb = await paidPrebook();
    expect((await book(bookBody(pb))).statusCode).toBe(200);
    const again = await book(bookBody(pb));
    expect(again.json().error.code).toBe(2014);
    expect(bookingStore().bookings.size).toBe(1);
  });

  it('names the missing or invalid field with 4002', async () => {
    const pb = await paidPrebook();
    const noEmail = await book(bookBody(pb, { holder: { firstName: 'Asha', lastName: 'Iyer' } }));
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toMatchObject({ code: 4002, message: 'holder.email is required' });

    // The provider's schema requires the holder's phone; the sandbox holds callers to it.
    const noPhone = await book(bookBody(pb, { holder: { firstName: 'Asha', lastName: 'Iyer', email: 'asha.iyer@example.in' } }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toMatchObject({ code: 4002, message: 'holder.phone is required' });

    const badGuest = await book(bookBody(pb, { guests: [{ ...guest, occupancyNumber: 0 }] }));
    expect(badGuest.json().error).toMatchObject({ code: 4002, message: 'guests[0].occupancyNumber is required' });

    const noGuests = await book(bookBody(pb, { guests: [] }));
    expect(noGuests.json().error).toMatchObject({ code: 4002, message: 'guests is required' });

    const noTx = await book(bookBody({ prebookId: pb.prebookId }));
    expect(noTx.json().error).toMatchObject({ code: 4002, message: 'missing transaction id' });

    const unknown = await book(bookBody({ prebookId: 'zzWkJcdgk', transactionId: pb.transactionId }));
    expect(unknown.json().error).toMatchObject({ code: 4002, message: 'invalid prebookId, rate not found' });
  });

  it('answers an unparseable body with the provider envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BOOK}/rates/book`,
      headers: { ...KEY, 'content-type': 'application/json' },
      payload: '{"prebookId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
  });

  it('refuses a repeated clientReference with 4005 and keeps one booking', async () => {
    const ref = randomUUID();
    const first = await paidPrebook();
    expect((await book(bookBody(first, { clientReference: ref }))).statusCode).toBe(200);
    const second = await paidPrebook();
    const dup = await book(bookBody(second, { clientReference: ref }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.code).toBe(4005);
    expect(await bookingsFor(ref)).toHaveLength(1);
  });
});

describe('injected faults on POST /rates/book', () => {
  it('http500: answers 500 with code 5000 and books nothing', async () => {
    const pb = await paidPrebook();
    const ref = randomUUID();
    control.addFault({ route: 'POST /rates/book', kind: 'http500' });
    const res = await book(bookBody(pb, { clientReference: ref }));
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe(5000);
    expect(await bookingsFor(ref)).toEqual([]);
    // The fault was used up: the same call now books.
    expect((await book(bookBody(pb, { clientReference: ref }))).json().data.status).toBe('CONFIRMED');
  });

  it('error2013: answers 2013 "booking failed" and books nothing', async () => {
    const pb = await paidPrebook();
    const ref = randomUUID();
    control.addFault({ route: 'POST /rates/book', kind: 'error2013' });
    const res = await book(bookBody(pb, { clientReference: ref }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 2013, message: 'booking failed' });
    expect(await bookingsFor(ref)).toEqual([]);
  });

  it('http429: answers 429 with Retry-After', async () => {
    const pb = await paidPrebook();
    control.addFault({ route: 'POST /rates/book', kind: 'http429' });
    const res = await book(bookBody(pb));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(bookingStore().bookings.size).toBe(0);
  });

  it('malformedJson: answers 200 with a body that does not parse', async () => {
    const pb = await paidPrebook();
    control.addFault({ route: 'POST /rates/book', kind: 'malformedJson' });
    const res = await book(bookBody(pb));
    expect(res.statusCode).toBe(200);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('connectionReset: drops the connection without an answer', async () => {
    const pb = await paidPrebook();
    control.addFault({ route: 'POST /rates/book', kind: 'connectionReset' });
    await expect(
      fetch(`${baseUrl}${BOOK}/rates/book`, {
        method: 'POST',
        headers: { ...KEY, 'content-type': 'application/json' },
        body: JSON.stringify(bookBody(pb)),
      }),
    ).rejects.toThrow();
    expect(bookingStore().bookings.size).toBe(0);
  });

  it('timeoutAfterBooking: the caller times out, yet the booking exists under its clientReference', async () => {
    const pb = await paidPrebook();
    const ref = randomUUID();
    control.addFault({ route: 'POST /rates/book', kind: 'timeoutAfterBooking' });
    const started = Date.now();
    await expect(
      fetch(`${baseUrl}${BOOK}/rates/book`, {
        method: 'POST',
        headers: { ...KEY, 'content-type': 'application/json' },
        body: JSON.stringify(bookBody(pb, { clientReference: ref })),
        // Long enough for a busy machine to reach the handler; the sandbox holds the answer until then.
        signal: AbortSignal.timeout(1_500),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    let found = await bookingsFor(ref);
    for (let i = 0; i < 20 && found.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      found = await bookingsFor(ref);
    }
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ clientReference: ref, status: 'CONFIRMED', prebookId: pb.prebookId });
    // A retry with the same clientReference is refused, so the reconciler must look it up instead.
    expect((await book(bookBody(pb, { clientReference: ref }))).json().error.code).toBe(4005);
  });

  it('timeoutAfterBooking does not hold up shutdown while a caller is still waiting', async () => {
    const own = Fastify({ logger: false }); // default close: waits for requests in flight
    const ownControl = new SandboxControl(0);
    await own.register(sandboxPlugin, { prefix: '/sandbox', seed: 1, control: ownControl });
    const url = await own.listen({ port: 0, host: '127.0.0.1' });
    const pb = await paidPrebook();
    const ref = randomUUID();
    ownControl.addFault({ route: 'POST /rates/book', kind: 'timeoutAfterBooking' });
    const pending = fetch(`${url}${BOOK}/rates/book`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify(bookBody(pb, { clientReference: ref })),
    });
    const settled = pending.then(
      () => 'answered',
      () => 'dropped',
    );
    await vi.waitFor(() => expect(bookingStore().findByClientReference(ref)).toHaveLength(1));
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await settled).toBe('dropped');
  });

  it('counts every book call', async () => {
    const pb = await paidPrebook();
    await book(bookBody(pb));
    await book(bookBody(pb));
    expect(control.callCount('POST /rates/book')).toBe(2);
    expect(control.callCount('POST /rates/prebook')).toBe(1);
  });
});

describe('bookings', () => {
  async function confirmed(offer?: SandboxOffer, ref = randomUUID()) {
    const pb = await paidPrebook(offer);
    const res = await book(bookBody(pb, { clientReference: ref }));
    expect(res.statusCode).toBe(200);
    return res.json().data as { bookingId: string; guestId: number; price: number };
  }

  it('finds bookings by clientReference and by guestId, with rooms[] and payment status', async () => {
    const ref = randomUUID();
    const b = await confirmed(undefined, ref);
    const [item] = await bookingsFor(ref);
    expect(item).toMatchObject({ bookingId: b.bookingId, clientReference: ref, paymentStatus: 'succeeded', guestId: String(b.guestId) });
    expect(item.paymentTransactionId).toMatch(/^tr_ct_/);
    expect(item.bookedRooms).toBeUndefined();
    expect(item.rooms).toEqual([expect.objectContaining({ adults: 2, occupancy_number: 1, amount: 12_400 })]);

    const byGuest = await app.inject({ method: 'GET', url: `${BOOK}/bookings?guestId=${b.guestId}`, headers: KEY });
    expect(byGuest.json().data.map((x: { bookingId: string }) => x.bookingId)).toEqual([b.bookingId]);

    expect(await bookingsFor('no-such-reference')).toEqual([]);
    const noFilter = await app.inject({ method: 'GET', url: `${BOOK}/bookings`, headers: KEY });
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json().error.code).toBe(4002);
  });

  it('lists every booking of the account on /bookings/ and /bookings/list', async () => {
    const a = await confirmed();
    const b = await confirmed();
    for (const path of ['/bookings/', '/bookings/list']) {
      const res = await app.inject({ method: 'GET', url: `${BOOK}${path}`, headers: KEY });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(2);
      expect(body.data.map((r: { booking_Id: string }) => r.booking_Id).sort()).toEqual([a.bookingId, b.bookingId].sort());
      expect(body.data[0]).toMatchObject({ status: 'CONFIRMED', payment_status: 'succeeded', Hotel_name: 'Sea Breeze Residency, Goa' });
    }
    const bad = await app.inject({ method: 'GET', url: `${BOOK}/bookings/?startDate=yesterday`, headers: KEY });
    expect(bad.statusCode).toBe(400);
  });

  it('gets a booking by id; an unknown id is code 204', async () => {
    const b = await confirmed(offerFor({ occupancies: [{ adults: 2, children: [4, 9] }] }));
    const res = await app.inject({ method: 'GET', url: `${BOOK}/bookings/${b.bookingId}`, headers: KEY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bookingId: b.bookingId,
      status: 'CONFIRMED',
      hotelId: 'lp3a9f1',
      hotelName: 'Sea Breeze Residency, Goa',
      adults: 2,
      children: '2',
      paymentStatus: 'succeeded',
    });
    const missing = await app.inject({ method: 'GET', url: `${BOOK}/bookings/zzzzzzzzz`, headers: KEY });
    expect(missing.json()).toEqual({ error: { code: 204, message: 'Booking Id not found' } });
  });

  it('cancels a refundable booking before its deadline free of charge', async () => {
    const b = await confirmed();
    const res = await app.inject({ method: 'PUT', url: `${BOOK}/bookings/${b.bookingId}`, headers: KEY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { bookingId: b.bookingId, status: 'CANCELLED', cancellation_fee: 0, refund_amount: 12_400, currency: 'INR' },
      sandbox: true,
    });
    const after = await app.inject({ method: 'GET', url: `${BOOK}/bookings/${b.bookingId}`, headers: KEY });
    expect(after.json().data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'refunded', amountRefunded: 12_400 });

    const again = await app.inject({ method: 'PUT', url: `${BOOK}/bookings/${b.bookingId}`, headers: KEY });
    expect(again.json().error).toMatchObject({ code: 304, message: 'unable to process request' });
  });

  it('cancels non-refundable and past-deadline bookings with charges', async () => {
    const nrfn = await confirmed(offerFor({ refundableTag: 'NRFN', freeCancelUntil: undefined }));
    const res = await app.inject({ method: 'PUT', url: `${BOOK}/bookings/${nrfn.bookingId}`, headers: KEY });
    expect(res.json().data).toMatchObject({ status: 'CANCELLED_WITH_CHARGES', cancellation_fee: 12_400, refund_amount: 0 });

    const late = await confirmed(offerFor({ freeCancelUntil: new Date(Date.now() - DAY).toISOString() }));
    // DELETE is accepted as an alias of the provider's PUT.
    const del = await app.inject({ method: 'DELETE', url: `${BOOK}/bookings/${late.bookingId}`, headers: KEY });
    expect(del.json().data.status).toBe('CANCELLED_WITH_CHARGES');

    const missing = await app.inject({ method: 'PUT', url: `${BOOK}/bookings/zzzzzzzzz`, headers: KEY });
    expect(missing.json().error.code).toBe(204);
  });

  it('lists the holders as loyalty guests with their bookings', async () => {
    const a = await confirmed();
    const b = await confirmed();
    const res = await app.inject({ method: 'GET', url: `${BOOK}/guests`, headers: KEY });
    expect(res.statusCode).toBe(200);
    const guests = res.json().data;
    expect(guests).toHaveLength(1);
    expect(guests[0]).toMatchObject({
      email: holder.email,
      firstName: 'Asha',
      lastName: 'Iyer',
      phoneNumber: holder.phone,
      points: 0,
      upcomingPoints: 248,
    });
    expect(guests[0].bookings).toEqual([a.bookingId, b.bookingId]);
  });
});

describe('declined card', () => {
  it('leaves the transaction unpaid, so booking is refused with 2014; a retry with a good card pays', async () => {
    const pb = await prebook();
    const declined = await pay(pb.secretKey!, '4000000000000002');
    expect(declined.status).toBe('failed');
    expect((await book(bookBody(pb))).json().error).toMatchObject({ code: 2014, description: 'payment not completed' });

    const ok = await pay(pb.secretKey!, '4242 4242 4242 4242');
    expect(ok.status).toBe('succeeded');
    expect((await book(bookBody(pb))).json().data.status).toBe('CONFIRMED');
  });
});
