// SQL of the booking ledger. Every status change goes through `transition`, a conditional UPDATE
// (`WHERE id = $1 AND status = ANY(...)`) plus its event row in one short transaction, and claims to
// call the provider are leases taken by conditional UPDATEs too, so the guarantees hold across
// processes and do not depend on anything held in memory.
import type { Db, Queryable } from '../db/index.ts';
import { canTransition } from './state.ts';
import type {
  BookingEvent,
  BookingRecord,
  BookingStatus,
  LedgerBusiness,
  CancellationOutcome,
  LedgerCancellation,
  LedgerFee,
  LedgerMoney,
  LedgerPerson,
  LedgerTax,
} from './types.ts';
import type { Language } from '../i18n/index.ts';

/** A ledger row as the database returns it. */
interface BookingRow {
  id: string;
  access_token_hash: string;
  status: BookingStatus;
  prebook_id: string;
  transaction_id: string;
  offer_id: string;
  hotel_id: string;
  hotel_name: string;
  hotel_address: string | null;
  hotel_city: string | null;
  hotel_country: string | null;
  hotel_phone: string | null;
  hotel_checkin_time: string | null;
  hotel_checkout_time: string | null;
  room_name: string;
  board_name: string;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  children: number;
  occupancies: Array<{ adults: number; childrenAges: number[] }>;
  holder: LedgerPerson;
  holder_email: string;
  /** E.164; null on rows written before migration 004 */
  holder_phone: string | null;
  guests: LedgerPerson[];
  price: number;
  currency: string;
  fees_at_hotel: LedgerFee[];
  /** taxes included in the price (migration 006) */
  taxes: LedgerTax[];
  /** a business trip's company (migration 006) */
  business: LedgerBusiness | null;
  commission: number | null;
  cancellation: LedgerCancellation | null;
  provider_booking_id: string | null;
  hotel_confirmation_code: string | null;
  supplier_booking_id: string | null;
  supplier_booking_name: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  leased_by: string | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  confirmed_at: Date | null;
  failed_at: Date | null;
  unconfirmed_at: Date | null;
  needs_refund_at: Date | null;
  cancelled_at: Date | null;
  /** migration 005 */
  cancellation_outcome: CancellationOutcome | null;
  refund_amount: number | null;
  cancellation_fee: number | null;
  cancel_requested_at: Date | null;
  cancel_attempts: number;
  /** the language of its e-mails and documents (migration 009; 'en' on older rows) */
  language: Language;
}

export type NewBooking = Omit<
  BookingRow,
  | 'status'
  | 'provider_booking_id'
  | 'hotel_confirmation_code'
  | 'supplier_booking_id'
  | 'supplier_booking_name'
  | 'attempts'
  | 'next_attempt_at'
  | 'lease_until'
  | 'leased_by'
  | 'last_error'
  | 'created_at'
  | 'updated_at'
  | 'paid_at'
  | 'confirmed_at'
  | 'failed_at'
  | 'unconfirmed_at'
  | 'needs_refund_at'
  | 'cancelled_at'
  | 'cancellation_outcome'
  | 'refund_amount'
  | 'cancellation_fee'
  | 'cancel_requested_at'
  | 'cancel_attempts'
  | 'language'
