// The rules of a hotel search that do not depend on the provider: input checks with messages a traveller
// understands, default dates, a deterministic order of the hotel list, and paging.
import { badInput } from '../lib/errors.ts';
import type { Occupancy, ProviderHotelSummary } from '../provider/types.ts';
import { addDays, daysBetween, isCalendarDate, todayIst } from './dates.ts';

export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;
export const MAX_GUESTS = 10;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

export interface OccupancyInputLike {
  adults: number;
  childrenAges?: number[] | null;
}

export interface SearchInput {
  destination?: string | null;
  checkin?: string | null;
  checkout?: string | null;
  guests?: number | null;
  occupancies?: OccupancyInputLike[] | null;
  hotelTypeId?: number | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The dates and rooms prices are asked for. */
export interface Stay {
  checkin: string;
  checkout: string;
  occupancies: Occupancy[];
}

export interface ValidSearch {
  destination: string;
  stay: Stay;
  hotelTypeId: number | null;
  page: number;
  pageSize: number;
}

function checkOccupancies(list: OccupancyInputLike[]): Occupancy[] {
  if (list.length === 0) throw badInput('Please add at least one room.', 'occupancies');
  if (list.length > 9) throw badInput('At most 9 rooms can be booked together.', 'occupancies');
  return list.map((o) => {
    if (!Number.isInteger(o.adults) || o.adults < 1 || o.adults > MAX_GUESTS) {
      throw badInput(`Each room needs between 1 and ${MAX_GUESTS} adults.`, 'occupancies');
    }
    const ages = o.childrenAges ?? [];
    if (ages.some((a) => !Number.isInteger(a) || a < 0 || a > 17)) {
      throw badInput("Children's ages must be between 0 and 17.", 'occupancies');
    }
    if (o.adults + ages.length > MAX_GUESTS) throw badInput(`At most ${MAX_GUESTS} guests can stay in one room.`, 'occupancies');
    return { adults: o.adults, children: [...ages] };
  });
}

/** Checks the stay dates (in India time) and fills the defaults: check-in in 7 days, 2 nights. */
export function checkStayDates(
  checkin: string | null | undefined,
  checkout: string | null | undefined,
  now = Date.now(),
): { checkin: string; checkout: string } {
  const today = todayIst(now);
  const ci = checkin ?? addDays(today, 7);
  if (!isCalendarDate(ci)) throw badInput('Check-in must be a real date (yyyy-MM-dd).', 'checkin');
  const co = checkout ?? addDays(ci, 2);
  if (!isCalendarDate(co)) throw badInput('Check-out must be a real date (yyyy-MM-dd).', 'checkout');
  if (daysBetween(today, ci) < 0) throw badInput('Check-in cannot be in the past.', 'checkin');
  if (daysBetween(today, ci) > MAX_DAYS_AHEAD) throw badInput(`Check-in can be at most ${MAX_DAYS_AHEAD} days from today.`, 'checkin');
  const nights = daysBetween(ci, co);
  if (nights < 1) throw badInput('Check-out must be after check-in.', 'checkout');
  if (nights > MAX_NIGHTS) throw badInput(`A stay can be at most ${MAX_NIGHTS} nights.`, 'checkout');
  return { checkin: ci, checkout: co };
}

export function checkRooms(guests: number | null | undefined, occupancies: OccupancyInputLike[] | null | undefined): Occupancy[] {
  if (occupancies) return checkOccupancies(occupancies);
  const g = guests ?? 2;
  if (!Number.isInteger(g) || g < 1 || g > MAX_GUESTS) throw badInput(`Guests must be between 1 and ${MAX_GUESTS}.`, 'guests');
  return [{ adults: g, children: [] }];
}

export function validateSearch(input: SearchInput, now = Date.now()): ValidSearch {
  // Invisible format characters and lone surrogates are not a destination a person typed.
  const destination = (input.destination ?? '').replace(/[\p{Cf}\uD800-\uDFFF]/gu, '').trim();
  if (!destination) throw badInput('Please enter a destination', 'destination');
  if (destination.length > 100) throw badInput('The destination is too long.', 'destination');
  const dates = checkStayDates(input.checkin, input.checkout, now);
  const occupancies = checkRooms(input.guests, input.occupancies);
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badInput('Page must be 1 or more.', 'page');
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`Page size must be between 1 and ${MAX_PAGE_SIZE}.`, 'pageSize');
  }
  return { destination, stay: { ...dates, occupancies }, hotelTypeId: input.hotelTypeId ?? null, page, pageSize };
}

export function stayKey(stay: Stay): string {
  return JSON.stringify([stay.checkin, stay.checkout, stay.occupancies.map((o) => [o.adults, o.children ?? []])]);
}

function popularity(h: ProviderHotelSummary): number {
  const rating = typeof h.rating === 'number' && Number.isFinite(h.rating) ? h.rating : 0;
  const reviews = typeof h.reviewCount === 'number' && Number.isFinite(h.reviewCount) ? h.reviewCount : 0;
  return rating * reviews;
}

/**
 * Merges the lists of several provider cities (aliases, a state's towns), dropping repeats, and orders them
 * so that paging is stable: listed hotels before deleted ones, then most reviewed-and-liked, then by id.
 */
export function mergeAndSort(lists: ProviderHotelSummary[][], hotelTypeId: number | null): ProviderHotelSummary[] {
  const byId = new Map<string, ProviderHotelSummary>();
  for (const list of lists) for (const h of list) if (h && h.id && !byId.has(h.id)) byId.set(h.id, h);
  let all = [...byId.values()];
  if (hotelTypeId !== null) all = all.filter((h) => h.hotelTypeId === hotelTypeId);
  return all.sort(
    (a, b) =>
      Number(Boolean(a.deletedAt)) - Number(Boolean(b.deletedAt)) ||
      popularity(b) - popularity(a) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export function pageOf<T>(all: T[], page: number, pageSize: number): { items: T[]; total: number; totalPages: number } {
  const total = all.length;
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total, totalPages: Math.ceil(total / pageSize) };
}
