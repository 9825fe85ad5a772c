// The hotel search and hotel page service, one per process: it owns the caches that outlive a request
// (hotel lists, details, rates, min-rates, hotel types) and is the only code in the hotel pages' path that
// calls the provider. Per-request batching lives in ./datasource.ts.
import type { FastifyBaseLogger } from 'fastify';
import { SwrCache, type SwrCacheOptions, type SwrSecondLevel } from '../lib/cache.ts';
import { badInput } from '../lib/errors.ts';
import type { HotelProvider, MinRate, ProviderHotelSummary } from '../provider/types.ts';
import { daysBetween } from './dates.ts';
import { resolveDestination } from './destinations.ts';
import { normaliseHotel, type HotelModel } from './detail.ts';
import { mapRates, ratesAsOf, type RateModel } from './rates.ts';
import {
  checkRooms,
  checkStayDates,
  mergeAndSort,
  pageOf,
  stayKey,
  validateSearch,
  type OccupancyInputLike,
  type SearchInput,
  type Stay,
} from './search.ts';

export const COUNTRY = 'IN';
export const CURRENCY = 'INR';
export const NATIONALITY = 'IN';
/** The provider's per-call maximum for /data/hotels; Indian cities stay well below it. */
const LIST_LIMIT = 5000;
const MAX_LIST_PAGES = 4;
/** seconds (the provider's unit); spec §9: rates timeout 12000 ms */
const RATES_TIMEOUT_S = 12;

export interface CacheTtl {
  ttlMs: number;
  staleMs: number;
}

/** Fresh / kept times per kind of data (spec §9 cache times; hotel types change rarely). */
export interface HotelsCacheTtls {
  list: CacheTtl;
  detail: CacheTtl;
  rates: CacheTtl;
  minRates: CacheTtl;
  hotelTypes: CacheTtl;
}

const MIN = 60_000;
export const DEFAULT_TTLS: HotelsCacheTtls = {
  list: { ttlMs: 5 * MIN, staleMs: 30 * MIN },
  detail: { ttlMs: 10 * MIN, staleMs: 30 * MIN },
  rates: { ttlMs: 2 * MIN, staleMs: 5 * MIN },
  minRates: { ttlMs: 2 * MIN, staleMs: 5 * MIN },
  hotelTypes: { ttlMs: 60 * MIN, staleMs: 24 * 60 * MIN },
};

/** A hotel on a search page, with the stay its price is asked for. */
export interface HotelSummaryModel {
  hotel: ProviderHotelSummary;
  stay: Stay;
}

export interface SearchPageModel {
  destination: string;
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  checkin: string;
  checkout: string;
  hotels: HotelSummaryModel[];
  stale: boolean;
}

export interface RatesInputLike {
  hotelId: string;
  checkin: string;
  checkout: string;
  occupancies?: OccupancyInputLike[] | null;
  currency?: string | null;
  guestNationality?: string | null;
}

export interface RatesResultModel {
  hotelId: string;
  checkin: string;
  checkout: string;
  nights: number;
  rates: RateModel[];
}

export interface HotelsServiceOptions {
  provider: HotelProvider;
  log: FastifyBaseLogger;
  ttls?: Partial<HotelsCacheTtls>;
  /** for tests: "today" in the date checks */
  now?: () => number;
  /**
   * A second cache level shared by instances (Redis when REDIS_URL is set), per cache name; `singleFlight`
   * false where a cross-instance lock is not worth its round trips.
   */
  l2?: <V>(name: string, singleFlight: boolean) => SwrSecondLevel<V> | undefined;
}

const CODE_RE = /^[A-Z]{2,3}$/;

export class HotelsService {
  private readonly provider: HotelProvider;
  private readonly log: FastifyBaseLogger;
  private readonly ttls: HotelsCacheTtls;
  private readonly now: () => number;
  private readonly lists: SwrCache<ProviderHotelSummary[]>;
  private readonly details: SwrCache<HotelModel | null>;
  /** a stay's bookable rates, mapped: see hotelRates */
  private readonly rates: SwrCache<RateModel[]>;
  private readonly minRateCache: SwrCache<MinRate[]>;
  private readonly types: SwrCache<Array<{ id: number; name: string }>>;

