// SQL of the mail outbox (migration 007). Booking mail is written by a trigger on booking_events, in the
// transaction of the ledger transition; other mail (sign-in links) by `enqueueMail`, which a caller runs in
// its own transaction when the mail must commit with something else. Sending is the worker's (worker.ts):
// it claims due rows with leases taken by conditional UPDATEs and SKIP LOCKED, so several instances share
// the outbox without sending a message twice.
import type { Queryable } from '../db/index.ts';
import { MAIL_KINDS, type MailKind } from './templates.ts';

export type OutboxStatus = 'PENDING' | 'SENT' | 'FAILED';

export interface OutboxMessage {
  id: number;
  dedupeKey: string;
  kind: MailKind;
  recipient: string;
  bookingId: string | null;
  payload: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  delivery: 'smtp' | 'outbox' | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  attachmentNames: string[];
}

interface OutboxRow {
  id: string | number;
  dedupe_key: string;
  kind: MailKind;
  recipient: string;
  booking_id: string | null;
  payload: Record<string, unknown> | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  delivery: 'smtp' | 'outbox' | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  attachment_names: string[] | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function toMessage(r: OutboxRow): OutboxMessage {
  return {
    id: Number(r.id),
    dedupeKey: r.dedupe_key,
    kind: r.kind,
    recipient: r.recipient,
    bookingId: r.booking_id,
    payload: r.payload ?? {},
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: iso(r.next_attempt_at)!,
    lastError: r.last_error,
    createdAt: iso(r.created_at)!,
    sentAt: iso(r.sent_at),
    delivery: r.delivery,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    attachmentNames: r.attachment_names ?? [],
  };
}

export interface EnqueueInput {
  kind: MailKind;
  to: string;
  /** one message per key: enqueueing the same key again changes nothing */
  dedupeKey: string;
  bookingId?: string | null;
  /** SIGN_IN_LINK: { link, expiresInMinutes } */
  payload: Record<string, unknown>;
}

const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,255}$/;

/**
 * Writes a message to the outbox, to be sent by the worker. Pass the transaction (`tx`) the message belongs
 * with, so it commits (or not) together with it. Returns the message, or null when `dedupeKey` was
 * enqueued before.
 */
export async function enqueueMail(q: Queryable, input: EnqueueInput): Promise<OutboxMessage | null> {
  if (!MAIL_KINDS.includes(input.kind)) throw new Error(`unknown mail kind ${String(input.kind)}`);
  if (!EMAIL.test(input.to)) throw new Error('invalid recipient address');
  if (!input.dedupeKey || input.dedupeKey.length > 300) throw new Error('invalid dedupe key');
  const { rows } = await q.query<OutboxRow>(
    `INSERT INTO outbox (dedupe_key, kind, recipient, booking_id, payload)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING *`,
    [input.dedupeKey, input.kind, input.to, input.bookingId ?? null, JSON.stringify(input.payload ?? {})],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}

/** The newest messages first (the /dev console's Outbox tab). */
export async function listOutbox(q: Queryable, limit = 50): Promise<OutboxMessage[]> {
  const n = Math.max(1, Math.min(200, Math.floor(limit)));
  const { rows } = await q.query<OutboxRow>(`SELECT * FROM outbox ORDER BY created_at DESC, id DESC LIMIT ${n}`);
  return rows.map(toMessage);
}

/** The messages of one booking, oldest first. */
export async function outboxOfBooking(q: Queryable, bookingId: string): Promise<OutboxMessage[]> {
  const { rows } = await q.query<OutboxRow>('SELECT * FROM outbox WHERE booking_id = $1 ORDER BY id', [bookingId]);
  return rows.map(toMessage);
}

const DUE = `(status = 'PENDING' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now()))`;

/**
 * Takes the lease of the most overdue pending message other than those in `skip` (tried this round), and
 * counts the attempt. Exactly one of any number of concurrent workers gets a given row.
 */
export async function claimNextMail(q: Queryable, worker: string, leaseMs: number, skip: number[] = []): Promise<OutboxMessage | null> {
  const { rows } = await q.query<OutboxRow>(
    `UPDATE outbox SET lease_until = now() + ($2::double precision * interval '1 millisecond'), leased_by = $1,
            attempts = attempts + 1
      WHERE id = (
        SELECT id FROM outbox WHERE ${DUE} AND NOT (id = ANY($3::bigint[]))
         ORDER BY next_attempt_at, id
         LIMIT 1 FOR UPDATE SKIP LOCKED
      ) AND ${DUE}
      RETURNING *`,
    [worker, leaseMs, skip],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}

export interface SentMessage {
  delivery: 'smtp' | 'outbox';
  subject: string;
  text: string;
  html: string;
  attachmentNames: string[];
  messageId: string;
}

/** Marks a message sent, if `worker` still holds its lease. False when it lost it. */
export async function markSent(q: Queryable, id: number, worker: string, m: SentMessage): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE outbox SET status = 'SENT', sent_at = now(), lease_until = NULL, leased_by = NULL, last_error = NULL,
            delivery = $3, subject = $4, text_body = $5, html_body = $6, attachment_names = $7::text[], message_id = $8
      WHERE id = $1 AND leased_by = $2 AND status = 'PENDING'
      RETURNING id`,
    [id, worker, m.delivery, m.subject, m.text, m.html, m.attachmentNames, m.messageId],
  );
  return rows.length === 1;
}

/** After a failed send: try again in `retryInMs`, or, with `dead`, give up (FAILED). */
export async function markFailed(
  q: Queryable,
  id: number,
  worker: string,
  error: string,
  next: { dead: true } | { dead: false; retryInMs: number },
): Promise<boolean> {
  const { rows } = next.dead
    ? await q.query(
        `UPDATE outbox SET status = 'FAILED', lease_until = NULL, leased_by = NULL, last_error = $3
          WHERE id = $1 AND leased_by = $2 AND status = 'PENDING' RETURNING id`,
        [id, worker, error],
      )
    : await q.query(
        `UPDATE outbox SET lease_until = NULL, leased_by = NULL, last_error = $3,
                next_attempt_at = now() + ($4::double precision * interval '1 millisecond')
          WHERE id = $1 AND leased_by = $2 AND status = 'PENDING' RETURNING id`,
        [id, worker, error, Math.max(0, Math.round(next.retryInMs))],
      );
  return rows.length === 1;
}
