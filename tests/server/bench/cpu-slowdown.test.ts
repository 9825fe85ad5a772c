// bench/cpu-slowdown.ts: the CPU slowdown a browser benchmark runs at, and where another one may write.
import { describe, expect, it } from 'vitest';
import { cpuSlowdown, DEFAULT_SLOWDOWN } from '../../../bench/cpu-slowdown.ts';

describe('cpuSlowdown', () => {
  it("is Lighthouse's 4x when the variable is unset or empty", () => {
    expect(DEFAULT_SLOWDOWN).toBe(4);
    expect(cpuSlowdown('BENCH_X_CPU_SLOWDOWN', {})).toBe(4);
    expect(cpuSlowdown('BENCH_X_CPU_SLOWDOWN', { BENCH_X_CPU_SLOWDOWN: '' })).toBe(4);
    expect(cpuSlowdown('BENCH_X_CPU_SLOWDOWN', { BENCH_X_CPU_SLOWDOWN: '4' })).toBe(4);
  });

  it('takes another slowdown only into a results file of its own, so bench/results.md keeps the 4x figures', () => {
    expect(() => cpuSlowdown('BENCH_X_CPU_SLOWDOWN', { BENCH_X_CPU_SLOWDOWN: '8' })).toThrow(/needs BENCH_RESULTS/);
    expect(cpuSlowdown('BENCH_X_CPU_SLOWDOWN', { BENCH_X_CPU_SLOWDOWN: '7.5', BENCH_RESULTS: '/tmp/at-7.5x.md' })).toBe(7.5);
  });

  it('refuses what is not a slowdown, naming the variable', () => {
    for (const raw of ['eight', '0.5', '0', '-4', '21', 'Infinity']) {
      expect(() => cpuSlowdown('BENCH_X_CPU_SLOWDOWN', { BENCH_X_CPU_SLOWDOWN: raw, BENCH_RESULTS: '/tmp/x.md' })).toThrow(
        /BENCH_X_CPU_SLOWDOWN must be a number from 1 to 20/,
      );
    }
  });
});
