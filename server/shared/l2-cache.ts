// The Redis second level of SwrCache (server/lib/cache.ts): one JSON value per key under
// `<prefix>cache:<name>:<key>`, kept for the stale window, plus the short lock that makes a burst of
// identical misses on several instances one upstream call. Every failure reads as "nothing shared".
import { createHash } from 'node:crypto';
import type { SwrSecondLevel, SwrStoredEntry } from '../lib/cache.ts';
import { tryLock } from './lock.ts';
import type { SharedRedis } from './redis.ts';

export interface RedisL2Options {
  /** which cache: keys of different caches never collide */
  name: string;
  /**
   * How long a loader may hold the single-flight lock. It only has to cover one upstream call; when it
   * expires early, a waiting instance calls upstream too (a duplicate call, never a wrong answer).
   */
  lockMs?: number;
  /** false: no cross-instance single flight for this cache (see the hotel service for where that applies) */
  singleFlight?: boolean;
}

// Cache keys can be long (a rates request serialised); hashing keeps Redis keys short and free of spaces.
const keyOf = (key: string) => (key.length <= 80 && /^[\w.:,|-]*$/.test(key) ? key : createHash('sha256').update(key).digest('base64url'));

export function redisL2<V>(redis: SharedRedis, opts: RedisL2Options): SwrSecondLevel<V> {
  const base = `${redis.prefix}cache:${opts.name}:`;
  const lockMs = opts.lockMs ?? 15_000;
  const l2: SwrSecondLevel<V> = {
    async get(key) {
      if (!redis.ready()) return undefined;
      try {
        const raw = await redis.client.get(base + keyOf(key));
        if (!raw) return undefined;
        const parsed = JSON.parse(raw) as SwrStoredEntry<V>;
        return typeof parsed === 'object' && parsed !== null && typeof parsed.storedAt === 'number' ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, entry, ttlMs) {
      if (!redis.ready()) return;
      try {
        await redis.client.set(base + keyOf(key), JSON.stringify(entry), 'PX', Math.max(1000, Math.round(ttlMs)));
      } catch {
        // The next instance loads it itself.
      }
    },
  };
  if (opts.singleFlight !== false) l2.lock = (key) => tryLock(redis, `cache:${opts.name}:${keyOf(key)}`, lockMs);
  return l2;
}
