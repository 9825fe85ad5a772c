// Hindi e-mails and documents (issue 17 §1): the server's strings (server/i18n) in both languages, the booking's
// language kept in the ledger on both backends, and a Hindi booking's confirmation e-mail and PDF voucher in
// Hindi, read back as a mail client and a PDF reader would (the voucher through unpdf), with a guest name in
// Devanagari drawn instead of "?". English stays as it was (the other mail and document tests hold it).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Db } from '../../../server/db/index.ts';
import { BookingService } from '../../../server/bookings/service.ts';
import * as repo from '../../../server/bookings/repository.ts';
import { cancellationNotePdf, gstInvoicePdf, stayIcs, voucherPdf } from '../../../server/documents/index.ts';
import { scriptRuns } from '../../../server/documents/pdf.ts';
import { documentAttachments } from '../../../server/mail/attachments.ts';
import { bookingCancelledMail, bookingConfirmedMail, nameChangedMail, signInLinkMail } from '../../../server/mail/templates.ts';
import type { MailTransport, OutgoingMail } from '../../../server/mail/transport.ts';
import { MailWorker } from '../../../server/mail/worker.ts';
import { en } from '../../../server/i18n/en.ts';
import { hi } from '../../../server/i18n/hi.ts';
import { t } from '../../../server/i18n/index.ts';
import { confirmedBooking } from '../documents/fixtures.ts';
import { backends, FakeProvider, prebookInput, recordingLog } from '../bookings/ledger-fixtures.ts';

const ctx = { businessName: 'StayIndia' };
const manage = 'https://stays.example.in/bookings/SI7K2M9Q4XHD';

/** The PDF's text as a reader extracts it, whitespace folded. */
async function pdfTextOf(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/**
 * A PDF's Devanagari as written: a PDF keeps glyphs in the order they are drawn, and shaping draws the
 * vowel sign ि before its consonant (कि is drawn ि + क); readers extract that order. Put it back.
 */
function logicalOrder(text: string): string {
  return text.replace(/\u093f([\u0915-\u0939\u0958-\u095f](?:\u094d[\u0915-\u0939])*\u093c?)/g, '$1\u093f');
}

/**
 * Text compared as extracted from a PDF: in logical order, without the reph (र् over the next cluster, drawn and
 * extracted after it or not at all) and without white space (readers split a word where a mark is positioned).
 */
function loose(text: string): string {
  return text.replace(/\u0930\u094d/g, '').replace(/\s+/g, '');
}

/** Asserts that the PDF text has each of `parts`, compared loosely. */
function expectIn(pdf: string, ...parts: string[]): void {
  for (const part of parts) expect(loose(logicalOrder(pdf)), part).toContain(loose(part));
}

function leafPaths(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leafPaths(v as object, `${prefix}${k}.`)));
}

const hindiBooking = (over: Parameters<typeof confirmedBooking>[0] = {}) =>
  confirmedBooking({
    language: 'hi',
    holder: { firstName: 'सुनील', lastName: 'मेहता', email: 'sunil.mehta@example.in', phone: '+919845012349' },
    guests: [
      { firstName: 'सुनील', lastName: 'मेहता', email: 'sunil.mehta@example.in' },
      { firstName: 'Arjun', lastName: 'Rao', email: 'arjun@example.in' },
    ],
    ...over,
  });

describe('the server strings', () => {
  it('has every English key in Hindi, with the same placeholders, and Hindi that is Hindi', () => {
    const keys = leafPaths(en);
    expect(leafPaths(hi)).toEqual(keys);
    const at = (o: object, path: string) => path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], o) as string;
    const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys) {
      expect(holes(at(hi, key)), key).toEqual(holes(at(en, key)));
      // Only codes and placeholders may stay in Latin letters.
      if (
        !/^(doc\.invoice\.gstin|doc\.invoice\.colTax|doc\.invoiceLine\.stay|doc\.roomsLine|doc\.label\.board|mail\.guestsChildren)$/.test(
          key,
        )
      ) {
        expect(at(hi, key), key).toMatch(/[\u0900-\u097f]/);
      }
    }
  });

  it('fills placeholders and picks plural forms by the language', () => {
    expect(t('en', 'common.nights', { count: 1 })).toBe('1 night');
    expect(t('en', 'common.nights', { count: 2 })).toBe('2 nights');
    expect(t('hi', 'common.nights', { count: 1 })).toBe('1 रात');
    expect(t('hi', 'common.nights', { count: 3 })).toBe('3 रातें');
    expect(t('hi', 'mail.dear', { name: 'सुनील' })).toBe('प्रिय सुनील,');
  });
});

