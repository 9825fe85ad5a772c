// The hotel page and search through the real app and GraphQL, with a fake provider at the edge that sends
// the odd data the real one is known to send (missing fields, strings for objects, unsafe HTML) and fails
// on demand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import type {
  DestinationRatesRequest,
  DestinationRatesResult,
  HotelDetailOptions,
  HotelProvider,
  ListHotelsQuery,
  MinRate,
  ProviderHotelDetail,
  ProviderHotelSummary,
} from '../../../server/provider/types.ts';
import { ProviderError } from '../../../server/provider/errors.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';

const ODD_HOTEL = {
  id: 'odd1',
  name: '  ',
  starRating: 'lots' as unknown as number,
  rating: 9.1,
  reviewCount: 40,
  parking: '',
  deletedAt: '2024-05-01T00:00:00Z',
  hotelDescription:
    '<p>Lovely <b>sea</b> view<script>steal()</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">more</a>',
  hotelImportantInformation: '<div onclick="x()">Carry ID</div>',
  checkinCheckoutTimes: { checkin_start: '02:00 PM', checkin_end: '11:00 PM', checkout: '11:00 AM' },
  hotelFacilities: ['Free WiFi', { name: 'Swimming pool' }],
  policies: ['No smoking', { policy_type: 'Children', description: 'Kids welcome', child_allowed: 'yes', pets_allowed: '', parking: '' }],
  rooms: [
    {
      description: '<p>Cosy<iframe src="https://evil.example"></iframe></p>',
      roomSizeUnit: 'm2',
      roomSizeSquare: 22,
      roomAmenities: ['Kettle', { name: 'TV' }],
    },
  ],
  childAllowed: 'yes',
  petsAllowed: false,
  sentiment_analysis: { pros: ['Clean'], cons: ['Noisy'] },
} as unknown as ProviderHotelDetail;

function summary(i: number, city: string): ProviderHotelSummary {
  return {
    id: `h${String(i).padStart(3, '0')}`,
    name: `Hotel ${i}`,
    country: 'in',
    city,
    latitude: 12.9 + i / 1000,
    longitude: 77.5,
    address: `${i} MG Road`,
    hotelDescription: `<p>Hotel <b>number</b> ${i}</p>`,
    stars: (i % 6) + 0.5,
    rating: 5 + (i % 5),
    reviewCount: 10 * i,
    hotelTypeId: i % 2 === 0 ? 204 : 201,
  };
}

class FakeProvider implements HotelProvider {
  calls = { listHotels: [] as ListHotelsQuery[], destinationRates: [] as DestinationRatesRequest[], getHotel: 0, searchRates: 0 };
  /** the language each getHotel call asked for (undefined: the provider's own) */
  languages: (string | undefined)[] = [];
  failLists = false;
  /** fails only the calls that ask for hotels by id (the search page's texts in another language) */
  failTexts = false;
  failRates: Error | null = null;
  lists: Record<string, ProviderHotelSummary[]> = {
    bengaluru: Array.from({ length: 30 }, (_, i) => summary(i + 1, 'Bengaluru')),
    // The provider has hotels under the old name too; one of them also appears under the new one.
    bangalore: [summary(1, 'Bangalore'), summary(99, 'Bangalore')],
  };

