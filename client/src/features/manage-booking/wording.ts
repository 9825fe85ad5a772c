// What the manage-booking page says for each booking status, the cancellation quote and the policy, in
// plain sentences with rupees and India Standard Time (issue 16 §1, §3).
import type { BookingStatus, CancellationQuoteQuery, ManageBooking_BookingFragment } from '../../__generated__/graphql.ts';
import { parseISO } from 'date-fns';
import { deadlinePassed, formatPrice } from '../../lib/format.ts';
import { manageT, type ManageT } from './i18n.ts';

export type ManagedBooking = ManageBooking_BookingFragment;
export type Quote = NonNullable<CancellationQuoteQuery['cancellationQuote']>;

const money = (m: { amount: number; currency: string }) => formatPrice(m.amount, m.currency || 'INR');

/** One formatter per locale (en-IN, hi-IN), made on first use. */
const istShortFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "15 Dec 2026, 2:00 pm IST" ("15 दिस॰ 2026, 2:00 pm IST" in Hindi): an instant in India Standard Time
 * without the weekday, as the manage-booking page states deadlines and timeline times, in the locale of
 * `t`'s language. Throws a RangeError for an unreadable instant. (Here, not in lib/format.ts: only this
 * page's chunk needs it, and lib/format.ts is in every page's first load.)
 */
export function formatIst(isoInstant: string, t: ManageT = manageT): string {
  const d = parseISO(isoInstant);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid time value: ${isoInstant}`);
  const locale = t('locale');
  let formatter = istShortFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    });
    istShortFormatters.set(locale, formatter);
  }
  const parts = formatter.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()}`;
  return t('ist', { date });
}

/** An instant in IST, or the raw text when unreadable. */
export function ist(iso: string, t: ManageT = manageT): string {
  try {
    return formatIst(iso, t);
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
export function statusView(b: Pick<ManagedBooking, 'status' | 'price' | 'cancellationResult'>, t: ManageT = manageT): StatusView {
  const status: BookingStatus = b.status;
  switch (status) {
    case 'PENDING_PAYMENT':
      return { title: t('status.pendingPayment.title'), text: t('status.pendingPayment.text'), tone: 'warning' };
    case 'PAID':
    case 'PAYMENT_RECEIVED_UNCONFIRMED':
      return { title: t('status.confirming.title'), text: t('status.confirming.text'), tone: 'info' };
    case 'CONFIRMED':
      return { title: t('status.confirmed.title'), text: t('status.confirmed.text'), tone: 'success' };
    case 'CANCELLATION_PENDING':
      return { title: t('status.cancellationPending.title'), text: t('status.cancellationPending.text'), tone: 'warning' };
    case 'CANCELLED': {
      const result = b.cancellationResult;
      if (!result) return { title: t('status.cancelled.title'), text: t('status.cancelled.text'), tone: 'info' };
      const charged = result.outcome === 'CANCELLED_WITH_CHARGES' && result.penalty.amount > 0;
      const how = charged ? t('status.cancelled.withCharge', { amount: money(result.penalty) }) : t('status.cancelled.free');
      return {
        title: charged ? t('status.cancelled.titleCharged') : t('status.cancelled.title'),
        text:
          result.refund.amount > 0 ? t('status.cancelled.refund', { how, amount: money(result.refund) }) : t('status.cancelled.noRefund'),
        tone: 'info',
      };
    }
    case 'NEEDS_REFUND':
      return { title: t('status.needsRefund.title'), text: t('status.needsRefund.text', { amount: money(b.price) }), tone: 'warning' };
    case 'FAILED':
      return { title: t('status.failed.title'), text: t('status.failed.text'), tone: 'error' };
  }
}

/** The quote as the confirmation dialog states it: what comes back, the deadline, and the next tier. */
export function quoteLines(q: Quote, t: ManageT = manageT): string[] {
  const lines: string[] = [];
  if (q.free) lines.push(t('quote.free', { paid: money(q.paid) }));
  else if (q.refund.amount <= 0) lines.push(t('quote.nonRefundable', { refund: money(q.refund) }));
  else lines.push(t('quote.partial', { refund: money(q.refund), paid: money(q.paid), penalty: money(q.penalty) }));
  // The server's IST wording is English: in another language the instant is said here.
  const english = t('locale') === 'en-IN';
  const deadline = (english ? q.deadlineIst : null) ?? (q.deadline ? ist(q.deadline, t) : q.deadlineIst);
  if (deadline) lines.push(q.free ? t('quote.freeEnds', { deadline }) : t('quote.termsHold', { deadline }));
  if (q.next) {
    const from = (english ? q.next.fromIst : null) || ist(q.next.from, t);
    lines.push(t('quote.next', { from, refund: money(q.next.refund) }));
  }
  return lines;
}

/** The cancellation policy with its deadlines in IST: "Free cancellation until 15 Dec 2026, 2:00 pm IST". */
export function policyLines(c: ManagedBooking['cancellation'], now: Date = new Date(), t: ManageT = manageT): string[] {
  if (!c) return [t('policy.notGiven')];
  const lines: string[] = [];
  const refundable = c.refundable || c.refundableTag?.toUpperCase() === 'RFN';
  if (!refundable) lines.push(t('policy.nonRefundable'));
  else if (c.freeCancellationUntil && !deadlinePassed(c.freeCancellationUntil, now))
    lines.push(t('policy.freeUntil', { deadline: ist(c.freeCancellationUntil, t) }));
  else if (c.freeCancellationUntil) lines.push(t('policy.freeEnded', { deadline: ist(c.freeCancellationUntil, t) }));
  else lines.push(t('policy.refundable'));
  if (refundable) for (const p of c.penalties) lines.push(t('policy.penalty', { from: ist(p.from, t), amount: money(p.amount) }));
  return lines;
}

/** A document's button label (every kind has its key: a new kind fails the type check here). */
export function documentLabel(kind: ManagedBooking['documents'][number]['kind'], t: ManageT = manageT): string {
  return t(`documents.${kind}`);
}

/** A timeline event's label. */
export function eventLabel(kind: ManagedBooking['timeline'][number]['kind'], t: ManageT = manageT): string {
  return t(`events.${kind}`);
}
