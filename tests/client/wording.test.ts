// One voice in the wording (issue 14 §2): deadlines in IST with their time, grouped counts, the board said
// once, payment status in plain words, and what a failed attempt says.
import { describe, expect, it } from 'vitest';
import { attemptOutcome, isNotABooking, paymentStatusLabel } from '../../client/src/features/booking/bookingState.ts';
import { hotelFees, hotelFeesText, totalInAllText } from '../../client/src/lib/fees.ts';
import { formatIst } from '../../client/src/features/manage-booking/wording.ts';
import { deadlinePassed, formatCount, formatDate, formatDeadline, roomAndBoard, withoutBoard } from '../../client/src/lib/format.ts';

describe('formatDeadline', () => {
  it('shows an instant in India Standard Time with its time of day', () => {
    expect(formatDeadline('2026-12-05T12:30:00.000Z')).toBe('Sat, 5 Dec 2026, 6:00 pm IST');
    // Late UTC evening is the next morning in India: the date follows IST, not UTC.
    expect(formatDeadline('2026-12-05T20:45:00Z')).toBe('Sun, 6 Dec 2026, 2:15 am IST');
    expect(formatDeadline('2026-12-05T18:00:00+05:30')).toBe('Sat, 5 Dec 2026, 6:00 pm IST');
  });

  it('uses the stay-date style of formatDate', () => {
    expect(formatDate('2026-12-05')).toBe('Sat, 5 Dec 2026');
    expect(formatDeadline('2026-12-05T06:30:00Z').startsWith('Sat, 5 Dec 2026, ')).toBe(true);
  });

  it('rejects an unreadable instant', () => {
    expect(() => formatDeadline('soon')).toThrow(RangeError);
  });
});

describe('formatIst', () => {
  it('states an instant in IST without the weekday, as the manage page and the quote do', () => {
    expect(formatIst('2026-12-15T08:30:00Z')).toBe('15 Dec 2026, 2:00 pm IST');
    // Midnight in India is 12 am of the next day there.
    expect(formatIst('2026-12-15T18:30:00Z')).toBe('16 Dec 2026, 12:00 am IST');
    expect(() => formatIst('soon')).toThrow(RangeError);
  });
});

describe('deadlinePassed', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('is true only for a deadline at or before now', () => {
    expect(deadlinePassed('2026-11-26T09:59:59Z', now)).toBe(true);
    expect(deadlinePassed('2026-11-26T10:00:01Z', now)).toBe(false);
    expect(deadlinePassed(null, now)).toBe(false);
  });
});

describe('formatCount', () => {
  it('groups with en-IN and picks the noun', () => {
    expect(formatCount(1634, 'review')).toBe('1,634 reviews');
    expect(formatCount(1234567, 'review')).toBe('12,34,567 reviews');
    expect(formatCount(1, 'review')).toBe('1 review');
    expect(formatCount(0, 'review')).toBe('0 reviews');
  });
});

describe('the board said once', () => {
  it('drops a trailing board from a room or rate name', () => {
    expect(withoutBoard('Deluxe King - Room Only', 'Room Only')).toBe('Deluxe King');
    expect(withoutBoard('Deluxe King – room only', 'Room Only')).toBe('Deluxe King');
    expect(withoutBoard('Room Only', 'Room Only')).toBe('Room Only');
    expect(withoutBoard('Deluxe King', 'Room Only')).toBe('Deluxe King');
    expect(roomAndBoard('Deluxe King - Room Only', 'Room Only')).toBe('Deluxe King · Room Only');
    expect(roomAndBoard('Deluxe King', '')).toBe('Deluxe King');
  });
});

describe('payment status', () => {
  it('never shows the provider’s raw words', () => {
    expect(paymentStatusLabel('succeeded')).toBe('Succeeded');
    expect(paymentStatusLabel('requires_payment_method')).toBe('Failed');
    expect(paymentStatusLabel('refund_pending')).toBe('Refund pending');
    expect(paymentStatusLabel('some_new_state')).toBe('Some new state');
  });
});

describe('an attempt that is not a booking', () => {
  it('says so plainly for FAILED, PENDING_PAYMENT and NEEDS_REFUND', () => {
    expect(attemptOutcome({ status: 'failed' })).toBe('Payment failed — no money was taken. This is not a booking.');
    for (const status of ['failed', 'pending_payment', 'needs_refund']) expect(isNotABooking({ status })).toBe(true);
    for (const status of ['confirmed', 'payment_received', 'cancelled']) expect(isNotABooking({ status })).toBe(false);
  });
});

describe('fees payable at the hotel', () => {
  it('adds only the fees not included, and tells the total in all', () => {
    const fees = hotelFees(
      [
        { description: 'GST', amount: { amount: 1800, currency: 'INR' }, included: true },
        { description: 'City tax', amount: { amount: 500, currency: 'INR' }, included: false },
        { description: 'Resort fee', amount: { amount: 10, currency: 'USD' }, included: false },
      ],
      'INR',
    )!;
    expect(hotelFeesText(fees)).toBe('Payable at the hotel: ₹500 + $10');
    expect(totalInAllText({ amount: 10000, currency: 'INR' }, fees)).toBe('Total to pay in all: ₹10,500 + $10');
    expect(hotelFees([{ description: 'GST', amount: { amount: 1800, currency: 'INR' }, included: true }], 'INR')).toBeNull();
  });
});
