// What a booking record's status means to the traveller: whether it is a stay they have (voucher, "Total
// paid") or an attempt that did not become one, and the payment status in plain words (issue 14 §2).
import type { BookingRecord } from './bookingStorage.ts';

/** Statuses of an attempt that is not a booking: no voucher and no "Total paid" for them. */
const NOT_A_BOOKING = new Set(['failed', 'pending_payment', 'needs_refund']);

/** True for a paid attempt that did not become a booking, or one never paid. */
export function isNotABooking(record: Pick<BookingRecord, 'status'>): boolean {
  return NOT_A_BOOKING.has((record.status || '').toLowerCase());
}

/** True when the traveller may start the same stay again ("Try again"). */
export function canTryAgain(record: Pick<BookingRecord, 'status'>): boolean {
  const s = (record.status || '').toLowerCase();
  return s === 'failed' || s === 'pending_payment';
}

/** The plain sentence a card shows instead of a price for an attempt that is not a booking. */
export function attemptOutcome(record: Pick<BookingRecord, 'status'>): string | null {
  switch ((record.status || '').toLowerCase()) {
    case 'failed':
      return 'Payment failed — no money was taken. This is not a booking.';
    case 'pending_payment':
      return 'Not paid — this is not a booking.';
    case 'needs_refund':
      return 'The hotel could not confirm this stay — your payment is being refunded. This is not a booking.';
    default:
      return null;
  }
}

const PAYMENT_WORDS: Record<string, string> = {
  succeeded: 'Succeeded',
  paid: 'Succeeded',
  failed: 'Failed',
  requires_payment_method: 'Failed',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
  pending: 'Pending',
  processing: 'Pending',
  requires_action: 'Pending',
  requires_confirmation: 'Pending',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

/** "Succeeded", "Failed", "Refund pending"...: never the payment provider's raw words. */
export function paymentStatusLabel(status: string | null | undefined): string {
  const key = (status || '').trim().toLowerCase();
  if (PAYMENT_WORDS[key]) return PAYMENT_WORDS[key];
  if (!key) return 'Unknown';
  const words = key.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The stay a record is for: the same hotel and dates (a later booking of it ends "Try again"). */
export function stayKey(record: Pick<BookingRecord, 'hotelId' | 'checkIn' | 'checkOut'>): string {
  return `${record.hotelId}|${record.checkIn}|${record.checkOut}`;
}
