// The cities cache and call budget in Redis, so N instances spend one GeoDB budget (10 a minute, 500 a
// day) and share the hour's answers. The in-process store stays in front as the first level and takes
// over whenever Redis does not answer (each instance then keeps its own budget, as before Redis).
//
// Identical misses on two instances are not single-flighted here: a duplicate costs one unit of a budget
// that already bounds the calls, and the built-in list covers the rest, so a lock round trip per miss
// buys nothing a traveller would notice.
import {
  BUDGET_PER_DAY,
  BUDGET_PER_MINUTE,
  CITY_CACHE_TTL_MS,
  MemoryCitiesStore,
  type BudgetAnswer,
  type CachedCities,
  type CitiesStore,
} from '../cities/service.ts';
import type { SharedRedis } from './redis.ts';

// Check and spend in one step, so two instances cannot both take the tenth call of a minute. A window
// starts at its first call (as the in-process budget does) and ends with its key's expiry.
const SPEND = `
local m = tonumber(redis.call('GET', KEYS[1]) or '0')
local d = tonumber(redis.call('GET', KEYS[2]) or '0')
if d >= tonumber(ARGV[4]) then return 2 end
if m >= tonumber(ARGV[3]) then return 1 end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
return 0`;

export class RedisCitiesStore implements CitiesStore {
  private readonly local: MemoryCitiesStore;
  private readonly base: string;

  constructor(
    private readonly redis: SharedRedis,
    now: () => number = Date.now,
  ) {
    this.local = new MemoryCitiesStore(now());
    this.base = `${redis.prefix}cities:`;
  }

  async get(key: string): Promise<CachedCities | undefined> {
    const mine = await this.local.get(key);
    if (mine || !this.redis.ready()) return mine;
    try {
      const raw = await this.redis.client.get(`${this.base}q:${key}`);
      if (!raw) return undefined;
      const entry = JSON.parse(raw) as CachedCities;
      if (!Array.isArray(entry.cities) || typeof entry.storedAt !== 'number') return undefined;
      await this.local.set(key, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  async set(key: string, entry: CachedCities): Promise<void> {
    await this.local.set(key, entry);
    if (!this.redis.ready()) return;
    try {
      await this.redis.client.set(`${this.base}q:${key}`, JSON.stringify(entry), 'PX', CITY_CACHE_TTL_MS);
    } catch {
      // Other instances ask GeoDB themselves, within the shared budget.
    }
  }

  async delete(key: string): Promise<void> {
    await this.local.delete(key);
    if (!this.redis.ready()) return;
    await this.redis.client.del(`${this.base}q:${key}`).catch(() => 0);
  }

  async spend(now: number): Promise<BudgetAnswer> {
    if (this.redis.ready()) {
      try {
        const r = Number(
          await this.redis.client.eval(
            SPEND,
            2,
            `${this.base}budget:minute`,
            `${this.base}budget:day`,
            60_000,
            86_400_000,
            BUDGET_PER_MINUTE,
            BUDGET_PER_DAY,
          ),
        );
        if (r === 0) return { ok: true };
        return { ok: false, which: r === 2 ? 'daily' : 'per-minute' };
      } catch {
        // fall through to this instance's own budget
      }
    }
    return this.local.spend(now);
  }

  size(): number {
    return this.local.size();
  }
}
