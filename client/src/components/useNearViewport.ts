// Widgets below the fold that cost a phone a long task to start (the hotel page's location map: Leaflet
// drawing the basemap's country outlines was a 250-800 ms task at a 4x CPU slowdown, in the middle of the
// page's start-up) start when the traveller scrolls towards them, not while the page is taking over.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A ref for the widget's box, and whether that box has come within `margin` of the viewport (true from
 * then on). Without IntersectionObserver (an old browser), true at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          // A transition: the widget's render waits for anything more urgent (a tap, a scroll).
          startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [near, margin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
