// The booking state machine. Which moves are legal lives here; the database enforces them with
// conditional updates (see repository.ts#transition), so the check holds across processes.
import type { BookingStatus } from './types.ts';

export const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  PENDING_PAYMENT: ['PAID', 'FAILED'],
  PAID: [
    'CONFIRMED',
    // book failed or its outcome is unknown (timeout) after the payment went through
    'PAYMENT_RECEIVED_UNCONFIRMED',
    // the provider answered 2014 "payment not completed": the return URL claimed success too early
    // (or was forged), so the booking goes back to waiting for its payment and nothing stays paid
    'PENDING_PAYMENT',
    // a row stuck in PAID (its process died) whose retries ran out
    'NEEDS_REFUND',
  ],
  PAYMENT_RECEIVED_UNCONFIRMED: ['CONFIRMED', 'NEEDS_REFUND'],
  // A payment widget lets the traveller retry a declined card with the same payment, so a later
  // "succeeded" return for a FAILED booking is honoured; the provider's 2014 still guards it.
  FAILED: ['PAID'],
  // Cancelling takes the row to CANCELLATION_PENDING (with a lease) before the provider is called; a booking the
  // provider reports cancelled on its own (adopt) goes straight to CANCELLED.
  CONFIRMED: ['CANCELLATION_PENDING', 'CANCELLED'],
  // The provider cancelled it, or it refused (or still reports the booking confirmed): back to CONFIRMED.
  CANCELLATION_PENDING: ['CANCELLED', 'CONFIRMED'],
  NEEDS_REFUND: [],
  CANCELLED: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Every status `to` may be reached from. */
export function sourcesOf(to: BookingStatus): BookingStatus[] {
  return (Object.keys(TRANSITIONS) as BookingStatus[]).filter((from) => TRANSITIONS[from].includes(to));
}

/**
 * Statuses in which the booking (confirmation) path has ended: nothing more happens to it without a human or a
 * cancellation. A CANCELLATION_PENDING row is past its confirmation too; the reconciler's cancellation pass
 * (manage.ts) reads the provider's booking until it is CANCELLED or CONFIRMED again.
 */
export const SETTLED: readonly BookingStatus[] = ['CONFIRMED', 'NEEDS_REFUND', 'CANCELLATION_PENDING', 'CANCELLED'];
