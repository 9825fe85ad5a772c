// The hotel search and hotel page service, one per process: it owns the caches that outlive a request
// (hotel lists, details, rates, min-rates, hotel types) and is the only code in the hotel pages' path that
// calls the provider. Per-request batching lives in ./datasource.ts.
import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import { SwrCache, type SwrCacheOptions, type SwrSecondLevel } from '../lib/cache.ts';
import { badInput } from '../lib/errors.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/index.ts';
import type { DestinationRatesRequest, HotelProvider, ProviderHotelSummary } from '../provider/types.ts';
import { cityCentre } from './centres.ts';
import { daysBetween } from './dates.ts';
import { resolveDestination } from './destinations.ts';
import { normaliseHotel, type HotelModel } from './detail.ts';
import {
  buildRatesSet,
  evaluate,
  haversineKm,
  hotelPoint,
  meanCenter,
  mergeRatesSets,
  needsPrices,
  Universe,
  type FacetsModel,
  type GeoCenter,
  type Names,
  type RatesSet,
  type SortKey,
} from './engine.ts';
import { resolvePlace } from './places.ts';
import { mapRates, ratesAsOf, type BoardCode, type RateModel } from './rates.ts';
import {
  MAX_PAGE_SIZE,
  checkRooms,
  checkStayDates,
  mergeAndSort,
  stayKey,
  validateSearch,
  type Near,
  type OccupancyInputLike,
  type SearchInput,
  type Stay,
  type ValidSearch,
} from './search.ts';

/** A hotel's texts on a search card, in one language: what the provider translates (`language`). */
export interface HotelTextsModel {
  name: string | null;
  address: string | null;
  hotelDescription: string | null;
}

export const COUNTRY = 'IN';
export const CURRENCY = 'INR';
export const NATIONALITY = 'IN';
/** The provider's per-call maximum for /data/hotels and destination rates; Indian cities stay well below it. */
const LIST_LIMIT = 5000;
/** The provider's smallest /data/hotels radius, metres; smaller circles are cut here. */
const MIN_LIST_RADIUS_M = 1000;
/** An airport search's circle when its place gives none. */
const AIRPORT_RADIUS_KM = 20;
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
  /** a destination's rates for a stay (issue 15: the spec's 2 minutes) */
  rateSets: CacheTtl;
  hotelTypes: CacheTtl;
  /** facility names (GET /data/facilities) */
  facilities: CacheTtl;
}

const MIN = 60_000;
export const DEFAULT_TTLS: HotelsCacheTtls = {
  list: { ttlMs: 5 * MIN, staleMs: 30 * MIN },
  detail: { ttlMs: 10 * MIN, staleMs: 30 * MIN },
  rates: { ttlMs: 2 * MIN, staleMs: 5 * MIN },
  rateSets: { ttlMs: 2 * MIN, staleMs: 5 * MIN },
  hotelTypes: { ttlMs: 60 * MIN, staleMs: 24 * 60 * MIN },
  facilities: { ttlMs: 24 * 60 * MIN, staleMs: 7 * 24 * 60 * MIN },
};

/** A card's price: the cheapest rate that satisfies the meal-plan and cancellation filters, whole stay, all rooms. */
export interface CardPriceModel {
  /** all-in: total + payable at the hotel */
  stay: number;
  payableAtHotel: number;
  /** the provider's suggested selling price, all-in, only when higher than `stay` */
  suggested: number | null;
  freeCancellation: boolean;
  board: BoardCode | null;
}

/** A hotel on a search page, with the stay its price is asked for. */
export interface HotelSummaryModel {
  hotel: ProviderHotelSummary;
  stay: Stay;
  nights: number;
  /** null: no availability, or prices pending */
  price: CardPriceModel | null;
  pricesPending: boolean;
  /** why the prices could not be fetched (the card then has none, and its priceFrom reports this) */
  priceError?: unknown;
  distanceKm: number | null;
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
  unfilteredTotal: number;
  sort: SortKey;
  center: GeoCenter | null;
  nights: number;
  rooms: number;
  adults: number;
  children: number;
  pricesPending: boolean;
  facets: FacetsModel;
}

