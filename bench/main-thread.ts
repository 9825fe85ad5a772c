// What Lighthouse's Total Blocking Time is made of, read from the trace of its own (unthrottled) load.
//
// Lighthouse's default mobile profile does not slow the CPU down while it loads the page: it records the
// load at the machine's own speed and simulates a phone afterwards, stretching each main-thread task by 4.
// A task's length in the trace is wall time, and on a shared 2-CPU machine that runs Chromium's processes,
// the app's server and Lighthouse itself, part of it is time the page's thread was not running (mostly
// waiting for a CPU; it can also wait on another thread): the simulation stretches that by 4 as well. A phone has its CPU to itself.
// This sums, for the main thread's tasks after the first contentful paint that the simulation makes long
// (over 12.5 ms, so over 50 ms once stretched), their wall time and the CPU time the thread spent in them
// (the trace's `tdur`), and the blocking time each would give when stretched by 4 (or by the slowdown a run
// was given: bench/web.ts's BENCH_WEB_CPU_SLOWDOWN).

import { DEFAULT_SLOWDOWN } from './cpu-slowdown.ts';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame?: string; data?: unknown };
}

export interface MainThreadSplit {
  /** tasks after FCP longer than 12.5 ms of wall time */
  tasks: number;
  /** their wall time, ms */
  wallMs: number;
  /** the CPU time the main thread spent in them, ms */
  cpuMs: number;
  /** the blocking time they give stretched by the slowdown (each task's slowdown × wall time over 50 ms), ms */
  blockingFromWallMs: number;
  /** the same with each task's CPU time in place of its wall time, ms */
  blockingFromCpuMs: number;
}

const LONG_MS = 50;

/** The page's renderer main thread: the `CrRendererMain` with the most task time (the first one is about:blank's). */
export function pageMainThread(
  events: readonly Pick<TraceEvent, 'name' | 'ph' | 'dur' | 'pid' | 'tid' | 'args'>[],
): { pid: number; tid: number } | undefined {
  let main: { pid: number; tid: number; busy: number } | undefined;
  for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const busy = events
      .filter((t) => t.name === 'RunTask' && t.ph === 'X' && t.pid === thread.pid && t.tid === thread.tid)
      .reduce((sum, t) => sum + (t.dur ?? 0), 0);
    if (!main || busy > main.busy) main = { pid: thread.pid, tid: thread.tid, busy };
  }
  return main && { pid: main.pid, tid: main.tid };
}

/**
 * Splits the page's main thread's (pageMainThread) long tasks after its first `firstContentfulPaint`.
 * Undefined when the trace has no such thread, no first paint, or no CPU times.
 */
export function mainThreadSplit(events: readonly TraceEvent[], slowdown = DEFAULT_SLOWDOWN): MainThreadSplit | undefined {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && typeof e.dur === 'number');
  const main = pageMainThread(events);
  if (!main) return undefined;
  const on = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint' && on(e)).sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return undefined;
  const long = tasks.filter((t) => on(t) && t.ts >= fcp.ts && t.dur! / 1000 > LONG_MS / slowdown);
  if (long.some((t) => typeof t.tdur !== 'number')) return undefined;
  const blocking = (ms: number) => Math.max(0, slowdown * ms - LONG_MS);
  const sum = (f: (t: TraceEvent) => number) => long.reduce((total, t) => total + f(t), 0);
  return {
    tasks: long.length,
    wallMs: sum((t) => t.dur! / 1000),
    cpuMs: sum((t) => t.tdur! / 1000),
    blockingFromWallMs: sum((t) => blocking(t.dur! / 1000)),
    blockingFromCpuMs: sum((t) => blocking(t.tdur! / 1000)),
  };
}
