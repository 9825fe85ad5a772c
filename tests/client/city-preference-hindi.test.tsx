// The city preference in Hindi (issue 17 §1): the city button, the welcome-back toast, the nudge and the
// 'Choose City' dialog say their words in Hindi; city names stay as they are.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withAppProviders } from './render-shell.tsx';
import { i18n } from '../../client/src/lib/i18n.ts';
import { LocationProvider } from '../../client/src/features/city-preference/LocationContext.tsx';
import { CityButton } from '../../client/src/features/city-preference/CityButton.tsx';
import { CityPreferenceUI } from '../../client/src/features/city-preference/CityPreferenceUI.tsx';
import { loadCityDialog } from '../../client/src/features/city-preference/index.ts';

const NOW = new Date('2026-03-10T04:30:00.000Z');

function client() {
  const link = new ApolloLink(
    () =>
      new Observable((observer: Subscriber<ApolloLink.Result>) => {
        observer.next({
          data: {
            __typename: 'Query',
            popularCities: [{ __typename: 'City', name: 'Goa', region: 'Goa', regionCode: 'GA', country: 'IN', displayName: 'Goa, Goa' }],
          },
        });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function renderApp() {
  render(
    withAppProviders(
      <LocationProvider>
        <CityButton />
        <CityPreferenceUI onExplore={() => {}} />
      </LocationProvider>,
      client(),
    ),
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces(['common', 'city-preference']);
  await loadCityDialog();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('city preference in Hindi', () => {
  it('nudges in Hindi and opens the dialog in Hindi', async () => {
    renderApp();
    expect(screen.getByRole('button', { name: 'शहर चुनें' })).toHaveTextContent('शहर चुनें');
    await advance(2100);
    const nudge = screen.getByRole('status', { name: 'अपना शहर चुनें' });
    expect(nudge).toHaveTextContent('अपने इलाके के लिए खास होटल सुझाव पाएँ');
    fireEvent.click(within(nudge).getByRole('button', { name: 'शहर चुनें' }));
    await advance(500);
    expect(screen.getByRole('textbox', { name: 'शहर खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी छोड़ें' })).toBeInTheDocument();
    expect(screen.getByText('आप अपना पसंदीदा शहर कभी भी बदल सकते हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Goa, Goa' })).toBeInTheDocument();
  });

  it('welcomes a returning traveller in Hindi', () => {
    localStorage.setItem('user_preferred_city', JSON.stringify({ city: 'Mumbai', timestamp: NOW.toISOString() }));
    localStorage.setItem('city_selection_shown', 'true');
    renderApp();
    expect(screen.getByRole('button', { name: 'शहर: Mumbai। शहर बदलें' })).toHaveTextContent('Mumbai');
    const toast = screen.getByRole('status', { name: 'फिर से स्वागत है!' });
    expect(toast).toHaveTextContent('क्या आप Mumbai के होटल देखना चाहेंगे?');
    expect(screen.getByRole('button', { name: 'Mumbai के होटल देखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
