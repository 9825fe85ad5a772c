// The booking documents as a traveller gets them, read back the way a reader would: the PDFs' text through
// a PDF parser (unpdf, pdf.js), the calendar entry through its iCalendar fields with the times turned back
// into India Standard Time. Only the statuses that have a document get one.
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  cancellationNotePdf,
  DocumentLinks,
  documentKindsFor,
  gstInvoicePdf,
  invoiceNumber,
  referenceQrPng,
  stayIcs,
  voucherPdf,
} from '../../../server/documents/index.ts';
import { derivedRate } from '../../../server/documents/content.ts';
import { hotelState } from '../../../server/documents/hotel-state.ts';
import { parseHotelTime, pdfText } from '../../../server/documents/format.ts';
import type { BookingRecord } from '../../../server/bookings/types.ts';
import { confirmedBooking } from './fixtures.ts';

/** The text of every page of a PDF, one string, whitespace collapsed. */
async function pdfTextOf(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The VEVENT's properties of an iCalendar text, unfolded (RFC 5545 §3.1) and unescaped. */
function icsEvent(ics: string): Record<string, string> {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const lines = unfolded.split(/\r?\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const props: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const i = line.indexOf(':');
    const name = line.slice(0, i).split(';')[0]!;
    props[name] = line
      .slice(i + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
  }
  return props;
}

/** An iCalendar date-time (UTC "…Z" form) as the wall-clock time in India: "2026-12-15 14:00". */
function inIndia(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  const instant = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

const business = { companyName: 'Acme Travels Private Limited', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' };

describe('PDF voucher', () => {
  it('holds the hotel, its times, the stay, the guests, both references, the policy in IST and the price', async () => {
    const text = await pdfTextOf(await voucherPdf(confirmedBooking(), { businessName: 'Yatra Stays' }));
    expect(text).toContain('Yatra Stays');
    expect(text).toContain('Booking reference SI7K2M9Q4XHD');
    expect(text).toContain('Confirmation number LB8Q2WZ7');
    expect(text).toContain('Hotel confirmation code HCN-4471');
    expect(text).toContain('Hotel Sea View');
    expect(text).toContain('12 Marine Drive, Mumbai, India');
    expect(text).toContain('+91 22 5555 0100');
    expect(text).toContain('Check-in Tue, 15 Dec 2026, from 2:00 pm');
    expect(text).toContain('Check-out Thu, 17 Dec 2026, until 11:00 am');
    expect(text).toContain('Nights 2');
    expect(text).toContain('2 rooms - Deluxe Double Room');
    expect(text).toContain('Breakfast Included');
    expect(text).toContain('Room 1: Meera Nair - 2 adults');
    expect(text).toContain('Room 2: Arjun Rao - 1 adult, 1 child (age 7)');
    // 08:30 UTC is 2:00 pm in India.
    expect(text).toContain('Free cancellation until 10 Dec 2026, 2:00 pm IST.');
    expect(text).toContain('From 10 Dec 2026, 2:00 pm IST: cancellation charge ₹11,200.00.');
    expect(text).toContain('Room price (2 nights) ₹25,000.00');
    expect(text).toContain('GST, included ₹3,880.00');
    expect(text).toContain('Total paid ₹28,880.00');
    expect(text).toMatch(/Municipal tax, payable at the hotel ₹200\.00/);
    expect(text).toContain('Total with the fees at the hotel ₹29,080.00');
  });

  it('carries a QR code image of the reference', async () => {
    const png = await referenceQrPng('SI7K2M9Q4XHD');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The QR code is the page's square image of 240 px (with its transparency mask); without it there is none.
    const raw = (await voucherPdf(confirmedBooking())).toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/Width 240/);
    expect(raw).toMatch(/\/Height 240/);
    expect(await pdfTextOf(await voucherPdf(confirmedBooking({ status: 'CONFIRMED' })))).toMatch(/^StayIndia Hotel booking voucher/);
  });

  it('says non-refundable when the rate is, and leaves out what the booking does not have', async () => {
    const text = await pdfTextOf(
      await voucherPdf(
        confirmedBooking({
          cancellation: { refundable: false, refundableTag: 'NRFN', freeCancellationUntil: null, penalties: [], remarks: [] },
          hotelConfirmationCode: null,
          feesPayableAtHotel: [],
          taxes: [],
        }),
      ),
    );
    expect(text).toContain('Non-refundable: cancelling, changing or not showing up is charged in full.');
    expect(text).not.toContain('Hotel confirmation code');
    expect(text).not.toContain('payable at the hotel');
    expect(text).toContain('₹28,880.00 (taxes included)');
  });

  it('draws names in other scripts without breaking the document', async () => {
    const b = confirmedBooking({ guests: [{ firstName: 'Aśha', lastName: 'Rāo', email: 'a@example.in' }, confirmedBooking().guests[1]!] });
    // Latin with diacritics is drawn as written, Devanagari too (its own font, issue 17); a script neither
    // font has (Tamil) becomes '?' instead of an empty box, and the rupee sign stays.
    expect(await pdfTextOf(await voucherPdf(b))).toContain('Room 1: Aśha Rāo');
    expect(pdfText('अशा ₹5')).toBe('अशा ₹5');
    expect(pdfText('தமிழ் ₹5')).toBe('??? ₹5'); // the vowel signs are combining marks, dropped
  });
});

describe('GST tax invoice', () => {
  it('prints the company and GSTIN of a business trip, the GST lines with their rates, the place of supply and the totals', async () => {
    const text = await pdfTextOf(await gstInvoicePdf(confirmedBooking({ business }), { businessName: 'StayIndia' }));
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number ${invoiceNumber('SI7K2M9Q4XHD')}`);
    expect(text).toContain('INV-SI7K2M9Q4XHD');
    expect(text).toContain('Invoice date 27 Nov 2026');
    expect(text).toContain('Booked through StayIndia');
    expect(text).toContain('Accommodation by Hotel Sea View');
    expect(text).toContain("Hotel's state Maharashtra");
    expect(text).toContain('Company Acme Travels Private Limited');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply Maharashtra');
    expect(text).toContain('SAC 996311');
    // Room 1: 1,200 on 10,000 (12%); room 2: 2,680 on 15,000 (17.87%, the 18% slab).
    expect(text).toMatch(/₹10,000\.00 GST 12% ₹1,200\.00/);
    expect(text).toMatch(/₹15,000\.00 GST 18% ₹2,680\.00/);
    expect(text).toContain('(₹7,500.00 per night before tax)');
    expect(text).toContain('Total taxable value ₹25,000.00');
    expect(text).toContain('Total GST ₹3,880.00');
    expect(text).toContain('Total paid ₹28,880.00');
    expect(text).toContain('Municipal tax ₹200.00');
  });

  it('is issued to the holder alone on a personal trip', async () => {
    const text = await pdfTextOf(await gstInvoicePdf(confirmedBooking()));
    expect(text).toContain('Name Meera Nair');
    expect(text).not.toContain('GSTIN 27');
    expect(text).not.toContain('Company');
    expect(text).toContain('no GSTIN of the recipient was given');
  });

  it('derives 5% and 18% from per-night amounts as the provider rounds them', () => {
    expect(derivedRate(250, 5000)).toBe(5);
    expect(derivedRate(1349.99, 7500)).toBe(18);
    expect(derivedRate(100, 1000)).toBe(10);
    expect(derivedRate(1, 0)).toBeNull();
  });
});

describe('cancellation note', () => {
  it('shows when it was cancelled (IST), the charge and the refund', async () => {
    const text = await pdfTextOf(
      await cancellationNotePdf(
        confirmedBooking({
          status: 'CANCELLED',
          cancelledAt: '2026-12-11T10:00:00.000Z',
          cancellationResult: {
            outcome: 'CANCELLED_WITH_CHARGES',
            refund: { amount: 17_680, currency: 'INR' },
            penalty: { amount: 11_200, currency: 'INR' },
            cancelledAt: '2026-12-11T10:00:00.000Z',
          },
        }),
      ),
    );
    expect(text).toContain('Cancellation note');
    expect(text).toContain('Booking reference SI7K2M9Q4XHD');
    expect(text).toContain('Hotel Sea View');
    expect(text).toContain('Tue, 15 Dec 2026 to Thu, 17 Dec 2026, 2 nights');
    expect(text).toContain('Cancelled at 11 Dec 2026, 3:30 pm IST');
    expect(text).toContain('Cancelled with a cancellation charge');
    expect(text).toContain('Amount paid ₹28,880.00');
    expect(text).toContain('Cancellation charge ₹11,200.00');
    expect(text).toContain('Refund ₹17,680.00');
  });

  it('says the refund is being confirmed when the ledger has no figure yet', async () => {
    const text = await pdfTextOf(await cancellationNotePdf(confirmedBooking({ status: 'CANCELLED' })));
    expect(text).toContain('Refund Being confirmed by the hotel provider');
  });
});

describe('calendar entry (.ics)', () => {
  const manage = 'https://stayindia.example/bookings/SI7K2M9Q4XHD';

  it('runs from check-in at the hotel check-in time to check-out at its check-out time, in India', () => {
    const ev = icsEvent(stayIcs(confirmedBooking(), manage));
    expect(inIndia(ev.DTSTART!)).toBe('2026-12-15 14:00');
    expect(inIndia(ev.DTEND!)).toBe('2026-12-17 11:00');
    expect(ev.DTSTART).toBe('20261215T083000Z');
    expect(ev.DTEND).toBe('20261217T053000Z');
    expect(ev.SUMMARY).toBe('Stay at Hotel Sea View');
    expect(ev.LOCATION).toBe('12 Marine Drive, Mumbai, India');
    expect(ev.URL).toBe(manage);
    expect(ev.DESCRIPTION).toContain(`Manage your booking: ${manage}`);
    expect(ev.DESCRIPTION).toContain('Booking reference: SI7K2M9Q4XHD');
    expect(ev.STATUS).toBe('CONFIRMED');
  });

  it('has one UID per booking, the same on every download', () => {
    const a = icsEvent(stayIcs(confirmedBooking(), manage)).UID;
    expect(a).toBe(icsEvent(stayIcs(confirmedBooking({ updatedAt: '2026-12-01T00:00:00Z' }), manage)).UID);
    expect(a).not.toBe(icsEvent(stayIcs(confirmedBooking({ reference: 'SI000000000B' }), manage)).UID);
  });

  it('reads 24-hour and noon times, and falls back to 2:00 pm / 11:00 am when the hotel gave none', () => {
    const hotel = confirmedBooking().hotel;
    const ev = icsEvent(stayIcs(confirmedBooking({ hotel: { ...hotel, checkinTime: '12:00', checkoutTime: 'noon' } }), manage));
    expect(inIndia(ev.DTSTART!)).toBe('2026-12-15 12:00');
    expect(inIndia(ev.DTEND!)).toBe('2026-12-17 12:00');
    const none = icsEvent(stayIcs(confirmedBooking({ hotel: { ...hotel, checkinTime: null, checkoutTime: 'late' } }), manage));
    expect(inIndia(none.DTSTART!)).toBe('2026-12-15 14:00');
    expect(inIndia(none.DTEND!)).toBe('2026-12-17 11:00');
    expect(none.DESCRIPTION).toContain('usual time; check with the hotel');
  });

  it('hotel times in the forms providers write them', () => {
    expect(parseHotelTime('02:00 PM')).toEqual({ hour: 14, minute: 0 });
    expect(parseHotelTime('12:00 PM')).toEqual({ hour: 12, minute: 0 });
    expect(parseHotelTime('12:30 am')).toEqual({ hour: 0, minute: 30 });
    expect(parseHotelTime('11 a.m.')).toEqual({ hour: 11, minute: 0 });
    expect(parseHotelTime('15:45')).toEqual({ hour: 15, minute: 45 });
    expect(parseHotelTime('25:00')).toBeNull();
    expect(parseHotelTime('14')).toBeNull();
    expect(parseHotelTime('')).toBeNull();
  });
});

describe('which bookings have which documents', () => {
  const statuses: Array<[BookingRecord['status'], string[]]> = [
    ['CONFIRMED', ['VOUCHER_PDF', 'GST_INVOICE_PDF', 'CALENDAR_ICS']],
    ['CANCELLED', ['CANCELLATION_NOTE_PDF']],
    ['FAILED', []],
    ['PENDING_PAYMENT', []],
    ['PAID', []],
    ['PAYMENT_RECEIVED_UNCONFIRMED', []],
    ['NEEDS_REFUND', []],
  ];
  it.each(statuses)('%s: %j', (status, kinds) => {
    expect(documentKindsFor(status)).toEqual(kinds);
  });

  it('the generators refuse a status without that document', async () => {
    await expect(voucherPdf(confirmedBooking({ status: 'FAILED' }))).rejects.toThrow(/no VOUCHER_PDF/);
    await expect(gstInvoicePdf(confirmedBooking({ status: 'CANCELLED' }))).rejects.toThrow(/no GST_INVOICE_PDF/);
    await expect(cancellationNotePdf(confirmedBooking())).rejects.toThrow(/no CANCELLATION_NOTE_PDF/);
    expect(() => stayIcs(confirmedBooking({ status: 'NEEDS_REFUND' }), 'https://x.example/')).toThrow(/no CALENDAR_ICS/);
  });
});

describe('signed document addresses', () => {
  let now = Date.UTC(2026, 10, 27, 6, 0, 0);
  const links = new DocumentLinks('s'.repeat(40), () => now);
  const parse = (url: string) => {
    const u = new URL(url, 'http://x.example');
    return { path: u.pathname, exp: u.searchParams.get('exp')!, sig: u.searchParams.get('sig')! };
  };

  it('lists the documents of the status with file names, types and addresses valid for an hour', () => {
    const list = links.list({ reference: 'SI7K2M9Q4XHD', status: 'CONFIRMED' });
    expect(list.map((d) => [d.kind, d.fileName, d.contentType])).toEqual([
      ['VOUCHER_PDF', 'SI7K2M9Q4XHD-voucher.pdf', 'application/pdf'],
      ['GST_INVOICE_PDF', 'SI7K2M9Q4XHD-invoice.pdf', 'application/pdf'],
      ['CALENDAR_ICS', 'SI7K2M9Q4XHD.ics', 'text/calendar; charset=utf-8'],
    ]);
    const { path, exp, sig } = parse(list[0]!.url);
    expect(path).toBe('/api/bookings/SI7K2M9Q4XHD/documents/SI7K2M9Q4XHD-voucher.pdf');
    expect(Number(exp)).toBe(now / 1000 + 3600);
    expect(links.verify('SI7K2M9Q4XHD', 'VOUCHER_PDF', exp, sig)).toBe(true);
    expect(links.list({ reference: 'SI7K2M9Q4XHD', status: 'FAILED' })).toEqual([]);
  });

  it('refuses another booking, another document, a changed expiry, another secret, and an expired address', () => {
    const { exp, sig } = parse(links.url('SI7K2M9Q4XHD', 'VOUCHER_PDF'));
    expect(links.verify('SI7K2M9Q4XHE', 'VOUCHER_PDF', exp, sig)).toBe(false);
    expect(links.verify('SI7K2M9Q4XHD', 'GST_INVOICE_PDF', exp, sig)).toBe(false);
    expect(links.verify('SI7K2M9Q4XHD', 'VOUCHER_PDF', String(Number(exp) + 60), sig)).toBe(false);
    expect(new DocumentLinks('t'.repeat(40), () => now).verify('SI7K2M9Q4XHD', 'VOUCHER_PDF', exp, sig)).toBe(false);
    expect(links.verify('SI7K2M9Q4XHD', 'VOUCHER_PDF', exp, undefined)).toBe(false);
    expect(links.verify('SI7K2M9Q4XHD', 'VOUCHER_PDF', [exp], sig)).toBe(false);
    now += 3600 * 1000;
    expect(links.verify('SI7K2M9Q4XHD', 'VOUCHER_PDF', exp, sig)).toBe(false);
  });
});

describe("the hotel's state (place of supply)", () => {
  it.each([
    [{ address: '12 Marine Drive', city: 'Mumbai', country: 'IN' }, 'Maharashtra'],
    [{ address: 'MG Road', city: 'Bengaluru', country: 'IN' }, 'Karnataka'],
    [{ address: 'Calangute Beach Road, Goa', city: 'Calangute', country: 'IN' }, 'Goa'],
    [{ address: 'Connaught Place', city: 'New Delhi', country: 'IN' }, 'Delhi'],
    [{ address: 'Banjara Hills, Hyderabad, Telangana', city: null, country: 'IN' }, 'Telangana'],
    [{ address: null, city: 'Nowhere', country: 'IN' }, null],
  ])('%j is in %s', (hotel, state) => {
    expect(hotelState(hotel)).toBe(state);
  });
});
