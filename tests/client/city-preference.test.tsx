// The city preference context and its toasts through the real provider and UI: start-up rules (nudge
// after 2 s, welcome back on a return visit, stale cities ignored), every transition with what it leaves
// in local storage, the hook's guard outside its provider, and storage failures that must not break it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withAppProviders } from './render-shell.tsx';
import { LocationProvider, useCityPreference, useLocation } from '../../client/src/features/city-preference/LocationContext.tsx';
import { CityButton } from '../../client/src/features/city-preference/CityButton.tsx';
import { CityPreferenceUI } from '../../client/src/features/city-preference/CityPreferenceUI.tsx';
import { loadCityDialog } from '../../client/src/features/city-preference/index.ts';

const NOW = new Date('2026-03-10T04:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function client() {
  const link = new ApolloLink(
    () =>
      new Observable((observer: Subscriber<ApolloLink.Result>) => {
        observer.next({
          data: {
            __typename: 'Query',
            popularCities: [
              {
                __typename: 'City',
                name: 'Mumbai',
                region: 'Maharashtra',
                regionCode: 'MH',
                country: 'IN',
                displayName: 'Mumbai, Maharashtra',
              },
              { __typename: 'City', name: 'Goa', region: 'Goa', regionCode: 'GA', country: 'IN', displayName: 'Goa, Goa' },
            ],
          },
        });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function Probe() {
  const { city, detectedLocation, dialogOpen, clearCity, selectCity } = useLocation();
  return (
    <>
      <output data-testid="city">{city ?? ''}</output>
      <output data-testid="detected">{detectedLocation?.city ?? ''}</output>
      <output data-testid="dialog-open">{String(dialogOpen)}</output>
      <button type="button" onClick={clearCity}>
        probe: clear city
      </button>
      <button type="button" onClick={() => selectCity('Kochi')}>
        probe: select Kochi
      </button>
    </>
  );
}

function renderApp(onExplore = vi.fn()) {
  render(
    withAppProviders(
      <LocationProvider>
        <CityButton />
        <Probe />
        <CityPreferenceUI onExplore={onExplore} />
      </LocationProvider>,
      client(),
    ),
  );
  return { onExplore };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function storeCity(city: string, ageMs: number) {
  localStorage.setItem('user_preferred_city', JSON.stringify({ city, timestamp: new Date(NOW.getTime() - ageMs).toISOString() }));
}

const nudge = () => screen.queryByRole('status', { name: 'Select Your City' });
const welcome = () => screen.queryByRole('status', { name: 'Welcome back!' });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('useLocation', () => {
  it('throws the documented message outside its provider, under both names', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan({ hook }: { hook: typeof useLocation }) {
      hook();
      return null;
    }
    expect(() => render(<Orphan hook={useLocation} />)).toThrow('useLocation must be used within a LocationProvider');
    expect(() => render(<Orphan hook={useCityPreference} />)).toThrow('useLocation must be used within a LocationProvider');
  });
});

describe('first visit', () => {
  // jsdom's matchMedia (tests/client/setup.ts) matches nothing: a phone, where the nudge sits at the
  // bottom so it covers none of the top bar's nav row or the page's first controls (top right from 768 px).
  it('shows the select-city nudge after 2 seconds, at the bottom on a phone, until dismissed', async () => {
    renderApp();
    expect(screen.getByRole('button', { name: 'Select City' })).toBeInTheDocument();
    await advance(1999);
    expect(nudge()).not.toBeInTheDocument();
    await advance(1);
    const toast = nudge()!;
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('Get personalized hotel recommendations for your area');
    expect(toast.style.position).toBe('fixed');
    expect(toast.style.top).toBe('');
    expect(toast.style.bottom).toContain('--bottom-bar-height');
    expect(toast.style.left).not.toBe('');
    expect(toast.style.right).not.toBe('');
    // Toasts do not time out.
    await advance(60_000);
    expect(nudge()).toBeInTheDocument();
  });

  it('dismissing the nudge hides it and records the flag so it never returns', async () => {
    renderApp();
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await advance(0);
    expect(nudge()).not.toBeInTheDocument();
    expect(localStorage.getItem('city_selection_shown')).toBe('true');
    expect(localStorage.getItem('user_preferred_city')).toBeNull();
  });

  it("the nudge's 'Choose City' hides it and opens the dialog", async () => {
    // The dialog's chunk is warm, as the nudge warms it in the app: with fake timers a cold import under a
    // loaded machine can outlast the 50 ms below, and what is tested is the nudge and the dialog, not the loader.
    await loadCityDialog();
    renderApp();
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Choose City' }));
    await advance(50);
    expect(nudge()).not.toBeInTheDocument();
    expect(screen.getByTestId('dialog-open')).toHaveTextContent('true');
    expect(screen.getByRole('dialog', { name: /Choose City/ })).toBeInTheDocument();
    // Choosing the city happens in the dialog; a popular city saves it and closes.
    fireEvent.click(screen.getByRole('button', { name: 'Goa, Goa' }));
    await advance(0);
    expect(screen.getByTestId('dialog-open')).toHaveTextContent('false');
    expect(screen.getByTestId('city')).toHaveTextContent('Goa');
    expect(localStorage.getItem('city_selection_shown')).toBe('true');
  });

  it('no nudge when the prompt was shown before', async () => {
    localStorage.setItem('city_selection_shown', 'true');
    renderApp();
    await advance(10_000);
    expect(nudge()).not.toBeInTheDocument();
    expect(welcome()).not.toBeInTheDocument();
  });

  it('no nudge when the traveller opens the dialog from the top bar first', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Select City' }));
    await advance(2500);
    expect(nudge()).not.toBeInTheDocument();
  });
});

describe('return visit', () => {
  it('a city younger than 30 days is current and, with the flag, the welcome-back toast offers it', async () => {
    storeCity('Mumbai', 29 * DAY);
    localStorage.setItem('city_selection_shown', 'true');
    const { onExplore } = renderApp();
    expect(screen.getByRole('button', { name: /City: Mumbai/ })).toHaveTextContent('Mumbai');
    expect(screen.getByTestId('detected')).toHaveTextContent('Mumbai');
    const toast = welcome()!;
    expect(toast).toHaveTextContent('Do you want to explore hotels in Mumbai?');
    expect(toast.style.bottom).not.toBe('');
    await advance(5000);
    expect(nudge()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Explore Mumbai Hotels' }));
    await advance(0);
    expect(onExplore).toHaveBeenCalledWith('Mumbai');
    expect(welcome()).not.toBeInTheDocument();
  });

  it('a fresh city without the flag is current but not announced', async () => {
    storeCity('Pune', DAY);
    renderApp();
    await advance(3000);
    expect(screen.getByTestId('city')).toHaveTextContent('Pune');
    expect(welcome()).not.toBeInTheDocument();
    expect(nudge()).not.toBeInTheDocument();
  });

  it('a city older than 30 days is ignored', async () => {
    storeCity('Chennai', 31 * DAY);
    localStorage.setItem('city_selection_shown', 'true');
    renderApp();
    await advance(3000);
    expect(screen.getByRole('button', { name: 'Select City' })).toBeInTheDocument();
    expect(screen.getByTestId('city')).toHaveTextContent('');
    expect(welcome()).not.toBeInTheDocument();
  });

  it('a stale city with the flag unset counts as no city: the nudge appears', async () => {
    storeCity('Chennai', 45 * DAY);
    renderApp();
    await advance(2000);
    expect(nudge()).toBeInTheDocument();
  });

  it('dismissing the welcome-back toast only hides it', async () => {
    storeCity('Jaipur', 2 * DAY);
    localStorage.setItem('city_selection_shown', 'true');
    const stored = localStorage.getItem('user_preferred_city');
    const { onExplore } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await advance(0);
    expect(welcome()).not.toBeInTheDocument();
    expect(onExplore).not.toHaveBeenCalled();
    expect(screen.getByTestId('city')).toHaveTextContent('Jaipur');
    expect(localStorage.getItem('user_preferred_city')).toBe(stored);
  });

  it('clearing the city forgets it, empties the current city and hides the toast', async () => {
    storeCity('Jaipur', 2 * DAY);
    localStorage.setItem('city_selection_shown', 'true');
    renderApp();
    expect(welcome()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'probe: clear city' }));
    await advance(0);
    expect(localStorage.getItem('user_preferred_city')).toBeNull();
    expect(screen.getByTestId('city')).toHaveTextContent('');
    expect(screen.getByTestId('detected')).toHaveTextContent('');
    expect(welcome()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select City' })).toBeInTheDocument();
  });
});

describe('selecting a city', () => {
  it('saves it with the current time, sets the flag and hides the nudge', async () => {
    renderApp();
    await advance(2000);
    vi.setSystemTime(new Date('2026-03-11T10:00:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'probe: select Kochi' }));
    await advance(0);
    expect(JSON.parse(localStorage.getItem('user_preferred_city')!)).toEqual({
      city: 'Kochi',
      timestamp: '2026-03-11T10:00:00.000Z',
    });
    expect(localStorage.getItem('city_selection_shown')).toBe('true');
    expect(nudge()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /City: Kochi/ })).toBeInTheDocument();
  });
});

describe('storage failures', () => {
  it('a failing read is logged and treated as nothing stored', async () => {
    storeCity('Mumbai', DAY);
    localStorage.setItem('city_selection_shown', 'true');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError: storage is disabled');
    });
    renderApp();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Select City' })).toBeInTheDocument();
    expect(welcome()).not.toBeInTheDocument();
    // Nothing could be read, so this is a first visit.
    await advance(2000);
    expect(nudge()).toBeInTheDocument();
  });

  it('a failing write is logged; the choice still holds for this visit', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'probe: select Kochi' }));
    await advance(3000);
    expect(logged).toHaveBeenCalled();
    expect(screen.getByTestId('city')).toHaveTextContent('Kochi');
    expect(nudge()).not.toBeInTheDocument();
  });

  it('a malformed stored city is logged and ignored', async () => {
    localStorage.setItem('user_preferred_city', '{not json');
    localStorage.setItem('city_selection_shown', 'true');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByTestId('city')).toHaveTextContent('');
  });
});
