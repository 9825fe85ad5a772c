// The search engine over one destination's hotels and one rates set: filters, the six sorts over the whole
// matching set, and the facet counts (each as if its own filter were not applied). Everything that depends only
// on the hotel list and the rates set (the hotels' attributes, distances, prices per meal-plan mode, the sorted
// orders) is computed once per (list, rates set, centre) and memoised by identity, so a warm page, sort or
// filter change is a linear pass over ~2,000 precomputed entries and no provider call.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { distanceKm } from '../lib/geo.ts';
import type { ProviderHotelRates, ProviderHotelSummary } from '../provider/types.ts';
import { rating5 } from './detail.ts';
import { foldName } from './destinations.ts';
import { BOARD_CODES, offerPricing, type BoardCode } from './rates.ts';

/** The cheapest offer of a hotel for one (meal plan, free cancellation) pair; amounts for the whole stay. */
export interface PriceOption {
  board: BoardCode | null;
  free: boolean;
  allIn: number;
  payable: number;
  /** the provider's suggested selling price, all-in; null when none */
  suggested: number | null;
}

/**
 * A destination's rates for one stay, reduced to what the search needs: per hotel id, its cheapest offer per
 * (meal plan, free cancellation) pair among the offers asked for (the service asks for each hotel's cheapest
 * only, so usually one). A plain object so the shared cache level (Redis) can hold it as JSON.
 *
 * The meal-plan and free-cancellation facets therefore count what the set knows: with their filter on (a set
 * the provider filtered), exactly the hotels with such a rate; with it off, the hotels whose cheapest rate is
 * on that plan or free to cancel, a lower bound of what the filter will find.
 */
export interface RatesSet {
  hotels: Record<string, PriceOption[]>;
}

/** Hotels reduced per turn of the event loop: a big city's ~4,500 would hold the process for 50–150 ms. */
const HOTELS_PER_TURN = 250;

/**
 * Reduces a rates answer (destination or hotel-id mode) to a rates set, HOTELS_PER_TURN hotels at a time,
 * letting the process serve other requests in between.
 */
export async function buildRatesSet(answer: ProviderHotelRates[], now: number): Promise<RatesSet> {
  const hotels: Record<string, PriceOption[]> = Object.create(null) as Record<string, PriceOption[]>;
  for (const [i, h] of answer.entries()) {
    if (i > 0 && i % HOTELS_PER_TURN === 0) await nextTurn();
    if (!h || typeof h.hotelId !== 'string') continue;
    const best = new Map<string, PriceOption>();
    for (const rt of h.roomTypes ?? []) {
      const p = offerPricing(rt, now);
      if (!p || !Number.isFinite(p.allIn) || p.allIn <= 0) continue;
      const key = `${p.board}|${p.freeCancellation}`;
      const prev = best.get(key);
      if (!prev || p.allIn < prev.allIn) {
        best.set(key, { board: p.board, free: p.freeCancellation, allIn: p.allIn, payable: p.payableAtHotel, suggested: p.suggestedAllIn });
      }
    }
    if (best.size === 0) continue;
    const list = [...(Object.hasOwn(hotels, h.hotelId) ? hotels[h.hotelId] : []), ...best.values()];
    hotels[h.hotelId] = list;
  }
  return { hotels };
}

/** Several targets' rates sets as one (a state's towns, a city's aliases); the first answer for a hotel wins. */
export function mergeRatesSets(sets: RatesSet[]): RatesSet {
  if (sets.length === 1) return sets[0];
  const hotels: Record<string, PriceOption[]> = Object.create(null) as Record<string, PriceOption[]>;
  for (const s of sets) for (const [id, opts] of Object.entries(s.hotels)) if (!Object.hasOwn(hotels, id)) hotels[id] = opts;
  return { hotels };
}

