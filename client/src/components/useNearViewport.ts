// Widgets below the fold that cost a phone a long task to start (the hotel page's location map: Leaflet
// drawing the basemap's country outlines was a 250-800 ms task at a 4x CPU slowdown, in the middle of the
// page's start-up) start when the traveller scrolls towards them, not while the page is taking over.
import { startTransition, useCallback, useState } from 'react';

/**
 * A ref for the widget's box, and whether that box has come within `margin` of the viewport (true from
 * then on). Without IntersectionObserver (an old browser), true at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(element: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // A ref callback with a cleanup (React 19): the observer goes with the box it watches.
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          // A transition: the widget's render waits for anything more urgent (a tap, a scroll).
          startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