> & {
  /** default English */
  language?: Language;
};

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function toRecord(r: BookingRow): BookingRecord {
  const commission: LedgerMoney | null = r.commission === null ? null : { amount: r.commission, currency: r.currency };
  return {
    reference: r.id,
    status: r.status,
    prebookId: r.prebook_id,
    transactionId: r.transaction_id,
    offerId: r.offer_id,
    hotel: {
      id: r.hotel_id,
      name: r.hotel_name,
      address: r.hotel_address,
      city: r.hotel_city,
      country: r.hotel_country,
      phone: r.hotel_phone,
      checkinTime: r.hotel_checkin_time,
      checkoutTime: r.hotel_checkout_time,
    },
    roomName: r.room_name,
    boardName: r.board_name,
    checkin: r.checkin,
    checkout: r.checkout,
    nights: r.nights,
    adults: r.adults,
    children: r.children,
    occupancies: r.occupancies,
    // The phone column is the ledger's own copy in E.164; rows from before migration 004 have none.
    holder: { ...r.holder, phone: r.holder_phone ?? r.holder.phone ?? null },
    guests: r.guests,
    price: { amount: r.price, currency: r.currency },
    // Rows written before migration 003 read as '[]' (the column's default).
    feesPayableAtHotel: r.fees_at_hotel ?? [],
    // Rows written before migration 006 read as '[]' and null.
    taxes: r.taxes ?? [],
    business: r.business ?? null,
    commission,
    cancellation: r.cancellation,
    providerBookingId: r.provider_booking_id,
    hotelConfirmationCode: r.hotel_confirmation_code,
    supplierBookingId: r.supplier_booking_id,
    supplierBookingName: r.supplier_booking_name,
    attempts: r.attempts,
    nextAttemptAt: iso(r.next_attempt_at),
    leaseUntil: iso(r.lease_until),
    leasedBy: r.leased_by,
    lastError: r.last_error,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    paidAt: iso(r.paid_at),
    confirmedAt: iso(r.confirmed_at),
    failedAt: iso(r.failed_at),
    cancelRequestedAt: iso(r.cancel_requested_at ?? null),
    cancelAttempts: r.cancel_attempts ?? 0,
    cancellationResult:
      r.status === 'CANCELLED' && r.cancellation_outcome && r.cancelled_at
        ? {
            outcome: r.cancellation_outcome,
            // numeric columns come back as strings from node-postgres
            refund: { amount: Number(r.refund_amount ?? 0), currency: r.currency },
            penalty: { amount: Number(r.cancellation_fee ?? 0), currency: r.currency },
            cancelledAt: iso(r.cancelled_at)!,
          }
        : null,
    cancelledAt: iso(r.cancelled_at),
    language: r.language === 'hi' ? 'hi' : 'en',
  };
}

const INSERT_COLUMNS = [
  'id',
  'access_token_hash',
  'prebook_id',
  'transaction_id',
  'offer_id',
  'hotel_id',
  'hotel_name',
  'hotel_address',
  'hotel_city',
  'hotel_country',
  'hotel_phone',
  'hotel_checkin_time',
  'hotel_checkout_time',
  'room_name',
  'board_name',
  'checkin',
  'checkout',
  'nights',
  'adults',
  'children',
  'occupancies',
  'holder',
  'holder_email',
  'holder_phone',
  'guests',
  'price',
  'currency',
  'fees_at_hotel',
  'taxes',
  'business',
  'commission',
  'cancellation',
  'language',
] as const satisfies ReadonlyArray<keyof NewBooking>;

const JSON_COLUMNS = new Set<string>(['occupancies', 'holder', 'guests', 'fees_at_hotel', 'taxes', 'business', 'cancellation']);

