// The CPU slowdown a browser benchmark runs at. Lighthouse's default mobile profile slows the CPU 4 times,
// which its docs (docs/throttling.md) calibrate for a host with a benchmarkIndex of 1500-2000, a fast
// desktop, to land in a mid-tier phone's bracket. These shared machines have measured from about 1,100 to
// 3,500, so a benchmark can be asked for another slowdown, to read a fast or a slow day at the speed of the
// phone the budgets mean. The budgets are written for 4x, and bench/results.md keeps the 4x figures: a run
// at another slowdown writes to its own file (BENCH_RESULTS).

/** Lighthouse's default mobile CPU slowdown, which the budgets are written for. */
export const DEFAULT_SLOWDOWN = 4;

/**
 * The slowdown in `name` (an environment variable), checked: 4 when unset, else a number from 1 to 20, and
 * only with BENCH_RESULTS set when it is not 4.
 */
export function cpuSlowdown(name: string, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return DEFAULT_SLOWDOWN;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > 20) throw new Error(`${name} must be a number from 1 to 20, not "${raw}"`);
  if (value !== DEFAULT_SLOWDOWN && !env.BENCH_RESULTS) {
    throw new Error(`${name}=${raw} needs BENCH_RESULTS: bench/results.md keeps the default profile's (4x) figures`);
  }
  return value;
}
