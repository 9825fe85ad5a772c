// Per-process cache for upstream answers (city hotel lists, hotel details, rates): LRU-bounded,
// stale-while-revalidate, single-flight on misses, and stale-if-error so a provider hiccup shows
// slightly old data instead of an error page. Ages are measured with an injectable clock.
// An optional second level (Redis when REDIS_URL is set, see server/shared/l2-cache.ts) lets instances
// share what one of them loaded, and single-flight misses across instances.
import { LRUCache } from 'lru-cache';

/** A value with the time (on the cache's clock) it was loaded from upstream. */
export interface SwrStoredEntry<V> {
  value: V;
  storedAt: number;
}

/**
 * A second-level store shared by instances. Every method must swallow its own failures (an unavailable
 * store answers `undefined` / does nothing): the cache then behaves as if it had none.
 */
export interface SwrSecondLevel<V> {
  get(key: string): Promise<SwrStoredEntry<V> | undefined>;
  /** keeps the entry for `ttlMs` (the stale window: older entries are of no use to anyone) */
  set(key: string, entry: SwrStoredEntry<V>, ttlMs: number): Promise<void>;
  /**
   * Cross-instance single flight: a release function when this caller should load `key`, or null when
   * another instance is loading it right now (then the caller waits for that value to appear in get()).
   */
  lock?(key: string): Promise<(() => Promise<void>) | null>;
}

export interface SwrOptions {
  /** how long a value is fresh */
  ttlMs?: number;
  /**
   * Age (from load) up to which a stale value is still answered at once while a reload runs in the
   * background. Must be ≥ ttlMs. E.g. hotel lists: ttlMs 5 min, staleMs 30 min.
   */
  staleMs?: number;
}

export interface SwrCacheOptions<V = unknown> extends SwrOptions {
  /** most entries kept (least recently used go first) */
  max?: number;
  /** Age up to which a stale value is served when the loader fails (stale-if-error). Default 24 h. */
  maxStaleMs?: number;
  now?: () => number;
  /** told about background reload failures, which nobody awaits */
  onBackgroundError?: (key: string, err: unknown) => void;
  /** shared second level; the in-process LRU stays the first */
  l2?: SwrSecondLevel<V>;
  /**
   * With an l2 that locks: how long a caller that lost the lock waits for the winner's value before
   * loading by itself (default 2000 ms; polled every 25 ms).
   */
  l2WaitMs?: number;
}

export interface SwrResult<V> {
  value: V;
  /** older than ttlMs */
  stale: boolean;
  /** answered from the cache rather than from a load this call waited for */
  hit: boolean;
}

export interface SwrStats {
  hits: number;
  misses: number;
  staleServed: number;
  size: number;
}

interface Entry<V> {
  value: V;
  loadedAt: number;
}

export class SwrCache<V> {
  private readonly lru: LRUCache<string, Entry<V>>;
  private readonly inflight = new Map<string, Promise<V>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxStaleMs: number;
  private readonly now: () => number;
  private readonly onBackgroundError?: (key: string, err: unknown) => void;
  private readonly l2?: SwrSecondLevel<V>;
  private readonly l2WaitMs: number;
  private counters = { hits: 0, misses: 0, staleServed: 0 };

  constructor(opts: SwrCacheOptions<V> = {}) {
    // Expiry is ours (with the injectable clock); the LRU only bounds the number of entries.
    this.lru = new LRUCache<string, Entry<V>>({ max: opts.max ?? 500 });
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.staleMs = Math.max(opts.staleMs ?? this.ttlMs, this.ttlMs);
    this.maxStaleMs = Math.max(opts.maxStaleMs ?? 24 * 60 * 60 * 1000, this.staleMs);
    this.now = opts.now ?? Date.now;
    this.onBackgroundError = opts.onBackgroundError;
    this.l2 = opts.l2;
    this.l2WaitMs = opts.l2WaitMs ?? 2000;
  }

