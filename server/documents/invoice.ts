// The GST tax invoice of a confirmed booking, for the amount paid: the supplier (our business and the hotel
// with its state), the recipient (the holder, and the company with its GSTIN on a business trip), the place of
// supply (where the hotel is), and per room the taxable value, the GST lines as the provider gave them with
// the rate derived from the amounts, and the totals.
import type { BookingRecord } from '../bookings/types.ts';
import { translator } from '../i18n/index.ts';
import { istDate, money, round2 } from './format.ts';
import {
  assertDocumentAllowed,
  DEFAULT_BUSINESS_NAME,
  documentLanguage,
  fullName,
  hotelAddressText,
  invoiceLines,
  stayRangeText,
  type DocumentOptions,
} from './content.ts';
import { hotelState } from './hotel-state.ts';
import { PdfWriter, type TableColumn } from './pdf.ts';

/** SAC (services accounting code) of room or unit accommodation services. */
export const ACCOMMODATION_SAC = '996311';

/** The invoice number of a booking: one invoice per booking, named after its reference. */
export function invoiceNumber(reference: string): string {
  return `INV-${reference}`;
}

/** The GST tax invoice of a confirmed booking, as PDF bytes. */
export async function gstInvoicePdf(booking: BookingRecord, opts: DocumentOptions = {}): Promise<Buffer> {
  assertDocumentAllowed(booking, 'GST_INVOICE_PDF');
  const b = booking;
  const cur = b.price.currency;
  const businessName = opts.businessName ?? DEFAULT_BUSINESS_NAME;
  const state = hotelState(b.hotel);
  const lang = documentLanguage(b, opts);
  const tr = translator(lang);
  const pdf = new PdfWriter({
    title: tr('doc.invoice.pdfTitle', { number: invoiceNumber(b.reference) }),
    subject: tr('doc.invoice.pdfSubject', { reference: b.reference }),
    author: businessName,
  });
  pdf.header(businessName, tr('doc.invoice.title'), tr('doc.invoice.subtitle', { reference: b.reference }));

  pdf.rows([
    [tr('doc.invoice.invoiceNumber'), invoiceNumber(b.reference)],
    [tr('doc.invoice.invoiceDate'), istDate(b.confirmedAt ?? b.createdAt, lang)],
    [tr('doc.label.bookingReference'), b.reference],
    [tr('doc.label.confirmationNumber'), b.providerBookingId],
  ]);

  pdf.section(tr('doc.section.supplier'));
  pdf.rows([
    [tr('doc.invoice.bookedThrough'), businessName],
    [tr('doc.invoice.accommodationBy'), b.hotel.name],
    [tr('doc.invoice.hotelAddress'), hotelAddressText(b)],
    [tr('doc.invoice.hotelState'), state ?? tr('doc.invoice.notKnown')],
  ]);

  pdf.section(tr('doc.section.recipient'));
  pdf.rows([
    [tr('doc.label.name'), fullName(b.holder)],
    [tr('doc.label.email'), b.holder.email],
    [tr('doc.invoice.company'), b.business?.companyName ?? null],
    [tr('doc.invoice.gstin'), b.business?.gstin ?? null],
    [tr('doc.invoice.stateOfRegistration'), b.business?.state ?? null],
  ]);

  pdf.section(tr('doc.section.supply'));
  pdf.rows([
    [tr('doc.invoice.placeOfSupply'), state ? tr('doc.invoice.placeOfSupplyState', { state }) : tr('doc.invoice.placeOfSupplyUnknown')],
    [tr('doc.invoice.description'), tr('doc.invoice.accommodation', { sac: ACCOMMODATION_SAC })],
    [tr('doc.label.stay'), stayRangeText(b, lang)],
  ]);

  pdf.section(tr('doc.section.amounts'));
  const lines = invoiceLines(b, lang);
  const columns: TableColumn[] = [
    { header: tr('doc.invoice.colItem'), width: 190 },
    { header: tr('doc.invoice.colTaxable'), width: 85, align: 'right' },
    { header: tr('doc.invoice.colTax'), width: 80 },
    { header: tr('doc.invoice.colRate'), width: 40, align: 'right' },
    { header: tr('doc.invoice.colTaxAmount'), width: 100, align: 'right' },
  ];
  const rows: Array<{ cells: string[]; bold?: boolean }> = [];
  for (const line of lines) {
    if (line.taxes.length === 0) {
      rows.push({
        cells: [
          line.description,
          line.taxable === null ? '' : money({ amount: line.taxable, currency: cur }),
          tr('doc.invoice.includedInPrice'),
          '',
          '',
        ],
      });
      continue;
    }
    line.taxes.forEach((t, i) => {
      rows.push({
        cells: [
          i === 0 ? line.description : '',
          i === 0 && line.taxable !== null ? money({ amount: line.taxable, currency: cur }) : '',
          t.description,
          t.rate === null ? '' : `${t.rate}%`,
          money({ amount: t.amount, currency: cur }),
        ],
      });
    });
  }
  const gst = round2(b.taxes.filter((t) => t.isGst).reduce((n, t) => n + t.amount.amount, 0));
  const otherTaxes = round2(b.taxes.filter((t) => !t.isGst).reduce((n, t) => n + t.amount.amount, 0));
  const taxable = round2(b.price.amount - gst - otherTaxes);
  if (b.taxes.length) {
    rows.push({ cells: [tr('doc.invoice.totalTaxable'), money({ amount: taxable, currency: cur }), '', '', ''], bold: true });
    rows.push({ cells: [tr('doc.invoice.totalGst'), '', '', '', money({ amount: gst, currency: cur })] });
    if (otherTaxes > 0) rows.push({ cells: [tr('doc.invoice.otherTaxes'), '', '', '', money({ amount: otherTaxes, currency: cur })] });
  }
  rows.push({ cells: [tr('doc.invoice.totalPaid'), '', '', '', money(b.price)], bold: true });
  pdf.table(columns, rows);

  pdf.doc.moveDown(0.8);
  pdf.paragraph(tr('doc.invoice.gstNote'), { muted: true, size: 9 });
  if (b.feesPayableAtHotel.length) {
    const fees = b.feesPayableAtHotel.map((f) => `${f.description} ${money(f.amount)}`).join(', ');
    pdf.paragraph(tr('doc.invoice.feesNote', { fees }), { muted: true, size: 9 });
  }
  if (!b.business) pdf.paragraph(tr('doc.invoice.individual'), { muted: true, size: 9 });
  return pdf.end();
}
