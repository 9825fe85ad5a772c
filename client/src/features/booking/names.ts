// A person's name as the booking form and the name correction accept it: each part required, at most 100
// characters, letters (any script), spaces, apostrophes, dots and hyphens (schema.graphql NameInput).
import { bookingT, type BookingT } from './i18n.ts';

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.’-]*$/u;

/** Null when `value` is an acceptable first or last name, else the message (`what` names the field). */
export function nameError(value: string, what: 'firstName' | 'lastName', t: BookingT = bookingT): string | null {
  const v = value.trim();
  const field = t(`form.${what}`);
  if (!v) return t('names.required', { field });
  if (v.length > 100) return t('names.tooLong', { field });
  if (!NAME.test(v)) return t('names.letters', { field });
  return null;
}
