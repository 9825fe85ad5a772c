// /booking-confirmation: every payment-return rule of spec §4/§5/§8 as the traveller sees it, and what the
// page leaves in local storage (history saved, pending booking removed).
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { GraphQLError } from 'graphql';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BookingLookupQuery,
  ConfirmBookingMutation,
  PaymentWidgetQuery,
  PrebookMutation,
} from '../../client/src/features/booking/operations.ts';
import {
  STORAGE_KEYS,
  readBookingHistory,
  readPendingBooking,
  saveBookingAttempt,
  savePendingBooking,
  type BookingRecord,
  type PendingBooking,
} from '../../client/src/features/booking/bookingStorage.ts';
import { Component as ConfirmationPage } from '../../client/src/routes/booking-confirmation/index.tsx';
import { allServed } from './served.ts';

const holder = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' };

function pending(over: Partial<PendingBooking> = {}): PendingBooking {
  return {
    prebookId: 'PB123',
    transactionId: 'tr_ct_abc',
    reference: 'SI-7K3M9Q',
    accessToken: 'tok_abc',
    hotelId: 'lp1897',
    hotelName: 'The Oberoi, Mumbai',
    hotelAddress: 'Nariman Point',
    hotelCity: 'Mumbai',
    hotelCountry: 'IN',
    hotelPhone: '+91 22 6632 5757',
    checkInTime: '02:00 PM',
    checkOutTime: '12:00 PM',
    roomName: 'Deluxe King Room',
    boardName: 'Bed and Breakfast',
    totalPrice: 20000,
    currency: 'INR',
    commission: 1500,
    adultCount: 2,
    childCount: 0,
    cancellationPolicies: { refundableTag: 'RFN', freeCancellationUntil: '2099-01-08T12:30:00.000Z', cancelPolicyInfos: [] },
    holder,
    guests: [holder],
    checkIn: '2099-01-10',
    checkOut: '2099-01-12',
    nights: 2,
    createdAt: '2098-12-01T10:00:00.000Z',
    ...over,
  };
}

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'INR' });
function booking(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    reference: 'SI-7K3M9Q',
    providerBookingId: 'zzWkJcdgk',
    hotelConfirmationCode: 'HTL-5521',
    status: 'CONFIRMED',
    hotel: {
      __typename: 'BookingHotel',
      id: 'lp1897',
      name: 'The Oberoi, Mumbai',
      address: 'Nariman Point',
      city: 'Mumbai',
      country: 'IN',
      phone: '+91 22 6632 5757',
      checkinTime: '02:00 PM',
      checkoutTime: '12:00 PM',
    },
    roomName: 'Deluxe King Room',
    boardName: 'Bed and Breakfast',
    checkin: '2099-01-10',
    checkout: '2099-01-12',
    nights: 2,
    adults: 2,
    children: 0,
    holder: { __typename: 'Person', ...holder },
    guests: [{ __typename: 'Person', ...holder, remarks: null }],
    price: money(20000),
    commission: money(1500),
    cancellation: {
      __typename: 'CancellationPolicy',
      refundable: true,
      refundableTag: 'RFN',
      freeCancellationUntil: '2099-01-08T12:30:00.000Z',
      penalties: [],
    },
    feesPayableAtHotel: [],
    paymentReference: 'tr_ct_abc',
    supplierBookingId: null,
    supplierBookingName: null,
    createdAt: '2098-12-01T10:05:00.000Z',
    ...over,
  };
}

const SUCCESS_QS =
  '?pid=PB123&tid=tr_ct_abc&ref=SI-7K3M9Q&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded';

/** confirmBooking's answer to the holder of the access token: the whole booking. */
function confirmed(b: ReturnType<typeof booking>) {
  return { data: { confirmBooking: { __typename: 'ConfirmBookingResult', reference: b.reference, status: b.status, booking: b } } };
}

function confirmMock(
  result: MockLink.MockedResponse['result'] | (() => unknown),
  redirectStatus = 'succeeded',
  error?: Error,
  /** null: this browser has no access token for the booking (storage cleared) */
  accessToken: string | null = 'tok_abc',
) {
  return {
    request: {
      query: ConfirmBookingMutation,
      variables: {
        input: {
          prebookId: 'PB123',
          transactionId: 'tr_ct_abc',
          paymentIntent: 'pi_1',
          paymentIntentClientSecret: 'pi_1_secret_2',
          redirectStatus,
          ...(accessToken ? { accessToken } : {}),
        },
      },
    },
    ...(error ? { error } : { result: result as MockLink.MockedResponse['result'] }),
    delay: 10,
  } as MockLink.MockedResponse;
}

