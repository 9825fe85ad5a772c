// GSTIN (India's GST registration number) checks for the booking form's "Business trip" section: the
// 15-character format, the state code and the mod-36 check digit, as the GST network computes it. The
// server validates again; this only spares the traveller a round trip.
import { bookingT, type BookingT } from './i18n.ts';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** State codes in use: 01–38 (states and union territories), 97 (other territory), 99 (centre jurisdiction). */
function validStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/** The check character of the first 14 characters (alternating weights 1 and 2, digits of the product in base 36). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** The GSTIN as it should be typed: upper case, no spaces. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Null when `value` is a valid GSTIN; otherwise what is wrong, in words a traveller understands. */
export function gstinError(value: string, t: BookingT = bookingT): string | null {
  const g = normaliseGstin(value);
  if (!g) return t('business.errors.gstinEmpty');
  if (g.length !== 15) return t('business.errors.gstinLength');
  if (!FORMAT.test(g)) return t('business.errors.gstinFormat');
  if (!validStateCode(Number(g.slice(0, 2)))) return t('business.errors.gstinState');
  if (gstinCheckChar(g.slice(0, 14)) !== g[14]) return t('business.errors.gstinCheck');
  return null;
}

/** Null when the company name is acceptable (2 to 120 characters), else the message. */
export function companyNameError(value: string, t: BookingT = bookingT): string | null {
  const n = value.trim();
  if (n.length < 2) return t('business.errors.companyEmpty');
  if (n.length > 120) return t('business.errors.companyTooLong');
  return null;
}
