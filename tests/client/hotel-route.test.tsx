// The hotel route through the real route table: its loader starts the page's query on the client the
// router context hands it (main.tsx puts the app's client there), never on a module global.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NormalizedCacheObject } from '@apollo/client';
import { i18n } from '../../client/src/lib/i18n.ts';
import { routes } from '../../client/src/app/router.tsx';
import { HotelPageQuery } from '../../client/src/routes/hotel/query.ts';
import { BASEMAP_URL } from '../../client/src/features/map/Basemap.tsx';
import { loadLocationMap } from '../../client/src/features/map/lazy.ts';
import { hotel } from './hotel-fixture.ts';
import { renderRoutes } from './render-shell.tsx';

afterEach(async () => {
  // The page first: a hotel page still on screen would ask for its texts in English again.
  cleanup();
  await i18n.changeLanguage('en');
});

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
      mocks: [
        {
          request: { query: HotelPageQuery, variables: { id: 'lp42', language: 'EN' } },
          result: { data: { hotel: hotel({ location: null }) } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' }, { timeout: 10_000 })).toBeInTheDocument();
    // The page's second pass (below the overview) has drawn, and the map would have had its turn.
    expect(await screen.findByText('Hotel Policies', {}, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(vi.mocked(fetch).mock.calls.map(([input]) => urlOf(input))).not.toContain(BASEMAP_URL);
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });

  it("asks for the hotel's texts in the language the app shows, and again after a switch, keeping the page", async () => {
    const english = hotel({ location: null });
    const hindi = hotel({ location: null, descriptionHtml: '<p>एक <strong>महल</strong> होटल।</p>' });
    // One answer per language: a second English question (after switching back) would fail the test as unmocked.
    const { client } = renderRoutes(routes, {
      initialEntries: ['/hotels/lp42'],
      mocks: [
        { request: { query: HotelPageQuery, variables: { id: 'lp42', language: 'EN' } }, result: { data: { hotel: english } } },
        { request: { query: HotelPageQuery, variables: { id: 'lp42', language: 'HI' } }, result: { data: { hotel: hindi } }, delay: 50 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('palace').tagName).toBe('STRONG');
    // State on the page that a switch must keep: all the facilities shown.
    await userEvent.click(await screen.findByRole('button', { name: 'Show All 14 Facilities' }, { timeout: 10_000 }));
    expect(screen.getByText('Facility 14')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('hi'));
    // The page stays while the Hindi texts are asked for; then they replace the English ones.
    expect(screen.getByRole('heading', { name: 'Rambagh Palace' })).toBeInTheDocument();
    expect(await screen.findByText('महल', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('palace')).not.toBeInTheDocument();
    expect(screen.getByText('Facility 14')).toBeInTheDocument();

    // Back to English: the English answer is still in the cache, kept apart from the Hindi one.
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('palace')).toBeInTheDocument();
    expect(screen.queryByText('महल')).not.toBeInTheDocument();
    expect(screen.getByText('Facility 14')).toBeInTheDocument();
    expect((client.cache.extract() as NormalizedCacheObject).ROOT_QUERY).toMatchObject({
      'hotel({"id":"lp42","language":"EN"})': { descriptionHtml: english.descriptionHtml },
      'hotel({"id":"lp42","language":"HI"})': { descriptionHtml: hindi.descriptionHtml },
    });
  });

  it('sends no question for the Hindi texts when the traveller left the page before the connection came back', async () => {
    const online = (value: boolean) => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    };
    const { client, unmount } = renderRoutes(routes, {
      initialEntries: ['/hotels/lp42'],
      mocks: [
        {
          request: { query: HotelPageQuery, variables: { id: 'lp42', language: 'EN' } },
          result: { data: { hotel: hotel({ location: null }) } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Rambagh Palace' }, { timeout: 10_000 })).toBeInTheDocument();
    const query = vi.spyOn(client, 'query');
    try {
      online(false);
      await act(() => i18n.changeLanguage('hi'));
      // Offline, the question waits for the connection; the traveller leaves the page meanwhile.
      expect(query).not.toHaveBeenCalled();
      unmount();
      online(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(query).not.toHaveBeenCalled();
    } finally {
      online(true);
    }
  });

  it('opens in Hindi with the Hindi texts', async () => {
    await i18n.changeLanguage('hi');
    renderRoutes(routes, {
      initialEntries: ['/hotels/lp42'],
      mocks: [
        {
          request: { query: HotelPageQuery, variables: { id: 'lp42', language: 'HI' } },
          result: { data: { hotel: hotel({ location: null, descriptionHtml: '<p>एक <strong>महल</strong> होटल।</p>' }) } },
        },
      ],
    });
    expect(await screen.findByText('महल', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
