// The search engine's rules without a server: what an all-in price is, meal plans, the histogram, and how
// filters, facets and sorts treat hotels with and without availability.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRatesSet, evaluate, histogram, NO_FILTERS, Universe, type Names } from '../../../server/hotels/engine.ts';
import { allInOf, boardOf, mapRate, offerPricing } from '../../../server/hotels/rates.ts';
import type { ProviderHotelSummary, ProviderRoomType } from '../../../server/provider/types.ts';
import { countTurns } from '../turns.ts';

const FUTURE = '2099-01-01 00:00:00';

function offer(
  id: string,
  total: number,
  opts: { fee?: number; ssp?: number; board?: string; refundable?: boolean } = {},
): ProviderRoomType {
  return {
    roomTypeId: 'r',
    offerId: id,
    offerRetailRate: { amount: total, currency: 'INR' },
    ...(opts.ssp !== undefined ? { suggestedSellingPrice: { amount: opts.ssp, currency: 'INR' } } : {}),
    rates: [
      {
        rateId: `${id}-1`,
        name: 'Deluxe',
        maxOccupancy: 2,
        adultCount: 2,
        childCount: 0,
        boardType: opts.board ?? 'RO',
        retailRate: {
          total: [{ amount: total, currency: 'INR' }],
          taxesAndFees: [
            { included: true, description: 'GST', amount: total * 0.1, currency: 'INR' },
            ...(opts.fee ? [{ included: false, description: 'Resort fee', amount: opts.fee, currency: 'INR' }] : []),
          ],
        },
        cancellationPolicies: opts.refundable
          ? { refundableTag: 'RFN', cancelPolicyInfos: [{ cancelTime: FUTURE, amount: 100, currency: 'INR' }] }
          : { refundableTag: 'NRFN', cancelPolicyInfos: [] },
      },
    ],
  };
}

const hotel = (i: number, extra: Partial<ProviderHotelSummary> = {}): ProviderHotelSummary => ({
  id: `h${String(i).padStart(2, '0')}`,
  name: `Hotel ${i}`,
  country: 'in',
  city: 'Pune',
  latitude: 18.5 + i / 100,
  longitude: 73.8,
  stars: (i % 5) + 1,
  rating: 6 + (i % 5),
  reviewCount: 10,
  hotelTypeId: i % 2 ? 201 : 204,
  facilityIds: i % 3 ? [1, 2] : [2],
  ...extra,
});

const NAMES: Names = {
  hotelTypes: new Map([
    [201, 'Hotels'],
    [204, 'Resorts'],
  ]),
  facilities: new Map([
    [1, 'Pool'],
    [2, 'Free WiFi'],
  ]),
};

