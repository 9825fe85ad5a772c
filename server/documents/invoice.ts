// The GST tax invoice of a confirmed booking, for the amount paid: the supplier (our business and the hotel
// with its state), the recipient (the holder, and the company with its GSTIN on a business trip), the place of
// supply (where the hotel is), and per room the taxable value, the GST lines as the provider gave them with
// the rate derived from the amounts, and the totals.
import type { BookingRecord } from '../bookings/types.ts';
import { istDate, money, round2, stayDate } from './format.ts';
import { assertDocumentAllowed, DEFAULT_BUSINESS_NAME, fullName, hotelAddressText, invoiceLines, type DocumentOptions } from './content.ts';
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
  const pdf = new PdfWriter({
    title: `Tax invoice ${invoiceNumber(b.reference)}`,
    subject: `Booking ${b.reference}`,
    author: businessName,
  });
  pdf.header(businessName, 'Tax Invoice', `For booking ${b.reference}`);

  pdf.rows([
    ['Invoice number', invoiceNumber(b.reference)],
    ['Invoice date', istDate(b.confirmedAt ?? b.createdAt)],
    ['Booking reference', b.reference],
    ['Confirmation number', b.providerBookingId],
  ]);

  pdf.section('Supplier');
  pdf.rows([
    ['Booked through', businessName],
    ['Accommodation by', b.hotel.name],
    ['Hotel address', hotelAddressText(b)],
    ["Hotel's state", state ?? 'Not known'],
  ]);

  pdf.section('Recipient');
  pdf.rows([
    ['Name', fullName(b.holder)],
    ['E-mail', b.holder.email],
    ['Company', b.business?.companyName ?? null],
    ['GSTIN', b.business?.gstin ?? null],
    ['State of registration', b.business?.state ?? null],
  ]);

  pdf.section('Supply');
  pdf.rows([
    ['Place of supply', state ? `${state} (where the hotel is)` : 'Where the hotel is'],
    ['Description', `Hotel accommodation (SAC ${ACCOMMODATION_SAC})`],
    ['Stay', `${stayDate(b.checkin)} to ${stayDate(b.checkout)}, ${b.nights} night${b.nights === 1 ? '' : 's'}`],
  ]);

  pdf.section('Amounts');
  const lines = invoiceLines(b);
  const columns: TableColumn[] = [
    { header: 'Item', width: 190 },
    { header: 'Taxable value', width: 85, align: 'right' },
    { header: 'Tax', width: 80 },
    { header: 'Rate', width: 40, align: 'right' },
    { header: 'Tax amount', width: 100, align: 'right' },
  ];
  const rows: Array<{ cells: string[]; bold?: boolean }> = [];
  for (const line of lines) {
    if (line.taxes.length === 0) {
      rows.push({
        cells: [
          line.description,
          line.taxable === null ? '' : money({ amount: line.taxable, currency: cur }),
          'Included in the price',
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
    rows.push({ cells: ['Total taxable value', money({ amount: taxable, currency: cur }), '', '', ''], bold: true });
    rows.push({ cells: ['Total GST', '', '', '', money({ amount: gst, currency: cur })] });
    if (otherTaxes > 0) rows.push({ cells: ['Other taxes included', '', '', '', money({ amount: otherTaxes, currency: cur })] });
  }
  rows.push({ cells: ['Total paid', '', '', '', money(b.price)], bold: true });
  pdf.table(columns, rows);

  pdf.doc.moveDown(0.8);
  pdf.paragraph(
    'The GST lines are as the hotel provider stated them at booking; each rate is the tax amount over the taxable value of that room.',
    {
      muted: true,
      size: 9,
    },
  );
  if (b.feesPayableAtHotel.length) {
    const fees = b.feesPayableAtHotel.map((f) => `${f.description} ${money(f.amount)}`).join(', ');
    pdf.paragraph(`Not part of this invoice: payable at the hotel, ${fees}. The hotel gives its own receipt for these.`, {
      muted: true,
      size: 9,
    });
  }
  if (!b.business) pdf.paragraph('Issued to an individual: no GSTIN of the recipient was given at booking.', { muted: true, size: 9 });
  return pdf.end();
}
