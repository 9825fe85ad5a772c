// The booking holder's phone number, checked as the server checks it (server/bookings/phone.ts; the client
// never imports server code, so the rules are kept twice and tests/server/bookings/phone.test.ts runs both
// over one table). The form has a country-code select (+91 by default) and a number box; a number typed
// with its own + wins over the select.

/** Country codes offered in the form's select, India first. Any other code can be typed with a +. */
export const COUNTRY_CODES = [
  { value: '+91', label: '+91', name: 'India' },
  { value: '+971', label: '+971', name: 'United Arab Emirates' },
  { value: '+1', label: '+1', name: 'United States / Canada' },
  { value: '+44', label: '+44', name: 'United Kingdom' },
  { value: '+65', label: '+65', name: 'Singapore' },
  { value: '+61', label: '+61', name: 'Australia' },
  { value: '+49', label: '+49', name: 'Germany' },
  { value: '+977', label: '+977', name: 'Nepal' },
  { value: '+94', label: '+94', name: 'Sri Lanka' },
  { value: '+880', label: '+880', name: 'Bangladesh' },
] as const;

export const DEFAULT_COUNTRY_CODE = '+91';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

const E164 = /^\+[1-9]\d{6,14}$/;
const SEPARATORS = /[\s().-]/g;

/** `raw` as typed, read with `countryCode` unless it carries its own + or 00 prefix. */
export function checkPhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): PhoneCheck {
  const text = raw.trim();
  if (!text) return { ok: false, message: 'Please enter your phone number.' };
  if (text.length > 40) return { ok: false, message: 'This phone number has too many digits. Please check it.' };
  const compact = text.replace(SEPARATORS, '');
  const ownCode = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return { ok: false, message: 'Use only digits, spaces and dashes, with + before a country code.' };
  // Without a code of its own the number is read with the select's code; for India the trunk 0 or a typed
  // 91 in front of a mobile number are forgiven, as the server forgives them.
  let international: string;
  if (ownCode) international = digits;
  else if (countryCode === '+91') {
    if (/^[6-9]\d{9}$/.test(digits)) international = `91${digits}`;
    else if (/^0[6-9]\d{9}$/.test(digits)) international = `91${digits.slice(1)}`;
    else if (/^91[6-9]\d{9}$/.test(digits)) international = digits;
    else return { ok: false, message: 'Enter the 10-digit mobile number, for example 98765 43210.' };
  } else international = `${countryCode.slice(1)}${digits.replace(/^0/, '')}`;

  if (international.startsWith('91')) {
    const national = international.slice(2).replace(/^0/, '');
    return /^[1-9]\d{9}$/.test(national)
      ? { ok: true, e164: `+91${national}` }
      : { ok: false, message: 'An Indian number has 10 digits, for example 98765 43210.' };
  }
  if (international.startsWith('0'))
    return { ok: false, message: 'Start the number with + and the country code, for example +44 20 7946 0958.' };
  const e164 = `+${international}`;
  return E164.test(e164)
    ? { ok: true, e164 }
    : { ok: false, message: 'This phone number has too few or too many digits. Please check it.' };
}
