// What a search-box suggestion's `place` id (schema.graphql `HotelSearchInput.place`) means to the search:
// which provider cities to list and price, or which airport or circle. Ids look like `city:mumbai`,
// `state:goa`, `airport:BOM`, `area:goa:calangute`; the suggestions (`destinations`) hand them out.
import { badInput } from '../lib/errors.ts';
import { AIRPORT_RADIUS_KM, airportByCode } from './airports.ts';
import { areasOf, type Area, type HotelListSource } from './areas.ts';
import { citySlug, destinationFromSlug, foldName } from './destinations.ts';

export interface PlaceTarget {
  kind: 'city' | 'state' | 'airport' | 'area';
  /** for display: "Mumbai", "Chhatrapati Shivaji Intl (BOM)", "Calangute, Goa" */
  name: string;
  /** provider cityName values to list and price (cities, states; an area's city) */
  cityNames: string[];
  /** airports: the provider's `iataCode` rates parameter */
  iataCode?: string;
  /** the point distances are measured from, when known */
  center?: { latitude: number; longitude: number };
  /** airports and areas: only hotels within this many km of `center` */
  radiusKm?: number;
  /**
   * areas: the hotels the area is made of (their address locality or town is the area). A search may keep
   * exactly these; every one is within `radiusKm` of `center` or nearly so (the circle covers 90% of them).
   */
  hotelIds?: ReadonlySet<string>;
}

const PLACE_RE = /^(city|state|airport|area):([\p{L}\p{N} .'()-]{1,100})(?::([\p{L}\p{N} .'()-]{1,100}))?$/u;

export { AIRPORT_RADIUS_KM };

/** The place id of a city or state suggestion: `city:navi-mumbai`, `state:goa`. */
export function destinationPlace(kind: 'city' | 'state', name: string): string {
  return `${kind}:${citySlug(name)}`;
}

/** The place id of an area suggestion: `area:goa:calangute`, `area:mumbai:bandra-west`. */
export function areaPlace(area: Pick<Area, 'citySlug' | 'name'>): string {
  return `area:${area.citySlug}:${citySlug(area.name)}`;
}

/**
 * The search target of a place id; a malformed or unknown id is BAD_USER_INPUT. Areas are read from the
 * destination's hotel lists, so they need `hotels` (the hotels service); the other kinds resolve without it.
 */
export async function resolvePlace(place: string, hotels?: HotelListSource): Promise<PlaceTarget> {
  const m = PLACE_RE.exec(place.trim());
  if (!m) throw unknownPlace();
  const [, kind, a, b] = m;
  if (kind === 'city' || kind === 'state') {
    if (b !== undefined) throw unknownPlace();
    const d = destinationFromSlug(a);
    // `city:goa` is fine (Goa is searched as its state), `state:mumbai` is not a state.
    if (kind === 'state' && d.kind !== 'state') throw unknownPlace();
    return { kind: d.kind, name: d.name, cityNames: d.cityNames };
  }
  if (kind === 'airport') {
    const airport = b === undefined ? airportByCode(a) : undefined;
    if (!airport) throw unknownPlace();
    return {
      kind: 'airport',
      name: `${airport.name} (${airport.code})`,
      cityNames: airport.cityNames,
      iataCode: airport.code,
      center: { latitude: airport.latitude, longitude: airport.longitude },
      radiusKm: AIRPORT_RADIUS_KM,
    };
  }
  // area:<city>:<area>
  if (b === undefined || !hotels) throw unknownPlace();
  const dest = destinationFromSlug(a);
  const key = foldName(b.replace(/-/g, ' '));
  // A shared link names an area that may have shrunk since: one hotel is enough to search it.
  const area = (await areasOf(dest, hotels, 1)).find((x) => x.key === key);
  if (!area) throw unknownPlace();
  return {
    kind: 'area',
    name: `${area.name}, ${area.city}`,
    cityNames: area.cityNames,
    center: area.center,
    radiusKm: area.radiusKm,
    hotelIds: area.hotelIds,
  };
}

function unknownPlace() {
  return badInput('That place is not one the search knows; pick a suggestion again.', 'place');
}
