// The hotel route through the real route table: its loader starts the page's query on the client the
// router context hands it (main.tsx puts the app's client there), never on a module global.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '../../client/src/app/router.tsx';
import { HotelPageQuery } from '../../client/src/routes/hotel/query.ts';
import { hotel } from './hotel-fixture.ts';
import { renderRoutes } from './render-shell.tsx';

describe('hotel route', () => {
  it("starts the page's query in the route loader on the client the router context hands it", async () => {
    // Any request this client's mock does not answer, or any other client's request (the test setup fails
    // on network calls), fails the test: the loader must use the router context's client.
    renderRoutes(routes, {
      initialEntries: ['/hotels/lp42'],
      mocks: [{ request: { query: HotelPageQuery, variables: { id: 'lp42' } }, result: { data: { hotel: hotel() } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
