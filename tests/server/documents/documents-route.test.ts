// A booking's documents through the real app over HTTP (embedded sandbox, PGlite ledger): a business trip
// booked with its GSTIN, confirmed, then its documents listed by GraphQL with signed addresses and downloaded;
// addresses without a valid, unexpired signature answer exactly as one for a booking that does not exist; a
// cancelled booking has only its cancellation note; an unpaid one has nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { DocumentLinks } from '../../../server/documents/index.ts';
import * as repo from '../../../server/bookings/repository.ts';
import { pricedHotelId, send, startTestApp, TEST_APP_SECRET, type TestApp } from '../helpers.ts';
import { futureDate } from '../bookings/ledger-fixtures.ts';

const CHECKIN = futureDate(30);
const CHECKOUT = futureDate(32);

const DOCS = `documents { kind fileName url contentType }`;
const BOOKING = `reference status checkin checkout price { amount currency }
  hotel { name address checkinTime checkoutTime }
  taxes { description amount { amount currency } included isGst }
  business { companyName gstin state }
  ${DOCS}`;
const PREBOOK = `mutation($input: PrebookInput!) {
  prebook(input: $input) { prebookId transactionId secretKey accessToken booking { reference status ${DOCS} } }
}`;
const CONFIRM = `mutation($input: ConfirmBookingInput!) { confirmBooking(input: $input) { status booking { ${BOOKING} } } }`;
const MY_BOOKINGS = `query($t: [String!]!) { myBookings(accessTokens: $t) { ${BOOKING} } }`;
const LOOKUP = `query($r: ID!, $e: String!) { booking(reference: $r, email: $e) { reference ${DOCS} } }`;

interface Doc {
  kind: string;
  fileName: string;
  url: string;
  contentType: string;
}

