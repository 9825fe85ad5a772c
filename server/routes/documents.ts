// GET /api/bookings/{reference}/documents/{file}: a booking's documents, made on request from the ledger row.
//   {reference}-voucher.pdf, {reference}-invoice.pdf, {reference}.ics, {reference}-cancellation.pdf
// The address must carry a signature of this server over the reference, the document and an expiry
// (?exp=...&sig=..., see server/documents/links.ts), handed out only to a caller GraphQL showed the booking to.
// A missing, tampered or expired signature, an unknown booking, and a document the booking's status does
// not have (a voucher once cancelled) all get the same 404, so the answer tells nothing about which it was.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { BookingService } from '../bookings/service.ts';
import {
  cancellationNotePdf,
  documentContentType,
  documentKindsFor,
  DOCUMENTS_ROUTE,
  gstInvoicePdf,
  kindOfFile,
  manageUrl,
  stayIcs,
  voucherPdf,
  type DocumentKind,
  type DocumentLinks,
} from '../documents/index.ts';
import type { BookingRecord } from '../bookings/types.ts';

export interface DocumentRouteOptions {
  config: Pick<Config, 'BUSINESS_NAME' | 'PUBLIC_URL'>;
  bookings: Pick<BookingService, 'get'>;
  links: DocumentLinks;
}

/** Our references and the provider's ids: letters, digits, - and _. */
const REFERENCE = /^[A-Za-z0-9_-]{4,64}$/;
const NOT_FOUND = { error: 'Not Found', message: 'This document is not available. Open your booking again to get a new link.' } as const;

interface DocumentRequest {
  Params: { reference: string; file: string };
  Querystring: { exp?: unknown; sig?: unknown };
}

export default async function documentRoutes(app: FastifyInstance, opts: DocumentRouteOptions): Promise<void> {
  const { config, bookings, links } = opts;
  const businessName = config.BUSINESS_NAME;

  const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'private, no-store').send(NOT_FOUND);

  async function render(kind: DocumentKind, booking: BookingRecord, request: FastifyRequest): Promise<Buffer | string> {
    switch (kind) {
      case 'VOUCHER_PDF':
        return voucherPdf(booking, { businessName });
      case 'GST_INVOICE_PDF':
        return gstInvoicePdf(booking, { businessName });
      case 'CANCELLATION_NOTE_PDF':
        return cancellationNotePdf(booking, { businessName });
      case 'CALENDAR_ICS': {
        const origin = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        return stayIcs(booking, manageUrl(origin, booking.reference), { businessName });
      }
    }
  }

  app.get<DocumentRequest>(DOCUMENTS_ROUTE, async (request, reply) => {
    const { reference, file } = request.params;
    const kind = REFERENCE.test(reference) ? kindOfFile(reference, file) : null;
    if (!kind || !links.verify(reference, kind, request.query.exp, request.query.sig)) return notFound(reply);
    const booking = await bookings.get(reference);
    // The status now, not when the link was signed: a voucher link stops working once the booking is cancelled.
    if (!booking || !documentKindsFor(booking.status).includes(kind)) return notFound(reply);
    const body = await render(kind, booking, request);
    return reply
      .header('content-type', documentContentType(kind))
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(body);
  });
}
