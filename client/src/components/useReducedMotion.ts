// Whether the traveller asked their system for less motion (prefers-reduced-motion: reduce). Read from the
// browser and followed when it changes; the server's HTML is drawn as if not (nothing moves before the app
// starts anyway).
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const reduced = (): boolean => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : false);

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
