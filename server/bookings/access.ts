// Access to bookings beyond the browser that booked them (issue 16 §6), without accounts or passwords:
// - the e-mail lookup (reference + holder e-mail) grants a new access token for that booking;
// - a sign-in link sent to the holder's address lists every booking made with it, each with a new token.
// Tokens are 256 random bits of which only a SHA-256 is stored (ids.ts), like prebook's. Both ways are
// guessing surfaces, so both are rate limited per client IP and per reference or address, in Redis when
// it is set (every instance sees one count). A request for a link answers the same, after the same
// database work, whether or not the address has bookings.
import { DEFAULT_LANGUAGE, type Language } from '../i18n/index.ts';
import type { Db, Queryable } from '../db/index.ts';
import { AppError, badInput } from '../lib/errors.ts';
import type { AttemptLimiter } from '../shared/attempts.ts';
import * as accessRepo from './access-repository.ts';
import { lookupReference, newAccessToken, sha256Hex } from './ids.ts';
import * as repo from './repository.ts';
import type { BookingRecord } from './types.ts';
import { isEmailAddress } from './validation.ts';

/** How long a sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;
/** The most bookings a sign-in link opens (as many tokens as myBookings accepts), newest first. */
export const SIGN_IN_MAX_BOOKINGS = 100;

