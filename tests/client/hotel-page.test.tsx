// The hotel page as a traveller sees it: header, overview, facilities toggle, rooms, sidebar facts,
// guest experiences, and the not-found and error cards.
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryPreloader } from '@apollo/client/react';
import { GraphQLError } from 'graphql';
import { HotelPageQuery } from '../../client/src/routes/hotel/query.ts';
import { HotelPage } from '../../client/src/routes/hotel/HotelPage.tsx';
import type { HotelPageQuery as HotelPageData } from '../../client/src/__generated__/graphql.ts';
import { createMockClient, renderRoutes } from './render-shell.tsx';
import { hotel } from './hotel-fixture.ts';
import { scrollableObserver } from './scroll-observer.ts';
import type { MockedResponse } from '@apollo/client/testing';
import { HotelLocationQuery } from '../../client/src/features/map/operations.ts';
import { BASEMAP_URL } from '../../client/src/features/map/Basemap.tsx';

// The location map (features/map) asks for the basemap from the app's origin: an empty one here.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url !== BASEMAP_URL) throw new Error(`Unhandled network call in a test: ${url}`);
      return Response.json({
        kind: 'vector',
        bounds: [60, 0, 100, 38],
        attribution: 'Natural Earth',
        countries: { type: 'FeatureCollection', features: [] },
        cities: [],
      });
    }),
  );
});

/** The location map's own query: the distance to the centre and the nearest airport of the fixture's hotel. */
function locationMock(data?: HotelPageData): MockedResponse[] {
  const h = data?.hotel;
  if (!h) return [];
  return [
    {
      request: { query: HotelLocationQuery, variables: { id: 'lp42', language: 'EN' } },
      result: {
        data: {
          hotel: {
            __typename: 'Hotel',
            id: h.id,
            name: h.name,
            city: h.city,
            location: h.location ?? null,
            distanceToCentreKm: h.location ? 2.4 : null,
            nearestAirport: h.location
              ? {
                  __typename: 'NearbyPlace',
                  name: 'Jaipur International Airport',
                  code: 'JAI',
                  distanceKm: 10.8,
                  location: { __typename: 'GeoPoint', latitude: 26.8242, longitude: 75.8122 },
                }
              : null,
          },
        },
      },
    },
  ];
}

async function renderHotelPage(response: { data?: HotelPageData; errors?: GraphQLError[] }) {
  const client = createMockClient([
    { request: { query: HotelPageQuery, variables: { id: 'lp42', language: 'EN' } }, result: response },
    ...locationMock(response.data),
  ]);
  const queryRef = createQueryPreloader(client)(HotelPageQuery, { variables: { id: 'lp42', language: 'EN' }, errorPolicy: 'all' });
  let rendered: ReturnType<typeof renderRoutes> | undefined;
  // The page suspends on the preloaded query; React only resumes suspended trees inside an awaited act.
  await act(async () => {
    rendered = renderRoutes(
      [
        {
          path: '/hotels/:hotelId',
          element: (
            <Suspense fallback={<div>Loading hotel details...</div>}>
              <HotelPage queryRef={queryRef} />
            </Suspense>
          ),
        },
        { path: '*', element: <div data-testid="elsewhere" /> },
      ],
      { initialEntries: ['/hotels/lp42'], client },
    );
  });
  return rendered!;
}

