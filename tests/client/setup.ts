// Client test setup: jest-dom matchers, the browser APIs jsdom lacks (antd needs matchMedia, Swiper and
// antd need the observers), a fetch that fails the test on any network call the test did not mock, and a
// failure for any GraphQL operation the mocked client of render-shell.tsx could not answer.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeUnmocked } from './unmocked.ts';
import { installMatchMedia, setMedia } from './media.ts';

installMatchMedia();

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollTo ??= function scrollTo() {};

// jsdom's alert prints "not implemented"; tests that care spy on it.
window.alert = () => {};

let unhandled: string[] = [];

beforeEach(() => {
  unhandled = [];
  takeUnmocked();
  // Apollo swallows a rejected fetch into a query error, so a throw here alone would not fail the
  // test: the call is recorded and afterEach fails the test for it. Tests that mean to talk to the
  // network replace fetch with vi.stubGlobal('fetch', ...).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      unhandled.push(url);
      throw new Error(`Unhandled network call in a test: ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setMedia(() => false);
  const operations = takeUnmocked();
  if (operations.length > 0) throw new Error(`Test sent GraphQL operation(s) no mock answers: ${operations.join(', ')}`);
  if (unhandled.length > 0) {
    const calls = unhandled.join(', ');
    unhandled = [];
    throw new Error(`Test made unhandled network call(s): ${calls}`);
  }
});
