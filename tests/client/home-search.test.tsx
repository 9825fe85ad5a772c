// The home search: form rules (empty destination, default dates, guest bounds, check-out minimum) and
// the results dialog (title, counts, paging, empty state, address parameters).
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
const guests = () => screen.getByRole('spinbutton') as HTMLInputElement;

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
    expect(guests().value).toBe('2');
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

  it('bounds guests to 1..10', async () => {
    renderHome();
    expect(guests()).toHaveAttribute('aria-valuemin', '1');
    expect(guests()).toHaveAttribute('aria-valuemax', '10');
    await userEvent.clear(guests());
    await userEvent.type(guests(), '15');
    await userEvent.tab();
    expect(guests().value).toBe('10');
    await userEvent.clear(guests());
    await userEvent.type(guests(), '0');
    await userEvent.tab();
    expect(guests().value).toBe('1');
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
    const { router } = renderHome('/', [
      searchMock({ ...base, page: 1 }, 30, hotels(12)),
      searchMock({ ...base, page: 2 }, 30, hotels(12, 12)),
    ]);
    await userEvent.clear(guests());
    await userEvent.type(guests(), '15');
    await userEvent.type(destination(), 'Goa{Enter}');

    expect(await screen.findByText('Searching hotels for Goa...')).toBeInTheDocument();
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
    expect(guests().value).toBe('3');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
