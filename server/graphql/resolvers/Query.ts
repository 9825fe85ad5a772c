// Query fields of the search, city and hotel pages. Each is one call into a data source; validation and
// provider calls live in server/hotels and server/cities.
import { badInput } from '../../lib/errors.ts';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { LANGUAGE_OF } from './booking.ts';

export const Query: QueryResolvers = {
  cities: (_p, { query, limit }, ctx) => {
    const n = limit ?? 10;
    if (!Number.isInteger(n) || n < 1 || n > 10) throw badInput('The limit must be between 1 and 10.', 'limit');
    return ctx.cities.search(query, n);
  },
  popularCities: (_p, _a, ctx) => ctx.cities.popular(),
  searchHotels: (_p, { input }, ctx) => ctx.hotels.searchHotels(input, LANGUAGE_OF[input.language ?? 'EN']),
  hotel: (_p, { id, language }, ctx) => ctx.hotels.hotel(id, LANGUAGE_OF[language ?? 'EN']),
  hotelRates: (_p, { input }, ctx) => ctx.hotels.hotelRates(input),
  hotelTypes: (_p, _a, ctx) => ctx.hotels.hotelTypes(),
};
