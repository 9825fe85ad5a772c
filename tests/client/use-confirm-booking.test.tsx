// useConfirmBooking: the payment return as a hook, apart from the page that draws it. What it answers for
// a declined card (with the attempt to pay again), a success (booked once, even under StrictMode), and a
// status that is not a booking.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmBookingMutation } from '../../client/src/features/booking/operations.ts';
import {
  readBookingHistory,
  readPendingBooking,
  saveBookingAttempt,
  savePendingBooking,
  type PendingBooking,
} from '../../client/src/features/booking/bookingStorage.ts';
import { useConfirmBooking } from '../../client/src/features/booking/useConfirmBooking.ts';
import { allServed } from './served.ts';

const holder = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' };
const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'INR' });

const pending: PendingBooking = {
  prebookId: 'PB1',
  transactionId: 'tr_1',
  reference: 'SI-AAAA11',
  accessToken: 'tok_1',
  hotelId: 'lp1',
  hotelName: 'Sea View',
  roomName: 'Deluxe',
  boardName: 'Room Only',
  totalPrice: 10000,
  currency: 'INR',
  commission: null,
  adultCount: 2,
  childCount: 0,
  cancellationPolicies: null,
  holder,
  guests: [holder],
  checkIn: '2099-01-10',
  checkOut: '2099-01-12',
  nights: 2,
  createdAt: '2098-12-01T10:00:00.000Z',
};

function booking(status: string) {
  return {
    __typename: 'Booking',
    reference: 'SI-AAAA11',
    providerBookingId: 'PROV1',
    hotelConfirmationCode: null,
    status,
    hotel: {
      __typename: 'BookingHotel',
      id: 'lp1',
      name: 'Sea View',
      address: null,
      city: 'Goa',
      country: 'IN',
      phone: null,
      checkinTime: null,
      checkoutTime: null,
    },
    roomName: 'Deluxe',
    boardName: 'Room Only',
    checkin: '2099-01-10',
    checkout: '2099-01-12',
    nights: 2,
    adults: 2,
    children: 0,
    holder: { __typename: 'Person', ...holder },
    guests: [{ __typename: 'Person', ...holder, remarks: null }],
    price: money(10000),
    feesPayableAtHotel: [{ __typename: 'TaxOrFee', description: 'City tax', amount: money(500), included: false }],
    commission: null,
    cancellation: null,
    paymentReference: 'tr_1',
    supplierBookingId: null,
    supplierBookingName: null,
    createdAt: '2098-12-01T10:00:00.000Z',
  };
}

function confirmMock(redirectStatus: string, result: () => unknown): MockLink.MockedResponse {
  return {
    request: {
      query: ConfirmBookingMutation,
      variables: {
        input: {
          prebookId: 'PB1',
          transactionId: 'tr_1',
          paymentIntent: 'pi_1',
          paymentIntentClientSecret: 'sec',
          redirectStatus,
          accessToken: 'tok_1',
        },
      },
    },
    result: result as MockLink.MockedResponse['result'],
  };
}

const qs = (status: string) =>
  new URLSearchParams({
    pid: 'PB1',
    tid: 'tr_1',
    ref: 'SI-AAAA11',
    payment_intent: 'pi_1',
    payment_intent_client_secret: 'sec',
    redirect_status: status,
  });

function run(params: URLSearchParams, mocks: MockLink.MockedResponse[], strict = false) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <MockedProvider mocks={allServed(mocks)} showWarnings={false}>
        {children}
      </MockedProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return renderHook(() => useConfirmBooking(params), { wrapper });
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useConfirmBooking', () => {
  it('answers a declined card with the attempt to pay again, and tells the ledger', async () => {
    savePendingBooking(pending);
    saveBookingAttempt({
      reference: 'SI-AAAA11',
      transactionId: 'tr_1',
      hotelId: 'lp1',
      hotelName: 'Sea View',
      offerId: 'OF1',
      rateId: null,
      roomName: 'Deluxe',
      boardName: 'Room Only',
      rateName: null,
      checkin: '2099-01-10',
      checkout: '2099-01-12',
      occupancies: [{ adults: 2, childrenAges: [] }],
      holder,
      guests: [holder],
      savedAt: '2098-12-01T10:00:00.000Z',
    });
    const told = vi.fn(() => ({
      data: { confirmBooking: { __typename: 'ConfirmBookingResult', reference: 'SI-AAAA11', status: 'FAILED', booking: null } },
    }));
    const { result } = run(qs('failed'), [confirmMock('failed', told)]);
    expect(result.current.kind).toBe('processing');
    await waitFor(() => expect(result.current.kind).toBe('paymentFailed'));
    const view = result.current;
    if (view.kind !== 'paymentFailed') throw new Error('unreachable');
    expect(view.message).toBe('Payment failed. Please try again.');
    expect(view.attempt).toMatchObject({ offerId: 'OF1', holder, guests: [holder] });
    await waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(readBookingHistory()).toEqual([]);
  });

  it('books once under StrictMode and keeps the record with its fees payable at the hotel', async () => {
    savePendingBooking(pending);
    const confirmed = vi.fn(() => ({
      data: {
        confirmBooking: { __typename: 'ConfirmBookingResult', reference: 'SI-AAAA11', status: 'CONFIRMED', booking: booking('CONFIRMED') },
      },
    }));
    const { result } = run(qs('succeeded'), [confirmMock('succeeded', confirmed)], true);
    await waitFor(() => expect(result.current.kind).toBe('success'));
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(readPendingBooking()).toBeNull();
    expect(readBookingHistory()[0]).toMatchObject({
      bookingId: 'PROV1',
      status: 'confirmed',
      paymentStatus: 'succeeded',
      feesPayableAtHotel: [{ description: 'City tax', amount: { amount: 500, currency: 'INR' }, included: false }],
    });
  });

  it('does not show a refund as a confirmation', async () => {
    savePendingBooking(pending);
    const refunded = vi.fn(() => ({
      data: {
        confirmBooking: {
          __typename: 'ConfirmBookingResult',
          reference: 'SI-AAAA11',
          status: 'NEEDS_REFUND',
          booking: booking('NEEDS_REFUND'),
        },
      },
    }));
    const { result } = run(qs('succeeded'), [confirmMock('succeeded', refunded)]);
    await waitFor(() => expect(result.current.kind).toBe('error'));
    const view = result.current;
    if (view.kind !== 'error') throw new Error('unreachable');
    expect(view.message).toMatch(/refunded\. This is not a booking\./);
    expect(readBookingHistory()).toEqual([]);
  });
});