  constructor(opts: HotelsServiceOptions) {
    this.provider = opts.provider;
    this.log = opts.log;
    this.ttls = { ...DEFAULT_TTLS, ...opts.ttls };
    this.now = opts.now ?? Date.now;
    const cacheOpts = <V>(name: string, max: number, singleFlight = true): SwrCacheOptions<V> => ({
      max,
      now: this.now,
      l2: opts.l2?.<V>(name, singleFlight),
      // Background refreshes are not awaited by anyone; the stale answer already went out.
      onBackgroundError: (key: string, err: unknown) =>
        this.log.warn({ err, cache: name, key }, 'background refresh failed; serving stale data'),
    });
    this.lists = new SwrCache(cacheOpts<ProviderHotelSummary[]>('hotel-lists', 1000));
    this.details = new SwrCache(cacheOpts<HotelModel | null>('hotel-details', 5000));
    // Named for what it holds since it holds mapped rates: an instance never reads another's older shape.
    this.rates = new SwrCache(cacheOpts<RateModel[]>('stay-rates', 5000));
    this.minRateCache = new SwrCache(cacheOpts<MinRate[]>('min-rates', 5000));
    // One key, reloaded hourly: a duplicate call from a second instance is cheaper than locking for it.
    this.types = new SwrCache(cacheOpts<Array<{ id: number; name: string }>>('hotel-types', 1, false));
  }

  /** Cache counters, for health and metrics. */
  cacheStats() {
    return { lists: this.lists.stats(), details: this.details.stats(), rates: this.rates.stats(), minRates: this.minRateCache.stats() };
  }

  /** One city's hotel list, cached per city name (case-insensitive). */
  private async cityList(cityName: string): Promise<{ value: ProviderHotelSummary[]; stale: boolean }> {
    const key = cityName.toLowerCase();
    const r = await this.lists.get(
      key,
      async () => {
        // One call holds up to 5000 hotels; a bigger city is read in further pages, up to a sane bound.
        const first = await this.provider.listHotels({ cityName, countryCode: COUNTRY, limit: LIST_LIMIT });
        const all = [...first.data];
        for (let page = 1; page < MAX_LIST_PAGES && first.data.length === LIST_LIMIT && all.length < first.total; page++) {
          const more = await this.provider.listHotels({ cityName, countryCode: COUNTRY, limit: LIST_LIMIT, offset: all.length });
          if (more.data.length === 0) break;
          all.push(...more.data);
        }
        return all;
      },
      this.ttls.list,
    );
    return { value: r.value, stale: r.stale };
  }

  /**
   * One city's hotel list as the provider lists it, from the same cache as the search (no extra provider
   * call when the search already read it): the areas of search-box suggestions are read from it.
   */
  async cityHotels(cityName: string): Promise<ProviderHotelSummary[]> {
    return (await this.cityList(cityName)).value;
  }

  /**
   * Merged, sorted city lists, memoised on the identity of the cached lists: the cache hands back the same
   * arrays until it reloads them, and re-sorting a 5,000-hotel city on every page view was ~90% of a warm
   * search's CPU time (bench/server.ts profile). WeakMap keys let a reloaded list's entry go with it.
   */
  private sortedLists = new WeakMap<
    ProviderHotelSummary[],
    Array<{ lists: ProviderHotelSummary[][]; typeId: number | null; all: ProviderHotelSummary[] }>
  >();

  private mergedSorted(lists: ProviderHotelSummary[][], typeId: number | null): ProviderHotelSummary[] {
    const head = lists[0];
    if (!head) return [];
    const entries = this.sortedLists.get(head) ?? [];
    const hit = entries.find((e) => e.typeId === typeId && e.lists.length === lists.length && e.lists.every((l, i) => l === lists[i]));
    if (hit) return hit.all;
    const all = mergeAndSort(lists, typeId);
    entries.push({ lists, typeId, all });
    if (entries.length > 16) entries.shift();
    this.sortedLists.set(head, entries);
    return all;
  }

  /** One page of hotels; prices are not fetched here but by the per-request datasource, one call per page. */
  async searchHotels(input: SearchInput): Promise<SearchPageModel> {
    const q = validateSearch(input, this.now());
    const dest = resolveDestination(q.destination);
    const lists = await Promise.all(dest.cityNames.map((c) => this.cityList(c)));
    const all = this.mergedSorted(
      lists.map((l) => l.value),
      q.hotelTypeId,
    );
    const { items, total, totalPages } = pageOf(all, q.page, q.pageSize);
    return {
      destination: dest.name,
      total,
      page: q.page,
      pageSize: q.pageSize,
      totalPages,
      checkin: q.stay.checkin,
      checkout: q.stay.checkout,
      hotels: items.map((hotel) => ({ hotel, stay: q.stay })),
      stale: lists.some((l) => l.stale),
    };
  }

