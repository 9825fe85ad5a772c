// Browser-local memory of the money path: the booking awaiting payment (pendingBooking), the booking
// history (bookingHistory, newest first) and the access tokens that let the server list this browser's
// bookings. Storage can be full, disabled or hold junk: failures are logged and a read yields nothing (spec §8).

export const STORAGE_KEYS = {
  pendingBooking: 'pendingBooking',
  bookingHistory: 'bookingHistory',
  accessTokens: 'bookingAccessTokens',
  /** reference (upper case) → access token: which token opens which booking's manage page. */
  accessByReference: 'bookingAccessByReference',
  attempts: 'bookingAttempts',
} as const;

/** Attempts kept for "Try again": enough for the last few stays, never an ever-growing list. */
const MAX_ATTEMPTS = 20;

/** Cap so a long-lived browser never sends an oversized myBookings request (the API takes at most 100). */
const MAX_TOKENS = 100;

export interface StoredPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** the holder's phone in E.164 (guests have none) */
  phone?: string | null;
  remarks?: string | null;
}

export interface StoredCancelPolicyInfo {
  cancelTime: string;
  amount: number;
  currency: string;
}

/** The provider's cancellation shape (spec §3), plus the free-cancellation deadline we already know. */
export interface StoredCancellationPolicies {
  refundableTag: string | null;
  freeCancellationUntil?: string | null;
  cancelPolicyInfos: StoredCancelPolicyInfo[];
}

/** A tax or fee as the provider lists it; `included: false` ones are paid at the hotel. */
export interface StoredTaxOrFee {
  description: string;
  amount: { amount: number; currency: string };
  included: boolean;
}

/** Spec §3 pending booking, plus the stay dates the original forgot, our reference and the access token. */
export interface PendingBooking {
  prebookId: string;
  transactionId: string;
  reference: string;
  accessToken: string;
  hotelId: string;
  hotelName: string;
  hotelAddress?: string | null;
  hotelCity?: string | null;
  hotelCountry?: string | null;
  hotelPhone?: string | null;
  checkInTime?: string | null;
  checkOutTime?: string | null;
  roomName: string;
  boardName: string;
  totalPrice: number;
  currency: string;
  commission: number | null;
  adultCount: number;
  childCount: number;
  cancellationPolicies: StoredCancellationPolicies | null;
  /** Fees payable at the hotel (absent in records written before they were kept). */
  feesPayableAtHotel?: StoredTaxOrFee[];
  holder: StoredPerson;
  guests: StoredPerson[];
  checkIn: string;
  checkOut: string;
  nights: number;
  createdAt: string;
}

