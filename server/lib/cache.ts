// Per-process cache for upstream answers (city hotel lists, hotel details, rates): LRU-bounded,
// stale-while-revalidate, single-flight on misses, and stale-if-error so a provider hiccup shows
// slightly old data instead of an error page. Ages are measured with an injectable clock.
import { LRUCache } from 'lru-cache';

export interface SwrOptions {
  /** how long a value is fresh */
  ttlMs?: number;
  /**
   * Age (from load) up to which a stale value is still answered at once while a reload runs in the
   * background. Must be ≥ ttlMs. E.g. hotel lists: ttlMs 5 min, staleMs 30 min.
   */
  staleMs?: number;
}

export interface SwrCacheOptions extends SwrOptions {
  /** most entries kept (least recently used go first) */
  max?: number;
  /** Age up to which a stale value is served when the loader fails (stale-if-error). Default 24 h. */
  maxStaleMs?: number;
  now?: () => number;
  /** told about background reload failures, which nobody awaits */
  onBackgroundError?: (key: string, err: unknown) => void;
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
  private counters = { hits: 0, misses: 0, staleServed: 0 };

  constructor(opts: SwrCacheOptions = {}) {
    // Expiry is ours (with the injectable clock); the LRU only bounds the number of entries.
    this.lru = new LRUCache<string, Entry<V>>({ max: opts.max ?? 500 });
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.staleMs = Math.max(opts.staleMs ?? this.ttlMs, this.ttlMs);
    this.maxStaleMs = Math.max(opts.maxStaleMs ?? 24 * 60 * 60 * 1000, this.staleMs);
    this.now = opts.now ?? Date.now;
    this.onBackgroundError = opts.onBackgroundError;
  }

  async get(key: string, loader: () => Promise<V>, opts: SwrOptions = {}): Promise<SwrResult<V>> {
    const ttl = opts.ttlMs ?? this.ttlMs;
    const staleWindow = Math.max(opts.staleMs ?? this.staleMs, ttl);
    const entry = this.lru.get(key);
    const age = entry ? this.now() - entry.loadedAt : Infinity;

    if (entry && age < ttl) {
      this.counters.hits++;
      return { value: entry.value, stale: false, hit: true };
    }
    if (entry && age < staleWindow) {
      this.counters.hits++;
      this.counters.staleServed++;
      this.load(key, loader).catch((err) => this.onBackgroundError?.(key, err));
      return { value: entry.value, stale: true, hit: true };
    }

    this.counters.misses++;
    try {
      const value = await this.load(key, loader);
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
  private load(key: string, loader: () => Promise<V>): Promise<V> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = (async () => {
      try {
        const value = await loader();
        this.lru.set(key, { value, loadedAt: this.now() });
        return value;
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, promise);
    return promise;
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
