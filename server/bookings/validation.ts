// Checks on what a traveller sends to prebook, before anything reaches the provider. Messages are
// shown to the traveller as they are, so they name the field in plain words.
import { badInput } from '../lib/errors.ts';
import { checkRoomList } from '../lib/occupancy.ts';
import { checkGstin } from './gstin.ts';
import { normalisePhone, phoneProblemMessage } from './phone.ts';
import type { LedgerBusiness, LedgerPerson, PrebookRequest } from './types.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Deliberately loose (the provider and the holder's inbox are the real check), but it must have one
// @, no spaces and a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export const LIMITS = {
  name: 100,
  email: 254,
  remarks: 500,
  maxNights: 90,
  maxDaysAhead: 365,
  companyNameMin: 2,
  companyNameMax: 120,
} as const;

// Control characters (NUL above all: PostgreSQL refuses it in text and jsonb) and unpaired UTF-16
// surrogates (invalid in jsonb) would make the ledger insert fail as an internal error; they are never
// part of a real name or address, so they are refused up front with a message instead.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const CONTROL_OR_BREAK = /\p{Cc}/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` (already trimmed) reads as an e-mail address the booking form accepts. RFC 5321 caps the part before the @ at 64 characters; providers refuse longer ones. */
export function isEmailAddress(value: string): boolean {
  return value.length <= LIMITS.email && value.indexOf('@') <= 64 && EMAIL.test(value) && isStorableText(value);
}

/** True when the text can be stored and shown: no control characters (line breaks only if `multiline`), no lone surrogates. */
export function isStorableText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL : CONTROL_OR_BREAK).test(value) && !LONE_SURROGATE.test(value);
}

/** Days since the epoch of a `yyyy-MM-dd` string, or null when it is not a real calendar date. */
export function dayNumber(value: string): number | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