  async listHotels(q: ListHotelsQuery) {
    this.calls.listHotels.push(q);
    if (this.failLists)
      throw new ProviderError({ kind: 'http', status: 500, endpoint: 'GET /data/hotels', message: 'db down at 10.0.0.7' });
    if (q.hotelIds) {
      if (this.failTexts) throw new ProviderError({ kind: 'timeout', endpoint: 'GET /data/hotels', message: 'timed out' });
      // A provider with Hindi texts: the description and address translated, the name as given; one hotel
      // without a Hindi description.
      const all = Object.values(this.lists).flat();
      const data = q.hotelIds.flatMap((id) => {
        const h = all.find((x) => x.id === id);
        if (!h || q.language !== 'hi') return h ? [h] : [];
        const n = Number(h.id.slice(1));
        return [{ ...h, address: `${n} एमजी रोड`, hotelDescription: n === 2 ? '' : `<p>होटल <b>नंबर</b> ${n}</p>` }];
      });
      return { data, total: data.length };
    }
    const data = this.lists[(q.cityName ?? '').toLowerCase()] ?? [];
    return { data, total: data.length };
  }
  async getHotel(id: string, opts?: HotelDetailOptions) {
    this.calls.getHotel++;
    this.languages.push(opts?.language);
    if (id === 'boom') throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    // A provider with Hindi texts: the description in the language asked for, the name as given.
    if (id === 'lang1')
      return {
        ...ODD_HOTEL,
        id,
        name: 'Sea Breeze Inn',
        hotelDescription: opts?.language === 'hi' ? '<p>समुद्र का नज़ारा</p>' : '<p>Sea view</p>',
      };
    return id === 'odd1' ? ODD_HOTEL : null;
  }
  async minRates(): Promise<MinRate[]> {
    throw new Error('not used: search cards are priced from the destination rates');
  }
  async searchDestinationRates(req: DestinationRatesRequest): Promise<DestinationRatesResult> {
    this.calls.destinationRates.push(req);
    if (this.failRates) throw this.failRates;
    const hotels = this.lists[(req.cityName ?? '').toLowerCase()] ?? [];
    // every third hotel has no availability; one rate each, GST included, nothing payable at the hotel
    const data = hotels
      .filter((h) => Number(h.id.slice(1)) % 3 !== 0)
      .map((h) => {
        const price = 3000 + Number(h.id.slice(1));
        return {
          hotelId: h.id,
          roomTypes: [
            {
              roomTypeId: 'r1',
              offerId: `offer-${h.id}`,
              offerRetailRate: { amount: price, currency: 'INR' },
              rates: [
                {
                  rateId: `rate-${h.id}`,
                  name: 'Room',
                  maxOccupancy: 2,
                  adultCount: 2,
                  childCount: 0,
                  boardType: 'RO',
                  retailRate: {
                    total: [{ amount: price, currency: 'INR' }],
                    taxesAndFees: [{ included: true, description: 'GST', amount: 100, currency: 'INR' }],
                  },
                  cancellationPolicies: { refundableTag: 'NRFN', cancelPolicyInfos: [] },
                },
              ],
            },
          ],
        };
      });
    return { data, hotels: [] };
  }
  async searchRates() {
    this.calls.searchRates++;
    return [];
  }
  async hotelTypes() {
    return [
      { id: 201, name: 'Hotels' },
      { id: 204, name: 'Resorts' },
    ];
  }
  prebook(): never {
    throw new Error('not used');
  }
  book(): never {
    throw new Error('not used');
  }
  findBookingsByClientReference(): never {
    throw new Error('not used');
  }
  getBooking(): never {
    throw new Error('not used');
  }
  cancelBooking(): never {
    throw new Error('not used');
  }
  amendBooking(): never {
    throw new Error('not used');
  }
  raw(): never {
    throw new Error('not used');
  }
}

const SEARCH = `query Search($input: HotelSearchInput!) {
  searchHotels(input: $input) {
    destination total page pageSize totalPages checkin checkout stale
    hotels { id name city description stars rating reviewCount hotelType location { latitude longitude } priceFrom { amount currency } }
  }
}`;

const HOTEL = `query Hotel($id: ID!) {
  hotel(id: $id) {
    id name stars rating reviewCount address city country hotelType deleted parking checkinTime checkoutTime
    descriptionHtml importantInformationHtml facilities childAllowed petsAllowed
    policies { name description childAllowed petsAllowed parking }
    rooms { id name descriptionHtml maxOccupancy size sizeUnit amenities }
    sentiment { pros cons }
  }
}`;