export type SortKey = 'RECOMMENDED' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | 'RATING' | 'STARS' | 'DISTANCE';
export const SORT_KEYS: readonly SortKey[] = ['RECOMMENDED', 'PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'RATING', 'STARS', 'DISTANCE'];

/** Validated filters (search.ts checks them); empty lists and nulls mean "no restriction". */
export interface Filters {
  priceMin: number | null;
  priceMax: number | null;
  stars: number[] | null;
  minRating: number | null;
  freeCancellation: boolean;
  boards: BoardCode[] | null;
  hotelTypeIds: number[] | null;
  facilityIds: number[] | null;
  chainIds: number[] | null;
  availableOnly: boolean;
  /** folded (foldName) */
  name: string | null;
}

export const NO_FILTERS: Filters = {
  priceMin: null,
  priceMax: null,
  stars: null,
  minRating: null,
  freeCancellation: false,
  boards: null,
  hotelTypeIds: null,
  facilityIds: null,
  chainIds: null,
  availableOnly: false,
  name: null,
};

/** Whether answering needs the rates (a price sort or a price-dependent filter). */
export function needsPrices(f: Filters, sort: SortKey): boolean {
  return (
    sort === 'PRICE_LOW_TO_HIGH' ||
    sort === 'PRICE_HIGH_TO_LOW' ||
    f.priceMin !== null ||
    f.priceMax !== null ||
    f.freeCancellation ||
    f.boards !== null ||
    f.availableOnly
  );
}

export interface GeoCenter {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km (server/lib/geo.ts). */
export const haversineKm = distanceKm;

/** A hotel's position, or null when the provider gives none (its schema turns a missing one into 0, 0). */
export function hotelPoint(h: ProviderHotelSummary): GeoCenter | null {
  const { latitude, longitude } = h;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (latitude === 0 && longitude === 0) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The mean position of hotels (a destination's centre when it has no better one); null when none has one. */
export function meanCenter(hotels: ProviderHotelSummary[]): GeoCenter | null {
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const h of hotels) {
    const p = hotelPoint(h);
    if (!p) continue;
    lat += p.latitude;
    lng += p.longitude;
    n++;
  }
  return n ? { latitude: lat / n, longitude: lng / n } : null;
}

/** Card stars as the cards show them: whole stars 0 to 5 (unknown counts as 0). */
export function starsOf(h: ProviderHotelSummary): number {
  const v = h.stars;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.min(5, Math.floor(v)) : 0;
}

/** The 0-5 rating the cards show, or null when the hotel has no reviews (the card shows none). */
export function ratingOf(h: ProviderHotelSummary): number | null {
  const reviews = typeof h.reviewCount === 'number' && Number.isFinite(h.reviewCount) ? h.reviewCount : 0;
  return reviews > 0 ? rating5(h.rating) : null;
}

interface PriceMode {
  /** cheapest all-in stay price under the mode; NaN when none */
  price: Float64Array;
  /** index into the hotel's options of that price; -1 when none */
  pick: Int16Array;
}

/** The hotels of a search with everything the filters, sorts and facets read, precomputed. */
export class Universe {
  readonly hotels: ProviderHotelSummary[];
  readonly n: number;
  /** null when prices are pending (no rates set yet) */
  readonly options: Array<PriceOption[] | null> | null;
  readonly center: GeoCenter | null;
  readonly stars: Int8Array;
  readonly rating: Float64Array;
  readonly reviews: Float64Array;
  readonly typeId: Float64Array;
  readonly chainId: Float64Array;
  readonly facilities: Array<readonly number[]>;
  readonly names: string[];
  readonly distance: Float64Array;
  readonly ids: string[];
  private readonly modes = new Map<string, PriceMode>();
  private readonly orders = new Map<string, Int32Array>();
  /** answers per filters+sort, for repeated warm queries (bounded) */
  readonly answers = new Map<string, Evaluation>();

  constructor(hotels: ProviderHotelSummary[], rates: RatesSet | null, center: GeoCenter | null) {
    this.hotels = hotels;
    this.n = hotels.length;
    this.center = center;
    const n = this.n;
    this.stars = new Int8Array(n);
    this.rating = new Float64Array(n);
    this.reviews = new Float64Array(n);
    this.typeId = new Float64Array(n);
    this.chainId = new Float64Array(n);
    this.distance = new Float64Array(n);
    this.facilities = new Array<readonly number[]>(n);
    this.names = new Array<string>(n);
    this.ids = new Array<string>(n);
    this.options = rates ? new Array<PriceOption[] | null>(n) : null;
    for (let i = 0; i < n; i++) {
      const h = hotels[i];
      this.ids[i] = h.id;
      this.stars[i] = starsOf(h);
      this.rating[i] = ratingOf(h) ?? NaN;
      this.reviews[i] = typeof h.reviewCount === 'number' && Number.isFinite(h.reviewCount) ? h.reviewCount : 0;
      this.typeId[i] = typeof h.hotelTypeId === 'number' ? h.hotelTypeId : NaN;
      this.chainId[i] = typeof h.chainId === 'number' ? h.chainId : NaN;
      // deduplicated once here: the facet count walks every hotel's list on every (uncached) query
      this.facilities[i] = Array.isArray(h.facilityIds) ? [...new Set(h.facilityIds.filter((x) => typeof x === 'number'))] : [];
      this.names[i] = foldName(typeof h.name === 'string' ? h.name : '');
      const p = hotelPoint(h);
      this.distance[i] = p && center ? haversineKm(center, p) : NaN;
      // own keys only: a set read back from the shared cache (JSON) is a plain object with a prototype
      if (this.options) this.options[i] = Object.hasOwn(rates!.hotels, h.id) ? rates!.hotels[h.id] : null;
    }
  }

  get priced(): boolean {
    return this.options !== null;
  }

  /** The cheapest price per hotel among its options on one of `boards` (any when null) and free to cancel if `free`. */
  mode(boards: readonly BoardCode[] | null, free: boolean): PriceMode {
    const key = `${boards ? [...boards].sort().join(',') : '*'}|${free}`;
    let m = this.modes.get(key);
    if (m) return m;
    const price = new Float64Array(this.n).fill(NaN);
    const pick = new Int16Array(this.n).fill(-1);
    if (this.options) {
      for (let i = 0; i < this.n; i++) {
        const opts = this.options[i];
        if (!opts) continue;
        for (let j = 0; j < opts.length; j++) {
          const o = opts[j];
          if (free && !o.free) continue;
          if (boards && (o.board === null || !boards.includes(o.board))) continue;
          if (pick[i] < 0 || o.allIn < price[i]) {
            price[i] = o.allIn;
            pick[i] = j;
          }
        }
      }
    }
    m = { price, pick };
    this.modes.set(key, m);
    return m;
  }

  /** Every hotel's index in the order of `sort` under a price mode: priced hotels first, ties by id. */
  order(sort: SortKey, boards: readonly BoardCode[] | null, free: boolean): Int32Array {
    const priceDependent = this.priced;
    const key = `${sort}|${priceDependent ? `${boards ? [...boards].sort().join(',') : '*'}|${free}` : '-'}`;
    let o = this.orders.get(key);
    if (o) return o;
    const { price } = this.mode(boards, free);
    const ids = this.ids;
    const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    const nanLast = (x: number, y: number) => Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    let cmp: (a: number, b: number) => number;
    switch (sort) {
      case 'PRICE_LOW_TO_HIGH':
        cmp = (a, b) => price[a] - price[b] || byId(a, b);
        break;
      case 'PRICE_HIGH_TO_LOW':
        cmp = (a, b) => price[b] - price[a] || byId(a, b);
        break;
      case 'RATING':
        cmp = (a, b) =>
          nanLast(this.rating[a], this.rating[b]) ||
          (this.rating[b] || 0) - (this.rating[a] || 0) ||
          this.reviews[b] - this.reviews[a] ||
          byId(a, b);
        break;
      case 'STARS':
        cmp = (a, b) => this.stars[b] - this.stars[a] || (this.rating[b] || 0) - (this.rating[a] || 0) || byId(a, b);
        break;
      case 'DISTANCE':
        cmp = (a, b) => nanLast(this.distance[a], this.distance[b]) || (this.distance[a] || 0) - (this.distance[b] || 0) || byId(a, b);
        break;
      default:
        // The list arrives in the recommended order (listed first, most reviewed-and-liked, id): keep it.
        cmp = (a, b) => a - b;
    }
    const all = Array.from({ length: this.n }, (_, i) => i);
    // Hotels with no availability come after all priced ones in every sort (when prices are known).
    all.sort(priceDependent ? (a, b) => nanLast(price[a], price[b]) || cmp(a, b) : cmp);
    o = Int32Array.from(all);
    this.orders.set(key, o);
    return o;
  }
}

// Filter bits: a hotel matches when none of its bits is set; a facet ignores its own bit.
const PRICE = 1;
const STARS = 2;
const RATING = 4;
const FREE = 8;
const BOARD = 16;
const TYPE = 32;
const FACILITY = 64;
const CHAIN = 128;
const AVAILABLE = 256;
const NAME = 512;

export interface FacetsModel {
  stars: Array<{ stars: number; count: number }>;
  ratings: Array<{ minRating: number; count: number }>;
  boards: Array<{ board: BoardCode; count: number }>;
  hotelTypes: Array<{ id: number; name: string; count: number }>;
  freeCancellation: number;
  available: number;
  prices: { min: number | null; max: number | null; buckets: Array<{ from: number; to: number; count: number }> };
  facilities: Array<{ id: number; name: string; count: number }>;
}

export interface Evaluation {
  /** indices of the matching hotels, in the sort's order */
  matched: Int32Array;
  /** the price mode the cards show: the cheapest rate that satisfies the meal-plan and cancellation filters */
  mode: PriceMode;
  facets: FacetsModel;
}

export interface Names {
  hotelTypes: ReadonlyMap<number, string>;
  facilities: ReadonlyMap<number, string>;
}

export const RATING_THRESHOLDS = [3, 4, 4.5];
const HISTOGRAM_BUCKETS = 10;
const TOP_FACILITIES = 12;

/** What the cards show as "per night": the stay's all-in price over its nights, to the paisa (HotelSummary.priceFrom). */
export function perNight(stayPrice: number, nights: number): number {
  return Math.round((stayPrice / nights) * 100) / 100;
}

/**
 * Filters, sorts and counts facets over a universe. `nights` is the stay's: the price filter and the price
 * histogram are per night, on the very figure each card shows, while the rates set holds whole-stay prices.
 */
export function evaluate(u: Universe, f: Filters, sort: SortKey, names: Names, nights: number): Evaluation {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError(`nights must be a whole number of at least 1 (got ${nights})`);
  const cacheKey = JSON.stringify([f, sort, nights, names.hotelTypes.size, names.facilities.size]);
  const cached = u.answers.get(cacheKey);
  if (cached) return cached;

  const n = u.n;
  const boards = f.boards;
  const free = f.freeCancellation;
  const main = u.mode(boards, free);
  const noFree = free ? u.mode(boards, false) : main;
  const noBoard = boards ? u.mode(null, free) : main;
  const any = u.mode(null, false);
  const priceSet = f.priceMin !== null || f.priceMax !== null;
  const lo = f.priceMin ?? -Infinity;
  const hi = f.priceMax ?? Infinity;
  const priceFails = (stay: number) => {
    if (!priceSet) return false;
    const p = perNight(stay, nights);
    return !(p >= lo && p <= hi);
  };
  const stars = f.stars ? new Set(f.stars) : null;
  const types = f.hotelTypeIds ? new Set(f.hotelTypeIds) : null;
  const chains = f.chainIds ? new Set(f.chainIds) : null;
  const facilityIds = f.facilityIds;

  const fails = new Int32Array(n);
  const base = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let b = 0;
    if (stars && !stars.has(u.stars[i])) b |= STARS;
    if (f.minRating !== null && !(u.rating[i] >= f.minRating)) b |= RATING;
    if (types && !types.has(u.typeId[i])) b |= TYPE;
    if (chains && !chains.has(u.chainId[i])) b |= CHAIN;
    if (facilityIds && !facilityIds.every((id) => u.facilities[i].includes(id))) b |= FACILITY;
    if (f.name && !u.names[i].includes(f.name)) b |= NAME;
    if (f.availableOnly && Number.isNaN(any.price[i])) b |= AVAILABLE;
    base[i] = b;
    let m = b;
    if (priceFails(main.price[i])) m |= PRICE;
    // A mode with a filter has a price exactly when the hotel has a rate that satisfies it.
    if (free && Number.isNaN(main.price[i])) m |= FREE;
    if (boards && Number.isNaN(noFree.price[i])) m |= BOARD;
    fails[i] = m;
  }

  const order = u.order(sort, boards, free);
  const matched: number[] = [];
  for (let k = 0; k < order.length; k++) if (fails[order[k]] === 0) matched.push(order[k]);

  // Facets: each counts the hotels that pass every other filter.
  const starCounts = new Map<number, number>();
  const ratingCounts = RATING_THRESHOLDS.map(() => 0);
  const typeCounts = new Map<number, number>();
  const facilityCounts = new Map<number, number>();
  const pricesForHistogram: number[] = [];
  let available = 0;
  let freeCount = 0;
  const boardCounts = new Map<BoardCode, number>();
  for (let i = 0; i < n; i++) {
    const m = fails[i];
    if ((m & ~STARS) === 0) starCounts.set(u.stars[i], (starCounts.get(u.stars[i]) ?? 0) + 1);
    if ((m & ~RATING) === 0) for (let k = 0; k < RATING_THRESHOLDS.length; k++) if (u.rating[i] >= RATING_THRESHOLDS[k]) ratingCounts[k]++;
    if ((m & ~TYPE) === 0 && !Number.isNaN(u.typeId[i])) typeCounts.set(u.typeId[i], (typeCounts.get(u.typeId[i]) ?? 0) + 1);
    if ((m & ~FACILITY) === 0) for (const id of u.facilities[i]) facilityCounts.set(id, (facilityCounts.get(id) ?? 0) + 1);
    if ((m & ~PRICE) === 0 && !Number.isNaN(main.price[i])) pricesForHistogram.push(perNight(main.price[i], nights));
    if ((m & ~AVAILABLE) === 0 && !Number.isNaN(any.price[i])) available++;
    if (u.priced) {
      // Free cancellation as if its filter were off: the price filter reads the price without it.
      const withoutFree = base[i] | (priceFails(noFree.price[i]) ? PRICE : 0) | (boards && Number.isNaN(noFree.price[i]) ? BOARD : 0);
      if (withoutFree === 0 && u.options![i]?.some((o) => o.free && (!boards || (o.board !== null && boards.includes(o.board)))))
        freeCount++;
      // Meal plans as if their filter were off: a hotel counts for each plan it has a rate on.
      const withoutBoard = base[i] | (priceFails(noBoard.price[i]) ? PRICE : 0) | (free && Number.isNaN(noBoard.price[i]) ? FREE : 0);
      if (withoutBoard === 0) {
        const seen = new Set<BoardCode>();
        for (const o of u.options![i] ?? []) if (o.board && (!free || o.free)) seen.add(o.board);
        for (const b of seen) boardCounts.set(b, (boardCounts.get(b) ?? 0) + 1);
      }
    }
  }

  const facets: FacetsModel = {
    stars: [...starCounts].sort((a, b) => b[0] - a[0]).map(([s, count]) => ({ stars: s, count })),
    ratings: RATING_THRESHOLDS.map((t, k) => ({ minRating: t, count: ratingCounts[k] })),
    boards: BOARD_CODES.filter((b) => boardCounts.has(b)).map((b) => ({ board: b, count: boardCounts.get(b)! })),
    hotelTypes: [...typeCounts]
      .filter(([id]) => names.hotelTypes.has(id))
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([id, count]) => ({ id, name: names.hotelTypes.get(id)!, count })),
    freeCancellation: freeCount,
    available,
    prices: histogram(pricesForHistogram),
    facilities: [...facilityCounts]
      .filter(([id]) => names.facilities.has(id))
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, TOP_FACILITIES)
      .map(([id, count]) => ({ id, name: names.facilities.get(id)!, count })),
  };
  const answer: Evaluation = { matched: Int32Array.from(matched), mode: main, facets };
  if (u.answers.size >= 16) u.answers.delete(u.answers.keys().next().value!);
  u.answers.set(cacheKey, answer);
  return answer;
}

/** Equal-width buckets from the lowest to the highest price (whole rupees), about 10 of them. */
export function histogram(prices: number[]): FacetsModel['prices'] {
  if (prices.length === 0) return { min: null, max: null, buckets: [] };
  let min = Infinity;
  let max = -Infinity;
  for (const p of prices) {
    if (p < min) min = p;
    if (p > max) max = p;
  }
  const from = Math.floor(min);
  const to = Math.ceil(max);
  if (to === from) return { min, max, buckets: [{ from, to, count: prices.length }] };
  const width = (to - from) / HISTOGRAM_BUCKETS;
  const buckets = Array.from({ length: HISTOGRAM_BUCKETS }, (_, k) => ({
    from: from + k * width,
    to: k === HISTOGRAM_BUCKETS - 1 ? to : from + (k + 1) * width,
    count: 0,
  }));
  for (const p of prices) buckets[Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((p - from) / width))].count++;
  return { min, max, buckets };
}
