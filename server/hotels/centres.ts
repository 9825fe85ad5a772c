// A city's centre, the one point every "from the centre" figure measures from: the list's distance badge and
// DISTANCE sort (hotels/service.ts) and the hotel page's location map (map/nearby.ts). Centres are the built-in
// cities' coordinates (GeoNames), found by any of the city's names (Bombay, Bangalore, ...).
import { BUILTIN_CITIES, fold } from '../cities/builtin.ts';
import type { GeoPoint } from '../lib/geo.ts';
import { resolveDestination } from './destinations.ts';

const centres = new Map<string, GeoPoint>();
for (const c of BUILTIN_CITIES)
  if (c.latitude != null && c.longitude != null) centres.set(fold(c.name), { latitude: c.latitude, longitude: c.longitude });

/** The centre of a city by any of its names; undefined for a city the list lacks. */
export function cityCentre(city: string): GeoPoint | undefined {
  for (const name of [city, ...resolveDestination(city).cityNames]) {
    const hit = centres.get(fold(name));
    if (hit) return hit;
  }
  return undefined;
}
