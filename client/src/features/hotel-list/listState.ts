// The hotel list's state as it travels in the address, so a filtered, sorted list can be shared, bookmarked
// and reloaded: /hotels?destination=&checkin=&checkout=&guests= (or &rooms=&occ=) &page=&type= plus the filters
// and the sort (price=2000-8000, stars=4,5, rating=4, freeCancel=1, meals=BREAKFAST, types=204,206, amenities=5,12,
// sort=price_asc). Unreadable values fall back to the home search's defaults; unreadable filters are dropped.
import { addDays, isValid, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import { indiaToday, toIsoDate } from '../../lib/format.ts';
import { searchLanguage } from '../../lib/i18n.ts';
export { destinationFromSlug, slugOf } from '../../lib/paths.ts';
import type { BoardType, HotelFilters, HotelSearchInput, HotelSort } from '../../__generated__/graphql.ts';
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

/** Their keys in the 'hotel-list' namespace: the address keeps the English name, the traveller reads theirs. */
const PROPERTY_TYPE_KEYS = {
  Hotels: 'propertyTypes.hotels',
  Resorts: 'propertyTypes.resorts',
  Apartments: 'propertyTypes.apartments',
  Villas: 'propertyTypes.villas',
  Homestays: 'propertyTypes.homestays',
} as const satisfies Record<(typeof PROPERTY_TYPES)[number], string>;

/** A property type's name in the traveller's language: one of the five, or the provider's name as it is. */
export function propertyTypeLabel(t: TFunction<'hotel-list'>, name: string): string {
  const known = PROPERTY_TYPES.find((p) => p === name);
  return known ? t(PROPERTY_TYPE_KEYS[known]) : name;
}

export const BOARD_TYPES: readonly BoardType[] = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD', 'ALL_INCLUSIVE'];
/** The meal plans' keys in the 'hotel-list' namespace ('Room only', 'Breakfast included', ...). */
const BOARD_KEYS = {
  ROOM_ONLY: 'boards.roomOnly',
  BREAKFAST: 'boards.breakfast',
  HALF_BOARD: 'boards.halfBoard',
  FULL_BOARD: 'boards.fullBoard',
  ALL_INCLUSIVE: 'boards.allInclusive',
} as const satisfies Record<BoardType, string>;

/** A meal plan's name in the traveller's language. */
export function boardLabel(t: TFunction<'hotel-list'>, board: BoardType): string {
  return t(BOARD_KEYS[board]);
}
/** The guest-rating thresholds offered (3+, 4+, 4.5+). */
export const RATING_STEPS = [3, 4, 4.5] as const;

/**
 * The six orders, by their address name, with the key of their label in the 'hotel-list' namespace.
 * 'recommended' is the default and is left out of the address.
 */
export const SORTS = [
  { key: 'recommended', sort: 'RECOMMENDED', label: 'sorts.recommended' },
  { key: 'price_asc', sort: 'PRICE_LOW_TO_HIGH', label: 'sorts.priceAsc' },
  { key: 'price_desc', sort: 'PRICE_HIGH_TO_LOW', label: 'sorts.priceDesc' },
  { key: 'rating', sort: 'RATING', label: 'sorts.rating' },
  { key: 'stars', sort: 'STARS', label: 'sorts.stars' },
  { key: 'distance', sort: 'DISTANCE', label: 'sorts.distance' },
] as const satisfies readonly { key: string; sort: HotelSort; label: `sorts.${string}` }[];
export type SortKey = (typeof SORTS)[number]['key'];

/** The list's filters as the address holds them. Empty arrays and undefined mean no restriction. */
export interface ListFilters {
  priceMin?: number;
  priceMax?: number;
  stars: number[];
  minRating?: number;
  freeCancel: boolean;
  meals: BoardType[];
  /** The provider's hotel type ids. */
  types: number[];
  /** The provider's facility ids. */
  amenities: number[];
}

export const NO_FILTERS: ListFilters = { stars: [], freeCancel: false, meals: [], types: [], amenities: [] };

export interface ListState {
  /** Empty when no destination has been chosen yet (the page offers popular cities). */
  destination: string;
  /** A search-box suggestion's place id (`airport:BOM`, `area:goa:calangute`), searched instead of `destination`. */
  place?: string;
  checkin: string;
  checkout: string;
  guests: number;
  /** Several rooms or children (?rooms=&occ=); absent for one room of `guests` adults. */
  rooms?: RoomOccupancy[];
  page: number;
  /** A property type name such as 'Resorts', or undefined for every type. */
  type?: string;
  filters: ListFilters;
  sort: SortKey;
}

/** A place id as the search box hands them out; anything else is ignored (the destination still searches). */
function placeParam(v: string | null): string | undefined {
  const t = v?.trim();
  return t && /^(airport|area|city|state):[^\s]{1,120}$/.test(t) ? t : undefined;
}

function isoDate(v: string | null): string | undefined {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v)) ? v : undefined;
}

