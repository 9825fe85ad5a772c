// The hotel list page (/hotels, /hotels/{city}): its state lives in the address. The address decides
// what is searched (destination, dates, guests, page, type → the provider's hotelTypeId), and the
// compact form and the pagination write their choices back into the address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Component as HotelsRoute } from '../../client/src/routes/hotels/index.tsx';
import { HotelListPage } from '../../client/src/features/hotel-list/HotelListPage.tsx';

import { HotelTypesQuery } from '../../client/src/features/hotel-list/operations.ts';
import { NO_FILTERS, listSearch, listStateFromParams } from '../../client/src/features/hotel-list/listState.ts';
import { listHotels, listMock, listMocks } from './list-fixture.ts';
import { i18n } from '../../client/src/lib/i18n.ts';
import type { SearchHotelsQueryVariables } from '../../client/src/__generated__/graphql.ts';
import { renderRoutes } from './render-shell.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0, 0)); // 10 March 2026
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const slow = { timeout: 8000 };

function searchMock(input: SearchHotelsQueryVariables['input'], total: number, stale = false): MockedResponse[] {
  return listMocks(input, { total, stale });
}

const typesMock: MockedResponse = {
  request: { query: HotelTypesQuery },
  result: {
    data: {
      hotelTypes: [
        { __typename: 'HotelType', id: 204, name: 'Hotels' },
        { __typename: 'HotelType', id: 206, name: 'Resorts' },
        { __typename: 'HotelType', id: 213, name: 'Villas' },
      ],
    },
  },
};

function renderList(entry: string, mocks: MockedResponse[]) {
  return renderRoutes(
    [
      { path: '/hotels', element: <HotelsRoute /> },
      { path: '/hotels/:city', element: <HotelListPage cityFromPath="Mumbai" /> },
    ],
    { initialEntries: [entry], mocks },
  );
}

const base = { checkin: '2026-03-17', checkout: '2026-03-19', guests: 2, pageSize: 12 };

describe('list state in the address', () => {
  it('reads every part, with the default stay when parts are missing or unreadable', () => {
    expect(
      listStateFromParams(new URLSearchParams('destination=Goa&checkin=2026-04-01&checkout=2026-04-03&guests=4&page=3&type=Villas')),
    ).toEqual({
      destination: 'Goa',
      checkin: '2026-04-01',
      checkout: '2026-04-03',
      guests: 4,
      page: 3,
      type: 'Villas',
      filters: NO_FILTERS,
      sort: 'recommended',
    });
    expect(listStateFromParams(new URLSearchParams('destination=Goa&checkin=junk&guests=99&page=-2'))).toEqual({
      destination: 'Goa',
      checkin: '2026-03-17',
      checkout: '2026-03-19',
      guests: 10,
      page: 1,
      type: undefined,
      filters: NO_FILTERS,
      sort: 'recommended',
    });
    // Zero nights is impossible: check-out moves to the day after check-in.
    expect(listStateFromParams(new URLSearchParams('destination=Goa&checkin=2026-05-10&checkout=2026-05-10')).checkout).toBe('2026-05-11');
  });

  it('writes a round-trippable query, leaving the city out of /hotels/{city} and page 1 out', () => {
    const state = {
      destination: 'Goa',
      checkin: '2026-04-01',
      checkout: '2026-04-03',
      guests: 3,
      page: 1,
      type: 'Resorts',
      filters: NO_FILTERS,
      sort: 'recommended' as const,
    };
    expect(listSearch(state)).toBe('?destination=Goa&checkin=2026-04-01&checkout=2026-04-03&guests=3&type=Resorts');
    expect(listSearch({ ...state, page: 2 }, { destinationInPath: true })).toBe(
      '?checkin=2026-04-01&checkout=2026-04-03&guests=3&type=Resorts&page=2',
    );
    expect(listStateFromParams(new URLSearchParams(listSearch({ ...state, page: 4 })))).toEqual({ ...state, page: 4 });
  });
});