describe('hotel pages over GraphQL with a fake provider', () => {
  let t: TestApp;
  let provider: FakeProvider;
  let clock = Date.now();
  const checkin = addDays(todayIst(), 10);
  const checkout = addDays(checkin, 2);

  beforeAll(async () => {
    provider = new FakeProvider();
    t = await startTestApp({}, { provider, now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('normalises odd provider data and sanitises its HTML', async () => {
    const { data, errors } = await t.gql(HOTEL, { id: 'odd1' });
    expect(errors).toBeUndefined();
    const h = data.hotel;
    expect(h).toMatchObject({
      id: 'odd1',
      name: 'Hotel Name Not Available',
      stars: 3,
      rating: 4.6,
      address: 'Address not available',
      city: 'City not available',
      hotelType: 'Hotel',
      deleted: true,
      parking: null,
      checkinTime: '02:00 PM',
      checkoutTime: '11:00 AM',
      facilities: ['Free WiFi', 'Swimming pool'],
      childAllowed: true,
      petsAllowed: false,
      sentiment: { pros: ['Clean'], cons: ['Noisy'] },
    });
    expect(h.descriptionHtml).toBe('<p>Lovely <b>sea</b> view</p>more');
    expect(h.importantInformationHtml).toBe('Carry ID');
    for (const html of [h.descriptionHtml, h.importantInformationHtml, h.rooms[0].descriptionHtml]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    }
    expect(h.policies).toEqual([
      { name: null, description: 'No smoking', childAllowed: null, petsAllowed: null, parking: null },
      { name: 'Children', description: 'Kids welcome', childAllowed: 'yes', petsAllowed: null, parking: null },
    ]);
    expect(h.rooms[0]).toMatchObject({
      name: 'Room 1',
      maxOccupancy: 2,
      size: 22,
      sizeUnit: 'm²',
      amenities: ['Kettle', 'TV'],
      descriptionHtml: '<p>Cosy</p>',
    });
  });

  it("asks the provider for the hotel's texts in the language asked for, and keeps each language apart", async () => {
    const TEXTS = `query HotelTexts($id: ID!, $language: Language) { hotel(id: $id, language: $language) { name descriptionHtml } }`;
    const calls = provider.calls.getHotel;
    provider.languages = [];
    const english = await t.gql(TEXTS, { id: 'lang1' });
    expect(english.errors).toBeUndefined();
    expect(english.data.hotel).toEqual({ name: 'Sea Breeze Inn', descriptionHtml: '<p>Sea view</p>' });
    const hindi = await t.gql(TEXTS, { id: 'lang1', language: 'HI' });
    expect(hindi.data.hotel).toEqual({ name: 'Sea Breeze Inn', descriptionHtml: '<p>समुद्र का नज़ारा</p>' });
    // Each in its language (the provider client leaves English, the provider's default, unsent: provider-client.test.ts).
    expect(provider.languages).toEqual(['en', 'hi']);
    // Each answer is cached under its language: asked again, neither reaches the provider, nor mixes.
    expect((await t.gql(TEXTS, { id: 'lang1', language: 'EN' })).data.hotel.descriptionHtml).toBe('<p>Sea view</p>');
    expect((await t.gql(TEXTS, { id: 'lang1', language: 'HI' })).data.hotel.descriptionHtml).toBe('<p>समुद्र का नज़ारा</p>');
    expect(provider.calls.getHotel - calls).toBe(2);
    // A language the API does not know is the caller's mistake, said before any provider call.
    const unknown = await t.gql(TEXTS, { id: 'lang1', language: 'FR' });
    expect(unknown.errors?.[0].message).toMatch(/Language/);
    expect(provider.calls.getHotel - calls).toBe(2);
  });

  it('answers null for a hotel the provider does not have', async () => {
    const { data, errors } = await t.gql(HOTEL, { id: 'doesnotexist' });
    expect(errors).toBeUndefined();
    expect(data.hotel).toBeNull();
  });

  it('masks an unexpected failure', async () => {
    const { data, errors } = await t.gql(HOTEL, { id: 'boom' });
    expect(data.hotel).toBeNull();
    expect(errors![0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(errors![0].message).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(errors)).not.toMatch(/secret|TypeError|stack/);
  });

  it('pages a merged, stable list, priced by one rates call per provider city', async () => {
    provider.calls.destinationRates = [];
    const p1 = await t.gql(SEARCH, { input: { destination: 'bangalore', checkin, checkout, pageSize: 12 } });
    expect(p1.errors).toBeUndefined();
    const r1 = p1.data.searchHotels;
    // 30 under Bengaluru plus one only listed under Bangalore; h001 is listed under both and counted once.
    expect(r1).toMatchObject({
      destination: 'Bengaluru',
      total: 31,
      page: 1,
      pageSize: 12,
      totalPages: 3,
      checkin,
      checkout,
      stale: false,
    });
    expect(r1.hotels).toHaveLength(12);
    // one call per provider city of the destination (both spellings), each with the cheapest rate per hotel
    expect(provider.calls.destinationRates.map((r) => r.cityName).sort()).toEqual(['Bangalore', 'Bengaluru']);
    expect(provider.calls.destinationRates.every((r) => r.countryCode === 'IN' && r.maxRatesPerHotel === 1)).toBe(true);

    const p3 = await t.gql(SEARCH, { input: { destination: 'BANGALORE', checkin, checkout, page: 3 } });
    const r3 = p3.data.searchHotels;
    expect(r3.total).toBe(31);
    expect(r3.hotels).toHaveLength(7);
    const ids1 = new Set(r1.hotels.map((h: { id: string }) => h.id));
    expect(r3.hotels.some((h: { id: string }) => ids1.has(h.id))).toBe(false);
    expect(provider.calls.destinationRates).toHaveLength(2); // another page: no call

    // most liked and reviewed first among the available: h099 (rating 9, 990 reviews) has no availability
    // (every third hotel), so h029 leads; hotels without availability come after every priced one
    expect(r1.hotels[0]).toMatchObject({ id: 'h029', description: 'Hotel number 29', hotelType: 'Hotels' });
    expect(r1.hotels.every((h: { id: string }) => Number(h.id.slice(1)) % 3 !== 0)).toBe(true);
    // 20 priced hotels, then the 11 without availability in the same order: h099 is the 21st (page 2)
    const p2 = await t.gql(SEARCH, { input: { destination: 'Bengaluru', checkin, checkout, page: 2 } });
    const noAvail = p2.data.searchHotels.hotels[8];
    expect(noAvail).toMatchObject({ city: 'Bangalore', description: 'Hotel number 99', hotelType: 'Hotels', rating: 4.5, priceFrom: null });
    const priced = r1.hotels.find((h: { id: string }) => Number(h.id.slice(1)) % 3 !== 0);
    // the provider's stay total over 2 nights, shown per night
    expect(priced.priceFrom).toEqual({ amount: (3000 + Number(priced.id.slice(1))) / 2, currency: 'INR' });
    expect(priced.rating).toBeGreaterThan(0);
    expect(priced.rating).toBeLessThanOrEqual(5);
  });

  it('filters by hotel type', async () => {
    const { data } = await t.gql(SEARCH, { input: { destination: 'Bengaluru', checkin, checkout, hotelTypeId: 204 } });
    expect(data.searchHotels.hotels.every((h: { hotelType: string }) => h.hotelType === 'Resorts')).toBe(true);
    expect(data.searchHotels.total).toBe(15);
  });

  it('shows hotels without prices, rather than failing, when prices cannot be fetched', async () => {
    provider.failRates = new ProviderError({ kind: 'timeout', endpoint: 'POST /hotels/rates' });
    try {
      const { data, errors } = await t.gql(SEARCH, {
        input: { destination: 'Bengaluru', checkin: addDays(checkin, 1), checkout: addDays(checkout, 1) },
      });
      expect(data.searchHotels.hotels).toHaveLength(12);
      expect(data.searchHotels.hotels.every((h: { priceFrom: unknown }) => h.priceFrom === null)).toBe(true);
      expect(errors![0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      provider.failRates = null;
    }
  });

  it('keeps answering from a stale list when the provider fails, and says so', async () => {
    const before = provider.calls.listHotels.length;
    await t.gql(SEARCH, { input: { destination: 'Bengaluru', checkin, checkout } });
    expect(provider.calls.listHotels.length).toBe(before); // fresh cache: no list call

    clock += 6 * 60_000; // past the 5 minutes of freshness
    provider.failLists = true;
    try {
      const { data, errors } = await t.gql(SEARCH, { input: { destination: 'Bengaluru', checkin, checkout } });
      expect(errors).toBeUndefined();
      expect(data.searchHotels.total).toBe(31);
      expect(data.searchHotels.stale).toBe(true);

      // with nothing cached, the failure reaches the traveller as a retryable error, without internals
      const miss = await t.gql(SEARCH, { input: { destination: 'Mysore', checkin, checkout } });
      expect(miss.errors![0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(miss.errors![0].message).not.toMatch(/10\.0\.0\.7|db down/);
    } finally {
      provider.failLists = false;
    }
  });
  it("gives a search page's hotel texts in the language asked for, with one provider call for the page", async () => {
    const TEXTS = `query Texts($input: HotelSearchInput!) { searchHotels(input: $input) { total hotels { id name address description } } }`;
    const input = { destination: 'Bengaluru', checkin, checkout, pageSize: 5 };
    const english = await t.gql(TEXTS, { input });
    expect(english.errors).toBeUndefined();
    const before = provider.calls.listHotels.length;
    const hindi = await t.gql(TEXTS, { input: { ...input, language: 'HI' } });
    expect(hindi.errors).toBeUndefined();
    const [en, hi] = [english.data.searchHotels, hindi.data.searchHotels];
    // The same hotels in the same order, in Hindi where the provider has Hindi.
    expect(hi.total).toBe(en.total);
    expect(hi.hotels.map((h: { id: string }) => h.id)).toEqual(en.hotels.map((h: { id: string }) => h.id));
    const n = (id: string) => Number(id.slice(1));
    for (const [i, h] of hi.hotels.entries()) {
      expect(h.name).toBe(en.hotels[i].name);
      expect(h.address).toBe(`${n(h.id)} एमजी रोड`);
      // An empty translation keeps the English text.
      expect(h.description).toBe(n(h.id) === 2 ? en.hotels[i].description : `होटल नंबर ${n(h.id)}`);
    }
    // One call for the page's five hotels, by id, in Hindi; none for the lists, which every language shares.
    const calls = provider.calls.listHotels.slice(before);
    expect(calls).toEqual([{ hotelIds: hi.hotels.map((h: { id: string }) => h.id), language: 'hi', limit: 5 }]);
    // Cached per hotel and language: asked again, nothing reaches the provider, and English stays English.
    const again = await t.gql(TEXTS, { input: { ...input, language: 'HI' } });
    expect(again.data.searchHotels).toEqual(hi);
    expect((await t.gql(TEXTS, { input })).data.searchHotels).toEqual(en);
    expect(provider.calls.listHotels.length - before).toBe(1);
  });

  it('keeps a search page in English when its Hindi texts cannot be had', async () => {
    const TEXTS = `query Texts($input: HotelSearchInput!) { searchHotels(input: $input) { hotels { id address } } }`;
    const input = { destination: 'Bengaluru', checkin, checkout, page: 3, pageSize: 5 };
    const english = await t.gql(TEXTS, { input });
    provider.failTexts = true;
    try {
      const hindi = await t.gql(TEXTS, { input: { ...input, language: 'HI' } });
      expect(hindi.errors).toBeUndefined();
      expect(hindi.data.searchHotels).toEqual(english.data.searchHotels);
    } finally {
      provider.failTexts = false;
    }
    // The failure is not cached: the next search gets the Hindi texts.
    const later = await t.gql(TEXTS, { input: { ...input, language: 'HI' } });
    expect(later.data.searchHotels.hotels[0].address).toMatch(/एमजी रोड$/);
  });
});
