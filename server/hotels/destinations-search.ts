// The search box's suggestions (Query.destinations): cities (the cities service: GeoDB or the built-in
// list), the states the search knows (./destinations.ts), India's airports (./airports.ts) and the areas of
// the popular destinations (./areas.ts), best match first. Each carries the `place` id the search takes.
import type { City } from '../cities/types.ts';
import { BUILTIN_CITIES } from '../cities/builtin.ts';
import { badInput } from '../lib/errors.ts';
import { indianAirports, type Airport } from './airports.ts';
import type { Area, AreaIndex } from './areas.ts';
import { foldName, knownStates, resolveDestination } from './destinations.ts';
import { areaPlace, destinationPlace } from './places.ts';

export type DestinationKindModel = 'CITY' | 'STATE' | 'AIRPORT' | 'AREA';

export interface DestinationModel {
  kind: DestinationKindModel;
  name: string;
  detail: string | null;
  code: string | null;
  location: { latitude: number; longitude: number } | null;
  place: string;
}

export const MIN_QUERY = 2;
export const MAX_LIMIT = 20;
/** The shortest query matched inside a word. */
const MIN_CONTAINS = 4;
/** How long a first query waits for the area index before answering without areas (it keeps building). */
export const AREA_WAIT_MS = 3000;

export interface DestinationsDeps {
  cities: { search(query: string, limit: number): Promise<City[]> };
  areas: Pick<AreaIndex, 'current' | 'hotelsNearAirports'>;
  areaWaitMs?: number;
}

/**
 * How well a query matches a suggestion's names (lower is better), or null for no match:
 * 1 a name is the query, 2 a name starts with it, 3 a word of a name starts with it, 4 every word of the
 * query starts a word of some name ("mumbai airport"), 5 a name contains it (queries of 4 characters or
 * more: "del" inside "Model Town" is noise, "ngalore" inside "Bangalore" is not).
 */
export function matchTier(q: string, names: readonly string[]): number | null {
  let best: number | null = null;
  const better = (t: number) => (best = best === null ? t : Math.min(best, t));
  const inside = q.length >= MIN_CONTAINS;
  for (const n of names) {
    if (n === q) better(1);
    else if (n.startsWith(q)) better(2);
    else if (n.includes(` ${q}`)) better(3);
    else if (inside && n.includes(q)) better(5);
  }
  if (best !== null && best <= 3) return best;
  const tokens = q.split(' ');
  if (tokens.length > 1) {
    const words = names.flatMap((n) => n.split(' '));
    if (tokens.every((t) => words.some((w) => w.startsWith(t)))) better(4);
  }
  return best;
}

interface Scored {
  d: DestinationModel;
  tier: number;
  /** popularity: bigger first within a tier */
  weight: number;
}

const STATE_INFO = knownStates().map((s) => {
  const members = BUILTIN_CITIES.filter((c) => c.region === s.name && c.latitude !== null && c.longitude !== null);
  const location = members.length
    ? {
        latitude: Math.round((members.reduce((n, c) => n + c.latitude!, 0) / members.length) * 1e4) / 1e4,
        longitude: Math.round((members.reduce((n, c) => n + c.longitude!, 0) / members.length) * 1e4) / 1e4,
      }
    : null;
  // A state weighs as the towns it is searched as; Goa's towns are small, but it is a destination of its own.
  const weight = Math.max(
    2_000_000,
    members.reduce((n, c) => n + (c.population ?? 0), 0),
  );
  return { name: s.name, key: foldName(s.name), location, weight };
});

