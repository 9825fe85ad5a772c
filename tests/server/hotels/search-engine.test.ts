// Issue 15's search engine through the real wiring (GraphQL over HTTP, the real provider client, the embedded
// sandbox): filters hold on every hotel of every page, sorts hold across pages, facets add up, one rates call
// per destination and stay (none for a page, sort or filter change), all-in prices agree on the card, in the
// rates dialog and at prebook, and `near` searches stay inside their circle.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postGraphql, startTestApp, type TestApp } from '../helpers.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';
import { haversineKm } from '../../../server/hotels/engine.ts';
import { LiteApiClient } from '../../../server/provider/client.ts';

const SEARCH = `query Search($input: HotelSearchInput!) {
  searchHotels(input: $input) {
    destination total unfilteredTotal page pageSize totalPages sort nights rooms adults children pricesPending stale
    center { latitude longitude }
    hotels {
      id name stars rating reviewCount hotelType location { latitude longitude } distanceKm
      priceFrom { amount currency } stayPrice { amount } payableAtHotel { amount } suggestedStayPrice { amount }
      freeCancellation board
    }
    facets {
      stars { stars count } ratings { minRating count } boards { board count } hotelTypes { id name count }
      freeCancellation available prices { min max buckets { from to count } } facilities { id name count }
    }
  }
}`;

const RATES = `query Rates($input: RatesInput!) {
  hotelRates(input: $input) {
    nights
    rates { offerId total { amount } childCount adultCount taxesAndFees { included amount { amount } } }
  }
}`;

const PREBOOK = `mutation Prebook($input: PrebookInput!) {
  prebook(input: $input) { price { amount } booking { feesPayableAtHotel { amount { amount } } } }
}`;

interface Card {
  id: string;
  name: string;
  stars: number | null;
  rating: number | null;
  hotelType: string | null;
  location: { latitude: number; longitude: number } | null;
  distanceKm: number | null;
  priceFrom: { amount: number; currency: string } | null;
  stayPrice: { amount: number } | null;
  payableAtHotel: { amount: number } | null;
  suggestedStayPrice: { amount: number } | null;
  freeCancellation: boolean | null;
  board: string | null;
}

interface Facets {
  stars: Array<{ stars: number; count: number }>;
  ratings: Array<{ minRating: number; count: number }>;
  boards: Array<{ board: string; count: number }>;
  hotelTypes: Array<{ id: number; name: string; count: number }>;
  freeCancellation: number;
  available: number;
  prices: { min: number | null; max: number | null; buckets: Array<{ from: number; to: number; count: number }> };
  facilities: Array<{ id: number; name: string; count: number }>;
}

interface Result {
  total: number;
  unfilteredTotal: number;
  totalPages: number;
  nights: number;
  children: number;
  rooms: number;
  adults: number;
  pricesPending: boolean;
  center: { latitude: number; longitude: number } | null;
  hotels: Card[];
  facets: Facets;
}

const CITY = 'Jaipur';

