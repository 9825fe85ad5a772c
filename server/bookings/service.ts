// The booking service: prebook → payment → confirmation over the durable ledger, and the reconciler
// that finishes bookings whose provider call failed or never returned. The money-path rules it keeps:
// one provider booking per payment whatever races or crashes happen (leases taken by conditional
// UPDATEs, and the ledger id sent as the provider's clientReference), a book timeout is "unknown"
// rather than "failed", and a paid booking is never dropped: it ends CONFIRMED or NEEDS_REFUND.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { AppError } from '../lib/errors.ts';
import type {
  BookRequest,
  HotelProvider,
  ProviderBooking,
  ProviderCancellationPolicies,
  ProviderHotelDetail,
  ProviderPrebook,
  ProviderRate,
} from '../provider/types.ts';
import { isProviderError, type ProviderFailure } from '../provider/errors.ts';
import { isGstDescription } from '../hotels/rates.ts';
import { constantTimeEqual, lookupReference, newAccessToken, newReference, paymentIds, sha256Hex } from './ids.ts';
import * as repo from './repository.ts';
import { runPeriodically, type ReconcilerOptions } from './reconciler.ts';
import type {
  BookingRecord,
  ConfirmOutcome,
  ConfirmRequest,
  LedgerCancellation,
  LedgerFee,
  LedgerTax,
  PrebookRequest,
  PrebookResult,
} from './types.ts';
import { isStorableText, validatePrebook } from './validation.ts';
import { SETTLED } from './state.ts';
import { BookingManager, type AmendGuestNameRequest } from './manage.ts';
import { notAmendableReason, notCancellableReason, type CancellationQuote } from './cancellation.ts';
import type { BookingEvent } from './types.ts';

/** The parts of the logger the service uses (pino / Fastify's logger fit). */
export interface BookingLog {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface BookingServiceOptions {
  db: Db;
  provider: HotelProvider;
  log: BookingLog;
  /** names this process in leases; unique per process by default */
  instanceId?: string;
  /**
   * How long a claim to call the provider lasts. It must outlast the provider client's book timeout:
   * a lease that expires mid-call lets the reconciler start a second attempt (which the clientReference
   * check then resolves, but needlessly). Default 120 s.
   */
  leaseMs?: number;
  /** how often a caller waiting for another caller's booking re-reads the row (default 100 ms) */
  waitPollMs?: number;
  /** how long such a caller waits before answering with the booking as it stands (default 60 s) */
  maxWaitMs?: number;
  /** provider attempts per paid booking before NEEDS_REFUND (default 6) */
  maxAttempts?: number;
  /** delay in ms before retry number `attempt + 1`, given the attempts made so far */
  backoff?: (attempt: number) => number;
  /** clock for date validation (tests) */
  now?: () => Date;
  /** told after each reconciler attempt: the status the booking ended in, or 'error' (metrics) */
  onReconcile?: (outcome: string) => void;
  /**
   * When the reconciler asks the provider whether an unpaid booking was paid after all (a traveller who
   * paid and closed the tab before the return page loaded): from `afterMs` after the prebook (default
   * 2 min), within `windowMs` of it (default 3 h), at most `maxProbes` times (default 8).
   */
  paymentProbe?: Partial<repo.ProbeWindow> & { backoff?: (probe: number) => number };
  /** provider cancel calls per booking before a cancellation the provider still reports confirmed is given up (default 3) */
  maxCancelAttempts?: number;
  /** delay before a pending cancellation is checked again, given the checks so far (manage.ts#defaultCancelBackoff) */
  cancelBackoff?: (checks: number) => number;
  /** how long after a refused cancellation further cancel calls hear the same refusal (default 5 s) */
  refusalCooldownMs?: number;
}

/** 1 min, 3 min, 9 min, … capped at 30 min, between payment checks of one unpaid booking. */
export function defaultProbeBackoff(probe: number): number {
  return Math.min(60_000 * 3 ** Math.max(0, probe - 1), 30 * 60_000);
}

/** 30 s, 1 min, 2 min, … capped at 30 min, with ±20 % jitter so instances do not retry in lockstep. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const MSG = {
  notFound: 'Booking not found.',
  paymentRequired: 'Your payment has not completed yet.',
  paymentFailed: 'Payment failed. Please try again.',
  noPaymentSession: 'The hotel provider could not start the payment. Please try again.',
  tooManyTokens: 'At most 100 access tokens can be given.',
} as const;

/** Whether `err` is a provider failure of this kind (ProviderError#failure reads the provider's codes). */
function failedWith(err: unknown, failure: ProviderFailure): boolean {
  return isProviderError(err) && err.failure === failure;
}

/** What the ledger keeps of a failure: enough to diagnose, never a body or a key. */
function describeFailure(err: unknown): string {
  if (isProviderError(err)) return `provider ${err.kind}${err.status ? ` ${err.status}` : ''}${err.code ? ` code ${err.code}` : ''}`;
  return err instanceof Error ? `internal ${err.name}` : 'internal error';
}

export class BookingService {
  private readonly db: Db;
  private readonly provider: HotelProvider;
  private readonly log: BookingLog;
  private readonly worker: string;
  private readonly leaseMs: number;
  private readonly waitPollMs: number;
  private readonly maxWaitMs: number;
  private maxAttempts: number;
  private backoff: (attempt: number) => number;
  private readonly now: () => Date;
  private readonly onReconcile?: (outcome: string) => void;
  private readonly probeWindow: repo.ProbeWindow;
  private readonly probeBackoff: (probe: number) => number;
  /** bookings a provider call of this process is working on right now (see claimOwnLease) */
  private readonly inFlight = new Set<string>();
  /** quote, cancel, name correction and the reconciler's cancellation pass (manage.ts) */
  private readonly manage: BookingManager;

