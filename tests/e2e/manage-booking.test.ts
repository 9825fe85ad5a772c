// Browser, after the booking (issue 16): book with the test card, open the manage page from the confirmation,
// read the refund quote, cancel, and see "Cancelled" with the refund; download the PDF voucher and the .ics
// and read them back; and on a fresh browser profile ask for a sign-in link, open it from the e-mail a real
// SMTP server (smtp-server, started here) received, and see the booking.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { fillHolder, launchBrowser, newPage, payWithCard, pricedHotel, startServer, waitUntilLive, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];

const iso = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const checkin = iso(40);
const checkout = iso(42);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_WORKER_ENABLED: 'true' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** Hotel page → rates → first rate → guest details → test card → "Booking Confirmed!". */
async function book(page: Page, email: string): Promise<{ hotelName: string }> {
  const hotel = await pricedHotel(server, 'Jaipur', { checkin, checkout });
  await page.goto(`${server.url}/hotels/${hotel.id}?checkin=${checkin}&checkout=${checkout}&guests=2`);
  await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'View Available Rates' }).click();
  const rates = page.getByRole('dialog', { name: /Available Rates/ });
  await rates.locator('[data-testid="rate-card"]').first().waitFor({ timeout: 30_000 });
  // A rate with free cancellation when the hotel has one, so the cancellation below gives money back.
  const refundable = rates.locator('[data-testid="rate-card"]').filter({ hasText: 'Free cancellation until' });
  const card = (await refundable.count()) > 0 ? refundable.first() : rates.locator('[data-testid="rate-card"]').first();
  await card.getByRole('button', { name: 'Select', exact: true }).click();
  await rates.waitFor({ state: 'hidden' });
  // Not the phone's fixed 'View Rates & Book Now' bar: the booking panel's own button.
  await page.getByRole('button', { name: 'Book Now' }).filter({ hasNotText: 'View Rates' }).click();
  await fillHolder(page, { first: 'Asha', last: 'Verma', email: email });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithCard(page);
  await page.waitForURL(/\/booking-confirmation\?/, { timeout: 30_000 });
  await page.getByText('Booking Confirmed!').waitFor({ timeout: 30_000 });
  return { hotelName: hotel.name };
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** The first message to `to` whose subject matches, waiting for the mail worker's next round. */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const found = inbox.find((m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ''));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}; got ${inbox.map((m) => m.subject).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('managing a booking in Chromium', () => {
  it('confirmation → manage page: documents download and read back; the quote, then cancel shows "Cancelled" with the refund', async () => {
    const { page, context, errors } = await newPage(browser, { width: 375, height: 800 });
    const email = 'asha.manage@example.in';
    const { hotelName } = await book(page, email);

    await page.getByRole('button', { name: 'Manage booking' }).first().click();
    // The manage page lives at our reference (the confirmation shows the provider's booking id).
    await page.waitForURL((u) => /^\/bookings\/SI[0-9A-Z]{10}$/.test(u.pathname), { timeout: 30_000 });
    const reference = new URL(page.url()).pathname.split('/')[2]!;
    const state = page.getByTestId('booking-state');
    await state.filter({ hasText: 'Confirmed' }).waitFor({ timeout: 30_000 });
    // Nothing wider than a 375 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The PDF voucher: the reference, the hotel, the stay.
    const [voucher] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: 'Download voucher (PDF)' })
        .or(page.getByRole('button', { name: 'Download voucher (PDF)' }))
        .click(),
    ]);
    expect(voucher.suggestedFilename()).toBe(`${reference}-voucher.pdf`);
    const text = await pdfText((await voucher.path())!);
    expect(text).toContain(reference);
    expect(text).toContain(hotelName);
    expect(text).toMatch(/₹[\d,]+\.\d{2}/);

    // The calendar entry: the stay's dates, in India's time.
    const [ics] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: 'Add to calendar (.ics)' })
        .or(page.getByRole('button', { name: 'Add to calendar (.ics)' }))
        .click(),
    ]);
    expect(ics.suggestedFilename()).toBe(`${reference}.ics`);
    const cal = readFileSync((await ics.path())!, 'utf8');
    expect(cal).toContain('BEGIN:VEVENT');
    const start = /DTSTART[^:]*:(\d{8}T\d{6}Z?)/.exec(cal)?.[1];
    expect(start).toBeDefined();
    // Check-in is on the check-in date in India, whichever way the instant is written.
    const startInstant = start!.endsWith('Z')
      ? new Date(`${start!.slice(0, 4)}-${start!.slice(4, 6)}-${start!.slice(6, 8)}T${start!.slice(9, 11)}:${start!.slice(11, 13)}:00Z`)
      : null;
    if (startInstant) {
      expect(startInstant.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })).toBe(checkin);
    } else {
      expect(start!.slice(0, 8)).toBe(checkin.replaceAll('-', ''));
    }

    // The confirmation e-mail: the PDF voucher and the calendar entry attached, and the manage link.
    const confirmation = await mailTo(email, /confirm/i);
    expect(confirmation.attachments.map((a) => a.filename)).toEqual(
      expect.arrayContaining([`${reference}-voucher.pdf`, `${reference}.ics`]),
    );
    expect(confirmation.text).toContain(`/bookings/${reference}`);

    // The quote first, in plain words, then the cancellation.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const quote = dialog.getByTestId('cancel-quote');
    await quote
      .getByText(/you will get back/i)
      .first()
      .waitFor({ timeout: 30_000 });
    const refundText = (await quote.textContent())!;
    const refund = /you will get back (?:the full )?(₹[\d,]+)/i.exec(refundText)?.[1];
    expect(refund, refundText).toBeDefined();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await state.filter({ hasText: 'Cancelled' }).waitFor({ timeout: 30_000 });
    const after = (await state.textContent())!;
    expect(after, after).toContain(refund!);
    // A cancelled booking offers its cancellation note, and no voucher or second cancel.
    await page.getByText('Cancellation note (PDF)').waitFor();
    expect(await page.getByText('Download voucher (PDF)').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);

    // ...and the holder was told by e-mail.
    await mailTo(email, /cancel/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a fresh browser profile asks for a sign-in link, opens it from the e-mail and sees the booking; the link works once', async () => {
    const email = 'asha.signin@example.in';
    const first = await newPage(browser);
    const { hotelName } = await book(first.page, email);
    await first.context.close();

    const { page, context, errors } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(`${server.url}/bookings`);
    await waitUntilLive(page);
    await page.getByLabel('Your e-mail').fill(email);
    await page.getByRole('button', { name: 'Get a sign-in link' }).click();
    await page.getByText(/sign-in link is on its way/i).waitFor({ timeout: 30_000 });

    const mail = await mailTo(email, /sign/i);
    const link = /https?:\/\/[^\s"<>]+\/sign-in\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;
    await page.goto(server.url + path);
    await page.waitForURL((u) => u.pathname === '/bookings' && !u.search.includes('token'), { timeout: 30_000 });
    const card = page.getByTestId('booking-card').filter({ hasText: hotelName });
    await card.first().waitFor({ timeout: 30_000 });
    await card
      .first()
      .getByRole('link', { name: 'Manage booking' })
      .or(card.first().getByRole('button', { name: 'Manage booking' }))
      .click();
    await page.waitForURL((u) => /^\/bookings\/SI[0-9A-Z]{10}$/.test(u.pathname), { timeout: 30_000 });
    await page.getByRole('heading', { name: hotelName }).first().waitFor({ timeout: 30_000 });
    await page.getByTestId('booking-state').filter({ hasText: 'Confirmed' }).waitFor({ timeout: 30_000 });

    // Single use: the same link again says so, and offers to send a new one.
    await page.goto(server.url + path);
    await page.getByText('This sign-in link has expired or was already used.').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