  async get(key: string, loader: () => Promise<V>, opts: SwrOptions = {}): Promise<SwrResult<V>> {
    const ttl = opts.ttlMs ?? this.ttlMs;
    const staleWindow = Math.max(opts.staleMs ?? this.staleMs, ttl);
    let entry = this.lru.get(key);
    // Not fresh here: another instance may have loaded it since. Only then is the shared level asked,
    // so fresh hits cost no round trip.
    if (this.l2 && (!entry || this.now() - entry.loadedAt >= ttl)) entry = (await this.fromL2(key, entry)) ?? entry;
    const age = entry ? this.now() - entry.loadedAt : Infinity;

    if (entry && age < ttl) {
      this.counters.hits++;
      return { value: entry.value, stale: false, hit: true };
    }
    if (entry && age < staleWindow) {
      this.counters.hits++;
      this.counters.staleServed++;
      this.load(key, loader, ttl, staleWindow).catch((err) => this.onBackgroundError?.(key, err));
      return { value: entry.value, stale: true, hit: true };
    }

    this.counters.misses++;
    try {
      const value = await this.load(key, loader, ttl, staleWindow);
      return { value, stale: false, hit: false };
    } catch (err) {
      // Re-read: a concurrent load may have refreshed it meanwhile.
      const fallback = this.lru.get(key);
      if (fallback && this.now() - fallback.loadedAt < this.maxStaleMs) {
        this.counters.staleServed++;
        return { value: fallback.value, stale: true, hit: true };
      }
      if (fallback) this.lru.delete(key);
      throw err;
    }
  }

  /** Single flight: every caller asking for `key` while a load runs shares that load. */
  private load(key: string, loader: () => Promise<V>, ttl = this.ttlMs, staleWindow = this.staleMs): Promise<V> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = (async () => {
      try {
        const value = this.l2 ? await this.loadShared(key, loader, ttl, staleWindow) : await loader();
        if (!this.l2) this.lru.set(key, { value, loadedAt: this.now() });
        return value;
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, promise);
    return promise;
  }

  /** The shared level's entry when it is newer than ours (it is then kept here too). */
  private async fromL2(key: string, mine: Entry<V> | undefined): Promise<Entry<V> | undefined> {
    let shared: SwrStoredEntry<V> | undefined;
    try {
      shared = await this.l2?.get(key);
    } catch {
      return undefined;
    }
    if (!shared || !Number.isFinite(shared.storedAt) || (mine && shared.storedAt <= mine.loadedAt)) return undefined;
    const entry = { value: shared.value, loadedAt: shared.storedAt };
    this.lru.set(key, entry);
    return entry;
  }

  /**
   * A load with the shared level: whoever takes the lock calls upstream and publishes; the others poll
   * for the published value (fresher than `ttl`) and call upstream themselves only if it does not come.
   */
  private async loadShared(key: string, loader: () => Promise<V>, ttl: number, staleWindow: number): Promise<V> {
    const l2 = this.l2!;
    const deadline = Date.now() + this.l2WaitMs;
    for (;;) {
      const release = l2.lock ? await l2.lock(key).catch(() => async () => {}) : async () => {};
      if (release) {
        try {
          // The previous holder may have published and released between our last look and the lock.
          const published = await this.fromL2(key, this.lru.get(key));
          if (published && this.now() - published.loadedAt < ttl) return published.value;
          const value = await loader();
          const storedAt = this.now();
          this.lru.set(key, { value, loadedAt: storedAt });
          await l2.set(key, { value, storedAt }, staleWindow).catch(() => {});
          return value;
        } finally {
          await release();
        }
      }
      // Another instance is loading: its value appears in the shared level when it is done.
      const shared = await this.fromL2(key, this.lru.get(key));
      if (shared && this.now() - shared.loadedAt < ttl) return shared.value;
      if (Date.now() >= deadline)
        return loader().then((value) => {
          this.lru.set(key, { value, loadedAt: this.now() });
          return value;
        });
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** The cached value regardless of age, without loading. */
  peek(key: string): V | undefined {
    return this.lru.peek(key)?.value;
  }

  set(key: string, value: V): void {
    this.lru.set(key, { value, loadedAt: this.now() });
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  stats(): SwrStats {
    return { ...this.counters, size: this.lru.size };
  }
}