describe('Hindi e-mails', () => {
  it('writes the confirmation of a Hindi booking in Hindi: subject, greeting, labels, dates, action', () => {
    const mail = bookingConfirmedMail(hindiBooking(), manage, ctx);
    expect(mail.subject).toBe('बुकिंग कन्फ़र्म: Hotel Sea View, मंगल, 15 दिस॰ 2026 (SI7K2M9Q4XHD)');
    expect(mail.text).toContain('प्रिय सुनील मेहता,');
    expect(mail.text).toContain('Hotel Sea View में आपका ठहराव कन्फ़र्म हो गया है।');
    expect(mail.text).toMatch(/बुकिंग संदर्भ\s+SI7K2M9Q4XHD/);
    expect(mail.text).toMatch(/चेक-इन\s+मंगल, 15 दिस॰ 2026, 02:00 PM से/);
    expect(mail.text).toMatch(/मेहमान\s+3 वयस्क, 1 बच्चा/);
    expect(mail.text).toMatch(/कुल भुगतान\s+₹28,880/);
    expect(mail.text).toContain(`अपनी बुकिंग मैनेज करें: ${manage}`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('या यह लिंक खोलें:');
    expect(mail.text).not.toMatch(/Dear|Booking reference|Check-in|Total paid|Manage your booking/);
  });

  it('writes the cancellation, name change and sign-in link e-mails in Hindi', () => {
    const cancelled = bookingCancelledMail(
      hindiBooking({
        status: 'CANCELLED',
        cancellationResult: {
          outcome: 'CANCELLED',
          refund: { amount: 28880, currency: 'INR' },
          penalty: { amount: 0, currency: 'INR' },
          cancelledAt: '2026-12-01T10:00:00.000Z',
        },
      }),
      manage,
      ctx,
    );
    expect(cancelled.subject).toBe('बुकिंग रद्द: Hotel Sea View (SI7K2M9Q4XHD)');
    expect(cancelled.text).toContain('₹28,880 का रिफ़ंड आपके मूल भुगतान माध्यम में भेजा जा रहा है।');
    const renamed = nameChangedMail(hindiBooking(), manage, ctx);
    expect(renamed.subject).toBe('मेहमान का नाम अपडेट हुआ: Hotel Sea View (SI7K2M9Q4XHD)');
    expect(renamed.text).toMatch(/मेहमान\s+सुनील मेहता, Arjun Rao/);
    const link = signInLinkMail({ link: 'https://stays.example.in/sign-in?token=x', expiresInMinutes: 15, language: 'hi' }, ctx);
    expect(link.subject).toBe('StayIndia के लिए आपका साइन-इन लिंक');
    expect(link.text).toContain('यह सिर्फ़ एक बार काम करता है और 15 मिनट में समाप्त हो जाता है।');
    // Without a language, the sign-in e-mail is the English one.
    expect(signInLinkMail({ link: 'https://x.in/s', expiresInMinutes: 15 }, ctx).subject).toBe('Your sign-in link for StayIndia');
  });
});

describe('Hindi documents', () => {
  it('cuts mixed text into runs of one script, spaces between Devanagari words kept in the run', () => {
    expect(scriptRuns('कमरा 1: सुनील मेहता - 2 वयस्क')).toEqual([
      { text: 'कमरा', devanagari: true },
      { text: ' 1: ', devanagari: false },
      { text: 'सुनील मेहता', devanagari: true },
      { text: ' - 2 ', devanagari: false },
      { text: 'वयस्क', devanagari: true },
    ]);
    expect(scriptRuns('Room 1')).toEqual([{ text: 'Room 1', devanagari: false }]);
  });

  it("writes a Hindi booking's PDF voucher in Hindi, with the Devanagari guest name drawn (not '?')", async () => {
    const text = await pdfTextOf(await voucherPdf(hindiBooking()));
    expectIn(
      text,
      'होटल बुकिंग वाउचर',
      'कृपया चेक-इन के समय यह वाउचर और फ़ोटो पहचान पत्र दिखाएँ।',
      'बुकिंग संदर्भ SI7K2M9Q4XHD',
      'कन्फ़र्मेशन नंबर LB8Q2WZ7',
      'चेक-इन मंगल, 15 दिस॰ 2026, 2:00 pm से',
      'कुल भुगतान ₹28,880.00',
      'नाम सुनील मेहता',
      'कमरा 1: सुनील मेहता - 2 वयस्क',
      '10 दिस॰ 2026, 2:00 pm IST तक मुफ़्त कैंसलेशन।',
    );
    // The name as drawn, in a form no shaping moves.
    expect(text).toContain('सुनील मेहता');
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/Hotel booking voucher|Booking reference|Total paid/);
  });

  it('draws a Devanagari name in an English voucher too, where it used to print as "?"', async () => {
    const text = await pdfTextOf(await voucherPdf(hindiBooking({ language: 'en' })));
    expect(text).toContain('Hotel booking voucher');
    expect(text).toContain('Room 1: सुनील मेहता - 2 adults');
    expect(text).not.toContain('?');
  });

  it('writes the GST invoice, the cancellation note and the calendar entry in Hindi', async () => {
    const invoice = await pdfTextOf(await gstInvoicePdf(hindiBooking()));
    expectIn(invoice, 'टैक्स इनवॉइस', 'इनवॉइस नंबर INV-SI7K2M9Q4XHD', 'का स्थान Maharashtra (जहाँ होटल है)', 'कुल GST ₹3,880.00');
    const note = await pdfTextOf(
      await cancellationNotePdf(
        hindiBooking({
          status: 'CANCELLED',
          cancelledAt: '2026-12-01T10:00:00.000Z',
          cancellationResult: {
            outcome: 'CANCELLED_WITH_CHARGES',
            refund: { amount: 17680, currency: 'INR' },
            penalty: { amount: 11200, currency: 'INR' },
            cancelledAt: '2026-12-01T10:00:00.000Z',
          },
        }),
      ),
    );
    expectIn(note, 'कैंसलेशन नोट', 'कैंसलेशन शुल्क के साथ रद्द', '₹17,680.00 का रिफ़ंड उसी कार्ड में वापस जाएगा जिससे आपने भुगतान किया था।');
    const ics = stayIcs(hindiBooking(), manage).replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Hotel Sea View में ठहराव');
    expect(ics).toContain('चेक-इन 2:00 pm IST से');
  });
});

