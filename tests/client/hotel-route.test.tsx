// The hotel route through the real route table: its loader starts the page's query on the client the
// router context hands it (main.tsx puts the app's client there), never on a module global.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '../../client/src/app/router.tsx';
import { HotelPageQuery } from '../../client/src/routes/hotel/query.ts';
import { BASEMAP_URL } from '../../client/src/features/map/Basemap.tsx';
import { loadLocationMap } from '../../client/src/features/map/lazy.ts';
import { hotel } from './hotel-fixture.ts';
import { renderRoutes } from './render-shell.tsx';

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

describe('hotel route', () => {
  it("starts the page's query in the route loader on the client the router context hands it", async () => {
    // The location map's chunk is ready at once, so a map drawn by mistake would ask for its basemap within the test.
    await loadLocationMap();
    // Any request this client's mock does not answer, or any other client's request (the test setup fails
    // on network calls), fails the test: the loader must use the router context's client. The hotel has no
    // coordinates, so the page places no location map: neither the map's query nor its basemap is asked for.
    renderRoutes(routes, {
      initialEntries: ['/hotels/lp42'],
      mocks: [{ request: { query: HotelPageQuery, variables: { id: 'lp42' } }, result: { data: { hotel: hotel({ location: null }) } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' }, { timeout: 10_000 })).toBeInTheDocument();
    // The page's second pass (below the overview) has drawn, and the map would have had its turn.
    expect(await screen.findByText('Hotel Policies', {}, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(vi.mocked(fetch).mock.calls.map(([input]) => urlOf(input))).not.toContain(BASEMAP_URL);
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });
});