/** Spec §3 booking record, plus our reference and the access token. */
export interface BookingRecord {
  bookingId: string;
  reference: string | null;
  accessToken: string | null;
  /** Lower case as stored (`confirmed`, `payment_received`, ...); shown upper-cased. */
  status: string;
  confirmationNumber: string;
  hotelName: string;
  hotelId: string;
  roomName: string;
  boardName: string;
  holder: StoredPerson;
  guests: StoredPerson[];
  totalPrice: number;
  currency: string;
  commission: number | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  adultCount: number;
  childCount: number;
  paymentIntent: string | null;
  paymentStatus: string;
  transactionId: string;
  cancellationPolicies: StoredCancellationPolicies | null;
  /** Fees payable at the hotel (absent in records written before they were kept). */
  feesPayableAtHotel?: StoredTaxOrFee[];
  hotelAddress: string | null;
  hotelCity: string | null;
  hotelCountry: string | null;
  hotelPhone: string | null;
  checkInTime: string | null;
  checkOutTime: string | null;
  supplierBookingId: string | null;
  supplierBookingName: string | null;
  bookedAt: string;
  apiError: boolean;
}

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch (err) {
    console.error(`Could not read ${key} from local storage`, err);
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.error(`Could not write ${key} to local storage`, err);
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (err) {
    console.error(`Could not remove ${key} from local storage`, err);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The booking awaiting payment, or null. Holder and guests are not checked here: the confirmation page reports them. */
export function readPendingBooking(): PendingBooking | null {
  const v = read(STORAGE_KEYS.pendingBooking);
  return isObject(v) ? (v as unknown as PendingBooking) : null;
}

export function savePendingBooking(pending: PendingBooking): void {
  write(STORAGE_KEYS.pendingBooking, pending);
}

export function clearPendingBooking(): void {
  remove(STORAGE_KEYS.pendingBooking);
}

/** Local booking history, newest first. */
export function readBookingHistory(): BookingRecord[] {
  const v = read(STORAGE_KEYS.bookingHistory);
  if (!Array.isArray(v)) return [];
  return v.filter((r): r is BookingRecord => isObject(r) && typeof r.bookingId === 'string');
}

/**
 * Puts a record at the front of the history. A record for the same payment transaction is replaced rather
 * than duplicated, so reloading the confirmation page (or a later confirmation of a pending one) never
 * lists one stay twice.
 */
export function addToBookingHistory(record: BookingRecord): void {
  const rest = readBookingHistory().filter((r) => !(record.transactionId && r.transactionId === record.transactionId));
  write(STORAGE_KEYS.bookingHistory, [record, ...rest]);
}

/** Merges `patch` into the first history entry, only when that entry has `bookingId` (spec §4). */
export function updateFirstBookingInHistory(bookingId: string, patch: Partial<BookingRecord>): void {
  const history = readBookingHistory();
  if (history.length === 0 || history[0].bookingId !== bookingId) return;
  history[0] = { ...history[0], ...patch };
  write(STORAGE_KEYS.bookingHistory, history);
}

/** The history record of a payment transaction, if any. */
export function findBookingByTransaction(transactionId: string): BookingRecord | null {
  return readBookingHistory().find((r) => r.transactionId === transactionId) ?? null;
}

export function readAccessTokens(): string[] {
  const v = read(STORAGE_KEYS.accessTokens);
  return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string' && t.length > 0) : [];
}

/** Remembers a booking's access token (newest first, no duplicates). */
export function addAccessToken(token: string): void {
  if (!token) return;
  const tokens = [token, ...readAccessTokens().filter((t) => t !== token)].slice(0, MAX_TOKENS);
  write(STORAGE_KEYS.accessTokens, tokens);
}

function readAccessMap(): Record<string, string> {
  const v = read(STORAGE_KEYS.accessByReference);
  if (!isObject(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length > 0));
}

/**
 * Remembers that `token` opens the booking `reference` (its manage page), and lists the token with this
 * browser's bookings. The map keeps at most as many references as the token list.
 */
export function addBookingAccess(reference: string, token: string): void {
  if (!reference || !token) return;
  addAccessToken(token);
  const key = reference.trim().toUpperCase();
  const rest = Object.entries(readAccessMap()).filter(([k]) => k !== key);
  write(STORAGE_KEYS.accessByReference, Object.fromEntries([[key, token], ...rest].slice(0, MAX_TOKENS)));
}

/**
 * The access token this browser holds for a booking reference: the one stored with it, else the one of the
 * history record or the pending booking with that reference; null when this browser has none.
 */
export function findAccessToken(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const key = reference.trim().toUpperCase();
  const mapped = readAccessMap()[key];
  if (mapped) return mapped;
  const record = readBookingHistory().find((r) => r.reference?.toUpperCase() === key && r.accessToken);
  if (record?.accessToken) return record.accessToken;
  const pending = readPendingBooking();
  return pending && pending.reference?.toUpperCase() === key && pending.accessToken ? pending.accessToken : null;
}

/**
 * One booking attempt as the traveller made it: the hotel, the rate, the stay and the guest details. Kept
 * after the payment so that "Try again" (a declined card, a hold never paid) can start the same stay over
 * with the details filled in and a fresh prebook.
 */
export interface BookingAttempt {
  /** Our booking reference of the attempt (SI-...). */
  reference: string;
  transactionId: string;
  hotelId: string;
  hotelName: string;
  offerId: string;
  rateId: string | null;
  roomName: string;
  boardName: string;
  rateName: string | null;
  checkin: string;
  checkout: string;
  occupancies: { adults: number; childrenAges: number[] }[];
  holder: StoredPerson;
  guests: StoredPerson[];
  savedAt: string;
}

export function readBookingAttempts(): BookingAttempt[] {
  const v = read(STORAGE_KEYS.attempts);
  if (!Array.isArray(v)) return [];
  return v.filter(
    (a): a is BookingAttempt =>
      isObject(a) &&
      typeof a.reference === 'string' &&
      typeof a.hotelId === 'string' &&
      typeof a.offerId === 'string' &&
      isObject(a.holder) &&
      Array.isArray(a.guests) &&
      Array.isArray(a.occupancies),
  );
}

/** Remembers an attempt (newest first; one per reference). */
export function saveBookingAttempt(attempt: BookingAttempt): void {
  const rest = readBookingAttempts().filter((a) => a.reference !== attempt.reference);
  write(STORAGE_KEYS.attempts, [attempt, ...rest].slice(0, MAX_ATTEMPTS));
}

/** The attempt with this booking reference or payment transaction id, if this browser made it. */
export function findBookingAttempt(key: string | null | undefined): BookingAttempt | null {
  if (!key) return null;
  const k = key.trim().toUpperCase();
  return readBookingAttempts().find((a) => a.reference.toUpperCase() === k || a.transactionId.toUpperCase() === k) ?? null;
}
