// How a booking record's cancellation terms read on the confirmation page, booking cards and the voucher.
import { deadlinePassed } from '../../lib/format.ts';
import type { BookingRecord } from './bookingStorage.ts';
import { formatDeadlineText } from './dates.ts';

/**
 * On the confirmation page only RFN counts as refundable (spec §5); a free-cancellation deadline that has
 * already passed makes it non-refundable from then on.
 */
export function isRefundableBooking(record: Pick<BookingRecord, 'cancellationPolicies'>, now: Date = new Date()): boolean {
  const c = record.cancellationPolicies;
  return c?.refundableTag?.toUpperCase() === 'RFN' && !deadlinePassed(c.freeCancellationUntil, now);
}

export function cancellationSummary(record: Pick<BookingRecord, 'cancellationPolicies'>, now: Date = new Date()): string {
  if (!isRefundableBooking(record, now)) return 'Non-refundable: this booking cannot be cancelled free of charge.';
  const until = record.cancellationPolicies?.freeCancellationUntil;
  return until ? `Free cancellation until ${formatDeadlineText(until)}.` : 'Refundable: free cancellation is available.';
}
