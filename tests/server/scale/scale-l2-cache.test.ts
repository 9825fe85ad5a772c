// SwrCache with a second level shared by "instances" (two caches on one fake shared store, and on the real
// Redis adapter): a value loaded by one serves the other, stale-while-revalidate still answers at once,
// a burst of misses on both makes one load, and a Redis that is down changes nothing but the sharing.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { SwrCache, type SwrSecondLevel, type SwrStoredEntry } from '../../../server/lib/cache.ts';
import { redisL2 } from '../../../server/shared/l2-cache.ts';
import { createSharedRedis, waitUntilReady } from '../../../server/shared/redis.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { info() {}, warn() {} };

function fakeShared(): SwrSecondLevel<string> & { locks: Set<string> } {
  const store = new Map<string, SwrStoredEntry<string>>();
  const locks = new Set<string>();
  return {
    locks,
    async get(k) {
      return store.get(k);
    },
    async set(k, e) {
      store.set(k, e);
    },
    async lock(k) {
      if (locks.has(k)) return null;
      locks.add(k);
      return async () => {
        locks.delete(k);
      };
    },
  };
}

describe('SwrCache with a shared second level', () => {
  it('serves a value loaded by one instance to another, and revalidates stale values in the background', async () => {
    let now = 0;
    const l2 = fakeShared();
    const a = new SwrCache<string>({ ttlMs: 1000, staleMs: 5000, now: () => now, l2 });
    const b = new SwrCache<string>({ ttlMs: 1000, staleMs: 5000, now: () => now, l2 });
    let loads = 0;
    const loader = async () => `v${++loads}`;
    expect(await a.get('k', loader)).toEqual({ value: 'v1', stale: false, hit: false });
    expect(await b.get('k', loader)).toEqual({ value: 'v1', stale: false, hit: true });
    expect(loads).toBe(1);

    now += 2000; // stale everywhere: answered at once, one reload in the background
    expect(await b.get('k', loader)).toEqual({ value: 'v1', stale: true, hit: true });
    await new Promise((r) => setTimeout(r, 10));
    expect(loads).toBe(2);
    // A sees B's reload through the shared level, fresh, without loading.
    expect(await a.get('k', loader)).toEqual({ value: 'v2', stale: false, hit: true });
    expect(loads).toBe(2);
  });

  it('makes one load for a burst of misses on two instances', async () => {
    const l2 = fakeShared();
    const a = new SwrCache<string>({ ttlMs: 1000, l2 });
    const b = new SwrCache<string>({ ttlMs: 1000, l2 });
    let loads = 0;
    const loader = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 50));
      return 'v';
    };
    const answers = await Promise.all([a, b, a, b].map((c) => c.get('k', loader)));
    expect(answers.map((x) => x.value)).toEqual(['v', 'v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('loads by itself when the lock holder never publishes (after the wait)', async () => {
    const l2 = fakeShared();
    l2.locks.add('k'); // a holder that died
    const c = new SwrCache<string>({ ttlMs: 1000, l2, l2WaitMs: 100 });
    const t0 = Date.now();
    expect((await c.get('k', async () => 'mine')).value).toBe('mine');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(90);
  });
});

describe('the Redis second level', () => {
  const prefix = `scale-l2:${randomBytes(6).toString('hex')}:`;
  const redis = createSharedRedis({ url: REDIS_URL, prefix, log: quiet });
  afterAll(async () => {
    const keys = await redis.client.keys(`${prefix}*`);
    if (keys.length) await redis.client.del(...keys);
    await redis.close();
  });

  it('shares values between caches through Redis, with one load for concurrent misses', async () => {
    expect(await waitUntilReady(redis, 2000)).toBe(true);
    const a = new SwrCache<{ n: number }>({ ttlMs: 10_000, l2: redisL2(redis, { name: 'test' }) });
    const b = new SwrCache<{ n: number }>({ ttlMs: 10_000, l2: redisL2(redis, { name: 'test' }) });
    let loads = 0;
    const loader = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 50));
      return { n: loads };
    };
    const answers = await Promise.all([a.get('a key with spaces', loader), b.get('a key with spaces', loader)]);
    expect(answers.map((x) => x.value)).toEqual([{ n: 1 }, { n: 1 }]);
    expect(loads).toBe(1);
  });

  it('behaves as a plain in-process cache when Redis is unreachable', async () => {
    const down = createSharedRedis({ url: 'redis://127.0.0.1:1', prefix, log: quiet, connectTimeoutMs: 200 });
    try {
      const c = new SwrCache<string>({ ttlMs: 1000, l2: redisL2(down, { name: 'test' }) });
      let loads = 0;
      expect((await c.get('k', async () => `v${++loads}`)).value).toBe('v1');
      expect((await c.get('k', async () => `v${++loads}`)).value).toBe('v1');
      expect(loads).toBe(1);
    } finally {
      await down.close();
    }
  });
});
