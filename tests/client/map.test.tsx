// The map (features/map): price pins with the all-in price per night ("Sold out" without one), clusters where
// a city is dense, a card with a link that keeps the stay, "Search this area" as a `near` search of the visible
// circle (0.5 to 50 km), the list one tap away, the search in the address, and the basemap from the app itself.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MapSearchQuery } from '../../client/src/features/map/operations.ts';
import { MapSearchPage } from '../../client/src/features/map/MapSearchPage.tsx';
import { mapSearchFromParams, mapSearchInput, mapSearchParams, MAP_PAGE_SIZE } from '../../client/src/features/map/mapState.ts';
import { circleOfBounds, distanceKm } from '../../client/src/features/map/geo.ts';
import { PinClusters, pinLabel } from '../../client/src/features/map/pins.ts';
import { BASEMAP_URL } from '../../client/src/features/map/Basemap.tsx';
import { LocationProvider } from '../../client/src/features/city-preference/index.ts';
import { writeCity } from '../../client/src/features/city-preference/storage.ts';
import { renderAt } from './render-shell.tsx';

/** The page inside the traveller's city preference, as the app's layout provides it. */
const page = () => (
  <LocationProvider>
    <MapSearchPage />
  </LocationProvider>
);

// Leaflet measures its container; jsdom lays nothing out, so every element says it is 800 x 600.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});

// Every request of this module, not of one test: the client asks for the basemap once per page load
// (features/map/Basemap.tsx keeps the answer for the module's life), so whichever test draws a map first
// makes the one request, and the tests hold in any order.
const basemapRequests: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0, 0)); // 10 March 2026
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      basemapRequests.push(url);
      if (url !== BASEMAP_URL) throw new Error(`unexpected request ${url}`);
      const square = [
        [
          [72, 18],
          [74, 18],
          [74, 20],
          [72, 20],
          [72, 18],
        ],
      ];
      return new Response(
        JSON.stringify({
          kind: 'vector',
          bounds: [60, 0, 100, 38],
          attribution: 'Natural Earth',
          countries: {
            type: 'FeatureCollection',
            features: [
              { type: 'Feature', properties: { name: 'India', india: true }, geometry: { type: 'MultiPolygon', coordinates: [square] } },
            ],
          },
          cities: [{ name: 'Mumbai', latitude: 19.07, longitude: 72.88, rank: 1 }],
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const slow = { timeout: 10_000 };

/** Hotels spread over a few km of Mumbai; the last one is sold out. */
function mumbaiHotels(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    __typename: 'HotelSummary' as const,
    id: `lp${100 + i}`,
    name: `Mumbai Hotel ${i + 1}`,
    thumbnail: `/sandbox/images/hotel-${i}.jpg`,
    stars: 4,
    rating: 4.2,
    reviewCount: 30,
    address: 'Marine Drive',
    city: 'Mumbai',
    distanceKm: 1 + i,
    location: { __typename: 'GeoPoint' as const, latitude: 19.0 + i * 0.03, longitude: 72.8 + i * 0.03 },
    priceFrom: i === n - 1 ? null : { __typename: 'Money' as const, amount: 4250 + i * 1000, currency: 'INR' },
  }));
}

function mapMock(
  input: ReturnType<typeof mapSearchInput>,
  hotels: ReturnType<typeof mumbaiHotels>,
  destination = 'Mumbai',
  total = hotels.length,
): MockedResponse {
  return {
    request: { query: MapSearchQuery, variables: { input } },
    result: {
      data: {
        searchHotels: {
          __typename: 'HotelSearchResult',
          destination,
          total,
          page: 1,
          totalPages: Math.max(1, Math.ceil(total / Math.max(1, hotels.length))),
          checkin: input.checkin,
          checkout: input.checkout,
          center: { __typename: 'GeoPoint', latitude: 19.07, longitude: 72.88 },
          hotels,
        },
      },
    },
  };
}

const STAY = { checkin: '2026-03-17', checkout: '2026-03-19', guests: 2 };