/** A comma list of whole numbers within [min, max], sorted and without repeats; anything else is dropped. */
function intList(v: string | null, min: number, max: number): number[] {
  if (!v) return [];
  const out = v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n >= min && n <= max);
  return [...new Set(out)].sort((a, b) => a - b);
}

/** price=2000-8000, price=2000- or price=-8000 (INR per night, all-in). */
function priceRange(v: string | null): { priceMin?: number; priceMax?: number } {
  const m = v?.trim().match(/^(\d{0,9})-(\d{0,9})$/);
  if (!m) return {};
  let lo = m[1] ? Number(m[1]) : undefined;
  let hi = m[2] ? Number(m[2]) : undefined;
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  return { priceMin: lo || undefined, priceMax: hi };
}

/** Reads the filters of an address (see the file's head for the names). */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const rating = Number(params.get('rating'));
  const meals = (params.get('meals') ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s): s is BoardType => (BOARD_TYPES as readonly string[]).includes(s));
  return {
    ...priceRange(params.get('price')),
    stars: intList(params.get('stars'), 0, 5),
    minRating: (RATING_STEPS as readonly number[]).includes(rating) ? rating : undefined,
    freeCancel: params.get('freeCancel') === '1' || params.get('freeCancel') === 'true',
    meals: BOARD_TYPES.filter((b) => meals.includes(b)),
    types: intList(params.get('types'), 0, 1e9),
    amenities: intList(params.get('amenities'), 0, 1e9),
  };
}

/**
 * Reads the list state from the address. `fixedDestination` is the city of /hotels/{city}, which wins
 * over ?destination=. A check-out on or before check-in becomes check-in + 1: the API refuses zero nights.
 */
export function listStateFromParams(params: URLSearchParams, fixedDestination?: string, today = indiaToday()): ListState {
  const d = defaultDraft(today);
  const checkin = isoDate(params.get('checkin')) ?? d.checkin;
  const rawOut = isoDate(params.get('checkout')) ?? d.checkout;
  const checkout = rawOut > checkin ? rawOut : toIsoDate(addDays(parseISO(checkin), 1));
  const page = Number(params.get('page'));
  const type = params.get('type')?.trim();
  const sort = SORTS.find((s) => s.key === params.get('sort')?.trim().toLowerCase())?.key ?? 'recommended';
  return {
    destination: (fixedDestination ?? params.get('destination') ?? '').trim(),
    place: fixedDestination ? undefined : placeParam(params.get('place')),
    checkin,
    checkout,
    ...occupancyFromParams(params, clampGuests(d.guests)),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    type: type || undefined,
    filters: filtersFromParams(params),
    sort,
  };
}

/** Writes the filters into `p`, in a fixed order so one list has one address. */
function writeFilters(p: URLSearchParams, f: ListFilters): void {
  if (f.priceMin !== undefined || f.priceMax !== undefined) p.set('price', `${f.priceMin ?? ''}-${f.priceMax ?? ''}`);
  if (f.stars.length) p.set('stars', f.stars.join(','));
  if (f.minRating !== undefined) p.set('rating', String(f.minRating));
  if (f.freeCancel) p.set('freeCancel', '1');
  if (f.meals.length) p.set('meals', f.meals.join(','));
  if (f.types.length) p.set('types', f.types.join(','));
  if (f.amenities.length) p.set('amenities', f.amenities.join(','));
}