describe('all-in prices', () => {
  it('adds what is payable at the hotel to the offer total, as the rates dialog does', () => {
    const rt = offer('o1', 10_000, { fee: 1200, ssp: 12_000 });
    const p = offerPricing(rt, Date.parse('2030-01-01'))!;
    expect(p).toMatchObject({ allIn: 11_200, payableAtHotel: 1200, suggestedAllIn: 13_200, board: 'ROOM_ONLY', freeCancellation: false });
    expect(allInOf(mapRate(rt, 2, 'INR')!)).toBe(p.allIn);
  });

  it('reads meal plans from codes and names', () => {
    expect(boardOf('BB2')).toBe('BREAKFAST');
    expect(boardOf('HB')).toBe('HALF_BOARD');
    expect(boardOf('AI')).toBe('ALL_INCLUSIVE');
    expect(boardOf(null, 'Full Board')).toBe('FULL_BOARD');
    expect(boardOf('XYZ', 'Something')).toBeNull();
  });

  it('keeps per hotel the cheapest offer per meal plan and cancellation term', async () => {
    const set = await buildRatesSet(
      [
        {
          hotelId: 'h01',
          roomTypes: [offer('a', 5000), offer('b', 4000), offer('c', 6000, { board: 'BB' }), offer('d', 7000, { refundable: true })],
        },
      ],
      Date.parse('2030-01-01'),
    );
    const opts = set.hotels.h01;
    expect(opts).toHaveLength(3);
    expect(opts.find((o) => o.board === 'ROOM_ONLY' && !o.free)!.allIn).toBe(4000);
    expect(opts.find((o) => o.board === 'BREAKFAST')!.allIn).toBe(6000);
    expect(opts.find((o) => o.free)!.allIn).toBe(7000);
  });

  it("reduces a big city's rates a slice at a time, so the process serves other requests meanwhile", async () => {
    const answer = Array.from({ length: 1000 }, (_, i) => ({ hotelId: `h${i}`, roomTypes: [offer(`o${i}`, 3000 + i)] }));
    const counting = countTurns();
    const set = await buildRatesSet(answer, Date.parse('2030-01-01'));
    const turns = counting.stop();
    expect(Object.keys(set.hotels)).toHaveLength(1000);
    expect(set.hotels.h999[0].allIn).toBe(3999);
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});

describe('histogram', () => {
  it('puts every price in one of about ten buckets covering min to max', () => {
    const prices = [1000, 1500, 2200, 9999.5, 4000];
    const h = histogram(prices);
    expect(h.buckets).toHaveLength(10);
    expect(h.buckets.reduce((a, b) => a + b.count, 0)).toBe(prices.length);
    expect(h.buckets[0].from).toBeLessThanOrEqual(1000);
    expect(h.buckets.at(-1)!.to).toBeGreaterThanOrEqual(9999.5);
    expect(histogram([])).toEqual({ min: null, max: null, buckets: [] });
    expect(histogram([500, 500]).buckets).toEqual([{ from: 500, to: 500, count: 2 }]);
  });
});

describe('filters, facets and sorts', () => {
  const hotels = Array.from({ length: 20 }, (_, i) => hotel(i + 1));
  // every fourth hotel has no availability; prices fall with the index
  const answer = hotels
    .filter((_, i) => (i + 1) % 4 !== 0)
    .map((h, k) => ({
      hotelId: h.id,
      roomTypes: [offer(`o${h.id}`, 20_000 - k * 500, { board: k % 2 ? 'BB' : 'RO', refundable: k % 3 === 0 })],
    }));
  let u: Universe;
  beforeAll(async () => {
    u = new Universe(hotels, await buildRatesSet(answer, Date.parse('2030-01-01')), { latitude: 18.5, longitude: 73.8 });
  });

  it('puts hotels without availability after all priced ones, in every sort', () => {
    for (const sort of ['RECOMMENDED', 'PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'RATING', 'STARS', 'DISTANCE'] as const) {
      const ev = evaluate(u, NO_FILTERS, sort, NAMES, 1);
      const priced = [...ev.matched].map((i) => !Number.isNaN(ev.mode.price[i]));
      expect(priced.indexOf(false)).toBe(15);
      expect(priced.slice(15).every((p) => !p)).toBe(true);
    }
  });

  it('counts each facet as if its own filter were off', () => {
    const all = evaluate(u, NO_FILTERS, 'RECOMMENDED', NAMES, 1);
    const fourStars = evaluate(u, { ...NO_FILTERS, stars: [4] }, 'RECOMMENDED', NAMES, 1);
    expect(fourStars.matched.length).toBe(all.facets.stars.find((s) => s.stars === 4)!.count);
    expect(fourStars.facets.stars).toEqual(all.facets.stars);
    // other facets narrow to the 4-star hotels
    expect(fourStars.facets.hotelTypes.reduce((a, t) => a + t.count, 0)).toBe(fourStars.matched.length);
    const wifiPool = evaluate(u, { ...NO_FILTERS, facilityIds: [1, 2] }, 'RECOMMENDED', NAMES, 1);
    expect(wifiPool.matched.length).toBe(all.facets.facilities.find((f) => f.id === 1)!.count);
  });

  it('filters on the price of the rate the card shows and keeps the price facet without the price filter', () => {
    const all = evaluate(u, NO_FILTERS, 'PRICE_LOW_TO_HIGH', NAMES, 1);
    const cheap = evaluate(u, { ...NO_FILTERS, priceMax: 16_000 }, 'PRICE_LOW_TO_HIGH', NAMES, 1);
    for (const i of cheap.matched) expect(cheap.mode.price[i]).toBeLessThanOrEqual(16_000);
    expect(cheap.facets.prices).toEqual(all.facets.prices);
    expect(all.facets.available).toBe(15);
    const avail = evaluate(u, { ...NO_FILTERS, availableOnly: true }, 'RECOMMENDED', NAMES, 1);
    expect(avail.matched.length).toBe(15);
    expect(avail.facets.available).toBe(15);
  });

  it('filters and buckets per night, on the figure the card shows, when the stay has several nights', () => {
    // The same rates set read as a 2-night stay: every hotel costs half its stay total per night.
    const twoNights = evaluate(u, NO_FILTERS, 'PRICE_LOW_TO_HIGH', NAMES, 2);
    const cheapest = twoNights.mode.price[twoNights.matched[0]] / 2;
    const priciest = twoNights.mode.price[twoNights.matched[14]] / 2;
    expect(twoNights.facets.prices.min).toBe(cheapest);
    expect(twoNights.facets.prices.max).toBe(priciest);
    const cap = 8_000; // per night: hotels whose stay is at most 16,000
    const cheap = evaluate(u, { ...NO_FILTERS, priceMax: cap }, 'PRICE_LOW_TO_HIGH', NAMES, 2);
    expect(cheap.matched.length).toBeGreaterThan(0);
    for (const i of cheap.matched) expect(cheap.mode.price[i] / 2).toBeLessThanOrEqual(cap);
    const stayCapped = evaluate(u, { ...NO_FILTERS, priceMax: 16_000 }, 'PRICE_LOW_TO_HIGH', NAMES, 1);
    expect(cheap.matched).toEqual(stayCapped.matched);
    // a per-night floor above every night's price leaves nothing, though every stay total is above it
    expect(evaluate(u, { ...NO_FILTERS, priceMin: priciest + 1 }, 'PRICE_LOW_TO_HIGH', NAMES, 2).matched.length).toBe(0);
    expect(() => evaluate(u, NO_FILTERS, 'RECOMMENDED', NAMES, 0)).toThrow(RangeError);
  });

  it('finds hotels by a part of their name, ignoring case and accents', () => {
    const ev = evaluate(u, { ...NO_FILTERS, name: 'hotel 1' }, 'RECOMMENDED', NAMES, 1);
    expect(ev.matched.length).toBe(11); // Hotel 1, 10-19
  });
});
