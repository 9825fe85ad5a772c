// SQL of the extra ways into a booking (issue 16 §6): access tokens minted by the e-mail lookup and by
// sign-in links, and the sign-in links themselves. Only SHA-256 hashes of tokens are ever written.
// Times come from the database's clock, so every instance agrees on when a link expires.
import type { Queryable } from '../db/index.ts';

export type AccessOrigin = 'email_lookup' | 'sign_in_link';

/** Records one more access token (by its hash) for a booking. */
export async function insertAccessToken(q: Queryable, bookingId: string, tokenHash: string, origin: AccessOrigin): Promise<void> {
  await q.query('INSERT INTO booking_access_tokens (token_hash, booking_id, origin) VALUES ($1, $2, $3)', [tokenHash, bookingId, origin]);
}

/**
 * Stores a sign-in link for `email` valid for `ttlMs`, but only when the address has bookings; returns
 * whether it did. One statement either way, so a known and an unknown address cost the database the same.
 */
export async function insertSignInLinkIfKnown(q: Queryable, tokenHash: string, email: string, ttlMs: number): Promise<boolean> {
  const { rows } = await q.query<{ token_hash: string }>(
    `INSERT INTO sign_in_links (token_hash, email, expires_at)
     SELECT $1, $2, now() + ($3::double precision * interval '1 millisecond')
      WHERE EXISTS (SELECT 1 FROM bookings WHERE holder_email = $2)
     RETURNING token_hash`,
    [tokenHash, email, ttlMs],
  );
  return rows.length > 0;
}

/**
 * Uses a sign-in link: marks it used if it is unused and unexpired, in one conditional UPDATE (two
 * redemptions at once: one wins), and returns its e-mail; null when it is unknown, used or expired.
 */
export async function consumeSignInLink(q: Queryable, tokenHash: string): Promise<string | null> {
  const { rows } = await q.query<{ email: string }>(
    `UPDATE sign_in_links SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING email`,
    [tokenHash],
  );
  return rows[0]?.email ?? null;
}
