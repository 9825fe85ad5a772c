// Query.destinations: the search box's suggestions. The ranking, the catalogues and the area index live in
// server/hotels (destinations-search.ts, airports.ts, areas.ts); the area index is one per hotels service.
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { areaIndexOf } from '../../hotels/areas.ts';
import { searchDestinations } from '../../hotels/destinations-search.ts';

export const destinationsQuery: { Query: Pick<QueryResolvers, 'destinations'> } = {
  Query: {
    destinations: (_p, { query, limit }, ctx) =>
      searchDestinations(query, limit ?? 8, {
        cities: ctx.cities,
        areas: areaIndexOf(ctx.hotels.lists, {
          onError: (err) => ctx.log.warn({ err }, 'area index build failed; suggesting without areas'),
        }),
      }),
  },
};
