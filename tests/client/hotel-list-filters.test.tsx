// The list page's filters and sort (issue 15 §3): everything lives in the address, each option shows its
// count, applied filters are removable chips, an emptied list offers to take back the filter that emptied
// it, and cards show before their prices (two-phase loading).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { HotelListPage } from '../../client/src/features/hotel-list/HotelListPage.tsx';
import { SearchResultsDialog } from '../../client/src/features/search/SearchResultsDialog.tsx';
import { SearchHotelsQuery } from '../../client/src/features/hotel-list/searchOperations.ts';
import {
  NO_FILTERS,
  listSearch,
  listStateFromParams,
  searchInput,
  waitsForPrices,
  type ListState,
} from '../../client/src/features/hotel-list/listState.ts';
import type { HotelSearchInput } from '../../client/src/__generated__/graphql.ts';
import { listHotels, listMock, listMocks, quickListMock } from './list-fixture.ts';
import { renderAt, renderRoutes } from './render-shell.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0, 0)); // 10 March 2026
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const slow = { timeout: 8000 };
const stay = { checkin: '2026-03-17', checkout: '2026-03-19', guests: 2, pageSize: 12 };
const mumbai = (extra: Partial<HotelSearchInput> = {}): HotelSearchInput => ({ destination: 'Mumbai', ...stay, page: 1, ...extra });

