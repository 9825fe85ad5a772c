// The rules of a hotel search that do not depend on the provider: input checks with messages a traveller
// understands, default dates, a deterministic order of the hotel list, and paging.
import { badInput } from '../lib/errors.ts';
import { OCCUPANCY_LIMITS, checkRoomList } from '../lib/occupancy.ts';
import type { Occupancy, ProviderHotelSummary } from '../provider/types.ts';
import { addDays, daysBetween, isCalendarDate, todayIst } from './dates.ts';
import { foldName } from './destinations.ts';
import { NO_FILTERS, SORT_KEYS, type Filters, type SortKey } from './engine.ts';
import { BOARD_CODES, type BoardCode } from './rates.ts';

export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;
export const MAX_GUESTS = OCCUPANCY_LIMITS.maxGuestsOneRoom;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

export interface OccupancyInputLike {
  adults: number;
  childrenAges?: number[] | null;
}

export interface FiltersInputLike {
  priceMin?: number | null;
  priceMax?: number | null;
  stars?: number[] | null;
  minRating?: number | null;
  freeCancellation?: boolean | null;
  boards?: string[] | null;
  hotelTypeIds?: number[] | null;
  facilityIds?: number[] | null;
  chainIds?: number[] | null;
  availableOnly?: boolean | null;
  name?: string | null;
}

export interface NearInputLike {
  latitude: number;
  longitude: number;
  radiusKm?: number | null;
}

