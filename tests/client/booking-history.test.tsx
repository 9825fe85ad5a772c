// /bookings: server bookings merged with local ones (server wins), the sync notice, the empty state and
// the find-a-booking form.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MyBookingsQuery } from '../../client/src/features/booking/operations.ts';
import { AccessBookingMutation } from '../../client/src/features/manage-booking/operations.ts';
import {
  STORAGE_KEYS,
  addAccessToken,
  findAccessToken,
  readAccessTokens,
  saveBookingAttempt,
  type BookingRecord,
} from '../../client/src/features/booking/bookingStorage.ts';
import { Component as BookingsPage } from '../../client/src/routes/bookings/index.tsx';
import { managedBooking } from './manage-fixture.ts';
import { allServed } from './served.ts';

const holder = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' };
const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'INR' });
function booking(reference: string, hotelName: string, status = 'CONFIRMED') {
  return {
    __typename: 'Booking',
    reference,
    providerBookingId: `P-${reference}`,
    hotelConfirmationCode: null,
    status,
    hotel: {
      __typename: 'BookingHotel',
      id: 'lp1',
      name: hotelName,
      address: 'MG Road',
      city: 'Bengaluru',
      country: 'IN',
      phone: null,
      checkinTime: null,
      checkoutTime: null,
    },
    roomName: 'Superior Room',
    boardName: 'Room Only',
    checkin: '2099-02-01',
    checkout: '2099-02-03',
    nights: 2,
    adults: 2,
    children: 0,
    holder: { __typename: 'Person', ...holder },
    guests: [{ __typename: 'Person', ...holder, remarks: null }],
    price: money(15000),
    commission: null,
    cancellation: null,
    feesPayableAtHotel: [],
    paymentReference: `tr_${reference}`,
    supplierBookingId: null,
    supplierBookingName: null,
    createdAt: '2099-01-01T10:00:00.000Z',
  };
}

/** Another hotel: the cache keeps one BookingHotel per id. */
const withHotelId = (b: ReturnType<typeof booking>, id: string) => ({ ...b, hotel: { ...b.hotel, id } });

function localRecord(over: Partial<BookingRecord>): BookingRecord {
  return {
    bookingId: 'L1',
    reference: 'SI-LOCAL',
    accessToken: null,
    status: 'confirmed',
    confirmationNumber: 'L1',
    hotelName: 'Local Only Hotel',
    hotelId: 'lp2',
    roomName: 'Room',
    boardName: 'Room Only',
    holder,
    guests: [holder],
    totalPrice: 9000,
    currency: 'INR',
    commission: null,
    checkIn: '2099-03-01',
    checkOut: '2099-03-02',
    nights: 1,
    adultCount: 2,
    childCount: 0,
    paymentIntent: null,
    paymentStatus: 'succeeded',
    transactionId: 'tr_local',
    cancellationPolicies: null,
    hotelAddress: null,
    hotelCity: null,
    hotelCountry: null,
    hotelPhone: null,
    checkInTime: null,
    checkOutTime: null,
    supplierBookingId: null,
    supplierBookingName: null,
    bookedAt: '2098-12-01T10:00:00.000Z',
    apiError: false,
    ...over,
  };
}

