// The cancellation note of a cancelled booking: what was cancelled, when (IST), what was paid, the charge
// kept and the refund. The refund and the charge come from the ledger's cancellation record; a booking
// cancelled before those were recorded says so instead of showing a guess.
import type { BookingRecord } from '../bookings/types.ts';
import { translator } from '../i18n/index.ts';
import { istTime, money } from './format.ts';
import {
  assertDocumentAllowed,
  DEFAULT_BUSINESS_NAME,
  documentLanguage,
  fullName,
  hotelAddressText,
  roomsText,
  stayRangeText,
  type DocumentOptions,
} from './content.ts';
import { PdfWriter } from './pdf.ts';

const OUTCOME_TEXT = {
  CANCELLED: 'doc.note.outcomeFree',
  CANCELLED_WITH_CHARGES: 'doc.note.outcomeCharged',
} as const;

/** The cancellation note of a cancelled booking, as PDF bytes. */
export async function cancellationNotePdf(booking: BookingRecord, opts: DocumentOptions = {}): Promise<Buffer> {
  assertDocumentAllowed(booking, 'CANCELLATION_NOTE_PDF');
  const b = booking;
  const businessName = opts.businessName ?? DEFAULT_BUSINESS_NAME;
  const lang = documentLanguage(b, opts);
  const tr = translator(lang);
  const pdf = new PdfWriter({
    title: tr('doc.note.pdfTitle', { reference: b.reference }),
    subject: tr('doc.note.pdfSubject', { reference: b.reference }),
    author: businessName,
  });
  pdf.header(businessName, tr('doc.note.title'), tr('doc.note.subtitle', { reference: b.reference }));

  pdf.section(tr('doc.section.booking'));
  pdf.rows([
    [tr('doc.label.bookingReference'), b.reference],
    [tr('doc.label.confirmationNumber'), b.providerBookingId],
    [tr('doc.label.hotel'), b.hotel.name],
    [tr('doc.label.address'), hotelAddressText(b)],
    [tr('doc.label.stay'), stayRangeText(b, lang)],
    [tr('doc.label.rooms'), roomsText(b, lang)],
    [tr('doc.section.holder'), fullName(b.holder)],
  ]);

  const refund = b.cancellationResult?.refund ?? null;
  const fee = b.cancellationResult?.penalty ?? null;
  pdf.section(tr('doc.section.cancellation'));
  pdf.rows([
    [tr('doc.note.cancelledAt'), b.cancelledAt ? istTime(b.cancelledAt, lang) : tr('doc.note.notRecorded')],
    [tr('doc.note.outcome'), b.cancellationResult ? tr(OUTCOME_TEXT[b.cancellationResult.outcome]) : null],
    [tr('doc.note.amountPaid'), money(b.price)],
    [tr('doc.note.cancellationCharge'), fee ? money(fee) : tr('doc.note.beingConfirmed')],
    [tr('doc.note.refund'), refund ? money(refund) : tr('doc.note.beingConfirmed')],
  ]);

  pdf.doc.moveDown(0.8);
  if (refund && refund.amount > 0) {
    pdf.paragraph(tr('doc.note.refundToCard', { amount: money(refund) }), { muted: true, size: 9 });
  } else if (refund) {
    pdf.paragraph(tr('doc.note.nothingRefunded'), { muted: true, size: 9 });
  }
  pdf.paragraph(tr('doc.note.quoteReference', { reference: b.reference }), { muted: true, size: 9 });
  return pdf.end();
}
