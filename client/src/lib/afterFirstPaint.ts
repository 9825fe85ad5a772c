// What a page shows below its first screen (the home page's sections, the footer) waits for the first
// contentful paint: requested alongside the first screen's code, its chunks share a slow link with it and
// push the first paint back, while nobody can see them yet.
import { useEffect, useState } from 'react';

let painted: Promise<void> | undefined;

/**
 * Resolves once the browser has reported the page's first contentful paint (at once if it already has,
 * or if it does not report paints), and after `timeoutMs` at the latest: a page opened in a background
 * tab paints only when shown.
 */
export function afterFirstPaint(timeoutMs = 3000): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(done, timeoutMs);
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}

/**
 * False until the first contentful paint, then true. `initially` true skips the wait: over
 * server-rendered HTML the part is in the page already and must be taken over as it is.
 */
export function useAfterFirstPaint(initially: boolean): boolean {
  const [ready, setReady] = useState(initially);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
