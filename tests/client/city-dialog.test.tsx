// The 'Choose City' dialog through the real location provider and a real Apollo Client whose link the
// test answers by hand: debounce, cancellation of superseded searches, the short-query, empty and error
// states, and the three ways out (popular city, marked result + Continue, Skip / Skip for now, Escape).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withAppProviders } from './render-shell.tsx';
import { LocationProvider, useLocation } from '../../client/src/features/city-preference/LocationContext.tsx';
import { CityDialog } from '../../client/src/features/city-preference/CityDialog.tsx';
import { CityButton } from '../../client/src/features/city-preference/CityButton.tsx';

interface CityRow {
  name: string;
  region: string | null;
}

interface SearchCall {
  variables: Record<string, unknown>;
  signal: AbortSignal | undefined;
  answer: (cities: CityRow[]) => void;
  fail: (error: Error) => void;
}

const popular: CityRow[] = [
  { name: 'Mumbai', region: 'Maharashtra' },
  { name: 'Delhi', region: 'Delhi' },
  { name: 'Bangalore', region: 'Karnataka' },
  { name: 'Goa', region: 'Goa' },
  { name: 'Jaipur', region: 'Rajasthan' },
  { name: 'Kolkata', region: 'West Bengal' },
];

function cityData(c: CityRow) {
  return {
    __typename: 'City',
    name: c.name,
    region: c.region,
    regionCode: null,
    country: 'IN',
    displayName: c.region ? `${c.name}, ${c.region}` : c.name,
  };
}

let searches: SearchCall[];

