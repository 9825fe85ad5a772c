// SwrCache with an injected clock: fresh hits, stale-while-revalidate, single-flight misses,
// stale-if-error, LRU bound and counters.
import { describe, expect, it } from 'vitest';
import { SwrCache } from '../../../server/lib/cache.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(opts: { max?: number; maxStaleMs?: number } = {}) {
  let now = 0;
  const backgroundErrors: unknown[] = [];
  const cache = new SwrCache<string>({
    ttlMs: 1000,
    staleMs: 5000,
    now: () => now,
    onBackgroundError: (_k, e) => backgroundErrors.push(e),
    ...opts,
  });
  return { cache, tick: (ms: number) => (now += ms), backgroundErrors };
}

describe('SwrCache', () => {
  it('loads on a miss and answers fresh hits without loading again', async () => {
    const { cache, tick } = setup();
    let loads = 0;
    const loader = async () => `v${++loads}`;
    expect(await cache.get('k', loader)).toEqual({ value: 'v1', stale: false, hit: false });
    tick(999);
    expect(await cache.get('k', loader)).toEqual({ value: 'v1', stale: false, hit: true });
    expect(loads).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, staleServed: 0, size: 1 });
  });

  it('within the stale window answers the old value at once and refreshes in the background', async () => {
    const { cache, tick } = setup();
    await cache.get('k', async () => 'old');
    tick(2000);
    const refresh = deferred<string>();
    const result = await cache.get('k', () => refresh.promise);
    expect(result).toEqual({ value: 'old', stale: true, hit: true });
    refresh.resolve('new');
    await flush();
    expect(await cache.get('k', async () => 'unused')).toEqual({ value: 'new', stale: false, hit: true });
    expect(cache.stats().staleServed).toBe(1);
  });

  it('per-call ttl and stale windows override the defaults', async () => {
    const { cache, tick } = setup();
    await cache.get('k', async () => 'a', { ttlMs: 100, staleMs: 200 });
    tick(150);
    expect((await cache.get('k', async () => 'b', { ttlMs: 100, staleMs: 200 })).stale).toBe(true);
    await flush();
    tick(300);
    expect(await cache.get('k', async () => 'c', { ttlMs: 100, staleMs: 200 })).toEqual({ value: 'c', stale: false, hit: false });
  });

  it('past the stale window waits for a fresh load', async () => {
    const { cache, tick } = setup();
    await cache.get('k', async () => 'old');
    tick(6000);
    expect(await cache.get('k', async () => 'new')).toEqual({ value: 'new', stale: false, hit: false });
  });

  it('identical concurrent misses share one load (single flight)', async () => {
    const { cache } = setup();
    const d = deferred<string>();
    let loads = 0;
    const loader = () => {
      loads++;
      return d.promise;
    };
    const all = Promise.all([cache.get('k', loader), cache.get('k', loader), cache.get('k', loader)]);
    d.resolve('v');
    const results = await all;
    expect(loads).toBe(1);
    expect(results.map((r) => r.value)).toEqual(['v', 'v', 'v']);
  });

  it('a failed shared load rejects every waiter and is not cached', async () => {
    const { cache } = setup();
    const d = deferred<string>();
    const both = Promise.allSettled([cache.get('k', () => d.promise), cache.get('k', () => d.promise)]);
    d.reject(new Error('upstream down'));
    const settled = await both;
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.get('k', async () => 'later')).toEqual({ value: 'later', stale: false, hit: false });
  });

  it('serves a stale value when the reload fails, even past the stale window (stale-if-error)', async () => {
    const { cache, tick } = setup({ maxStaleMs: 60_000 });
    await cache.get('k', async () => 'old');
    tick(30_000);
    const result = await cache.get('k', async () => {
      throw new Error('provider down');
    });
    expect(result).toEqual({ value: 'old', stale: true, hit: true });
  });

  it('past the max-stale age a failed reload is an error', async () => {
    const { cache, tick } = setup({ maxStaleMs: 60_000 });
    await cache.get('k', async () => 'old');
    tick(61_000);
    await expect(
      cache.get('k', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
  });

  it('a failed background refresh keeps the stale value and is reported', async () => {
    const { cache, tick, backgroundErrors } = setup();
    await cache.get('k', async () => 'old');
    tick(2000);
    await cache.get('k', async () => {
      throw new Error('refresh failed');
    });
    await flush();
    expect(backgroundErrors).toHaveLength(1);
    expect((await cache.get('k', async () => 'new')).value).toBe('old');
  });

  it('keeps at most `max` entries, dropping the least recently used', async () => {
    const { cache } = setup({ max: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('a', async () => 'A2'); // touch a
    await cache.get('c', async () => 'C');
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.stats().size).toBe(2);
  });
});
