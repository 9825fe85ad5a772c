// Whether a CSS media query matches, read from the browser without a render of its own: antd's
// Grid.useBreakpoint() re-renders its component synchronously as it mounts, even when nothing changed,
// which on a server-rendered page redraws the whole top bar inside the hydration commit.
import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether the query matches now, outside a render (in an event handler, say); `fallback` without a window. */
export function matchesMedia(query: string, fallback = false): boolean {
  return listOf(query)?.matches ?? fallback;
}

/** `serverValue` is what the server (and hydration) assume; the browser re-renders only if it differs. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchesMedia(query, serverValue),
    () => serverValue,
  );
}
