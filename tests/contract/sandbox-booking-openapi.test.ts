// The sandbox's booking answers validated against LiteAPI's own OpenAPI files (booking.json, loyalty.json)
// through the shared overlay-aware validator: what the provider client is tested against must look like
// what the live API sends. Covers the successes and the documented error envelopes.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPlugin, SandboxControl } from '../../server/sandbox/index.ts';
import { encodeOffer, OFFER_TTL_MS, type SandboxOffer } from '../../server/sandbox/offers.ts';
import { bookingStore } from '../../server/sandbox/booking-store.ts';
import { validateResponse } from './openapi.ts';

const H = { 'x-api-key': 'sand_contract' };
const V3 = '/sandbox/liteapi/v3.0';
const DAY = 86_400_000;

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    seed: 1,
    control: new SandboxControl(0),
  });
  await app.ready();
  bookingStore().reset();
});

afterAll(async () => {
  await app.close();
});

function offer(over: Partial<SandboxOffer> = {}): string {
  return encodeOffer({
    v: 1,
    hotelId: 'lp77c02',
    hotelName: 'Lake View Palace, Udaipur',
    roomTypeId: 'rt-suite',
    roomName: 'Lake View Suite',
    rateName: 'Lake View Suite - Half board',
    boardType: 'HB',
    boardName: 'Half Board',
    refundableTag: 'RFN',
    freeCancelUntil: new Date(Date.now() + 10 * DAY).toISOString(),
    checkin: new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10),
    checkout: new Date(Date.now() + 43 * DAY).toISOString().slice(0, 10),
    occupancies: [
      { adults: 2, children: [6] },
      { adults: 2, children: [] },
    ],
    total: 54_321,
    currency: 'INR',
    commission: 5_432.1,
    issuedAt: Date.now(),
    ...over,
  });
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await app.inject({ method, url, headers: H, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** Validates and returns the body; the provider files some envelopes under a status other than the one sent. */
function valid(file: 'booking' | 'loyalty', method: string, path: string, specStatus: number, body: unknown) {
  expect(validateResponse(file, method, path, specStatus, body)).toEqual([]);
  return body;
}

describe('sandbox booking answers match booking.json / loyalty.json', () => {
  const ref = `contract-${Date.now()}`;
  let prebookId = '';
  let bookingId = '';

  it('POST /rates/prebook and GET /prebooks/{prebookId}', async () => {
    const pb = await call('POST', `${V3}/rates/prebook`, { offerId: offer(), usePaymentSdk: true });
    expect(pb.status).toBe(200);
    valid('booking', 'post', '/rates/prebook', 200, pb.body);
    prebookId = pb.body.data.prebookId;
    const pay = await app.inject({
      method: 'POST',
      url: '/sandbox/payment/confirm',
      payload: { clientSecret: pb.body.data.secretKey, cardNumber: '4242424242424242' },
    });
    expect(pay.json().status).toBe('succeeded');

    const again = await call('GET', `${V3}/prebooks/${prebookId}`);
    valid('booking', 'get', '/prebooks/{prebookId}', 200, again.body);

    const book = await call('POST', `${V3}/rates/book`, {
      prebookId,
      clientReference: ref,
      holder: { firstName: 'Vikram', lastName: 'Rathore', email: 'vikram@example.in', phone: '+919900112233' },
      guests: [
        { occupancyNumber: 1, firstName: 'Vikram', lastName: 'Rathore', email: 'vikram@example.in', remarks: 'Lake-facing if possible' },
        { occupancyNumber: 2, firstName: 'Meera', lastName: 'Rathore', email: 'meera@example.in' },
      ],
      payment: { method: 'TRANSACTION_ID', transactionId: pb.body.data.transactionId },
    });
    expect(book.status).toBe(200);
    valid('booking', 'post', '/rates/book', 200, book.body);
    bookingId = book.body.data.bookingId;
  });

  it('GET /bookings, /bookings/, /bookings/{bookingId}, PUT /bookings/{bookingId}, GET /guests', async () => {
    const found = await call('GET', `${V3}/bookings?clientReference=${ref}`);
    expect(found.body.data).toHaveLength(1);
    valid('booking', 'get', '/bookings', 200, found.body);

    const all = await call('GET', `${V3}/bookings/`);
    expect(all.body.count).toBeGreaterThan(0);
    valid('booking', 'get', '/bookings/', 200, all.body);

    const one = await call('GET', `${V3}/bookings/${bookingId}`);
    valid('booking', 'get', '/bookings/{bookingId}', 200, one.body);

    const cancelled = await call('PUT', `${V3}/bookings/${bookingId}`);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    valid('booking', 'put', '/bookings/{bookingId}', 200, cancelled.body);

    const afterCancel = await call('GET', `${V3}/bookings/${bookingId}`);
    valid('booking', 'get', '/bookings/{bookingId}', 200, afterCancel.body);
    valid('booking', 'get', '/bookings/', 200, (await call('GET', `${V3}/bookings/`)).body);

    const guests = await call('GET', `${V3}/guests`);
    expect(guests.body.data.length).toBeGreaterThan(0);
    valid('loyalty', 'get', '/guests', 200, guests.body);
  });

  it('error envelopes: prebook 400 and 408, book 400, booking 204 and 304', async () => {
    const bad = await call('POST', `${V3}/rates/prebook`, { offerId: 'not-an-offer', usePaymentSdk: true });
    expect(bad.status).toBe(400);
    valid('booking', 'post', '/rates/prebook', 400, bad.body);

    const stale = await call('POST', `${V3}/rates/prebook`, {
      offerId: offer({ issuedAt: Date.now() - OFFER_TTL_MS - 1 }),
      usePaymentSdk: true,
    });
    expect(stale.status).toBe(408);
    valid('booking', 'post', '/rates/prebook', 408, stale.body);

    const unknownPrebook = await call('GET', `${V3}/prebooks/unknown12`);
    valid('booking', 'get', '/prebooks/{prebookId}', 400, unknownPrebook.body);

    const unpaid = await call('POST', `${V3}/rates/prebook`, { offerId: offer(), usePaymentSdk: true });
    const refused = await call('POST', `${V3}/rates/book`, {
      prebookId: unpaid.body.data.prebookId,
      holder: { firstName: 'A', lastName: 'B', email: 'a@example.in', phone: '+919845012352' },
      guests: [{ occupancyNumber: 1, firstName: 'A', lastName: 'B', email: 'a@example.in' }],
      payment: { method: 'TRANSACTION_ID', transactionId: unpaid.body.data.transactionId },
    });
    expect(refused.body.error.code).toBe(2014);
    valid('booking', 'post', '/rates/book', 400, refused.body);

    const missing = await call('GET', `${V3}/bookings/nothere00`);
    expect(missing.body.error.code).toBe(204);
    valid('booking', 'get', '/bookings/{bookingId}', 204, missing.body);

    const twice = await call('PUT', `${V3}/bookings/${bookingId}`);
    expect(twice.body.error.code).toBe(304);
    valid('booking', 'put', '/bookings/{bookingId}', 304, twice.body);
  });

  /** A confirmed sandbox booking of this offer. */
  async function bookOffer(offerId: string): Promise<string> {
    const pb = await call('POST', `${V3}/rates/prebook`, { offerId, usePaymentSdk: true });
    await app.inject({
      method: 'POST',
      url: '/sandbox/payment/confirm',
      payload: { clientSecret: pb.body.data.secretKey, cardNumber: '4242424242424242' },
    });
    const book = await call('POST', `${V3}/rates/book`, {
      prebookId: pb.body.data.prebookId,
      holder: { firstName: 'Vikram', lastName: 'Rathore', email: 'vikram@example.in', phone: '+919900112233' },
      guests: [
        { occupancyNumber: 1, firstName: 'Vikram', lastName: 'Rathore', email: 'vikram@example.in' },
        { occupancyNumber: 2, firstName: 'Meera', lastName: 'Rathore', email: 'meera@example.in' },
      ],
      payment: { method: 'TRANSACTION_ID', transactionId: pb.body.data.transactionId },
    });
    return book.body.data.bookingId as string;
  }

  it('PUT /bookings/{bookingId} applies the policy tiers: full refund before the deadline, the penalty after, nothing back for non-refundable', async () => {
    const before = await call('PUT', `${V3}/bookings/${await bookOffer(offer())}`);
    expect(before.body.data).toMatchObject({ status: 'CANCELLED', refund_amount: 54_321, cancellation_fee: 0, currency: 'INR' });
    valid('booking', 'put', '/bookings/{bookingId}', 200, before.body);

    // The free-cancellation deadline has passed (the sandbox's tier then costs the whole stay).
    const lateId = await bookOffer(offer({ freeCancelUntil: new Date(Date.now() - 60_000).toISOString() }));
    const after = await call('PUT', `${V3}/bookings/${lateId}`);
    expect(after.body.data).toMatchObject({ status: 'CANCELLED_WITH_CHARGES', refund_amount: 0, cancellation_fee: 54_321 });
    valid('booking', 'put', '/bookings/{bookingId}', 200, after.body);
    const read = await call('GET', `${V3}/bookings/${lateId}`);
    expect(read.body.data.status).toBe('CANCELLED_WITH_CHARGES');

    const nrfn = await call('PUT', `${V3}/bookings/${await bookOffer(offer({ refundableTag: 'NRFN', freeCancelUntil: undefined }))}`);
    expect(nrfn.body.data).toMatchObject({ status: 'CANCELLED_WITH_CHARGES', refund_amount: 0, cancellation_fee: 54_321 });
    valid('booking', 'put', '/bookings/{bookingId}', 200, nrfn.body);
  });

  it('PUT /bookings/{bookingId}/amend changes the holder and answers the amendment request', async () => {
    const id = await bookOffer(offer());
    const amended = await call('PUT', `${V3}/bookings/${id}/amend`, {
      holder: { firstName: 'Vikram', lastName: 'Rathod', email: 'vikram@example.in', phone: '+919900112233' },
      remarks: 'Spelling of the surname',
    });
    expect(amended.status).toBe(200);
    expect(amended.body).toMatchObject({ bookingId: id, subType: 'UPDATE_NAME_CHANGE', holderLastName: 'Rathod' });
    valid('booking', 'put', '/bookings/{bookingId}/amend', 200, amended.body);
    expect((await call('GET', `${V3}/bookings/${id}`)).body.data.holder.lastName).toBe('Rathod');

    const bad = await call('PUT', `${V3}/bookings/${id}/amend`, { holder: { firstName: 'Vikram' } });
    expect(bad.status).toBe(400);
    valid('booking', 'put', '/bookings/{bookingId}/amend', 400, bad.body);
  });
});
