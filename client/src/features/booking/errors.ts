// Spec §8's wording for a failed booking creation. Messages from the API are already safe to show
// (lib/errors.ts reads them); transport failures are recognised by their text.
import { userMessage } from '../../lib/errors.ts';
import { bookingT, type BookingT } from './i18n.ts';

/** Spec §8 "Booking creation failure". */
export function bookingErrorMessage(error: unknown, t: BookingT = bookingT): string {
  const message = userMessage(error, '') || (error instanceof Error ? error.message : typeof error === 'string' ? error : '');
  let detail: string;
  if (/NetworkError|fetch/i.test(message)) {
    detail = t('errors.network');
  } else if (/API/.test(message)) {
    detail = t('errors.api', { message });
  } else {
    detail = message || t('errors.contactSupport');
  }
  return t('errors.bookingFailed', { detail });
}
