// Hotel search, hotel page and rates through the real wiring: GraphQL over HTTP, the real provider
// client, and the embedded sandbox on the same server. Provider calls are counted by the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';

const SEARCH = `query Search($input: HotelSearchInput!) {
  searchHotels(input: $input) {
    destination total page pageSize totalPages checkin checkout stale
    hotels { id name city stars rating reviewCount thumbnail description priceFrom { amount currency } }
  }
}`;

const RATES = `query Rates($input: RatesInput!) {
  hotelRates(input: $input) {
    hotelId nights
    rates { offerId roomName boardName total { amount currency } perNight { amount } includesTaxes
            cancellation { refundable refundableTag freeCancellationUntil penalties { from amount { amount } } } }
  }
}`;

type Card = { id: string; city: string; priceFrom: { amount: number; currency: string } | null };
const ids = (hotels: Card[]) => hotels.map((h) => h.id);

describe('hotel search against the embedded sandbox', () => {
  let t: TestApp;
  let clock = Date.now();
  const checkin = addDays(todayIst(), 14);
  const checkout = addDays(checkin, 2);

  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages through a city with a stable total', async () => {
    const p1 = await t.gql(SEARCH, { input: { destination: 'Jaipur', checkin, checkout } });
    const p2 = await t.gql(SEARCH, { input: { destination: 'Jaipur', checkin, checkout, page: 2 } });
    expect(p1.errors).toBeUndefined();
    expect(p2.errors).toBeUndefined();
    const [r1, r2] = [p1.data.searchHotels, p2.data.searchHotels];
    expect(r1.total).toBeGreaterThan(24);
    expect(r2.total).toBe(r1.total);
    expect(r1.totalPages).toBe(Math.ceil(r1.total / 12));
    expect(r1).toMatchObject({ destination: 'Jaipur', page: 1, pageSize: 12, checkin, checkout, stale: false });
    expect(r2.page).toBe(2);
    expect(r1.hotels).toHaveLength(12);
    expect(r2.hotels).toHaveLength(12);
    expect(ids(r2.hotels).some((id) => ids(r1.hotels).includes(id))).toBe(false);
    // the same page asked again lists the same hotels in the same order
    const again = await t.gql(SEARCH, { input: { destination: 'jaipur', checkin, checkout } });
    expect(ids(again.data.searchHotels.hotels)).toEqual(ids(r1.hotels));
    const last = await t.gql(SEARCH, { input: { destination: 'Jaipur', checkin, checkout, page: r1.totalPages } });
    expect(last.data.searchHotels.hotels.length).toBe(r1.total - (r1.totalPages - 1) * 12);
  });

  it('understands old city names', async () => {
    const [a, b] = await Promise.all([
      t.gql(SEARCH, { input: { destination: 'bangalore', checkin, checkout } }),
      t.gql(SEARCH, { input: { destination: 'Bengaluru', checkin, checkout } }),
    ]);
    expect(a.data.searchHotels.destination).toBe('Bengaluru');
    expect(a.data.searchHotels.total).toBe(b.data.searchHotels.total);
    expect(ids(a.data.searchHotels.hotels)).toEqual(ids(b.data.searchHotels.hotels));

    const [bombay, mumbai] = await Promise.all([
      t.gql(SEARCH, { input: { destination: ' BOMBAY ', checkin, checkout } }),
      t.gql(SEARCH, { input: { destination: 'Mumbai', checkin, checkout } }),
    ]);
    expect(bombay.data.searchHotels.destination).toBe('Mumbai');
    expect(bombay.data.searchHotels.total).toBeGreaterThan(0);
    expect(ids(bombay.data.searchHotels.hotels)).toEqual(ids(mumbai.data.searchHotels.hotels));
  });

  it('finds the hotels of several towns for Goa', async () => {
    const { data, errors } = await t.gql(SEARCH, { input: { destination: 'goa', checkin, checkout, pageSize: 50 } });
    expect(errors).toBeUndefined();
    const towns = new Set((data.searchHotels.hotels as Card[]).map((h) => h.city));
    expect(data.searchHotels.destination).toBe('Goa');
    expect(towns.size).toBeGreaterThanOrEqual(3);
  });

  it('prices a search with ONE rates call for the destination, and asks nothing again for its pages', async () => {
    const input = { destination: 'Hyderabad', checkin: addDays(checkin, 3), checkout: addDays(checkin, 5) };
    t.control.resetCounts();
    const first = await t.gql(SEARCH, { input });
    expect(first.errors).toBeUndefined();
    expect(t.control.callCount('POST /hotels/rates')).toBe(1);
    expect(t.control.callCount('POST /hotels/min-rates')).toBe(0);
    expect(t.control.callCount('GET /data/hotels')).toBe(1);
    expect((first.data.searchHotels.hotels as Card[]).some((h) => h.priceFrom !== null)).toBe(true);

    t.control.resetCounts();
    await t.gql(SEARCH, { input: { ...input, page: 2 } });
    expect(t.control.callCount('POST /hotels/rates')).toBe(0); // the rates set is cached for 2 minutes
    expect(t.control.callCount('GET /data/hotels')).toBe(0); // the city list is cached

    t.control.resetCounts();
    const again = await t.gql(SEARCH, { input });
    expect(t.control.callCount('GET /data/hotels')).toBe(0);
    expect(again.data.searchHotels).toEqual(first.data.searchHotels);
  });

  it('makes one hotel-list call for identical searches arriving together', async () => {
    t.control.resetCounts();
    const input = { destination: 'Lucknow', checkin, checkout };
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.gql(SEARCH, { input })));
    expect(answers.every((a) => a.data.searchHotels.total === answers[0].data.searchHotels.total)).toBe(true);
    expect(answers[0].data.searchHotels.total).toBeGreaterThan(0);
    expect(t.control.callCount('GET /data/hotels')).toBe(1);
  });

  it('shows no price for a hotel without availability, and its rates are an empty list', async () => {
    // The sandbox closes some hotels on some dates; look for one within a few check-in dates.
    let found: { hotel: Card; ci: string; co: string } | undefined;
    // Hotels without availability come last in every order, so look on the last page.
    for (let d = 20; d < 60 && !found; d += 3) {
      const ci = addDays(todayIst(), d);
      const co = addDays(ci, 1);
      const first = await t.gql(SEARCH, { input: { destination: 'Kolkata', checkin: ci, checkout: co, pageSize: 50 } });
      const last = first.data.searchHotels.totalPages as number;
      const { data } = await t.gql(SEARCH, { input: { destination: 'Kolkata', checkin: ci, checkout: co, pageSize: 50, page: last } });
      const hotel = (data.searchHotels.hotels as Card[]).find((h) => h.priceFrom === null);
      if (hotel) found = { hotel, ci, co };
    }
    expect(found).toBeDefined();
    const { data, errors } = await t.gql(RATES, { input: { hotelId: found!.hotel.id, checkin: found!.ci, checkout: found!.co } });
    expect(errors).toBeUndefined();
    expect(data.hotelRates).toMatchObject({ hotelId: found!.hotel.id, nights: 1, rates: [] });
  });

  it("gives a hotel's rates cheapest first, matching the card's price per night", async () => {
    const { data } = await t.gql(SEARCH, { input: { destination: 'Hyderabad', checkin, checkout } });
    const card = (data.searchHotels.hotels as Card[]).find((h) => h.priceFrom !== null)!;
    const r = await t.gql(RATES, { input: { hotelId: card.id, checkin, checkout } });
    expect(r.errors).toBeUndefined();
    const rates = r.data.hotelRates.rates as Array<{
      total: { amount: number; currency: string };
      perNight: { amount: number };
      cancellation: { refundable: boolean; freeCancellationUntil: string | null };
    }>;
    expect(r.data.hotelRates.nights).toBe(2);
    expect(rates.length).toBeGreaterThan(0);
    const totals = rates.map((x) => x.total.amount);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(rates[0].total.currency).toBe('INR');
    expect(rates[0].perNight.amount).toBeCloseTo(rates[0].total.amount / 2, 2);
    expect(card.priceFrom!.amount).toBeCloseTo(rates[0].perNight.amount, 2);
    for (const rate of rates.filter((x) => x.cancellation.refundable)) {
      expect(Date.parse(rate.cancellation.freeCancellationUntil!)).toBeGreaterThan(Date.now());
    }
  });

  it('opens a hotel page from a search result, and null for an unknown id', async () => {
    const { data } = await t.gql(SEARCH, { input: { destination: 'Mumbai', checkin, checkout } });
    const id = data.searchHotels.hotels[0].id;
    const h = await t.gql(
      `query($id: ID!) { hotel(id: $id) { id name stars rating city images { url } rooms { name sizeUnit } descriptionHtml } }`,
      { id },
    );
    expect(h.errors).toBeUndefined();
    expect(h.data.hotel).toMatchObject({ id, city: 'Mumbai' });
    expect(h.data.hotel.stars).toBeGreaterThanOrEqual(0);
    expect(h.data.hotel.stars).toBeLessThanOrEqual(5);
    expect(h.data.hotel.images.length).toBeGreaterThan(0);
    expect(h.data.hotel.descriptionHtml).not.toMatch(/<script|on\w+=/i);

    t.control.resetCounts();
    await t.gql(`query($id: ID!) { hotel(id: $id) { id } }`, { id });
    expect(t.control.callCount('GET /data/hotel')).toBe(0); // cached

    const missing = await t.gql(`{ hotel(id: "doesnotexist") { id name } }`);
    expect(missing.errors).toBeUndefined();
    expect(missing.data.hotel).toBeNull();
  });

  it('suggests cities as the traveller types', async () => {
    const { data, errors } = await t.gql('{ cities(query: " mum", limit: 5) { name region country displayName } popularCities { name } }');
    expect(errors).toBeUndefined();
    expect(data.cities[0]).toMatchObject({ name: 'Mumbai', region: 'Maharashtra', country: 'IN', displayName: 'Mumbai, Maharashtra' });
    expect(data.cities.length).toBeLessThanOrEqual(5);
    expect(data.popularCities.length).toBeGreaterThan(0);
    expect(data.popularCities.length).toBeLessThanOrEqual(12);
    expect((await t.gql('{ cities(query: "m") { name } }')).data.cities).toEqual([]);
    const tooMany = await t.gql('{ cities(query: "del", limit: 50) { name } }');
    expect(tooMany.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lists hotel types', async () => {
    const { data } = await t.gql('{ hotelTypes { id name } }');
    expect(data.hotelTypes.length).toBeGreaterThan(0);
    expect(data.hotelTypes.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Hotels']));
  });

  it('keeps answering from a stale list when the provider fails', async () => {
    const input = { destination: 'Ahmedabad', checkin, checkout };
    const fresh = await t.gql(SEARCH, { input });
    expect(fresh.data.searchHotels.stale).toBe(false);

    clock += 6 * 60_000; // past the 5 fresh minutes, within the 30 kept
    t.control.addFault({ route: 'GET /data/hotels', kind: 'http500', times: 10 });
    try {
      const stale = await t.gql(SEARCH, { input });
      expect(stale.errors).toBeUndefined();
      expect(stale.data.searchHotels.stale).toBe(true);
      expect(stale.data.searchHotels.total).toBe(fresh.data.searchHotels.total);
      expect(ids(stale.data.searchHotels.hotels)).toEqual(ids(fresh.data.searchHotels.hotels));

      // nothing cached to fall back on: a retryable error that discloses nothing internal
      const miss = await t.gql(SEARCH, { input: { destination: 'Surat', checkin, checkout } });
      expect(miss.data).toBeNull();
      expect(miss.errors![0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(miss.errors![0].message).not.toMatch(/sandbox|127\.0\.0\.1|http:\/\//);
    } finally {
      t.control.clearFaults();
    }
  });
});
