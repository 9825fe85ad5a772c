// The booking feature's public entry: what routes and other features may use (the lint's import rules).
// The booking dialog is not here: the hotel page loads it lazily on its own.
export { ns, type BookingT } from './i18n.ts';
export { BookingCard } from './BookingCard.tsx';
export { BookingStatusTag, statusLabel } from './BookingStatusTag.tsx';
export { PaymentRetry } from './PaymentRetry.tsx';
export { attemptOutcome, canTryAgain, isNotABooking, paymentStatusLabel, statusName, stayKey } from './bookingState.ts';
export { mergeHistories, recordFromBooking } from './bookingRecord.ts';
export {
  addBookingAccess,
  findAccessToken,
  findBookingAttempt,
  readAccessTokens,
  readBookingHistory,
  type BookingAttempt,
  type BookingRecord,
  type PendingBooking,
} from './bookingStorage.ts';
export { cancellationSummary, isRefundableBooking } from './cancellation.ts';
export { safeFormatDate } from './dates.ts';
export { BookingLookupQuery, MyBookingsQuery } from './operations.ts';
export { nameError } from './names.ts';
export { isAttemptRate, retryPath } from './retry.ts';
export { REFETCH_DELAY_MS, useConfirmBooking, type ConfirmView } from './useConfirmBooking.ts';
export { SUPPORT_CONTACT, downloadVoucher } from './voucher.ts';
