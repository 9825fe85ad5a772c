// The app shell and its pages in Hindi (issue 17 §1): the home hero, the stat tiles, the footer, the
// placeholders, the 404 page and the legal pages say their words in Hindi once Hindi is chosen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { routes } from '../../client/src/app/router.tsx';
import { i18n } from '../../client/src/lib/i18n.ts';
import { renderRoutes } from './render-shell.tsx';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0, 0));
  await act(() => i18n.changeLanguage('hi'));
});
afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('app shell in Hindi', () => {
  it('shows the home hero, the stat tiles and the footer in Hindi', async () => {
    renderRoutes(routes, { initialEntries: ['/'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पूरे भारत में अपना परफ़ेक्ट ठिकाना खोजें' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('भारत का नंबर 1 होटल बुकिंग प्लेटफ़ॉर्म')).toBeInTheDocument();
    expect(screen.getByText('खुश ग्राहक')).toBeInTheDocument();
    expect(screen.queryByText('Discover Your Perfect Stay Across India')).not.toBeInTheDocument();

    const quick = within(await screen.findByRole('navigation', { name: 'क्विक लिंक' }, { timeout: 10_000 }));
    expect(quick.getByRole('link', { name: 'मेरी बुकिंग' })).toHaveAttribute('href', '/bookings');
    const cities = within(screen.getByRole('navigation', { name: 'प्रमुख शहर' }));
    expect(cities.getByRole('link', { name: 'Mumbai में होटल' })).toHaveAttribute('href', '/hotels/mumbai');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');

    // The sections below the hero arrive after the first paint, their strings with them.
    expect(await screen.findByRole('heading', { level: 2, name: 'हमें ही क्यों चुनें' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('सपनों का शहर')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'मानसून गेटअवे' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ऐप डाउनलोड करें/ })).toBeInTheDocument();
  });

  it('still shows the home sections in English, word for word, once English is chosen again', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderRoutes(routes, { initialEntries: ['/'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Why Choose Us' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Happy Customers')).toBeInTheDocument();
    expect(screen.getByText('The City of Dreams')).toBeInTheDocument();
    expect(screen.getByText("Explore India's most loved cities")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Stay Longer, Pay Less' })).toBeInTheDocument();
    expect(screen.getByText('Instant confirmation on 130K+ properties across India.')).toBeInTheDocument();
  });

  it('shows a placeholder page in Hindi', async () => {
    renderRoutes(routes, { initialEntries: ['/about'] });
    expect(await screen.findByText('जल्द आ रहा है', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('हमारे बारे में').length).toBeGreaterThan(0);
  });

  it('shows the 404 page in Hindi', async () => {
    renderRoutes(routes, { initialEntries: ['/no/such/page'] });
    expect(await screen.findByText('पेज नहीं मिला', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/');
    // No English left for a screen reader: antd's picture (titled "No Found") is hidden as decoration.
    expect(screen.queryByRole('img', { name: 'No Found' })).toBeNull();
  });

  it('shows the terms page in Hindi, its links and the support address kept', async () => {
    renderRoutes(routes, { initialEntries: ['/terms'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'सेवा की शर्तें' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('पिछला अपडेट: 1 जनवरी 2025')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'मेरी बुकिंग' })).toHaveAttribute('href', '/bookings');
    expect(main.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
    expect(main.getByRole('link', { name: 'support@stayindia.in' })).toHaveAttribute('href', 'mailto:support@stayindia.in');
  });

  it('still shows the privacy page in English, word for word, once English is chosen again', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderRoutes(routes, { initialEntries: ['/privacy'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 1 January 2025')).toBeInTheDocument();
    expect(screen.getByText('We never see or store card numbers.').tagName).toBe('STRONG');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(
      main.getByText(/^Anyone with a booking reference and the holder's e-mail address can look that booking up on/),
    ).toBeInTheDocument();
    expect(main.getByText(/^: The city you chose in "Choose City" and when you chose it\./)).toBeInTheDocument();
  });
});
