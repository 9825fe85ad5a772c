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
