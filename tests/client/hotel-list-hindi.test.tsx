// The hotel list in Hindi (issue 17 §1): a card's prices and words, and the filter panel with its chips
// and sort menu, read in Hindi; prices keep ₹ with Indian grouping.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../client/src/lib/i18n.ts';
import { HotelCard } from '../../client/src/features/hotel-list/HotelCard.tsx';
import { AppliedFilterChips, FilterPanel, SortSelect } from '../../client/src/features/hotel-list/FilterPanel.tsx';
import { NO_FILTERS } from '../../client/src/features/hotel-list/listState.ts';
import type { HotelCard_HotelFragment } from '../../client/src/__generated__/graphql.ts';
import { Component as HotelsRoute } from '../../client/src/routes/hotels/index.tsx';
import { renderAt, renderRoutes } from './render-shell.tsx';

const hotel: HotelCard_HotelFragment = {
  __typename: 'HotelSummary',
  id: 'lp1897',
  name: 'Taj Mahal Palace',
  thumbnail: null,
  mainPhoto: null,
  address: null,
  city: null,
  description: null,
  stars: 5,
  rating: 4.65,
  reviewCount: 1234,
  priceFrom: { __typename: 'Money', amount: 34136, currency: 'INR' },
  stayPrice: { __typename: 'Money', amount: 68272, currency: 'INR' },
  payableAtHotel: null,
  suggestedStayPrice: null,
  freeCancellation: true,
  board: 'BREAKFAST',
};

beforeEach(async () => {
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces(['hotel-list']);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the hotel list in Hindi', () => {
  it('/hotels with no destination offers its starting cities with their taglines in Hindi', async () => {
    await i18n.loadNamespaces(['home']);
    renderRoutes([{ path: '/hotels', element: <HotelsRoute /> }], { initialEntries: ['/hotels'] });
    const mumbai = await screen.findByRole('link', { name: /Mumbai/ }, { timeout: 8000 });
    expect(mumbai).toHaveTextContent('सपनों का शहर');
    expect(document.body.textContent).not.toMatch(/The City of Dreams|Heart of the Nation|Gateway to the South/);
  });

  it('shows a card in Hindi, prices in rupees with Indian grouping', async () => {
    renderAt(<HotelCard hotel={hotel} stay={{ checkin: '2026-03-17', checkout: '2026-03-19', guests: 2 }} />);
    expect(await screen.findByText('प्रति रात')).toBeInTheDocument();
    expect(screen.getByText('शुरुआती कीमत')).toBeInTheDocument();
    expect(screen.getByText('₹34,136')).toBeInTheDocument();
    expect(screen.getByTestId('hotel-card-stay-price')).toHaveTextContent('2 रातों, 1 कमरे के लिए ₹68,272, टैक्स सहित');
    expect(screen.getByText('(1,234 रिव्यू)')).toBeInTheDocument();
    expect(screen.getByText('लोकेशन उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.getByText('मुफ़्त कैंसलेशन')).toBeInTheDocument();
    expect(screen.getByText('नाश्ता शामिल')).toBeInTheDocument();
    expect(screen.getByLabelText('5 स्टार')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विवरण देखें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/per night|incl\. taxes|View Details/);
  });

  it('shows the filters, their chips and the sort menu in Hindi', async () => {
    const filters = { ...NO_FILTERS, stars: [4], freeCancel: true, priceMin: 2000 };
    renderAt(
      <>
        <SortSelect value="price_asc" onChange={() => undefined} />
        <AppliedFilterChips filters={filters} onChange={() => undefined} />
        <FilterPanel filters={filters} pricesPending onChange={() => undefined} />
      </>,
    );
    expect(await screen.findByText('क्रम')).toBeInTheDocument();
    expect(screen.getByText('कीमत: कम से ज़्यादा')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'लागू फ़िल्टर' })).toHaveTextContent('₹2,000 से');
    expect(screen.getByRole('button', { name: 'फ़िल्टर 4 स्टार हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सब हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'प्रति रात कीमत' })).toHaveTextContent('कीमतें लोड हो रही हैं...');
    expect(screen.getByRole('group', { name: 'स्टार रेटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'मेहमानों की रेटिंग' })).toHaveTextContent('कोई भी रेटिंग');
    expect(screen.getByRole('group', { name: 'कैंसलेशन' })).toHaveTextContent('मुफ़्त कैंसलेशन');
  });
});
