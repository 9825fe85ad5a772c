// Access to bookings from any device (issue 16 §6) on both ledger backends: the e-mail lookup that grants a
// new access token, sign-in links (single use, 15 minutes, the same answer for unknown addresses), the
// per-IP / per-reference / per-address limits, and that no raw token is ever written to the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/db/index.ts';
import * as repo from '../../../server/bookings/repository.ts';
import { newAccessToken, newReference, sha256Hex } from '../../../server/bookings/ids.ts';
import { BookingService } from '../../../server/bookings/service.ts';
import {
  AccessService,
  LINK_EXPIRED_MESSAGE,
  SIGN_IN_REQUESTED_MESSAGE,
  type AccessLimits,
  type MailQueue,
  type SignInLinkMail,
} from '../../../server/bookings/access.ts';
import { LocalAttemptLimiter } from '../../../server/shared/attempts.ts';
import { AppError } from '../../../server/lib/errors.ts';
import { backends, FakeProvider, recordingLog } from './ledger-fixtures.ts';
import { storeBooking } from './access-fixtures.ts';

const ORIGIN = 'https://stay.example.in';

const GENEROUS: AccessLimits = {
  lookupWindowMs: 60_000,
  lookupIpMax: 1000,
  lookupRefMax: 1000,
  signInWindowMs: 900_000,
  signInIpMax: 1000,
  signInEmailMax: 1000,
  redeemIpMax: 1000,
};

/** A mail queue that keeps what it is given, and writes nothing. */
class CapturingMail implements MailQueue {
  readonly sent: SignInLinkMail[] = [];
  async enqueue(_q: unknown, msg: SignInLinkMail): Promise<void> {
    this.sent.push(msg);
  }
}

