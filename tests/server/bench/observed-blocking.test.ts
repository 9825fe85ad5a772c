// The blocking time bench:tasks reads from a page's own Long Tasks API counts what a traveller would be
// kept waiting after the first paint: each task's time beyond 50 ms, for the tasks that start at or after FCP.
import { describe, expect, it } from 'vitest';
import { blockingAfter } from '../../../bench/inspector-cost.ts';

describe('blockingAfter', () => {
  it('sums the excess over 50 ms of the long tasks that start at or after the first contentful paint', () => {
    expect(
      blockingAfter(1000, [
        [400, 300], // before the first paint: not counted
        [1000, 120], // at the first paint: 70
        [1500, 50], // exactly 50 ms blocks nothing
        [2200, 61.5], // 11.5
      ]),
    ).toEqual({ tbtMs: 81.5, longTasks: 2 });
  });

  it('is zero for a page with no long task after its first paint', () => {
    expect(blockingAfter(800, [[100, 500]])).toEqual({ tbtMs: 0, longTasks: 0 });
  });
});
