// The hotel list's state as it travels in the address (/hotels?destination=&checkin=&checkout=&guests= or &rooms=&occ=, &page=&type=),
// so a list can be shared, bookmarked and reloaded. Unreadable values fall back to the home search's defaults.
import { addDays, isValid, parseISO } from 'date-fns';
import { toIsoDate } from '../../lib/format.ts';
export { destinationFromSlug, slugOf } from '../../lib/paths.ts';
import type { HotelSearchInput } from '../../__generated__/graphql.ts';
import {
  clampGuests,
  defaultDraft,
  occupancyFromParams,
  occupancyQuery,
  PAGE_SIZE,
  searchOccupancy,
  type RoomOccupancy,
} from '../search/index.ts';

/** The property types the home page offers (spec §2 'Book by Property Type'). */
export const PROPERTY_TYPES = ['Hotels', 'Resorts', 'Apartments', 'Villas', 'Homestays'] as const;

export interface ListState {
  /** Empty when no destination has been chosen yet (the page offers popular cities). */
  destination: string;
  checkin: string;
  checkout: string;
  guests: number;
  /** Several rooms or children (?rooms=&occ=); absent for one room of `guests` adults. */
  rooms?: RoomOccupancy[];
  page: number;
  /** A property type name such as 'Resorts', or undefined for every type. */
  type?: string;
}

function isoDate(v: string | null): string | undefined {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v)) ? v : undefined;
}

/**
 * Reads the list state from the address. `fixedDestination` is the city of /hotels/{city}, which wins
 * over ?destination=. A check-out on or before check-in becomes check-in + 1: the API refuses zero nights.
 */
export function listStateFromParams(params: URLSearchParams, fixedDestination?: string, today = new Date()): ListState {
  const d = defaultDraft(today);
  const checkin = isoDate(params.get('checkin')) ?? d.checkin;
  const rawOut = isoDate(params.get('checkout')) ?? d.checkout;
  const checkout = rawOut > checkin ? rawOut : toIsoDate(addDays(parseISO(checkin), 1));
  const page = Number(params.get('page'));
  const type = params.get('type')?.trim();
  return {
    destination: (fixedDestination ?? params.get('destination') ?? '').trim(),
    checkin,
    checkout,
    ...occupancyFromParams(params, clampGuests(d.guests)),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    type: type || undefined,
  };
}

/**
 * The query string for a state. The destination is left out when the path already names the city
 * (/hotels/mumbai), and page 1 is left out so the first page has one address.
 */
export function listSearch(state: ListState, { destinationInPath = false } = {}): string {
  const p = new URLSearchParams();
  if (!destinationInPath && state.destination) p.set('destination', state.destination);
  p.set('checkin', state.checkin);
  p.set('checkout', state.checkout);
  for (const [k, v] of Object.entries(occupancyQuery(state))) if (v !== undefined) p.set(k, String(v));
  if (state.type) p.set('type', state.type);
  if (state.page > 1) p.set('page', String(state.page));
  return `?${p.toString()}`;
}

/** The searchHotels input a list state asks for: the page's query and the route's prefetch send the same one. */
export function searchInput(state: ListState, hotelTypeId?: number): HotelSearchInput {
  return {
    destination: state.destination,
    checkin: state.checkin,
    checkout: state.checkout,
    ...searchOccupancy(state),
    hotelTypeId,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}