  constructor(opts: BookingServiceOptions) {
    this.db = opts.db;
    this.provider = opts.provider;
    this.log = opts.log;
    this.worker = opts.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.leaseMs = opts.leaseMs ?? 120_000;
    this.waitPollMs = opts.waitPollMs ?? 100;
    this.maxWaitMs = opts.maxWaitMs ?? 60_000;
    this.maxAttempts = opts.maxAttempts ?? 6;
    this.backoff = opts.backoff ?? defaultBackoff;
    this.now = opts.now ?? (() => new Date());
    this.onReconcile = opts.onReconcile;
    const probe = opts.paymentProbe ?? {};
    this.probeWindow = { afterMs: probe.afterMs ?? 2 * 60_000, windowMs: probe.windowMs ?? 3 * 3600_000, maxProbes: probe.maxProbes ?? 8 };
    this.probeBackoff = probe.backoff ?? defaultProbeBackoff;
    this.manage = new BookingManager({
      db: this.db,
      provider: this.provider,
      log: this.log,
      worker: this.worker,
      leaseMs: this.leaseMs,
      waitPollMs: this.waitPollMs,
      maxWaitMs: this.maxWaitMs,
      now: this.now,
      maxCancelAttempts: opts.maxCancelAttempts,
      cancelBackoff: opts.cancelBackoff,
      refusalCooldownMs: opts.refusalCooldownMs,
      onReconcile: opts.onReconcile,
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Prebook

  async prebook(input: PrebookRequest): Promise<PrebookResult> {
    const v = validatePrebook(input, this.now());

    // The payment SDK session (transactionId + secretKey) is what the payment widget runs on. A provider
    // failure (an outdated offer above all) goes to the caller as it is: server/graphql/errors.ts words it.
    const pre: ProviderPrebook = await this.provider.prebook(v.offerId, { usePaymentSdk: true });
    if (!pre.transactionId || !pre.secretKey || !pre.prebookId) {
      this.log.error({ prebookId: pre.prebookId }, 'prebook answer lacks the payment session (usePaymentSdk)');
      throw new AppError('UPSTREAM_ERROR', MSG.noPaymentSession);
    }

    const hotel = await this.hotelSnapshot(pre.hotelId || v.hotelId);
    const rates = pre.roomTypes?.flatMap((rt) => rt.rates ?? []) ?? [];
    const first = rates[0];
    const currency = pre.currency || first?.retailRate?.total?.[0]?.currency || 'INR';
    const adults = rates.length ? rates.reduce((n, r) => n + (r.adultCount ?? 0), 0) : v.occupancies.reduce((n, o) => n + o.adults, 0);
    const children = rates.length
      ? rates.reduce((n, r) => n + (r.childCount ?? 0), 0)
      : v.occupancies.reduce((n, o) => n + o.childrenAges.length, 0);

    const accessToken = newAccessToken();
    const record = await repo.insertBooking(this.db, {
      id: newReference(),
      access_token_hash: sha256Hex(accessToken),
      prebook_id: pre.prebookId,
      transaction_id: pre.transactionId,
      offer_id: v.offerId,
      hotel_id: pre.hotelId || v.hotelId,
      ...hotelColumns(hotel),
      room_name: first?.name?.trim() || 'Room',
      board_name: first?.boardName?.trim() || 'Room Only',
      // The provider's prebook is the authority on what was held; the input is the fallback.
      checkin: pre.checkin || v.checkin,
      checkout: pre.checkout || v.checkout,
      nights: v.nights,
      adults,
      children,
      occupancies: v.occupancies,
      holder: v.holder,
      holder_email: v.holder.email.toLowerCase(),
      holder_phone: v.holder.phone ?? null,
      guests: v.guests,
      price: pre.price,
      currency,
      fees_at_hotel: feesPayableAtHotel(rates, currency),
      taxes: includedTaxes(rates, currency),
      business: v.business,
      commission: typeof pre.commission === 'number' ? pre.commission : null,
      cancellation: normaliseCancellation(first?.cancellationPolicies, currency),
      language: input.language === 'hi' ? 'hi' : 'en',
    });
    this.log.info({ reference: record.reference, prebookId: pre.prebookId }, 'booking prebooked, awaiting payment');

    return {
      booking: record,
      prebookId: pre.prebookId,
      transactionId: pre.transactionId,
      secretKey: pre.secretKey,
      price: { amount: pre.price, currency },
      priceDifferencePercent: pre.priceDifferencePercent ?? 0,
      cancellationChanged: pre.cancellationChanged ?? false,
      boardChanged: pre.boardChanged ?? false,
      accessToken,
    };
  }

  /** Best effort: the booking still goes ahead without the hotel's address and times. */
  private async hotelSnapshot(hotelId: string): Promise<ProviderHotelDetail | null> {
    try {
      return await this.provider.getHotel(hotelId);
    } catch (err) {
      this.log.warn({ hotelId, err: describeFailure(err) }, 'hotel snapshot for the booking failed; continuing without it');
      return null;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Confirmation after the payment widget's return

  /**
   * Books a paid prebook once. Concurrent callers do not queue on a lock held across the provider
   * call (PGlite has one connection, and a transaction spanning an HTTP call would block the whole
   * ledger); instead one caller takes a lease with a conditional UPDATE and the others poll the row
   * until it settles, then answer from the same row.
   */
  async confirmBooking(input: ConfirmRequest): Promise<BookingRecord> {
    return (await this.confirmWithAccess(input)).record;
  }

  /**
   * confirmBooking as the API answers it: the prebook and transaction ids are in the payment return address
   * (browser history, logs, a shared screenshot), so they alone earn only the booking's reference and
   * status; the whole booking goes to the holder of its access token.
   */
  async confirmForCaller(input: ConfirmRequest): Promise<ConfirmOutcome> {
    const { record, authorised } = await this.confirmWithAccess(input);
    return { reference: record.reference, status: record.status, booking: authorised ? record : null };
  }

  private async confirmWithAccess(input: ConfirmRequest): Promise<{ record: BookingRecord; authorised: boolean }> {
    const { transactionId, prebookId } = paymentIds(input);
    // Ids with NUL or lone surrogates cannot be in the ledger (and PostgreSQL would refuse the query).
    const lookable = transactionId && prebookId && isStorableText(transactionId) && isStorableText(prebookId);
    const hit = lookable ? await repo.findByPayment(this.db, transactionId, prebookId) : null;
    if (!hit) throw new AppError('NOT_FOUND', MSG.notFound);
    const found = hit.record;
    const token = typeof input.accessToken === 'string' ? input.accessToken : '';
    const authorised = token !== '' && constantTimeEqual(sha256Hex(token), hit.accessTokenHash);

    if (input.redirectStatus === 'failed') {
      // Only the traveller's own browser may give up on the payment: a stranger replaying the return
      // address with redirect_status=failed must not turn a booking being paid into a failed one.
      if (authorised) {
        const failed = await repo.transition(
          this.db,
          found.reference,
          ['PENDING_PAYMENT'],
          'FAILED',
          {},
          { detail: { redirectStatus: 'failed' } },
        );
        if (failed) this.log.info({ reference: found.reference }, 'payment failed at the widget');
      }
      throw new AppError('PAYMENT_FAILED', MSG.paymentFailed);
    }
    return { record: await this.runConfirmation(found, input), authorised };
  }

  /**
   * The confirmation proper, for a booking found by its payment ids, in three steps:
   * 1. claim: take the booking's lease (one caller of any number wins; see `claim`);
   * 2. attempt: the one provider call for it (`attempt`);
   * 3. settle: record what the provider said (`settle`), the only place a confirm call ends in the ledger.
   * A caller that cannot claim waits for whoever holds the booking (`waitForHolder`) and answers as it did.
   */
  private async runConfirmation(found: BookingRecord, input: ConfirmRequest): Promise<BookingRecord> {
    const deadline = Date.now() + this.maxWaitMs;
    let current = found;
    // Another confirm call held the booking while we waited: its outcome is this call's answer too.
    let heardOther = false;
    // The lease we last waited on was the reconciler asking the provider about an unpaid booking, not another
    // confirm call: when it lets go, this call still makes its own attempt.
    let waitedOnProbe = false;
    for (;;) {
      if (SETTLED.includes(current.status)) return current;
      // The caller we waited for heard 2014 (payment not completed), or the payment was declined meanwhile:
      // answer as it did rather than call the provider again for the same news.
      if (heardOther && current.status === 'PENDING_PAYMENT') throw new AppError('PAYMENT_REQUIRED', MSG.paymentRequired);
      if (heardOther && current.status === 'FAILED') throw new AppError('PAYMENT_FAILED', MSG.paymentFailed);

      const claimed = await this.claim(current, input);
      if (claimed) return this.attempt(claimed, true);

      const waited = await this.waitForHolder(current.reference, deadline, waitedOnProbe);
      if (waited.answer) return waited.record;
      current = waited.record;
      heardOther ||= waited.heardOther;
      waitedOnProbe = waited.onProbe;
    }
  }

  /**
   * Step 1: the lease on a booking, or null when someone else holds it or it is not due. An unpaid booking
   * becomes PAID; a paid one left unconfirmed is due for a retry; and a lease this process still holds from
   * an attempt that has ended (its ledger write failed after the provider call, say) is taken again at once
   * rather than waited out (see `claimOwnLease`).
   */
  private async claim(current: BookingRecord, input: ConfirmRequest): Promise<BookingRecord | null> {
    const ref = current.reference;
    if (current.status === 'PENDING_PAYMENT' || current.status === 'FAILED') {
      const paid = await repo.claimForPayment(this.db, ref, this.worker, this.leaseMs, {
        // Kept for diagnosis only; what the ledger cannot store (NUL, lone surrogates, huge) is dropped.
        redirectStatus: storableOrNull(input.redirectStatus),
        paymentIntent: storableOrNull(input.paymentIntent),
      });
      if (paid) return paid;
    }
    return (await repo.claimForRetry(this.db, ref, this.worker, this.leaseMs)) ?? (await this.claimOwnLease(ref));
  }

  /**
   * A live lease of this process's own, on a paid booking no call in this process is working on: the call
   * that took it has ended without settling the row (the ledger stalled after the provider answered). Safe to
   * take again: the lease keeps every other process out, `inFlight` proves nothing in this one is still calling
   * the provider for it, and the new attempt counts as a retry, so it asks the provider by clientReference first
   * and adopts a booking the lost answer had made instead of booking twice.
   */
  private async claimOwnLease(reference: string): Promise<BookingRecord | null> {
    if (this.inFlight.has(reference)) return null;
    return repo.claimOwnLease(this.db, reference, this.worker, this.leaseMs);
  }

  /**
   * The one waiting helper, for a caller that could not claim the booking: reads the row, and if someone holds
   * it, waits one poll. `answer` means the caller should answer with the row as it stands: not due for a retry
   * yet (the reconciler will retry; the traveller sees the pending-confirmation banner), or the wait ran out.
   */
  private async waitForHolder(
    reference: string,
    deadline: number,
    waitedOnProbe: boolean,
  ): Promise<{ record: BookingRecord; answer: boolean; heardOther: boolean; onProbe: boolean }> {
    const seen = await this.readLeased(reference);
    const record = seen.record;
    const unpaid = record.status === 'PENDING_PAYMENT' || record.status === 'FAILED';
    if (!seen.leased) {
      if (record.status === 'PAYMENT_RECEIVED_UNCONFIRMED') return { record, answer: true, heardOther: false, onProbe: false };
      // Changed between our claim and our read (another caller settled it): look again. A payment check that
      // just ended without news is no answer to this call: it claims the booking itself.
      return { record, answer: false, heardOther: !(unpaid && waitedOnProbe), onProbe: false };
    }
    if (Date.now() >= deadline) return { record, answer: true, heardOther: false, onProbe: waitedOnProbe };
    await sleep(this.waitPollMs);
    // An unpaid booking under lease is the reconciler's payment check: try to claim it again once it lets go.
    if (unpaid) return { record, answer: false, heardOther: false, onProbe: true };
    return { record: (await this.readLeased(reference)).record, answer: false, heardOther: true, onProbe: waitedOnProbe };
  }

  private async readLeased(reference: string): Promise<{ record: BookingRecord; leased: boolean }> {
    const seen = await repo.readWithLease(this.db, reference);
    if (!seen) throw new AppError('NOT_FOUND', MSG.notFound);
    return seen;
  }

  /**
   * Step 2: one provider attempt for a booking this worker holds the lease on, then step 3, `settle`.
   * `interactive` is the traveller's own confirm call, which hears about a 2014 as an error; the reconciler does not.
   */
  private async attempt(row: BookingRecord, interactive: boolean): Promise<BookingRecord> {
    return this.working(row.reference, async () => this.settle(row, await this.callProvider(row), interactive));
  }

  /** Runs `fn` with `reference` marked as being worked on by this process (see claimOwnLease). */
  private async working<T>(reference: string, fn: () => Promise<T>): Promise<T> {
    this.inFlight.add(reference);
    try {
      return await fn();
    } finally {
      this.inFlight.delete(reference);
    }
  }

  /** The provider's booking for this row (made now, or found from an earlier attempt), or why there is none. */
  private async callProvider(row: BookingRecord): Promise<{ booked: ProviderBooking; how: string } | { failed: unknown }> {
    const ref = row.reference;
    try {
      // Any earlier attempt may have reached the provider (a timeout, a crash): ask before booking again.
      if (row.attempts > 1) {
        const adopted = pickBooking(await this.provider.findBookingsByClientReference(ref));
        if (adopted) return { booked: adopted, how: 'found by clientReference' };
      }
      try {
        return { booked: await this.provider.book(this.bookRequest(row)), how: 'booked' };
      } catch (err) {
        // A repeated clientReference means an earlier attempt did book: find and adopt that booking.
        if (failedWith(err, 'duplicate_reference')) {
          const adopted = pickBooking(await this.provider.findBookingsByClientReference(ref));
          if (adopted) return { booked: adopted, how: 'duplicate clientReference' };
        }
        throw err;
      }
    } catch (err) {
      return { failed: err };
    }
  }

  /**
   * Step 3: the ledger after the provider's answer. Booked: CONFIRMED. Payment not completed (2014): back to
   * unpaid, and the traveller's own call hears it. Anything else: a retry later, or NEEDS_REFUND after the last.
   */
  private async settle(
    row: BookingRecord,
    outcome: { booked: ProviderBooking; how: string } | { failed: unknown },
    interactive: boolean,
  ): Promise<BookingRecord> {
    if ('booked' in outcome) return this.adopt(row, outcome.booked, outcome.how);
    const err = outcome.failed;
    if (failedWith(err, 'payment_not_completed') && row.status === 'PAID') {
      const back = await repo.transition(
        this.db,
        row.reference,
        ['PAID'],
        'PENDING_PAYMENT',
        { paid_at: null, lease_until: null, leased_by: null, attempts: 0, last_error: describeFailure(err) },
        { leasedBy: this.worker, detail: { reason: 'payment not completed (2014)' } },
      );
      this.log.info({ reference: row.reference }, 'provider says the payment has not completed; booking waits for it');
      // The traveller hears it as the provider said it (PAYMENT_REQUIRED, server/graphql/errors.ts).
      if (interactive) throw err;
      return back ?? (await this.reread(row.reference));
    }
    return this.recordFailure(row, err);
  }

  private bookRequest(row: BookingRecord): BookRequest {
    const person = (p: BookingRecord['holder']) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      ...(p.phone ? { phone: p.phone } : {}),
    });
    return {
      prebookId: row.prebookId,
      holder: person(row.holder),
      guests: row.guests.map((g, i) => ({ occupancyNumber: i + 1, ...person(g), remarks: g.remarks ?? '' })),
      payment: { method: 'TRANSACTION_ID', transactionId: row.transactionId },
      clientReference: ref(row),
    };
  }

  private async adopt(row: BookingRecord, pb: ProviderBooking, how: string): Promise<BookingRecord> {
    // The voucher needs the hotel's address and times; if the snapshot at prebook failed, try once more.
    const snapshot: repo.Patch = {};
    if (!row.hotel.address && !row.hotel.phone) {
      const hotel = await this.hotelSnapshot(row.hotel.id);
      if (hotel) Object.assign(snapshot, hotelColumns(hotel));
    }
    if (!snapshot.hotel_name && row.hotel.name === FALLBACK_HOTEL_NAME && pb.hotel?.name) snapshot.hotel_name = pb.hotel.name;
    const confirmed = await repo.transition(
      this.db,
      row.reference,
      ['PAID', 'PAYMENT_RECEIVED_UNCONFIRMED'],
      'CONFIRMED',
      {
        provider_booking_id: pb.bookingId,
        hotel_confirmation_code: pb.hotelConfirmationCode ?? null,
        supplier_booking_id: pb.supplierBookingId ?? null,
        supplier_booking_name: pb.supplierBookingName ?? pb.supplier ?? null,
        lease_until: null,
        leased_by: null,
        next_attempt_at: null,
        last_error: null,
        ...snapshot,
      },
      { leasedBy: this.worker, detail: { providerBookingId: pb.bookingId, how, attempts: row.attempts } },
    );
    if (!confirmed) return this.reread(row.reference); // our lease expired and someone else finished it
    this.log.info({ reference: row.reference, providerBookingId: pb.bookingId, how }, 'booking confirmed');
    if (/^CANCEL/i.test(pb.status ?? '')) {
      return (
        (await repo.transition(this.db, row.reference, ['CONFIRMED'], 'CANCELLED', {}, { detail: { providerStatus: pb.status } })) ??
        confirmed
      );
    }
    return confirmed;
  }

  private async recordFailure(row: BookingRecord, err: unknown): Promise<BookingRecord> {
    const ref = row.reference;
    const lastError = describeFailure(err);
    if (row.attempts >= this.maxAttempts) {
      // The last attempt's outcome may be unknown (a timeout after the provider accepted): ask once more
      // before marking the payment for refund, or the guest would get both the room and the refund.
      try {
        const adopted = pickBooking(await this.provider.findBookingsByClientReference(ref));
        if (adopted) return await this.adopt(row, adopted, 'found by clientReference before refund');
      } catch (lookupErr) {
        this.log.warn({ reference: ref, err: describeFailure(lookupErr) }, 'booking lookup before refund failed');
      }
      const refund = await repo.transition(
        this.db,
        ref,
        ['PAID', 'PAYMENT_RECEIVED_UNCONFIRMED'],
        'NEEDS_REFUND',
        { lease_until: null, leased_by: null, next_attempt_at: null, last_error: lastError },
        { leasedBy: this.worker, detail: { attempts: row.attempts, lastError } },
      );
      if (refund) {
        this.log.error(
          { reference: ref, transactionId: row.transactionId, attempts: row.attempts, lastError, alert: 'NEEDS_REFUND' },
          'PAID BOOKING COULD NOT BE CONFIRMED: the payment must be refunded by hand',
        );
        return refund;
      }
      return this.reread(ref);
    }
    const patch: repo.Patch = {
      lease_until: null,
      leased_by: null,
      last_error: lastError,
      next_attempt_at: repo.nowPlus(this.backoff(row.attempts)),
    };
    const next =
      row.status === 'PAID'
        ? await repo.transition(this.db, ref, ['PAID'], 'PAYMENT_RECEIVED_UNCONFIRMED', patch, {
            leasedBy: this.worker,
            detail: { attempts: row.attempts, lastError },
          })
        : await repo.update(this.db, ref, 'PAYMENT_RECEIVED_UNCONFIRMED', patch, this.worker);
    this.log.warn({ reference: ref, attempts: row.attempts, lastError }, 'provider booking failed or unknown after payment; will retry');
    return next ?? this.reread(ref);
  }

  private async reread(reference: string): Promise<BookingRecord> {
    const r = await repo.findById(this.db, reference);
    if (!r) throw new AppError('NOT_FOUND', MSG.notFound);
    return r;
  }

  // ---------------------------------------------------------------------------------------------
  // Reconciliation

  /** Processes every booking due for an attempt (a bounded batch); returns how many it handled. */
  async reconcileOnce(batch = 50): Promise<number> {
    let handled = 0;
    // One attempt per booking per round, even when its backoff is shorter than the round.
    const tried: string[] = [];
    while (handled < batch) {
      const row = await repo.claimNextDue(this.db, this.worker, this.leaseMs, tried);
      if (!row) break;
      handled += 1;
      tried.push(row.reference);
      try {
        const after = await this.attempt(row, false);
        this.onReconcile?.(after.status);
      } catch (err) {
        this.onReconcile?.('error');
        // attempt() records provider failures itself; this is the ledger failing. The lease expires
        // and a later round (here or on another instance) picks the row up again.
        this.log.error({ reference: row.reference, err: describeFailure(err) }, 'reconciling a booking failed');
      }
    }
    // Cancellations whose outcome the provider left unknown (a timeout, a process that died mid-call).
    handled += await this.manage.reconcileCancellations(batch - handled);
    // Unpaid bookings whose traveller may have paid and never come back to the return page.
    const probed: string[] = [];
    while (handled < batch) {
      const row = await repo.claimNextUnpaidProbe(this.db, this.worker, this.leaseMs, this.probeWindow, probed);
      if (!row) break;
      handled += 1;
      probed.push(row.reference);
      try {
        const after = await this.working(row.reference, () => this.probePayment(row));
        this.onReconcile?.(after.status === 'CONFIRMED' ? after.status : 'unpaid');
      } catch (err) {
        this.onReconcile?.('error');
        this.log.error({ reference: row.reference, err: describeFailure(err) }, 'checking an unpaid booking failed');
      }
    }
    return handled;
  }

  /**
   * Asks the provider, for a booking the ledger holds as unpaid, by booking it: the provider books it
   * only if its payment went through (else 2014, which changes nothing), and the clientReference stops
   * it from ever booking twice. Booked: the row becomes PAID then CONFIRMED, exactly as if the traveller
   * had come back. Anything else: the row stays as it was, to be asked again later.
   */
  private async probePayment(row: BookingRecord): Promise<BookingRecord> {
    const ref = row.reference;
    let booked: ProviderBooking | null = null;
    try {
      try {
        booked = await this.provider.book(this.bookRequest(row));
      } catch (err) {
        // An earlier check booked it and its answer was lost (a timeout, a crash): adopt that booking.
        if (!failedWith(err, 'duplicate_reference')) throw err;
        booked = pickBooking(await this.provider.findBookingsByClientReference(ref));
        if (!booked) throw err;
      }
    } catch (err) {
      const still = await repo.releaseProbe(this.db, ref, this.worker, this.probeBackoff(row.attempts), describeFailure(err));
      return still ?? this.reread(ref);
    }
    const paid = await repo.transition(
      this.db,
      ref,
      ['PENDING_PAYMENT', 'FAILED'],
      'PAID',
      { attempts: 1, next_attempt_at: null, last_error: null, failed_at: null },
      { leasedBy: this.worker, detail: { reason: 'the provider booked it: paid, but the return page never loaded' } },
    );
    if (!paid) return this.reread(ref); // the lease ran out meanwhile; the next check adopts it (4005)
    this.log.info({ reference: ref }, 'booked a paid booking whose traveller never came back to the return page');
    return this.adopt(paid, booked, 'booked after the payment was found');
  }

  /**
   * Runs reconcileOnce now (so rows left PAID by a process that died are picked up at start) and
   * then every intervalMs. Returns a stop function that waits for the round in progress.
   */
  startReconciler(opts: ReconcilerOptions = {}): () => Promise<void> {
    if (opts.maxAttempts !== undefined) this.maxAttempts = opts.maxAttempts;
    if (opts.backoff !== undefined) this.backoff = opts.backoff;
    return runPeriodically(
      () => this.reconcileOnce(),
      opts.intervalMs ?? 5000,
      (err) => this.log.error({ err: describeFailure(err) }, 'booking reconciler round failed'),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Access

  /**
   * The booking with this reference (ours or the provider's) whose holder has this e-mail, else null.
   * A wrong reference and a wrong e-mail take the same path and give the same answer.
   */
  async findByReferenceAndEmail(reference: string, email: string): Promise<BookingRecord | null> {
    const { text, ours } = lookupReference(reference ?? '');
    const wanted = (email ?? '').trim().toLowerCase();
    const hit = text && isStorableText(text) ? await repo.findByReference(this.db, ours, text) : null;
    const ok = constantTimeEqual(hit?.holderEmail ?? '\u0000no-booking', wanted);
    return hit && ok && wanted ? hit.record : null;
  }

  /** The bookings whose access tokens are given, newest first. Unknown tokens are ignored. */
  async findByAccessTokens(tokens: string[]): Promise<BookingRecord[]> {
    if (tokens.length > 100) throw new AppError('BAD_USER_INPUT', MSG.tooManyTokens, { field: 'accessTokens' });
    const hashes = [...new Set(tokens.filter((t) => typeof t === 'string' && t.length >= 16 && t.length <= 128).map(sha256Hex))];
    return repo.findByTokenHashes(this.db, hashes);
  }

  // ---------------------------------------------------------------------------------------------
  // Managing a booking (manage.ts): each call proves access with the booking's access token

  /** What cancelling now would give back; null for an unknown reference or a wrong token (the same answer). */
  cancellationQuote(reference: string, accessToken: string): Promise<CancellationQuote | null> {
    return this.manage.cancellationQuote(reference, accessToken);
  }

  /** Cancels with the provider, once whatever the concurrency (manage.ts#cancelBooking). */
  cancelBooking(reference: string, accessToken: string): Promise<BookingRecord> {
    return this.manage.cancelBooking(reference, accessToken);
  }

  /** Corrects the holder's or guests' names with the provider and records the change. */
  amendGuestName(input: AmendGuestNameRequest): Promise<BookingRecord> {
    return this.manage.amendGuestName(input);
  }

  /** Whether the booking can be cancelled now (confirmed, and check-in day has not passed). */
  isCancellable(b: Pick<BookingRecord, 'status' | 'checkin'>): boolean {
    return notCancellableReason(b, this.now()) === null;
  }

  /** Whether its names can still be corrected (confirmed, before the check-in day). */
  isAmendable(b: Pick<BookingRecord, 'status' | 'checkin'>): boolean {
    return notAmendableReason(b, this.now()) === null;
  }

  /** The histories of these bookings, in one query. */
  timelines(references: string[]): Promise<Map<string, BookingEvent[]>> {
    return this.manage.timelines(references);
  }

  /** The ledger row by our reference (internal use: tests, operations). */
  get(reference: string): Promise<BookingRecord | null> {
    return repo.findById(this.db, reference);
  }
}

const ref = (row: BookingRecord) => row.reference;

function storableOrNull(v: string | null | undefined): string | null {
  return typeof v === 'string' && v.length <= 500 && isStorableText(v) ? v : null;
}

const FALLBACK_HOTEL_NAME = 'Hotel';

/** The hotel snapshot columns from the provider's hotel details (contract §8.5: the booking answer lacks them). */
function hotelColumns(hotel: ProviderHotelDetail | null) {
  return {
    hotel_name: hotel?.name?.trim() || FALLBACK_HOTEL_NAME,
    hotel_address: hotel?.address?.trim() || null,
    hotel_city: hotel?.city?.trim() || null,
    hotel_country: hotel?.country ? hotel.country.toUpperCase() : null,
    hotel_phone: hotel?.phone?.trim() || null,
    // The provider gives a check-in window (checkin_start to checkin_end); guests need its start.
    hotel_checkin_time: hotel?.checkinCheckoutTimes?.checkin_start?.trim() || null,
    hotel_checkout_time: hotel?.checkinCheckoutTimes?.checkout?.trim() || null,
  };
}

/** The prebooked rates' taxes and fees that are not in the price: the hotel collects them at the property. */
function feesPayableAtHotel(rates: ProviderRate[], currency: string): LedgerFee[] {
  return rates.flatMap((r) =>
    (Array.isArray(r.retailRate?.taxesAndFees) ? r.retailRate.taxesAndFees : []).flatMap((t) => {
      const amount = Number(t?.amount);
      if (!t || t.included || !Number.isFinite(amount) || amount <= 0) return [];
      const description = typeof t.description === 'string' && t.description.trim() ? t.description.trim().slice(0, 200) : 'Tax';
      return [{ description, amount: { amount, currency: t.currency || currency }, isGst: isGstDescription(description) }];
    }),
  );
}

/**
 * The prebooked rates' taxes and fees included in the price (GST above all), per room with that room's
 * total, as the provider stated them: the GST tax invoice prints them and derives the rate from the room total.
 */
function includedTaxes(rates: ProviderRate[], currency: string): LedgerTax[] {
  return rates.flatMap((r, i) => {
    const total = Number(r.retailRate?.total?.[0]?.amount);
    return (Array.isArray(r.retailRate?.taxesAndFees) ? r.retailRate.taxesAndFees : []).flatMap((t) => {
      const amount = Number(t?.amount);
      if (!t || !t.included || !Number.isFinite(amount) || amount <= 0) return [];
      const description = typeof t.description === 'string' && t.description.trim() ? t.description.trim().slice(0, 200) : 'Tax';
      return [
        {
          description,
          amount: { amount, currency: t.currency || currency },
          isGst: isGstDescription(description),
          room: i + 1,
          roomTotal: Number.isFinite(total) && total > amount ? total : null,
        },
      ];
    });
  });
}

/** Of the provider's bookings for one clientReference, the live one if any, else the first. */
function pickBooking(list: ProviderBooking[] | null | undefined): ProviderBooking | null {
  const withId = (list ?? []).filter((b) => b && b.bookingId);
  return withId.find((b) => (b.status ?? '').toUpperCase() === 'CONFIRMED') ?? withId[0] ?? null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** "2026-07-30 02:00:00" with timezone "GMT" (the provider's form) → ISO 8601, or null. */
function providerTimeToIso(value: string | undefined | null): string | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(value.trim());
  const d = m ? new Date(`${m[1]}T${m[2].length === 5 ? `${m[2]}:00` : m[2]}Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The provider's cancellation policies in the API's shape, stored as taken at prebook. */
export function normaliseCancellation(cp: ProviderCancellationPolicies | null | undefined, currency: string): LedgerCancellation | null {
  if (!cp) return null;
  const tag = cp.refundableTag ?? null;
  // RFNF appears in the product spec's rates dialog; the provider documents only RFN and NRFN.
  const refundable = tag === 'RFN' || tag === 'RFNF';
  const penalties = (cp.cancelPolicyInfos ?? [])
    .map((i) => ({ from: providerTimeToIso(i.cancelTime), amount: { amount: Number(i.amount) || 0, currency: i.currency || currency } }))
    .filter((p): p is { from: string; amount: { amount: number; currency: string } } => p.from !== null)
    .sort((a, b) => a.from.localeCompare(b.from));
  const remarksRaw = cp.hotelRemarks;
  const remarks = Array.isArray(remarksRaw)
    ? remarksRaw.filter((r): r is string => typeof r === 'string' && r.trim() !== '')
    : typeof remarksRaw === 'string' && remarksRaw.trim()
      ? [remarksRaw]
      : [];
  const firstCharge = penalties.find((p) => p.amount.amount > 0);
  return {
    refundable,
    refundableTag: tag,
    freeCancellationUntil: refundable ? (firstCharge?.from ?? null) : null,
    penalties,
    remarks,
  };
}
