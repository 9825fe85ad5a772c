// bench/process-cpu.ts: the server's CPU time around each Lighthouse run.
import { describe, expect, it } from 'vitest';
import { processCpuMs, statCpuTicks } from '../../../bench/process-cpu.ts';

describe('statCpuTicks', () => {
  it('adds utime and stime, counting fields after the command name even when it holds spaces and parentheses', () => {
    const stat = '4060 (node (tsx) x) S 1 4060 4060 0 -1 4194304 25301 0 0 0 2890 441 0 0 20 0 11 0 1234 1300000000 60000';
    expect(statCpuTicks(stat)).toBe(2890 + 441);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => statCpuTicks('nothing here')).toThrow(/stat/);
    expect(() => statCpuTicks('1 (x) S 1')).toThrow(/utime/);
  });
});

describe('processCpuMs', () => {
  it('grows while this process burns CPU, and is undefined for a process that is not there', () => {
    const before = processCpuMs(process.pid)!;
    expect(before).toBeGreaterThanOrEqual(0);
    const until = Date.now() + 150;
    let x = 0;
    while (Date.now() < until) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)!).toBeGreaterThan(before + 50);
    expect(processCpuMs(2 ** 22 + 7)).toBeUndefined();
  });
});
