// A confirmed booking as the ledger returns it, for the document tests: two rooms in Mumbai with GST per
// room (one at 12%, one at 18%), a municipal tax payable at the hotel, and a refundable rate.
import type { BookingRecord } from '../../../server/bookings/types.ts';

export function confirmedBooking(over: Partial<BookingRecord> = {}): BookingRecord {
  return {
    reference: 'SI7K2M9Q4XHD',
    status: 'CONFIRMED',
    prebookId: 'pb_1',
    transactionId: 'tr_ct_1',
    offerId: 'offer-1',
    hotel: {
      id: 'lp1897',
      name: 'Hotel Sea View',
      address: '12 Marine Drive',
      city: 'Mumbai',
      country: 'IN',
      phone: '+91 22 5555 0100',
      checkinTime: '02:00 PM',
      checkoutTime: '11:00 AM',
    },
    roomName: 'Deluxe Double Room',
    boardName: 'Breakfast Included',
    checkin: '2026-12-15',
    checkout: '2026-12-17',
    nights: 2,
    adults: 3,
    children: 1,
    occupancies: [
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [7] },
    ],
    holder: { firstName: 'Meera', lastName: 'Nair', email: 'meera.nair@example.in', phone: '+919845012349' },
    guests: [
      { firstName: 'Meera', lastName: 'Nair', email: 'meera.nair@example.in', remarks: 'High floor please' },
      { firstName: 'Arjun', lastName: 'Rao', email: 'arjun.rao@example.in' },
    ],
    price: { amount: 28_880, currency: 'INR' },
    feesPayableAtHotel: [{ description: 'Municipal tax', amount: { amount: 200, currency: 'INR' }, isGst: false }],
    // Room 1: 10,000 taxable + 12% GST = 11,200. Room 2: 15,000 taxable (7,500 a night) + 2,680 GST = 17,680
    // (17.87%: the provider's rounding, shown as the 18% slab). Total paid 28,880.
    taxes: [
      { description: 'GST', amount: { amount: 1200, currency: 'INR' }, isGst: true, room: 1, roomTotal: 11_200 },
      { description: 'GST', amount: { amount: 2680, currency: 'INR' }, isGst: true, room: 2, roomTotal: 17_680 },
    ],
    business: null,
    commission: { amount: 2000, currency: 'INR' },
    cancellation: {
      refundable: true,
      refundableTag: 'RFN',
      freeCancellationUntil: '2026-12-10T08:30:00.000Z',
      penalties: [{ from: '2026-12-10T08:30:00.000Z', amount: { amount: 11_200, currency: 'INR' } }],
      remarks: [],
    },
    providerBookingId: 'LB8Q2WZ7',
    hotelConfirmationCode: 'HCN-4471',
    supplierBookingId: null,
    supplierBookingName: null,
    attempts: 1,
    nextAttemptAt: null,
    leaseUntil: null,
    leasedBy: null,
    lastError: null,
    createdAt: '2026-11-27T06:00:00.000Z',
    updatedAt: '2026-11-27T06:01:00.000Z',
    paidAt: '2026-11-27T06:00:40.000Z',
    confirmedAt: '2026-11-27T06:01:00.000Z',
    failedAt: null,
    cancelRequestedAt: null,
    cancelAttempts: 0,
    cancellationResult: null,
    cancelledAt: null,
    language: 'en',
    ...over,
  };
}
