// When a server-rendered page answers taps. The browser takes the page over in parts: the shell (top bar,
// providers) first, then the page's own part, a lazily loaded list or hotel page inside its Suspense
// boundary, up to a second later on a slow phone. A tap on that part in between reaches no handler and
// React drops it. So the page is live (main.tsx: html[data-live], and the taps held by page-start.js are
// replayed) only once <PageLive />, rendered inside that boundary, has mounted.
import { useEffect } from 'react';

let markLive: () => void = () => {};
const pageLive = new Promise<void>((resolve) => (markLive = resolve));

/** Resolves when the first <PageLive /> mounts: the page's part has been taken over (or drawn). */
export function whenPageLive(): Promise<void> {
  return pageLive;
}

/** Rendered last inside a server-rendered page's Suspense boundary, or after the home page's first screen (and by the error page that may replace it). */
export function PageLive(): null {
  useEffect(() => markLive(), []);
  return null;
}
