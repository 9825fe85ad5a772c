// Browser entry: mounts the providers and the router. Over server-rendered HTML (the server's render
// left its state in the page) it takes that HTML over instead of drawing the page again.
// The styles of the antd components the app uses (client/build/antd-styles.ts; antd runs in zero-runtime mode).
import 'virtual:antd-styles.css';
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
 * Replays a tap made before the page was live (page-start.js) with a plain click. React listens at the
 * root from hydrateRoot() on: a click on a part it has taken over reaches its handlers, and goes on up to
 * the document; a click on a part whose code is still loading (a lazily loaded list, a query the page
 * reads) is stopped at the root, as React does with any event it cannot deliver yet. That one is tried
 * again shortly, for up to `until`.
 */
function replayTap(target: HTMLElement, until: number): void {
  if (!target.isConnected) return;
  let delivered = false;
  const seen = (): void => {
    delivered = true;
  };
  document.addEventListener('click', seen);
  try {
    target.click();
  } finally {
    document.removeEventListener('click', seen);
  }
  if (!delivered && performance.now() < until) setTimeout(() => replayTap(target, until), 50);
}

/** The app has drawn or taken over the page: says so to tests, and replays the taps made before. */
function live(): void {
  document.documentElement.setAttribute('data-live', '');
  const until = performance.now() + 10_000;
  for (const target of window.__takeEarlyClicks?.() ?? []) if (target instanceof HTMLElement) replayTap(target, until);
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

queueMicrotask(() => void start());
