// A suggestion chosen in the hero's search box, and the hotel list address that searches it. Cities and
// states search as typed (their place is the same search as their name, and the spec's search results
// dialog stays theirs); airports and areas are searched by their `place` id on the hotel list page.
import { paths } from '../../lib/paths.ts';
import { occupancyQuery } from '../../lib/occupancy.ts';
import type { SearchCriteria } from './criteria.ts';
import type { DestinationSuggestion } from './destinationTypes.ts';

export interface ChosenPlace {
  /** `airport:BOM`, `area:mumbai:bandra-west` */
  place: string;
  /** what the box shows once chosen: "Chhatrapati Shivaji International Airport", "Bandra West, Mumbai" */
  label: string;
  /** the readable destination the address carries along: the city the place is in ("Mumbai") */
  destination: string;
}

/** The place a suggestion is searched by, or null for cities and states (searched by name). */
export function chosenPlace(s: DestinationSuggestion): ChosenPlace | null {
  if (s.kind === 'AIRPORT') {
    // detail is "BOM · Mumbai": the city after the code
    const city = s.detail?.split(' · ').pop()?.trim() || s.name;
    return { place: s.place, label: s.name, destination: city };
  }
  if (s.kind === 'AREA') {
    const city = s.detail?.trim();
    return { place: s.place, label: city ? `${s.name}, ${city}` : s.name, destination: city || s.name };
  }
  return null;
}

/** /hotels?destination=Mumbai&place=airport%3ABOM&checkin=…&checkout=…&guests=… */
export function placeSearchPath(chosen: ChosenPlace, c: SearchCriteria): string {
  return paths.hotels({
    destination: chosen.destination,
    place: chosen.place,
    checkin: c.checkin,
    checkout: c.checkout,
    ...occupancyQuery(c),
  });
}
