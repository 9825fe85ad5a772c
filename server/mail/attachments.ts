// What the confirmation e-mail attaches: the booking's PDF voucher and its calendar entry (.ics), made by
// server/documents from the ledger row as it stands when the mail is sent. A booking that no longer allows
// them (cancelled before its confirmation went out) gets none, and the mail still goes.
import { documentContentType, documentFileName, documentKindsFor, stayIcs, voucherPdf } from '../documents/index.ts';
import type { AttachmentsFor } from './worker.ts';
import type { MailAttachment } from './transport.ts';

export function documentAttachments(opts: { businessName: string }): AttachmentsFor {
  return async (booking, manageUrl) => {
    const kinds = documentKindsFor(booking.status);
    const out: MailAttachment[] = [];
    if (kinds.includes('VOUCHER_PDF')) {
      out.push({
        filename: documentFileName(booking.reference, 'VOUCHER_PDF'),
        content: await voucherPdf(booking, { businessName: opts.businessName }),
        contentType: documentContentType('VOUCHER_PDF'),
      });
    }
    if (kinds.includes('CALENDAR_ICS')) {
      out.push({
        filename: documentFileName(booking.reference, 'CALENDAR_ICS'),
        content: Buffer.from(stayIcs(booking, manageUrl, { businessName: opts.businessName }), 'utf8'),
        contentType: documentContentType('CALENDAR_ICS'),
      });
    }
    return out;
  };
}