describe('hotel page', () => {
  it('shows the header, overview, facilities, rooms and the sidebar facts', async () => {
    await renderHotelPage({ data: { __typename: 'Query', hotel: hotel() } });
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Search' })).toBeInTheDocument();
    expect(screen.getByLabelText('5 stars')).toBeInTheDocument();
    expect(screen.getByText('Bhawani Singh Road, Jaipur')).toBeInTheDocument();
    expect(screen.getByText('Resorts')).toBeInTheDocument();
    expect(screen.queryByText('Property Status Notice')).not.toBeInTheDocument();

    // Server-sanitised HTML is rendered as HTML; coordinates to 5 decimals; nearest airport.
    expect(screen.getByText('palace').tagName).toBe('STRONG');
    expect(screen.getByText('26.89812, 75.80899')).toBeInTheDocument();
    expect(screen.getByText('JAI')).toBeInTheDocument();

    expect(screen.queryByText('Facility 14')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show All 14 Facilities' }));
    expect(screen.getByText('Facility 14')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText('Facility 14')).not.toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Room 1' })).toBeInTheDocument();
    expect(screen.getByText('Palace Room')).toBeInTheDocument();
    expect(screen.getByText('42 m²')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Book This Room/ })).toBeInTheDocument();

    const side = within(document.getElementById('booking-section')!);
    expect(side.getByText('Quick Information')).toBeInTheDocument();
    expect(side.getByText('Check-in: 02:00 PM')).toBeInTheDocument();
    expect(side.getByRole('link', { name: '+91 141 2385700' })).toHaveAttribute('href', 'tel:+911412385700');
    expect(side.getByRole('link', { name: 'rambagh@example.in' })).toHaveAttribute('href', 'mailto:rambagh@example.in');
    expect(side.getByText('Part of Taj Hotels')).toBeInTheDocument();
    expect(side.getByText('Trusted hotel chain')).toBeInTheDocument();
    expect(side.getByText('Free WiFi')).toBeInTheDocument();
    expect(side.getByText('Children Allowed')).toBeInTheDocument();
    expect(side.getByText('No Pets')).toBeInTheDocument();
    expect(side.getByText('4.5 / 5')).toBeInTheDocument();
    expect(side.getByText('812 reviews')).toBeInTheDocument();

    // The location: a small map with the hotel's pin, the distance to the centre and the nearest airport.
    expect(await screen.findByRole('region', { name: 'Map showing where Rambagh Palace is' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('2.4 km from the centre of Jaipur')).toBeInTheDocument();
    expect(screen.getByText('Nearest airport: Jaipur International Airport (JAI), 10.8 km')).toBeInTheDocument();
  });

  it('draws the location map only when the traveller scrolls near it, in the box it keeps meanwhile', async () => {
    const { scrollNear } = scrollableObserver();
    try {
      const { container } = await renderHotelPage({ data: { __typename: 'Query', hotel: hotel() } });
      const region = await screen.findByRole('region', { name: 'Map showing where Rambagh Palace is' }, { timeout: 8000 });
      expect(screen.getByText('2.4 km from the centre of Jaipur')).toBeInTheDocument();
      // Below the fold: no map, no basemap asked for, and its box already at the map's height.
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(container.querySelector('.leaflet-container')).toBeNull();
      expect(vi.mocked(fetch)).not.toHaveBeenCalled();
      expect((region.parentElement as HTMLElement).style.height).toBe('220px');

      await scrollNear(region);
      await vi.waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
      expect(region).toHaveAttribute('aria-busy', 'false');
      await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith(BASEMAP_URL, expect.anything()));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows guest experiences with highlights and the cons behind a toggle', async () => {
    await renderHotelPage({ data: { __typename: 'Query', hotel: hotel() } });
    expect(await screen.findByText('What Our Guests Love Most')).toBeInTheDocument();
    expect(screen.getByText('2 Highlights')).toBeInTheDocument();
    expect(screen.queryByText('Pricey restaurant')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /View 1 Review\(s\)/ }));
    expect(screen.getByText('Pricey restaurant')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Hide Details/ }));
    expect(screen.queryByText('Pricey restaurant')).not.toBeInTheDocument();
  });

  it('falls back sensibly for a sparse, deleted listing', async () => {
    await renderHotelPage({
      data: {
        __typename: 'Query',
        hotel: hotel({
          deleted: true,
          descriptionHtml: null,
          facilities: [],
          rooms: [],
          checkinTime: null,
          checkoutTime: null,
          reviewCount: 0,
          rating: null,
          sentiment: null,
          stars: 0,
        }),
      },
    });
    expect(await screen.findByText('Property Status Notice')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^\d+ stars?$/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Welcome to Rambagh Palace/)).toBeInTheDocument();
    expect(screen.getByText(/being updated/)).toBeInTheDocument();
    // Below the overview: drawn in the page's second pass.
    expect(await screen.findByText('Room Information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /View Rates & Book/ })).toBeInTheDocument();
    expect(screen.getByText('Need More Information?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email Inquiry/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:rambagh@example\.in/),
    );
    expect(screen.getByText('Please contact the hotel for check-in and check-out times')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('Guest Experiences')).not.toBeInTheDocument();
  });

  it("shows 'Hotel Not Found' when there is no such hotel", async () => {
    await renderHotelPage({ data: { __typename: 'Query', hotel: null } });
    expect(await screen.findByText('Hotel Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeInTheDocument();
  });

  it("shows 'Error Loading Hotel' with the server's message, and Go Back leaves the page", async () => {
    const { router } = await renderHotelPage({
      errors: [new GraphQLError('The hotel service is busy', { extensions: { code: 'UPSTREAM_ERROR' } })],
    });
    expect(await screen.findByText('Error Loading Hotel')).toBeInTheDocument();
    expect(screen.getByText('The hotel service is busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Go Back/ }));
    expect(router.state.location.pathname).toBe('/');
  });
});
