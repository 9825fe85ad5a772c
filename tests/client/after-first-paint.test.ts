// afterFirstPaint (client/src/lib/afterFirstPaint.ts): what sits below the first screen waits for the
// browser's first contentful paint, and never longer than its timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports paints when the test says so. */
function fakeObserver() {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private cb: Callback) {}
    observe() {
      observers.push(this.cb);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.cb), 1);
    }
  }
  const paint = (name: string) => {
    for (const cb of [...observers]) cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  };
  return { FakeObserver, paint, observers };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not the first paint', async () => {
    const fake = fakeObserver();
    vi.stubGlobal('PerformanceObserver', fake.FakeObserver);
    const { afterFirstPaint } = await import('../../client/src/lib/afterFirstPaint.ts');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    fake.paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    fake.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(fake.observers).toHaveLength(0);
  });

  it('gives up waiting after its timeout (a page in a background tab does not paint)', async () => {
    const fake = fakeObserver();
    vi.stubGlobal('PerformanceObserver', fake.FakeObserver);
    const { afterFirstPaint } = await import('../../client/src/lib/afterFirstPaint.ts');
    let done = false;
    void afterFirstPaint(3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('does not wait in a browser that reports no paints', async () => {
    class NoPaint {
      static supportedEntryTypes = ['resource'];
    }
    vi.stubGlobal('PerformanceObserver', NoPaint);
    const { afterFirstPaint } = await import('../../client/src/lib/afterFirstPaint.ts');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
