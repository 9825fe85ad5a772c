// The hotel route through the real route table: its loader starts the page's query on the client the
// router context hands it (main.tsx puts the app's client there), never on a module global.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '../../client/src/app/router.tsx';
import { HotelPageQuery } from '../../client/src/routes/hotel/query.ts';
import { HotelLocationQuery } from '../../client/src/features/map/operations.ts';
import { hotel } from './hotel-fixture.ts';
import { renderRoutes } from './render-shell.tsx';

describe('hotel route', () => {
  it("starts the page's query in the route loader on the client the router context hands it", async () => {
    // Any request this client's mock does not answer, or any other client's request (the test setup fails
    // on network calls), fails the test: the loader must use the router context's client.
    renderRoutes(routes, {
      initialEntries: ['/hotels/lp42'],
      mocks: [
        { request: { query: HotelPageQuery, variables: { id: 'lp42' } }, result: { data: { hotel: hotel() } } },
        // The location map's own query, on the same client; with no coordinates it draws no map.
        {
          request: { query: HotelLocationQuery, variables: { id: 'lp42' } },
          result: {
            data: {
              hotel: {
                __typename: 'Hotel',
                id: 'lp42',
                name: 'Rambagh Palace',
                city: 'Jaipur',
                location: null,
                distanceToCentreKm: null,
                nearestAirport: null,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