function renderPage(qs: string, mocks: MockLink.MockedResponse[] = [], strict = false) {
  // Warnings off: most tests leave the 1-second details refresh unmocked on purpose (its failure is only logged).
  const tree = (
    <MockedProvider mocks={allServed(mocks)} showWarnings={false}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[`/booking-confirmation${qs}`]}>
          <Routes>
            <Route path="/booking-confirmation" element={<ConfirmationPage />} />
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/bookings/:reference" element={<p>Manage page</p>} />
          </Routes>
        </MemoryRouter>
      </ConfigProvider>
    </MockedProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('payment return checks', () => {
  it("shows 'Processing Your Booking' while booking", async () => {
    savePendingBooking(pending());
    renderPage(SUCCESS_QS, [{ ...confirmMock(confirmed(booking())), delay: 300 }]);
    expect(screen.getByText('Processing Your Booking')).toBeInTheDocument();
    expect(screen.getByText('Verifying payment...')).toBeInTheDocument();
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
  });

  it('reports a failed payment and tells the ledger, ignoring its answer', async () => {
    savePendingBooking(pending());
    const told = vi.fn(() => ({ errors: [new GraphQLError('The payment was declined.', { extensions: { code: 'PAYMENT_FAILED' } })] }));
    renderPage('?pid=PB123&tid=tr_ct_abc&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=failed', [
      confirmMock(told, 'failed'),
    ]);
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('No money was taken and nothing was booked.')).toBeInTheDocument();
    // Not a booking: no voucher, no "Total Paid".
    expect(screen.queryByRole('button', { name: /Download Voucher/ })).toBeNull();
    expect(screen.queryByText(/Total Paid/i)).toBeNull();
    await waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(readBookingHistory()).toEqual([]);
  });

  it("'Try Again' after a declined card holds the same rate afresh and opens the payment widget, without reloading", async () => {
    savePendingBooking(pending());
    saveBookingAttempt({
      reference: 'SI-7K3M9Q',
      transactionId: 'tr_ct_abc',
      hotelId: 'lp1897',
      hotelName: 'The Oberoi, Mumbai',
      offerId: 'OFFER1',
      rateId: 'RATE1',
      roomName: 'Deluxe King Room',
      boardName: 'Bed and Breakfast',
      rateName: 'Flexible Rate',
      checkin: '2099-01-10',
      checkout: '2099-01-12',
      occupancies: [{ adults: 2, childrenAges: [] }],
      holder: { ...holder, phone: '+919845012345' },
      guests: [holder],
      savedAt: '2098-12-01T10:00:00.000Z',
    });
    const prebooked = vi.fn(() => ({
      data: {
        prebook: {
          __typename: 'Prebook',
          prebookId: 'PB999',
          transactionId: 'tr_ct_new',
          secretKey: 'pi_9_secret_9',
          price: money(20000),
          priceDifferencePercent: 0,
          cancellationChanged: false,
          boardChanged: false,
          accessToken: 'tok_new',
          booking: booking({ reference: 'SI-NEW123', status: 'PENDING_PAYMENT', paymentReference: 'tr_ct_new' }),
        },
      },
    }));
    const widget = vi.fn();
    window.LiteAPIPayment = class {
      constructor(config: unknown) {
        widget(config);
      }
      handlePayment() {}
    } as unknown as Window['LiteAPIPayment'];
    try {
      renderPage(
        '?pid=PB123&tid=tr_ct_abc&ref=SI-7K3M9Q&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=failed',
        [
          confirmMock({ data: { confirmBooking: null } }, 'failed'),
          {
            request: {
              query: PrebookMutation,
              variables: {
                input: {
                  offerId: 'OFFER1',
                  hotelId: 'lp1897',
                  checkin: '2099-01-10',
                  checkout: '2099-01-12',
                  occupancies: [{ adults: 2, childrenAges: [] }],
                  holder: { ...holder, phone: '+919845012345' },
                  guests: [holder],
                },
              },
            },
            result: prebooked,
            delay: 10,
          },
          {
            request: { query: PaymentWidgetQuery },
            result: {
              data: {
                paymentWidget: {
                  __typename: 'PaymentWidgetConfig',
                  scriptUrl: '/sandbox/payment/liteAPIPayment.js',
                  publicKey: 'sandbox',
                  businessName: 'StayIndia',
                  sandbox: true,
                  testCardNumber: '4242424242424242',
                },
              },
            },
          },
        ],
      );
      await userEvent.click(await screen.findByRole('button', { name: /Try Again/ }));
      // A fresh hold of the same rate, with the stored guest details, and the widget for its new session.
      await waitFor(() => expect(prebooked).toHaveBeenCalledTimes(1));
      expect(await screen.findByTestId('payment-retry')).toBeInTheDocument();
      await waitFor(() =>
        expect(widget).toHaveBeenCalledWith(
          expect.objectContaining({
            secretKey: 'pi_9_secret_9',
            returnUrl: `${window.location.origin}/booking-confirmation?pid=PB999&tid=tr_ct_new&ref=SI-NEW123`,
          }),
        ),
      );
      expect(readPendingBooking()).toMatchObject({
        prebookId: 'PB999',
        transactionId: 'tr_ct_new',
        holder: { ...holder, phone: '+919845012345' },
        guests: [holder],
      });
    } finally {
      delete window.LiteAPIPayment;
    }
  });

  it("says 'Invalid payment status' for anything but succeeded, or a success without a payment intent", async () => {
    savePendingBooking(pending());
    renderPage('?pid=PB123&tid=tr_ct_abc&payment_intent=pi_1&redirect_status=processing');
    expect(await screen.findByText('Invalid payment status')).toBeInTheDocument();
    cleanup();
    renderPage('?pid=PB123&tid=tr_ct_abc&redirect_status=succeeded');
    expect(await screen.findByText('Invalid payment status')).toBeInTheDocument();
  });

  it('needs a pending booking or the ids in the address', async () => {
    renderPage('?payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByText('No booking data found. Please start a new booking.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Go Home/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });

  it('needs both the prebook id and the transaction id', async () => {
    savePendingBooking(pending({ transactionId: '' }));
    renderPage('?payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByText('Invalid booking data. Missing prebookId or transactionId.')).toBeInTheDocument();
    cleanup();
    localStorage.clear();
    renderPage('?pid=PB123&payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByText('Invalid booking data. Missing prebookId or transactionId.')).toBeInTheDocument();
  });

  it('needs the holder and at least one guest in the pending booking', async () => {
    savePendingBooking(pending({ guests: [] }));
    renderPage(SUCCESS_QS);
    expect(await screen.findByText('Invalid booking data. Missing guest information.')).toBeInTheDocument();
  });

  it("'Go Home' leaves for the home page", async () => {
    renderPage('?payment_intent=pi_1&redirect_status=succeeded');
    await userEvent.click(await screen.findByRole('button', { name: /Go Home/ }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});

describe('booking after a successful payment', () => {
  it('shows the confirmation, saves it first in the history, drops the pending booking and refreshes the details', async () => {
    const older: BookingRecord = {
      ...(JSON.parse('{}') as BookingRecord),
      bookingId: 'OLD1',
      transactionId: 'tr_old',
      guests: [],
      bookedAt: '2090-01-01',
    };
    localStorage.setItem(STORAGE_KEYS.bookingHistory, JSON.stringify([older]));
    savePendingBooking(pending());
    const refreshed = booking({ supplierBookingId: 'SUP-9', supplierBookingName: 'Oberoi Direct' });
    renderPage(SUCCESS_QS, [
      confirmMock(confirmed(booking())),
      {
        request: { query: BookingLookupQuery, variables: { reference: 'SI-7K3M9Q', email: 'asha@example.in' } },
        result: { data: { booking: refreshed } },
      },
    ]);

    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('CONFIRMED');
    expect(screen.getByTestId('booking-id')).toHaveTextContent('zzWkJcdgk');
    expect(screen.getAllByText('SI-7K3M9Q').length).toBeGreaterThan(0);
    for (const title of ['Hotel Details', 'Guest Information', 'Payment Details', 'Cancellation Policy']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('₹20,000')).toBeInTheDocument();
    expect(screen.getByText('tr_ct_abc')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation until Thu, 8 Jan 2099, 6:00 pm IST.')).toBeInTheDocument();
    // The payment status in plain words, not the provider's `succeeded`.
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
    expect(screen.queryByText('succeeded')).toBeNull();
    expect(screen.getByText('A confirmation e-mail has been sent to asha@example.in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Home/ })).toBeInTheDocument();

    const history = readBookingHistory();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      bookingId: 'zzWkJcdgk',
      reference: 'SI-7K3M9Q',
      accessToken: 'tok_abc',
      status: 'confirmed',
      hotelName: 'The Oberoi, Mumbai',
      checkIn: '2099-01-10',
      checkOut: '2099-01-12',
      nights: 2,
      totalPrice: 20000,
      transactionId: 'tr_ct_abc',
      paymentIntent: 'pi_1',
      commission: 1500,
      apiError: false,
    });
    expect(history[1].bookingId).toBe('OLD1');
    expect(readPendingBooking()).toBeNull();

    // About a second later the details are fetched again and merged into the first entry.
    await waitFor(() => expect(readBookingHistory()[0].supplierBookingId).toBe('SUP-9'), { timeout: 3000 });
    expect(readBookingHistory()[0].supplierBookingName).toBe('Oberoi Direct');
  });

  it("'Manage booking' opens the booking's manage page", async () => {
    savePendingBooking(pending());
    renderPage(SUCCESS_QS, [confirmMock(confirmed(booking()))]);
    await userEvent.click(await screen.findByRole('button', { name: /Manage booking/ }));
    expect(await screen.findByText('Manage page')).toBeInTheDocument();
  });

  it('downloads the voucher as booking-{bookingId}.txt', async () => {
    savePendingBooking(pending());
    renderPage(SUCCESS_QS, [confirmMock(confirmed(booking()))]);
    await screen.findByText('Booking Confirmed!');
    const createObjectURL = vi.fn((_b: Blob) => 'blob:voucher');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await userEvent.click(screen.getByRole('button', { name: /Download Voucher/ }));
    expect(downloaded).toBe('booking-zzWkJcdgk.txt');
    const blob = createObjectURL.mock.calls[0][0];
    expect(await blob.text()).toContain('The Oberoi, Mumbai');
  });

  it('without this browser’s access token (storage cleared) shows only the reference and status the server gives', async () => {
    const anonymous = {
      data: { confirmBooking: { __typename: 'ConfirmBookingResult', reference: 'SI-7K3M9Q', status: 'CONFIRMED', booking: null } },
    };
    renderPage(SUCCESS_QS, [confirmMock(anonymous, 'succeeded', undefined, null)]);
    expect(
      await screen.findByText("Booking SI-7K3M9Q is confirmed. Find it in My Bookings with this reference and the holder's e-mail."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Booking Confirmed!')).toBeNull();
    expect(readBookingHistory()).toEqual([]);
  });

  it('books once under StrictMode, and a reload shows the same booking without booking again', async () => {
    savePendingBooking(pending());
    const calls = vi.fn(() => confirmed(booking()));
    renderPage(SUCCESS_QS, [confirmMock(calls), confirmMock(calls)], true);
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toHaveBeenCalledTimes(1);
    cleanup();

    // Reload: no mock for confirmBooking, so calling it would end in an error view.
    renderPage(SUCCESS_QS, []);
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(screen.getByTestId('booking-id')).toHaveTextContent('zzWkJcdgk');
    expect(readBookingHistory()).toHaveLength(1);
  });

  it("shows 'Payment Received - Confirmation Pending' when the provider has not confirmed yet", async () => {
    savePendingBooking(pending());
    renderPage(SUCCESS_QS, [confirmMock(confirmed(booking({ status: 'PAYMENT_RECEIVED_UNCONFIRMED', providerBookingId: null })))]);
    expect(await screen.findByText('Payment Received - Confirmation Pending')).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getAllByText('tr_ct_abc').length).toBeGreaterThan(0);
    expect(readBookingHistory()[0]).toMatchObject({
      bookingId: 'PENDING_CONFIRMATION',
      status: 'payment_received',
      confirmationNumber: 'PENDING',
      apiError: true,
      reference: 'SI-7K3M9Q',
      transactionId: 'tr_ct_abc',
    });
  });

  it('keeps a pending-confirmation record when the booking call fails after a successful payment', async () => {
    savePendingBooking(pending());
    renderPage(SUCCESS_QS, [confirmMock(undefined, 'succeeded', new Error('NetworkError when attempting to fetch resource.'))]);
    expect(await screen.findByText('Payment Received - Confirmation Pending')).toBeInTheDocument();
    expect(readBookingHistory()[0]).toMatchObject({ bookingId: 'PENDING_CONFIRMATION', status: 'payment_received', apiError: true });
  });

  it("shows 'Booking Error' with the spec's wording when there is no pending data to fall back on", async () => {
    renderPage(SUCCESS_QS, [confirmMock(undefined, 'succeeded', new Error('Failed to fetch'), null)]);
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to process booking. Network connection error. Please check your internet connection and try again.'),
    ).toBeInTheDocument();
    cleanup();
    renderPage(SUCCESS_QS, [
      confirmMock(
        { errors: [new GraphQLError('Provider API returned an error.', { extensions: { code: 'UPSTREAM_ERROR' } })] },
        'succeeded',
        undefined,
        null,
      ),
    ]);
    expect(await screen.findByText('Failed to process booking. API service error. Provider API returned an error.')).toBeInTheDocument();
  });

  it('does not claim the payment was received when the server says it was not', async () => {
    savePendingBooking(pending());
    renderPage(SUCCESS_QS, [
      confirmMock({
        errors: [new GraphQLError('The payment for this booking has not completed.', { extensions: { code: 'PAYMENT_REQUIRED' } })],
      }),
    ]);
    expect(await screen.findByText('Failed to process booking. The payment for this booking has not completed.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Received - Confirmation Pending')).toBeNull();
  });
});