describe('/hotels page', () => {
  it('with no destination offers the popular cities, keeping the chosen type', async () => {
    renderList('/hotels?type=Resorts', [typesMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Resorts' }, slow)).toBeInTheDocument();
    const goa = screen.getByRole('link', { name: /Goa/ });
    expect(goa.getAttribute('href')).toBe('/hotels?destination=Goa&checkin=2026-03-17&checkout=2026-03-19&guests=2&type=Resorts');
    expect(screen.getAllByRole('link', { name: /Mumbai|Delhi|Bangalore|Goa|Jaipur|Kolkata|Hyderabad|Chennai/ })).toHaveLength(8);
  });

  it('searches what the address says, sending the type as the provider hotelTypeId', async () => {
    renderList('/hotels?destination=Goa&checkin=2026-04-01&checkout=2026-04-03&guests=3&page=2&type=villas', [
      typesMock,
      ...searchMock(
        { destination: 'Goa', checkin: '2026-04-01', checkout: '2026-04-03', guests: 3, hotelTypeId: 213, page: 2, pageSize: 12 },
        30,
      ),
    ]);
    expect(await screen.findByText('Found 30 hotel(s) in Goa', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Villas in Goa' })).toBeInTheDocument();
    expect(screen.getByText('Goa Hotel 13')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The cards carry the list's stay to the hotel page.
    expect(screen.getAllByRole('link', { name: 'View Details' })[0].getAttribute('href')).toBe(
      '/hotels/lp13?checkin=2026-04-01&checkout=2026-04-03&guests=3',
    );
  });

  it('counts the hotels found with Indian digit grouping', async () => {
    renderList(
      '/hotels?destination=Goa&checkin=2026-03-17&checkout=2026-03-19&guests=2',
      searchMock({ destination: 'Goa', ...base, page: 1 }, 123456),
    );
    expect(await screen.findByText('Found 1,23,456 hotel(s) in Goa', undefined, slow)).toBeInTheDocument();
  });

  it('the form alerts on an empty destination and otherwise writes the search into the address at page 1', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderList('/hotels', [...searchMock({ destination: 'Jaipur', ...base, guests: 4, page: 1 }, 3)]);
    const submit = await screen.findByRole('button', { name: /Search/ }, slow);
    await userEvent.click(submit);
    expect(alert).toHaveBeenCalledWith('Please enter a destination');
    expect(router.state.location.search).toBe('');

    await userEvent.type(screen.getByLabelText('Destination'), 'Jaipur');
    // Guests is the Rooms & Guests picker: one room of 4 adults is still the spec's guests=4.
    await userEvent.click(screen.getByRole('button', { name: /Guests 1 room · 2 adults/ }));
    const picker = await screen.findByRole('dialog', { name: 'Rooms & Guests' }, slow);
    await userEvent.click(within(picker).getByRole('button', { name: 'More adults in room 1' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'More adults in room 1' }));
    expect(within(picker).getByRole('button', { name: 'More adults in room 1' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Guests 1 room · 4 adults/ })).toBeInTheDocument());
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Jaipur&checkin=2026-03-17&checkout=2026-03-19&guests=4'));
    expect(await screen.findByText('Found 3 hotel(s) in Jaipur', undefined, slow)).toBeInTheDocument();
  });

  it('reads several rooms with children from the address, searches them, and the cards price and link them', async () => {
    const occupancies = [
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ];
    renderList(
      '/hotels?destination=Goa&checkin=2026-03-17&checkout=2026-03-19&rooms=2&occ=2-7_2',
      searchMock({ destination: 'Goa', checkin: '2026-03-17', checkout: '2026-03-19', occupancies, page: 1, pageSize: 12 }, 2),
    );
    expect(await screen.findByText('Found 2 hotel(s) in Goa', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Guests 2 rooms · 4 adults · 1 child/ })).toBeInTheDocument();
    // The quick answer (prices pending) can render first: the prices arrive with the full one.
    expect(await screen.findByText(/₹6,400 for 2 nights, 2 rooms, incl\. taxes$/, undefined, slow)).toBeInTheDocument();
    expect(screen.getByText(/₹6,600 for 2 nights, 2 rooms, incl\. taxes$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      '/hotels/lp1?checkin=2026-03-17&checkout=2026-03-19&rooms=2&occ=2-7_2',
    );
  });

  it('/hotels/{city}: pagination writes ?page= and the stale notice shows when prices are old', async () => {
    const { router } = renderList('/hotels/mumbai', [
      ...searchMock({ destination: 'Mumbai', ...base, page: 1 }, 40, true),
      ...searchMock({ destination: 'Mumbai', ...base, page: 2 }, 40, true),
    ]);
    expect(await screen.findByText('Found 40 hotel(s) in Mumbai', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Prices may be out of date.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/mumbai'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    expect(await screen.findByText('Mumbai Hotel 13', undefined, slow)).toBeInTheDocument();
  });
});

describe('the list in the language the app shows', () => {
  afterEach(async () => {
    // The list first: one still on screen would ask again in English.
    cleanup();
    await i18n.changeLanguage('en');
  });

  const hindiHotels = (offset: number) =>
    listHotels(12, 'Mumbai', offset).map((h) => ({ ...h, name: h.name.replace('Mumbai Hotel', 'मुंबई होटल'), address: 'मेन रोड' }));

  it("asks for the hotels' texts in Hindi after a switch, keeping the page, and back in English from the cache", async () => {
    const input = { destination: 'Mumbai', ...base, page: 2 };
    // One answer per language: a second English question (after switching back) would fail as unmocked. In
    // Hindi only the full answer is mocked: the prices are known, so asking the quick one too fails the test.
    const { router } = renderList('/hotels/mumbai?page=2', [
      ...listMocks(input, { total: 40 }),
      listMock({ language: 'HI', ...input }, { total: 40, hotels: hindiHotels(12), delay: 300 }),
    ]);
    expect(await screen.findByText('Mumbai Hotel 13', undefined, slow)).toBeInTheDocument();

    await act(() => i18n.changeLanguage('hi'));
    // Until the Hindi answer comes, the English page stays on screen, not a spinner.
    expect(screen.getByText('Mumbai Hotel 13')).toBeInTheDocument();
    expect(await screen.findByText('मुंबई होटल 13', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('Mumbai Hotel 13')).not.toBeInTheDocument();
    // The same page of the same search.
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(screen.getAllByText('मेन रोड', { exact: false }).length).toBeGreaterThan(0);

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Mumbai Hotel 13', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('मुंबई होटल 13')).not.toBeInTheDocument();
  });

  it('keeps the list on screen after a switch made with no signal, and shows it in Hindi once the signal returns', async () => {
    const input = { destination: 'Mumbai', ...base, page: 1 };
    const hindi = listMock({ language: 'HI', ...input }, { total: 40, hotels: hindiHotels(0) });
    renderList('/hotels/mumbai', [
      ...listMocks(input, { total: 40 }),
      { request: hindi.request, error: new TypeError('Failed to fetch') },
      hindi,
    ]);
    expect(await screen.findByText('Mumbai Hotel 1', undefined, slow)).toBeInTheDocument();
    const setOnline = (online: boolean) => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    };
    setOnline(false);
    try {
      await act(() => i18n.changeLanguage('hi'));
      // The notice, in Hindi, above the list as it was: not the list replaced by it.
      expect(await screen.findByText('आप ऑफ़लाइन हैं', undefined, slow)).toBeInTheDocument();
      expect(screen.getByText('Mumbai Hotel 1')).toBeInTheDocument();
      expect(screen.getByTestId('hotel-count')).toBeInTheDocument();
    } finally {
      setOnline(true);
    }
    expect(await screen.findByText('मुंबई होटल 1', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('आप ऑफ़लाइन हैं')).not.toBeInTheDocument());
  });

  it('opens in Hindi with the Hindi texts', async () => {
    await i18n.changeLanguage('hi');
    renderList('/hotels/mumbai', [
      ...listMocks({ language: 'HI', destination: 'Mumbai', ...base, page: 1 }, { total: 40, hotels: hindiHotels(0) }),
    ]);
    expect(await screen.findByText('मुंबई होटल 1', undefined, slow)).toBeInTheDocument();
  });
});
