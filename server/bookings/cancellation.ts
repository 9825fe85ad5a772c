// What cancelling a booking now would give back, from the cancellation terms the provider gave at prebook
// (LedgerCancellation, normalised once by service.ts#normaliseCancellation). Pure functions of the booking and
// "now": the quote the traveller reads before the click, and the same figures the ledger falls back on when the
// provider's cancel answer does not carry them.
import type { BookingRecord, BookingStatus, LedgerMoney } from './types.ts';
import { dayNumber, todayInIndia } from './validation.ts';

export interface CancellationTierQuote {
  /** ISO 8601 instant the tier starts */
  from: string;
  /** the same instant in IST: `15 Dec 2026, 2:00 pm IST` */
  fromIst: string;
  refund: LedgerMoney;
  penalty: LedgerMoney;
}

export interface CancellationQuote {
  reference: string;
  cancellable: boolean;
  /** why not, when not cancellable */
  reason: string | null;
  free: boolean;
  paid: LedgerMoney;
  refund: LedgerMoney;
  penalty: LedgerMoney;
  /** when the current terms end (the next tier starts); null when they hold until check-in */
  deadline: string | null;
  deadlineIst: string | null;
  next: CancellationTierQuote | null;
}

/** Why a booking in this status cannot be cancelled (CONFIRMED can). Travellers read these. */
const NOT_CANCELLABLE_REASON: Record<Exclude<BookingStatus, 'CONFIRMED'>, string> = {
  PENDING_PAYMENT: 'This booking has not been paid, so there is nothing to cancel.',
  PAID: 'This booking is still being confirmed with the hotel. It can be cancelled once it is confirmed.',
  PAYMENT_RECEIVED_UNCONFIRMED: 'This booking is still being confirmed with the hotel. It can be cancelled once it is confirmed.',
  FAILED: 'This booking was not completed and no money was taken, so there is nothing to cancel.',
  NEEDS_REFUND: 'This booking could not be confirmed and your payment is being refunded, so there is nothing to cancel.',
  CANCELLATION_PENDING: 'A cancellation of this booking is already in progress.',
  CANCELLED: 'This booking is already cancelled.',
};

export const STAY_BEGUN_REASON = 'The stay has begun: this booking can no longer be cancelled.';
export const AMEND_STAY_BEGUN_REASON = 'Names can be corrected only before the check-in day.';

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (amount: number, currency: string): LedgerMoney => ({ amount: round2(Math.max(0, amount)), currency });

/** `15 Dec 2026, 2:00 pm IST`: an instant as travellers in India read it. */
export function formatIst(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  // en-GB writes "Sept" for September in some ICU versions; travellers read the three-letter form.
  const month = parts.month.slice(0, 3);
  // Some ICU versions write midnight as "0:00 am" under en-GB; a 12-hour clock says 12.
  const hour = Number(parts.hour) === 0 ? 12 : Number(parts.hour);
  return `${parts.day} ${month} ${parts.year}, ${hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()} IST`;
}

/** True once the check-in day (IST) has passed: the stay has begun and the booking cannot be cancelled. */
export function checkinDayPassed(checkin: string, now: Date): boolean {
  const ci = dayNumber(checkin);
  const today = dayNumber(todayInIndia(now));
  return ci !== null && today !== null && today > ci;
}

/** True from the check-in day (IST) on: names can no longer be corrected. */
export function checkinDayReached(checkin: string, now: Date): boolean {
  const ci = dayNumber(checkin);
  const today = dayNumber(todayInIndia(now));
  return ci !== null && today !== null && today >= ci;
}

/** Why the booking cannot be cancelled now, or null when it can (confirmed, and check-in day has not passed). */
export function notCancellableReason(b: Pick<BookingRecord, 'status' | 'checkin'>, now: Date): string | null {
  if (b.status !== 'CONFIRMED') return NOT_CANCELLABLE_REASON[b.status];
  if (checkinDayPassed(b.checkin, now)) return STAY_BEGUN_REASON;
  return null;
}

/** Why the names cannot be corrected now, or null when they can (confirmed, before the check-in day). */
export function notAmendableReason(b: Pick<BookingRecord, 'status' | 'checkin'>, now: Date): string | null {
  if (b.status === 'CANCELLED' || b.status === 'CANCELLATION_PENDING')
    return 'This booking is cancelled, so its names can no longer be changed.';
  if (b.status !== 'CONFIRMED') return 'Names can be corrected once the booking is confirmed.';
  if (checkinDayReached(b.checkin, now)) return AMEND_STAY_BEGUN_REASON;
  return null;
}

/**
 * The refund and penalty of cancelling at `now`, from the stored terms:
 * - non-refundable: the whole price is kept, whatever the tiers say;
 * - refundable: the penalty of the last tier that has started (none before the first: free), capped at the price;
 * - no terms stored: treated as non-refundable (the quote never promises more than the provider may give).
 */
export function refundAt(b: Pick<BookingRecord, 'price' | 'cancellation'>, now: Date): { refund: LedgerMoney; penalty: LedgerMoney } {
  const paid = b.price.amount;
  const currency = b.price.currency;
  const c = b.cancellation;
  if (!c || !c.refundable) return { refund: money(0, currency), penalty: money(paid, currency) };
  const t = now.getTime();
  const started = c.penalties.filter((p) => Date.parse(p.from) <= t);
  const penalty = Math.min(paid, started.length ? started[started.length - 1].amount.amount : 0);
  return { refund: money(paid - penalty, currency), penalty: money(penalty, currency) };
}

/** The quote the traveller reads before cancelling. */
export function quoteCancellation(b: BookingRecord, now: Date): CancellationQuote {
  const currency = b.price.currency;
  const paid = money(b.price.amount, currency);
  const reason = notCancellableReason(b, now);
  const { refund, penalty } = refundAt(b, now);
  const c = b.cancellation;
  // The next tier that changes the figures: its start is the current terms' deadline.
  let next: CancellationTierQuote | null = null;
  if (c?.refundable) {
    const t = now.getTime();
    for (const p of c.penalties) {
      const from = Date.parse(p.from);
      if (!(from > t)) continue;
      const after = refundAt(b, new Date(from));
      if (after.penalty.amount === penalty.amount) continue;
      next = { from: new Date(from).toISOString(), fromIst: formatIst(new Date(from)), refund: after.refund, penalty: after.penalty };
      break;
    }
  }
  return {
    reference: b.reference,
    cancellable: reason === null,
    reason,
    free: penalty.amount === 0,
    paid,
    refund,
    penalty,
    deadline: next?.from ?? null,
    deadlineIst: next?.fromIst ?? null,
    next,
  };
}
