// The browser's IntersectionObserver for client tests (jsdom lays nothing out, and setup.ts's observer never
// reports): the test says when an observed box comes near the screen, as a traveller's scroll would.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface Watch {
  callback: IntersectionObserverCallback;
  targets: Element[];
  self: IntersectionObserver;
}

/**
 * Installs the observer (undone by `vi.unstubAllGlobals()`). `scrollNear(element)` reports "in view" to every
 * observer watching a box that holds `element`; with no element, to every observer watching anything.
 * `scrollAway` reports "out of view" the same way.
 */
export function scrollableObserver(): {
  scrollNear: (element?: Element) => Promise<void>;
  scrollAway: (element?: Element) => Promise<void>;
} {
  const watches: Watch[] = [];
  class Observer {
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback) {
      this.watch = { callback, targets: [], self: this as unknown as IntersectionObserver };
      watches.push(this.watch);
    }
    observe(target: Element): void {
      this.watch.targets.push(target);
    }
    unobserve(): void {}
    disconnect(): void {
      this.watch.targets = [];
    }
    takeRecords(): [] {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const report = (isIntersecting: boolean, element?: Element) =>
    act(async () => {
      for (const w of watches) {
        const near = w.targets.filter((target) => !element || target.contains(element));
        if (near.length > 0)
          w.callback(
            near.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            w.self,
          );
      }
    });
  return {
    scrollNear: (element) => report(true, element),
    scrollAway: (element) => report(false, element),
  };
}
