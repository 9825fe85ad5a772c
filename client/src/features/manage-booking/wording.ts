// What the manage-booking page says for each booking status, the cancellation quote and the policy, in
// plain sentences with rupees and India Standard Time (issue 16 §1, §3).
import type { BookingStatus, CancellationQuoteQuery, ManageBooking_BookingFragment } from '../../__generated__/graphql.ts';
import { parseISO } from 'date-fns';
import { deadlinePassed, formatPrice } from '../../lib/format.ts';

export type ManagedBooking = ManageBooking_BookingFragment;
export type Quote = NonNullable<CancellationQuoteQuery['cancellationQuote']>;

const money = (m: { amount: number; currency: string }) => formatPrice(m.amount, m.currency || 'INR');

let istShortFormatter: Intl.DateTimeFormat | null = null;

/**
 * "15 Dec 2026, 2:00 pm IST": an instant in India Standard Time without the weekday, as the manage-booking
 * page states deadlines and timeline times. Throws a RangeError for an unreadable instant. (Here, not in
 * lib/format.ts: only this page's chunk needs it, and lib/format.ts is in every page's first load.)
 */
export function formatIst(isoInstant: string): string {
  const d = parseISO(isoInstant);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid time value: ${isoInstant}`);
  istShortFormatter ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  });
  const parts = istShortFormatter.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()} IST`;
}

/** An instant in IST, or the raw text when unreadable. */
export function ist(iso: string): string {
  try {
    return formatIst(iso);
  } catch {
    return iso;
  }
}

export interface StatusView {
  /** The headline: "Confirmed", "Cancellation in progress", ... */
  title: string;
  /** What it means for the traveller and what, if anything, they should do. */
  text: string;
  tone: 'success' | 'info' | 'warning' | 'error';
}

/** Every ledger status's own wording (an exhaustive map: a new status fails the type check here). */
export function statusView(b: Pick<ManagedBooking, 'status' | 'price' | 'cancellationResult'>): StatusView {
  const status: BookingStatus = b.status;
  switch (status) {
    case 'PENDING_PAYMENT':
      return {
        title: 'Payment not completed',
        text: 'The payment for this booking was not completed, so nothing is booked and no money was taken.',
        tone: 'warning',
      };
    case 'PAID':
    case 'PAYMENT_RECEIVED_UNCONFIRMED':
      return {
        title: 'Confirming your booking',
        text: "We have your payment and are confirming your booking with the hotel. You need do nothing; we'll e-mail you.",
        tone: 'info',
      };
    case 'CONFIRMED':
      return { title: 'Confirmed', text: 'Your booking is confirmed. Show the voucher at the hotel when you check in.', tone: 'success' };
    case 'CANCELLATION_PENDING':
      return {
        title: 'Cancellation in progress',
        text: "We have asked the hotel to cancel this booking and are waiting for its answer. You need do nothing; we'll e-mail you when it is done.",
        tone: 'warning',
      };
    case 'CANCELLED': {
      const result = b.cancellationResult;
      if (!result) return { title: 'Cancelled', text: 'This booking is cancelled.', tone: 'info' };
      const charged = result.outcome === 'CANCELLED_WITH_CHARGES' && result.penalty.amount > 0;
      const how = charged ? `with a cancellation charge of ${money(result.penalty)}` : 'free of charge';
      return {
        title: charged ? 'Cancelled with charges' : 'Cancelled',
        text:
          result.refund.amount > 0
            ? `This booking is cancelled ${how}. Your refund of ${money(result.refund)} is on its way.`
            : `This booking is cancelled. Under the rate’s cancellation policy no refund is due.`,
        tone: 'info',
      };
    }
    case 'NEEDS_REFUND':
      return {
        title: 'Not confirmed: refund on its way',
        text: `The hotel could not confirm this booking. Your refund of ${money(b.price)} is on its way.`,
        tone: 'warning',
      };
    case 'FAILED':
      return { title: 'Payment failed', text: 'The payment did not go through. No money was taken and nothing was booked.', tone: 'error' };
  }
}

/** The quote as the confirmation dialog states it: what comes back, the deadline, and the next tier. */
export function quoteLines(q: Quote): string[] {
  const lines: string[] = [];
  if (q.free) lines.push(`Free cancellation: you will get back the full ${money(q.paid)}.`);
  else if (q.refund.amount <= 0) lines.push(`This rate is non-refundable: you will get back ${money(q.refund)}.`);
  else lines.push(`You will get back ${money(q.refund)} of ${money(q.paid)}. A cancellation charge of ${money(q.penalty)} applies.`);
  const deadline = q.deadlineIst ?? (q.deadline ? ist(q.deadline) : null);
  if (deadline) lines.push(q.free ? `Free cancellation ends ${deadline}.` : `These terms hold until ${deadline}.`);
  if (q.next) {
    const from = q.next.fromIst || ist(q.next.from);
    lines.push(`From ${from} you would get back ${money(q.next.refund)}.`);
  }
  return lines;
}

/** The cancellation policy with its deadlines in IST: "Free cancellation until 15 Dec 2026, 2:00 pm IST". */
export function policyLines(c: ManagedBooking['cancellation'], now: Date = new Date()): string[] {
  if (!c) return ['The cancellation terms were not given for this booking.'];
  const lines: string[] = [];
  const refundable = c.refundable || c.refundableTag?.toUpperCase() === 'RFN';
  if (!refundable) lines.push('Non-refundable: cancelling gives nothing back.');
  else if (c.freeCancellationUntil && !deadlinePassed(c.freeCancellationUntil, now))
    lines.push(`Free cancellation until ${ist(c.freeCancellationUntil)}.`);
  else if (c.freeCancellationUntil) lines.push(`Free cancellation ended ${ist(c.freeCancellationUntil)}.`);
  else lines.push('Refundable: free cancellation is available.');
  if (refundable) for (const p of c.penalties) lines.push(`From ${ist(p.from)}: a cancellation charge of ${money(p.amount)}.`);
  return lines;
}

export const DOCUMENT_LABELS: Record<ManagedBooking['documents'][number]['kind'], string> = {
  VOUCHER_PDF: 'Download voucher (PDF)',
  GST_INVOICE_PDF: 'GST invoice (PDF)',
  CALENDAR_ICS: 'Add to calendar (.ics)',
  CANCELLATION_NOTE_PDF: 'Cancellation note (PDF)',
};

export const EVENT_LABELS: Record<ManagedBooking['timeline'][number]['kind'], string> = {
  CREATED: 'Booking started',
  PAID: 'Paid',
  CONFIRMED: 'Confirmed by the hotel',
  CONFIRMATION_DELAYED: 'Confirmation with the hotel delayed',
  FAILED: 'Payment failed',
  REFUND_DUE: 'Not confirmed: refund due',
  CANCELLATION_REQUESTED: 'Cancellation requested',
  CANCELLED: 'Cancelled',
  NAME_CHANGED: 'Name changed',
};
