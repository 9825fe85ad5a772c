// How a booking record's cancellation terms read on the confirmation page, booking cards and the voucher.
import { deadlinePassed } from '../../lib/format.ts';
import type { BookingRecord } from './bookingStorage.ts';
import { formatDeadlineText } from './dates.ts';
import { bookingT, type BookingT } from './i18n.ts';

/**
 * On the confirmation page only RFN counts as refundable (spec §5); a free-cancellation deadline that has
 * already passed makes it non-refundable from then on.
 */
export function isRefundableBooking(record: Pick<BookingRecord, 'cancellationPolicies'>, now: Date = new Date()): boolean {
  const c = record.cancellationPolicies;
  return c?.refundableTag?.toUpperCase() === 'RFN' && !deadlinePassed(c.freeCancellationUntil, now);
}

export function cancellationSummary(
  record: Pick<BookingRecord, 'cancellationPolicies'>,
  now: Date = new Date(),
  t: BookingT = bookingT,
): string {
  if (!isRefundableBooking(record, now)) return t('cancellation.nonRefundable');
  const until = record.cancellationPolicies?.freeCancellationUntil;
  return until ? t('cancellation.freeUntil', { deadline: formatDeadlineText(until) }) : t('cancellation.refundable');
}