/** Inserts a new PENDING_PAYMENT booking and its first event. A repeated transaction id fails (UNIQUE). */
export async function insertBooking(db: Db, row: NewBooking): Promise<BookingRecord> {
  return db.transaction(async (tx) => {
    const values = INSERT_COLUMNS.map((c) => {
      const v = c === 'language' ? (row.language ?? 'en') : row[c];
      // node-postgres would send a JS array as a PostgreSQL array, not JSON; stringify explicitly.
      return JSON_COLUMNS.has(c) && v !== null ? JSON.stringify(v) : v;
    });
    const placeholders = INSERT_COLUMNS.map((c, i) => (JSON_COLUMNS.has(c) ? `$${i + 1}::jsonb` : `$${i + 1}`));
    const { rows } = await tx.query<BookingRow>(
      `INSERT INTO bookings (${INSERT_COLUMNS.join(', ')}, status)
       VALUES (${placeholders.join(', ')}, 'PENDING_PAYMENT') RETURNING *`,
      values,
    );
    await tx.query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, detail) VALUES ($1, NULL, 'PENDING_PAYMENT', $2::jsonb)`,
      [row.id, JSON.stringify({ prebookId: row.prebook_id })],
    );
    return toRecord(rows[0]);
  });
}

export async function findById(q: Queryable, id: string): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>('SELECT * FROM bookings WHERE id = $1', [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The booking of one payment, with the hash of its access token (who may see it whole, and decline it). */
export async function findByPayment(
  q: Queryable,
  transactionId: string,
  prebookId: string,
): Promise<{ record: BookingRecord; accessTokenHash: string } | null> {
  const { rows } = await q.query<BookingRow>('SELECT * FROM bookings WHERE transaction_id = $1 AND prebook_id = $2', [
    transactionId,
    prebookId,
  ]);
  return rows[0] ? { record: toRecord(rows[0]), accessTokenHash: rows[0].access_token_hash } : null;
}

/** The booking with this reference (ours or the provider's booking id) and its stored holder e-mail. */
export async function findByReference(
  q: Queryable,
  ourReference: string,
  providerBookingId: string,
): Promise<{ record: BookingRecord; holderEmail: string } | null> {
  const { rows } = await q.query<BookingRow>(
    'SELECT * FROM bookings WHERE id = $1 OR provider_booking_id = $2 ORDER BY created_at DESC LIMIT 1',
    [ourReference, providerBookingId],
  );
  return rows[0] ? { record: toRecord(rows[0]), holderEmail: rows[0].holder_email } : null;
}

/**
 * The bookings any of these access-token hashes opens: prebook's token (bookings.access_token_hash) or one
 * minted later by the e-mail lookup or a sign-in link (booking_access_tokens). Newest first, each once.
 */
export async function findByTokenHashes(q: Queryable, hashes: string[]): Promise<BookingRecord[]> {
  if (hashes.length === 0) return [];
  const { rows } = await q.query<BookingRow>(
    `SELECT * FROM bookings
      WHERE access_token_hash = ANY($1::text[])
         OR id IN (SELECT booking_id FROM booking_access_tokens WHERE token_hash = ANY($1::text[]))
      ORDER BY created_at DESC, id DESC`,
    [hashes],
  );
  return rows.map(toRecord);
}

/**
 * THE access check of the manage-booking calls (quote, cancel, amend, and the documents' lists): the booking
 * with this reference (ours) that this access-token hash opens, else null: a wrong token and an unknown
 * reference give the same answer. Any of the booking's tokens opens it: prebook's, or one minted by the
 * e-mail lookup or a sign-in link (see findByTokenHashes).
 */
export async function findByReferenceAndAccessToken(q: Queryable, reference: string, tokenHash: string): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>(
    `SELECT * FROM bookings b
      WHERE b.id = $1
        AND (b.access_token_hash = $2
             OR EXISTS (SELECT 1 FROM booking_access_tokens t WHERE t.booking_id = b.id AND t.token_hash = $2))`,
    [reference, tokenHash],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The bookings made with this (lower-cased) holder e-mail, newest first, at most `limit`. */
export async function findByHolderEmail(q: Queryable, email: string, limit: number): Promise<BookingRecord[]> {
  const { rows } = await q.query<BookingRow>('SELECT * FROM bookings WHERE holder_email = $1 ORDER BY created_at DESC, id DESC LIMIT $2', [
    email,
    limit,
  ]);
  return rows.map(toRecord);
}

export async function eventsOf(q: Queryable, id: string): Promise<BookingEvent[]> {
  const { rows } = await q.query<{
    booking_id: string;
    from_status: BookingStatus | null;
    to_status: BookingStatus;
    at: Date;
    detail: Record<string, unknown> | null;
  }>('SELECT booking_id, from_status, to_status, at, detail FROM booking_events WHERE booking_id = $1 ORDER BY id', [id]);
  return rows.map((r) => ({ bookingId: r.booking_id, fromStatus: r.from_status, toStatus: r.to_status, at: iso(r.at)!, detail: r.detail }));
}

/** Columns a transition or lease update may set. */
export type Column = Exclude<keyof BookingRow, 'id' | 'access_token_hash' | 'created_at' | 'updated_at' | 'status' | 'transaction_id'>;

/** A value computed by the database, so every instance agrees on "now" whatever its clock says. */
export type DbTime = { now: true; plusMs?: number };
export const NOW: DbTime = { now: true };
export const nowPlus = (ms: number): DbTime => ({ now: true, plusMs: Math.max(0, Math.round(ms)) });

export type Patch = Partial<Record<Column, unknown>>;

function isDbTime(v: unknown): v is DbTime {
  return typeof v === 'object' && v !== null && (v as DbTime).now === true;
}

/** Renders `SET` clauses for a patch, appending its values to `params`. */
function setClauses(patch: Patch, params: unknown[]): string[] {
  const sets: string[] = [];
  for (const [col, value] of Object.entries(patch)) {
    if (!/^[a-z_]+$/.test(col)) throw new Error('bad column');
    if (isDbTime(value)) {
      if (value.plusMs) {
        params.push(value.plusMs);
        sets.push(`${col} = now() + ($${params.length}::double precision * interval '1 millisecond')`);
      } else {
        sets.push(`${col} = now()`);
      }
    } else if (JSON_COLUMNS.has(col)) {
      params.push(value === null ? null : JSON.stringify(value));
      sets.push(`${col} = $${params.length}::jsonb`);
    } else {
      params.push(value);
      sets.push(`${col} = $${params.length}`);
    }
  }
  return sets;
}

export interface TransitionOptions {
  /** only if this worker still holds the row's lease (it may have expired and been taken over) */
  leasedBy?: string;
  /** only if nobody holds a live lease on the row (the reconciler may be asking the provider about it) */
  unleased?: boolean;
  /** only if the row's next_attempt_at, when set, has come (a cool-down after a refused cancellation) */
  due?: boolean;
  detail?: Record<string, unknown>;
}

/**
 * Moves a booking from one of `from` to `to`, setting `patch` and the transition's timestamp, and
 * records the event. Returns null (and changes nothing) when the row is not in one of `from` any more,
 * or when `leasedBy` no longer holds its lease: somebody else got there first.
 */
export async function transition(
  db: Db,
  id: string,
  from: readonly BookingStatus[],
  to: BookingStatus,
  patch: Patch = {},
  opts: TransitionOptions = {},
): Promise<BookingRecord | null> {
  const legal = from.filter((f) => canTransition(f, to));
  if (legal.length === 0) throw new Error(`illegal transition to ${to}`);
  return db.transaction(async (tx) => {
    // Lock the row first so the event records the status actually left, then guard the UPDATE itself.
    const cur = await tx.query<{ status: BookingStatus }>('SELECT status FROM bookings WHERE id = $1 FOR UPDATE', [id]);
    const fromStatus = cur.rows[0]?.status;
    if (!fromStatus || !legal.includes(fromStatus)) return null;
    const params: unknown[] = [id, legal, to];
    const stamp = STAMP_OF[to];
    const fullPatch: Patch = { ...patch, ...(stamp ? { [stamp]: NOW } : {}) };
    const sets = ['status = $3', 'updated_at = now()', ...setClauses(fullPatch, params)];
    let guard = '';
    if (opts.leasedBy !== undefined) {
      params.push(opts.leasedBy);
      guard = ` AND leased_by = $${params.length}`;
    }
    if (opts.unleased) guard += ' AND (lease_until IS NULL OR lease_until < now())';
    if (opts.due) guard += ' AND (next_attempt_at IS NULL OR next_attempt_at <= now())';
    const { rows } = await tx.query<BookingRow>(
      `UPDATE bookings SET ${sets.join(', ')} WHERE id = $1 AND status = ANY($2::text[])${guard} RETURNING *`,
      params,
    );
    if (!rows[0]) return null;
    await tx.query('INSERT INTO booking_events (booking_id, from_status, to_status, detail) VALUES ($1, $2, $3, $4::jsonb)', [
      id,
      fromStatus,
      to,
      opts.detail ? JSON.stringify(opts.detail) : null,
    ]);
    return toRecord(rows[0]);
  });
}

const STAMP_OF: Partial<Record<BookingStatus, Column>> = {
  PAID: 'paid_at',
  CONFIRMED: 'confirmed_at',
  FAILED: 'failed_at',
  PAYMENT_RECEIVED_UNCONFIRMED: 'unconfirmed_at',
  NEEDS_REFUND: 'needs_refund_at',
  CANCELLATION_PENDING: 'cancel_requested_at',
  CANCELLED: 'cancelled_at',
};

/** Updates a row without changing its status (retry bookkeeping), under the same lease guard. */
export async function update(
  q: Queryable,
  id: string,
  status: BookingStatus,
  patch: Patch,
  leasedBy?: string,
): Promise<BookingRecord | null> {
  const params: unknown[] = [id, status];
  const sets = ['updated_at = now()', ...setClauses(patch, params)];
  let guard = '';
  if (leasedBy !== undefined) {
    params.push(leasedBy);
    guard = ` AND leased_by = $${params.length}`;
  }
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET ${sets.join(', ')} WHERE id = $1 AND status = $2${guard} RETURNING *`,
    params,
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

// A row whose provider call may be (re)started: PAID or PAYMENT_RECEIVED_UNCONFIRMED with no live
// lease. PAID rows carry a lease from the moment they are claimed, so a PAID row without one was left
// behind by a process that died between the payment and the booking.
const RETRY_DUE = `(
  (status = 'PAID' AND (lease_until IS NULL OR lease_until < now()))
  OR (status = 'PAYMENT_RECEIVED_UNCONFIRMED' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now()))
)`;

/**
 * Claims a booking whose payment just returned: PENDING_PAYMENT (or FAILED) becomes PAID with a lease
 * for `worker`. Exactly one of any number of concurrent callers gets the row; the others get null.
 */
export async function claimForPayment(
  db: Db,
  id: string,
  worker: string,
  leaseMs: number,
  detail: Record<string, unknown>,
): Promise<BookingRecord | null> {
  return transition(
    db,
    id,
    ['PENDING_PAYMENT', 'FAILED'],
    'PAID',
    { lease_until: nowPlus(leaseMs), leased_by: worker, attempts: 1, next_attempt_at: null, last_error: null, failed_at: null },
    { detail, unleased: true },
  );
}

// An unpaid row the reconciler may ask the provider about: the traveller may have paid in the widget
// and never come back to the return page. Only after `afterMs` (they had time to come back), within
// `windowMs` of the prebook (later the provider has let it go), at most `maxProbes` times.
const PROBE_DUE = `(
  status IN ('PENDING_PAYMENT', 'FAILED')
  AND created_at <= now() - ($4::double precision * interval '1 millisecond')
  AND created_at > now() - ($5::double precision * interval '1 millisecond')
  AND attempts < $6
  AND (next_attempt_at IS NULL OR next_attempt_at <= now())
  AND (lease_until IS NULL OR lease_until < now())
)`;

export interface ProbeWindow {
  afterMs: number;
  windowMs: number;
  maxProbes: number;
}

/**
 * Takes the lease of the unpaid booking most due for a payment check, other than those in `skip`.
 * `attempts` counts the checks while a row is unpaid (claimForPayment resets it to 1 when paid).
 */
export async function claimNextUnpaidProbe(
  q: Queryable,
  worker: string,
  leaseMs: number,
  w: ProbeWindow,
  skip: string[] = [],
): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET lease_until = now() + ($2::double precision * interval '1 millisecond'), leased_by = $1,
            attempts = attempts + 1, updated_at = now()
      WHERE id = (
        SELECT id FROM bookings WHERE ${PROBE_DUE} AND NOT (id = ANY($3::text[]))
         ORDER BY coalesce(next_attempt_at, created_at), id
         LIMIT 1 FOR UPDATE SKIP LOCKED
      ) AND ${PROBE_DUE}
      RETURNING *`,
    [worker, leaseMs, skip, w.afterMs, w.windowMs, w.maxProbes],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Gives back a probe's lease: the booking is still unpaid (or the provider could not say); ask again later. */
export async function releaseProbe(
  q: Queryable,
  id: string,
  worker: string,
  againInMs: number,
  lastError: string,
): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET lease_until = NULL, leased_by = NULL, last_error = $4, updated_at = now(),
            next_attempt_at = now() + ($3::double precision * interval '1 millisecond')
      WHERE id = $1 AND leased_by = $2 AND status IN ('PENDING_PAYMENT', 'FAILED')
      RETURNING *`,
    [id, worker, againInMs, lastError],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Takes the lease of one booking that is due for another attempt, or null when it is not (or another worker has it). */
export async function claimForRetry(q: Queryable, id: string, worker: string, leaseMs: number): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET lease_until = now() + ($3::double precision * interval '1 millisecond'), leased_by = $2,
            attempts = attempts + 1, updated_at = now()
      WHERE id = $1 AND ${RETRY_DUE}
      RETURNING *`,
    [id, worker, leaseMs],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * Renews a live lease `worker` already holds on a paid, unconfirmed booking, as a new attempt (the caller
 * knows its earlier attempt has ended; see BookingService#claimOwnLease). Null when the lease is another's,
 * has run out (then claimForRetry is the way) or the booking has moved on.
 */
export async function claimOwnLease(q: Queryable, id: string, worker: string, leaseMs: number): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET lease_until = now() + ($3::double precision * interval '1 millisecond'),
            attempts = attempts + 1, updated_at = now()
      WHERE id = $1 AND leased_by = $2 AND lease_until > now() AND status IN ('PAID', 'PAYMENT_RECEIVED_UNCONFIRMED')
      RETURNING *`,
    [id, worker, leaseMs],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * Takes the lease of the most overdue booking due for an attempt, other than those in `skip` (already
 * tried this round). SKIP LOCKED lets several instances run the reconciler at once without queueing
 * on each other's rows.
 */
export async function claimNextDue(q: Queryable, worker: string, leaseMs: number, skip: string[] = []): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET lease_until = now() + ($2::double precision * interval '1 millisecond'), leased_by = $1,
            attempts = attempts + 1, updated_at = now()
      WHERE id = (
        SELECT id FROM bookings WHERE ${RETRY_DUE} AND NOT (id = ANY($3::text[]))
         ORDER BY coalesce(next_attempt_at, lease_until, updated_at), id
         LIMIT 1 FOR UPDATE SKIP LOCKED
      ) AND ${RETRY_DUE}
      RETURNING *`,
    [worker, leaseMs, skip],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The row and whether someone holds a live lease on it (compared with the database's clock). */
export async function readWithLease(q: Queryable, id: string): Promise<{ record: BookingRecord; leased: boolean } | null> {
  const { rows } = await q.query<BookingRow & { leased: boolean }>(
    'SELECT *, (lease_until IS NOT NULL AND lease_until > now()) AS leased FROM bookings WHERE id = $1',
    [id],
  );
  return rows[0] ? { record: toRecord(rows[0]), leased: rows[0].leased } : null;
}

// ---------------------------------------------------------------------------------------------------
// Managing a confirmed booking: access by token, cancellation, name corrections, timelines (issue 16)

/**
 * Claims the cancellation of a confirmed booking for `worker`: CONFIRMED becomes CANCELLATION_PENDING with a lease,
 * BEFORE the provider is called. Exactly one of any number of concurrent callers (in any process) gets the row.
 */
export async function claimForCancel(
  db: Db,
  id: string,
  worker: string,
  leaseMs: number,
  detail: Record<string, unknown>,
): Promise<BookingRecord | null> {
  return transition(
    db,
    id,
    ['CONFIRMED'],
    'CANCELLATION_PENDING',
    { lease_until: nowPlus(leaseMs), leased_by: worker, cancel_attempts: 1, next_attempt_at: null, last_error: null },
    { detail, unleased: true, due: true },
  );
}

/**
 * True while a confirmed booking is in the cool-down after the provider refused its cancellation (next_attempt_at
 * in the future): callers that raced the refused call hear the same refusal instead of cancelling again.
 */
export async function cancelRefusedRecently(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query<{ cooling: boolean }>(
    `SELECT (status = 'CONFIRMED' AND next_attempt_at IS NOT NULL AND next_attempt_at > now()) AS cooling FROM bookings WHERE id = $1`,
    [id],
  );
  return rows[0]?.cooling === true;
}

// A pending cancellation whose outcome the reconciler may check: nobody holds its lease (the caller gave up on a
// timeout and released it, or its process died and the lease ran out) and its backoff is over.
const CANCEL_DUE = `(
  status = 'CANCELLATION_PENDING'
  AND (lease_until IS NULL OR lease_until < now())
  AND (next_attempt_at IS NULL OR next_attempt_at <= now())
)`;

/** Takes the lease of the pending cancellation most due for a check, other than those in `skip`. */
export async function claimNextCancelDue(
  q: Queryable,
  worker: string,
  leaseMs: number,
  skip: string[] = [],
): Promise<BookingRecord | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET lease_until = now() + ($2::double precision * interval '1 millisecond'), leased_by = $1, updated_at = now()
      WHERE id = (
        SELECT id FROM bookings WHERE ${CANCEL_DUE} AND NOT (id = ANY($3::text[]))
         ORDER BY coalesce(next_attempt_at, cancel_requested_at), id
         LIMIT 1 FOR UPDATE SKIP LOCKED
      ) AND ${CANCEL_DUE}
      RETURNING *`,
    [worker, leaseMs, skip],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Gives back the lease of a pending cancellation whose outcome is still unknown: check again in `againInMs`. */
export async function releaseCancel(
  q: Queryable,
  id: string,
  worker: string,
  againInMs: number,
  lastError: string,
  extra: Patch = {},
): Promise<BookingRecord | null> {
  return update(
    q,
    id,
    'CANCELLATION_PENDING',
    { lease_until: null, leased_by: null, last_error: lastError, next_attempt_at: nowPlus(againInMs), ...extra },
    worker,
  );
}

export interface NameChange {
  holder: LedgerPerson;
  guests: LedgerPerson[];
  detail: Record<string, unknown>;
}

/**
 * Stores corrected names of a confirmed booking and records the change in its history, in one transaction: an
 * event with from_status = to_status = 'CONFIRMED' and `detail.kind = 'NAME_CHANGED'` (the mail outbox keys on
 * exactly that). Null when the booking is no longer confirmed.
 */
export async function amendNames(db: Db, id: string, change: NameChange): Promise<BookingRecord | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<BookingRow>(
      `UPDATE bookings SET holder = $2::jsonb, guests = $3::jsonb, updated_at = now()
        WHERE id = $1 AND status = 'CONFIRMED' RETURNING *`,
      [id, JSON.stringify(change.holder), JSON.stringify(change.guests)],
    );
    if (!rows[0]) return null;
    await tx.query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, detail) VALUES ($1, 'CONFIRMED', 'CONFIRMED', $2::jsonb)`,
      [id, JSON.stringify({ ...change.detail, kind: 'NAME_CHANGED' })],
    );
    return toRecord(rows[0]);
  });
}

/** The histories of several bookings in one query (a list of bookings asks for all their timelines at once). */
export async function eventsOfMany(q: Queryable, ids: string[]): Promise<Map<string, BookingEvent[]>> {
  const out = new Map<string, BookingEvent[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const { rows } = await q.query<{
    booking_id: string;
    from_status: BookingStatus | null;
    to_status: BookingStatus;
    at: Date;
    detail: Record<string, unknown> | null;
  }>(
    'SELECT booking_id, from_status, to_status, at, detail FROM booking_events WHERE booking_id = ANY($1::text[]) ORDER BY booking_id, id',
    [ids],
  );
  for (const r of rows) {
    out
      .get(r.booking_id)
      ?.push({ bookingId: r.booking_id, fromStatus: r.from_status, toStatus: r.to_status, at: iso(r.at)!, detail: r.detail });
  }
  return out;
}
