// Managing a confirmed booking (issue 16 §1, §2): the refund quote, the cancellation and the name correction,
// each reached only with the booking's access token, and the reconciler's pass over cancellations whose outcome
// the provider left unknown. BookingService exposes these; the rules they keep:
// - access: one repository function checks the token (repo.findByReferenceAndAccessToken); an unknown reference
//   and a wrong token take the same path and give the same NOT_FOUND;
// - one provider cancel per booking whatever the races: the row moves CONFIRMED → CANCELLATION_PENDING with a
//   lease (a conditional UPDATE) BEFORE the provider is called, and only the lease holder calls it;
// - a provider refusal leaves the booking CONFIRMED; an unknown outcome (timeout, 5xx, network) leaves it
//   CANCELLATION_PENDING until `reconcileCancellations` reads the provider's booking. A booking the provider
//   has cancelled is never put back to CONFIRMED.
import type { Db } from '../db/index.ts';
import { AppError, badInput } from '../lib/errors.ts';
import { isProviderError } from '../provider/errors.ts';
import type { HotelProvider, ProviderBooking, ProviderCancelResult } from '../provider/types.ts';
import { notAmendableReason, notCancellableReason, quoteCancellation, refundAt, type CancellationQuote } from './cancellation.ts';
import { isOurReference, lookupReference, sha256Hex } from './ids.ts';
import * as repo from './repository.ts';
import type { BookingEvent, BookingRecord, CancellationOutcome, LedgerPerson } from './types.ts';
import { isStorableText, LIMITS } from './validation.ts';

export interface ManageLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ManageDeps {
  db: Db;
  provider: HotelProvider;
  log: ManageLog;
  worker: string;
  leaseMs: number;
  waitPollMs: number;
  maxWaitMs: number;
  now: () => Date;
  /**
   * Provider cancel calls per booking (the traveller's and the reconciler's retries) before a cancellation the
   * provider still reports CONFIRMED goes back to CONFIRMED. Default 3.
   */
  maxCancelAttempts?: number;
  /** delay before checking a pending cancellation again, given the checks so far (default 30 s doubling, ≤ 15 min) */
  cancelBackoff?: (checks: number) => number;
  /** told after each reconciled cancellation: the status it ended in, or 'error' (metrics) */
  onReconcile?: (outcome: string) => void;
  /**
   * After the provider refuses a cancellation, for this long (default 5 s) further cancel calls hear the same
   * refusal without calling the provider: calls racing the refused one must not become a second cancel.
   */
  refusalCooldownMs?: number;
}

export interface AmendGuestNameRequest {
  reference: string;
  accessToken: string;
  holder?: { firstName: string; lastName: string } | null;
  guests?: Array<{ room: number; firstName: string; lastName: string }> | null;
}

export const MANAGE_MSG = {
  notFound: 'Booking not found.',
  cancelRefused: 'The hotel provider could not cancel this booking, so it is still confirmed. Please try again later or contact us.',
  nothingToAmend: 'Give the corrected name of the holder or of at least one guest.',
} as const;

/** 30 s, 1 min, 2 min, … capped at 15 min between checks of one pending cancellation. */
export function defaultCancelBackoff(checks: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, checks - 1), 15 * 60_000);
}

/** Whether the provider's answer says the booking is cancelled (it spells it CANCELLED, CANCELED, CANCELLED_WITH_CHARGES). */
export function isCancelledStatus(status: string | null | undefined): boolean {
  return /^CANCEL/i.test(status ?? '');
}

/** A failure after which the provider may or may not have cancelled: a timeout, the network, a 5xx, an unreadable answer. */
function outcomeUnknown(err: unknown): boolean {
  return !isProviderError(err) || err.failure === 'unavailable';
}

