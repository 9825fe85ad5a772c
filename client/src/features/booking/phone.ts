// The booking holder's phone number, checked as the server checks it (server/bookings/phone.ts; the client
// never imports server code, so the rules are kept twice and tests/server/bookings/phone.test.ts runs both
// over one table). The form has a country-code select (+91 by default) and a number box; a number typed
// with its own + wins over the select.
import { bookingT, type BookingT } from './i18n.ts';

/** Country codes offered in the form's select, India first (`name`: the country's key in phone.countries). Any other code can be typed with a +. */
export const COUNTRY_CODES = [
  { value: '+91', label: '+91', name: 'india' },
  { value: '+971', label: '+971', name: 'uae' },
  { value: '+1', label: '+1', name: 'usCanada' },
  { value: '+44', label: '+44', name: 'uk' },
  { value: '+65', label: '+65', name: 'singapore' },
  { value: '+61', label: '+61', name: 'australia' },
  { value: '+49', label: '+49', name: 'germany' },
  { value: '+977', label: '+977', name: 'nepal' },
  { value: '+94', label: '+94', name: 'sriLanka' },
  { value: '+880', label: '+880', name: 'bangladesh' },
] as const;

export const DEFAULT_COUNTRY_CODE = '+91';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

const E164 = /^\+[1-9]\d{6,14}$/;
const SEPARATORS = /[\s().-]/g;

/** `raw` as typed, read with `countryCode` unless it carries its own + or 00 prefix. */
export function checkPhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE, t: BookingT = bookingT): PhoneCheck {
  const text = raw.trim();
  if (!text) return { ok: false, message: t('phone.errors.empty') };
  if (text.length > 40) return { ok: false, message: t('phone.errors.tooLong') };
  const compact = text.replace(SEPARATORS, '');
  const ownCode = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return { ok: false, message: t('phone.errors.characters') };
  // Without a code of its own the number is read with the select's code; for India the trunk 0 or a typed
  // 91 in front of a mobile number are forgiven, as the server forgives them.
  let international: string;
  if (ownCode) international = digits;
  else if (countryCode === '+91') {
    if (/^[6-9]\d{9}$/.test(digits)) international = `91${digits}`;
    else if (/^0[6-9]\d{9}$/.test(digits)) international = `91${digits.slice(1)}`;
    else if (/^91[6-9]\d{9}$/.test(digits)) international = digits;
    else return { ok: false, message: t('phone.errors.indianMobile') };
  } else international = `${countryCode.slice(1)}${digits.replace(/^0/, '')}`;

  if (international.startsWith('91')) {
    const national = international.slice(2).replace(/^0/, '');
    return /^[1-9]\d{9}$/.test(national) ? { ok: true, e164: `+91${national}` } : { ok: false, message: t('phone.errors.indianDigits') };
  }
  if (international.startsWith('0')) return { ok: false, message: t('phone.errors.countryCode') };
  const e164 = `+${international}`;
  return E164.test(e164) ? { ok: true, e164 } : { ok: false, message: t('phone.errors.length') };
}
