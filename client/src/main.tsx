// Browser entry: mounts the providers and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { apolloClient } from './app/apollo.ts';
import { createAppRouter } from './app/router.tsx';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={apolloClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
