// The request bodies the real provider client (LiteApiClient) sends for rates, min-rates, prebook and
// book, captured on a local HTTP endpoint and checked with the shared OpenAPI validator (./openapi.ts).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiteApiClient } from '../../server/provider/client.ts';
import { ProviderError } from '../../server/provider/errors.ts';
import type { BookRequest, DestinationRatesRequest, RatesRequest } from '../../server/provider/types.ts';
import { validateRequest } from './openapi.ts';

const captured = new Map<string, unknown>();
let app: FastifyInstance;
let origin = '';

beforeAll(async () => {
  app = Fastify();
  const capture = (name: string, answer: unknown) => async (req: { body: unknown }) => {
    captured.set(name, req.body);
    return answer;
  };
  app.post('/v3.0/hotels/rates', capture('rates', { data: [] }));
  app.post('/v3.0/hotels/min-rates', capture('min-rates', { data: [] }));
  app.post(
    '/v3.0/rates/prebook',
    capture('prebook', {
      data: { prebookId: 'P1', offerId: 'O1', hotelId: 'lp1', checkin: '2026-12-01', checkout: '2026-12-03', currency: 'INR', price: 100 },
    }),
  );
  app.post('/v2.0/rates/book', capture('book', { data: { bookingId: 'B1', status: 'CONFIRMED' } }));
  app.put(
    '/v3.0/bookings/:id/amend',
    capture('amend', { id: 1, bookingId: 'B1', type: 'UPDATE', subType: 'UPDATE_NAME_CHANGE', status: 'PENDING' }),
  );
  // A destination rates answer of the wrong shape (ids and amounts where the contract has none).
  app.post('/bad/v3.0/hotels/rates', async () => ({ data: [{ hotelId: 'lp1', roomTypes: [{ offerId: 7, rates: 'none' }] }] }));
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

// The booking base is v2.0 here, as the provider's payment guide shows it; the body is the same.
const client = () =>
  new LiteApiClient({
    apiKey: 'sand_contract',
    baseUrl: `${origin}/v3.0`,
    bookBaseUrl: `${origin}/v3.0`,
    rateBookBaseUrl: `${origin}/v2.0`,
  });

const ratesReq: RatesRequest = {
  hotelIds: ['lp1897'],
  checkin: '2026-12-01',
  checkout: '2026-12-03',
  currency: 'INR',
  guestNationality: 'IN',
  occupancies: [{ adults: 2, children: [4, 10] }, { adults: 1 }],
  maxRatesPerHotel: 2,
};

const booking = (payment: BookRequest['payment']): BookRequest => ({
  prebookId: 'P1',
  holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '+919845012353' },
  guests: [
    { occupancyNumber: 1, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', remarks: '' },
    { occupancyNumber: 2, firstName: 'Vikram', lastName: 'Rao', email: 'vikram@example.in', remarks: 'ground floor please' },
  ],
  payment,
  clientReference: 'ledger-7',
});

describe('provider request bodies (OpenAPI)', () => {
  it('POST /hotels/rates', async () => {
    await client().searchRates(ratesReq);
    expect(validateRequest('search', 'POST', '/hotels/rates', captured.get('rates'))).toEqual([]);
  });

  it('POST /hotels/min-rates', async () => {
    await client().minRates(ratesReq);
    expect(validateRequest('search', 'POST', '/hotels/min-rates', captured.get('min-rates'))).toEqual([]);
  });

  it('POST /rates/prebook', async () => {
    await client().prebook('O1');
    expect(validateRequest('booking', 'POST', '/rates/prebook', captured.get('prebook'))).toEqual([]);
  });

  it('PUT /bookings/{bookingId}/amend (holder only, and with guest corrections in the remarks)', async () => {
    const holder = { firstName: 'Asha', lastName: 'Roy', email: 'asha@example.in', phone: '+919845012353' };
    const answer = await client().amendBooking('B1', { holder });
    expect(answer).toMatchObject({ bookingId: 'B1', status: 'PENDING' });
    expect(validateRequest('booking', 'PUT', '/bookings/{bookingId}/amend', captured.get('amend'))).toEqual([]);
    await client().amendBooking('B1', { holder, remarks: 'Guest name correction: room 2: Vikram Rao → Vikram Roy' });
    expect(validateRequest('booking', 'PUT', '/bookings/{bookingId}/amend', captured.get('amend'))).toEqual([]);
  });

  it('POST /rates/book (payment SDK transaction and sandbox card)', async () => {
    for (const payment of [{ method: 'TRANSACTION_ID', transactionId: 'tr_ct_1' }, { method: 'ACC_CREDIT_CARD' }] as const) {
      await client().book(booking(payment));
      const errors = validateRequest('booking', 'POST', '/rates/book', captured.get('book'));
      // holder.phone is "required" by the schema while the provider's own booking guides omit it
      // (provider-contract.md §5) and the product never asks for it: that one discrepancy is allowed.
      expect(errors.filter((e) => !/phone/.test(e))).toEqual([]);
    }
  });

  // Destination mode (issue 15): each main query with every optional parameter the client can send.
  const stayPart = {
    checkin: '2026-12-01',
    checkout: '2026-12-03',
    currency: 'INR',
    guestNationality: 'IN',
    occupancies: [{ adults: 2, children: [7] }, { adults: 1 }],
  };
  const extras: Partial<DestinationRatesRequest> = {
    starRating: [3, 4],
    minRating: 4,
    hotelTypeIds: [201, 204],
    chainIds: [12],
    facilities: [5, 9],
    boardType: 'BB,HB',
    refundableRatesOnly: true,
    sort: [{ field: 'price', direction: 'ascending' }],
    maxRatesPerHotel: 1,
    limit: 5000,
    offset: 0,
    includeHotelData: true,
    timeout: 12,
  };
  const destinationModes: Array<[string, Partial<DestinationRatesRequest>]> = [
    ['city', { cityName: 'Mumbai', countryCode: 'IN' }],
    ['circle', { latitude: 19.076, longitude: 72.8777, radius: 2500 }],
    ['airport', { iataCode: 'BOM' }],
  ];
  for (const [mode, query] of destinationModes) {
    it(`POST /hotels/rates by destination (${mode}) with every optional parameter`, async () => {
      const answer = await client().searchDestinationRates({ ...stayPart, ...query, ...extras });
      expect(answer).toEqual({ data: [], hotels: [] });
      const body = captured.get('rates') as Record<string, unknown>;
      // every parameter reached the body, under the provider's name and in its type
      for (const key of [...Object.keys(query), ...Object.keys(extras)]) expect(body).toHaveProperty(key);
      expect(body).not.toHaveProperty('hotelIds');
      expect(body.occupancies).toEqual([{ adults: 2, children: [7] }, { adults: 1 }]);
      expect(validateRequest('search', 'POST', '/hotels/rates', body)).toEqual([]);
    });
  }

  it('the validator catches a wrongly typed destination parameter', () => {
    const body = { ...stayPart, latitude: 19.07, longitude: 72.87, radius: '2500', refundableRatesOnly: 'yes', starRating: '4' };
    expect(validateRequest('search', 'POST', '/hotels/rates', body).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a destination request with no main query or two of them, before any call', async () => {
    captured.delete('rates');
    await expect(client().searchDestinationRates({ ...stayPart })).rejects.toThrow(/exactly one/);
    await expect(client().searchDestinationRates({ ...stayPart, cityName: 'Pune', countryCode: 'IN', iataCode: 'PNQ' })).rejects.toThrow(
      /exactly one/,
    );
    expect(captured.has('rates')).toBe(false);
  });

  it('a destination answer of the wrong shape is a malformed-answer provider error, not a crash', async () => {
    const bad = new LiteApiClient({
      apiKey: 'sand_contract',
      baseUrl: `${origin}/bad/v3.0`,
      bookBaseUrl: `${origin}/v3.0`,
      retry: { retries: 0 },
    });
    const err = await bad.searchDestinationRates({ ...stayPart, cityName: 'Pune', countryCode: 'IN' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).kind).toBe('malformed');
  });

  it('the validator rejects the spec-shaped occupancies the client must not send', () => {
    const wrong = { ...ratesReq, occupancies: [{ childrenAges: [4] }] };
    expect(validateRequest('search', 'POST', '/hotels/rates', wrong).length).toBeGreaterThan(0);
  });
});
