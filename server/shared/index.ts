// The state instances share when REDIS_URL is set, assembled once per app: the Redis connection, the
// second level of the hotel caches, the cities cache and budget. Without REDIS_URL everything stays in
// process (the embedded default), and the app never waits on, or fails because of, Redis.
import type { Config } from '../config.ts';
import type { CitiesStore } from '../cities/service.ts';
import type { SwrSecondLevel } from '../lib/cache.ts';
import { RedisCitiesStore } from './cities-store.ts';
import { redisL2 } from './l2-cache.ts';
import { createSharedRedis, waitUntilReady, type SharedLog, type SharedRedis } from './redis.ts';

export interface SharedState {
  redis?: SharedRedis;
  /** for HotelsService's `l2` option */
  hotelsL2?: <V>(name: string, singleFlight: boolean) => SwrSecondLevel<V> | undefined;
  /** for the cities service's `store` option */
  citiesStore?: CitiesStore;
  close(): Promise<void>;
}

export const IN_PROCESS: SharedState = { close: async () => {} };

/**
 * Connects to REDIS_URL when set, waiting at most `readyTimeoutMs` (default 1500 ms) so the first requests
 * already share state; a Redis that is down then is logged and retried in the background.
 */
export async function openSharedState(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  log: SharedLog,
  readyTimeoutMs = 1500,
): Promise<SharedState> {
  if (!config.REDIS_URL) return IN_PROCESS;
  const redis = createSharedRedis({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, log });
  if (await waitUntilReady(redis, readyTimeoutMs)) log.info({ prefix: config.REDIS_KEY_PREFIX }, 'shared state in Redis');
  return {
    redis,
    hotelsL2: <V>(name: string, singleFlight: boolean) => redisL2<V>(redis, { name, singleFlight }),
    citiesStore: new RedisCitiesStore(redis),
    close: () => redis.close(),
  };
}
