// Rooms and guests (issue 15 §3): the limits of the Rooms & Guests picker, its summary, and how an occupancy
// travels in the address and to the API. One room of N adults is the spec's single guests number (1 to 10).
import type { TFunction } from 'i18next';
import { currentLanguage, i18n } from './i18n.ts';
import { ns } from '../app/i18n.ts';
import { ROOM_RULES } from '../ssr-contract.ts';

export const MIN_GUESTS = 1;
export const MAX_GUESTS = ROOM_RULES.maxGuestsOneRoom;
export const DEFAULT_GUESTS = 2;

/** Rooms & Guests limits: the API's own (ssr-contract.ts ROOM_RULES), so the picker offers what it accepts. */
export const MAX_ROOMS = ROOM_RULES.maxRooms;
export const MAX_ADULTS_PER_ROOM = ROOM_RULES.maxAdultsPerRoom;
export const MAX_CHILDREN_PER_ROOM = ROOM_RULES.maxChildrenPerRoom;
export const MAX_CHILD_AGE = ROOM_RULES.maxChildAge;

/** One room: its adults and the ages of its children (the API's OccupancyInput). */
export interface RoomOccupancy {
  adults: number;
  childrenAges: number[];
}

/** The spec's guests number made valid: 1 to 10, default 2. */
export function clampGuests(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return DEFAULT_GUESTS;
  return Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, Math.round(value)));
}

/** The rooms of a search: its `rooms`, or one room of `guests` adults (the spec's single number). */
export function roomsOf(c: { guests: number | null; rooms?: RoomOccupancy[] }): RoomOccupancy[] {
  return c.rooms && c.rooms.length > 0
    ? c.rooms.map((r) => ({ adults: r.adults, childrenAges: [...r.childrenAges] }))
    : [{ adults: clampGuests(c.guests), childrenAges: [] }];
}

/**
 * Sets the rooms of a draft or criteria in their one normal form: one room of adults only is `guests`
 * alone (so such a search keeps the spec's address, ?guests=N); anything else is `rooms`, with `guests`
 * counting every guest.
 */
export function withRooms<T extends { guests: number | null; rooms?: RoomOccupancy[] }>(c: T, rooms: RoomOccupancy[] | undefined): T {
  const next = { ...c };
  delete next.rooms;
  if (!rooms || rooms.length === 0) return next;
  if (rooms.length === 1 && rooms[0].childrenAges.length === 0) return { ...next, guests: rooms[0].adults };
  return { ...next, guests: rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0), rooms: roomsOf({ guests: null, rooms }) };
}

/**
 * "1 room · 2 adults", "2 rooms · 4 adults · 1 child": the picker's summary ("2 कमरे · 4 वयस्क · 1 बच्चा" in
 * Hindi). `t`: the 'common' namespace's t (useTranslation('common')); by default the app's current language.
 */
export function roomsSummary(rooms: RoomOccupancy[], t: TFunction<'common'> = i18n.getFixedT(currentLanguage(), ns)): string {
  const adults = rooms.reduce((n, r) => n + r.adults, 0);
  const children = rooms.reduce((n, r) => n + r.childrenAges.length, 0);
  const parts: string[] = [t('occupancy.rooms', { count: rooms.length }), t('occupancy.adults', { count: adults })];
  if (children > 0) parts.push(t('occupancy.children', { count: children }));
  return parts.join(' · ');
}

/** The API's occupancies of a search (HotelSearchInput, RatesInput, PrebookInput). */
export function occupanciesOf(c: { guests: number | null; rooms?: RoomOccupancy[] }): RoomOccupancy[] {
  return roomsOf(c);
}

/**
 * The occupancy in the address: `guests=N` for one room of adults (the spec's parameter), otherwise
 * `rooms=2&occ=2-7_2`: rooms separated by `_`, each its adults then its children's ages after `-`
 * (room 1: 2 adults and a child of 7; room 2: 2 adults). Characters an address never escapes, so it stays readable.
 */
export function occupancyQuery(c: { guests: number | null; rooms?: RoomOccupancy[] }): { guests?: number; rooms?: number; occ?: string } {
  const rooms = roomsOf(c);
  if (rooms.length === 1 && rooms[0].childrenAges.length === 0) return { guests: rooms[0].adults };
  return { rooms: rooms.length, occ: rooms.map((r) => [r.adults, ...r.childrenAges].join('-')).join('_') };
}

function whole(v: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

/** Reads `occ` (also in the `2,7|2` form); null when it is missing or breaks a limit. */
export function parseOcc(occ: string | null | undefined): RoomOccupancy[] | null {
  if (!occ) return null;
  const parts = occ.trim().split(/[_|]/);
  if (parts.length === 0 || parts.length > MAX_ROOMS) return null;
  const rooms: RoomOccupancy[] = [];
  for (const part of parts) {
    const nums = part.split(/[-,]/);
    const adults = whole(nums[0], 1, MAX_ADULTS_PER_ROOM);
    const ages = nums.slice(1).map((a) => whole(a, 0, MAX_CHILD_AGE));
    if (adults === null || ages.length > MAX_CHILDREN_PER_ROOM || ages.some((a) => a === null)) return null;
    rooms.push({ adults, childrenAges: ages as number[] });
  }
  return rooms;
}

/**
 * The occupancy of an address: `occ` when it is readable, else `guests=N` (one room of N adults, 1 to 10),
 * else `fallbackGuests`. Returns the draft's `guests` and `rooms` in their normal form (withRooms).
 */
export function occupancyFromParams(params: URLSearchParams, fallbackGuests = DEFAULT_GUESTS): { guests: number; rooms?: RoomOccupancy[] } {
  const rooms = parseOcc(params.get('occ'));
  const raw = params.get('guests');
  const guests = raw ? clampGuests(Number(raw)) : clampGuests(fallbackGuests);
  return withRooms({ guests }, rooms ?? undefined);
}

/**
 * The occupancy part of a HotelSearchInput: `guests` for one room of adults (as the spec's search sends it),
 * `occupancies` for several rooms or children.
 */
export function searchOccupancy(c: {
  guests: number | null;
  rooms?: RoomOccupancy[];
}): { guests: number } | { occupancies: RoomOccupancy[] } {
  const rooms = roomsOf(c);
  return rooms.length === 1 && rooms[0].childrenAges.length === 0 ? { guests: rooms[0].adults } : { occupancies: rooms };
}
