// The app shell through the real route table: top bar, footer links, placeholder pages, 404, and a
// city slug under /hotels/ that lists the city's hotels instead of 'Hotel Not Found'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { routes } from '../../client/src/app/router.tsx';
import { listHotels, listMocks } from './list-fixture.ts';
import { createMockClient, renderRoutes } from './render-shell.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0, 0));
});
afterEach(() => vi.useRealTimers());

/** The search /hotels/mumbai sends on 10 March 2026 (default stay: a week ahead, 2 nights, 2 guests), in its two phases. */
const mumbaiSearch = listMocks(
  { destination: 'Mumbai', checkin: '2026-03-17', checkout: '2026-03-19', guests: 2, page: 1, pageSize: 12 },
  {
    total: 1,
    stale: true,
    hotels: listHotels(1, 'Mumbai', 1896, {
      name: 'Sea View Residency',
      address: 'Marine Drive',
      description: null,
      stars: 3,
      rating: null,
      reviewCount: 0,
      priceFrom: null,
    }),
  },
);

describe('app shell', () => {
  it('has the top bar links, the city button and exactly the footer links of the spec', async () => {
    renderRoutes(routes, { initialEntries: ['/about'] });
    expect(await screen.findByText('Coming Soon', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('About Us')).toBeInTheDocument();

    expect(within(screen.getByRole('link', { name: /^StayIndia/ })).getByText('StayIndia')).toBeInTheDocument();
    expect(screen.getByText("India's Premier Hotel Booking")).toBeInTheDocument();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/hotels', '/destinations', '/about', '/contact']);
    expect(screen.getByRole('button', { name: 'Select City' })).toBeInTheDocument();

    // The footer loads just after the page (its own chunk): wait for it, then check it whole.
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(quick.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/hotels');
    expect(quick.getByRole('link', { name: 'Popular Destinations' })).toHaveAttribute('href', '/destinations');
    expect(quick.getByRole('link', { name: 'Special Offers' })).toHaveAttribute('href', '/offers');
    expect(quick.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    const cities = within(screen.getByRole('navigation', { name: 'Top cities' }));
    expect(cities.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/hotels/mumbai',
      '/hotels/delhi',
      '/hotels/bangalore',
      '/hotels/goa',
      '/hotels/jaipur',
    ]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/^© 2025/)).toBeInTheDocument();
    // The social icons: a named group of named pictures (a name on a plain <div> is not announced).
    const social = within(screen.getByRole('group', { name: 'Social media' }));
    expect(social.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['Facebook', 'X', 'Instagram', 'LinkedIn']);
    expect(screen.getByRole('link', { name: /support@stayindia\.in/ })).toHaveAttribute('href', 'mailto:support@stayindia.in');
  });

  it.each([
    ['/destinations', 'Destinations Page'],
    ['/contact', 'Contact Us'],
    ['/offers', 'Special Offers'],
  ])('shows Coming Soon on %s', async (path, name) => {
    renderRoutes(routes, { initialEntries: [path] });
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('button')).toBeNull();
  });

  it('shows the map search on /map-search (issue 15 replaced the placeholder)', async () => {
    // The map asks the app for its basemap; nothing else may be fetched.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url !== '/api/map/basemap') throw new Error(`Unhandled network call in a test: ${url}`);
        return Response.json({
          kind: 'vector',
          bounds: [60, 0, 100, 38],
          attribution: 'Natural Earth',
          countries: { type: 'FeatureCollection', features: [] },
          cities: [],
        });
      }),
    );
    renderRoutes(routes, { initialEntries: ['/map-search'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search on Map' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Map of the hotels found' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows a 404 page for an unknown address', async () => {
    renderRoutes(routes, { initialEntries: ['/no/such/page'] });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    // One link home, not a button inside a link (two tab stops, and content a link may not hold).
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Home' })).toBeNull();
    // antd's picture is decoration: its English <title> ("No Found") is not announced, in any language.
    expect(screen.getByTitle('No Found').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("lists a city's hotels for a city slug under /hotels/", async () => {
    renderRoutes(routes, {
      initialEntries: ['/hotels/mumbai'],
      mocks: mumbaiSearch,
    });
    // The first visit compiles the lazily loaded hotel route, which takes a while under jsdom.
    expect(await screen.findByText('Sea View Residency', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hotels in Mumbai' })).toBeInTheDocument();
    expect(screen.getByText('Found 1 hotel(s) in Mumbai')).toBeInTheDocument();
    expect(screen.getByText('Prices may be out of date.')).toBeInTheDocument();
    expect(screen.queryByText('Hotel Not Found')).not.toBeInTheDocument();
  });

  it("starts a city list's search in the route loader, before the list renders, and sends it once", async () => {
    const sent: { operation: string; quick: boolean; listOnScreen: boolean }[] = [];
    const recorder = new ApolloLink((operation, forward) => {
      sent.push({
        operation: operation.operationName ?? '',
        quick: (operation.variables.input as { waitForPrices?: boolean }).waitForPrices === false,
        listOnScreen: !!screen.queryByRole('heading', { name: 'Hotels in Mumbai' }),
      });
      return forward(operation);
    });
    // Each mock answers once: a second identical request would fail the test.
    renderRoutes(routes, { initialEntries: ['/hotels/mumbai'], client: createMockClient(mumbaiSearch, [recorder]) });
    expect(await screen.findByText('Sea View Residency', undefined, { timeout: 10_000 })).toBeInTheDocument();
    // The full search (with prices) starts in the loader; the list's quick first answer (no prices) may follow.
    expect(sent.filter((s) => !s.quick)).toEqual([{ operation: 'HotelListSearch', quick: false, listOnScreen: false }]);
    expect(sent.filter((s) => s.quick).length).toBeLessThanOrEqual(1);
  });
});