/** Today's date in India (the product's dates are IST calendar dates). */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The holder must give a phone number (the provider's contract requires it); a guest may. */
function person(p: LedgerPerson, field: string, phoneRequired = false): LedgerPerson {
  const firstName = (p.firstName ?? '').trim();
  const lastName = (p.lastName ?? '').trim();
  const email = (p.email ?? '').trim();
  if (!firstName) throw badInput(`Please enter the first name of the ${label(field)}.`, `${field}.firstName`);
  if (!lastName) throw badInput(`Please enter the last name of the ${label(field)}.`, `${field}.lastName`);
  if (!isStorableText(firstName))
    throw badInput(`The first name of the ${label(field)} contains characters that cannot be used.`, `${field}.firstName`);
  if (!isStorableText(lastName))
    throw badInput(`The last name of the ${label(field)} contains characters that cannot be used.`, `${field}.lastName`);
  if (firstName.length > LIMITS.name)
    throw badInput(`The first name of the ${label(field)} is too long (at most ${LIMITS.name} characters).`, `${field}.firstName`);
  if (lastName.length > LIMITS.name)
    throw badInput(`The last name of the ${label(field)} is too long (at most ${LIMITS.name} characters).`, `${field}.lastName`);
  if (!email) throw badInput(`Please enter the e-mail address of the ${label(field)}.`, `${field}.email`);
  // RFC 5321 caps the part before the @ at 64 characters; providers refuse longer ones.
  if (!isEmailAddress(email)) throw badInput(`The e-mail address of the ${label(field)} is not valid.`, `${field}.email`);
  let phone: string | null = null;
  if (phoneRequired || p.phone?.trim()) {
    const checked = normalisePhone(p.phone);
    if (!checked.ok) throw badInput(phoneProblemMessage(checked.problem, `the ${label(field)}`), `${field}.phone`);
    phone = checked.e164;
  }
  const remarks = p.remarks?.trim() || null;
  if (remarks && remarks.length > LIMITS.remarks)
    throw badInput(`Special requests are too long (at most ${LIMITS.remarks} characters).`, `${field}.remarks`);
  if (remarks && !isStorableText(remarks, true))
    throw badInput('Special requests contain characters that cannot be used.', `${field}.remarks`);
  return { firstName, lastName, email, phone, remarks };
}

function label(field: string): string {
  const m = /^guests\.(\d+)$/.exec(field);
  return m ? `guest ${Number(m[1]) + 1}` : 'booking holder';
}

export interface ValidPrebook {
  offerId: string;
  hotelId: string;
  checkin: string;
  checkout: string;
  nights: number;
  occupancies: Array<{ adults: number; childrenAges: number[] }>;
  holder: LedgerPerson;
  guests: LedgerPerson[];
  business: LedgerBusiness | null;
}

/** A business trip's company and GSTIN, or null for a personal trip (no `business` given). */
export function validateBusiness(input: PrebookRequest['business']): LedgerBusiness | null {
  if (input === null || input === undefined) return null;
  const companyName = (input.companyName ?? '').trim().replace(/\s+/g, ' ');
  if (!companyName) throw badInput('Please enter the company name for the GST invoice.', 'business.companyName');
  if (!isStorableText(companyName)) throw badInput('The company name contains characters that cannot be used.', 'business.companyName');
  if (companyName.length < LIMITS.companyNameMin)
    throw badInput(`The company name must have at least ${LIMITS.companyNameMin} characters.`, 'business.companyName');
  if (companyName.length > LIMITS.companyNameMax)
    throw badInput(`The company name is too long (at most ${LIMITS.companyNameMax} characters).`, 'business.companyName');
  const gstin = checkGstin(typeof input.gstin === 'string' ? input.gstin : '');
  if (!gstin.ok) throw badInput(gstin.message, 'business.gstin');
  return { companyName, gstin: gstin.gstin, state: gstin.state };
}

export function validatePrebook(input: PrebookRequest, now: Date = new Date()): ValidPrebook {
  const offerId = (input.offerId ?? '').trim();
  if (!offerId || offerId.length > 4000 || !isStorableText(offerId)) throw badInput('Please select a rate to book.', 'offerId');
  const hotelId = (input.hotelId ?? '').trim();
  if (!hotelId || hotelId.length > 100 || !isStorableText(hotelId)) throw badInput('The hotel is missing.', 'hotelId');

  const ci = dayNumber(input.checkin);
  if (ci === null) throw badInput('The check-in date is not a valid date.', 'checkin');
  const co = dayNumber(input.checkout);
  if (co === null) throw badInput('The check-out date is not a valid date.', 'checkout');
  const today = dayNumber(todayInIndia(now))!;
  if (ci < today) throw badInput('The check-in date cannot be in the past.', 'checkin');
  if (ci - today > LIMITS.maxDaysAhead)
    throw badInput(`The check-in date can be at most ${LIMITS.maxDaysAhead} days from today.`, 'checkin');
  if (co <= ci) throw badInput('The check-out date must be after the check-in date.', 'checkout');
  const nights = co - ci;
  if (nights > LIMITS.maxNights) throw badInput(`A stay can be at most ${LIMITS.maxNights} nights.`, 'checkout');

  const occ = input.occupancies && input.occupancies.length > 0 ? input.occupancies : [{ adults: 2, childrenAges: [] }];
  const occupancies = checkRoomList(occ, 'occupancies', { perRoomField: true });

  if (!input.holder) throw badInput('Please enter the booking holder.', 'holder');
  const holder = person(input.holder, 'holder', true);
  const guestsIn = input.guests ?? [];
  if (guestsIn.length < 1) throw badInput('Please enter at least one guest.', 'guests');
  // One lead guest per room, in room order: the provider's guests[].occupancyNumber is the guest's place here.
  if (guestsIn.length !== occupancies.length) {
    const n = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
    throw badInput(`Enter one guest per room: ${n(occupancies.length, 'room')}, ${n(guestsIn.length, 'guest')}.`, 'guests');
  }
  const guests = guestsIn.map((g, i) => person(g, `guests.${i}`));
  const business = validateBusiness(input.business);

  return { offerId, hotelId, checkin: input.checkin, checkout: input.checkout, nights, occupancies, holder, guests, business };
}
