// A short Redis lock (SET NX PX) for single flight across instances: a burst of identical cache misses on
// several instances makes one upstream call. It is advisory and expires on its own, so an instance that
// dies holding it delays the others by at most its time to live; correctness never depends on it (the
// booking ledger's guarantees come from PostgreSQL leases, not from here).
import { randomBytes } from 'node:crypto';
import type { SharedRedis } from './redis.ts';

/** Deletes the key only if it still holds our token: a lock that expired and was re-taken is not ours. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** Releases the lock; never throws. */
export type Release = () => Promise<void>;

const noop: Release = async () => {};

/**
 * Tries once to take `name` for `ttlMs`. Returns a release function when this caller holds it, or null
 * when another holder does. Without a working Redis it answers as if the lock were taken by us (a no-op
 * release): every instance then loads for itself, which is what it did before Redis existed.
 */
export async function tryLock(redis: SharedRedis | undefined, name: string, ttlMs: number): Promise<Release | null> {
  if (!redis || !redis.ready()) return noop;
  const key = `${redis.prefix}lock:${name}`;
  const token = randomBytes(12).toString('hex');
  try {
    const ok = await redis.client.set(key, token, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
    if (ok !== 'OK') return null;
  } catch {
    return noop;
  }
  return async () => {
    try {
      await redis.client.eval(RELEASE, 1, key, token);
    } catch {
      // It expires on its own.
    }
  };
}
