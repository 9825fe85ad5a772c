// Browser entry: mounts the providers and the router. Over server-rendered HTML (the server's render
// left its state in the page) it takes that HTML over instead of drawing the page again.
import 'antd/dist/antd.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createApolloClient } from './app/apollo.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { hydrationData, readSsrState, setHydrating } from './app/ssr.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const ssr = readSsrState(document);
  const client = createApolloClient({ state: ssr?.apollo });
  const env = { client };
  // The route code and data the server rendered with, so the first render matches its HTML.
  const hydration = ssr ? await hydrationData(routes, new URL(window.location.href), env).catch(() => undefined) : undefined;
  const router = createAppRouter(env, hydration);
  const app = (
    <StrictMode>
      <AppProviders client={client}>
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

void start();