const uniqueEmail = (tag: string) => `${tag}.${Math.random().toString(36).slice(2, 10)}@example.in`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe.each(backends)('booking access on $name', (backend) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let bookings: BookingService;

  const service = (over: { limits?: Partial<AccessLimits>; mail?: MailQueue } = {}) => {
    const mail = over.mail ?? new CapturingMail();
    const access = new AccessService({
      db,
      bookings,
      limiter: new LocalAttemptLimiter(),
      limits: { ...GENEROUS, ...over.limits },
      mail,
      publicOrigin: () => ORIGIN,
      log: recordingLog(),
    });
    return { access, mail: mail as CapturingMail };
  };

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    bookings = new BookingService({ db, provider: new FakeProvider(), log: recordingLog() });
  });
  afterAll(async () => {
    await cleanup();
  });

  it('accessBooking: the reference and e-mail give a new token that opens the booking in myBookings and by reference', async () => {
    const email = uniqueEmail('Lookup');
    const own = await storeBooking(db, email);
    const { access } = service();

    const granted = await access.accessBooking(own.reference.toLowerCase(), `  ${email.toUpperCase()} `, '10.0.0.1');
    expect(granted?.booking.reference).toBe(own.reference);
    expect(granted?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(granted?.accessToken).not.toBe(own.token);

    const mine = await bookings.findByAccessTokens([granted!.accessToken]);
    expect(mine.map((b) => b.reference)).toEqual([own.reference]);
    expect((await repo.findByReferenceAndAccessToken(db, own.reference, sha256Hex(granted!.accessToken)))?.reference).toBe(own.reference);
    // prebook's own token still works, and a token opens only its own booking
    expect((await repo.findByReferenceAndAccessToken(db, own.reference, sha256Hex(own.token)))?.reference).toBe(own.reference);
    const other = await storeBooking(db, uniqueEmail('other'));
    expect(await repo.findByReferenceAndAccessToken(db, other.reference, sha256Hex(granted!.accessToken))).toBeNull();
  });

  it('accessBooking: a wrong e-mail and an unknown reference both answer null and mint nothing', async () => {
    const email = uniqueEmail('wrong');
    const own = await storeBooking(db, email);
    const { access } = service();
    const count = async () =>
      (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM booking_access_tokens WHERE booking_id = $1', [own.reference]))
        .rows[0].n;
    expect(await access.accessBooking(own.reference, uniqueEmail('someone-else'), '10.0.0.2')).toBeNull();
    expect(await access.accessBooking('SI0000000000', email, '10.0.0.2')).toBeNull();
    expect(await access.accessBooking('', email, '10.0.0.2')).toBeNull();
    expect(await count()).toBe('0');
  });

  it('a sign-in link lists every booking of the address, newest first, each with a new token that works in myBookings', async () => {
    const email = uniqueEmail('Traveller');
    const older = await storeBooking(db, email);
    await new Promise((r) => setTimeout(r, 15));
    const newer = await storeBooking(db, email.toUpperCase());
    await storeBooking(db, uniqueEmail('stranger'));
    const { access, mail } = service();

    const answer = await access.requestSignInLink(` ${email.toUpperCase()} `, '10.0.1.1');
    expect(answer).toEqual({ message: SIGN_IN_REQUESTED_MESSAGE, expiresInMinutes: 15 });
    expect(answer.message).toBe('If that address has bookings with us, a sign-in link is on its way. It works once, for 15 minutes.');
    expect(mail.sent).toHaveLength(1);
    const msg = mail.sent[0];
    expect(msg.kind).toBe('SIGN_IN_LINK');
    expect(msg.to).toBe(email.toLowerCase());
    expect(msg.payload.expiresInMinutes).toBe(15);
    expect(msg.payload.link.startsWith(`${ORIGIN}/sign-in?token=`)).toBe(true);
    const token = tokenOf(msg.payload.link);
    // at least 128 bits: 32 random bytes in base64url
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const result = await access.redeemSignInLink(token, '10.0.1.2');
    expect(result.email).toBe(email.toLowerCase());
    expect(result.bookings.map((b) => b.booking.reference)).toEqual([newer.reference, older.reference]);
    const mine = await bookings.findByAccessTokens(result.bookings.map((b) => b.accessToken));
    expect(mine.map((b) => b.reference)).toEqual([newer.reference, older.reference]);
    const { rows } = await db.query<{ origin: string }>('SELECT origin FROM booking_access_tokens WHERE booking_id = ANY($1::text[])', [
      [older.reference, newer.reference],
    ]);
    expect(rows.map((r) => r.origin)).toEqual(['sign_in_link', 'sign_in_link']);
  });

  it('a link works once: the second use, and a use after 20 racing ones, answer LINK_EXPIRED', async () => {
    const email = uniqueEmail('once');
    await storeBooking(db, email);
    const { access, mail } = service();

    await access.requestSignInLink(email, '10.0.2.1');
    const first = tokenOf(mail.sent[0].payload.link);
    expect((await access.redeemSignInLink(first, '10.0.2.1')).bookings).toHaveLength(1);
    const again = await rejection(access.redeemSignInLink(first, '10.0.2.1'));
    expect(again.code).toBe('LINK_EXPIRED');
    expect(again.message).toBe('This sign-in link has expired or was already used. Ask for a new one.');

    await access.requestSignInLink(email, '10.0.2.1');
    const second = tokenOf(mail.sent[1].payload.link);
    const raced = await Promise.allSettled(Array.from({ length: 20 }, () => access.redeemSignInLink(second, '10.0.2.1')));
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = raced.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const r of refused) expect((r.reason as AppError).code).toBe('LINK_EXPIRED');
    // the winner minted one token for the one booking; the losers minted none
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM booking_access_tokens t JOIN bookings b ON b.id = t.booking_id WHERE b.holder_email = $1`,
      [email],
    );
    expect(rows[0].n).toBe('2');
  });

  it('an expired link answers LINK_EXPIRED, like an unknown or malformed one, and grants nothing', async () => {
    const email = uniqueEmail('late');
    await storeBooking(db, email);
    const { access, mail } = service();
    await access.requestSignInLink(email, '10.0.3.1');
    const token = tokenOf(mail.sent[0].payload.link);
    // The link was made to last 15 minutes from the database's clock...
    const { rows } = await db.query<{ minutes: number }>(
      'SELECT extract(epoch FROM (expires_at - created_at)) / 60 AS minutes FROM sign_in_links WHERE token_hash = $1',
      [sha256Hex(token)],
    );
    expect(Number(rows[0].minutes)).toBeCloseTo(15, 3);
    // ...and those 15 minutes have passed.
    await db.query(`UPDATE sign_in_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256Hex(token)]);

    for (const t of [token, newAccessToken(), 'not-a-token', '']) {
      const err = await rejection(access.redeemSignInLink(t, '10.0.3.1'));
      expect(err.code).toBe('LINK_EXPIRED');
      expect(err.message).toBe(LINK_EXPIRED_MESSAGE);
    }
    const used = await db.query<{ used_at: Date | null }>('SELECT used_at FROM sign_in_links WHERE token_hash = $1', [sha256Hex(token)]);
    expect(used.rows[0].used_at).toBeNull();
  });

  it('answers an unknown address exactly as a known one, sends it nothing and stores no link', async () => {
    const known = uniqueEmail('known');
    await storeBooking(db, known);
    const unknown = uniqueEmail('nobody');
    const { access, mail } = service();
    const a = await access.requestSignInLink(known, '10.0.4.1');
    const b = await access.requestSignInLink(unknown, '10.0.4.1');
    expect(b).toEqual(a);
    expect(mail.sent.map((m) => m.to)).toEqual([known]);
    const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM sign_in_links WHERE email = $1', [unknown]);
    expect(rows[0].n).toBe('0');
  });

  it('does the same database work for an unknown address as for a known one (no timing tells them apart)', async () => {
    const known = uniqueEmail('timed');
    await storeBooking(db, known);
    const statements: string[] = [];
    const record = (q: Queryable): Queryable => ({
      query: (sql, params) => {
        statements.push(sql);
        return q.query(sql, params);
      },
      exec: (sql) => {
        statements.push(sql);
        return q.exec(sql);
      },
    });
    const recording = Object.assign(Object.create(db) as Db, {
      query: record(db).query,
      exec: record(db).exec,
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(record(tx))),
    });
    const access = new AccessService({
      db: recording,
      bookings,
      limiter: new LocalAttemptLimiter(),
      limits: GENEROUS,
      mail: new CapturingMail(),
      publicOrigin: () => ORIGIN,
      log: recordingLog(),
    });
    await access.requestSignInLink(known, '10.0.4.9');
    const forKnown = statements.splice(0);
    await access.requestSignInLink(uniqueEmail('untimed'), '10.0.4.9');
    expect(statements).toEqual(forKnown);
    expect(forKnown.length).toBeGreaterThan(0);
  });

  it('refuses a malformed address with BAD_USER_INPUT', async () => {
    const { access, mail } = service();
    for (const bad of ['', 'asha', 'asha@', 'asha@example', 'a b@example.in', `${'x'.repeat(65)}@example.in`, 'a@b.in\u0000']) {
      const err = await rejection(access.requestSignInLink(bad, '10.0.5.1'));
      expect(err.code).toBe('BAD_USER_INPUT');
      expect(err.message).toBe('Please enter a valid e-mail address.');
    }
    expect(mail.sent).toHaveLength(0);
  });

  it('never stores a raw token: only SHA-256 hashes of the lookup, link and sign-in tokens', async () => {
    const email = uniqueEmail('hash');
    const own = await storeBooking(db, email);
    const { access, mail } = service();
    const granted = await access.accessBooking(own.reference, email, '10.0.6.1');
    await access.requestSignInLink(email, '10.0.6.1');
    const linkToken = tokenOf(mail.sent[0].payload.link);
    const redeemed = await access.redeemSignInLink(linkToken, '10.0.6.1');
    const raw = [granted!.accessToken, linkToken, ...redeemed.bookings.map((b) => b.accessToken)];

    const dump = async (table: string) => JSON.stringify((await db.query(`SELECT * FROM ${table}`)).rows);
    const everything = (await dump('booking_access_tokens')) + (await dump('sign_in_links')) + (await dump('bookings'));
    for (const token of raw) {
      expect(everything).not.toContain(token);
      expect(everything).toContain(sha256Hex(token));
    }
  });

  it('limits link requests per address (from any IP) and per IP (for any address) with RATE_LIMITED', async () => {
    const email = uniqueEmail('limited');
    await storeBooking(db, email);
    const { access, mail } = service({ limits: { signInEmailMax: 2, signInIpMax: 3 } });

    await access.requestSignInLink(email, '10.0.7.1');
    await access.requestSignInLink(email.toUpperCase(), '10.0.7.2');
    const perAddress = await rejection(access.requestSignInLink(email, '10.0.7.3'));
    expect(perAddress.code).toBe('RATE_LIMITED');
    expect(perAddress.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(mail.sent).toHaveLength(2);

    // One IP, other addresses: the third request is its last.
    await access.requestSignInLink(uniqueEmail('a'), '10.0.7.9');
    await access.requestSignInLink(uniqueEmail('b'), '10.0.7.9');
    await access.requestSignInLink(uniqueEmail('c'), '10.0.7.9');
    expect((await rejection(access.requestSignInLink(uniqueEmail('d'), '10.0.7.9'))).code).toBe('RATE_LIMITED');
    // another client is not held back
    await expect(access.requestSignInLink(uniqueEmail('e'), '10.0.7.10')).resolves.toMatchObject({ expiresInMinutes: 15 });
  });

  it('limits accessBooking per reference (from any IP) and per IP (for any reference)', async () => {
    const email = uniqueEmail('guess');
    const own = await storeBooking(db, email);
    const { access } = service({ limits: { lookupRefMax: 3, lookupIpMax: 4 } });

    // Guessing e-mails for one reference from many addresses: the reference's budget runs out...
    for (let i = 0; i < 3; i++) expect(await access.accessBooking(own.reference, uniqueEmail('guess'), `10.0.8.${i}`)).toBeNull();
    const perRef = await rejection(access.accessBooking(own.reference.toLowerCase(), email, '10.0.8.99'));
    expect(perRef.code).toBe('RATE_LIMITED');

    // ...and one address guessing references runs out of its own.
    for (let i = 0; i < 4; i++) expect(await access.accessBooking(newReference(), email, '10.0.9.1')).toBeNull();
    expect((await rejection(access.accessBooking(newReference(), email, '10.0.9.1'))).code).toBe('RATE_LIMITED');
  });
});
