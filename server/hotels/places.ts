// What a search-box suggestion's `place` id (schema.graphql `HotelSearchInput.place`) means to the search:
// which provider cities to list and price, or which airport or circle. Ids look like `city:mumbai`,
// `state:goa`, `airport:BOM`, `area:goa:calangute`; the suggestions (`destinations`) hand them out.
import { badInput } from '../lib/errors.ts';
import { resolveDestination } from './destinations.ts';

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
}

const PLACE_RE = /^(city|state|airport|area):([\p{L}\p{N} .'()-]{1,100})(?::([\p{L}\p{N} .'()-]{1,100}))?$/u;

/** The search target of a place id; a malformed or unknown id is BAD_USER_INPUT. */
export function resolvePlace(place: string): PlaceTarget {
  const m = PLACE_RE.exec(place.trim());
  if (!m) throw unknownPlace();
  const [, kind, a] = m;
  if (kind === 'city' || kind === 'state') {
    const d = resolveDestination(a);
    return { kind: d.kind, name: d.name, cityNames: d.cityNames };
  }
  // airport:<IATA> and area:<city>:<area> are resolved by the airport and area catalogues (issue 15, in progress).
  throw unknownPlace();
}

function unknownPlace() {
  return badInput('That place is not one the search knows; pick a suggestion again.', 'place');
}