/** Where "Try again" went: the hotel page's address. */
function HotelStub() {
  const location = useLocation();
  return <p data-testid="hotel-page">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={allServed(mocks)}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={['/bookings']}>
          <Routes>
            <Route path="/bookings" element={<BookingsPage />} />
            <Route path="/hotels" element={<p>Hotels page</p>} />
            <Route path="/hotels/:id" element={<HotelStub />} />
            <Route path="/bookings/:reference" element={<HotelStub />} />
          </Routes>
        </MemoryRouter>
      </ConfigProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/bookings', () => {
  it("shows 'No Bookings Yet' and leads to the hotels", async () => {
    renderPage([]);
    expect(screen.getByText('No Bookings Yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse Hotels' }));
    expect(await screen.findByText('Hotels page')).toBeInTheDocument();
  });

  it('merges server bookings with local ones by reference, the server winning', async () => {
    addAccessToken('tok_1');
    localStorage.setItem(
      STORAGE_KEYS.bookingHistory,
      JSON.stringify([
        localRecord({
          bookingId: 'PENDING_CONFIRMATION',
          reference: 'SI-A',
          status: 'payment_received',
          hotelName: 'Stale copy',
          transactionId: 'tr_SI-A',
        }),
        localRecord({}),
      ]),
    );
    renderPage([
      {
        request: { query: MyBookingsQuery, variables: { accessTokens: ['tok_1'] } },
        result: { data: { myBookings: [booking('SI-A', 'Server Hotel'), booking('SI-B', 'Never Paid Hotel', 'PENDING_PAYMENT')] } },
        delay: 200,
      },
    ]);
    expect(screen.getByText('Loading Your Bookings')).toBeInTheDocument();
    expect(await screen.findByText('Server Hotel')).toBeInTheDocument();
    expect(screen.getByText('Local Only Hotel')).toBeInTheDocument();
    expect(screen.queryByText('Stale copy')).toBeNull();
    expect(screen.queryByText('Never Paid Hotel')).toBeNull();
    expect(screen.getAllByTestId('booking-card')).toHaveLength(2);
    expect(screen.getByLabelText('2 bookings')).toBeInTheDocument();
  });

  it('shows a declined attempt as no booking — no voucher, no total paid — and "Try again" returns to its rate', async () => {
    addAccessToken('tok_1');
    saveBookingAttempt({
      reference: 'SI-F',
      transactionId: 'tr_SI-F',
      hotelId: 'lp1',
      hotelName: 'Declined Hotel',
      offerId: 'OFFER9',
      rateId: 'RATE9',
      roomName: 'Superior Room',
      boardName: 'Room Only',
      rateName: null,
      checkin: '2099-02-01',
      checkout: '2099-02-03',
      occupancies: [{ adults: 2, childrenAges: [] }],
      holder,
      guests: [holder],
      savedAt: '2099-01-01T10:00:00.000Z',
    });
    renderPage([
      {
        request: { query: MyBookingsQuery, variables: { accessTokens: ['tok_1'] } },
        result: {
          data: {
            myBookings: [
              booking('SI-F', 'Declined Hotel', 'FAILED'),
              // Another hotel id: the client cache keeps one copy per hotel.
              { ...booking('SI-OK', 'Booked Hotel'), hotel: { ...booking('SI-OK', 'Booked Hotel').hotel, id: 'lp7' } },
            ],
          },
        },
      },
    ]);
    const failed = (await screen.findByText('Declined Hotel')).closest('[data-testid="booking-card"]') as HTMLElement;
    const ok = screen.getByText('Booked Hotel').closest('[data-testid="booking-card"]') as HTMLElement;
    expect(within(failed).getByText('Payment failed — no money was taken. This is not a booking.')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: /Download Voucher/ })).toBeNull();
    expect(within(failed).queryByText(/Total paid/i)).toBeNull();
    expect(within(failed).queryByText('₹15,000')).toBeNull();
    // The confirmed one keeps its voucher and total; only it counts as a booking.
    expect(within(ok).getByRole('button', { name: /Download Voucher/ })).toBeInTheDocument();
    expect(within(ok).getByText('Total paid')).toBeInTheDocument();
    expect(screen.getByLabelText('1 bookings')).toBeInTheDocument();
    // No repeated board: "Superior Room · Room Only".
    expect(within(ok).getByText('Superior Room · Room Only')).toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: /Try again/ }));
    const to = new URL(`http://x${(await screen.findByTestId('hotel-page')).textContent}`);
    expect(to.pathname).toBe('/hotels/lp1');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      checkin: '2099-02-01',
      checkout: '2099-02-03',
      guests: '2',
      retry: 'SI-F',
      room: 'Superior Room',
      board: 'Room Only',
    });
  });

  it('offers no "Try again" for a declined attempt whose stay was booked since', async () => {
    addAccessToken('tok_1');
    renderPage([
      {
        request: { query: MyBookingsQuery, variables: { accessTokens: ['tok_1'] } },
        result: { data: { myBookings: [booking('SI-F', 'Same Hotel', 'FAILED'), booking('SI-OK', 'Same Hotel')] } },
      },
    ]);
    expect(await screen.findByText('Payment failed — no money was taken. This is not a booking.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
  });

  it("keeps local bookings and says 'Unable to sync with server' when the server fails", async () => {
    addAccessToken('tok_1');
    localStorage.setItem(STORAGE_KEYS.bookingHistory, JSON.stringify([localRecord({})]));
    renderPage([{ request: { query: MyBookingsQuery, variables: { accessTokens: ['tok_1'] } }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('Unable to sync with server')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection.')).toBeInTheDocument();
    expect(screen.getByText('Local Only Hotel')).toBeInTheDocument();
  });

  it('finds a booking by reference and e-mail, keeps its access token and opens its manage page, or says none was found', async () => {
    renderPage([
      {
        request: { query: AccessBookingMutation, variables: { reference: 'SI-NOPE', email: 'asha@example.in' } },
        result: { data: { accessBooking: null } },
      },
      {
        request: { query: AccessBookingMutation, variables: { reference: 'SI-X', email: 'asha@example.in' } },
        result: {
          data: {
            accessBooking: { __typename: 'BookingAccess', accessToken: 'tok_found', booking: managedBooking({ reference: 'SI-X' }) },
          },
        },
      },
    ]);
    const form = screen.getByText('Find a booking').closest('.ant-card') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Booking reference'), 'SI-NOPE');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'asha@example.in');
    await userEvent.click(within(form).getByRole('button', { name: /Find Booking/ }));
    expect(await within(form).findByText('No booking found with that reference and e-mail.')).toBeInTheDocument();
    expect(readAccessTokens()).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Booking reference'));
    await userEvent.type(within(form).getByLabelText('Booking reference'), 'SI-X');
    await userEvent.click(within(form).getByRole('button', { name: /Find Booking/ }));
    expect(await screen.findByTestId('hotel-page')).toHaveTextContent('/bookings/SI-X');
    expect(findAccessToken('si-x')).toBe('tok_found');
    expect(readAccessTokens()).toEqual(['tok_found']);
  });

  it('shows a cancelled booking as cancelled, with no voucher, and a booking being cancelled as in progress', async () => {
    addAccessToken('tok_1');
    renderPage([
      {
        request: { query: MyBookingsQuery, variables: { accessTokens: ['tok_1'] } },
        result: {
          data: {
            myBookings: [
              booking('SI-C', 'Cancelled Hotel', 'CANCELLED'),
              withHotelId(booking('SI-P', 'Pending Hotel', 'CANCELLATION_PENDING'), 'lp9'),
            ],
          },
        },
      },
    ]);
    const cancelled = (await screen.findAllByText('Cancelled Hotel'))[0].closest('[data-testid="booking-card"]') as HTMLElement;
    expect(within(cancelled).getByTestId('booking-status')).toHaveTextContent('CANCELLED');
    expect(within(cancelled).queryByRole('button', { name: /Download Voucher/ })).toBeNull();
    expect(within(cancelled).getByRole('link', { name: /Manage booking/ })).toHaveAttribute('href', '/bookings/SI-C');
    const pending = screen.getAllByText('Pending Hotel')[0].closest('[data-testid="booking-card"]') as HTMLElement;
    expect(within(pending).getByTestId('booking-status')).toHaveTextContent('CANCELLATION IN PROGRESS');
    expect(within(pending).queryByRole('button', { name: /Download Voucher/ })).toBeNull();
  });

  it('links each card with a reference to its manage page', async () => {
    localStorage.setItem(STORAGE_KEYS.bookingHistory, JSON.stringify([localRecord({ reference: 'SI-LOCAL' })]));
    renderPage([]);
    await userEvent.click(screen.getByRole('link', { name: /Manage booking/ }));
    expect(await screen.findByTestId('hotel-page')).toHaveTextContent('/bookings/SI-LOCAL');
  });
});
