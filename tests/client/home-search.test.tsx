// The home search: form rules (empty destination, default dates, guest bounds, check-out minimum), the
// Rooms & Guests picker in the hero, and the results dialog (title, counts, paging, empty state, address
// parameters, several rooms with children in the address and the search).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Component as Home } from '../../client/src/routes/home/index.tsx';
import { SearchHotelsQuery } from '../../client/src/features/hotel-list/searchOperations.ts';
import type { SearchHotelsQueryVariables } from '../../client/src/__generated__/graphql.ts';
import { renderRoutes } from './render-shell.tsx';

// Only Date is faked: antd and user-event keep real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0, 0)); // 10 March 2026, local time
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderHome(initialEntry = '/', mocks: MockedResponse[] = []) {
  return renderRoutes(
    [
      { path: '/', element: <Home /> },
      { path: '/map-search', element: <div>MapSearch</div> },
    ],
    { initialEntries: [initialEntry], mocks },
  );
}

// Rendering a page of antd cards under jsdom can take seconds on a busy machine.
const slow = { timeout: 8000 };

const destination = () => screen.getByPlaceholderText('Where are you going?');
const checkin = () => screen.getByLabelText(/Check-in/) as HTMLInputElement;
const checkout = () => screen.getByLabelText(/Check-out/) as HTMLInputElement;
/** The hero's Guests field: the Rooms & Guests picker's button, named by its label and its summary. */
const guests = () => screen.getByRole('button', { name: /Guests \d+ rooms? ·/ });

function hotels(n: number, offset = 0) {
  return Array.from({ length: n }, (_, i) => ({
    __typename: 'HotelSummary' as const,
    id: `lp${offset + i + 1}`,
    name: `Goa Hotel ${offset + i + 1}`,
    thumbnail: null,
    mainPhoto: null,
    address: 'Calangute Beach Road',
    city: 'Goa',
    description: 'By the sea.',
    stars: 4,
    rating: 4.2,
    reviewCount: 10,
    priceFrom: { __typename: 'Money' as const, amount: 4500, currency: 'INR' },
    stayPrice: { __typename: 'Money' as const, amount: 9000, currency: 'INR' },
    payableAtHotel: null,
    suggestedStayPrice: null,
    freeCancellation: null,
    board: null,
  }));
}

function searchMock(input: SearchHotelsQueryVariables['input'], total: number, pageHotels: ReturnType<typeof hotels>): MockedResponse {
  const page = input.page ?? 1;
  return {
    request: { query: SearchHotelsQuery, variables: { input } },
    delay: 800,
    result: {
      data: {
        searchHotels: {
          __typename: 'HotelSearchResult',
          destination: 'Goa',
          total,
          page,
          pageSize: 12,
          totalPages: Math.ceil(total / 12),
          checkin: input.checkin,
          checkout: input.checkout,
          stale: false,
          hotels: pageHotels,
        },
      },
    },
  };
}

describe('home search form', () => {
  it('defaults to check-in today+7, check-out today+9 and 2 guests', () => {
    renderHome();
    expect(checkin().value).toBe('2026-03-17');
    expect(checkout().value).toBe('2026-03-19');
    expect(guests()).toHaveAccessibleName(/Guests 1 room · 2 adults$/);
  });

  it('does not allow check-in before today, and check-out follows the chosen check-in', () => {
    renderHome();
    expect(checkin()).toHaveAttribute('min', '2026-03-10');
    expect(checkout()).toHaveAttribute('min', '2026-03-17');
    fireEvent.change(checkin(), { target: { value: '2026-04-01' } });
    expect(checkout()).toHaveAttribute('min', '2026-04-01');
    // A check-out no longer after check-in moves to the next day.
    expect(checkout().value).toBe('2026-04-02');
  });

  it('alerts and searches nothing when the destination is empty', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderHome();
    await userEvent.type(destination(), '   ');
    await userEvent.click(screen.getByRole('button', { name: /Search Hotels/ }));
    expect(alert).toHaveBeenCalledWith('Please enter a destination');
    expect(screen.queryByText(/Search Results for/)).not.toBeInTheDocument();
  });

  it('reads guests=N from the address as one room of N adults, bounded to 1..10', async () => {
    renderHome('/?guests=15');
    expect(guests()).toHaveTextContent('1 room · 10 adults');
  });

  it("goes to /map-search from 'Search on Map'", async () => {
    const { router } = renderHome();
    await userEvent.click(screen.getByRole('button', { name: /Search on Map/ }));
    expect(router.state.location.pathname).toBe('/map-search');
  });
});