export const SIGN_IN_REQUESTED_MESSAGE = `If that address has bookings with us, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;
export const LINK_EXPIRED_MESSAGE = 'This sign-in link has expired or was already used. Ask for a new one.';
const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
const BAD_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';

/** The e-mail a sign-in link request queues (the mail outbox's SIGN_IN_LINK message). */
export interface SignInLinkMail {
  kind: 'SIGN_IN_LINK';
  to: string;
  /** one message per link, however often the enqueue is retried */
  dedupeKey: string;
  /** `language`: the requester's, the language the e-mail is written in */
  payload: { link: string; expiresInMinutes: number; language?: Language };
}

/**
 * Where sign-in e-mails go: the mail outbox, written in the same transaction as the link (`q`), so a link
 * exists only with its message and a message only with its link.
 */
export interface MailQueue {
  enqueue(q: Queryable, msg: SignInLinkMail): Promise<unknown>;
}

export interface AccessLimits {
  /** accessBooking: the window, attempts per client IP, attempts per reference (from anywhere) */
  lookupWindowMs: number;
  lookupIpMax: number;
  lookupRefMax: number;
  /** requestSignInLink: the window, requests per client IP, requests per address (from anywhere) */
  signInWindowMs: number;
  signInIpMax: number;
  signInEmailMax: number;
  /** redeemSignInLink: attempts per client IP per signInWindowMs */
  redeemIpMax: number;
}

export interface AccessLog {
  warn(obj: object, msg?: string): void;
}

export interface AccessServiceOptions {
  db: Db;
  /** the reference + e-mail lookup (BookingService#findByReferenceAndEmail) */
  bookings: { findByReferenceAndEmail(reference: string, email: string): Promise<BookingRecord | null> };
  limiter: AttemptLimiter;
  limits: AccessLimits;
  /** the mail outbox; without it no link can reach anyone (logged) */
  mail?: MailQueue;
  /** the origin browsers reach the app on, for the link (no trailing slash) */
  publicOrigin: () => string;
  log: AccessLog;
}

export interface BookingAccessModel {
  booking: BookingRecord;
  accessToken: string;
}

export interface SignInLinkRequestModel {
  message: string;
  expiresInMinutes: number;
}

export interface SignInResultModel {
  email: string;
  bookings: BookingAccessModel[];
}

/** A token as newAccessToken makes them: 32 bytes in base64url. Anything else cannot be one of ours. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

export class AccessService {
  constructor(private readonly opts: AccessServiceOptions) {}

  /**
   * The booking with this reference and holder e-mail, with a new access token for it; null for any
   * mismatch (as Query.booking answers).
   */
  async accessBooking(reference: string, email: string, ip: string): Promise<BookingAccessModel | null> {
    const { lookupWindowMs: w, lookupIpMax, lookupRefMax } = this.opts.limits;
    await this.spend(`access-ip:${ip}`, lookupIpMax, w, ip);
    const ref = lookupReference(reference ?? '').ours;
    if (ref) await this.spend(`access-ref:${sha256Hex(ref)}`, lookupRefMax, w, ip);
    const booking = await this.opts.bookings.findByReferenceAndEmail(reference, email);
    if (!booking) return null;
    const accessToken = newAccessToken();
    await accessRepo.insertAccessToken(this.opts.db, booking.reference, sha256Hex(accessToken), 'email_lookup');
    return { booking, accessToken };
  }

  /** Sends a sign-in link to an address that has bookings; the same answer for any valid address. */
  async requestSignInLink(email: string, ip: string, language: Language = DEFAULT_LANGUAGE): Promise<SignInLinkRequestModel> {
    const address = (email ?? '').trim().toLowerCase();
    if (!isEmailAddress(address)) throw badInput(BAD_EMAIL_MESSAGE, 'email');
    const { signInWindowMs: w, signInIpMax, signInEmailMax } = this.opts.limits;
    await this.spend(`signin-ip:${ip}`, signInIpMax, w, ip);
    // The address is a person's: the counter's key holds its digest, not the address.
    await this.spend(`signin-email:${sha256Hex(address)}`, signInEmailMax, w, ip);

    const token = newAccessToken();
    const tokenHash = sha256Hex(token);
    const ttlMs = SIGN_IN_LINK_MINUTES * 60_000;
    const { mail, log } = this.opts;
    await this.opts.db.transaction(async (tx) => {
      const known = await accessRepo.insertSignInLinkIfKnown(tx, tokenHash, address, ttlMs);
      if (!known) return;
      if (!mail) {
        log.warn({}, 'sign-in link not sent: no mail queue is configured');
        return;
      }
      await mail.enqueue(tx, {
        kind: 'SIGN_IN_LINK',
        to: address,
        dedupeKey: `sign-in-link:${tokenHash}`,
        payload: { link: `${this.opts.publicOrigin()}/sign-in?token=${token}`, expiresInMinutes: SIGN_IN_LINK_MINUTES, language },
      });
    });
    return { message: SIGN_IN_REQUESTED_MESSAGE, expiresInMinutes: SIGN_IN_LINK_MINUTES };
  }

  /**
   * Uses a sign-in link once: every booking made with its address, newest first, each with a new access
   * token. A used, expired or unknown link fails with LINK_EXPIRED, and then nothing changes.
   */
  async redeemSignInLink(token: string, ip: string): Promise<SignInResultModel> {
    await this.spend(`signin-redeem-ip:${ip}`, this.opts.limits.redeemIpMax, this.opts.limits.signInWindowMs, ip);
    if (typeof token !== 'string' || !TOKEN_FORM.test(token.trim())) throw linkExpired();
    const tokenHash = sha256Hex(token.trim());
    const result = await this.opts.db.transaction(async (tx) => {
      const email = await accessRepo.consumeSignInLink(tx, tokenHash);
      if (email === null) return null;
      const records = await repo.findByHolderEmail(tx, email, SIGN_IN_MAX_BOOKINGS);
      const bookings: BookingAccessModel[] = [];
      for (const booking of records) {
        const accessToken = newAccessToken();
        await accessRepo.insertAccessToken(tx, booking.reference, sha256Hex(accessToken), 'sign_in_link');
        bookings.push({ booking, accessToken });
      }
      return { email, bookings };
    });
    if (!result) throw linkExpired();
    return result;
  }

  /** Counts one attempt; over the limit, fails with RATE_LIMITED (and how long to wait). */
  private async spend(key: string, max: number, windowMs: number, ip: string): Promise<void> {
    const v = await this.opts.limiter.hit(key, max, windowMs);
    if (v.allowed) return;
    this.opts.log.warn({ limit: key.slice(0, key.indexOf(':')), ip }, 'rate limit exceeded');
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, { retryAfterSeconds: v.retryAfterSeconds });
  }
}

const linkExpired = () => new AppError('LINK_EXPIRED', LINK_EXPIRED_MESSAGE);
