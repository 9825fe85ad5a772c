// The hotel route through the real route table: its loader starts the page's query on the client the
// router context hands it (main.tsx puts the app's client there), never on a module global.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routerContext } from '../../client/src/app/apollo.ts';
import { routes } from '../../client/src/app/router.tsx';
import { HotelPageQuery } from '../../client/src/routes/hotel/query.ts';
import { hotel } from './hotel-fixture.ts';

describe('hotel route', () => {
  it("starts the page's query in the route loader on the client the router context hands it", async () => {
    // Any request this client's mock does not answer, or any other client's request (the test setup fails
    // on network calls), fails the test: the loader must use the router context's client.
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new MockLink([{ request: { query: HotelPageQuery, variables: { id: 'lp42' } }, result: { data: { hotel: hotel() } } }]),
    });
    render(
      <ApolloProvider client={client}>
        <RouterProvider
          router={createMemoryRouter(routes, { initialEntries: ['/hotels/lp42'], getContext: () => routerContext({ client }) })}
        />
      </ApolloProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