describe('search results dialog', () => {
  const base = { destination: 'Goa', checkin: '2026-03-17', checkout: '2026-03-19', guests: 10, pageSize: 12 };

  it('searches on Enter with the clamped guests, shows results and pages through them', async () => {
    const { router } = renderHome('/?guests=15', [
      searchMock({ ...base, page: 1 }, 30, hotels(12)),
      searchMock({ ...base, page: 2 }, 30, hotels(12, 12)),
    ]);
    await userEvent.type(destination(), 'Goa{Enter}');

    expect(await screen.findByText('Searching hotels for Goa...', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Searching\.\.\./ })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Search Results for Goa')).toBeInTheDocument();
    expect(await within(dialog).findByText('Found 30 hotel(s) in Goa', undefined, slow)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: 'View Details' })).toHaveLength(12);
    expect(within(dialog).getByText('Goa Hotel 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Goa&checkin=2026-03-17&checkout=2026-03-19&guests=10');

    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Goa Hotel 13', undefined, slow)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(router.state.location.search).toContain('page=2');
  });

  it('counts the hotels found with Indian digit grouping', async () => {
    renderHome('/?search=Goa&checkin=2026-03-17&checkout=2026-03-19&guests=2', [
      searchMock({ ...base, guests: 2, page: 1 }, 123456, hotels(12)),
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Found 1,23,456 hotel(s) in Goa', undefined, slow)).toBeInTheDocument();
  });

  it('shows the empty state, and closing the dialog clears the address parameters', async () => {
    const { router } = renderHome('/?search=Goa&checkin=2026-03-17&checkout=2026-03-19&guests=2', [
      searchMock({ ...base, guests: 2, page: 1 }, 0, []),
    ]);
    // The address prefills the form and reopens the search.
    expect(destination()).toHaveValue('Goa');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No hotels found. Try a different search.', undefined, slow)).toBeInTheDocument();
    expect(within(dialog).getByText('Found 0 hotel(s) in Goa')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('prefills from the address without a search, then clears it', async () => {
    const { router } = renderHome('/?checkin=2026-05-01&checkout=2026-05-04&guests=3');
    expect(checkin().value).toBe('2026-05-01');
    expect(checkout().value).toBe('2026-05-04');
    expect(guests()).toHaveTextContent('1 room · 3 adults');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('several rooms and children', () => {
  it('searches two rooms with a child of 7 as occupancies, and the address keeps them for a reload', async () => {
    const input = {
      destination: 'Goa',
      checkin: '2026-03-17',
      checkout: '2026-03-19',
      occupancies: [
        { adults: 2, childrenAges: [7] },
        { adults: 2, childrenAges: [] },
      ],
      page: 1,
      pageSize: 12,
    };
    const { router, unmount } = renderHome('/', [searchMock(input, 3, hotels(3))]);
    await userEvent.click(guests());
    const picker = await screen.findByRole('dialog', { name: 'Rooms & Guests' }, slow);
    await userEvent.click(within(picker).getByRole('button', { name: 'More children in room 1' }));
    await userEvent.click(within(picker).getByRole('button', { name: /Add room/ }));
    expect(within(picker).getByTestId('rooms-picker-summary')).toHaveTextContent('2 rooms · 4 adults · 1 child');
    // The child's age is required before the rooms apply.
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent('Please choose the age of every child');
    expect(screen.getByRole('dialog', { name: 'Rooms & Guests' })).toBeInTheDocument();
    await userEvent.selectOptions(within(picker).getByRole('combobox', { name: 'Age of child 1 in room 1' }), '7 years');
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(guests()).toHaveTextContent('2 rooms · 4 adults · 1 child'));

    await userEvent.type(destination(), 'Goa{Enter}');
    const found = await screen.findByText('Found 3 hotel(s) in Goa', undefined, slow);
    const dialog = found.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Search Results for Goa')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/for 2 nights, 2 rooms, incl\. taxes$/)).toHaveLength(3);
    expect(router.state.location.search).toBe('?search=Goa&checkin=2026-03-17&checkout=2026-03-19&rooms=2&occ=2-7_2');
    // Each card takes the rooms on to the hotel page.
    expect(within(dialog).getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      '/hotels/lp1?checkin=2026-03-17&checkout=2026-03-19&rooms=2&occ=2-7_2',
    );
    unmount();

    // Reloading that address searches the same rooms again.
    renderHome(`/${router.state.location.search}`, [searchMock(input, 3, hotels(3))]);
    expect(guests()).toHaveTextContent('2 rooms · 4 adults · 1 child');
    expect(await screen.findByText('Found 3 hotel(s) in Goa', undefined, slow)).toBeInTheDocument();
  });
});
