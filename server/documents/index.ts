// The booking documents, generated on the server from a ledger row: the PDF voucher, the GST tax invoice, the
// calendar entry and the cancellation note (pure functions of a BookingRecord), and the signed addresses they
// are downloaded from. The e-mails attach the voucher and the .ics from here too.
export { voucherPdf, referenceQrPng } from './voucher.ts';
export { gstInvoicePdf, invoiceNumber } from './invoice.ts';
export { cancellationNotePdf } from './cancellation-note.ts';
export { stayIcs, istToUtc } from './ics.ts';
export { documentKindsFor, type DocumentKind, type DocumentOptions } from './content.ts';
export {
  DocumentLinks,
  DOCUMENTS_ROUTE,
  LINK_TTL_SECONDS,
  documentContentType,
  documentFileName,
  kindOfFile,
  type ListedDocument,
} from './links.ts';

/** The manage page of a booking, on the origin travellers reach the app on. */
export function manageUrl(origin: string, reference: string): string {
  return `${origin.replace(/\/+$/, '')}/bookings/${encodeURIComponent(reference)}`;
}
