// The voucher a guest shows at the desk: every detail present, en-IN money, the agreed file name.
import { describe, expect, it, vi } from 'vitest';
import type { BookingRecord } from '../../client/src/features/booking/bookingStorage.ts';
import { SUPPORT_CONTACT, buildVoucherText, downloadVoucher, voucherFileName } from '../../client/src/features/booking/voucher.ts';

function record(over: Partial<BookingRecord> = {}): BookingRecord {
  return {
    bookingId: 'zzWkJcdgk',
    reference: 'SI-7K3M9Q',
    accessToken: 'tok_1',
    status: 'confirmed',
    confirmationNumber: 'HTL-5521',
    hotelName: 'The Taj Mahal Palace',
    hotelId: 'lp1897',
    roomName: 'Deluxe Double Room',
    boardName: 'Breakfast Included',
    holder: { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' },
    guests: [
      { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', remarks: 'High floor please' },
      { firstName: 'Rohan', lastName: 'Iyer', email: 'rohan@example.in' },
    ],
    totalPrice: 123456.6,
    currency: 'INR',
    commission: 1200,
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    nights: 2,
    adultCount: 2,
    childCount: 0,
    paymentIntent: 'pi_123',
    paymentStatus: 'succeeded',
    transactionId: 'tr_ct_abc123',
    cancellationPolicies: {
      refundableTag: 'RFN',
      freeCancellationUntil: '2026-11-28T18:00:00.000Z',
      cancelPolicyInfos: [{ cancelTime: '2026-11-28T18:00:00.000Z', amount: 5000, currency: 'INR' }],
    },
    hotelAddress: 'Apollo Bunder, Colaba',
    hotelCity: 'Mumbai',
    hotelCountry: 'IN',
    hotelPhone: '+91 22 6665 3366',
    checkInTime: '02:00 PM',
    checkOutTime: '12:00 PM',
    supplierBookingId: 'SUP-1',
    supplierBookingName: 'Supplier',
    bookedAt: '2026-11-20T10:00:00.000Z',
    apiError: false,
    ...over,
  };
}

/** Before the free-cancellation deadline of record(). */
const NOW = new Date('2026-11-20T12:00:00.000Z');

describe('buildVoucherText', () => {
  it('lists everything a guest needs at the desk', () => {
    const text = buildVoucherText(record(), NOW);
    for (const expected of [
      'Booking ID:          zzWkJcdgk',
      'Booking reference:   SI-7K3M9Q',
      'Confirmation number: HTL-5521',
      'Status:              CONFIRMED',
      'The Taj Mahal Palace',
      'Address: Apollo Bunder, Colaba, Mumbai, IN',
      'Phone: +91 22 6665 3366',
      'Check-in:  Tue, 1 Dec 2026 from 02:00 PM',
      'Check-out: Thu, 3 Dec 2026 until 12:00 PM',
      'Nights: 2',
      'Room: Deluxe Double Room',
      'Board: Breakfast Included',
      'Room 1: Asha Verma (requests: High floor please)',
      'Room 2: Rohan Iyer',
      'asha@example.in',
      'Total paid: ₹1,23,457',
      'Payment reference: tr_ct_abc123',
      // Deadlines in India Standard Time with their time of day, whatever the browser's zone.
      'Free cancellation until Sat, 28 Nov 2026, 11:30 pm IST.',
      'From Sat, 28 Nov 2026, 11:30 pm IST: cancellation charge ₹5,000.',
      // The provider's word "succeeded" is not shown as is.
      'Payment status: Succeeded',
      'Booked on: Fri, 20 Nov 2026, 3:30 pm IST',
      'cancellation charge ₹5,000',
      SUPPORT_CONTACT.email,
      SUPPORT_CONTACT.phone,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says non-refundable unless the tag is RFN', () => {
    const text = buildVoucherText(record({ cancellationPolicies: { refundableTag: 'NRFN', cancelPolicyInfos: [] } }), NOW);
    expect(text).toContain('Non-refundable');
    expect(text).not.toMatch(/free cancellation until/i);
    expect(buildVoucherText(record({ cancellationPolicies: null }), NOW)).toContain('Non-refundable');
  });

  it('reads a free-cancellation deadline that has passed as non-refundable', () => {
    const after = new Date('2026-11-29T00:00:00.000Z');
    const text = buildVoucherText(record(), after);
    expect(text).toContain('Non-refundable');
    expect(text).not.toMatch(/free cancellation until/i);
  });

  it('lists fees payable at the hotel apart, with the total in all', () => {
    const text = buildVoucherText(
      record({
        totalPrice: 20000,
        feesPayableAtHotel: [
          { description: 'City tax', amount: { amount: 1200, currency: 'INR' }, included: false },
          { description: 'Resort fee', amount: { amount: 300, currency: 'INR' }, included: false },
        ],
      }),
      NOW,
    );
    expect(text).toContain('Total paid: ₹20,000');
    expect(text).toContain('Payable at the hotel: ₹1,500');
    expect(text).toContain('Total to pay in all: ₹21,500');
  });

  it('says the board once', () => {
    const text = buildVoucherText(record({ roomName: 'Deluxe King - Room Only', boardName: 'Room Only' }), NOW);
    expect(text).toContain('Room: Deluxe King\n');
    expect(text).toContain('Board: Room Only');
    expect(text).not.toContain('Room Only · Room Only');
  });

  it('shows a pending booking as such', () => {
    const text = buildVoucherText(
      record({ bookingId: 'PENDING_CONFIRMATION', status: 'payment_received', confirmationNumber: 'PENDING', apiError: true }),
    );
    expect(text).toContain('Status:              PAYMENT_RECEIVED');
    expect(text).toContain('Confirmation number: PENDING');
  });
});

describe('voucherFileName', () => {
  it('is booking-{bookingId}.txt', () => {
    expect(voucherFileName(record())).toBe('booking-zzWkJcdgk.txt');
    expect(voucherFileName(record({ bookingId: 'PENDING_CONFIRMATION' }))).toBe('booking-PENDING_CONFIRMATION.txt');
  });

  it('keeps odd provider ids safe as a file name', () => {
    expect(voucherFileName(record({ bookingId: 'a/b:c' }))).toBe('booking-a_b_c.txt');
  });
});

describe('downloadVoucher', () => {
  it('gives no voucher for an attempt that is not a booking', () => {
    const createObjectURL = vi.fn((_b: Blob) => 'blob:voucher');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL: revoke });
    for (const status of ['failed', 'pending_payment', 'needs_refund']) downloadVoucher(record({ status }));
    expect(createObjectURL).not.toHaveBeenCalled();
    downloadVoucher(record());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
