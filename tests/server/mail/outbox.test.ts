// The mail outbox on both ledger backends (PGlite and the PostgreSQL server): a ledger transition writes its
// e-mail in the same transaction, and the worker delivers it through a real SMTP server (smtp-server, started
// here) exactly once: across a crash between the commit and the send, with two workers at once, and after a
// mail server that fails for a while. The message is read back with mailparser as a mail client would.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/index.ts';
import { BookingService } from '../../../server/bookings/service.ts';
import * as repo from '../../../server/bookings/repository.ts';
import { newReference, sha256Hex } from '../../../server/bookings/ids.ts';
import type { BookingRecord } from '../../../server/bookings/types.ts';
import { claimNextMail, enqueueMail, outboxOfBooking } from '../../../server/mail/outbox.ts';
import { MailWorker, type MailWorkerOptions } from '../../../server/mail/worker.ts';
import { outboxTransport, smtpTransport, type MailTransport } from '../../../server/mail/transport.ts';
import { startSmtp, type TestSmtp } from './smtp-fixture.ts';
import { backends, FakeProvider, futureDate, prebookInput, recordingLog } from '../bookings/ledger-fixtures.ts';

const ORIGIN = 'https://stays.example.in';

function newRow(over: Partial<repo.NewBooking> = {}): repo.NewBooking {
  return {
    id: newReference(),
    access_token_hash: sha256Hex(Math.random().toString()),
    prebook_id: 'pbAAA',
    transaction_id: `tr_ct_${Math.random().toString(36).slice(2)}`,
    offer_id: 'offer',
    hotel_id: 'lp1',
    hotel_name: 'Hotel Sea View',
    hotel_address: '12 Marine Drive',
    hotel_city: 'Mumbai',
    hotel_country: 'in',
    hotel_phone: null,
    hotel_checkin_time: '02:00 PM',
    hotel_checkout_time: '11:00 AM',
    room_name: 'Deluxe Double Room',
    board_name: 'Breakfast Included',
    checkin: futureDate(5),
    checkout: futureDate(7),
    nights: 2,
    adults: 2,
    children: 0,
    occupancies: [{ adults: 2, childrenAges: [] }],
    holder: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', phone: '+919845012345' },
    holder_email: 'asha.rao@example.in',
    holder_phone: '+919845012345',
    guests: [{ firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' }],
    price: 12345.5,
    currency: 'INR',
    fees_at_hotel: [],
    taxes: [],
    business: null,
    commission: null,
    cancellation: null,
    ...over,
  };
}

/** A booking taken through the ledger to CONFIRMED (the commit that writes the confirmation e-mail). */
async function confirmedBooking(db: Db, over: Partial<repo.NewBooking> = {}): Promise<BookingRecord> {
  const rec = await repo.insertBooking(db, newRow(over));
  await repo.transition(db, rec.reference, ['PENDING_PAYMENT'], 'PAID');
  const done = await repo.transition(db, rec.reference, ['PAID'], 'CONFIRMED', { provider_booking_id: `BK${rec.reference}` });
  return done!;
}

describe.each(backends)('mail outbox on $name', (backend) => {
  let db: Db;
  let second: () => Promise<Db>;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtp;
  const transports: MailTransport[] = [];

  const worker = (over: Partial<MailWorkerOptions> = {}) => {
    const transport = over.transport ?? smtpTransport(smtp.url);
    transports.push(transport);
    return new MailWorker({
      db,
      transport,
      from: 'StayIndia <bookings@stayindia.test>',
      businessName: 'StayIndia',
      publicOrigin: () => ORIGIN,
      backoff: () => 0,
      ...over,
    });
  };

  beforeAll(async () => {
    ({ db, second, cleanup } = await backend.open());
    smtp = await startSmtp();
  });
  afterAll(async () => {
    for (const t of transports) t.close();
    await smtp?.close();
    await cleanup();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM outbox');
    await db.query('DELETE FROM bookings');
    smtp.received.length = 0;
    smtp.failNext = 0;
  });

  it('confirming a booking sends the holder one e-mail over SMTP: subject, recipient, manage link and attachments', async () => {
    const provider = new FakeProvider();
    const service = new BookingService({ db, provider, log: recordingLog(), waitPollMs: 20, backoff: () => 0 });
    const pre = await service.prebook(prebookInput());
    provider.pay(pre.transactionId);
    const booked = await service.confirmBooking({
      prebookId: pre.prebookId,
      transactionId: pre.transactionId,
      paymentIntent: 'pi_1',
      paymentIntentClientSecret: pre.secretKey,
      redirectStatus: 'succeeded',
      accessToken: pre.accessToken,
    });
    expect(booked.status).toBe('CONFIRMED');
    const ref = booked.reference;

    // Committed with the transition, not yet sent: nothing has reached the mail server.
    const queued = await outboxOfBooking(db, ref);
    expect(queued.map((m) => [m.kind, m.status, m.recipient])).toEqual([['BOOKING_CONFIRMED', 'PENDING', 'asha.rao@example.in']]);
    expect(queued[0].dedupeKey).toMatch(new RegExp(`^booking:${ref}:event:\\d+$`));
    expect(smtp.received).toHaveLength(0);

    const seen: string[] = [];
    const w = worker({
      attachmentsFor: async (b, manageUrl) => {
        seen.push(`${b.reference} ${manageUrl}`);
        return [
          { filename: `voucher-${b.reference}.pdf`, content: Buffer.from('%PDF-1.7 voucher'), contentType: 'application/pdf' },
          {
            filename: `stay-${b.reference}.ics`,
            content: Buffer.from(`BEGIN:VCALENDAR\r\nURL:${manageUrl}\r\nEND:VCALENDAR\r\n`),
            contentType: 'text/calendar',
          },
        ];
      },
    });
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    const manage = `${ORIGIN}/bookings/${ref}`;
    expect(seen).toEqual([`${ref} ${manage}`]);
    expect(mail.subject).toContain('Booking confirmed');
    expect(mail.subject).toContain('Hotel Sea View');
    expect(mail.subject).toContain(ref);
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    expect(to?.value.map((a) => a.address)).toEqual(['asha.rao@example.in']);
    expect(mail.from?.value[0].address).toBe('bookings@stayindia.test');
    expect(mail.text).toContain(manage);
    expect(mail.text).toContain('₹12,345.50');
    expect(mail.html).toContain(`href="${manage}"`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`voucher-${ref}.pdf`, 'application/pdf'],
      [`stay-${ref}.ics`, 'text/calendar'],
    ]);
    expect(mail.attachments[0].content.toString()).toBe('%PDF-1.7 voucher');

    const [sent] = await outboxOfBooking(db, ref);
    expect(sent).toMatchObject({
      status: 'SENT',
      delivery: 'smtp',
      attempts: 1,
      attachmentNames: [`voucher-${ref}.pdf`, `stay-${ref}.ics`],
    });
    expect(sent.subject).toBe(mail.subject);
    // Nothing more to send: a second round sends nothing.
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('writes the e-mail in the transition\u2019s own transaction: a rolled-back transition leaves no message', async () => {
    const rec = await repo.insertBooking(db, newRow());
    await repo.transition(db, rec.reference, ['PENDING_PAYMENT'], 'PAID');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE bookings SET status = 'CONFIRMED' WHERE id = $1`, [rec.reference]);
        await tx.query(`INSERT INTO booking_events (booking_id, from_status, to_status) VALUES ($1, 'PAID', 'CONFIRMED')`, [rec.reference]);
        expect((await tx.query('SELECT 1 FROM outbox WHERE booking_id = $1', [rec.reference])).rows).toHaveLength(1);
        throw new Error('the process dies before COMMIT');
      }),
    ).rejects.toThrow(/dies/);
    expect(await outboxOfBooking(db, rec.reference)).toEqual([]);
  });

  it('never fails a booking over its e-mail: a message the outbox refuses leaves the transition committed', async () => {
    await db.query(`ALTER TABLE outbox ADD CONSTRAINT test_refuse CHECK (recipient <> 'refused@example.in')`);
    try {
      const b = await confirmedBooking(db, {
        holder: { firstName: 'Asha', lastName: 'Rao', email: 'refused@example.in' },
        holder_email: 'refused@example.in',
      });
      expect(b.status).toBe('CONFIRMED');
      expect((await repo.findById(db, b.reference))?.status).toBe('CONFIRMED');
      expect(await outboxOfBooking(db, b.reference)).toEqual([]);
    } finally {
      await db.query('ALTER TABLE outbox DROP CONSTRAINT test_refuse');
    }
  });

  it('writes one message per event: confirmation, cancellation and a name change, and none for a cancellation that was refused', async () => {
    const b = await confirmedBooking(db);
    await db.query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, detail) VALUES ($1, 'CONFIRMED', 'CONFIRMED', $2::jsonb)`,
      [b.reference, JSON.stringify({ kind: 'NAME_CHANGED', holder: { firstName: 'Asha', lastName: 'Rao' } })],
    );
    // The provider refused a cancel: CANCELLATION_PENDING back to CONFIRMED is not a new confirmation.
    await db.query(`INSERT INTO booking_events (booking_id, from_status, to_status) VALUES ($1, 'CANCELLATION_PENDING', 'CONFIRMED')`, [
      b.reference,
    ]);
    // Other events of no interest to the holder make none.
    await db.query(`INSERT INTO booking_events (booking_id, from_status, to_status) VALUES ($1, 'CONFIRMED', 'CONFIRMED')`, [b.reference]);
    await repo.transition(db, b.reference, ['CONFIRMED'], 'CANCELLED', {}, { detail: { refund: 12345.5, fee: 0 } });

    const msgs = await outboxOfBooking(db, b.reference);
    expect(msgs.map((m) => m.kind)).toEqual(['BOOKING_CONFIRMED', 'NAME_CHANGED', 'BOOKING_CANCELLED']);
    expect(new Set(msgs.map((m) => m.dedupeKey)).size).toBe(3);

    expect(await worker().runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    const subjects = smtp.received.map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringContaining('Booking confirmed'),
      expect.stringContaining('Guest name updated'),
      expect.stringContaining('Booking cancelled'),
    ]);
    for (const m of smtp.received) expect(m.text).toContain(`${ORIGIN}/bookings/${b.reference}`);
    const cancelled = smtp.received[2];
    expect(cancelled.text).toMatch(/Refund\s+₹12,345\.50/);
    expect(cancelled.text).toContain('A refund of ₹12,345.50 is on its way');
  });

  it('sends a message once across a crash between the commit and the send', async () => {
    const b = await confirmedBooking(db);
    // The "process" that committed claims the message for sending, then dies before it sends.
    const dying = await claimNextMail(db, 'dead-process', 1500);
    expect(dying?.bookingId).toBe(b.reference);

    // A new process (another worker instance) starts: the lease still stands, so it waits...
    const next = worker();
    expect(await next.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    // ...and sends once the dead process's lease has run out.
    await new Promise((r) => setTimeout(r, 1600));
    expect(await next.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    // A restart after that, and yet another instance, find nothing left to send.
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].subject).toContain(b.reference);
    const [row] = await outboxOfBooking(db, b.reference);
    expect(row.status).toBe('SENT');
  });

  it('sends each message once when two workers (on separate connections) run at the same time', async () => {
    const bookings = [];
    for (let i = 0; i < 4; i += 1) bookings.push(await confirmedBooking(db));
    const otherDb = await second();
    const a = worker();
    const b = worker({ db: otherDb });
    const rounds = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(4);
    expect(smtp.received).toHaveLength(4);
    const refs = smtp.received.map((m) => /\((SI[0-9A-Z]{10})\)/.exec(m.subject ?? '')?.[1]).sort();
    expect(refs).toEqual(bookings.map((x) => x.reference).sort());
  });

  it('retries a failing mail server with backoff, then sends once', async () => {
    const b = await confirmedBooking(db);
    smtp.failNext = 2;
    const delays: number[] = [];
    const w = worker({
      backoff: (attempt) => {
        delays.push(attempt);
        return 400 * 2 ** (attempt - 1);
      },
    });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    // Not due again before its backoff.
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    let [row] = await outboxOfBooking(db, b.reference);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row.lastError).toMatch(/451|try again/i);
    await new Promise((r) => setTimeout(r, 450));
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await new Promise((r) => setTimeout(r, 850));
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(delays).toEqual([1, 2]);
    expect(smtp.received).toHaveLength(1);
    [row] = await outboxOfBooking(db, b.reference);
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
  });

  it('gives a message up (FAILED) after its attempts run out, and never sends it after that', async () => {
    const b = await confirmedBooking(db);
    smtp.failNext = 100;
    const w = worker({ maxAttempts: 2 });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    smtp.failNext = 0;
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [row] = await outboxOfBooking(db, b.reference);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(smtp.received).toHaveLength(0);
  });

  it('without SMTP keeps the rendered message in the outbox, with every value HTML-escaped', async () => {
    const b = await confirmedBooking(db, {
      hotel_name: '<img src=x onerror=alert(1)> Tom & Jerry',
      holder: { firstName: '<b>Asha</b>', lastName: 'Rao', email: 'asha.rao@example.in' },
    });
    expect(await worker({ transport: outboxTransport }).runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [row] = await outboxOfBooking(db, b.reference);
    expect(row).toMatchObject({ status: 'SENT', delivery: 'outbox' });
    expect(row.html).toContain('&lt;img src=x onerror=alert(1)&gt; Tom &amp; Jerry');
    expect(row.html).toContain('&lt;b&gt;Asha&lt;/b&gt;');
    expect(row.html).not.toContain('<img');
    expect(row.html).not.toContain('<b>Asha');
    expect(row.text).toContain(`${ORIGIN}/bookings/${b.reference}`);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a sign-in link enqueued by a caller, once per key', async () => {
    const link = `${ORIGIN}/sign-in?token=abc123`;
    const first = await enqueueMail(db, {
      kind: 'SIGN_IN_LINK',
      to: 'asha.rao@example.in',
      dedupeKey: 'signin:abc',
      payload: { link, expiresInMinutes: 15 },
    });
    expect(first?.status).toBe('PENDING');
    expect(
      await enqueueMail(db, {
        kind: 'SIGN_IN_LINK',
        to: 'asha.rao@example.in',
        dedupeKey: 'signin:abc',
        payload: { link, expiresInMinutes: 15 },
      }),
    ).toBeNull();
    await expect(enqueueMail(db, { kind: 'SIGN_IN_LINK', to: 'not an address', dedupeKey: 'signin:x', payload: {} })).rejects.toThrow();
    expect(await worker().runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].subject).toBe('Your sign-in link for StayIndia');
    expect(smtp.received[0].text).toContain(link);
    expect(smtp.received[0].text).toContain('expires in 15 minutes');
    expect(smtp.received[0].html).toContain(`href="${link}"`);
  });
});
