// The PDF voucher a guest shows at the hotel desk: the hotel and its times, the stay, rooms and guests, our
// reference and the provider's confirmation number with a QR code of the reference, the cancellation terms
// with IST deadlines, and the price breakdown.
import QRCode from 'qrcode';
import type { BookingRecord } from '../bookings/types.ts';
import { istTime, stayDate } from './format.ts';
import {
  assertDocumentAllowed,
  cancellationLines,
  checkinText,
  checkoutText,
  DEFAULT_BUSINESS_NAME,
  fullName,
  hotelAddressText,
  partyText,
  priceRows,
  roomGuestLines,
  roomsText,
  type DocumentOptions,
} from './content.ts';
import { PdfWriter } from './pdf.ts';

const QR_SIZE = 96;

/** The QR code of a booking reference, as a PNG. */
export function referenceQrPng(reference: string): Promise<Buffer> {
  return QRCode.toBuffer(reference, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** The voucher of a confirmed booking, as PDF bytes. */
export async function voucherPdf(booking: BookingRecord, opts: DocumentOptions = {}): Promise<Buffer> {
  assertDocumentAllowed(booking, 'VOUCHER_PDF');
  const b = booking;
  const businessName = opts.businessName ?? DEFAULT_BUSINESS_NAME;
  const pdf = new PdfWriter({
    title: `Booking voucher ${b.reference}`,
    subject: `${b.hotel.name}, ${b.checkin} to ${b.checkout}`,
    author: businessName,
  });
  pdf.header(businessName, 'Hotel booking voucher', 'Please show this voucher and a photo ID at check-in.');

  const top = pdf.doc.y;
  pdf.imageTopRight(await referenceQrPng(b.reference), QR_SIZE, b.reference, top);
  const beside = pdf.width - QR_SIZE - 20;
  pdf.section('Booking');
  pdf.rows(
    [
      ['Booking reference', b.reference],
      ['Confirmation number', b.providerBookingId],
      ['Hotel confirmation code', b.hotelConfirmationCode],
      ['Status', 'Confirmed'],
      ['Booked on', b.confirmedAt ? istTime(b.confirmedAt) : istTime(b.createdAt)],
    ],
    beside,
  );
  pdf.doc.y = Math.max(pdf.doc.y, top + QR_SIZE + 20);

  pdf.section('Hotel');
  pdf.rows([
    ['Hotel', b.hotel.name],
    ['Address', hotelAddressText(b)],
    ['Phone', b.hotel.phone],
  ]);

  pdf.section('Stay');
  const ages = b.occupancies.flatMap((o) => o.childrenAges);
  pdf.rows([
    ['Check-in', checkinText(b)],
    ['Check-out', checkoutText(b)],
    ['Nights', String(b.nights)],
    ['Rooms', roomsText(b)],
    ['Board', b.boardName],
    ['Guests', partyText(b.adults, ages)],
    ['Guest names', roomGuestLines(b).join('\n')],
    [
      'Special requests',
      b.guests
        .map((g, i) => (g.remarks ? `Room ${i + 1}: ${g.remarks}` : ''))
        .filter(Boolean)
        .join('\n') || null,
    ],
  ]);

  pdf.section('Booking holder');
  pdf.rows([
    ['Name', fullName(b.holder)],
    ['E-mail', b.holder.email],
    ['Phone', b.holder.phone ?? null],
  ]);

  pdf.section('Cancellation policy');
  for (const line of cancellationLines(b.cancellation, b.price)) pdf.paragraph(line);

  pdf.section('Price');
  pdf.rows(priceRows(b));

  pdf.doc.moveDown(1);
  pdf.paragraph(
    `Stay: ${stayDate(b.checkin)} to ${stayDate(b.checkout)}. Quote your booking reference ${b.reference} when you contact us or the hotel.`,
    {
      muted: true,
      size: 9,
    },
  );
  return pdf.end();
}
