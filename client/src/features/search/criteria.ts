// The home search's rules: default stay, guest bounds, date coupling, and how a search travels in the address.
import { addDays, isValid, parseISO } from 'date-fns';
import { indiaToday, toIsoDate } from '../../lib/format.ts';
import { DEFAULT_GUESTS, clampGuests, occupancyFromParams, withRooms, type RoomOccupancy } from '../../lib/occupancy.ts';

// The occupancy rules live in lib/occupancy.ts (the hotel page's rates and the booking read them too).
export {
  DEFAULT_GUESTS,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_GUESTS,
  MAX_ROOMS,
  MIN_GUESTS,
  clampGuests,
  occupanciesOf,
  occupancyFromParams,
  occupancyQuery,
  parseOcc,
  roomsOf,
  roomsSummary,
  searchOccupancy,
  withRooms,
  type RoomOccupancy,
} from '../../lib/occupancy.ts';

export const PAGE_SIZE = 12;

/** What the form holds while the traveller types. */
export interface SearchDraft {
  destination: string;
  checkin: string;
  checkout: string;
  /** One room of this many adults (the spec's guests), unless `rooms` is given. */
  guests: number | null;
  /** Several rooms or children; absent for one room of adults only, which `guests` says. */
  rooms?: RoomOccupancy[];
}

/** A search that passed validation. */
export interface SearchCriteria {
  destination: string;
  checkin: string;
  checkout: string;
  /** One room of this many adults unless `rooms` is given; then every guest of every room. */
  guests: number;
  rooms?: RoomOccupancy[];
}

/** Default stay (spec §9): check-in 7 days ahead, check-out 9 days ahead, 2 guests. */
export function defaultDraft(today = indiaToday()): SearchDraft {
  return {
    destination: '',
    checkin: toIsoDate(addDays(today, 7)),
    checkout: toIsoDate(addDays(today, 9)),
    guests: DEFAULT_GUESTS,
  };
}

/** Check-out's input minimum: the chosen check-in, or today when none (spec §5). */
export function checkoutMin(checkin: string, today = indiaToday()): string {
  return checkin || toIsoDate(today);
}

/**
 * A new check-in keeps the stay at least one night: a check-out on or before it moves to
 * check-in + 1, because the API refuses a stay of zero nights.
 */
export function withCheckin(draft: SearchDraft, checkin: string): SearchDraft {
  if (!checkin) return { ...draft, checkin };
  const out = draft.checkout && draft.checkout > checkin ? draft.checkout : toIsoDate(addDays(parseISO(checkin), 1));
  return { ...draft, checkin, checkout: out };
}

/** The criteria to search with, or null when the destination is empty (the caller alerts). */
export function toCriteria(draft: SearchDraft, today = indiaToday()): SearchCriteria | null {
  const destination = draft.destination.trim();
  if (!destination) return null;
  const defaults = defaultDraft(today);
  const checkin = draft.checkin || defaults.checkin;
  const checkout = draft.checkout && draft.checkout > checkin ? draft.checkout : toIsoDate(addDays(parseISO(checkin), 1));
  return withRooms({ destination, checkin, checkout, guests: clampGuests(draft.guests) }, draft.rooms);
}

function isoOrUndefined(v: string | null): string | undefined {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v)) ? v : undefined;
}

/** Reads ?search=&checkin=&checkout=&guests= (or &rooms=&occ=)&page= into a draft (missing parts keep their defaults). */
export function draftFromParams(params: URLSearchParams, today = indiaToday()): { draft: SearchDraft; page: number } {
  const d = defaultDraft(today);
  const page = Number(params.get('page'));
  return {
    draft: {
      destination: params.get('search')?.trim() ?? '',
      checkin: isoOrUndefined(params.get('checkin')) ?? d.checkin,
      checkout: isoOrUndefined(params.get('checkout')) ?? d.checkout,
      ...occupancyFromParams(params, d.guests ?? DEFAULT_GUESTS),
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
