// Browser entry: mounts the providers and the router. Over server-rendered HTML (the server's render
// left its state in the page) it takes that HTML over instead of drawing the page again.
import 'antd/dist/antd.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createApolloClient } from './app/apollo.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { hydrationData, readSsrState, setHydrating, yieldToMain } from './app/ssr.ts';

declare global {
  interface Window {
    /** set by page-start.js (client/page-start.js) on server-rendered pages: the taps made before the page was live */
    __takeEarlyClicks?: () => Element[];
  }
}

/**
 * Replays a tap once React has taken the tapped element over. Parts of a page (a lazily loaded list, a
 * query the page reads) are taken over in later passes than the root, so the element may not answer yet;
 * React marks the elements it owns with its props (an internal key, checked here and nowhere else).
 */
function replayWhenOwned(target: HTMLElement, until: number): void {
  if (!target.isConnected) return;
  if (Object.keys(target).some((key) => key.startsWith('__reactProps$'))) target.click();
  else if (performance.now() < until) setTimeout(() => replayWhenOwned(target, until), 50);
}

/** The app has drawn or taken over the page: replays the taps made before (page-start.js), and says so to tests. */
function live(): void {
  document.documentElement.setAttribute('data-live', '');
  const until = performance.now() + 10_000;
  for (const target of window.__takeEarlyClicks?.() ?? []) if (target instanceof HTMLElement) replayWhenOwned(target, until);
}

async function start(): Promise<void> {
  // The shell's own evaluation is one task already; restoring the cache and loading the route start the next.
  await yieldToMain();
  const container = document.getElementById('root')!;
  const ssr = readSsrState(document);
  const client = createApolloClient({ state: ssr?.apollo });
  const env = { client };
  // The route code and data the server rendered with, so the first render matches its HTML.
  const hydration = ssr ? await hydrationData(routes, new URL(window.location.href), env).catch(() => undefined) : undefined;
  if (hydration) await yieldToMain();
  const router = createAppRouter(env, hydration);
  const app = (
    <StrictMode>
      <AppProviders client={client} onLive={live}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, the first render (or hydration) is time-sliced: React yields to the browser every
  // few milliseconds instead of holding the main thread for the whole tree, so a tap or a keypress during
  // start-up is answered at once (Lighthouse's Total Blocking Time on a mid-range phone).
  startTransition(() => {
    if (hydration) {
      setHydrating(true);
      const first = router.state.location;
      const stop = router.subscribe((state) => {
        if (state.location === first && state.navigation.state === 'idle') return;
        setHydrating(false);
        stop();
      });
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

// From a microtask, once the module's evaluation has returned: start() schedules its first yield at once,
// and an inspector that records a stack for that call (Lighthouse's trace does) would otherwise need the
// source positions of the module's top level, which V8 gets by parsing the whole 780 kB shell again
// (90 to 130 ms at a 4x slowdown, counted as blocking time; see build/react-dom-sentinels.ts).
queueMicrotask(() => void start());
