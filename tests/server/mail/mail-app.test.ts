// The mail worker inside the app: with SMTP_URL set and the worker on, a booking that the ledger confirms
// reaches the mail server on its own, with its voucher and .ics attached and the manage link on the app's public origin; a sign-in link asked
// for over GraphQL arrives by mail and opens the address's bookings; closing the app stops the worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../../server/bookings/repository.ts';
import { newReference, sha256Hex } from '../../../server/bookings/ids.ts';
import { outboxOfBooking } from '../../../server/mail/outbox.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { futureDate } from '../bookings/ledger-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp-fixture.ts';
import { storeBooking } from '../bookings/access-fixtures.ts';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail worker in the app', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'StayIndia Bookings <bookings@stayindia.test>' },
      { mail: { worker: true, intervalMs: 50 } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the confirmation of a booking the ledger confirms, without anyone asking', async () => {
    const { db } = t.app.services;
    const id = newReference();
    await repo.insertBooking(db, {
      id,
      access_token_hash: sha256Hex(id),
      prebook_id: 'pbAAA',
      transaction_id: `tr_ct_${id}`,
      offer_id: 'offer',
      hotel_id: 'lp1',
      hotel_name: 'Hotel Sea View',
      hotel_address: null,
      hotel_city: 'Mumbai',
      hotel_country: 'in',
      hotel_phone: null,
      hotel_checkin_time: null,
      hotel_checkout_time: null,
      room_name: 'Deluxe Room',
      board_name: 'Room Only',
      checkin: futureDate(5),
      checkout: futureDate(6),
      nights: 1,
      adults: 1,
      children: 0,
      occupancies: [{ adults: 1, childrenAges: [] }],
      holder: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in' },
      holder_email: 'ravi@example.in',
      holder_phone: null,
      guests: [{ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in' }],
      price: 4500,
      currency: 'INR',
      fees_at_hotel: [],
      taxes: [],
      business: null,
      commission: null,
      cancellation: null,
    });
    await repo.transition(db, id, ['PENDING_PAYMENT'], 'PAID');
    await repo.transition(db, id, ['PAID'], 'CONFIRMED');

    await until(() => smtp.received.length > 0);
    const [mail] = smtp.received;
    const port = new URL(t.url).port;
    expect(mail.subject).toMatch(
      new RegExp(`^Booking confirmed: Hotel Sea View, [A-Z][a-z]{2}, \\d{1,2} [A-Z][a-z]{2} \\d{4} \\(${id}\\)$`),
    );
    expect(mail.from?.value).toEqual([{ name: 'StayIndia Bookings', address: 'bookings@stayindia.test' }]);
    expect(mail.text).toContain(`http://localhost:${port}/bookings/${id}`);
    expect(mail.text).toContain('₹4,500');
    // The app attaches the booking's documents (server/documents): the PDF voucher and the calendar entry.
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${id}-voucher.pdf`, 'application/pdf'],
      [`${id}.ics`, 'text/calendar'],
    ]);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments[1].content.toString()).toContain(`http://localhost:${port}/bookings/${id}`);
    await until(async () => (await outboxOfBooking(db, id))[0]?.status === 'SENT');
    // Later rounds send nothing more.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it('mails a sign-in link asked for over GraphQL, and the link from the mail opens the bookings', async () => {
    const email = `device.${Math.random().toString(36).slice(2, 10)}@example.in`;
    const own = await storeBooking(t.app.services.db, email, { confirmed: true });
    const req = await t.gql(`mutation($email: String!) { requestSignInLink(email: $email) { expiresInMinutes } }`, { email });
    expect(req.errors).toBeUndefined();

    let mail: (typeof smtp.received)[number] | undefined;
    await until(() => {
      mail = smtp.received.find((m) => m.subject?.includes('sign-in link'));
      return mail !== undefined;
    });
    const to = Array.isArray(mail!.to) ? mail!.to[0] : mail!.to;
    expect(to?.value.map((a) => a.address)).toEqual([email]);
    expect(mail!.text).toContain('expires in 15 minutes');
    const link = /(http:\/\/localhost:\d+\/\S+)/.exec(mail!.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);

    // What the sign-in page does with the link's token.
    expect(new URL(link!).pathname).toBe('/sign-in');
    const token = new URL(link!).searchParams.get('token')!;
    const redeemed = await t.gql(
      `mutation($token: String!) { redeemSignInLink(token: $token) { email bookings { booking { reference } } } }`,
      {
        token,
      },
    );
    expect(redeemed.errors).toBeUndefined();
    expect(redeemed.data.redeemSignInLink.bookings.map((b: { booking: { reference: string } }) => b.booking.reference)).toEqual([
      own.reference,
    ]);
  });
});
