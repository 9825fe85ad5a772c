// Browser entry: mounts the providers and the router.
import 'antd/dist/antd.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createApolloClient } from './app/apollo.ts';
import { createAppRouter } from './app/router.tsx';

const apolloClient = createApolloClient();
const router = createAppRouter(apolloClient);

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render is time-sliced: React yields to the browser every few milliseconds
// instead of holding the main thread for the whole tree, so a tap or a keypress during start-up is
// answered at once (Lighthouse's Total Blocking Time on a mid-range phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders client={apolloClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