/** Suggestions for what the traveller typed; `limit` 1..20 (else BAD_USER_INPUT); under 2 characters: none. */
export async function searchDestinations(query: string, limit: number, deps: DestinationsDeps): Promise<DestinationModel[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badInput(`The limit must be between 1 and ${MAX_LIMIT}.`, 'limit');
  if (query.length > 200) throw badInput('That search is too long; type a city, area or airport.', 'query');
  const visible = query.replace(/[\p{Cf}\uD800-\uDFFF]/gu, '').trim();
  if ([...visible].length < MIN_QUERY) return [];
  const q = foldName(visible);
  if (!q) return [];

  const [cities, areas] = await Promise.all([deps.cities.search(visible, 10), deps.areas.current(deps.areaWaitMs ?? AREA_WAIT_MS)]);
  const scored: Scored[] = [];
  const states = new Set<string>();

  for (const s of STATE_INFO) {
    const tier = matchTier(q, [s.key]);
    if (tier === null) continue;
    states.add(s.key);
    scored.push({
      tier,
      weight: s.weight,
      d: {
        kind: 'STATE',
        name: s.name,
        detail: 'State',
        code: null,
        location: s.location,
        place: destinationPlace('state', s.name),
      },
    });
  }

  const seenCities = new Set<string>();
  for (const c of cities) {
    const dest = resolveDestination(c.name);
    const key = foldName(dest.name);
    if (dest.kind === 'state' || states.has(key) || seenCities.has(key)) continue;
    // The cities service matched on its own terms (GeoDB prefix search); rank it on ours, counting the
    // other names of the city ("bombay" finds Mumbai).
    const tier = matchTier(q, [c.name, dest.name, ...dest.cityNames].map(foldName)) ?? 5;
    seenCities.add(key);
    scored.push({
      tier,
      weight: c.population ?? 50_000,
      d: {
        kind: 'CITY',
        name: dest.name,
        detail: c.region,
        code: null,
        location: c.latitude !== null && c.longitude !== null ? { latitude: c.latitude, longitude: c.longitude } : null,
        place: destinationPlace('city', dest.name),
      },
    });
  }

  const codeQuery = /^[a-z]{3}$/.test(q) ? q.toUpperCase() : null;
  const nearAirports = deps.areas.hotelsNearAirports();
  for (const a of indianAirports()) {
    const tier = codeQuery === a.code ? 0 : airportTier(q, a);
    if (tier === null) continue;
    scored.push({ tier, weight: airportWeight(a, nearAirports.get(a.code)), d: airportSuggestion(a) });
  }

  for (const a of areas) {
    const tier = matchTier(q, [a.key]);
    if (tier === null) continue;
    scored.push({ tier, weight: a.hotelIds.size * 2000, d: areaSuggestion(a) });
  }

  // A town that is also an area of its destination ("Calangute", an area of Goa) is offered once, as the
  // area: it says which destination it belongs to.
  const areaKeys = new Set(scored.filter((s) => s.d.kind === 'AREA').map((s) => foldName(s.d.name)));
  const unique = scored.filter((s) => s.d.kind !== 'CITY' || !areaKeys.has(foldName(s.d.name)));

  unique.sort((x, y) => x.tier - y.tier || y.weight - x.weight || x.d.name.localeCompare(y.d.name));
  return unique.slice(0, limit).map((s) => s.d);
}

/**
 * How well a query matches an airport: by its own name or code; by its city's names half a tier later (so
 * "goa" offers Goa before Goa's airport, "mum" Mumbai before BOM); by every word somewhere ("mumbai airport").
 */
function airportTier(q: string, a: Airport): number | null {
  const own = matchTier(q, [...a.ownNames, foldName(a.code)]);
  const city = matchTier(q, a.cityKeys);
  const all = matchTier(q, [...a.ownNames, ...a.cityKeys, 'airport']);
  const tiers = [own, city === null ? null : city + 0.5, all === null ? null : Math.max(all, 4)].filter((t): t is number => t !== null);
  return tiers.length ? Math.min(...tiers) : null;
}

/**
 * Airports with more hotels around them first (counted in the indexed destinations' lists, weighed as an
 * area is: 2,000 a hotel), else by the city they serve, international ones ahead (OpenFlights has no
 * traffic figures).
 */
function airportWeight(a: Airport, hotelsNearby: number | undefined): number {
  const byCity = (a.cityPopulation ?? 100_000) * (a.international ? 0.6 : 0.3);
  return Math.max(byCity, (hotelsNearby ?? 0) * 2000 * (a.international ? 1.2 : 1));
}

function airportSuggestion(a: Airport): DestinationModel {
  return {
    kind: 'AIRPORT',
    name: a.name,
    detail: `${a.code} · ${a.city}`,
    code: a.code,
    location: { latitude: a.latitude, longitude: a.longitude },
    place: `airport:${a.code}`,
  };
}

function areaSuggestion(a: Area): DestinationModel {
  return { kind: 'AREA', name: a.name, detail: a.city, code: null, location: a.center, place: areaPlace(a) };
}