/** Answers PopularCities at once and holds every Cities request until the test answers it. */
function createClient() {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer: Subscriber<ApolloLink.Result>) => {
        if (operation.operationName === 'PopularCities') {
          observer.next({ data: { __typename: 'Query', popularCities: popular.map(cityData) } });
          observer.complete();
          return;
        }
        const context = operation.getContext() as { fetchOptions?: { signal?: AbortSignal } };
        searches.push({
          variables: operation.variables,
          signal: context.fetchOptions?.signal,
          answer: (cities) => {
            observer.next({ data: { __typename: 'Query', cities: cities.map(cityData) } });
            observer.complete();
          },
          fail: (error) => observer.error(error),
        });
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function Probe() {
  const { dialogOpen, city } = useLocation();
  return (
    <>
      <output data-testid="dialog-open">{String(dialogOpen)}</output>
      <output data-testid="current-city">{city ?? ''}</output>
    </>
  );
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderOpenDialog() {
  render(
    withAppProviders(
      <LocationProvider>
        <CityButton />
        <Probe />
        <CityDialog />
      </LocationProvider>,
      createClient(),
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Select City' }));
  await flush(50);
  return screen.getByRole('dialog', { name: /Choose City/ });
}

const searchBox = () => screen.getByPlaceholderText('Search for a city...');

async function type(value: string) {
  fireEvent.change(searchBox(), { target: { value } });
  await flush();
}

async function answer(call: SearchCall | undefined, cities: CityRow[]) {
  expect(call).toBeDefined();
  await act(async () => {
    call!.answer(cities);
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  searches = [];
  localStorage.clear();
  // Skips the 2 s nudge: the dialog is the subject here.
  localStorage.setItem('city_selection_shown', 'true');
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('city dialog', () => {
  it('shows its title, text, note, search box and the popular cities in a 2-column grid', async () => {
    const dialog = await renderOpenDialog();
    expect(within(dialog).getByText('Select your city to get personalized hotel recommendations')).toBeInTheDocument();
    expect(within(dialog).getByText('You can change your city preference anytime')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Search for a city' })).toBeInTheDocument();
    const grid = within(dialog).getByRole('region', { name: 'Popular Cities' });
    for (const name of ['Mumbai', 'Delhi', 'Bangalore', 'Goa', 'Jaipur']) {
      expect(within(grid).getByRole('button', { name: new RegExp(`^${name},`) })).toBeInTheDocument();
    }
    const gridBox = within(grid).getByRole('button', { name: /^Goa,/ }).parentElement!;
    expect(gridBox.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(gridBox.style.height).toBe('280px');
    // Nothing searched before anyone types.
    expect(searches).toHaveLength(0);
  });

  it('waits 300 ms after the last keystroke before searching', async () => {
    await renderOpenDialog();
    await type('Mu');
    await flush(200);
    await type('Mum');
    await flush(299);
    expect(searches).toHaveLength(0);
    await flush(1);
    expect(searches).toHaveLength(1);
    expect(searches[0]!.variables).toEqual({ query: 'Mum', limit: 10 });
  });

  it('trims the query and lists the answer with name and region in a 200 px list', async () => {
    await renderOpenDialog();
    await type('  mum  ');
    await flush(300);
    expect(searches[0]!.variables).toEqual({ query: 'mum', limit: 10 });
    await answer(searches[0], [
      { name: 'Mumbai', region: 'Maharashtra' },
      { name: 'Mumbra', region: 'Maharashtra' },
    ]);
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByText('Search Results (2)')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Mumbra, Maharashtra' })).toBeInTheDocument();
    expect(within(results).getAllByText('Maharashtra')).toHaveLength(2);
    expect(within(results).getByRole('list').parentElement!.style.height).toBe('200px');
  });

  it('cancels a superseded search and ignores its late answer', async () => {
    await renderOpenDialog();
    await type('Mu');
    await flush(300);
    expect(searches).toHaveLength(1);
    const first = searches[0]!;
    expect(first.signal?.aborted).toBe(false);

    await type('Mum');
    expect(first.signal?.aborted).toBe(true);
    await flush(300);
    expect(searches).toHaveLength(2);
    expect(searches[1]!.variables).toEqual({ query: 'Mum', limit: 10 });

    await answer(searches[1], [{ name: 'Mumbai', region: 'Maharashtra' }]);
    // The first request answers last, and slower: it must not replace the newer answer.
    await flush(500);
    await answer(first, [
      { name: 'Mussoorie', region: 'Uttarakhand' },
      { name: 'Muzaffarpur', region: 'Bihar' },
    ]);

    expect(screen.getByText('Search Results (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mumbai, Maharashtra', pressed: false })).toBeInTheDocument();
    expect(screen.queryByText('Mussoorie')).not.toBeInTheDocument();
    expect(screen.queryByText('Muzaffarpur')).not.toBeInTheDocument();
  });

  it('clears the results and searches nothing when the query drops under 2 characters', async () => {
    await renderOpenDialog();
    await type('Goa');
    await flush(300);
    await answer(searches[0], [{ name: 'Goa Velha', region: 'Goa' }]);
    expect(screen.getByText('Search Results (1)')).toBeInTheDocument();

    await type(' G ');
    await flush(1000);
    expect(screen.queryByText(/Search Results/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Goa Velha, Goa' })).not.toBeInTheDocument();
    expect(searches).toHaveLength(1);
  });

  it('says so when no city matches', async () => {
    await renderOpenDialog();
    await type('Xyzzy');
    await flush(300);
    await answer(searches[0], []);
    expect(screen.getByText('Search Results (0)')).toBeInTheDocument();
    expect(screen.getByText('No cities found for "Xyzzy"')).toBeInTheDocument();
    expect(screen.getByText('Try searching for a different city')).toBeInTheDocument();
  });

  it('shows a failed search in a red box and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderOpenDialog();
    await type('Pune');
    await flush(300);
    await act(async () => {
      searches[0]!.fail(new Error('City search is unavailable right now'));
      await vi.advanceTimersByTimeAsync(0);
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('City search is unavailable right now');
    expect(alert.className).toMatch(/ant-alert-error/);
    expect(logged).toHaveBeenCalledWith('City search failed', expect.any(Error));
  });

  it('chooses a popular city at once and closes', async () => {
    await renderOpenDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Goa, Goa' }));
    await flush();
    expect(screen.getByTestId('dialog-open')).toHaveTextContent('false');
    expect(screen.getByTestId('current-city')).toHaveTextContent('Goa');
    expect(JSON.parse(localStorage.getItem('user_preferred_city')!)).toMatchObject({ city: 'Goa' });
    expect(screen.getByRole('button', { name: /City: Goa/ })).toHaveTextContent('Goa');
  });

  it('only marks a search result; Continue with {city} confirms and closes', async () => {
    localStorage.removeItem('city_selection_shown');
    await renderOpenDialog();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await type('Jai');
    await flush(300);
    await answer(searches[0], [
      { name: 'Jaipur', region: 'Rajasthan' },
      { name: 'Jaisalmer', region: 'Rajasthan' },
    ]);

    const results = screen.getByRole('region', { name: 'Search results' });
    fireEvent.click(within(results).getByRole('button', { name: 'Jaipur, Rajasthan' }));
    await flush();
    expect(within(results).getByRole('button', { name: 'Jaipur, Rajasthan' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(results).getByRole('button', { name: 'Jaisalmer, Rajasthan' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('dialog-open')).toHaveTextContent('true');
    expect(localStorage.getItem('user_preferred_city')).toBeNull();
    expect(localStorage.getItem('city_selection_shown')).toBeNull();

    vi.setSystemTime(new Date('2026-03-10T04:30:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Jaipur' }));
    await flush();
    expect(screen.getByTestId('dialog-open')).toHaveTextContent('false');
    expect(JSON.parse(localStorage.getItem('user_preferred_city')!)).toEqual({
      city: 'Jaipur',
      timestamp: '2026-03-10T04:30:00.000Z',
    });
    expect(localStorage.getItem('city_selection_shown')).toBe('true');
  });

  it.each(['Skip', 'Skip for now'])('"%s" closes and records the skip without a city', async (label) => {
    localStorage.removeItem('city_selection_shown');
    await renderOpenDialog();
    fireEvent.click(screen.getByRole('button', { name: label }));
    await flush();
    expect(screen.getByTestId('dialog-open')).toHaveTextContent('false');
    expect(localStorage.getItem('city_selection_shown')).toBe('true');
    expect(localStorage.getItem('user_preferred_city')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select City' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const dialog = await renderOpenDialog();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await flush();
    expect(screen.getByTestId('dialog-open')).toHaveTextContent('false');
  });
});
