// How a booking record's cancellation terms read on the confirmation page and booking cards.
import type { BookingRecord } from './bookingStorage.ts';
import { formatDeadlineText } from './dates.ts';

/** On the confirmation page only RFN counts as refundable (spec §5). */
export function isRefundableBooking(record: Pick<BookingRecord, 'cancellationPolicies'>): boolean {
  return record.cancellationPolicies?.refundableTag?.toUpperCase() === 'RFN';
}

export function cancellationSummary(record: Pick<BookingRecord, 'cancellationPolicies'>): string {
  if (!isRefundableBooking(record)) return 'Non-refundable: this booking cannot be cancelled free of charge.';
  const until = record.cancellationPolicies?.freeCancellationUntil;
  return until ? `Refundable: free cancellation until ${formatDeadlineText(until)}.` : 'Refundable: free cancellation is available.';
}
