// A booking as the manage-booking operations answer it (ManageBooking_booking), for MockedProvider mocks.
import type { ManageBooking_BookingFragment } from '../../client/src/__generated__/graphql.ts';

export const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'INR' });

export function managedBooking(over: Partial<ManageBooking_BookingFragment> = {}): ManageBooking_BookingFragment {
  return {
    __typename: 'Booking',
    reference: 'SI7K2M9Q4XHD',
    providerBookingId: 'P-1',
    hotelConfirmationCode: 'HC-9',
    status: 'CONFIRMED',
    hotel: {
      __typename: 'BookingHotel',
      id: 'lp1',
      name: 'Taj Lands End',
      address: 'Bandstand, Bandra West',
      city: 'Mumbai',
      country: 'IN',
      phone: '+91 22 6668 1234',
      checkinTime: '14:00',
      checkoutTime: '12:00',
    },
    roomName: 'Deluxe King',
    boardName: 'Breakfast Included',
    checkin: '2099-12-20',
    checkout: '2099-12-22',
    nights: 2,
    adults: 3,
    children: 0,
    holder: { __typename: 'Person', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' },
    guests: [
      { __typename: 'Person', firstName: 'Asha', lastName: 'Rao' },
      { __typename: 'Person', firstName: 'Vikram', lastName: 'Rao' },
    ],
    price: money(15000),
    taxes: [
      { __typename: 'TaxOrFee', description: 'CGST', amount: money(804), included: true, isGst: true },
      { __typename: 'TaxOrFee', description: 'SGST', amount: money(804), included: true, isGst: true },
    ],
    feesPayableAtHotel: [{ __typename: 'TaxOrFee', description: 'City tax', amount: money(200), included: false }],
    cancellation: {
      __typename: 'CancellationPolicy',
      refundable: true,
      refundableTag: 'RFN',
      freeCancellationUntil: '2099-12-15T08:30:00Z',
      penalties: [{ __typename: 'CancellationPenalty', from: '2099-12-15T08:30:00Z', amount: money(3000) }],
    },
    business: null,
    cancellationResult: null,
    timeline: [
      { __typename: 'BookingEvent', kind: 'PAID', status: 'PAID', at: '2099-12-01T04:30:00Z', description: null },
      { __typename: 'BookingEvent', kind: 'CONFIRMED', status: 'CONFIRMED', at: '2099-12-01T04:31:00Z', description: null },
    ],
    documents: [
      {
        __typename: 'BookingDocument',
        kind: 'VOUCHER_PDF',
        fileName: 'SI7K2M9Q4XHD-voucher.pdf',
        url: '/documents/SI7K2M9Q4XHD/voucher.pdf?sig=abc',
        contentType: 'application/pdf',
      },
      {
        __typename: 'BookingDocument',
        kind: 'CALENDAR_ICS',
        fileName: 'SI7K2M9Q4XHD.ics',
        url: '/documents/SI7K2M9Q4XHD/stay.ics?sig=abc',
        contentType: 'text/calendar',
      },
    ],
    cancellable: true,
    amendable: true,
    paymentReference: 'tr_1',
    createdAt: '2099-12-01T04:29:00Z',
    ...over,
  } as ManageBooking_BookingFragment;
}
