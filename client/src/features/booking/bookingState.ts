// What a booking record's status means to the traveller: whether it is a stay they have (voucher, "Total
// paid") or an attempt that did not become one, and the payment status in plain words (issue 14 §2).
import type { BookingRecord } from './bookingStorage.ts';
import { bookingT, type BookingT } from './i18n.ts';

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
export function attemptOutcome(record: Pick<BookingRecord, 'status'>, t: BookingT = bookingT): string | null {
  switch ((record.status || '').toLowerCase()) {
    case 'failed':
      return t('outcome.failed');
    case 'pending_payment':
      return t('outcome.pendingPayment');
    case 'needs_refund':
      return t('outcome.needsRefund');
    default:
      return null;
  }
}

/** The provider's payment statuses, each to its plain word (a key of paymentStatus). */
const PAYMENT_WORDS: Record<string, 'succeeded' | 'failed' | 'cancelled' | 'pending' | 'refundPending' | 'refunded'> = {
  succeeded: 'succeeded',
  paid: 'succeeded',
  failed: 'failed',
  requires_payment_method: 'failed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  pending: 'pending',
  processing: 'pending',
  requires_action: 'pending',
  requires_confirmation: 'pending',
  refund_pending: 'refundPending',
  refunded: 'refunded',
};

/** "Succeeded", "Failed", "Refund pending"...: never the payment provider's raw words. */
export function paymentStatusLabel(status: string | null | undefined, t: BookingT = bookingT): string {
  const key = (status || '').trim().toLowerCase();
  if (Object.hasOwn(PAYMENT_WORDS, key)) return t(`paymentStatus.${PAYMENT_WORDS[key]}`);
  if (!key) return t('paymentStatus.unknown');
  const words = key.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Each known booking status's key in `status`. */
const STATUS_KEYS = {
  CONFIRMED: 'confirmed',
  PAYMENT_RECEIVED: 'paymentReceived',
  PAYMENT_RECEIVED_UNCONFIRMED: 'paymentReceivedUnconfirmed',
  PAID: 'paid',
  PENDING_PAYMENT: 'pendingPayment',
  FAILED: 'failed',
  NEEDS_REFUND: 'needsRefund',
  CANCELLATION_PENDING: 'cancellationPending',
  CANCELLED: 'cancelled',
} as const;

/** A booking status's name, CONFIRMED when missing: in English the upper-cased status, an unknown one as it is. */
export function statusName(status: string | null | undefined, t: BookingT = bookingT): string {
  const key = (status || 'confirmed').toUpperCase();
  return Object.hasOwn(STATUS_KEYS, key) ? t(`status.${STATUS_KEYS[key as keyof typeof STATUS_KEYS]}`) : key;
}

/** The stay a record is for: the same hotel and dates (a later booking of it ends "Try again"). */
export function stayKey(record: Pick<BookingRecord, 'hotelId' | 'checkIn' | 'checkOut'>): string {
  return `${record.hotelId}|${record.checkIn}|${record.checkOut}`;
}
