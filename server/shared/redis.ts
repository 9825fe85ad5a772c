// The Redis connection behind the state instances share (REDIS_URL): second-level caches, the cities
// budget, rate-limit counters and short locks. Redis is an optimisation here, never a dependency: the app
// starts without it, keeps running when it goes away (every user falls back to in-process state), and
// picks it up again when it comes back.
import { Redis } from 'ioredis';

/** The parts of the logger used here (pino / Fastify's logger fit). */
export interface SharedLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface SharedRedis {
  /** the ioredis client; callers must check `ready()` first or treat a failed command as "no Redis" */
  readonly client: Redis;
  /** prepended to every key this app writes */
  readonly prefix: string;
  /** true while connected; when false, callers use their in-process fallback instead of waiting */
  ready(): boolean;
  close(): Promise<void>;
}

export interface RedisOptions {
  url: string;
  prefix: string;
  log: SharedLog;
  /** how long one connection attempt may take (default 1000 ms) */
  connectTimeoutMs?: number;
  /** how long one command may take before it counts as failed (default 500 ms) */
  commandTimeoutMs?: number;
}

/**
 * Connects in the background and returns at once. Commands never queue while disconnected
 * (enableOfflineQueue off): a request must not hang on a Redis that is down, it must use the fallback.
 */
export function createSharedRedis(opts: RedisOptions): SharedRedis {
  const client = new Redis(opts.url, {
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 1000,
    commandTimeout: opts.commandTimeoutMs ?? 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to come back, at most every 5 s, forever: the app runs on in-process state meanwhile.
    retryStrategy: (times) => Math.min(200 * times, 5000),
  });

  // One warning per outage, not one per retry.
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    opts.log.warn({ err: { name: err.name, message: err.message } }, 'Redis unavailable; using in-process state until it is back');
  });
  client.on('ready', () => {
    if (down) opts.log.info({}, 'Redis connection restored');
    down = false;
  });
  client.connect().catch(() => {
    // Logged by the error handler; the retry strategy keeps trying.
  });

  let closed = false;
  return {
    client,
    prefix: opts.prefix,
    ready: () => client.status === 'ready',
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      } catch {
        client.disconnect();
      }
    },
  };
}

/** Resolves once the client is connected, or false after `timeoutMs` (start-up waits briefly, never long). */
export async function waitUntilReady(redis: SharedRedis, timeoutMs = 1000): Promise<boolean> {
  if (redis.ready()) return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.client.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    timer.unref();
    redis.client.on('ready', onReady);
  });
}
