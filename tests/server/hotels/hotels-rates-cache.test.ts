// The hotels service's rates cache (server/hotels/service.ts hotelRates): it keeps a stay's rates as the
// API serves them, so a repeated stay neither calls the provider nor maps its answer again, and what the
// traveller sees is the same either way.
import { describe, expect, it } from 'vitest';
import { HotelsService } from '../../../server/hotels/service.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';
import type { HotelProvider, ProviderHotelRates, ProviderRoomType, RatesRequest } from '../../../server/provider/types.ts';

const roomType = (total: number): ProviderRoomType => ({
  roomTypeId: 'rt',
  offerId: `offer-${total}`,
  offerRetailRate: { amount: total, currency: 'INR' },
  rates: [
    {
      rateId: `rate-${total}`,
      name: 'Deluxe <b>Room</b>',
      maxOccupancy: 2,
      adultCount: 2,
      childCount: 0,
      boardName: 'Room Only',
      retailRate: {
        total: [{ amount: total, currency: 'INR' }],
        taxesAndFees: [{ included: true, description: 'GST', amount: 100, currency: 'INR' }],
      },
      cancellationPolicies: {
        refundableTag: 'RFN',
        cancelPolicyInfos: [{ cancelTime: '2030-07-30 02:00:00', amount: 500, currency: 'INR' }],
      },
    },
  ],
});

function provider(answer: (req: RatesRequest) => ProviderHotelRates[]) {
  const calls: RatesRequest[] = [];
  const p = {
    async searchRates(req: RatesRequest) {
      calls.push(req);
      return answer(req);
    },
  } as unknown as HotelProvider;
  return { p, calls };
}

const log = { warn() {}, info() {}, error() {}, debug() {} } as never;
const stay = { checkin: addDays(todayIst(), 30), checkout: addDays(todayIst(), 32) };

describe('rates of a stay', () => {
  it('calls the provider once per stay and answers the same mapped rates from the cache', async () => {
    const { p, calls } = provider((req) => [{ hotelId: req.hotelIds[0], roomTypes: [roomType(9000), roomType(6000)] }]);
    const hotels = new HotelsService({ provider: p, log });
    const first = await hotels.hotelRates({ hotelId: 'h1', ...stay });
    const again = await hotels.hotelRates({ hotelId: ' h1 ', ...stay });
    expect(calls).toHaveLength(1);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ hotelId: 'h1', nights: 2 });
    expect(first.rates.map((r) => [r.offerId, r.total.amount, r.perNight.amount, r.roomName])).toEqual([
      ['offer-6000', 6000, 3000, 'Deluxe Room'],
      ['offer-9000', 9000, 4500, 'Deluxe Room'],
    ]);
    // Another currency or stay is another entry.
    await hotels.hotelRates({ hotelId: 'h1', ...stay, currency: 'usd' });
    await hotels.hotelRates({ hotelId: 'h1', checkin: stay.checkin, checkout: addDays(stay.checkout, 1) });
    expect(calls.map((c) => [c.currency, c.checkout])).toEqual([
      ['INR', stay.checkout],
      ['USD', stay.checkout],
      ['INR', addDays(stay.checkout, 1)],
    ]);
  });

  it("reads the requested hotel's offers, else the only hotel answered, else none", async () => {
    const answers: ProviderHotelRates[][] = [
      [
        { hotelId: 'other', roomTypes: [roomType(1000)] },
        { hotelId: 'h2', roomTypes: [roomType(7000)] },
      ],
      [{ hotelId: 'renamed', roomTypes: [roomType(5000)] }],
      [],
    ];
    const { p } = provider(() => answers.shift()!);
    const hotels = new HotelsService({ provider: p, log });
    expect((await hotels.hotelRates({ hotelId: 'h2', ...stay })).rates.map((r) => r.offerId)).toEqual(['offer-7000']);
    expect((await hotels.hotelRates({ hotelId: 'h3', ...stay })).rates.map((r) => r.offerId)).toEqual(['offer-5000']);
    expect((await hotels.hotelRates({ hotelId: 'h4', ...stay })).rates).toEqual([]);
  });

  it('answers a cached refundable rate as non-refundable once its deadline has passed', async () => {
    let now = Date.parse('2030-07-30T01:00:00Z');
    const { p, calls } = provider((req) => [{ hotelId: req.hotelIds[0], roomTypes: [roomType(6000)] }]);
    const hotels = new HotelsService({ provider: p, log, now: () => now, ttls: { rates: { ttlMs: 7_200_000, staleMs: 7_200_000 } } });
    const dates = { checkin: '2030-08-10', checkout: '2030-08-12' };
    const before = await hotels.hotelRates({ hotelId: 'h1', ...dates });
    expect(before.rates[0].cancellation).toMatchObject({ refundable: true, freeCancellationUntil: '2030-07-30T02:00:00.000Z' });
    now = Date.parse('2030-07-30T02:00:01Z');
    const after = await hotels.hotelRates({ hotelId: 'h1', ...dates });
    expect(calls).toHaveLength(1);
    expect(after.rates[0].cancellation).toMatchObject({ refundable: false, refundableTag: 'NRFN', freeCancellationUntil: null });
    // The cached entry itself is not changed.
    expect(before.rates[0].cancellation.refundable).toBe(true);
  });
});
