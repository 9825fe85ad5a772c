// City lookup as the product specifies it (spec §4, §5, §7, §8, §9): GeoDB prefix search, an hour's
// cache per lowercased query (100 entries, oldest 50 dropped when over), a budget of 10 calls a minute and
// 500 a day, and the built-in list whenever GeoDB cannot answer. It never throws. The cache and the budget
// live in a CitiesStore: in process by default, in Redis when instances share them (server/shared/cities-store.ts).
import type { Config } from '../config.ts';
import { filterBuiltin, POPULAR_CITIES } from './builtin.ts';
import { GeoDbClient, GeoDbError } from './geodb.ts';
import type { CitiesLogger, City } from './types.ts';

export const CITY_CACHE_TTL_MS = 3_600_000;
export const CITY_CACHE_MAX = 100;
export const CITY_CACHE_EVICT = 50;
export const CITY_MIN_QUERY = 2;
export const CITY_RESULT_LIMIT = 10;
export const BUDGET_PER_MINUTE = 10;
export const BUDGET_PER_DAY = 500;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The part of GeoDbClient the service uses (a seam for tests and alternative sources). */
export type CitySource = Pick<GeoDbClient, 'searchCities'>;

export interface CachedCities {
  cities: City[];
  /** when GeoDB answered, on the service's clock */
  storedAt: number;
}

export type BudgetAnswer = { ok: true } | { ok: false; which: 'per-minute' | 'daily' };

/** Where the hour's cache and the call budget live, so several instances can share them. */
export interface CitiesStore {
  /** the entry regardless of age (the service judges freshness) */
  get(key: string): Promise<CachedCities | undefined>;
  set(key: string, entry: CachedCities): Promise<void>;
  delete(key: string): Promise<void>;
  /** spends one GeoDB call of the budget, or says which budget is spent (nothing is spent then) */
  spend(now: number): Promise<BudgetAnswer>;
  /** entries held by this process */
  size(): number;
}

/** The in-process store: the spec's rules exactly, for one instance. */
export class MemoryCitiesStore implements CitiesStore {
  /** insertion-ordered, so the first keys are the oldest */
  private readonly cache = new Map<string, CachedCities>();
  private minute: { start: number; count: number };
  private day: { start: number; count: number };

  constructor(start: number = Date.now()) {
    this.minute = { start, count: 0 };
    this.day = { start, count: 0 };
  }

  async get(key: string): Promise<CachedCities | undefined> {
    return this.cache.get(key);
  }

  async set(key: string, entry: CachedCities): Promise<void> {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > CITY_CACHE_MAX) {
      // The spec's rule, exactly: over 100 entries, drop the oldest 50.
      let n = 0;
      for (const k of this.cache.keys()) {
        if (n++ >= CITY_CACHE_EVICT) break;
        this.cache.delete(k);
      }
    }
  }

  async delete(key: string): Promise<void> {
    this.cache.delete(key);
  }

  async spend(now: number): Promise<BudgetAnswer> {
    if (now - this.minute.start >= MINUTE_MS) this.minute = { start: now, count: 0 };
    if (now - this.day.start >= DAY_MS) this.day = { start: now, count: 0 };
    if (this.day.count >= BUDGET_PER_DAY) return { ok: false, which: 'daily' };
    if (this.minute.count >= BUDGET_PER_MINUTE) return { ok: false, which: 'per-minute' };
    this.minute.count++;
    this.day.count++;
    return { ok: true };
  }

  size(): number {
    return this.cache.size;
  }
}

export interface CitiesServiceOptions {
  /** null: no GeoDB is configured or served, so every search answers from the built-in list at once */
  geodb: CitySource | null;
  log?: CitiesLogger;
  now?: () => number;
  /** default: a MemoryCitiesStore started at now() */
  store?: CitiesStore;
}

export interface CitiesStats {
  upstreamCalls: number;
  cacheHits: number;
  fallbacks: number;
  cacheSize: number;
}

export class CitiesService {
  private readonly geodb: CitySource | null;
  private readonly log?: CitiesLogger;
  private readonly now: () => number;
  private readonly store: CitiesStore;
  private readonly inflight = new Map<string, Promise<City[] | null>>();
  private counters = { upstreamCalls: 0, cacheHits: 0, fallbacks: 0 };