function describe(err: unknown): string {
  if (isProviderError(err)) return `provider ${err.kind}${err.status ? ` ${err.status}` : ''}${err.code ? ` code ${err.code}` : ''}`;
  return err instanceof Error ? `internal ${err.name}` : 'internal error';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round2 = (n: number) => Math.round(n * 100) / 100;

// Names as the booking form takes them (schema NameInput): letters of any script, spaces, apostrophes, dots, hyphens.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

function checkName(value: unknown, field: string, who: string, part: 'first' | 'last'): string {
  const v = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!v) throw badInput(`Please enter the ${part} name of the ${who}.`, field);
  if (v.length > LIMITS.name) throw badInput(`The ${part} name of the ${who} is too long (at most ${LIMITS.name} characters).`, field);
  if (!isStorableText(v) || !NAME.test(v))
    throw badInput(`The ${part} name of the ${who} can contain only letters, spaces, apostrophes, dots and hyphens.`, field);
  return v;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export class BookingManager {
  private readonly d: ManageDeps;
  private readonly maxCancelAttempts: number;
  private readonly cancelBackoff: (checks: number) => number;
  private readonly refusalCooldownMs: number;

  constructor(deps: ManageDeps) {
    this.d = deps;
    this.refusalCooldownMs = deps.refusalCooldownMs ?? 5000;
    this.maxCancelAttempts = deps.maxCancelAttempts ?? 3;
    this.cancelBackoff = deps.cancelBackoff ?? defaultCancelBackoff;
  }

  // ---------------------------------------------------------------------------------------------
  // Access

  /** The booking if `accessToken` is one of its tokens, else null: the same null for an unknown reference. */
  async withAccess(reference: string, accessToken: string): Promise<BookingRecord | null> {
    const ours = lookupReference(typeof reference === 'string' ? reference : '').ours;
    const token = typeof accessToken === 'string' ? accessToken : '';
    // Hash whatever was sent, so a malformed reference costs the same as a wrong token.
    const hash = sha256Hex(token);
    if (!isOurReference(ours) || token.length < 16 || token.length > 128) return null;
    return repo.findByReferenceAndAccessToken(this.d.db, ours, hash);
  }

  private async requireAccess(reference: string, accessToken: string): Promise<BookingRecord> {
    const b = await this.withAccess(reference, accessToken);
    if (!b) throw new AppError('NOT_FOUND', MANAGE_MSG.notFound);
    return b;
  }

  // ---------------------------------------------------------------------------------------------
  // Quote

  async cancellationQuote(reference: string, accessToken: string): Promise<CancellationQuote | null> {
    const b = await this.withAccess(reference, accessToken);
    return b ? quoteCancellation(b, this.d.now()) : null;
  }

  // ---------------------------------------------------------------------------------------------
  // Cancel

  /**
   * Cancels with the provider once. Concurrent callers: one claims the row (CONFIRMED → CANCELLATION_PENDING with
   * a lease) and calls the provider; the others wait for it and answer with the same booking, or the same refusal.
   */
  async cancelBooking(reference: string, accessToken: string): Promise<BookingRecord> {
    let current = await this.requireAccess(reference, accessToken);
    const deadline = Date.now() + this.d.maxWaitMs;
    let waitedOnOther = false;
    for (;;) {
      if (current.status === 'CANCELLED') return current;
      if (current.status === 'CANCELLATION_PENDING') {
        const seen = await repo.readWithLease(this.d.db, current.reference);
        if (!seen) throw new AppError('NOT_FOUND', MANAGE_MSG.notFound);
        current = seen.record;
        // Someone is asking the provider right now: wait for their answer, which is this call's answer too.
        if (current.status === 'CANCELLATION_PENDING' && seen.leased && Date.now() < deadline) {
          waitedOnOther = true;
          await sleep(this.d.waitPollMs);
          continue;
        }
        if (current.status === 'CANCELLATION_PENDING') return current; // outcome unknown: the reconciler settles it
        continue;
      }
      // The call we waited for was refused by the provider: answer as it did, without a second provider cancel.
      if (waitedOnOther && current.status === 'CONFIRMED') throw new AppError('UPSTREAM_ERROR', MANAGE_MSG.cancelRefused);
      const reason = notCancellableReason(current, this.d.now());
      if (reason) throw new AppError('NOT_CANCELLABLE', reason);
      // Refused a moment ago (this call raced the refused one, or is its double click): the same answer.
      if (await repo.cancelRefusedRecently(this.d.db, current.reference)) throw new AppError('UPSTREAM_ERROR', MANAGE_MSG.cancelRefused);

      const quote = refundAt(current, this.d.now());
      const claimed = await repo.claimForCancel(this.d.db, current.reference, this.d.worker, this.d.leaseMs, {
        quotedRefund: quote.refund.amount,
        quotedPenalty: quote.penalty.amount,
      });
      if (claimed) return this.callCancel(claimed, true);
      // Somebody else moved it first: look again.
      current = (await repo.findById(this.d.db, current.reference)) ?? current;
      waitedOnOther = true;
    }
  }

  /**
   * The one provider cancel for a row this worker holds the lease on, and what the ledger records of its answer.
   * `interactive`: the traveller's own call, which hears a refusal as an error.
   */
  private async callCancel(row: BookingRecord, interactive: boolean): Promise<BookingRecord> {
    const ref = row.reference;
    if (!row.providerBookingId) {
      // Cannot happen for a CONFIRMED row (adopt sets it); put it back rather than leave it pending forever.
      this.d.log.error({ reference: ref }, 'confirmed booking without a provider booking id cannot be cancelled');
      await this.backToConfirmed(row, 'no provider booking id');
      throw new AppError('UPSTREAM_ERROR', MANAGE_MSG.cancelRefused);
    }
    let answer: ProviderCancelResult;
    try {
      answer = await this.d.provider.cancelBooking(row.providerBookingId);
    } catch (err) {
      if (outcomeUnknown(err)) return this.leavePending(row, describe(err));
      // A refusal. The provider may refuse because the booking is already cancelled on its side (an earlier
      // attempt's answer was lost): read it before putting the ledger back to CONFIRMED.
      let pb: ProviderBooking | null;
      try {
        pb = await this.d.provider.getBooking(row.providerBookingId);
      } catch (readErr) {
        this.d.log.warn({ reference: ref, err: describe(readErr) }, 'booking read after a refused cancel failed');
        return this.leavePending(row, `${describe(err)}; read failed`);
      }
      if (pb && isCancelledStatus(pb.status)) return this.settleFromBooking(row, pb, 'refused, but the provider has it cancelled');
      this.d.log.warn({ reference: ref, err: describe(err) }, 'provider refused the cancellation; booking stays confirmed');
      const back = await this.backToConfirmed(row, describe(err));
      if (interactive) throw new AppError('UPSTREAM_ERROR', MANAGE_MSG.cancelRefused);
      return back;
    }
    if (!isCancelledStatus(answer.status)) return this.leavePending(row, `cancel answered status ${String(answer.status).slice(0, 40)}`);
    const refund = typeof answer.refund_amount === 'number' ? answer.refund_amount : null;
    const fee = typeof answer.cancellation_fee === 'number' ? answer.cancellation_fee : null;
    return this.settle(row, answer.status, refund, fee, 'cancelled');
  }

  /** Records the provider's cancellation: CANCELLED with outcome, refund and fee (the quote fills what it left out). */
  private async settle(
    row: BookingRecord,
    providerStatus: string,
    refundIn: number | null,
    feeIn: number | null,
    how: string,
  ): Promise<BookingRecord> {
    const price = row.price.amount;
    const quoted = refundAt(row, row.cancelRequestedAt ? new Date(row.cancelRequestedAt) : this.d.now());
    const refund = round2(Math.max(0, refundIn ?? (feeIn !== null ? price - feeIn : quoted.refund.amount)));
    const fee = round2(Math.max(0, feeIn ?? Math.max(0, price - refund)));
    const outcome: CancellationOutcome = /WITH_CHARGES/i.test(providerStatus) || fee > 0 ? 'CANCELLED_WITH_CHARGES' : 'CANCELLED';
    const done = await repo.transition(
      this.d.db,
      row.reference,
      ['CANCELLATION_PENDING'],
      'CANCELLED',
      {
        cancellation_outcome: outcome,
        refund_amount: refund,
        cancellation_fee: fee,
        lease_until: null,
        leased_by: null,
        next_attempt_at: null,
        last_error: null,
      },
      { leasedBy: this.d.worker, detail: { outcome, refund, fee, providerStatus, how } },
    );
    if (!done) return this.reread(row.reference); // our lease ran out and someone else settled it
    this.d.log.info({ reference: row.reference, outcome, refund, fee, how }, 'booking cancelled');
    return done;
  }

  private settleFromBooking(row: BookingRecord, pb: ProviderBooking, how: string): Promise<BookingRecord> {
    const refunded = Number(pb.amountRefunded);
    return this.settle(row, pb.status, Number.isFinite(refunded) && pb.amountRefunded !== undefined ? refunded : null, null, how);
  }

  /** The outcome is unknown: give the lease back so the reconciler checks it after a backoff. */
  private async leavePending(row: BookingRecord, lastError: string): Promise<BookingRecord> {
    this.d.log.warn({ reference: row.reference, lastError }, 'cancellation outcome unknown; the reconciler will check it');
    const left = await repo.releaseCancel(this.d.db, row.reference, this.d.worker, this.cancelBackoff(row.cancelAttempts), lastError);
    return left ?? this.reread(row.reference);
  }

  private async backToConfirmed(row: BookingRecord, lastError: string): Promise<BookingRecord> {
    const back = await repo.transition(
      this.d.db,
      row.reference,
      ['CANCELLATION_PENDING'],
      'CONFIRMED',
      // next_attempt_at: the cool-down during which further cancel calls hear the same refusal
      { lease_until: null, leased_by: null, next_attempt_at: repo.nowPlus(this.refusalCooldownMs), last_error: lastError },
      { leasedBy: this.d.worker, detail: { reason: 'cancellation not done', lastError } },
    );
    return back ?? this.reread(row.reference);
  }

  private async reread(reference: string): Promise<BookingRecord> {
    const r = await repo.findById(this.d.db, reference);
    if (!r) throw new AppError('NOT_FOUND', MANAGE_MSG.notFound);
    return r;
  }

  /**
   * The reconciler's pass over cancellations whose outcome is unknown (a timeout, or a process that died
   * mid-call): reads the provider's booking.
   * - cancelled there: CANCELLED, with the refund it reports (else the quote at the time of the request);
   * - still confirmed there: the cancel did not happen, so it is sent again (the traveller asked for it), up to
   *   `maxCancelAttempts` calls in all; after that the booking goes back to CONFIRMED and an operator is alerted;
   * - not readable (or not found): stays pending and is checked again after a backoff.
   */
  async reconcileCancellations(batch: number): Promise<number> {
    let handled = 0;
    const tried: string[] = [];
    while (handled < batch) {
      const row = await repo.claimNextCancelDue(this.d.db, this.d.worker, this.d.leaseMs, tried);
      if (!row) break;
      handled += 1;
      tried.push(row.reference);
      try {
        const after = await this.checkPending(row);
        this.d.onReconcile?.(after.status);
      } catch (err) {
        this.d.onReconcile?.('error');
        this.d.log.error({ reference: row.reference, err: describe(err) }, 'reconciling a cancellation failed');
      }
    }
    return handled;
  }

  private async checkPending(row: BookingRecord): Promise<BookingRecord> {
    const ref = row.reference;
    let pb: ProviderBooking | null;
    try {
      pb = row.providerBookingId ? await this.d.provider.getBooking(row.providerBookingId) : null;
    } catch (err) {
      return this.leavePending(row, `booking read: ${describe(err)}`);
    }
    if (!pb) return this.leavePending(row, 'booking not found at the provider');
    if (isCancelledStatus(pb.status)) return this.settleFromBooking(row, pb, 'found cancelled by the reconciler');
    if (row.cancelAttempts >= this.maxCancelAttempts) {
      this.d.log.error(
        { reference: ref, attempts: row.cancelAttempts, alert: 'CANCELLATION_NOT_DONE' },
        'the provider still reports the booking confirmed after every cancel attempt; back to CONFIRMED',
      );
      return this.backToConfirmed(row, 'provider still confirmed after the cancel attempts');
    }
    const again = await repo.update(this.d.db, ref, 'CANCELLATION_PENDING', { cancel_attempts: row.cancelAttempts + 1 }, this.d.worker);
    if (!again) return this.reread(ref);
    return this.callCancel(again, false);
  }

  // ---------------------------------------------------------------------------------------------
  // Name correction

  async amendGuestName(input: AmendGuestNameRequest): Promise<BookingRecord> {
    const b = await this.requireAccess(input.reference, input.accessToken);
    const hasHolder = input.holder !== undefined && input.holder !== null;
    const guestsIn = input.guests ?? [];
    if (!hasHolder && guestsIn.length === 0) throw badInput(MANAGE_MSG.nothingToAmend, 'holder');

    const holderName = hasHolder
      ? {
          firstName: checkName(input.holder!.firstName, 'holder.firstName', 'booking holder', 'first'),
          lastName: checkName(input.holder!.lastName, 'holder.lastName', 'booking holder', 'last'),
        }
      : null;
    const seenRooms = new Set<number>();
    const guestNames = guestsIn.map((g, i) => {
      if (!Number.isInteger(g.room) || g.room < 1 || g.room > b.guests.length)
        throw badInput(`Room ${String(g.room)} is not a room of this booking.`, `guests.${i}.room`);
      if (seenRooms.has(g.room)) throw badInput(`Room ${g.room} is given twice.`, `guests.${i}.room`);
      seenRooms.add(g.room);
      const who = `guest of room ${g.room}`;
      return {
        room: g.room,
        firstName: checkName(g.firstName, `guests.${i}.firstName`, who, 'first'),
        lastName: checkName(g.lastName, `guests.${i}.lastName`, who, 'last'),
      };
    });

    const reason = notAmendableReason(b, this.d.now());
    if (reason) throw new AppError('NOT_CANCELLABLE', reason);

    const holder: LedgerPerson = holderName ? { ...b.holder, ...holderName } : b.holder;
    const guests: LedgerPerson[] = b.guests.map((g, i) => {
      const n = guestNames.find((x) => x.room === i + 1);
      return n ? { ...g, firstName: n.firstName, lastName: n.lastName } : g;
    });
    const changes: Array<{ who: string; from: string; to: string }> = [];
    if (fullName(holder) !== fullName(b.holder)) changes.push({ who: 'holder', from: fullName(b.holder), to: fullName(holder) });
    b.guests.forEach((g, i) => {
      if (fullName(g) !== fullName(guests[i])) changes.push({ who: `room ${i + 1}`, from: fullName(g), to: fullName(guests[i]) });
    });
    if (changes.length === 0) return b; // the same names: nothing to send or record

    // The provider amends the holder (its amend takes only the holder); guest corrections travel in its remarks.
    const guestChanges = changes.filter((c) => c.who !== 'holder');
    const amended = await this.d.provider.amendBooking(b.providerBookingId!, {
      holder: {
        firstName: holder.firstName,
        lastName: holder.lastName,
        email: holder.email,
        ...(holder.phone ? { phone: holder.phone } : {}),
      },
      ...(guestChanges.length
        ? { remarks: `Guest name correction: ${guestChanges.map((c) => `${c.who}: ${c.from} → ${c.to}`).join('; ')}`.slice(0, 500) }
        : {}),
    });
    const names = (h: LedgerPerson, gs: LedgerPerson[]) => ({
      holder: { firstName: h.firstName, lastName: h.lastName },
      guests: gs.map((g, i) => ({ room: i + 1, firstName: g.firstName, lastName: g.lastName })),
    });
    const stored = await repo.amendNames(this.d.db, b.reference, {
      holder,
      guests,
      detail: {
        before: names(b.holder, b.guests),
        after: names(holder, guests),
        changes,
        providerAmendmentId: amended?.id ?? null,
        providerAmendmentStatus: amended?.status ?? null,
      },
    });
    if (!stored) {
      // Cancelled between our check and the write: the provider has the new name, the ledger keeps the booking as it is.
      this.d.log.warn({ reference: b.reference }, 'name amended with the provider but the booking left CONFIRMED meanwhile');
      throw new AppError('NOT_CANCELLABLE', 'This booking is cancelled, so its names can no longer be changed.');
    }
    this.d.log.info({ reference: b.reference, changes: changes.length }, 'booking names corrected');
    return stored;
  }

  // ---------------------------------------------------------------------------------------------
  // Timelines

  timelines(references: string[]): Promise<Map<string, BookingEvent[]>> {
    return repo.eventsOfMany(this.d.db, references);
  }
}
