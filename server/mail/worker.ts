// The mail worker: sends what the outbox holds. Each round claims due messages one by one (a lease, so two
// instances never send the same one), renders each at send time from the booking row as it stands, sends
// it, and marks it SENT; a failed send is retried with exponential backoff up to `maxAttempts`, then the
// message is FAILED (dead). A process that dies after the ledger committed but before sending leaves the
// row PENDING: the next round (here or on another instance) sends it, once its lease (if any) ran out.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/index.ts';
import { findById } from '../bookings/repository.ts';
import type { BookingRecord } from '../bookings/types.ts';
import { runPeriodically } from '../bookings/reconciler.ts';
import { claimNextMail, markFailed, markSent, type OutboxMessage } from './outbox.ts';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  nameChangedMail,
  signInLinkMail,
  type RenderedMail,
  type TemplateContext,
} from './templates.ts';
import type { MailAttachment, MailTransport } from './transport.ts';
import { isLanguage } from '../i18n/index.ts';

/** The confirmation's documents (the PDF voucher, the .ics), given the booking and its manage link. */
export type AttachmentsFor = (booking: BookingRecord, manageUrl: string) => Promise<MailAttachment[]>;

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** the From header */
  from: string;
  businessName: string;
  /** the origin of the manage link, e.g. https://stays.example.in (read at send time) */
  publicOrigin: () => string;
  /** attachments of BOOKING_CONFIRMED (default: none) */
  attachmentsFor?: AttachmentsFor;
  log?: MailLog;
  /** names this process in leases; unique per process by default */
  instanceId?: string;
  /** how long a claim to send lasts; it outlasts the SMTP timeouts (default 120 s) */
  leaseMs?: number;
  /** send attempts before a message is FAILED (default 8) */
  maxAttempts?: number;
  /** delay in ms before the next attempt, given the attempts made so far (default 30 s, doubling, at most 1 h) */
  backoff?: (attempt: number) => number;
  /** at most this many messages per round (default 50) */
  batch?: number;
}

export interface MailRound {
  sent: number;
  retried: number;
  failed: number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/** A short, internal description of a failure (never shown to travellers). */
function describe(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e?.code, e?.responseCode, typeof e?.message === 'string' ? e.message : String(err)].filter((p) => p !== undefined);
  return parts.join(' ').slice(0, 500);
}

class PermanentMailError extends Error {}

export class MailWorker {
  private readonly worker: string;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoff: (attempt: number) => number;
  private readonly batch: number;
  private readonly ctx: TemplateContext;

  constructor(private readonly opts: MailWorkerOptions) {
    this.worker = opts.instanceId ?? `${hostname()}:${process.pid}:mail:${randomBytes(4).toString('hex')}`;
    this.leaseMs = opts.leaseMs ?? 120_000;
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.backoff = opts.backoff ?? defaultBackoff;
    this.batch = opts.batch ?? 50;
    this.ctx = { businessName: opts.businessName };
  }

  manageUrl(reference: string): string {
    return `${this.opts.publicOrigin().replace(/\/+$/, '')}/bookings/${encodeURIComponent(reference)}`;
  }

  /** One round: sends every due message (up to `batch`). */
  async runOnce(): Promise<MailRound> {
    const round: MailRound = { sent: 0, retried: 0, failed: 0 };
    const tried: number[] = [];
    while (tried.length < this.batch) {
      const msg = await claimNextMail(this.opts.db, this.worker, this.leaseMs, tried);
      if (!msg) break;
      tried.push(msg.id);
      const outcome = await this.deliver(msg);
      round[outcome] += 1;
    }
    return round;
  }

  /** Runs a round now and then every `intervalMs`; the returned stop waits for a running round. */
  start(intervalMs = 5000): () => Promise<void> {
    return runPeriodically(
      () => this.runOnce(),
      intervalMs,
      (err) => this.opts.log?.warn({ err }, 'mail worker: round failed'),
    );
  }

  private async deliver(msg: OutboxMessage): Promise<keyof MailRound> {
    const { db, transport, log } = this.opts;
    try {
      const { mail, attachments } = await this.render(msg);
      const messageId = `<outbox-${msg.id}.${msg.dedupeKey.replace(/[^A-Za-z0-9.-]/g, '-').slice(0, 80)}@${this.domainOfFrom()}>`;
      await transport.send({ from: this.opts.from, to: msg.recipient, ...mail, attachments, messageId });
      const marked = await markSent(db, msg.id, this.worker, {
        delivery: transport.kind,
        ...mail,
        attachmentNames: attachments.map((a) => a.filename),
        messageId,
      });
      if (!marked) log?.warn({ outboxId: msg.id }, 'mail worker: sent, but the lease had been lost');
      log?.info({ outboxId: msg.id, kind: msg.kind, delivery: transport.kind }, 'mail sent');
      return 'sent';
    } catch (err) {
      const error = describe(err);
      const dead = err instanceof PermanentMailError || msg.attempts >= this.maxAttempts;
      await markFailed(db, msg.id, this.worker, error, dead ? { dead: true } : { dead: false, retryInMs: this.backoff(msg.attempts) });
      if (dead) {
        log?.error({ outboxId: msg.id, kind: msg.kind, attempts: msg.attempts, error }, 'mail worker: message given up');
        return 'failed';
      }
      log?.warn({ outboxId: msg.id, kind: msg.kind, attempts: msg.attempts, error }, 'mail worker: send failed, will retry');
      return 'retried';
    }
  }

  private domainOfFrom(): string {
    const m = /@([A-Za-z0-9.-]+)/.exec(this.opts.from);
    return m?.[1] ?? 'localhost';
  }

  private async render(msg: OutboxMessage): Promise<{ mail: RenderedMail; attachments: MailAttachment[] }> {
    if (msg.kind === 'SIGN_IN_LINK') {
      const link = msg.payload.link;
      const minutes = Number(msg.payload.expiresInMinutes);
      if (typeof link !== 'string' || !/^https?:\/\//.test(link)) throw new PermanentMailError('sign-in mail without a link');
      const language = isLanguage(msg.payload.language) ? msg.payload.language : undefined;
      return {
        mail: signInLinkMail({ link, expiresInMinutes: Number.isFinite(minutes) ? minutes : 15, language }, this.ctx),
        attachments: [],
      };
    }
    if (!msg.bookingId) throw new PermanentMailError(`${msg.kind} without a booking`);
    const booking = await findById(this.opts.db, msg.bookingId);
    if (!booking) throw new PermanentMailError(`booking ${msg.bookingId} not found`);
    const manageUrl = this.manageUrl(booking.reference);
    switch (msg.kind) {
      case 'BOOKING_CONFIRMED': {
        const attachments = this.opts.attachmentsFor ? await this.opts.attachmentsFor(booking, manageUrl) : [];
        return { mail: bookingConfirmedMail(booking, manageUrl, this.ctx), attachments };
      }
      case 'BOOKING_CANCELLED': {
        const detail = msg.payload.detail;
        const d = detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : null;
        return { mail: bookingCancelledMail(booking, manageUrl, this.ctx, d), attachments: [] };
      }
      case 'NAME_CHANGED':
        return { mail: nameChangedMail(booking, manageUrl, this.ctx), attachments: [] };
      default:
        throw new PermanentMailError(`unknown mail kind ${String(msg.kind)}`);
    }
  }
}
