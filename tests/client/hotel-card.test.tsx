// The search result card: what a traveller reads on it and where 'View Details' takes them.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { HotelCard } from '../../client/src/features/hotel-list/HotelCard.tsx';
import type { HotelCard_HotelFragment } from '../../client/src/__generated__/graphql.ts';
import { renderAt, renderRoutes } from './render-shell.tsx';

function hotel(over: Partial<HotelCard_HotelFragment> = {}): HotelCard_HotelFragment {
  return {
    __typename: 'HotelSummary',
    id: 'lp1897',
    name: 'Taj Mahal Palace',
    thumbnail: 'https://img.example/taj.jpg',
    mainPhoto: null,
    address: 'Apollo Bunder',
    city: 'Mumbai',
    description: 'Iconic sea-facing hotel.',
    stars: 5,
    rating: 4.65,
    reviewCount: 1234,
    priceFrom: { __typename: 'Money', amount: 1234567.4, currency: 'INR' },
    stayPrice: null,
    payableAtHotel: null,
    suggestedStayPrice: null,
    freeCancellation: null,
    board: null,
    ...over,
  };
}

const card = (h: HotelCard_HotelFragment) => renderAt(<HotelCard hotel={h} />);

describe('HotelCard', () => {
  it('shows name, stars, location, rating with reviews and an en-IN price per night', () => {
    card(hotel());
    expect(screen.getByText('Taj Mahal Palace')).toBeInTheDocument();
    // A star icon with the count, never the ⭐ emoji some systems cannot draw.
    expect(screen.getByTestId('hotel-card-stars')).toHaveTextContent(/^5$/);
    // One image named by its count, as the hotel page's stars: its icon is hidden, the label is what is read.
    expect(screen.getByRole('img', { name: '5 stars' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[⭐★]/u);
    expect(screen.getByText('Apollo Bunder, Mumbai')).toBeInTheDocument();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('(1,234 reviews)')).toBeInTheDocument();
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('₹12,34,567')).toBeInTheDocument();
    expect(screen.getByText('per night')).toBeInTheDocument();
  });

  it("falls back to 'Unnamed Hotel' and 3 stars when they are missing", () => {
    card(hotel({ name: '  ', stars: null }));
    expect(screen.getByText('Unnamed Hotel')).toBeInTheDocument();
    expect(screen.getByLabelText('3 stars')).toHaveTextContent(/^3$/);
  });

  it.each([
    [{ address: 'MG Road', city: 'Bengaluru' }, 'MG Road, Bengaluru'],
    [{ address: null, city: 'Bengaluru' }, 'Bengaluru'],
    [{ address: 'MG Road', city: '' }, 'MG Road'],
    [{ address: null, city: null }, 'Location not available'],
  ])('shows the location %o as %s', (loc, expected) => {
    card(hotel(loc));
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('cuts a long description at 100 characters plus ... and strips HTML', () => {
    const long = `<p>${'A'.repeat(60)} ${'b'.repeat(60)}</p>`;
    card(hotel({ description: long }));
    const expected = `${'A'.repeat(60)} ${'b'.repeat(39)}...`;
    expect(expected).toHaveLength(103);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('keeps a short description whole and uses the default sentence when there is none', () => {
    card(hotel({ description: 'Short and sweet.' }));
    expect(screen.getByText('Short and sweet.')).toBeInTheDocument();
    card(hotel({ id: 'lp2', description: null }));
    expect(screen.getByText('Comfortable accommodation with modern amenities and excellent service')).toBeInTheDocument();
  });

  it('hides the rating and review count when the rating is not above 0', () => {
    card(hotel({ rating: 0, reviewCount: 7 }));
    expect(screen.queryByText('(7 reviews)')).not.toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
  });

  it("says 'No availability for these dates' instead of inventing a price", () => {
    card(hotel({ priceFrom: null }));
    expect(screen.getByText('No availability for these dates')).toBeInTheDocument();
    expect(screen.queryByText('From')).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('shows the whole price per night and for the stay, nights and rooms included (issue 15 §2)', () => {
    renderAt(
      <HotelCard
        hotel={hotel({
          priceFrom: { __typename: 'Money', amount: 34136, currency: 'INR' },
          stayPrice: { __typename: 'Money', amount: 68272, currency: 'INR' },
        })}
        stay={{ checkin: '2026-12-01', checkout: '2026-12-03', guests: 2 }}
      />,
    );
    const price = screen.getByTestId('hotel-card-price');
    expect(price).toHaveTextContent('From₹34,136 per night· ₹68,272 for 2 nights, 1 room, incl. taxes');
    expect(screen.getByTestId('hotel-card-stay-price')).toHaveTextContent(/₹68,272 for 2 nights, 1 room, incl\. taxes$/);
    // No suggested price from the provider: nothing is struck through.
    expect(price.querySelector('del')).toBeNull();
  });

  it('counts the searched rooms, names fees payable at the hotel, and shows free cancellation and the board', () => {
    renderAt(
      <HotelCard
        hotel={hotel({
          priceFrom: { __typename: 'Money', amount: 12000, currency: 'INR' },
          stayPrice: { __typename: 'Money', amount: 36000, currency: 'INR' },
          payableAtHotel: { __typename: 'Money', amount: 1200, currency: 'INR' },
          freeCancellation: true,
          board: 'BREAKFAST',
        })}
        stay={{
          checkin: '2026-12-01',
          checkout: '2026-12-04',
          guests: 5,
          rooms: [
            { adults: 2, childrenAges: [7] },
            { adults: 2, childrenAges: [] },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('hotel-card-stay-price')).toHaveTextContent(/₹36,000 for 3 nights, 2 rooms, incl\. taxes$/);
    expect(screen.getByTestId('hotel-card-at-hotel')).toHaveTextContent('incl. ₹1,200 payable at the hotel');
    expect(screen.getByText('Free cancellation')).toBeInTheDocument();
    expect(screen.getByText('Breakfast included')).toBeInTheDocument();
  });

  it('strikes through only a higher suggested stay price from the provider', () => {
    const priced = {
      priceFrom: { __typename: 'Money' as const, amount: 5000, currency: 'INR' },
      stayPrice: { __typename: 'Money' as const, amount: 10000, currency: 'INR' },
    };
    card(hotel({ ...priced, suggestedStayPrice: { __typename: 'Money', amount: 12500, currency: 'INR' } }));
    // the stay's ₹12,500 per night, beside the per-night price it is struck above
    expect(screen.getByTestId('hotel-card-was')).toHaveTextContent('₹6,250');
    expect(screen.getByTestId('hotel-card-was').querySelector('del')).not.toBeNull();
    card(hotel({ id: 'lp2', ...priced, suggestedStayPrice: { __typename: 'Money', amount: 9000, currency: 'INR' } }));
    expect(screen.getAllByTestId('hotel-card-was')).toHaveLength(1);
  });

  it('says nothing of a stay total, taxes, cancellation or board when they are not known', () => {
    card(hotel());
    expect(screen.queryByTestId('hotel-card-stay-price')).toBeNull();
    expect(screen.queryByText(/incl\. taxes/)).toBeNull();
    expect(screen.queryByText('Free cancellation')).toBeNull();
  });

  it('carries several rooms and children to the hotel page in the address', () => {
    renderAt(
      <HotelCard
        hotel={hotel()}
        stay={{
          checkin: '2026-12-01',
          checkout: '2026-12-03',
          guests: 5,
          rooms: [
            { adults: 2, childrenAges: [7] },
            { adults: 2, childrenAges: [] },
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/hotels/lp1897?checkin=2026-12-01&checkout=2026-12-03&rooms=2&occ=2-7_2',
    );
  });

  it('shows a building placeholder when the photo is missing, and when it fails to load', () => {
    card(hotel({ thumbnail: null, mainPhoto: null }));
    expect(screen.getByRole('img', { name: 'Taj Mahal Palace (no photo)' })).toBeInTheDocument();

    card(hotel({ id: 'lp3', name: 'Leela Palace' }));
    expect(screen.getByTestId('photo-loading')).toBeInTheDocument();
    fireEvent.error(screen.getByAltText('Leela Palace'));
    expect(screen.getByRole('img', { name: 'Leela Palace (no photo)' })).toBeInTheDocument();
  });

  it('fetches a first-row photo at once and with high priority, the others when they near the screen', () => {
    renderAt(<HotelCard hotel={hotel({ id: 'lp1', name: 'First Row Hotel' })} priority />);
    renderAt(<HotelCard hotel={hotel({ id: 'lp2', name: 'Lower Row Hotel' })} />);
    const first = screen.getByAltText('First Row Hotel');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const lower = screen.getByAltText('Lower Row Hotel');
    expect(lower).toHaveAttribute('loading', 'lazy');
    expect(lower).not.toHaveAttribute('fetchpriority');
  });

  it("skips drawing a waiting photo's shimmer while the card is out of view", () => {
    // A lazy photo far down the list waits for the traveller to scroll; its skeleton's animation must not
    // repaint the page every frame meanwhile (content-visibility skips its rendering out of view).
    renderAt(<HotelCard hotel={hotel({ id: 'lp2', name: 'Lower Row Hotel' })} />);
    expect(screen.getByTestId('photo-loading').getAttribute('style')).toContain('content-visibility: auto');
  });

  it("shows the 'Verified' badge on hover", async () => {
    card(hotel());
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByText('Taj Mahal Palace'));
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('links View Details to the hotel with the searched stay and passes where we came from', async () => {
    function HotelProbe() {
      const location = useLocation();
      return (
        <div data-testid="hotel-page">{`${location.pathname}${location.search} from=${(location.state as { from: string }).from}`}</div>
      );
    }
    const { router } = renderRoutes(
      [
        { path: '/', element: <HotelCard hotel={hotel()} stay={{ checkin: '2026-12-01', checkout: '2026-12-03', guests: 3 }} /> },
        { path: '/hotels/:hotelId', element: <HotelProbe /> },
      ],
      { initialEntries: ['/?search=Mumbai&page=2'] },
    );
    const link = screen.getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', '/hotels/lp1897?checkin=2026-12-01&checkout=2026-12-03&guests=3');
    await userEvent.click(link);
    expect(await screen.findByTestId('hotel-page')).toHaveTextContent(
      '/hotels/lp1897?checkin=2026-12-01&checkout=2026-12-03&guests=3 from=/?search=Mumbai&page=2',
    );
    expect(router.state.location.pathname).toBe('/hotels/lp1897');
  });
});
