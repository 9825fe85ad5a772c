// Mocked answers of the list page's HotelListSearch query: the full answer (with prices) and the quick one
// (waitForPrices: false, prices pending), with facets the filter panel can show.
import type { MockedResponse } from '@apollo/client/testing';
import { HotelListSearchQuery } from '../../client/src/features/hotel-list/searchOperations.ts';
import type { HotelListSearchQuery as Data, HotelSearchInput } from '../../client/src/__generated__/graphql.ts';

type Result = Data['searchHotels'];
type Hotel = Result['hotels'][number];

export function listHotels(n: number, city: string, offset = 0, over: Partial<Hotel> = {}): Hotel[] {
  return Array.from({ length: n }, (_, i) => ({
    __typename: 'HotelSummary' as const,
    id: `lp${offset + i + 1}`,
    name: `${city} Hotel ${offset + i + 1}`,
    thumbnail: null,
    mainPhoto: null,
    address: 'Main Road',
    city,
    description: 'Near the station.',
    stars: 4,
    rating: 4.1,
    reviewCount: 12,
    priceFrom: { __typename: 'Money' as const, amount: 3200 + 100 * (offset + i), currency: 'INR' },
    stayPrice: { __typename: 'Money' as const, amount: 2 * (3200 + 100 * (offset + i)), currency: 'INR' },
    payableAtHotel: null,
    suggestedStayPrice: null,
    freeCancellation: true,
    board: 'BREAKFAST' as const,
    distanceKm: 2.5,
    ...over,
  }));
}

export const sampleFacets: Result['facets'] = {
  __typename: 'SearchFacets',
  stars: [
    { __typename: 'StarsFacet', stars: 5, count: 7 },
    { __typename: 'StarsFacet', stars: 4, count: 20 },
    { __typename: 'StarsFacet', stars: 3, count: 13 },
  ],
  ratings: [
    { __typename: 'RatingFacet', minRating: 3, count: 35 },
    { __typename: 'RatingFacet', minRating: 4, count: 18 },
    { __typename: 'RatingFacet', minRating: 4.5, count: 6 },
  ],
  boards: [
    { __typename: 'BoardFacet', board: 'ROOM_ONLY', count: 30 },
    { __typename: 'BoardFacet', board: 'BREAKFAST', count: 22 },
  ],
  hotelTypes: [
    { __typename: 'HotelTypeFacet', id: 204, name: 'Hotels', count: 31 },
    { __typename: 'HotelTypeFacet', id: 206, name: 'Resorts', count: 9 },
  ],
  freeCancellation: 17,
  prices: {
    __typename: 'PriceHistogram',
    min: 1850,
    max: 24000,
    buckets: [
      { __typename: 'PriceBucket', from: 1800, to: 6000, count: 20 },
      { __typename: 'PriceBucket', from: 6000, to: 12000, count: 15 },
      { __typename: 'PriceBucket', from: 12000, to: 24000, count: 5 },
    ],
  },
  facilities: [
    { __typename: 'FacilityFacet', id: 5, name: 'Free WiFi', count: 38 },
    { __typename: 'FacilityFacet', id: 12, name: 'Swimming pool', count: 11 },
  ],
};

export interface ListAnswer {
  total: number;
  unfilteredTotal?: number;
  stale?: boolean;
  hotels?: Hotel[];
  facets?: Result['facets'];
  /** Milliseconds before the full answer arrives. */
  delay?: number;
}

function answer(input: HotelSearchInput, a: ListAnswer, pending: boolean): Result {
  const page = input.page ?? 1;
  const city = input.destination ?? '';
  const hotels = a.hotels ?? listHotels(Math.min(12, Math.max(0, a.total - (page - 1) * 12)), city, (page - 1) * 12);
  return {
    __typename: 'HotelSearchResult',
    destination: city,
    total: a.total,
    unfilteredTotal: a.unfilteredTotal ?? a.total,
    page,
    pageSize: 12,
    totalPages: Math.ceil(a.total / 12),
    checkin: input.checkin ?? '',
    checkout: input.checkout ?? '',
    stale: a.stale ?? false,
    sort: input.sort ?? 'RECOMMENDED',
    pricesPending: pending,
    facets: pending
      ? { ...(a.facets ?? sampleFacets), freeCancellation: 0, prices: { __typename: 'PriceHistogram', min: null, max: null, buckets: [] } }
      : (a.facets ?? sampleFacets),
    hotels: pending
      ? hotels.map((h) => ({
          ...h,
          priceFrom: null,
          stayPrice: null,
          payableAtHotel: null,
          suggestedStayPrice: null,
          freeCancellation: null,
          board: null,
        }))
      : hotels,
  };
}

/** The full answer to `input`. */
export function listMock(input: HotelSearchInput, a: ListAnswer): MockedResponse {
  return {
    request: { query: HotelListSearchQuery, variables: { input } },
    result: { data: { __typename: 'Query', searchHotels: answer(input, a, false) } },
    delay: a.delay,
  };
}

/** The quick answer (waitForPrices: false) to `input`: the same hotels, prices pending. */
export function quickListMock(input: HotelSearchInput, a: ListAnswer): MockedResponse {
  return {
    request: { query: HotelListSearchQuery, variables: { input: { ...input, waitForPrices: false } } },
    result: { data: { __typename: 'Query', searchHotels: answer(input, a, true) } },
  };
}

/** Both phases of a search that does not wait for prices. */
export function listMocks(input: HotelSearchInput, a: ListAnswer): MockedResponse[] {
  return [listMock(input, a), quickListMock(input, a)];
}