  constructor(opts: CitiesServiceOptions) {
    this.geodb = opts.geodb;
    this.log = opts.log;
    this.now = opts.now ?? Date.now;
    this.store = opts.store ?? new MemoryCitiesStore(this.now());
  }

  async search(query: string, limit: number = CITY_RESULT_LIMIT): Promise<City[]> {
    // Only what a person can see counts: invisible format characters and lone surrogates are dropped, so a
    // query of two zero-width spaces is "under 2 characters" as the schema promises.
    const text = query.replace(/[\p{Cf}\uD800-\uDFFF]/gu, '').trim();
    if ([...text].length < CITY_MIN_QUERY) return [];
    const max = Math.max(1, Math.min(Math.floor(limit) || CITY_RESULT_LIMIT, CITY_RESULT_LIMIT));
    // Nothing to ask: no budget to spend, no failure to log, no call that can only fail.
    if (!this.geodb) return filterBuiltin(text, max);
    const key = text.toLowerCase();

    const cached = await this.store.get(key);
    if (cached) {
      if (this.now() - cached.storedAt < CITY_CACHE_TTL_MS) {
        this.counters.cacheHits++;
        return cached.cities.slice(0, max);
      }
      await this.store.delete(key);
    }

    // Identical concurrent misses share one upstream call (and spend one unit of budget).
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.fetchUpstream(key, text).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    const cities = await pending;
    if (cities) return cities.slice(0, max);
    this.counters.fallbacks++;
    return filterBuiltin(text, max);
  }

  /** The spec's popular-cities helper: the first 12 built-in cities. */
  popular(): City[] {
    return POPULAR_CITIES.slice(0, 12);
  }

  stats(): CitiesStats {
    return { ...this.counters, cacheSize: this.store.size() };
  }

  /** null means "use the built-in list" (the reason is already logged) */
  private async fetchUpstream(key: string, text: string): Promise<City[] | null> {
    if (!this.geodb) return null;
    const budget = await this.store.spend(this.now());
    if (!budget.ok) {
      this.log?.warn({ query: key, budget: budget.which }, `cities ${budget.which} call budget spent; using the built-in list`);
      return null;
    }
    this.counters.upstreamCalls++;
    try {
      const cities = await this.geodb.searchCities(text, CITY_RESULT_LIMIT);
      await this.store.set(key, { cities, storedAt: this.now() });
      return cities;
    } catch (err) {
      if (err instanceof GeoDbError && err.kind === 'rate_limited') {
        this.log?.warn({ query: key, status: err.status }, 'cities service rate limit hit (429); using the built-in list');
      } else {
        const kind = err instanceof GeoDbError ? err.kind : 'unknown';
        const status = err instanceof GeoDbError ? err.status : undefined;
        this.log?.warn({ query: key, kind, status }, 'cities service failed; using the built-in list');
      }
      return null;
    }
  }
}

export interface CitiesFactoryOptions {
  /**
   * The origin that serves the sandbox's GeoDB route, when a sandbox is mounted or shared (SANDBOX_URL).
   * Without it and without GEODB_KEY there is no GeoDB to ask: the built-in list answers.
   */
  sandboxOrigin?: () => string;
  log?: CitiesLogger;
  fetch?: typeof fetch;
  now?: () => number;
  /** shared cache and budget (Redis); in process by default */
  store?: CitiesStore;
}

/**
 * The cities service the configuration asks for: real GeoDB with a key, else the sandbox's GeoDB route
 * when a sandbox serves one, else (real provider keys, no GEODB_KEY) the built-in list alone.
 */
export function createCitiesFromConfig(
  config: Pick<Config, 'GEODB_KEY' | 'GEODB_BASE_URL' | 'GEODB_HOST'>,
  opts: CitiesFactoryOptions,
): CitiesService {
  let geodb: GeoDbClient | null = null;
  if (config.GEODB_KEY) {
    geodb = new GeoDbClient({ baseUrl: config.GEODB_BASE_URL, apiKey: config.GEODB_KEY, host: config.GEODB_HOST, fetch: opts.fetch });
  } else if (opts.sandboxOrigin) {
    const origin = opts.sandboxOrigin;
    const base = () => `${origin().replace(/\/+$/, '')}/sandbox/geodb`;
    geodb = new GeoDbClient({ baseUrl: base, apiKey: 'sandbox', host: config.GEODB_HOST, fetch: opts.fetch });
  }
  return new CitiesService({ geodb, log: opts.log, now: opts.now, store: opts.store });
}