async function pdfTextOf(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('booking documents through the app', () => {
  let t: TestApp;
  let hotelId: string;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://stays.example' });
    hotelId = await pricedHotelId(t.gql, 'Mumbai', { checkin: CHECKIN, checkout: CHECKOUT });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function prebook(business?: { companyName: string; gstin: string }) {
    const rates = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId, checkin: CHECKIN, checkout: CHECKOUT },
    });
    expect(rates.errors).toBeUndefined();
    return t.gql(PREBOOK, {
      input: {
        offerId: rates.data.hotelRates.rates[0].offerId,
        hotelId,
        checkin: CHECKIN,
        checkout: CHECKOUT,
        holder: { firstName: 'Meera', lastName: 'Nair', email: 'meera.nair@example.in', phone: '98450 12349' },
        guests: [{ firstName: 'Meera', lastName: 'Nair', email: 'meera.nair@example.in' }],
        ...(business ? { business } : {}),
      },
    });
  }

  async function bookConfirmed(business?: { companyName: string; gstin: string }) {
    const pre = await prebook(business);
    expect(pre.errors).toBeUndefined();
    const p = pre.data.prebook;
    const paid = await fetch(`${t.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: p.secretKey, cardNumber: '4242424242424242' }),
    });
    expect(paid.status).toBe(200);
    const confirmed = await t.gql(CONFIRM, {
      input: {
        prebookId: p.prebookId,
        transactionId: p.transactionId,
        paymentIntent: 'pi_x',
        paymentIntentClientSecret: p.secretKey,
        redirectStatus: 'succeeded',
        accessToken: p.accessToken,
      },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.confirmBooking.status).toBe('CONFIRMED');
    return { booking: confirmed.data.confirmBooking.booking, accessToken: p.accessToken as string };
  }

  const get = (path: string) => send(`${t.url}${path}`, {});
  const getBytes = async (path: string) => {
    const res = await fetch(`${t.url}${path}`);
    return { status: res.status, headers: res.headers, bytes: await res.arrayBuffer() };
  };

  it('a confirmed business trip lists its voucher, GST invoice and calendar entry, each downloadable once signed', async () => {
    const { booking, accessToken } = await bookConfirmed({ companyName: '  Acme   Travels Pvt Ltd ', gstin: '27aapfu0939f1zv' });
    const ref = booking.reference as string;
    expect(booking.business).toEqual({ companyName: 'Acme Travels Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' });
    // The sandbox's rates include GST: stored at prebook, shown as included.
    expect(booking.taxes.length).toBeGreaterThan(0);
    expect(booking.taxes[0]).toMatchObject({ description: 'GST', included: true, isGst: true });

    const docs = booking.documents as Doc[];
    expect(docs.map((d) => [d.kind, d.fileName, d.contentType])).toEqual([
      ['VOUCHER_PDF', `${ref}-voucher.pdf`, 'application/pdf'],
      ['GST_INVOICE_PDF', `${ref}-invoice.pdf`, 'application/pdf'],
      ['CALENDAR_ICS', `${ref}.ics`, 'text/calendar; charset=utf-8'],
    ]);
    // The same list wherever the booking is read with access.
    const mine = await t.gql(MY_BOOKINGS, { t: [accessToken] });
    expect((mine.data.myBookings[0].documents as Doc[]).map((d) => d.kind)).toEqual(docs.map((d) => d.kind));
    const looked = await t.gql(LOOKUP, { r: ref, e: 'meera.nair@example.in' });
    expect((looked.data.booking.documents as Doc[]).map((d) => d.fileName)).toEqual(docs.map((d) => d.fileName));

    const [voucher, invoice, ics] = docs as [Doc, Doc, Doc];
    const v = await getBytes(voucher.url);
    expect(v.status).toBe(200);
    expect(v.headers.get('content-type')).toBe('application/pdf');
    expect(v.headers.get('content-disposition')).toBe(`attachment; filename="${ref}-voucher.pdf"`);
    expect(v.headers.get('cache-control')).toBe('private, no-store');
    const vt = await pdfTextOf(v.bytes);
    const total = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(booking.price.amount);
    expect(vt).toContain(`Booking reference ${ref}`);
    expect(vt).toContain(booking.hotel.name);
    // "27 Dec 2026" for 2026-12-27
    const day = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(vt).toMatch(new RegExp(`Check-in \\w{3}, ${day(CHECKIN)}, from \\d{1,2}:00 pm`));
    expect(vt).toMatch(new RegExp(`Check-out \\w{3}, ${day(CHECKOUT)}, until \\d{1,2}:00 (am|pm)`));
    expect(vt).toContain(`Total paid Rs. ${total}`);

    const i = await getBytes(invoice.url);
    expect(i.status).toBe(200);
    const it = await pdfTextOf(i.bytes);
    expect(it).toContain('Tax Invoice');
    expect(it).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(it).toContain('Company Acme Travels Pvt Ltd');
    expect(it).toMatch(/GST (5|18)% Rs\. [\d,]+\.\d\d/);
    expect(it).toContain('Place of supply Maharashtra');
    expect(it).toContain(`Total paid Rs. ${total}`);

    const c = await get(ics.url);
    expect(c.status).toBe(200);
    expect(c.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(c.headers.get('content-disposition')).toBe(`attachment; filename="${ref}.ics"`);
    expect(c.text).toContain('BEGIN:VCALENDAR');
    expect(c.text).toContain(`URL:https://stays.example/bookings/${ref}`);
    const dtstart = /DTSTART:(\d{8}T\d{6}Z)/.exec(c.text)![1]!;
    // The sandbox's check-in times are whole hours from noon to 3 pm: the event starts then, in India, on the check-in day.
    const start = new Date(dtstart.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'));
    const inIndia = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(start);
    const hour = (Number(/^(\d{1,2})/.exec(booking.hotel.checkinTime)![1]) % 12) + (/PM/i.test(booking.hotel.checkinTime) ? 12 : 0);
    expect(inIndia).toBe(`${CHECKIN}, ${String(hour).padStart(2, '0')}:00`);
  });

  it('refuses an address without a signature, with a tampered or expired one, or for another booking: the same 404 as an unknown booking', async () => {
    const { booking } = await bookConfirmed();
    const ref = booking.reference as string;
    const voucher = (booking.documents as Doc[])[0]!;
    const url = new URL(voucher.url, t.url);
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const path = url.pathname;

    // A link the server itself would sign, for a booking that does not exist: the reference answer.
    const links = new DocumentLinks(TEST_APP_SECRET);
    const unknown = await get(links.url('SI0000000000', 'VOUCHER_PDF'));
    expect(unknown.status).toBe(404);

    const expiredLinks = new DocumentLinks(TEST_APP_SECRET, () => Date.now() - 2 * 3600_000);
    const tampered = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA');
    const refused = [
      path,
      `${path}?exp=${exp}`,
      `${path}?exp=${exp}&sig=${tampered}`,
      `${path}?exp=${Number(exp) + 3600}&sig=${sig}`,
      expiredLinks.url(ref, 'VOUCHER_PDF'),
      // this booking's voucher signature on its invoice, and on another booking's voucher
      `/api/bookings/${ref}/documents/${ref}-invoice.pdf?exp=${exp}&sig=${sig}`,
      `/api/bookings/SI0000000000/documents/SI0000000000-voucher.pdf?exp=${exp}&sig=${sig}`,
      // a file name that is not one of its documents
      `/api/bookings/${ref}/documents/${ref}-receipt.pdf?exp=${exp}&sig=${sig}`,
      // signed by another server
      new DocumentLinks('another-secret-of-at-least-32-characters!').url(ref, 'VOUCHER_PDF'),
    ];
    for (const p of refused) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.text, p).toBe(unknown.text);
      expect(r.headers.get('content-type'), p).toBe(unknown.headers.get('content-type'));
      expect(r.headers.get('content-disposition'), p).toBeNull();
    }
    expect(unknown.json).toEqual({ error: 'Not Found', message: expect.stringMatching(/not available/) });
    // The genuine address works.
    expect((await get(voucher.url)).status).toBe(200);
  });

  it('a cancelled booking has only its cancellation note; the voucher link it had stops working', async () => {
    const { booking, accessToken } = await bookConfirmed();
    const ref = booking.reference as string;
    const voucher = (booking.documents as Doc[])[0]!;
    // The cancellation itself is other work: the ledger transition is what the documents follow.
    await repo.transition(t.app.services.db, ref, ['CONFIRMED'], 'CANCELLED');
    const mine = await t.gql(MY_BOOKINGS, { t: [accessToken] });
    const docs = mine.data.myBookings[0].documents as Doc[];
    expect(docs.map((d) => [d.kind, d.fileName])).toEqual([['CANCELLATION_NOTE_PDF', `${ref}-cancellation.pdf`]]);
    expect((await get(voucher.url)).status).toBe(404);
    const note = await getBytes(docs[0]!.url);
    expect(note.status).toBe(200);
    expect(note.headers.get('content-disposition')).toBe(`attachment; filename="${ref}-cancellation.pdf"`);
    const text = await pdfTextOf(note.bytes);
    expect(text).toContain('Cancellation note');
    expect(text).toContain(`Booking reference ${ref}`);
    expect(text).toMatch(/Cancelled at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) IST/);
  });

  it('an unpaid booking has no documents', async () => {
    const pre = await prebook();
    expect(pre.errors).toBeUndefined();
    expect(pre.data.prebook.booking).toMatchObject({ status: 'PENDING_PAYMENT', documents: [] });
  });

  it('refuses a business trip with an invalid GSTIN or company name, naming the field', async () => {
    const bad = await prebook({ companyName: 'Acme Travels', gstin: '27AAPFU0939F1ZW' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'business.gstin' } });
    expect(bad.errors?.[0]?.message).toMatch(/GSTIN/);
    const state = await prebook({ companyName: 'Acme Travels', gstin: '40AAPFU0939F1Z' + 'V' });
    expect(state.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'business.gstin' } });
    const short = await prebook({ companyName: 'A', gstin: '27AAPFU0939F1ZV' });
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'business.companyName' } });
    expect(short.errors?.[0]?.message).toBe('The company name must have at least 2 characters.');
  });
});
