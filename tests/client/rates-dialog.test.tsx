// The "Available Rates" dialog through the real booking panel: query only while open, its loading, error
// and empty states, choosing a rate, and the date popover (check-out moves, keyboard navigation).
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { saveBookingAttempt } from '../../client/src/features/booking/bookingStorage.ts';
import { BookingPanel, BookingPanelProvider } from '../../client/src/features/rates/BookingPanel.tsx';
import { HotelRatesQuery } from '../../client/src/features/rates/operations.ts';
import { adjustCheckout } from '../../client/src/features/rates/RatesDialog.tsx';
import { allServed } from './served.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const hotel = { id: 'lp1897', name: 'The Oberoi, Mumbai', address: 'Nariman Point', city: 'Mumbai', country: 'IN', deleted: false };

function ratesMock(
  checkin: string,
  checkout: string,
  result: MockLink.MockedResponse['result'] | null,
  error?: Error,
  delay = 30,
): MockLink.MockedResponse {
  return {
    request: {
      query: HotelRatesQuery,
      variables: { input: { hotelId: hotel.id, checkin, checkout, occupancies: [{ adults: 2, childrenAges: [] }] } },
    },
    ...(error ? { error } : { result: result ?? undefined }),
    delay,
  };
}

function ratesResult(checkin: string, checkout: string, nights: number, rates: unknown[]) {
  return { data: { hotelRates: { __typename: 'RatesResult', hotelId: hotel.id, checkin, checkout, nights, rates } } };
}

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'INR' });
const rate = {
  __typename: 'Rate',
  offerId: 'OFFER1',
  rateId: 'RATE1',
  roomName: 'Deluxe King Room',
  name: 'Deluxe King Room',
  boardType: 'RO',
  boardName: 'Room Only',
  maxOccupancy: 2,
  adultCount: 2,
  childCount: 0,
  total: money(20000),
  suggestedSellingPrice: null,
  includesTaxes: false,
  taxesAndFees: [],
  cancellation: { __typename: 'CancellationPolicy', refundable: false, refundableTag: 'NRFN', freeCancellationUntil: null, penalties: [] },
  commission: null,
  priceType: 'net',
};

