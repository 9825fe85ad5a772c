// The places the sandbox's GET /data/places answers and its placeId main query understands: the hotel
// cities (type locality), the states and union territories that hold them (administrative_area_level_1,
// as the app's "Goa" card searches a state) and every Indian airport the iataCode search knows (airport).
// Each has a placeId the sandbox mints itself: "ChIJ" + base64url of a SHA-256 of kind and key, so it
// looks like a Google Place ID, never changes across restarts or seeds, and names nothing real.
// A place's meaning for a hotel search is the sandbox's own main query for it: a city's placeId is its
// cityName (+ countryCode IN), a state's is the state name as cityName, an airport's is the same circle an
// iataCode search uses (airportReach).
import { createHash } from 'node:crypto';
import { airportReach, cityServedBy, indianAirports, type Airport } from './airports.ts';
import { hotelCities, type HotelCity } from './cities.ts';
import { CITY_ALIASES, type IndiaState } from './places.ts';
import { distanceMetres, nameKey } from './random.ts';

export type PlaceKind = 'locality' | 'administrative_area_level_1' | 'airport';

/** What a placeId means as a hotel search's main query. */
export type PlaceQuery = { countryCode: 'IN'; cityName: string } | { latitude: number; longitude: number; radius: number };

export interface AddressComponent {
  languageCode: string;
  longText: string;
  shortText: string;
  types: string[];
}

export interface SandboxPlace {
  placeId: string;
  kind: PlaceKind;
  displayName: string;
  formattedAddress: string;
  types: string[];
  latitude: number;
  longitude: number;
  /** half the side of the viewport square, metres */
  viewportMetres: number;
  addressComponents: AddressComponent[];
  query: PlaceQuery;
  /** name keys a text query may equal exactly (name, old names, IATA code) */
  exact: string[];
  /** words a text query's words may start */
  words: string[];
  /** bigger first among equally good matches */
  weight: number;
}

const KIND_ORDER: Record<PlaceKind, number> = { locality: 0, administrative_area_level_1: 1, airport: 2 };
const TYPES: Record<PlaceKind, string[]> = {
  locality: ['locality', 'political'],
  administrative_area_level_1: ['administrative_area_level_1', 'political'],
  airport: ['airport', 'point_of_interest', 'establishment'],
};
/** How far a city's hotels spread from its centre, by tier (metres): the city's viewport. */
const CITY_SPREAD = { metro: 14_000, tier2: 8_000, small: 5_000 } as const;

/** The sandbox's placeId for a place of `kind` keyed `key` (a city's name key, a state's ISO code, an IATA code). */
export function mintPlaceId(kind: PlaceKind, key: string): string {
  return 'ChIJ' + createHash('sha256').update(`${kind}:${key}`).digest('base64url').slice(0, 23);
}

function component(longText: string, shortText: string, types: string[]): AddressComponent {
  return { languageCode: 'en', longText, shortText, types };
}

const COUNTRY = component('India', 'IN', ['country', 'political']);

function stateComponent(s: IndiaState): AddressComponent {
  return component(s.name, s.code, ['administrative_area_level_1', 'political']);
}

function words(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((t) => nameKey(t).split(' ')).filter(Boolean))];
}

function cityPlace(c: HotelCity, aliases: string[]): SandboxPlace {
  return {
    placeId: mintPlaceId('locality', c.key),
    kind: 'locality',
    displayName: c.name,
    formattedAddress: `${c.name}, ${c.state.name}, India`,
    types: TYPES.locality,
    latitude: c.place.latitude,
    longitude: c.place.longitude,
    viewportMetres: CITY_SPREAD[c.tier],
    addressComponents: [component(c.name, c.name, ['locality', 'political']), stateComponent(c.state), COUNTRY],
    query: { countryCode: 'IN', cityName: c.name },
    exact: [c.key, ...aliases],
    words: words(c.name, ...aliases),
    weight: c.hotelCount,
  };
}

function statePlace(s: IndiaState, cities: HotelCity[]): SandboxPlace {
  // The viewport holds every hotel city of the state, each with its spread.
  let reach = 20_000;
  for (const c of cities) reach = Math.max(reach, distanceMetres(s.latitude, s.longitude, c.place.latitude, c.place.longitude) + 15_000);
  return {
    placeId: mintPlaceId('administrative_area_level_1', s.code),
    kind: 'administrative_area_level_1',
    displayName: s.name,
    formattedAddress: `${s.name}, India`,
    types: TYPES.administrative_area_level_1,
    latitude: s.latitude,
    longitude: s.longitude,
    viewportMetres: Math.round(reach),
    addressComponents: [stateComponent(s), COUNTRY],
    query: { countryCode: 'IN', cityName: s.name },
    exact: [nameKey(s.name)],
    words: words(s.name),
    weight: cities.reduce((n, c) => n + c.hotelCount, 0),
  };
}

