// The attempt counters behind the sign-in and e-mail lookup limits: in Redis two instances see one count
// (so a guesser cannot spread attempts over them), a window ends on time, and without Redis (or with it
// down) each instance still counts for itself.
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { LocalAttemptLimiter, SharedAttemptLimiter } from '../../../server/shared/attempts.ts';
import { createSharedRedis, waitUntilReady } from '../../../server/shared/redis.ts';
import { AccessService, type AccessLimits } from '../../../server/bookings/access.ts';
import { AppError } from '../../../server/lib/errors.ts';
import type { Db } from '../../../server/db/index.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { info: () => {}, warn: () => {} };

describe('attempt counters in this process', () => {
  it('allows max attempts per key and window, then again once the window has passed', async () => {
    let now = 1_000_000;
    const limiter = new LocalAttemptLimiter(() => now);
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('k', 3, 60_000));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3].retryAfterSeconds).toBe(60);
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
    now += 30_000;
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_001;
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
  });
});

describe('attempt counters in Redis', () => {
  const prefix = `attempts-test:${randomBytes(6).toString('hex')}:`;
  // Two connections with one prefix: two app instances sharing REDIS_URL and REDIS_KEY_PREFIX.
  const redisA = createSharedRedis({ url: REDIS_URL, prefix, log: quiet });
  const redisB = createSharedRedis({ url: REDIS_URL, prefix, log: quiet });
  afterAll(async () => {
    const keys = await redisA.client.keys(`${prefix}*`);
    if (keys.length) await redisA.client.del(...keys);
    await redisA.close();
    await redisB.close();
  });

  it('two instances see one count', async () => {
    expect(await waitUntilReady(redisA, 2000)).toBe(true);
    expect(await waitUntilReady(redisB, 2000)).toBe(true);
    const a = new SharedAttemptLimiter(redisA);
    const b = new SharedAttemptLimiter(redisB);
    const verdicts = [
      await a.hit('signin-email:x', 3, 60_000),
      await b.hit('signin-email:x', 3, 60_000),
      await a.hit('signin-email:x', 3, 60_000),
    ];
    expect(verdicts.every((v) => v.allowed)).toBe(true);
    const over = await b.hit('signin-email:x', 3, 60_000);
    expect(over.allowed).toBe(false);
    expect(over.retryAfterSeconds).toBeGreaterThan(0);
    expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
    // the counter lives in Redis under the instance's prefix, and expires with its window
    const ttl = await redisA.client.pttl(`${prefix}attempts:signin-email:x`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('two access services on two instances share the per-address sign-in limit', async () => {
    // No database work is reached once the limit answers, and under it only the link insert runs: a stub is enough.
    const db = { transaction: async () => undefined } as unknown as Db;
    const limits: AccessLimits = {
      lookupWindowMs: 60_000,
      lookupIpMax: 100,
      lookupRefMax: 100,
      signInWindowMs: 60_000,
      signInIpMax: 100,
      signInEmailMax: 2,
      redeemIpMax: 100,
    };
    const make = (redis: typeof redisA) =>
      new AccessService({
        db,
        bookings: { findByReferenceAndEmail: async () => null },
        limiter: new SharedAttemptLimiter(redis),
        limits,
        publicOrigin: () => 'https://stay.example.in',
        log: quiet,
      });
    const one = make(redisA);
    const two = make(redisB);
    await one.requestSignInLink('shared@example.in', '10.1.0.1');
    await two.requestSignInLink('Shared@Example.in', '10.1.0.2');
    const err = await two.requestSignInLink('shared@example.in', '10.1.0.3').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('RATE_LIMITED');
    // the address itself is not written to Redis, only its digest
    const keys = await redisA.client.keys(`${prefix}*`);
    expect(keys.join(' ')).not.toContain('shared@example.in');
  });

  it('counts in process when Redis is unreachable', async () => {
    const down = createSharedRedis({ url: 'redis://127.0.0.1:1', prefix, log: quiet, connectTimeoutMs: 200 });
    try {
      const limiter = new SharedAttemptLimiter(down);
      const verdicts = [];
      for (let i = 0; i < 3; i++) verdicts.push((await limiter.hit('k', 2, 60_000)).allowed);
      expect(verdicts).toEqual([true, true, false]);
    } finally {
      await down.close();
    }
  });
});
