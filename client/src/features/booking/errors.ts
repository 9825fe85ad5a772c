// Spec §8's wording for a failed booking creation. Messages from the API are already safe to show
// (lib/errors.ts reads them); transport failures are recognised by their text.
import { userMessage } from '../../lib/errors.ts';

/** Spec §8 "Booking creation failure". */
export function bookingErrorMessage(error: unknown): string {
  const message = userMessage(error, '') || (error instanceof Error ? error.message : typeof error === 'string' ? error : '');
  let detail: string;
  if (/NetworkError|fetch/i.test(message)) {
    detail = 'Network connection error. Please check your internet connection and try again.';
  } else if (/API/.test(message)) {
    detail = `API service error. ${message}`;
  } else {
    detail = message || 'Please contact support with your payment reference.';
  }
  return `Failed to process booking. ${detail}`;
}