/** One rates call's destination: a provider city, an airport, or a circle. */
interface RatesTarget {
  key: string;
  query: Pick<DestinationRatesRequest, 'cityName' | 'countryCode' | 'iataCode' | 'latitude' | 'longitude' | 'radius'>;
}

/** The filters the provider applies (see rateSet). */
interface ProviderFilters {
  boardType?: string;
  refundableRatesOnly?: boolean;
}

/** The provider's board codes of the meal plans (OAS-search `boardType`). */
const PROVIDER_BOARD: Record<BoardCode, string> = {
  ROOM_ONLY: 'RO',
  BREAKFAST: 'BB',
  HALF_BOARD: 'HB',
  FULL_BOARD: 'FB',
  ALL_INCLUSIVE: 'AI',
};

/** Where a search looks: the hotel lists, the circle they are cut to, the rates calls, the centre. */
interface SearchPlan {
  name: string;
  lists: Array<{ value: ProviderHotelSummary[]; stale: boolean }>;
  circle: Near | null;
  /** an area: only these hotels of the lists (the area's own, whatever circle would cover them) */
  only?: ReadonlySet<string>;
  targets: RatesTarget[];
  center: GeoCenter | null;
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
  /** a destination target's rates for a stay, reduced (engine.ts RatesSet) */
  private readonly rateSets: SwrCache<RatesSet>;
  private readonly types: SwrCache<Array<{ id: number; name: string }>>;
  private readonly facilityNames: SwrCache<Array<{ id: number; name: string }>>;
  /** a hotel's card texts in a language other than English, per hotel and language (see pageInLanguage) */
  private readonly texts: SwrCache<HotelTextsModel | null>;
  /** per language: the ids asked for in one tick go to the provider as one /data/hotels?hotelIds= call */
  private readonly textLoaders = new Map<Language, DataLoader<string, HotelTextsModel | null>>();

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
    this.rateSets = new SwrCache(cacheOpts<RatesSet>('rate-sets', 500));
    // One key, reloaded hourly: a duplicate call from a second instance is cheaper than locking for it.
    this.types = new SwrCache(cacheOpts<Array<{ id: number; name: string }>>('hotel-types', 1, false));
    this.facilityNames = new SwrCache(cacheOpts<Array<{ id: number; name: string }>>('facility-names', 1, false));
    // Twelve keys a page: a cross-instance lock for each would cost more round trips than a duplicate call.
    this.texts = new SwrCache(cacheOpts<HotelTextsModel | null>('hotel-texts', 20_000, false));
  }

  /** Cache counters, for health and metrics. */
  cacheStats() {
    return {
      lists: this.lists.stats(),
      details: this.details.stats(),
      rates: this.rates.stats(),
      rateSets: this.rateSets.stats(),
      texts: this.texts.stats(),
    };
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

  /** The hotels within a circle (a map area, an airport), cached per circle. */
  private async circleList(c: Near): Promise<{ value: ProviderHotelSummary[]; stale: boolean }> {
    const radius = Math.max(MIN_LIST_RADIUS_M, Math.round(c.radiusKm * 1000));
    const key = `circle:${c.latitude.toFixed(4)},${c.longitude.toFixed(4)},${radius}`;
    const r = await this.lists.get(
      key,
      async () => {
        const page = await this.provider.listHotels({ latitude: c.latitude, longitude: c.longitude, radius, limit: LIST_LIMIT });
        return page.data;
      },
      this.ttls.list,
    );
    return { value: r.value, stale: r.stale };
  }

  private cityTargets(cityNames: string[]): RatesTarget[] {
    return cityNames.map((cityName) => ({ key: `city:${cityName.toLowerCase()}`, query: { cityName, countryCode: COUNTRY } }));
  }

  private circleTarget(c: Near): RatesTarget {
    const radius = Math.max(MIN_LIST_RADIUS_M, Math.round(c.radiusKm * 1000));
    return {
      key: `circle:${c.latitude.toFixed(4)},${c.longitude.toFixed(4)},${radius}`,
      query: { latitude: Number(c.latitude.toFixed(4)), longitude: Number(c.longitude.toFixed(4)), radius },
    };
  }

  /** What a validated search covers: a place, a destination, or a circle alone. */
  private async plan(q: ValidSearch): Promise<SearchPlan> {
    const nearCenter = q.near ? { latitude: q.near.latitude, longitude: q.near.longitude } : null;
    if (q.place) {
      const place = await resolvePlace(q.place, this);
      if (place.kind === 'airport' && place.iataCode && place.center) {
        const circle = { ...place.center, radiusKm: place.radiusKm ?? AIRPORT_RADIUS_KM };
        return {
          name: place.name,
          lists: [await this.circleList(circle)],
          circle,
          targets: [{ key: `iata:${place.iataCode.toUpperCase()}`, query: { iataCode: place.iataCode.toUpperCase() } }],
          center: nearCenter ?? place.center,
        };
      }
      // An area lists its own hotels: a circle around them would also take in its neighbours'.
      const circle = !place.hotelIds && place.center && place.radiusKm ? { ...place.center, radiusKm: place.radiusKm } : null;
      return {
        name: place.name,
        lists: await Promise.all(place.cityNames.map((c) => this.cityList(c))),
        circle,
        only: place.hotelIds,
        targets: this.cityTargets(place.cityNames),
        center: nearCenter ?? place.center ?? null,
      };
    }
    if (q.destination) {
      const dest = resolveDestination(q.destination);
      return {
        name: dest.name,
        lists: await Promise.all(dest.cityNames.map((c) => this.cityList(c))),
        circle: null,
        targets: this.cityTargets(dest.cityNames),
        // a city's distances count from its centre, as the hotel page's location map does; a state's from its hotels' middle
        center: nearCenter ?? (dest.kind === 'city' ? (cityCentre(dest.name) ?? null) : null),
      };
    }
    const near = q.near!;
    return { name: 'Map area', lists: [await this.circleList(near)], circle: near, targets: [this.circleTarget(near)], center: nearCenter };
  }

  /** A target's rates for a stay: ONE provider call per (target, stay, rooms) per 2 minutes, shared by concurrent misses. */
  private rateSetKey(t: RatesTarget, stay: Stay, pf: ProviderFilters): string {
    return `${t.key}|${stayKey(stay)}|${pf.boardType ?? '*'}|${pf.refundableRatesOnly ? 'rfn' : '*'}`;
  }

  private async rateSet(t: RatesTarget, stay: Stay, pf: ProviderFilters): Promise<{ value: RatesSet; stale: boolean }> {
    const search = this.provider.searchDestinationRates?.bind(this.provider);
    if (!search) throw new Error('this provider cannot search rates by destination');
    const r = await this.rateSets.get(
      this.rateSetKey(t, stay, pf),
      async () => {
        // ONE rate per hotel, its cheapest (maxRatesPerHotel 1, as the provider advises for listing pages): a
        // big city's every rate is ~80 MB of JSON (Mumbai, 4,400 hotels, 40,000 offers: 13 s in the sandbox and
        // 3 s of parsing here), one rate each ~10 MB. Which filters go to the provider follows from that: the
        // meal-plan and free-cancellation filters pick WHICH rate is a hotel's cheapest, so they go to the
        // provider (boardType, refundableRatesOnly) and make their own rates set (one call per distinct choice,
        // cached like the rest). Stars, rating, types, amenities, chains, price, name and availability are
        // applied in memory to the cached set: changing them, the sort or the page calls nobody.
        const answer = await search({
          ...t.query,
          ...(pf.boardType ? { boardType: pf.boardType } : {}),
          ...(pf.refundableRatesOnly ? { refundableRatesOnly: true } : {}),
          maxRatesPerHotel: 1,
          checkin: stay.checkin,
          checkout: stay.checkout,
          occupancies: stay.occupancies,
          currency: CURRENCY,
          guestNationality: NATIONALITY,
          timeout: RATES_TIMEOUT_S,
          limit: LIST_LIMIT,
        });
        return await buildRatesSet(answer.data, this.now());
      },
      this.ttls.rateSets,
    );
    return { value: r.value, stale: r.stale };
  }

  private mergedSets = new WeakMap<RatesSet, Array<{ sets: RatesSet[]; merged: RatesSet }>>();

  private merged(sets: RatesSet[]): RatesSet {
    if (sets.length === 1) return sets[0];
    const entries = this.mergedSets.get(sets[0]) ?? [];
    const hit = entries.find((e) => e.sets.length === sets.length && e.sets.every((x, i) => x === sets[i]));
    if (hit) return hit.merged;
    const merged = mergeRatesSets(sets);
    entries.push({ sets, merged });
    if (entries.length > 8) entries.shift();
    this.mergedSets.set(sets[0], entries);
    return merged;
  }

  private cutLists = new WeakMap<ProviderHotelSummary[], Map<string, ProviderHotelSummary[]>>();

  /** The hotels of a list within a circle (an area of a city, a map area), memoised per list and circle. */
  /** The hotels of an area, memoised per list and area (both keep their identity while cached). */
  private onlyIds(all: ProviderHotelSummary[], ids: ReadonlySet<string> | undefined): ProviderHotelSummary[] {
    if (!ids) return all;
    const byIds = this.areaCuts.get(all) ?? new WeakMap<ReadonlySet<string>, ProviderHotelSummary[]>();
    let cut = byIds.get(ids);
    if (!cut) {
      cut = all.filter((h) => ids.has(h.id));
      byIds.set(ids, cut);
      this.areaCuts.set(all, byIds);
    }
    return cut;
  }

  private areaCuts = new WeakMap<ProviderHotelSummary[], WeakMap<ReadonlySet<string>, ProviderHotelSummary[]>>();

  private within(all: ProviderHotelSummary[], circle: Near | null): ProviderHotelSummary[] {
    if (!circle) return all;
    const key = `${circle.latitude},${circle.longitude},${circle.radiusKm}`;
    const byCircle = this.cutLists.get(all) ?? new Map<string, ProviderHotelSummary[]>();
    let cut = byCircle.get(key);
    if (!cut) {
      cut = all.filter((h) => {
        const p = hotelPoint(h);
        return p !== null && haversineKm(circle, p) <= circle.radiusKm;
      });
      if (byCircle.size > 16) byCircle.clear();
      byCircle.set(key, cut);
      this.cutLists.set(all, byCircle);
    }
    return cut;
  }

  private universes = new WeakMap<ProviderHotelSummary[], Array<{ rates: RatesSet | null; center: string; u: Universe }>>();

  /** The precomputed search over a hotel list and a rates set, memoised by their identity and the centre. */
  private universe(hotels: ProviderHotelSummary[], rates: RatesSet | null, center: GeoCenter | null): Universe {
    const c = center ? `${center.latitude},${center.longitude}` : '-';
    const entries = this.universes.get(hotels) ?? [];
    const hit = entries.find((e) => e.rates === rates && e.center === c);
    if (hit) return hit.u;
    const u = new Universe(hotels, rates, center);
    entries.push({ rates, center: c, u });
    if (entries.length > 8) entries.shift();
    this.universes.set(hotels, entries);
    return u;
  }

  private async names(): Promise<Names> {
    const [types, facilities] = await Promise.all([
      this.hotelTypes().catch((err: unknown) => {
        this.log.warn({ err }, 'hotel types unavailable for the facets');
        return [];
      }),
      this.facilities().catch((err: unknown) => {
        this.log.warn({ err }, 'facility names unavailable for the facets');
        return [];
      }),
    ]);
    return this.namesOf(types, facilities);
  }

  private namesMemo = new WeakMap<object, { facilities: object; names: Names }>();

  private namesOf(types: Array<{ id: number; name: string }>, facilities: Array<{ id: number; name: string }>): Names {
    const hit = this.namesMemo.get(types);
    if (hit && hit.facilities === facilities) return hit.names;
    const names = { hotelTypes: new Map(types.map((t) => [t.id, t.name])), facilities: new Map(facilities.map((f) => [f.id, f.name])) };
    this.namesMemo.set(types, { facilities, names });
    return names;
  }

  /**
   * A page of a search: the destination's hotels (cached lists) with the prices of ONE rates set per target
   * and stay (cached 2 minutes), filtered, sorted over the whole matching set, paged, with facet counts.
   * Changing the page, the sort or a filter reuses the same lists and rates sets: no provider call.
   */
  async searchHotels(input: SearchInput, language: Language = DEFAULT_LANGUAGE): Promise<SearchPageModel> {
    const q = validateSearch(input, this.now());
    const plan = await this.plan(q);
    const all = this.onlyIds(
      this.within(
        this.mergedSorted(
          plan.lists.map((l) => l.value),
          null,
        ),
        plan.circle,
      ),
      plan.only,
    );
    const center = plan.center ?? this.meanCenterOf(all);
    const stay = q.stay;

    // Cards first when nothing on the page depends on prices and the rates are not here yet: the rates load in
    // the background, and the follow-up query finds them in flight (single flight) or cached.
    let rates: RatesSet | null = null;
    let ratesStale = false;
    let priceError: unknown = null;
    const pf: ProviderFilters = {
      boardType: q.filters.boards ? q.filters.boards.map((b) => PROVIDER_BOARD[b]).join(',') : undefined,
      refundableRatesOnly: q.filters.freeCancellation || undefined,
    };
    const pending =
      !q.waitForPrices &&
      !needsPrices(q.filters, q.sort) &&
      plan.targets.some((t) => this.rateSets.peek(this.rateSetKey(t, stay, pf)) === undefined);
    if (pending) {
      for (const t of plan.targets) {
        this.rateSet(t, stay, pf).catch((err: unknown) => this.log.warn({ err, target: t.key }, 'background rates fetch failed'));
      }
    } else {
      try {
        const sets = await Promise.all(plan.targets.map((t) => this.rateSet(t, stay, pf)));
        rates = this.merged(sets.map((x) => x.value));
        ratesStale = sets.some((x) => x.stale);
      } catch (err) {
        // An order or filter that needs prices cannot be answered without them; a plain list still can: its
        // cards show no price, and each card's price field reports the failure (HotelSummary.priceFrom).
        if (needsPrices(q.filters, q.sort)) throw err;
        this.log.warn({ err }, 'rates unavailable; answering the list without prices');
        priceError = err;
      }
    }

    const u = this.universe(all, rates, center);
    const nights = Math.max(1, Math.round(daysBetween(stay.checkin, stay.checkout)));
    const ev = evaluate(u, q.filters, q.sort, await this.names(), nights);
    const total = ev.matched.length;
    const start = (q.page - 1) * q.pageSize;
    const hotels: HotelSummaryModel[] = [];
    for (let k = start; k < Math.min(total, start + q.pageSize); k++) {
      const i = ev.matched[k];
      const opts = u.options?.[i] ?? null;
      const pick = ev.mode.pick[i];
      const o = opts && pick >= 0 ? opts[pick] : null;
      hotels.push({
        hotel: u.hotels[i],
        stay,
        nights,
        pricesPending: pending,
        priceError,
        distanceKm: Number.isNaN(u.distance[i]) ? null : Math.round(u.distance[i] * 100) / 100,
        price: o
          ? {
              stay: o.allIn,
              payableAtHotel: o.payable,
              suggested: o.suggested !== null && o.suggested > o.allIn + 0.005 ? o.suggested : null,
              freeCancellation: o.free,
              board: o.board,
            }
          : null,
      });
    }
    if (language !== DEFAULT_LANGUAGE) await this.pageInLanguage(hotels, language);
    return {
      destination: plan.name,
      total,
      page: q.page,
      pageSize: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      checkin: stay.checkin,
      checkout: stay.checkout,
      hotels,
      stale: plan.lists.some((l) => l.stale) || ratesStale,
      unfilteredTotal: u.n,
      sort: q.sort,
      center,
      nights,
      rooms: stay.occupancies.length,
      adults: stay.occupancies.reduce((s, o) => s + o.adults, 0),
      children: stay.occupancies.reduce((s, o) => s + (o.children?.length ?? 0), 0),
      pricesPending: pending,
      facets: ev.facets,
    };
  }

  /**
   * A search page's hotel texts in `language`. The lists, their order and the facets stay the English ones
   * (one cached list per city serves every language); only the page's own hotels are asked for, one
   * /data/hotels?hotelIds= call for those not cached, and each hotel's texts are cached per language. A text
   * the provider leaves empty stays English, and so does the whole page if the texts cannot be had: the
   * search must not fail for a translation.
   */
  private async pageInLanguage(hotels: HotelSummaryModel[], language: Language): Promise<void> {
    const loader = this.textLoader(language);
    let failed: unknown = null;
    const texts = await Promise.all(
      hotels.map((h) =>
        this.texts
          .get(`${h.hotel.id}:${language}`, () => loader.load(h.hotel.id), this.ttls.detail)
          .then((r) => r.value)
          .catch((err: unknown) => {
            failed = err;
            return null;
          }),
      ),
    );
    if (failed) this.log.warn({ err: failed, language }, 'hotel texts unavailable in this language; the page keeps English');
    hotels.forEach((card, i) => {
      const t = texts[i];
      if (!t) return;
      card.hotel = {
        ...card.hotel,
        name: t.name || card.hotel.name,
        address: t.address || card.hotel.address,
        hotelDescription: t.hotelDescription || card.hotel.hotelDescription,
      };
    });
  }

  private textLoader(language: Language): DataLoader<string, HotelTextsModel | null> {
    let loader = this.textLoaders.get(language);
    if (!loader) {
      loader = new DataLoader<string, HotelTextsModel | null>(
        async (ids) => {
          const page = await this.provider.listHotels({ hotelIds: [...ids], language, limit: ids.length });
          const byId = new Map(page.data.map((h) => [h.id, h]));
          return ids.map((id) => {
            const h = byId.get(id);
            return h ? { name: h.name || null, address: h.address ?? null, hotelDescription: h.hotelDescription ?? null } : null;
          });
        },
        // The SwrCache above is the cache; this only batches.
        { cache: false, maxBatchSize: MAX_PAGE_SIZE },
      );
      this.textLoaders.set(language, loader);
    }
    return loader;
  }

  private centers = new WeakMap<ProviderHotelSummary[], { c: GeoCenter | null }>();

  private meanCenterOf(hotels: ProviderHotelSummary[]): GeoCenter | null {
    let hit = this.centers.get(hotels);
    if (!hit) {
      hit = { c: meanCenter(hotels) };
      this.centers.set(hotels, hit);
    }
    return hit.c;
  }

  /** One hotel, its texts in `language` where the provider has them (cached per hotel and language). */
  async hotel(id: string, language: Language = DEFAULT_LANGUAGE): Promise<HotelModel | null> {
    const hotelId = id.trim();
    // Ids are short provider tokens; anything else cannot exist, and must not reach the provider's URL.
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(hotelId)) return null;
    const r = await this.details.get(
      // English keeps the plain id as its key (what the cache held before languages).
      language === DEFAULT_LANGUAGE ? hotelId : `${hotelId}:${language}`,
      async () => {
        const raw = await this.provider.getHotel(hotelId, { language });
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

  /** The provider's facility names, cached a day (they change rarely). */
  async facilities(): Promise<Array<{ id: number; name: string }>> {
    const load = this.provider.facilities?.bind(this.provider);
    if (!load) return [];
    const r = await this.facilityNames.get('all', () => load(), this.ttls.facilities);
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