export interface Near {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface SearchInput {
  destination?: string | null;
  place?: string | null;
  near?: NearInputLike | null;
  filters?: FiltersInputLike | null;
  sort?: string | null;
  waitForPrices?: boolean | null;
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
  /** the destination as typed (cleaned); null when `place` or `near` alone says where */
  destination: string | null;
  place: string | null;
  near: Near | null;
  stay: Stay;
  /** every filter, the older `hotelTypeId` folded into `hotelTypeIds` */
  filters: Filters;
  sort: SortKey;
  waitForPrices: boolean;
  page: number;
  pageSize: number;
}

export const MAX_PRICE = 10_000_000;
export const MIN_RADIUS_KM = 0.5;
export const MAX_RADIUS_KM = 50;
export const DEFAULT_RADIUS_KM = 5;
const MAX_NAME = 100;
const MAX_IDS = 50;

const finiteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function idList(v: number[] | null | undefined, what: string, field: string): number[] | null {
  if (v === null || v === undefined || v.length === 0) return null;
  if (v.length > MAX_IDS) throw badInput(`At most ${MAX_IDS} ${what} can be chosen.`, field);
  if (v.some((x) => !Number.isInteger(x) || x < 0)) throw badInput(`Each of the ${what} must be a whole number id.`, field);
  return [...new Set(v)].sort((a, b) => a - b);
}

/** Checks the filters and puts them in one canonical shape (sorted, deduplicated lists; nulls for "any"). */
export function checkFilters(f: FiltersInputLike | null | undefined, hotelTypeId: number | null | undefined): Filters {
  const out: Filters = { ...NO_FILTERS };
  if (hotelTypeId !== null && hotelTypeId !== undefined) {
    if (!Number.isInteger(hotelTypeId) || hotelTypeId < 0) throw badInput('The property type must be a whole number id.', 'hotelTypeId');
  }
  if (f) {
    for (const [key, label] of [
      ['priceMin', 'The lowest price'],
      ['priceMax', 'The highest price'],
    ] as const) {
      const v = f[key];
      if (v === null || v === undefined) continue;
      if (!finiteNumber(v) || v < 0 || v > MAX_PRICE)
        throw badInput(`${label} must be between ₹0 and ₹${MAX_PRICE.toLocaleString('en-IN')} per night.`, `filters.${key}`);
      out[key] = v;
    }
    if (out.priceMin !== null && out.priceMax !== null && out.priceMin > out.priceMax) {
      throw badInput('The lowest price cannot be above the highest price.', 'filters.priceMin');
    }
    if (f.stars && f.stars.length) {
      if (f.stars.some((x) => !Number.isInteger(x) || x < 0 || x > 5))
        throw badInput('Stars must be whole numbers from 0 to 5.', 'filters.stars');
      out.stars = [...new Set(f.stars)].sort((a, b) => a - b);
    }
    if (f.minRating !== null && f.minRating !== undefined) {
      if (!finiteNumber(f.minRating) || f.minRating < 0 || f.minRating > 5)
        throw badInput('The guest rating must be between 0 and 5.', 'filters.minRating');
      out.minRating = f.minRating > 0 ? f.minRating : null;
    }
    out.freeCancellation = f.freeCancellation === true;
    out.availableOnly = f.availableOnly === true;
    if (f.boards && f.boards.length) {
      if (f.boards.some((b) => !BOARD_CODES.includes(b as BoardCode)))
        throw badInput('That meal plan is not one the search knows.', 'filters.boards');
      out.boards = BOARD_CODES.filter((b) => f.boards!.includes(b));
    }
    out.hotelTypeIds = idList(f.hotelTypeIds, 'property types', 'filters.hotelTypeIds');
    out.facilityIds = idList(f.facilityIds, 'amenities', 'filters.facilityIds');
    out.chainIds = idList(f.chainIds, 'hotel chains', 'filters.chainIds');
    if (f.name !== null && f.name !== undefined) {
      const cleaned = f.name.replace(/[\p{Cf}\uD800-\uDFFF]/gu, '').trim();
      if (cleaned.length > MAX_NAME) throw badInput(`The hotel name can be at most ${MAX_NAME} characters.`, 'filters.name');
      const folded = foldName(cleaned);
      out.name = folded || null;
    }
  }
  if (hotelTypeId !== null && hotelTypeId !== undefined) {
    // The older single type: alone it is the type filter; with a list, a hotel must satisfy both.
    out.hotelTypeIds = out.hotelTypeIds ? out.hotelTypeIds.filter((t) => t === hotelTypeId) : [hotelTypeId];
  }
  return out;
}

export function checkNear(near: NearInputLike | null | undefined): Near | null {
  if (!near) return null;
  const { latitude, longitude } = near;
  if (!finiteNumber(latitude) || latitude < -90 || latitude > 90)
    throw badInput('The latitude must be between -90 and 90.', 'near.latitude');
  if (!finiteNumber(longitude) || longitude < -180 || longitude > 180)
    throw badInput('The longitude must be between -180 and 180.', 'near.longitude');
  const radiusKm = near.radiusKm ?? DEFAULT_RADIUS_KM;
  if (!finiteNumber(radiusKm) || radiusKm < MIN_RADIUS_KM || radiusKm > MAX_RADIUS_KM) {
    throw badInput(`The radius must be between ${MIN_RADIUS_KM} and ${MAX_RADIUS_KM} km.`, 'near.radiusKm');
  }
  return { latitude, longitude, radiusKm };
}

function checkOccupancies(list: OccupancyInputLike[]): Occupancy[] {
  return checkRoomList(list).map((o) => ({ adults: o.adults, children: o.childrenAges }));
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
  const place = (input.place ?? '').trim();
  const near = checkNear(input.near);
  if (!destination && !place && !near) throw badInput('Please enter a destination', 'destination');
  if (destination.length > 100) throw badInput('The destination is too long.', 'destination');
  if (place.length > 200) throw badInput('That place is not one the search knows; pick a suggestion again.', 'place');
  const dates = checkStayDates(input.checkin, input.checkout, now);
  const occupancies = checkRooms(input.guests, input.occupancies);
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badInput('Page must be 1 or more.', 'page');
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`Page size must be between 1 and ${MAX_PAGE_SIZE}.`, 'pageSize');
  }
  const sort = (input.sort ?? 'RECOMMENDED') as SortKey;
  if (!SORT_KEYS.includes(sort)) throw badInput('That sort order is not one the search knows.', 'sort');
  return {
    destination: destination || null,
    place: place || null,
    near,
    stay: { ...dates, occupancies },
    filters: checkFilters(input.filters, input.hotelTypeId),
    sort,
    waitForPrices: input.waitForPrices !== false,
    page,
    pageSize,
  };
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