/**
 * The query string for a state. The destination is left out when the path already names the city
 * (/hotels/mumbai), and page 1 and the default sort are left out so the first page has one address.
 */
export function listSearch(state: ListState, { destinationInPath = false } = {}): string {
  const p = new URLSearchParams();
  if (!destinationInPath && state.destination) p.set('destination', state.destination);
  if (!destinationInPath && state.place) p.set('place', state.place);
  p.set('checkin', state.checkin);
  p.set('checkout', state.checkout);
  for (const [k, v] of Object.entries(occupancyQuery(state))) if (v !== undefined) p.set(k, String(v));
  if (state.type) p.set('type', state.type);
  writeFilters(p, state.filters ?? NO_FILTERS);
  if (state.sort && state.sort !== 'recommended') p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  return `?${p.toString()}`;
}

/** True when any filter is applied (the legacy ?type= aside). */
export function hasFilters(f: ListFilters): boolean {
  return (
    f.priceMin !== undefined ||
    f.priceMax !== undefined ||
    f.stars.length > 0 ||
    f.minRating !== undefined ||
    f.freeCancel ||
    f.meals.length > 0 ||
    f.types.length > 0 ||
    f.amenities.length > 0
  );
}

/**
 * True when the list's order or membership depends on the rates, so the first answer must wait for them:
 * a price sort, a price range, free cancellation or meals (both are properties of a hotel's rates).
 */
export function waitsForPrices(state: Pick<ListState, 'filters' | 'sort'>): boolean {
  const f = state.filters;
  return (
    state.sort === 'price_asc' ||
    state.sort === 'price_desc' ||
    f.priceMin !== undefined ||
    f.priceMax !== undefined ||
    f.freeCancel ||
    f.meals.length > 0
  );
}

/** The API's filters for the address's filters, or undefined when none is applied. */
export function apiFilters(f: ListFilters): HotelFilters | undefined {
  const out: HotelFilters = {};
  if (f.priceMin !== undefined) out.priceMin = f.priceMin;
  if (f.priceMax !== undefined) out.priceMax = f.priceMax;
  if (f.stars.length) out.stars = f.stars;
  if (f.minRating !== undefined) out.minRating = f.minRating;
  if (f.freeCancel) out.freeCancellation = true;
  if (f.meals.length) out.boards = f.meals;
  if (f.types.length) out.hotelTypeIds = f.types;
  if (f.amenities.length) out.facilityIds = f.amenities;
  return Object.keys(out).length ? out : undefined;
}

/** The search an input asks for, whatever its language: equal keys differ only in the language of the texts. */
export function sameSearchKey(input: HotelSearchInput): string {
  return JSON.stringify({ ...input, language: undefined });
}

/**
 * The searchHotels input a list state asks for: the page's query and the route's prefetch send the same one.
 * `waitForPrices` false asks for the quick first answer (cards without prices); see HotelListPage. The hotels'
 * texts come in the app's language (on the server, the page's).
 */
export function searchInput(
  state: ListState,
  hotelTypeId?: number,
  { waitForPrices = true, language = searchLanguage() } = {},
): HotelSearchInput {
  const filters = apiFilters(state.filters ?? NO_FILTERS);
  const sort = SORTS.find((s) => s.key === state.sort)?.sort ?? 'RECOMMENDED';
  return {
    ...language,
    destination: state.destination,
    ...(state.place ? { place: state.place } : {}),
    checkin: state.checkin,
    checkout: state.checkout,
    ...searchOccupancy(state),
    hotelTypeId,
    ...(filters ? { filters } : {}),
    ...(sort !== 'RECOMMENDED' ? { sort } : {}),
    ...(waitForPrices ? {} : { waitForPrices: false }),
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}
