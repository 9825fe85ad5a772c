// Booking references and access tokens. A reference is short enough to read over the phone and is
// shown on vouchers, so it never grants access alone; the access token is 256 random bits, of which
// the ledger keeps only a SHA-256.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a reference survives being read aloud or typed by hand.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'SI' + 10 Crockford base32 characters (50 random bits). */
export function newReference(): string {
  const bytes = randomBytes(10);
  let out = 'SI';
  for (const b of bytes) out += CROCKFORD[b & 31];
  return out;
}

/** Upper-cases and maps the look-alikes Crockford allows (O→0, I/L→1), so typed references match. */
export function normaliseReference(input: string): string {
  const upper = input.trim().toUpperCase();
  if (!upper.startsWith('SI')) return upper;
  return 'SI' + upper.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** How much of a typed reference a lookup reads, once trimmed: a longer text is the same lookup. */
export const REFERENCE_LOOKUP_CHARS = 64;

/**
 * What a booking lookup searches for, from the reference as typed: `text` (trimmed, cut to
 * REFERENCE_LOOKUP_CHARS) is matched against the provider's booking id, `ours` (also normalised) against our
 * references. The lookup rate limit keys on `ours`, so every spelling of one reference counts as one.
 */
export function lookupReference(input: string): { text: string; ours: string } {
  const text = input.trim().slice(0, REFERENCE_LOOKUP_CHARS);
  return { text, ours: normaliseReference(text) };
}

/**
 * The payment ids a confirmation looks its booking up by, as the ledger stores them: trimmed, nothing else.
 * The confirmation rate limit keys on the same values.
 */
export function paymentIds(input: { transactionId?: unknown; prebookId?: unknown }): { transactionId: string; prebookId: string } {
  const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return { transactionId: trimmed(input.transactionId), prebookId: trimmed(input.prebookId) };
}

export function isOurReference(ref: string): boolean {
  return /^SI[0-9A-HJKMNP-TV-Z]{10}$/.test(ref);
}

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Equal strings, compared without leaking where they differ (both are hashed to a fixed length first). */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}
