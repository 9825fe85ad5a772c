// The cancellation note of a cancelled booking: what was cancelled, when (IST), what was paid, the charge
// kept and the refund. The refund and the charge come from the ledger's cancellation record; a booking
// cancelled before those were recorded says so instead of showing a guess.
import type { BookingRecord } from '../bookings/types.ts';
import { istTime, money, stayDate } from './format.ts';
import { assertDocumentAllowed, DEFAULT_BUSINESS_NAME, fullName, hotelAddressText, roomsText, type DocumentOptions } from './content.ts';
import { PdfWriter } from './pdf.ts';

const OUTCOME_TEXT = {
  CANCELLED: 'Cancelled, no charge',
  CANCELLED_WITH_CHARGES: 'Cancelled with a cancellation charge',
} as const;

/** The cancellation note of a cancelled booking, as PDF bytes. */
export async function cancellationNotePdf(booking: BookingRecord, opts: DocumentOptions = {}): Promise<Buffer> {
  assertDocumentAllowed(booking, 'CANCELLATION_NOTE_PDF');
  const b = booking;
  const businessName = opts.businessName ?? DEFAULT_BUSINESS_NAME;
  const pdf = new PdfWriter({ title: `Cancellation note ${b.reference}`, subject: `Booking ${b.reference}`, author: businessName });
  pdf.header(businessName, 'Cancellation note', `Booking ${b.reference} has been cancelled.`);

  pdf.section('Booking');
  pdf.rows([
    ['Booking reference', b.reference],
    ['Confirmation number', b.providerBookingId],
    ['Hotel', b.hotel.name],
    ['Address', hotelAddressText(b)],
    ['Stay', `${stayDate(b.checkin)} to ${stayDate(b.checkout)}, ${b.nights} night${b.nights === 1 ? '' : 's'}`],
    ['Rooms', roomsText(b)],
    ['Booking holder', fullName(b.holder)],
  ]);

  const refund = b.cancellationResult?.refund ?? null;
  const fee = b.cancellationResult?.penalty ?? null;
  pdf.section('Cancellation');
  pdf.rows([
    ['Cancelled at', b.cancelledAt ? istTime(b.cancelledAt) : 'Not recorded'],
    ['Outcome', b.cancellationResult ? OUTCOME_TEXT[b.cancellationResult.outcome] : null],
    ['Amount paid', money(b.price)],
    ['Cancellation charge', fee ? money(fee) : 'Being confirmed by the hotel provider'],
    ['Refund', refund ? money(refund) : 'Being confirmed by the hotel provider'],
  ]);

  pdf.doc.moveDown(0.8);
  if (refund && refund.amount > 0) {
    pdf.paragraph(`The refund of ${money(refund)} goes back to the card you paid with.`, { muted: true, size: 9 });
  } else if (refund) {
    pdf.paragraph("Nothing is refunded: the cancellation was made when the whole amount was charged under the rate's terms.", {
      muted: true,
      size: 9,
    });
  }
  pdf.paragraph(`Quote your booking reference ${b.reference} when you contact us.`, { muted: true, size: 9 });
  return pdf.end();
}
