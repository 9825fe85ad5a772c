// The offline feature (issue 17 §2, §3) in jsdom: the banner while the browser is offline (in English and
// in Hindi), "You're offline" for searches and rates, the booking reads answered from what was last seen
// when the network fails, the update note's version check, and "Download App" with and without the
// browser's install offer.
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { of, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../client/src/lib/i18n.ts';
import { OfflineNotice } from '../../client/src/features/offline/OfflineNotice.tsx';
import { OfflineUI } from '../../client/src/features/offline/OfflineUI.tsx';
import {
  captureInstallPrompt,
  installApp,
  isOfflineError,
  offlineSnapshots,
  untilOnline,
} from '../../client/src/features/offline/index.ts';
import { isNewVersion } from '../../client/src/features/offline/serviceWorker.ts';
import { documentKey, vouchersOf } from '../../client/src/features/offline/store.ts';

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  setOnline(true);
  await i18n.changeLanguage('en');
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('shows while the browser is offline, and goes when the connection returns', async () => {
    render(
      <MemoryRouter initialEntries={['/bookings']}>
        <OfflineUI />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => setOnline(false));
    const banner = await screen.findByTestId('offline-banner');
    expect(banner).toHaveTextContent("You're offline.");
    expect(banner).toHaveTextContent('Your bookings and vouchers you have opened are still here.');
    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('on the payment return page, says the booking is confirmed once the connection is back', async () => {
    setOnline(false);
    render(
      <MemoryRouter initialEntries={['/booking-confirmation?redirect_status=succeeded']}>
        <OfflineUI />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      'Your booking will be confirmed as soon as the connection is back.',
    );
  });

  it('says so when the connection returns, in the language chosen while it is on screen', async () => {
    setOnline(false);
    render(
      <MemoryRouter>
        <OfflineUI />
      </MemoryRouter>,
    );
    act(() => setOnline(true));
    expect(await screen.findByTestId('toast')).toHaveTextContent("You're back online.");
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByTestId('toast')).not.toHaveTextContent("You're back online.");
    expect(screen.getByTestId('toast')).toHaveTextContent('आप फिर से ऑनलाइन हैं।');
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    setOnline(false);
    render(
      <MemoryRouter>
        <OfflineUI />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('आप ऑफ़लाइन हैं।');
  });
});

describe("You're offline", () => {
  it('replaces a failed search, and asks again when the connection returns', async () => {
    const retry = vi.fn();
    render(<OfflineNotice onRetry={retry} />);
    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    expect(screen.getByText('Searches and rates need a connection. They will load again once you are back online.')).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('in Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(<OfflineNotice />);
    expect(await screen.findByText('आप ऑफ़लाइन हैं')).toBeInTheDocument();
  });

  it('is only for a failure with no connection', () => {
    const network = new TypeError('Failed to fetch');
    expect(isOfflineError(network)).toBe(false);
    setOnline(false);
    expect(isOfflineError(network)).toBe(true);
    expect(isOfflineError(undefined)).toBe(false);
  });

  it('untilOnline waits for the connection, and sends again when it failed for want of one', async () => {
    setOnline(false);
    let calls = 0;
    const send = vi.fn(async () => {
      calls++;
      if (calls === 1) {
        setOnline(false);
        throw new TypeError('Failed to fetch');
      }
      return 'booked';
    });
    const result = untilOnline(send);
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    setOnline(true);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    setOnline(true);
    await expect(result).resolves.toBe('booked');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('untilOnline sends nothing once its signal is aborted while it waits for the connection', async () => {
    setOnline(false);
    const send = vi.fn(async () => 'texts');
    const left = new AbortController();
    const result = untilOnline(send, left.signal);
    left.abort(new DOMException('left the page', 'AbortError'));
    await expect(result).rejects.toThrow('left the page');
    setOnline(true);
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    // An already aborted signal sends nothing, with a connection or without.
    await expect(untilOnline(send, left.signal)).rejects.toThrow('left the page');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('booking reads with no network', () => {
  const MyBookings = gql`
    query MyBookings($accessTokens: [String!]!) {
      myBookings(accessTokens: $accessTokens) {
        reference
      }
    }
  `;
  const Search = gql`
    query SearchHotels($d: String!) {
      searchHotels(destination: $d) {
        total
      }
    }
  `;

  function client(network: { fail: boolean }) {
    const terminating = new ApolloLink((op) => {
      if (network.fail) return throwError(() => new TypeError('Failed to fetch'));
      return op.operationName === 'MyBookings'
        ? of({ data: { myBookings: [{ __typename: 'Booking', reference: 'SIAAAA111111' }] } })
        : of({ data: { searchHotels: { __typename: 'HotelSearchResult', total: 3 } } });
    });
    return new ApolloClient({ link: offlineSnapshots.concat(terminating), cache: new InMemoryCache() });
  }

  it('answer from the last answer seen; other reads fail as before', async () => {
    const network = { fail: false };
    const online = client(network);
    await online.query({ query: MyBookings, variables: { accessTokens: ['t1'] } });
    await waitFor(() => expect(localStorage.getItem('stayindia.offline.answers')).toContain('SIAAAA111111'));
    await online.query({ query: Search, variables: { d: 'Goa' } });
    expect(localStorage.getItem('stayindia.offline.answers')).not.toContain('searchHotels');

    network.fail = true;
    const offline = client(network);
    const { data } = await offline.query<{ myBookings: Array<{ reference: string }> }>({
      query: MyBookings,
      variables: { accessTokens: ['t1'] },
    });
    expect(data?.myBookings[0].reference).toBe('SIAAAA111111');
    await expect(offline.query({ query: MyBookings, variables: { accessTokens: ['other'] } })).rejects.toThrow();
    await expect(offline.query({ query: Search, variables: { d: 'Goa' } })).rejects.toThrow();
  });

  it('keeps a booking’s PDF voucher under its address without the signed query', () => {
    const result = {
      data: {
        myBookings: [
          {
            documents: [
              { kind: 'VOUCHER_PDF', url: '/api/bookings/SI1/documents/SI1-voucher.pdf?exp=1&sig=x' },
              { kind: 'CALENDAR_ICS', url: '/api/bookings/SI1/documents/SI1.ics?exp=1&sig=y' },
            ],
          },
        ],
      },
    };
    expect(vouchersOf(result)).toEqual(['/api/bookings/SI1/documents/SI1-voucher.pdf?exp=1&sig=x']);
    expect(documentKey('/api/bookings/SI1/documents/SI1-voucher.pdf?exp=1&sig=x')).toBe(
      `${window.location.origin}/api/bookings/SI1/documents/SI1-voucher.pdf`,
    );
  });
});

describe('updates and installation', () => {
  it('says "updated" once, on the first page of a new version, never on a first visit', () => {
    expect(isNewVersion(localStorage, '/assets/index-a.js')).toBe(false);
    expect(isNewVersion(localStorage, '/assets/index-a.js')).toBe(false);
    expect(isNewVersion(localStorage, '/assets/index-b.js')).toBe(true);
    expect(isNewVersion(localStorage, '/assets/index-b.js')).toBe(false);
  });

  it('does not count a page drawn offline, so going back online to the newer version says nothing twice', () => {
    expect(isNewVersion(localStorage, '/assets/index-a.js')).toBe(false);
    expect(isNewVersion(localStorage, '/assets/index-b.js')).toBe(true);
    // Offline, the old worker's precached shell (version a) until the new worker takes over.
    expect(isNewVersion(localStorage, '/assets/index-a.js', false)).toBe(false);
    expect(isNewVersion(localStorage, '/assets/index-b.js')).toBe(false);
  });

  it('"Download App" keeps the spec\'s alert where the browser offers no installation, and installs where it does', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    captureInstallPrompt();
    installApp('App download feature coming soon!');
    expect(alert).toHaveBeenCalledWith('App download feature coming soon!');

    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    installApp('App download feature coming soon!');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
