// The PDF voucher a guest shows at the hotel desk: the hotel and its times, the stay, rooms and guests, our
// reference and the provider's confirmation number with a QR code of the reference, the cancellation terms
// with IST deadlines, and the price breakdown.
import QRCode from 'qrcode';
import type { BookingRecord } from '../bookings/types.ts';
import { translator } from '../i18n/index.ts';
import { istTime, stayDate } from './format.ts';
import {
  assertDocumentAllowed,
  documentLanguage,
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
  const lang = documentLanguage(b, opts);
  const tr = translator(lang);
  const pdf = new PdfWriter({
    title: tr('doc.voucher.pdfTitle', { reference: b.reference }),
    subject: tr('doc.voucher.pdfSubject', { hotel: b.hotel.name, checkin: b.checkin, checkout: b.checkout }),
    author: businessName,
  });
  pdf.header(businessName, tr('doc.voucher.title'), tr('doc.voucher.subtitle'));

  const top = pdf.doc.y;
  pdf.imageTopRight(await referenceQrPng(b.reference), QR_SIZE, b.reference, top);
  const beside = pdf.width - QR_SIZE - 20;
  pdf.section(tr('doc.section.booking'));
  pdf.rows(
    [
      [tr('doc.label.bookingReference'), b.reference],
      [tr('doc.label.confirmationNumber'), b.providerBookingId],
      [tr('doc.label.hotelConfirmationCode'), b.hotelConfirmationCode],
      [tr('doc.label.status'), tr('doc.voucher.confirmed')],
      [tr('doc.label.bookedOn'), istTime(b.confirmedAt ?? b.createdAt, lang)],
    ],
    beside,
  );
  pdf.doc.y = Math.max(pdf.doc.y, top + QR_SIZE + 20);

  pdf.section(tr('doc.section.hotel'));
  pdf.rows([
    [tr('doc.label.hotel'), b.hotel.name],
    [tr('doc.label.address'), hotelAddressText(b)],
    [tr('doc.label.phone'), b.hotel.phone],
  ]);

  pdf.section(tr('doc.section.stay'));
  const ages = b.occupancies.flatMap((o) => o.childrenAges);
  pdf.rows([
    [tr('doc.label.checkin'), checkinText(b, lang)],
    [tr('doc.label.checkout'), checkoutText(b, lang)],
    [tr('doc.label.nights'), String(b.nights)],
    [tr('doc.label.rooms'), roomsText(b, lang)],
    [tr('doc.label.board'), b.boardName],
    [tr('doc.label.guests'), partyText(b.adults, ages, lang)],
    [tr('doc.label.guestNames'), roomGuestLines(b, lang).join('\n')],
    [
      tr('doc.label.specialRequests'),
      b.guests
        .map((g, i) => (g.remarks ? tr('doc.voucher.specialRequest', { room: i + 1, remarks: g.remarks }) : ''))
        .filter(Boolean)
        .join('\n') || null,
    ],
  ]);

  pdf.section(tr('doc.section.holder'));
  pdf.rows([
    [tr('doc.label.name'), fullName(b.holder)],
    [tr('doc.label.email'), b.holder.email],
    [tr('doc.label.phone'), b.holder.phone ?? null],
  ]);

  pdf.section(tr('doc.section.cancellationPolicy'));
  for (const line of cancellationLines(b.cancellation, b.price, lang)) pdf.paragraph(line);

  pdf.section(tr('doc.section.price'));
  pdf.rows(priceRows(b, lang));

  pdf.doc.moveDown(1);
  pdf.paragraph(tr('doc.voucher.footer', { from: stayDate(b.checkin, lang), to: stayDate(b.checkout, lang), reference: b.reference }), {
    muted: true,
    size: 9,
  });
  return pdf.end();
}