describe.each(backends)('the booking language in the ledger on $name', (backend) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
  });
  afterAll(async () => {
    await cleanup();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM outbox');
    await db.query('DELETE FROM bookings');
  });

  it('stores the language prebook is given, English by default, and refuses another', async () => {
    const service = new BookingService({ db, provider: new FakeProvider(), log: recordingLog(), waitPollMs: 20, backoff: () => 0 });
    const hindi = await service.prebook(prebookInput({ language: 'hi' }));
    const english = await service.prebook(prebookInput());
    expect(hindi.booking.language).toBe('hi');
    expect((await repo.findById(db, hindi.booking.reference))?.language).toBe('hi');
    expect((await repo.findById(db, english.booking.reference))?.language).toBe('en');
    await expect(db.query(`UPDATE bookings SET language = 'fr' WHERE id = $1`, [english.booking.reference])).rejects.toThrow();
  });

  it("sends a Hindi booking's confirmation in Hindi with its voucher in Hindi", async () => {
    const provider = new FakeProvider();
    const service = new BookingService({ db, provider, log: recordingLog(), waitPollMs: 20, backoff: () => 0 });
    const pre = await service.prebook(
      prebookInput({
        language: 'hi',
        holder: { firstName: 'सुनील', lastName: 'मेहता', email: 'sunil.mehta@example.in', phone: '98450 12345' },
        guests: [{ firstName: 'सुनील', lastName: 'मेहता', email: 'sunil.mehta@example.in' }],
      }),
    );
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

    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { kind: 'smtp', send: async (m) => void sent.push(m), close() {} };
    const worker = new MailWorker({
      db,
      transport,
      from: 'StayIndia <bookings@stayindia.test>',
      businessName: 'StayIndia',
      publicOrigin: () => 'https://stays.example.in',
      attachmentsFor: documentAttachments({ businessName: 'StayIndia' }),
      backoff: () => 0,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = sent;
    expect(mail.to).toBe('sunil.mehta@example.in');
    expect(mail.subject).toMatch(/^बुकिंग कन्फ़र्म: /);
    expect(mail.text).toContain('प्रिय सुनील मेहता,');
    expect(mail.html).toContain('<html lang="hi">');
    const voucher = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    const text = await pdfTextOf(voucher.content);
    expectIn(text, 'होटल बुकिंग वाउचर', 'नाम सुनील मेहता');
    expect(text).not.toContain('?');
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString('utf8');
    expect(ics.replace(/\r?\n[ \t]/g, '')).toContain('में ठहराव');
  });
});