function airportPlace(a: Airport, cities: HotelCity[]): SandboxPlace {
  const served = cityServedBy(a)?.city;
  // An airport far from every hotel city is still in some state: the nearest city's.
  let state = served?.state;
  if (!state) {
    let best = Infinity;
    for (const c of cities) {
      const d = distanceMetres(a.latitude, a.longitude, c.place.latitude, c.place.longitude);
      if (d < best) {
        best = d;
        state = c.state;
      }
    }
  }
  const radius = airportReach(a);
  const address = [a.name, served?.name, state?.name, 'India'].filter(Boolean).join(', ');
  return {
    placeId: mintPlaceId('airport', a.code),
    kind: 'airport',
    displayName: a.name,
    formattedAddress: address,
    types: TYPES.airport,
    latitude: a.latitude,
    longitude: a.longitude,
    viewportMetres: radius,
    addressComponents: [
      ...(served ? [component(served.name, served.name, ['locality', 'political'])] : []),
      ...(state ? [stateComponent(state)] : []),
      COUNTRY,
    ],
    query: { latitude: a.latitude, longitude: a.longitude, radius },
    exact: [nameKey(a.code)],
    // "Mumbai airport" finds BOM: the city an airport serves is one of its words.
    words: words(a.name, a.code, served?.name ?? ''),
    weight: served ? served.hotelCount : 0,
  };
}

let all: SandboxPlace[] | undefined;
let byId: Map<string, SandboxPlace> | undefined;

function build(): SandboxPlace[] {
  const cities = hotelCities();
  const aliasesOf = new Map<string, string[]>();
  for (const [alias, key] of Object.entries(CITY_ALIASES)) {
    if (alias === key) continue;
    let list = aliasesOf.get(key);
    if (!list) aliasesOf.set(key, (list = []));
    list.push(alias);
  }
  const out = cities.map((c) => cityPlace(c, aliasesOf.get(c.key) ?? []));

  // A state is a place of its own only where its name is not also a city's (Delhi is the city).
  const cityKeys = new Set(cities.flatMap((c) => [c.key, ...(aliasesOf.get(c.key) ?? [])]));
  const states = new Map<string, { state: IndiaState; cities: HotelCity[] }>();
  for (const c of cities) {
    const s = states.get(c.state.code) ?? { state: c.state, cities: [] };
    s.cities.push(c);
    states.set(c.state.code, s);
  }
  for (const { state, cities: inState } of states.values()) {
    if (!cityKeys.has(nameKey(state.name))) out.push(statePlace(state, inState));
  }

  for (const a of indianAirports()) out.push(airportPlace(a, cities));
  return out;
}

/** Every place the sandbox knows (cities, states, airports). */
export function sandboxPlaces(): SandboxPlace[] {
  if (!all) {
    all = build();
    byId = new Map(all.map((p) => [p.placeId, p]));
  }
  return all;
}

/** A place by the placeId the sandbox minted for it, or undefined. */
export function placeById(placeId: string): SandboxPlace | undefined {
  sandboxPlaces();
  return byId!.get(placeId.trim());
}

/** Most places a text search answers (Google's Text Search pages by 20). */
export const MAX_PLACES = 20;

/**
 * The places a text query finds, best first: a place matches when every word of the query starts one of
 * its words (name, old names, code, the city an airport serves). An exact name or code comes first, then a
 * name that starts with the query, then the rest; among those cities, then states, then airports, bigger first.
 * `types` keeps only places of those types (any of a place's types), as the provider's `type` does.
 */
export function searchPlaces(textQuery: string, types?: string[]): SandboxPlace[] {
  const q = nameKey(textQuery);
  if (!q) return [];
  const qWords = q.split(' ');
  const wanted = types?.length ? new Set(types) : undefined;
  const scored: Array<{ p: SandboxPlace; score: number }> = [];
  for (const p of sandboxPlaces()) {
    if (wanted && !p.types.some((t) => wanted.has(t))) continue;
    if (!qWords.every((w) => p.words.some((pw) => pw.startsWith(w)))) continue;
    const score = p.exact.includes(q) ? 0 : nameKey(p.displayName).startsWith(q) ? 1 : 2;
    scored.push({ p, score });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score || KIND_ORDER[a.p.kind] - KIND_ORDER[b.p.kind] || b.p.weight - a.p.weight || (a.p.placeId < b.p.placeId ? -1 : 1),
  );
  return scored.slice(0, MAX_PLACES).map((s) => s.p);
}

/** The viewport Google gives a place: its north-east and south-west corners. */
export function viewportOf(p: SandboxPlace): {
  high: { latitude: number; longitude: number };
  low: { latitude: number; longitude: number };
} {
  const dLat = p.viewportMetres / 110_574;
  const dLng = p.viewportMetres / (111_320 * Math.cos((p.latitude * Math.PI) / 180));
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  return {
    high: { latitude: round(p.latitude + dLat), longitude: round(p.longitude + dLng) },
    low: { latitude: round(p.latitude - dLat), longitude: round(p.longitude - dLng) },
  };
}

/** The /data/places/{placeId} `data` (also the /data/hotels `place`, with the placeId). */
export function placeDetail(p: SandboxPlace): Record<string, unknown> {
  return {
    addressComponents: p.addressComponents,
    displayName: p.displayName,
    formattedAddress: p.formattedAddress,
    location: { latitude: p.latitude, longitude: p.longitude },
    types: p.types,
    viewport: viewportOf(p),
  };
}