describe('map arithmetic and pins', () => {
  it('labels pins with the all-in price per night in rupees, en-IN, or Sold out', () => {
    expect(pinLabel(4250)).toBe('₹4,250');
    expect(pinLabel(123456.6)).toBe('₹1,23,457');
    expect(pinLabel(null)).toBe('Sold out');
  });

  it('"Search this area" asks for the visible circle, its radius kept within 0.5 to 50 km', () => {
    const city = circleOfBounds({ south: 18.9, west: 72.75, north: 19.1, east: 72.95 });
    expect(city.latitude).toBeCloseTo(19.0, 5);
    expect(city.longitude).toBeCloseTo(72.85, 5);
    // The nearer edge: 0.1 degrees of latitude is about 11 km.
    expect(city.radiusKm).toBeGreaterThan(10);
    expect(city.radiusKm).toBeLessThan(11.5);
    expect(circleOfBounds({ south: 5, west: 65, north: 35, east: 95 }).radiusKm).toBe(50);
    expect(circleOfBounds({ south: 19, west: 72.8, north: 19.001, east: 72.801 }).radiusKm).toBe(0.5);
    expect(distanceKm({ latitude: 19.076, longitude: 72.8777 }, { latitude: 28.6139, longitude: 77.209 })).toBeCloseTo(1153, -1);
  });

  it('clusters dense hotels with their lowest price, and splits them apart closer in', () => {
    const pins = Array.from({ length: 30 }, (_, i) => ({
      id: `h${i}`,
      name: `H${i}`,
      location: { latitude: 19 + (i % 6) * 0.004, longitude: 72.8 + Math.floor(i / 6) * 0.004 },
      price: i === 7 ? null : 2000 + i * 100,
      currency: 'INR',
    }));
    const clusters = new PinClusters(pins);
    const far = clusters.at([60, 0, 100, 38], 6);
    expect(far).toHaveLength(1);
    expect(far[0]).toMatchObject({ kind: 'cluster', count: 30, minPrice: 2000 });
    const near = clusters.at([72.7, 18.9, 72.9, 19.1], 18);
    expect(near.filter((p) => p.kind === 'hotel')).toHaveLength(30);
    if (far[0].kind === 'cluster') expect(clusters.expansionZoom(far[0].id)).toBeGreaterThan(6);
  });

  it('reads the search from the address and writes it back', () => {
    const s = mapSearchFromParams(new URLSearchParams('destination=Goa&checkin=2026-04-01&checkout=2026-04-03&guests=3&page=2'));
    expect(s).toMatchObject({ destination: 'Goa', checkin: '2026-04-01', checkout: '2026-04-03', guests: 3, page: 2 });
    expect(mapSearchParams(s).toString()).toBe('destination=Goa&checkin=2026-04-01&checkout=2026-04-03&guests=3&page=2');
    expect(mapSearchInput(s)).toMatchObject({ destination: 'Goa', page: 2, pageSize: MAP_PAGE_SIZE });

    const area = mapSearchFromParams(new URLSearchParams('lat=15.55&lng=73.76&radius=400'));
    expect(area.near).toEqual({ latitude: 15.55, longitude: 73.76, radiusKm: 50 });
    expect(mapSearchInput(area)).toMatchObject({ near: { latitude: 15.55, longitude: 73.76, radiusKm: 50 } });
    expect(mapSearchInput(area).destination).toBeUndefined();
    // The hero's ?search= is read as the destination too; nonsense coordinates are ignored.
    expect(mapSearchFromParams(new URLSearchParams('search=Jaipur&lat=abc&lng=1')).destination).toBe('Jaipur');
    expect(mapSearchFromParams(new URLSearchParams('lat=95&lng=10')).near).toBeUndefined();
  });
});

