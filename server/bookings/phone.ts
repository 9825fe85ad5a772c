// The booking holder's phone number, normalised to E.164 ("+919876543210") before it reaches the ledger or
// the provider. Travellers in India type a 10-digit mobile number; those elsewhere type their country code
// with a leading +. The client's form (client/src/features/booking/phone.ts) applies the same rules, and
// tests/server/bookings/phone.test.ts runs both over one table so they cannot drift apart.

/** Why a phone number was refused, in words a traveller can act on. */
export type PhoneProblem = 'missing' | 'characters' | 'india' | 'country' | 'length';

export type PhoneResult = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/** Country calling codes do not start with 0, and E.164 numbers have at most 15 digits. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** An Indian mobile number: 10 digits starting 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** What people put between digits: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s().-]/g;

export function normalisePhone(raw: string | null | undefined): PhoneResult {
  const text = (raw ?? '').trim();
  if (!text) return { ok: false, problem: 'missing' };
  if (text.length > 40) return { ok: false, problem: 'length' };
  const compact = text.replace(SEPARATORS, '');
  // "00" is the international prefix dialled from India and most of the world: the same as "+".
  const international = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : null;
  const digits = international ?? compact;
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'characters' };

  if (international !== null) {
    if (digits.startsWith('91')) {
      // India's national numbers are 10 digits (mobiles and landlines with their area code); the trunk 0 is dropped.
      const national = digits.slice(2).replace(/^0/, '');
      return /^[1-9]\d{9}$/.test(national) ? { ok: true, e164: `+91${national}` } : { ok: false, problem: 'india' };
    }
    const e164 = `+${digits}`;
    if (digits.startsWith('0')) return { ok: false, problem: 'country' };
    return E164.test(e164) ? { ok: true, e164 } : { ok: false, problem: 'length' };
  }
  // No country code: an Indian mobile, written bare, with the trunk 0 or with 91 in front.
  if (INDIAN_MOBILE.test(digits)) return { ok: true, e164: `+91${digits}` };
  if (/^0[6-9]\d{9}$/.test(digits)) return { ok: true, e164: `+91${digits.slice(1)}` };
  if (/^91[6-9]\d{9}$/.test(digits)) return { ok: true, e164: `+${digits}` };
  return { ok: false, problem: digits.length === 10 ? 'india' : 'country' };
}

/** The message for a refused number; `whose` names the person ("the booking holder"). */
export function phoneProblemMessage(problem: PhoneProblem, whose: string): string {
  switch (problem) {
    case 'missing':
      return `Please enter the phone number of ${whose}.`;
    case 'characters':
      return `The phone number of ${whose} may contain only digits, spaces and dashes, with + before a country code.`;
    case 'india':
      return `The phone number of ${whose} is not a valid Indian number: enter the 10-digit mobile number, for example 98765 43210.`;
    case 'country':
      return `For a number outside India, start the phone number of ${whose} with + and the country code, for example +44 20 7946 0958.`;
    case 'length':
      return `The phone number of ${whose} has too few or too many digits. Please check it.`;
  }
}