describe('the search engine against the embedded sandbox', () => {
  let t: TestApp;
  // Each test has its own stay, so no test finds another's rates set in the cache.
  let day = 10;
  const stay = () => {
    const checkin = addDays(todayIst(), (day += 3));
    return { checkin, checkout: addDays(checkin, 2) };
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function search(input: object): Promise<Result> {
    const r = await t.gql(SEARCH, { input });
    expect(r.errors).toBeUndefined();
    return r.data.searchHotels as Result;
  }

  /** Every page of a search (50 a page). */
  async function allPages(input: object): Promise<{ first: Result; cards: Card[] }> {
    const first = await search({ ...input, pageSize: 50 });
    const cards = [...first.hotels];
    for (let page = 2; page <= first.totalPages; page++) cards.push(...(await search({ ...input, pageSize: 50, page })).hotels);
    expect(cards).toHaveLength(first.total);
    expect(new Set(cards.map((c) => c.id)).size).toBe(first.total);
    return { first, cards };
  }

  const rateCalls = () => t.control.callCount('POST /hotels/rates') + t.control.callCount('POST /hotels/min-rates');

  it('makes one rates call for a destination and stay, and none for a page, sort or filter change', async () => {
    const s = stay();
    t.control.resetCounts();
    const first = await search({ destination: CITY, ...s });
    expect(t.control.callCount('POST /hotels/rates')).toBe(1);
    expect(t.control.callCount('POST /hotels/min-rates')).toBe(0);
    expect(first.total).toBe(first.unfilteredTotal);
    expect(first.total).toBeGreaterThan(50);
    expect(first.hotels.some((h) => h.priceFrom !== null)).toBe(true);

    for (const change of [
      { page: 2 },
      { sort: 'PRICE_LOW_TO_HIGH' },
      { sort: 'RATING', page: 3 },
      { filters: { stars: [4, 5] } },
      { filters: { minRating: 4, hotelTypeIds: [1, 2], availableOnly: true }, sort: 'PRICE_HIGH_TO_LOW' },
      { filters: { priceMax: 5000, name: 'hotel' } },
    ]) {
      t.control.resetCounts();
      await search({ destination: CITY, ...s, ...change });
      expect({ change, calls: rateCalls() + t.control.callCount('GET /data/hotels') }).toEqual({ change, calls: 0 });
    }

    // Meal plan and free cancellation choose which rate is a hotel's cheapest, so the provider applies them:
    // one call the first time a choice is made, none for its pages, sorts and other filters afterwards.
    const mealPlan = { freeCancellation: true, boards: ['BREAKFAST'] };
    t.control.resetCounts();
    await search({ destination: CITY, ...s, filters: mealPlan });
    expect(t.control.callCount('POST /hotels/rates')).toBe(1);
    t.control.resetCounts();
    await search({ destination: CITY, ...s, filters: { ...mealPlan, stars: [3] }, sort: 'PRICE_LOW_TO_HIGH', page: 2 });
    await search({ destination: CITY, ...s });
    expect(rateCalls()).toBe(0);
  });

  it('makes one rates call for identical searches arriving together', async () => {
    const s = stay();
    t.control.resetCounts();
    const answers = await Promise.all([1, 2, 3, 4].map((page) => search({ destination: CITY, ...s, page })));
    expect(answers.every((a) => a.total === answers[0].total)).toBe(true);
    expect(t.control.callCount('POST /hotels/rates')).toBe(1);
  });

  it('keeps every filter on every hotel of every page', async () => {
    const s = stay();
    const filters = {
      stars: [3, 4],
      minRating: 3.5,
      freeCancellation: true,
      boards: ['BREAKFAST', 'HALF_BOARD'],
      priceMin: 2000,
      priceMax: 12000,
    };
    const { first, cards } = await allPages({ destination: CITY, ...s, filters });
    expect(first.total).toBeGreaterThan(0);
    expect(first.total).toBeLessThan(first.unfilteredTotal);
    for (const c of cards) {
      expect([3, 4]).toContain(c.stars);
      expect(c.rating).toBeGreaterThanOrEqual(3.5);
      expect(c.freeCancellation).toBe(true);
      expect(['BREAKFAST', 'HALF_BOARD']).toContain(c.board);
      expect(c.priceFrom!.amount).toBeGreaterThanOrEqual(2000 - 0.01);
      expect(c.priceFrom!.amount).toBeLessThanOrEqual(12000 + 0.01);
    }

    const named = await allPages({ destination: CITY, ...s, filters: { name: cards[0].name.split(' ')[0].toUpperCase() } });
    expect(named.first.total).toBeGreaterThan(0);
    for (const c of named.cards) expect(c.name.toLowerCase()).toContain(cards[0].name.split(' ')[0].toLowerCase());

    const available = await allPages({ destination: CITY, ...s, filters: { availableOnly: true } });
    expect(available.cards.every((c) => c.priceFrom !== null)).toBe(true);
    expect(available.first.total).toBe(available.first.facets.available);
  });

  it('filters and buckets prices per night, on the figure each card shows, for a stay of several nights', async () => {
    const s = stay();
    const all = await allPages({ destination: CITY, ...s, sort: 'PRICE_LOW_TO_HIGH' });
    expect(all.first.nights).toBeGreaterThan(1);
    const perNight = all.cards.flatMap((c) => (c.priceFrom ? [c.priceFrom.amount] : []));
    expect(perNight.length).toBeGreaterThan(10);
    expect(all.first.facets.prices.min).toBeCloseTo(Math.min(...perNight), 2);
    expect(all.first.facets.prices.max).toBeCloseTo(Math.max(...perNight), 2);
    // A cap in the middle of the cards' per-night prices keeps exactly the cards at or under it.
    const sorted = [...perNight].sort((a, b) => a - b);
    const cap = Math.round(sorted[Math.floor(sorted.length / 2)]);
    const capped = await allPages({ destination: CITY, ...s, sort: 'PRICE_LOW_TO_HIGH', filters: { priceMax: cap } });
    expect(capped.first.total).toBe(perNight.filter((p) => p <= cap).length);
    expect(capped.cards.every((c) => c.priceFrom!.amount <= cap)).toBe(true);
    const floor = await search({ destination: CITY, ...s, filters: { priceMin: cap } });
    expect(floor.total).toBe(perNight.filter((p) => p >= cap).length);
  });

  it('filters by type, amenity and chain exactly as their facets counted', async () => {
    const s = stay();
    const base = await search({ destination: CITY, ...s });
    const type = base.facets.hotelTypes[0];
    const facility = base.facets.facilities[0];
    expect(type.count).toBeGreaterThan(0);
    expect(facility.count).toBeGreaterThan(0);
    expect(base.facets.facilities.length).toBeLessThanOrEqual(12);
    const byType = await allPages({ destination: CITY, ...s, filters: { hotelTypeIds: [type.id] } });
    expect(byType.first.total).toBe(type.count);
    expect(byType.cards.every((c) => c.hotelType === type.name)).toBe(true);
    // the older single-type input still works and means the same
    expect((await search({ destination: CITY, ...s, hotelTypeId: type.id })).total).toBe(type.count);
    const byFacility = await search({ destination: CITY, ...s, filters: { facilityIds: [facility.id] } });
    expect(byFacility.total).toBe(facility.count);
    // a facet counts as if its own filter were off: choosing a type leaves the type facet as it was
    expect(byType.first.facets.hotelTypes).toEqual(base.facets.hotelTypes);
    for (const stars of base.facets.stars) {
      expect((await search({ destination: CITY, ...s, filters: { stars: [stars.stars] } })).total).toBe(stars.count);
    }
    // Meal plans and free cancellation count the cheapest rates until chosen (a lower bound), then exactly.
    for (const board of base.facets.boards) {
      const chosen = await search({ destination: CITY, ...s, filters: { boards: [board.board] } });
      expect(chosen.total).toBeGreaterThanOrEqual(board.count);
      expect(chosen.facets.boards.find((b) => b.board === board.board)?.count).toBe(chosen.total);
    }
    const free = await search({ destination: CITY, ...s, filters: { freeCancellation: true } });
    expect(free.total).toBeGreaterThanOrEqual(base.facets.freeCancellation);
    expect(free.facets.freeCancellation).toBe(free.total);
    const byChain = await search({ destination: CITY, ...s, filters: { chainIds: [0] } });
    expect(byChain.total).toBeLessThanOrEqual(base.total);
  });

  it('adds the facet counts up to the total', async () => {
    const s = stay();
    const r = await search({ destination: CITY, ...s, filters: { minRating: 3 } });
    const sum = (xs: Array<{ count: number }>) => xs.reduce((a, x) => a + x.count, 0);
    expect(sum(r.facets.stars)).toBe(r.total);
    expect(sum(r.facets.hotelTypes)).toBe(r.total);
    expect(sum(r.facets.prices.buckets)).toBe(r.facets.available);
    expect(r.facets.available).toBeLessThanOrEqual(r.total);
    expect(r.facets.ratings.find((x) => x.minRating === 3)!.count).toBe(r.total);
    expect(r.facets.prices.buckets.length).toBeGreaterThanOrEqual(5);
    expect(r.facets.prices.buckets[0].from).toBeLessThanOrEqual(r.facets.prices.min!);
    expect(r.facets.prices.buckets.at(-1)!.to).toBeGreaterThanOrEqual(r.facets.prices.max!);
  });

  it('keeps each sort across page boundaries, with unavailable hotels last', async () => {
    const s = stay();
    const check: Record<string, (a: Card, b: Card) => boolean> = {
      PRICE_LOW_TO_HIGH: (a, b) => a.priceFrom!.amount <= b.priceFrom!.amount,
      PRICE_HIGH_TO_LOW: (a, b) => a.priceFrom!.amount >= b.priceFrom!.amount,
      RATING: (a, b) => (a.rating ?? -1) >= (b.rating ?? -1),
      STARS: (a, b) => (a.stars ?? 0) >= (b.stars ?? 0),
      DISTANCE: (a, b) => (a.distanceKm ?? Infinity) <= (b.distanceKm ?? Infinity),
      RECOMMENDED: () => true,
    };
    for (const [sort, ordered] of Object.entries(check)) {
      const { cards } = await allPages({ destination: CITY, ...s, sort });
      const firstUnpriced = cards.findIndex((c) => c.priceFrom === null);
      if (firstUnpriced >= 0)
        expect({ sort, pricedAfter: cards.slice(firstUnpriced).some((c) => c.priceFrom !== null) }).toEqual({ sort, pricedAfter: false });
      const priced = firstUnpriced >= 0 ? cards.slice(0, firstUnpriced) : cards;
      for (let i = 1; i < priced.length; i++) {
        if (!ordered(priced[i - 1], priced[i])) expect({ sort, at: i, a: priced[i - 1], b: priced[i] }).toBeUndefined();
      }
    }
  });

  it('gives the same all-in price on the card, in the rates dialog and at prebook', async () => {
    const s = stay();
    const r = await search({ destination: CITY, ...s, occupancies: [{ adults: 2 }], pageSize: 50 });
    const priced = r.hotels.filter((h) => h.stayPrice !== null);
    // hotels with fees payable at the hotel (resort fee, city tax) and hotels without
    const withFees = priced.filter((h) => h.payableAtHotel !== null).slice(0, 2);
    const sample = [...withFees, ...priced.filter((h) => h.payableAtHotel === null).slice(0, 2)];
    expect(withFees.length).toBeGreaterThan(0);
    expect(sample.length).toBeGreaterThan(2);
    for (const card of sample) {
      expect(card.priceFrom!.amount).toBeCloseTo(card.stayPrice!.amount / 2, 1);
      if (card.suggestedStayPrice) expect(card.suggestedStayPrice.amount).toBeGreaterThan(card.stayPrice!.amount);
      const rates = await t.gql(RATES, { input: { hotelId: card.id, ...s, occupancies: [{ adults: 2 }] } });
      expect(rates.errors).toBeUndefined();
      const cheapest = rates.data.hotelRates.rates[0] as {
        offerId: string;
        total: { amount: number };
        taxesAndFees: Array<{ included: boolean; amount: { amount: number } }>;
      };
      const payable = cheapest.taxesAndFees.filter((x) => !x.included).reduce((a, x) => a + x.amount.amount, 0);
      expect(cheapest.total.amount + payable).toBeCloseTo(card.stayPrice!.amount, 2);
      expect(card.payableAtHotel?.amount ?? 0).toBeCloseTo(payable, 2);

      const holder = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', phone: '+919845012353' };
      const pre = await t.gql(PREBOOK, {
        input: { offerId: cheapest.offerId, hotelId: card.id, ...s, occupancies: [{ adults: 2 }], holder, guests: [holder] },
      });
      expect(pre.errors).toBeUndefined();
      const fees = (pre.data.prebook.booking.feesPayableAtHotel as Array<{ amount: { amount: number } }>).reduce(
        (a, x) => a + x.amount.amount,
        0,
      );
      expect(pre.data.prebook.price.amount + fees).toBeCloseTo(card.stayPrice!.amount, 2);
    }
  });

  it('sends rooms with children to the provider and prices them', async () => {
    const s = stay();
    const spy = vi.spyOn(LiteApiClient.prototype, 'searchDestinationRates');
    t.control.clearRequests();
    const occupancies = [{ adults: 2, childrenAges: [7] }, { adults: 1 }];
    const r = await search({ destination: CITY, ...s, occupancies });
    // What the provider received over HTTP (the sandbox's request log), not only what the client was asked.
    const received = t.control.requests('POST /hotels/rates').map((q) => q.body as { occupancies?: unknown });
    expect(received).toHaveLength(1);
    // (a room without children goes without the empty list)
    expect(received[0].occupancies).toEqual([{ adults: 2, children: [7] }, { adults: 1 }]);
    expect(r).toMatchObject({ rooms: 2, adults: 3, children: 1, nights: 2 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0]).toMatchObject({
      cityName: CITY,
      countryCode: 'IN',
      occupancies: [
        { adults: 2, children: [7] },
        { adults: 1, children: [] },
      ],
    });
    const card = r.hotels.find((h) => h.stayPrice !== null)!;
    const rates = await t.gql(RATES, { input: { hotelId: card.id, ...s, occupancies } });
    const cheapest = rates.data.hotelRates.rates[0] as {
      total: { amount: number };
      childCount: number;
      adultCount: number;
      taxesAndFees: Array<{ included: boolean; amount: { amount: number } }>;
    };
    expect(cheapest.childCount).toBe(1);
    expect(cheapest.adultCount).toBe(3);
    const payable = cheapest.taxesAndFees.filter((x) => !x.included).reduce((a, x) => a + x.amount.amount, 0);
    expect(cheapest.total.amount + payable).toBeCloseTo(card.stayPrice!.amount, 2);
    // the same stay for one room of two adults is another rates set, and cheaper
    const single = await search({ destination: CITY, ...s, pageSize: 50 });
    const same = single.hotels.find((h) => h.id === card.id);
    if (same?.stayPrice) expect(same.stayPrice.amount).toBeLessThan(card.stayPrice!.amount);
  });

  it("measures a city's distances from the same centre as the hotel page's location map", async () => {
    const page = await search({ destination: CITY, ...stay(), sort: 'DISTANCE', pageSize: 5 });
    expect(page.hotels.length).toBe(5);
    for (const c of page.hotels) {
      const r = await t.gql('query H($id: ID!) { hotel(id: $id) { distanceToCentreKm } }', { id: c.id });
      expect(r.errors).toBeUndefined();
      // the list to 0.01 km, the page to 0.1 km
      expect(Math.abs(r.data.hotel.distanceToCentreKm - c.distanceKm!)).toBeLessThanOrEqual(0.051);
    }
  });

  it('searches a circle alone, within its radius, nearest first', async () => {
    const s = stay();
    const city = await search({ destination: CITY, ...s });
    const center = city.center!;
    expect(center).not.toBeNull();
    t.control.resetCounts();
    const near = { latitude: center.latitude, longitude: center.longitude, radiusKm: 3 };
    const { first, cards } = await allPages({ near, ...s, sort: 'DISTANCE' });
    expect(t.control.callCount('POST /hotels/rates')).toBe(1);
    expect(first.total).toBeGreaterThan(0);
    expect(first.total).toBeLessThan(city.unfilteredTotal);
    expect(first.center).toEqual({ latitude: near.latitude, longitude: near.longitude });
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i];
      expect(haversineKm(near, c.location!)).toBeLessThanOrEqual(3.001);
      expect(c.distanceKm!).toBeCloseTo(haversineKm(near, c.location!), 1);
      // nearest first among the priced hotels, then among those without availability (they come last)
      const prev = cards[i - 1];
      if (prev && (prev.priceFrom === null) === (c.priceFrom === null)) expect(prev.distanceKm!).toBeLessThanOrEqual(c.distanceKm!);
      if (prev) expect(prev.priceFrom === null && c.priceFrom !== null).toBe(false);
    }
    expect(cards.some((c) => c.priceFrom !== null)).toBe(true);
  });

  it('answers at once without prices when asked not to wait, and the follow-up has them', async () => {
    const s = stay();
    t.control.resetCounts();
    const raw = await postGraphql(t, SEARCH, { input: { destination: CITY, ...s, waitForPrices: false } });
    const quick = raw.json.data.searchHotels as Result;
    expect(quick.pricesPending).toBe(true);
    // an answer without its prices is not final: no cache (this app's, nginx, a CDN, the browser) may keep it
    expect(raw.headers.get('cache-control')).toMatch(/no-store/);
    expect(quick.hotels.length).toBe(12);
    expect(quick.hotels.every((h) => h.priceFrom === null && h.stayPrice === null && h.board === null)).toBe(true);
    const full = await search({ destination: CITY, ...s, waitForPrices: false });
    const again = full.pricesPending ? await search({ destination: CITY, ...s }) : full;
    expect(again.pricesPending).toBe(false);
    expect(again.hotels.some((h) => h.priceFrom !== null)).toBe(true);
    expect(t.control.callCount('POST /hotels/rates')).toBe(1);
    // a price sort always waits
    const sorted = await search({ destination: CITY, ...stay(), sort: 'PRICE_LOW_TO_HIGH', waitForPrices: false });
    expect(sorted.pricesPending).toBe(false);
  });

  it('refuses bad input with a clear message', async () => {
    const s = stay();
    const bad: Array<[object, RegExp]> = [
      [{ destination: CITY, filters: { priceMin: 5000, priceMax: 1000 } }, /lowest price cannot be above/i],
      [{ destination: CITY, filters: { priceMin: -1 } }, /lowest price/i],
      [{ destination: CITY, filters: { stars: [6] } }, /stars/i],
      [{ destination: CITY, filters: { minRating: 7 } }, /rating/i],
      [{ destination: CITY, filters: { name: 'x'.repeat(101) } }, /name/i],
      [{ near: { latitude: 95, longitude: 75 } }, /latitude/i],
      [{ near: { latitude: 26.9, longitude: 190 } }, /longitude/i],
      [{ near: { latitude: 26.9, longitude: 75.8, radiusKm: 0.1 } }, /radius/i],
      [{ near: { latitude: 26.9, longitude: 75.8, radiusKm: 80 } }, /radius/i],
      [{}, /destination/i],
      [{ place: 'nowhere:at-all' }, /place/i],
    ];
    for (const [input, message] of bad) {
      const r = await t.gql(SEARCH, { input: { ...s, ...input } });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toMatch(message);
    }
  });
});