describe('/map-search', () => {
  const address = `/map-search?destination=Mumbai&checkin=${STAY.checkin}&checkout=${STAY.checkout}&guests=2`;
  const input = mapSearchInput(mapSearchFromParams(new URLSearchParams(address.split('?')[1])));

  it('counts the hotels of a large city with Indian digit grouping', async () => {
    renderAt(page(), { path: '/map-search', initialEntries: [address], mocks: [mapMock(input, mumbaiHotels(4), 'Mumbai', 12345)] });
    await waitFor(() => expect(screen.getByText('Showing 4 of 12,345 hotels in Mumbai')).toBeInTheDocument(), slow);
  });

  it(
    'shows the hotels as price pins on the app-drawn basemap, and a card with a link keeping the stay',
    async () => {
      const { container, router } = renderAt(page(), {
        path: '/map-search',
        initialEntries: [address],
        mocks: [mapMock(input, mumbaiHotels(4))],
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Mumbai on the map' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('4 hotel(s) in Mumbai')).toBeInTheDocument());
      const region = screen.getByRole('region', { name: 'Map of the hotels found' });
      // Each pin shows the price alone, and is a button named by the hotel and its price.
      const pin = await within(region).findByRole('button', { name: 'Mumbai Hotel 1, ₹4,250 per night' }, slow);
      expect(pin).toHaveTextContent('₹4,250');
      const soldOut = within(region).getByRole('button', { name: 'Mumbai Hotel 4, sold out' });
      expect(within(soldOut).getByText('Sold out')).toBeInTheDocument();
      // The basemap came from the app's own origin, once for all the maps of this page load, and was
      // drawn (India's shape, Mumbai's label).
      await waitFor(() => expect(basemapRequests).toEqual([BASEMAP_URL]));
      await waitFor(() => expect(container.querySelector('path.leaflet-interactive, svg path')).not.toBeNull());

      fireEvent.click(pin);
      const card = await screen.findByRole('dialog', { name: 'Mumbai Hotel 1' });
      expect(within(card).getByText('₹4,250')).toBeInTheDocument();
      expect(within(card).getByText(/per night, incl\. taxes/)).toBeInTheDocument();
      expect(within(card).getByLabelText('4 stars')).toBeInTheDocument();
      const link = within(card).getByRole('link', { name: 'View hotel' });
      expect(link).toHaveAttribute('href', `/hotels/lp100?checkin=${STAY.checkin}&checkout=${STAY.checkout}&guests=2`);
      fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/map-search');
    },
    slow.timeout,
  );

  it(
    '"Search this area" after the traveller zooms: a near search of the visible circle, in the address',
    async () => {
      const areaHotels = mumbaiHotels(2).map((h) => ({ ...h, id: `${h.id}a`, name: `Area ${h.name}` }));
      const areaMock: MockedResponse = {
        request: {
          query: MapSearchQuery,
          variables: (v: { input: Record<string, unknown> }) => {
            const near = v.input.near as { latitude: number; longitude: number; radiusKm: number } | undefined;
            return (
              !!near &&
              v.input.destination === undefined &&
              near.radiusKm >= 0.5 &&
              near.radiusKm <= 50 &&
              Math.abs(near.latitude - 19.05) < 0.3 &&
              Math.abs(near.longitude - 72.85) < 0.3 &&
              v.input.checkin === STAY.checkin &&
              v.input.page === 1
            );
          },
        },
        result: mapMock(input, areaHotels, 'Mumbai').result,
        delay: 200,
      };
      const { router } = renderAt(page(), {
        path: '/map-search',
        initialEntries: [address],
        mocks: [mapMock(input, mumbaiHotels(4)), areaMock],
      });
      const region = await screen.findByRole('region', { name: 'Map of the hotels found' });
      await within(region).findByRole('button', { name: 'Mumbai Hotel 1, ₹4,250 per night' }, slow);
      // Fitting the search's hotels is the app's own move: no offer yet.
      expect(screen.queryByRole('button', { name: /Search this area/ })).not.toBeInTheDocument();
      fireEvent.click(within(region).getByRole('button', { name: 'Zoom in' }));
      fireEvent.click(await screen.findByRole('button', { name: /Search this area/ }, slow));
      await waitFor(() => expect(router.state.location.search).toMatch(/lat=19\.\d+&lng=72\.\d+&radius=\d/));
      expect(router.state.location.search).not.toContain('destination=');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in this area' })).toBeInTheDocument();
      // While the area's answer is on its way, the count is not the last search's under the area's name.
      expect(screen.getByRole('status')).toHaveTextContent('Searching hotels...');
      expect(await within(region).findByRole('button', { name: 'Area Mumbai Hotel 1, ₹4,250 per night' }, slow)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('2 hotel(s) in this area');
    },
    slow.timeout,
  );

  it(
    "names its zoom buttons and the Leaflet credit in the page's language, in Hindi too",
    async () => {
      const { i18n } = await import('../../client/src/lib/i18n.ts');
      await i18n.changeLanguage('hi');
      await i18n.loadNamespaces(['map']);
      try {
        // In Hindi the search asks for the hotels' texts in Hindi: an English question would go unanswered.
        renderAt(page(), {
          path: '/map-search',
          initialEntries: [address],
          mocks: [mapMock({ language: 'HI', ...input }, mumbaiHotels(2))],
        });
        const region = await screen.findByRole('region', { name: 'मिले हुए होटलों का मैप' }, slow);
        expect(within(region).getByRole('button', { name: 'ज़ूम इन करें' })).toHaveAttribute('title', 'ज़ूम इन करें');
        expect(within(region).getByRole('button', { name: 'ज़ूम आउट करें' })).toBeInTheDocument();
        expect(within(region).getByRole('link', { name: 'Leaflet' })).toHaveAttribute('title', 'इंटरैक्टिव मैप के लिए एक JavaScript लाइब्रेरी');
        expect(region.innerHTML).not.toMatch(/Zoom in|Zoom out|A JavaScript library/);
      } finally {
        // The page first: one still on screen would search again in English.
        cleanup();
        await i18n.changeLanguage('en');
      }
    },
    slow.timeout,
  );

  it(
    'keeps a list one tap away: the same hotels as links, in order, with price or Sold out',
    async () => {
      renderAt(page(), { path: '/map-search', initialEntries: [address], mocks: [mapMock(input, mumbaiHotels(3))] });
      fireEvent.click(await screen.findByRole('button', { name: /Show list/ }));
      const list = await screen.findByRole('list', { name: 'Hotels found' });
      const links = within(list).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual(['Mumbai Hotel 1', 'Mumbai Hotel 2', 'Mumbai Hotel 3']);
      expect(links[1]).toHaveAttribute('href', `/hotels/lp101?checkin=${STAY.checkin}&checkout=${STAY.checkout}&guests=2`);
      await waitFor(() => expect(within(list).getByText(/₹5,250 per night, incl\. taxes/)).toBeInTheDocument());
      expect(within(list).getByText(/Sold out for these dates/)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Map of the hotels found' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /Show map/ }));
      expect(await screen.findByRole('region', { name: 'Map of the hotels found' })).toBeInTheDocument();
    },
    slow.timeout,
  );

  it(
    "with nothing in the address, searches the traveller's preferred city",
    async () => {
      writeCity('Mumbai');
      try {
        const defaults = mapSearchInput({ ...mapSearchFromParams(new URLSearchParams()), destination: 'Mumbai' });
        renderAt(page(), { path: '/map-search', initialEntries: ['/map-search'], mocks: [mapMock(defaults, mumbaiHotels(2))] });
        expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Mumbai on the map' })).toBeInTheDocument();
        await waitFor(() => expect(screen.getByText('2 hotel(s) in Mumbai')).toBeInTheDocument());
      } finally {
        localStorage.clear();
      }
    },
    slow.timeout,
  );

  it(
    'with nothing in the address, shows India and asks for a destination (no search is sent)',
    async () => {
      renderAt(page(), { path: '/map-search', initialEntries: ['/map-search'], mocks: [] });
      expect(await screen.findByRole('heading', { level: 1, name: 'Search on Map' })).toBeInTheDocument();
      expect(screen.getByText('Choose a destination, or move the map and search this area.')).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Map of the hotels found' })).toBeInTheDocument();
    },
    slow.timeout,
  );
});