  /** The lowest prices of these hotels for a stay, in ONE provider call; hotels without availability are absent. */
  async minRates(stay: Stay, hotelIds: string[]): Promise<Map<string, MinRate>> {
    const ids = [...new Set(hotelIds)];
    const out = new Map<string, MinRate>();
    if (ids.length === 0) return out;
    const key = `${stayKey(stay)}|${[...ids].sort().join(',')}`;
    const r = await this.minRateCache.get(
      key,
      () =>
        this.provider.minRates({
          hotelIds: ids,
          checkin: stay.checkin,
          checkout: stay.checkout,
          occupancies: stay.occupancies,
          currency: CURRENCY,
          guestNationality: NATIONALITY,
          timeout: RATES_TIMEOUT_S,
        }),
      this.ttls.minRates,
    );
    for (const m of r.value) if (m && typeof m.price === 'number' && Number.isFinite(m.price) && m.price > 0) out.set(m.hotelId, m);
    return out;
  }

  async hotel(id: string): Promise<HotelModel | null> {
    const hotelId = id.trim();
    // Ids are short provider tokens; anything else cannot exist, and must not reach the provider's URL.
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(hotelId)) return null;
    const r = await this.details.get(
      hotelId,
      async () => {
        const raw = await this.provider.getHotel(hotelId);
        return raw ? normaliseHotel(raw) : null;
      },
      this.ttls.detail,
    );
    return r.value;
  }

  async hotelRates(input: RatesInputLike): Promise<RatesResultModel> {
    const { checkin, checkout } = checkStayDates(input.checkin, input.checkout, this.now());
    const occupancies = checkRooms(null, input.occupancies ?? [{ adults: 2, childrenAges: [] }]);
    const currency = (input.currency ?? CURRENCY).trim().toUpperCase();
    const nationality = (input.guestNationality ?? NATIONALITY).trim().toUpperCase();
    if (!CODE_RE.test(currency)) throw badInput('Currency must be an ISO code such as INR.', 'currency');
    if (!/^[A-Z]{2}$/.test(nationality)) throw badInput('Guest nationality must be a country code such as IN.', 'guestNationality');
    const hotelId = input.hotelId.trim();
    const nights = Math.ceil(daysBetween(checkin, checkout));
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(hotelId)) return { hotelId, checkin, checkout, nights, rates: [] };
    const req = { hotelIds: [hotelId], checkin, checkout, occupancies, currency, guestNationality: nationality, timeout: RATES_TIMEOUT_S };
    // The cache keeps the rates as the API serves them, not the provider's answer: the mapping depends only
    // on the key (hotel, stay, currency), and at thousands of stays the provider's trees (~25 kB of objects
    // each, most of it never read) were most of what this process kept alive and its GC kept copying.
    const r = await this.rates.get(
      JSON.stringify(req),
      async () => {
        const answer = await this.provider.searchRates(req);
        const forHotel = answer.find((h) => h.hotelId === hotelId) ?? answer[0];
        return forHotel ? mapRates(forHotel.roomTypes ?? [], nights, currency, this.now()) : [];
      },
      this.ttls.rates,
    );
    // Cached rates were mapped minutes ago: a free-cancellation deadline may have passed since.
    return { hotelId, checkin, checkout, nights, rates: ratesAsOf(r.value, this.now()) };
  }

  async hotelTypes(): Promise<Array<{ id: number; name: string }>> {
    const r = await this.types.get('all', () => this.provider.hotelTypes(), this.ttls.hotelTypes);
    return r.value;
  }

  /** The name of a hotel type for cards; null when unknown or when the types cannot be loaded. */
  async hotelTypeName(id: number | null | undefined): Promise<string | null> {
    if (id === null || id === undefined) return null;
    try {
      return (await this.hotelTypes()).find((t) => t.id === id)?.name ?? null;
    } catch (err) {
      this.log.warn({ err }, 'hotel types unavailable for a card');
      return null;
    }
  }
}
