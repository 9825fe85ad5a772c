// bench/main-thread.ts: how much of a Lighthouse load's long tasks the page's thread spent running.
import { describe, expect, it } from 'vitest';
import { mainThreadSplit, type TraceEvent } from '../../../bench/main-thread.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs?: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
  pid,
  tid,
});
const fcp = (pid: number, tid: number, ts: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ts, pid, tid });

describe('mainThreadSplit', () => {
  it("sums the page thread's tasks after FCP that a 4x slowdown makes long: wall time, CPU time, and the blocking time of each", () => {
    const split = mainThreadSplit([
      thread(1, 10, 'CrRendererMain'),
      thread(2, 20, 'CrRendererMain'), // another renderer (an iframe, an extension), less busy
      thread(1, 11, 'Compositor'),
      task(1, 10, 1_000, 40, 40), // before FCP: not counted
      fcp(1, 10, 100_000),
      task(1, 10, 200_000, 30, 10), // 30 ms wall, 10 ms running: 4 × 30 − 50 = 70 from wall, 0 from CPU
      task(1, 10, 300_000, 25, 25), // 4 × 25 − 50 = 50 either way
      task(1, 10, 400_000, 12, 12), // 48 ms at 4x: not long
      task(1, 11, 500_000, 90, 90), // the compositor thread
      task(2, 20, 600_000, 20, 20),
    ]);
    expect(split).toEqual({ tasks: 2, wallMs: 55, cpuMs: 35, blockingFromWallMs: 120, blockingFromCpuMs: 50 });
  });

  it('stretches by the slowdown a run was given (BENCH_WEB_CPU_SLOWDOWN), not always by 4', () => {
    const trace = [
      thread(1, 10, 'CrRendererMain'),
      fcp(1, 10, 100_000),
      task(1, 10, 200_000, 10, 5), // 40 ms at 4x: not long; 80 ms at 8x: 30 from wall, 0 from CPU (40 − 50)
      task(1, 10, 300_000, 20, 20), // 4 × 20 − 50 = 30; 8 × 20 − 50 = 110
    ];
    expect(mainThreadSplit(trace)).toEqual({ tasks: 1, wallMs: 20, cpuMs: 20, blockingFromWallMs: 30, blockingFromCpuMs: 30 });
    expect(mainThreadSplit(trace, 8)).toEqual({ tasks: 2, wallMs: 30, cpuMs: 25, blockingFromWallMs: 140, blockingFromCpuMs: 110 });
  });

  it('says nothing when the trace has no page thread, no first paint or no CPU times', () => {
    expect(mainThreadSplit([task(1, 10, 0, 30, 30)])).toBeUndefined();
    expect(mainThreadSplit([thread(1, 10, 'CrRendererMain'), task(1, 10, 0, 30, 30)])).toBeUndefined();
    expect(mainThreadSplit([thread(1, 10, 'CrRendererMain'), fcp(1, 10, 0), task(1, 10, 10, 30)])).toBeUndefined();
  });
});
