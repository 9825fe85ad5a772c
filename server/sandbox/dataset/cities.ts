// The cities of the sandbox that have hotels, how many each has, and how a provider `cityName` maps
// to them. Independent of the seed: a hotel id encodes its city's index in this list.
import { CITY_ALIASES, PREFERRED_STATE, india, type IndiaPlace, type IndiaState } from './places.ts';
import { DESTINATIONS, METROS, type Flavour } from './catalog.ts';
import { nameKey } from './random.ts';

export interface HotelCity {
  /** position in hotelCities(); encoded in hotel ids */
  index: number;
  name: string;
  key: string;
  place: IndiaPlace;
  state: IndiaState;
  flavour: Flavour;
  tier: 'metro' | 'tier2' | 'small';
  hotelCount: number;
}

export const MAX_HOTELS_PER_CITY = 5000;
/** Every city with at least this population gets hotels, plus the holiday places of DESTINATIONS. */
const MIN_POPULATION = 250_000;
/** GeoNames rows whose population is a district's, not the town's (they would get thousands of hotels). */
const SKIP = new Set(['nowrangapur', 'teni', 'new delhi']);

let cities: HotelCity[] | undefined;
let byKey: Map<string, HotelCity> | undefined;

function hotelCountFor(key: string, population: number, boost: number): number {
  // Sub-linear in population, so a metro has thousands and a town of 20,000 has tens.
  const base = 0.0021 * Math.pow(Math.max(population, 2000), 0.9);
  const capital = key === 'delhi' ? 1.3 : 1;
  return Math.max(12, Math.min(MAX_HOTELS_PER_CITY, Math.round(base * boost * capital)));
}

function build(): HotelCity[] {
  const chosen = new Map<string, IndiaPlace>();
  for (const p of india().places) {
    if (SKIP.has(p.key)) continue;
    const wanted = p.population >= MIN_POPULATION || DESTINATIONS[p.key] !== undefined;
    if (!wanted) continue;
    const prev = chosen.get(p.key);
    const preferred = PREFERRED_STATE[p.key];
    // Places are sorted by population, so the first of a name wins unless another state is preferred.
    if (!prev || (preferred && p.state.code === preferred && prev.state.code !== preferred)) chosen.set(p.key, p);
  }
  const list = [...chosen.values()].sort((a, b) => b.population - a.population || a.geoId - b.geoId);
  return list.map((place, index) => {
    const dest = DESTINATIONS[place.key];
    const metro = METROS.has(place.key);
    const flavour: Flavour = dest?.flavour ?? (metro ? 'metro' : 'city');
    const tier = metro ? 'metro' : place.population >= 1_000_000 || (dest && dest.boost >= 4) ? 'tier2' : 'small';
    return {
      index,
      name: place.name,
      key: place.key,
      place,
      state: place.state,
      flavour,
      tier,
      hotelCount: hotelCountFor(place.key, place.population, dest?.boost ?? 1),
    };
  });
}

/** Cities with hotels, most populous first (stable order: ids depend on it). */
export function hotelCities(): HotelCity[] {
  if (!cities) {
    cities = build();
    byKey = new Map(cities.map((c) => [c.key, c]));
  }
  return cities;
}

export function cityByIndex(index: number): HotelCity | undefined {
  return hotelCities()[index];
}

/**
 * The cities a provider `cityName` means: the city itself (ASCII-folded, case-insensitive, with the
 * usual old and alternative names), else every hotel city of a state or UT of that name (the app's
 * "Goa" card searches a state, as travellers do).
 */
export function citiesNamed(cityName: string): HotelCity[] {
  hotelCities();
  const k = nameKey(cityName);
  if (!k) return [];
  const direct = byKey!.get(k) ?? byKey!.get(CITY_ALIASES[k] ?? '');
  if (direct) return [direct];
  return hotelCities().filter((c) => nameKey(c.state.name) === k);
}

export function totalHotels(): number {
  return hotelCities().reduce((n, c) => n + c.hotelCount, 0);
}
