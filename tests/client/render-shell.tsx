// Test helper: renders routes inside the app's own providers (AppProviders: Apollo, the antd theme and
// locale, the base text) with a mocked Apollo link and an in-memory router whose loaders get the same
// client through the router context, as in the browser (main.tsx). An operation no mock answers fails the
// test (setup.ts), instead of turning into an error state the test might not look at.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { Observable } from 'rxjs';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../../client/src/app/providers.tsx';
import { createApolloClient, routerContext } from '../../client/src/app/apollo.ts';
import { recordUnmocked } from './unmocked.ts';
import { allServed } from './served.ts';

/**
 * The app's Apollo client answering from `mocks` (each answers once unless it says otherwise). `before` links run
 * ahead of the mocks (a recorder, say). An operation no mock answers is recorded, and fails the test.
 */
export function createMockClient(mocks: readonly MockedResponse[] = [], before: ApolloLink[] = []): ApolloClient {
  const mockLink = new MockLink(allServed(mocks), { showWarnings: false });
  const failUnmocked = new ApolloLink(
    (operation) =>
      new Observable((observer) =>
        mockLink.request(operation).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (err: unknown) => {
            if (err instanceof Error && err.message.startsWith('No more mocked responses'))
              recordUnmocked(`${operation.operationName ?? 'anonymous'} ${JSON.stringify(operation.variables)}`);
            observer.error(err);
          },
        }),
      ),
  );
  // The app's own client and cache policies (a hotel summary kept inside the search that answered it), so a
  // quick answer without prices that lands after the full one cannot blank its prices here either.
  return createApolloClient({ link: ApolloLink.from([...before, failUnmocked]) });
}

/** `ui` inside the app's providers, on `client`. */
export function withAppProviders(ui: ReactNode, client: ApolloClient): ReactNode {
  return <AppProviders client={client}>{ui}</AppProviders>;
}

export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    mocks = [],
    client = createMockClient(mocks),
  }: { initialEntries?: string[]; mocks?: MockedResponse[]; client?: ApolloClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries, getContext: () => routerContext({ client }) });
  return { router, client, ...render(withAppProviders(<RouterProvider router={router} />, client)) };
}

/** Renders one element at `path` (default '/'), with a catch-all that shows where navigation went. */
export function renderAt(
  element: ReactNode,
  options: { path?: string; initialEntries?: string[]; mocks?: MockedResponse[]; client?: ApolloClient } = {},
) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: options.initialEntries ?? [path], mocks: options.mocks ?? [], client: options.client },
  );
}
