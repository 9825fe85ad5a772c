// A hotel's place on the map beyond its coordinates: the distance to its city's centre and its nearest
// airport (server/map/nearby.ts), worked out from the normalised hotel only when a page asks for them.
import type { HotelResolvers } from '../__generated__/resolvers-types.ts';
import { distanceToCentreKm, nearestAirport } from '../../map/nearby.ts';

export const HotelLocation: { Hotel: Pick<HotelResolvers, 'distanceToCentreKm' | 'nearestAirport'> } = {
  Hotel: {
    distanceToCentreKm: (hotel) => distanceToCentreKm(hotel.city, hotel.location),
    nearestAirport: (hotel) => (hotel.location ? nearestAirport(hotel.location) : null),
  },
};