function renderCity(search: string, mocks: MockedResponse[]) {
  return renderRoutes(
    [
      { path: '/hotels/:city', element: <HotelListPage cityFromPath="Mumbai" /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [`/hotels/mumbai${search}`], mocks },
  );
}

const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('filters and sort in the address', () => {
  const state: ListState = {
    destination: 'Goa',
    checkin: '2026-04-01',
    checkout: '2026-04-03',
    guests: 2,
    page: 2,
    filters: {
      priceMin: 2000,
      priceMax: 8000,
      stars: [4, 5],
      minRating: 4,
      freeCancel: true,
      meals: ['BREAKFAST'],
      types: [204],
      amenities: [5, 12],
    },
    sort: 'price_asc',
  };

  it('writes every filter and the sort, and reads them back unchanged', () => {
    const search = listSearch(state);
    expect(search).toBe(
      '?destination=Goa&checkin=2026-04-01&checkout=2026-04-03&guests=2&price=2000-8000&stars=4%2C5&rating=4&freeCancel=1&meals=BREAKFAST&types=204&amenities=5%2C12&sort=price_asc&page=2',
    );
    expect(listStateFromParams(new URLSearchParams(search))).toEqual({ ...state, type: undefined });
  });

  it('drops what it cannot read instead of failing, and leaves the defaults out', () => {
    const s = listStateFromParams(
      new URLSearchParams('destination=Goa&price=abc&stars=9,4,x,4&rating=2&freeCancel=yes&meals=breakfast,LUNCH&types=-1&sort=cheapest'),
    );
    expect(s.filters).toEqual({ ...NO_FILTERS, stars: [4], meals: ['BREAKFAST'] });
    expect(s.sort).toBe('recommended');
    expect(listStateFromParams(new URLSearchParams('price=9000-3000')).filters).toMatchObject({ priceMin: 3000, priceMax: 9000 });
    expect(listStateFromParams(new URLSearchParams('price=-5000')).filters).toMatchObject({ priceMin: undefined, priceMax: 5000 });
    expect(listSearch({ ...state, filters: NO_FILTERS, sort: 'recommended', page: 1 })).toBe(
      '?destination=Goa&checkin=2026-04-01&checkout=2026-04-03&guests=2',
    );
  });

  it('sends the API its filters and sort; only prices and rate properties make the first answer wait', () => {
    expect(searchInput(state)).toEqual({
      destination: 'Goa',
      checkin: '2026-04-01',
      checkout: '2026-04-03',
      guests: 2,
      hotelTypeId: undefined,
      filters: {
        priceMin: 2000,
        priceMax: 8000,
        stars: [4, 5],
        minRating: 4,
        freeCancellation: true,
        boards: ['BREAKFAST'],
        hotelTypeIds: [204],
        facilityIds: [5, 12],
      },
      sort: 'PRICE_LOW_TO_HIGH',
      page: 2,
      pageSize: 12,
    });
    expect(waitsForPrices(state)).toBe(true);
    expect(waitsForPrices({ filters: { ...NO_FILTERS, stars: [5], minRating: 4, amenities: [5] }, sort: 'rating' })).toBe(false);
    expect(waitsForPrices({ filters: NO_FILTERS, sort: 'price_desc' })).toBe(true);
    expect(waitsForPrices({ filters: { ...NO_FILTERS, freeCancel: true }, sort: 'recommended' })).toBe(true);
  });
});

describe('the filter column', () => {
  it('shows each option with its count, the N of M line, and writes a ticked filter into the address at page 1', async () => {
    const { router } = renderCity('?page=2', [
      ...listMocks(mumbai({ page: 2 }), { total: 40 }),
      ...listMocks(mumbai({ filters: { stars: [5] } }), { total: 7, unfilteredTotal: 40 }),
    ]);
    expect(await screen.findByTestId('hotel-count', undefined, slow)).toHaveTextContent('40 of 40 hotels');
    const panel = screen.getAllByTestId('filter-panel')[0];
    expect(within(panel).getByRole('group', { name: 'Star rating' })).toHaveTextContent('5 stars (7)');
    expect(within(panel).getByRole('group', { name: 'Guest rating' })).toHaveTextContent('4.5+ (6)');
    expect(within(panel).getByRole('group', { name: 'Cancellation' })).toHaveTextContent('Free cancellation (17)');
    expect(within(panel).getByRole('group', { name: 'Meals' })).toHaveTextContent('Breakfast included (22)');
    expect(within(panel).getByRole('group', { name: 'Property type' })).toHaveTextContent('Resorts (9)');
    expect(within(panel).getByRole('group', { name: 'Popular amenities' })).toHaveTextContent('Swimming pool (11)');
    expect(within(panel).getByRole('group', { name: 'Price per night' })).toHaveTextContent('₹1,800 – ₹24,000+');

    await userEvent.click(within(panel).getByRole('checkbox', { name: /5 stars/ }));
    await waitFor(
      () =>
        expect(params(router.state.location.search)).toEqual({ ...params('checkin=2026-03-17&checkout=2026-03-19&guests=2'), stars: '5' }),
      slow,
    );
    await waitFor(() => expect(screen.getByTestId('hotel-count')).toHaveTextContent('7 of 40 hotels'), slow);
    const chips = screen.getByRole('group', { name: 'Applied filters' });
    expect(within(chips).getByText('5 stars')).toBeInTheDocument();
  });

  it('a chip takes its filter away, Clear all takes them all', async () => {
    const { router } = renderCity('?stars=4,5&freeCancel=1', [
      listMock(mumbai({ filters: { stars: [4, 5], freeCancellation: true } }), { total: 5, unfilteredTotal: 40 }),
      ...listMocks(mumbai({ filters: { stars: [4, 5] } }), { total: 27, unfilteredTotal: 40 }),
      ...listMocks(mumbai(), { total: 40 }),
    ]);
    const chips = await screen.findByRole('group', { name: 'Applied filters' }, slow);
    expect(
      within(chips)
        .getAllByRole('button', { name: /^Remove filter/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove filter 5 stars', 'Remove filter 4 stars', 'Remove filter Free cancellation']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Free cancellation' }));
    await waitFor(() => expect(params(router.state.location.search).stars).toBe('4,5'), slow);
    expect(params(router.state.location.search).freeCancel).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('hotel-count')).toHaveTextContent('27 of 40 hotels'), slow);
    await userEvent.click(within(screen.getByRole('group', { name: 'Applied filters' })).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?checkin=2026-03-17&checkout=2026-03-19&guests=2'), slow);
    await waitFor(() => expect(screen.getByTestId('hotel-count')).toHaveTextContent('40 of 40 hotels'), slow);
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('an emptied list offers to remove the filter applied last', async () => {
    const { router } = renderCity('?stars=5', [
      ...listMocks(mumbai({ filters: { stars: [5] } }), { total: 7, unfilteredTotal: 40 }),
      ...listMocks(mumbai({ filters: { stars: [5], minRating: 4.5 } }), { total: 0, unfilteredTotal: 40, hotels: [] }),
    ]);
    const panel = (await screen.findAllByTestId('filter-panel', undefined, slow))[0];
    await userEvent.click(within(panel).getByRole('radio', { name: /4\.5\+/ }));
    expect(await screen.findByText('No hotels match these filters.', undefined, slow)).toBeInTheDocument();
    // The rating came after the stars: it is the one offered back, though stars come first in the address.
    await userEvent.click(screen.getByRole('button', { name: 'Remove "Rating 4.5+"' }));
    await waitFor(() => expect(params(router.state.location.search).rating).toBeUndefined(), slow);
    expect(params(router.state.location.search).stars).toBe('5');
    expect(await screen.findByText('Mumbai Hotel 1', undefined, slow)).toBeInTheDocument();
  });
});

describe('the sort menu', () => {
  it('offers the six orders and writes the chosen one into the address; a price sort waits for prices', async () => {
    const { router } = renderCity('', [
      ...listMocks(mumbai(), { total: 40 }),
      // No quick answer is mocked for the price sort: asking for one would fail the test.
      listMock(mumbai({ sort: 'PRICE_LOW_TO_HIGH' }), { total: 40, hotels: listHotels(12, 'Cheap Mumbai') }),
    ]);
    const sort = await screen.findByLabelText('Sort by', undefined, slow);
    await userEvent.click(sort);
    await screen.findAllByRole('option');
    const options = document.querySelectorAll('.ant-select-item-option-content');
    expect([...options].map((o) => o.textContent)).toEqual([
      'Recommended',
      'Price: low to high',
      'Price: high to low',
      'Guest rating',
      'Stars',
      'Distance',
    ]);
    await userEvent.click(screen.getByText('Price: low to high', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(params(router.state.location.search).sort).toBe('price_asc'), slow);
    expect(await screen.findByText('Cheap Mumbai Hotel 1', undefined, slow)).toBeInTheDocument();
  });
});

describe('two-phase loading', () => {
  it('shows the cards before their prices, then fills the prices in without emptying the list', async () => {
    renderCity('', [listMock(mumbai(), { total: 40, delay: 3000 }), quickListMock(mumbai(), { total: 40 })]);
    expect(await screen.findByText('Mumbai Hotel 1', undefined, slow)).toBeInTheDocument();
    expect(screen.getAllByTestId('hotel-card-price-loading')).toHaveLength(12);
    // Never 'No availability' for a price that is only on its way.
    expect(screen.queryByText('No availability for these dates')).not.toBeInTheDocument();
    // Counts that depend on the rates are not shown as zero while the rates are coming.
    const cancellation = screen.getAllByRole('group', { name: 'Cancellation' })[0];
    expect(cancellation).toHaveTextContent(/^CancellationFree cancellation$/);
    expect(screen.getAllByRole('group', { name: 'Price per night' })[0]).toHaveTextContent('Prices are loading...');
    await waitFor(() => expect(screen.queryAllByTestId('hotel-card-price-loading')).toHaveLength(0), slow);
    expect(screen.getByText('Mumbai Hotel 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('hotel-card-price')[0]).toHaveTextContent('₹3,200');
    expect(screen.getAllByTestId('hotel-card-free-cancellation')).toHaveLength(12);
    expect(screen.getAllByRole('group', { name: 'Cancellation' })[0]).toHaveTextContent('Free cancellation (17)');
  });
});

describe('phones: the filter drawer', () => {
  it('opens from the Filters button, titled, with Show N hotels that closes it', async () => {
    renderCity('?stars=4', [...listMocks(mumbai({ filters: { stars: [4] } }), { total: 20, unfilteredTotal: 40 })]);
    await userEvent.click(await screen.findByRole('button', { name: /Filters \(1\)/ }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByText('20 of 40 hotels')).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: /4 stars/ })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 20 hotels' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument(), slow);
  });
});

/** The results dialog's search for Goa answering no hotels (the dialog's link is what these tests read). */
function noHotelsInGoa(input: object): MockedResponse {
  return {
    request: { query: SearchHotelsQuery, variables: { input } },
    result: {
      data: {
        __typename: 'Query',
        searchHotels: {
          __typename: 'HotelSearchResult',
          destination: 'Goa',
          total: 0,
          page: 1,
          pageSize: 12,
          totalPages: 0,
          checkin: stay.checkin,
          checkout: stay.checkout,
          stale: false,
          hotels: [],
        },
      },
    },
  };
}

describe('the home results dialog', () => {
  it('links to the list page with the same search', async () => {
    const input = { destination: 'Goa', ...stay, page: 1 };
    const mock = noHotelsInGoa(input);
    renderAt(<SearchResultsDialog criteria={{ destination: 'Goa', ...stay }} page={1} onPageChange={() => {}} onClose={() => {}} />, {
      mocks: [mock],
    });
    const link = await screen.findByRole('link', { name: /See all with filters/ }, slow);
    expect(link.getAttribute('href')).toBe('/hotels?destination=Goa&checkin=2026-03-17&checkout=2026-03-19&guests=2');
  });

  it("keeps several rooms and the children's ages in the link, as the list page reads them", async () => {
    const rooms = [
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ];
    const input = { destination: 'Goa', checkin: stay.checkin, checkout: stay.checkout, pageSize: 12, occupancies: rooms, page: 1 };
    const mock = noHotelsInGoa(input);
    const criteria = { destination: 'Goa', checkin: stay.checkin, checkout: stay.checkout, guests: 5, rooms };
    renderAt(<SearchResultsDialog criteria={criteria} page={1} onPageChange={() => {}} onClose={() => {}} />, { mocks: [mock] });
    const link = await screen.findByRole('link', { name: /See all with filters/ }, slow);
    const params = new URL(link.getAttribute('href')!, 'http://x').searchParams;
    expect(params.get('rooms')).toBe('2');
    expect(params.get('occ')).toBe('2-7_2');
    expect(params.get('guests')).toBeNull();
    // and the list page reads back the same rooms
    expect(listStateFromParams(params).rooms).toEqual(rooms);
  });
});