function renderPanel(mocks: MockLink.MockedResponse[], search = '?checkin=2099-01-10&checkout=2099-01-12&guests=2') {
  return render(
    <MockedProvider mocks={allServed(mocks)}>
      {/* No animations: dialogs leave the DOM as soon as they close. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[`/hotels/lp1897${search}`]}>
          <BookingPanelProvider>
            <BookingPanel hotel={hotel} />
          </BookingPanelProvider>
        </MemoryRouter>
      </ConfigProvider>
    </MockedProvider>,
  );
}

async function openRates() {
  await userEvent.click(screen.getByRole('button', { name: /View Available Rates/ }));
  return screen.findByRole('dialog', { name: 'Available Rates' });
}

describe('booking panel before a rate is chosen', () => {
  it("says 'No rate selected yet' and cannot book", () => {
    renderPanel([]);
    expect(screen.getByText('No rate selected yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select a Rate to Book/ })).toBeDisabled();
  });
});

describe('rates dialog', () => {
  it("shows 'Loading rates...', then the rates; choosing one closes the dialog and enables 'Book Now'", async () => {
    // Prices move while the traveller looks: the second opening asks again and gets the new price.
    const moved = { ...rate, total: money(20500) };
    renderPanel([
      ratesMock('2099-01-10', '2099-01-12', ratesResult('2099-01-10', '2099-01-12', 2, [rate]), undefined, 800),
      ratesMock('2099-01-10', '2099-01-12', ratesResult('2099-01-10', '2099-01-12', 2, [moved])),
    ]);
    const dialog = await openRates();
    expect(within(dialog).getByText('Loading rates...')).toBeInTheDocument();
    expect(within(dialog).getByText('The Oberoi, Mumbai')).toBeInTheDocument();
    expect(within(dialog).getByTestId('rates-nights')).toHaveTextContent('2 nights');
    expect(await within(dialog).findByText('₹20,000')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Available Rates' })).toBeNull());
    expect(screen.getByTestId('selected-rate')).toHaveTextContent('Deluxe King Room');
    expect(screen.queryByText('No rate selected yet')).toBeNull();
    // Named by its words alone: its icon is decoration, not 'shopping-cart'.
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();

    // Reopening asks the provider again (offers expire, prices move), shows the new price and still marks
    // the chosen rate.
    const again = await openRates();
    expect(await within(again).findByText('₹20,500')).toBeInTheDocument();
    expect(within(again).queryByText('₹20,000')).toBeNull();
    expect(within(again).getByRole('button', { name: /Selected/ })).toBeInTheDocument();
  });

  it('shows the server message under "Error Loading Rates"', async () => {
    renderPanel([
      ratesMock('2099-01-10', '2099-01-12', {
        errors: [new GraphQLError('The hotel provider did not answer in time.', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })],
      }),
    ]);
    const dialog = await openRates();
    expect(await within(dialog).findByText('Error Loading Rates')).toBeInTheDocument();
    expect(within(dialog).getByText('The hotel provider did not answer in time.')).toBeInTheDocument();
  });

  it('falls back to the fixed message when the request itself fails', async () => {
    renderPanel([ratesMock('2099-01-10', '2099-01-12', null, new Error('Failed to fetch'))]);
    const dialog = await openRates();
    expect(await within(dialog).findByText('Error Loading Rates')).toBeInTheDocument();
    expect(within(dialog).getByText('Unable to fetch rates. Please try again later.')).toBeInTheDocument();
  });

  it("shows 'No Rates Available' when the hotel has no availability", async () => {
    renderPanel([ratesMock('2099-01-10', '2099-01-12', ratesResult('2099-01-10', '2099-01-12', 2, []))]);
    const dialog = await openRates();
    expect(await within(dialog).findByText('No Rates Available')).toBeInTheDocument();
    expect(
      within(dialog).getByText('No rates available for the selected dates. Try different dates or contact the hotel directly.'),
    ).toBeInTheDocument();
  });

  it('moves check-out to the day after a later check-in, and searches the new dates on Apply Changes', async () => {
    renderPanel([
      ratesMock('2099-01-10', '2099-01-12', ratesResult('2099-01-10', '2099-01-12', 2, [])),
      ratesMock('2099-01-20', '2099-01-21', ratesResult('2099-01-20', '2099-01-21', 1, [rate])),
    ]);
    const dialog = await openRates();
    await within(dialog).findByText('No Rates Available');

    await userEvent.click(within(dialog).getByRole('button', { name: /Change dates/ }));
    const checkinCal = await screen.findByRole('group', { name: 'Check-in Date' });
    const checkoutCal = screen.getByRole('group', { name: 'Check-out Date' });
    expect(within(checkinCal).getAllByRole('columnheader')[0]).toHaveTextContent('Wk');
    expect(within(checkinCal).getByRole('rowheader', { name: 'Week 2' })).toBeInTheDocument();

    await userEvent.click(within(checkinCal).getByRole('button', { name: 'Tuesday, 20 January 2099' }));
    expect(within(checkoutCal).getByRole('button', { name: 'Wednesday, 21 January 2099' })).toHaveAttribute('aria-pressed', 'true');
    // Check-out must be after check-in.
    expect(within(checkoutCal).getByRole('button', { name: 'Tuesday, 20 January 2099' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('draft-stay')).toHaveTextContent('1 night');

    await userEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    expect(await within(dialog).findByText('₹20,000')).toBeInTheDocument();
    expect(within(dialog).getByTestId('rates-nights')).toHaveTextContent('1 night');
  });

  it('lets the keyboard move between days', async () => {
    renderPanel([ratesMock('2099-01-10', '2099-01-12', ratesResult('2099-01-10', '2099-01-12', 2, []))]);
    const dialog = await openRates();
    await userEvent.click(within(dialog).getByRole('button', { name: /Change dates/ }));
    const checkinCal = await screen.findByRole('group', { name: 'Check-in Date' });
    const day = within(checkinCal).getByRole('button', { name: 'Saturday, 10 January 2099' });
    expect(day).toHaveAttribute('tabindex', '0');
    day.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(checkinCal).getByRole('button', { name: 'Sunday, 11 January 2099' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(checkinCal).getByRole('button', { name: 'Sunday, 18 January 2099' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(within(checkinCal).getByRole('button', { name: 'Wednesday, 18 February 2099' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('draft-stay')).toHaveTextContent('Wed, 18 Feb 2099 → Thu, 19 Feb 2099');
  });

  it('does not ask for rates until the dialog opens', async () => {
    // No mock: a query would fail the MockLink and show an error; the closed panel must not fetch.
    renderPanel([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Error Loading Rates')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('adjustCheckout', () => {
  it('keeps a check-out at least one day after check-in', () => {
    expect(adjustCheckout('2099-01-10', '2099-01-12')).toBe('2099-01-12');
    expect(adjustCheckout('2099-01-12', '2099-01-12')).toBe('2099-01-13');
    expect(adjustCheckout('2099-01-15', '2099-01-12')).toBe('2099-01-16');
  });
});

describe('"Try again" of an earlier attempt (?retry=)', () => {
  const guest = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', remarks: 'Late arrival' };
  const retrySearch = (board: string) =>
    `?checkin=2099-01-10&checkout=2099-01-12&guests=2&retry=SI-R1&room=${encodeURIComponent('Deluxe King Room')}&board=${encodeURIComponent(board)}`;
  const remember = () =>
    saveBookingAttempt({
      reference: 'SI-R1',
      transactionId: 'tr_r1',
      hotelId: hotel.id,
      hotelName: hotel.name,
      offerId: 'OLD-OFFER',
      rateId: 'RATE1',
      roomName: 'Deluxe King Room',
      boardName: 'Room Only',
      rateName: null,
      checkin: '2099-01-10',
      checkout: '2099-01-12',
      occupancies: [{ adults: 2, childrenAges: [] }],
      holder: { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', phone: '+919845012345' },
      guests: [guest],
      savedAt: '2099-01-01T00:00:00.000Z',
    });

  it('opens the rates, chooses the same room and board again and fills in the guest details', async () => {
    remember();
    renderPanel([ratesMock('2099-01-10', '2099-01-12', ratesResult('2099-01-10', '2099-01-12', 2, [rate]))], retrySearch('Room Only'));
    // No click: the booking dialog comes up with the attempt's details for a fresh prebook.
    const booking = await screen.findByRole('dialog', { name: 'Complete Your Booking' }, { timeout: 5000 });
    expect(screen.getByTestId('selected-rate')).toHaveTextContent('Deluxe King Room');
    expect(within(booking).getByLabelText('First name', { selector: '#holder-first' })).toHaveValue('Asha');
    expect(document.getElementById('holder-email')).toHaveValue('asha@example.in');
    expect(document.getElementById('guest-0-remarks')).toHaveValue('Late arrival');
    expect(document.getElementById('holder-phone')).toHaveValue('9845012345');
    expect(within(booking).getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it('shows the rates to choose from when that rate is no longer offered', async () => {
    remember();
    renderPanel([ratesMock('2099-01-10', '2099-01-12', ratesResult('2099-01-10', '2099-01-12', 2, [rate]))], retrySearch('Half Board'));
    const dialog = await screen.findByRole('dialog', { name: 'Available Rates' }, { timeout: 5000 });
    expect(await within(dialog).findByText('₹20,000')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Complete Your Booking' })).toBeNull();
    expect(screen.getByText('No rate selected yet')).toBeInTheDocument();
  });
});

describe('rates for several rooms', () => {
  const family = [
    { adults: 2, childrenAges: [7] },
    { adults: 2, childrenAges: [] },
  ];
  const familyMock = (occupancies: typeof family, rates: unknown[]): MockLink.MockedResponse => ({
    request: {
      query: HotelRatesQuery,
      variables: { input: { hotelId: hotel.id, checkin: '2099-01-10', checkout: '2099-01-12', occupancies } },
    },
    result: ratesResult('2099-01-10', '2099-01-12', 2, rates),
    delay: 30,
  });

  it('asks the rates for every room of the address, says so, and a new choice in the picker asks again', async () => {
    const familyRate = { ...rate, offerId: 'OFFER-FAMILY', adultCount: 4, childCount: 1, total: money(46000) };
    const threeRooms = [...family, { adults: 1, childrenAges: [] }];
    renderPanel(
      [familyMock(family, [familyRate]), familyMock(threeRooms, [{ ...familyRate, offerId: 'OFFER-3', total: money(61000) }])],
      '?checkin=2099-01-10&checkout=2099-01-12&rooms=2&occ=2-7_2',
    );
    expect(screen.getByTestId('booking-panel')).toHaveTextContent('2 rooms · 4 adults · 1 child');
    const dialog = await openRates();
    expect(within(dialog).getByTestId('rates-nights')).toHaveTextContent('2 nights · 2 rooms · 4 adults · 1 child');
    expect(await within(dialog).findByText('₹46,000')).toBeInTheDocument();
    expect(within(dialog).getByText('total for 2 nights, 2 rooms')).toBeInTheDocument();

    // The hero's picker, in the dialog: a third room of one adult is priced afresh.
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Rooms & Guests: 2 rooms · 4 adults · 1 child/ }, { timeout: 8000 }),
    );
    // (Found by its content: under test antd gives every dialog's title the same id, so names collide.)
    const picker = (await screen.findByTestId('rooms-picker', undefined, { timeout: 8000 })).closest<HTMLElement>('[role="dialog"]')!;
    await userEvent.click(within(picker).getByRole('button', { name: /Add room/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Fewer adults in room 3' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('₹61,000')).toBeInTheDocument();
    expect(within(dialog).getByTestId('rates-nights')).toHaveTextContent('2 nights · 3 rooms · 5 adults · 1 child');
  });
});
