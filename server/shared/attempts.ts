// Fixed-window attempt counters for the limits a service applies itself (sign-in links, the e-mail
// lookup that grants access): in Redis when it answers, so every instance counts the same attempts,
// and in process otherwise (or while Redis is down), as the /graphql rate limits do.
import type { SharedRedis } from './redis.ts';

export interface AttemptVerdict {
  allowed: boolean;
  /** when not allowed: seconds until the window ends (at least 1) */
  retryAfterSeconds: number;
}

/** Counts one attempt against `key`; over `max` attempts in `windowMs`, the verdict is "not allowed". */
export interface AttemptLimiter {
  hit(key: string, max: number, windowMs: number): Promise<AttemptVerdict>;
}

/** INCR, and on the first attempt of a window set its expiry; answers [count, ms left]. One round trip, atomic. */
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

const verdict = (count: number, max: number, msLeft: number): AttemptVerdict => ({
  allowed: count <= max,
  retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
});

/** Counters in this process only. `now` is the clock (tests move it). */
export class LocalAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(
    private readonly now: () => number = Date.now,
    /** how many keys are kept at most; the oldest windows are dropped first */
    private readonly maxKeys = 50_000,
  ) {}

  async hit(key: string, max: number, windowMs: number): Promise<AttemptVerdict> {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      if (w) this.windows.delete(key);
      w = { count: 0, endsAt: now + windowMs };
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      this.windows.set(key, w);
    }
    w.count++;
    return verdict(w.count, max, w.endsAt - now);
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    // Still full: drop the oldest entries (Map keeps insertion order).
    for (const k of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(k);
    }
  }
}

/**
 * Counters in Redis under `${prefix}attempts:` when `redis` is given and ready; a command that fails (or
 * a Redis that is down) falls back to this process's own counters, so a limit never takes the API down.
 */
export class SharedAttemptLimiter implements AttemptLimiter {
  private readonly local: LocalAttemptLimiter;
  constructor(
    private readonly redis: SharedRedis | undefined,
    now: () => number = Date.now,
  ) {
    this.local = new LocalAttemptLimiter(now);
  }

  async hit(key: string, max: number, windowMs: number): Promise<AttemptVerdict> {
    const redis = this.redis;
    if (!redis || !redis.ready()) return this.local.hit(key, max, windowMs);
    try {
      const [count, msLeft] = (await redis.client.eval(HIT, 1, `${redis.prefix}attempts:${key}`, String(Math.round(windowMs)))) as [
        number,
        number,
      ];
      return verdict(Number(count), max, Number(msLeft));
    } catch {
      return this.local.hit(key, max, windowMs);
    }
  }
}

/** Lets everything through (rate limits switched off: RATE_LIMIT_ENABLED=false, or NODE_ENV=test by default). */
export const UNLIMITED: AttemptLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) };
