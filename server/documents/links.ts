// Signed, expiring download addresses of a booking's documents:
//   /api/bookings/{reference}/documents/{file}?exp={unix seconds}&sig={HMAC-SHA256}
// The signature covers the reference, the document kind and the expiry, keyed with the server's APP_SECRET,
// so only a caller who was shown the booking (GraphQL answers a Booking only with its access token or the
// e-mail lookup) has a working address, and it stops working after an hour.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookingRecord } from '../bookings/types.ts';
import { documentKindsFor, type DocumentKind } from './content.ts';

export const DOCUMENTS_ROUTE = '/api/bookings/:reference/documents/:file';
/** How long a listed document address works. */
export const LINK_TTL_SECONDS = 3600;

const FILES: Record<DocumentKind, { suffix: string; contentType: string }> = {
  VOUCHER_PDF: { suffix: '-voucher.pdf', contentType: 'application/pdf' },
  GST_INVOICE_PDF: { suffix: '-invoice.pdf', contentType: 'application/pdf' },
  CALENDAR_ICS: { suffix: '.ics', contentType: 'text/calendar; charset=utf-8' },
  CANCELLATION_NOTE_PDF: { suffix: '-cancellation.pdf', contentType: 'application/pdf' },
};

export function documentFileName(reference: string, kind: DocumentKind): string {
  return `${reference}${FILES[kind].suffix}`;
}

export function documentContentType(kind: DocumentKind): string {
  return FILES[kind].contentType;
}

/** The kind of document a file name asks for, given the reference in the path; null when it names none. */
export function kindOfFile(reference: string, file: string): DocumentKind | null {
  for (const [kind, f] of Object.entries(FILES) as Array<[DocumentKind, (typeof FILES)[DocumentKind]]>) {
    if (file === `${reference}${f.suffix}`) return kind;
  }
  return null;
}

export interface ListedDocument {
  kind: DocumentKind;
  fileName: string;
  url: string;
  contentType: string;
}

/** Signs and checks document addresses with one secret. */
export class DocumentLinks {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < 16) throw new Error('the document signing secret is too short');
  }

  private signature(reference: string, kind: DocumentKind, exp: number): string {
    return createHmac('sha256', this.secret).update(`booking-document\n${reference}\n${kind}\n${exp}`).digest('base64url');
  }

  /** The path and query of one document, valid for `ttlSeconds`, relative to the app's origin. */
  url(reference: string, kind: DocumentKind, ttlSeconds = LINK_TTL_SECONDS): string {
    const exp = Math.floor(this.now() / 1000) + ttlSeconds;
    const file = documentFileName(reference, kind);
    return `/api/bookings/${encodeURIComponent(reference)}/documents/${encodeURIComponent(file)}?exp=${exp}&sig=${this.signature(reference, kind, exp)}`;
  }

  /** True when `sig` is this server's signature of the document and `exp` has not passed. */
  verify(reference: string, kind: DocumentKind, exp: unknown, sig: unknown): boolean {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string' || sig.length > 100) return false;
    const expires = Number(exp);
    if (expires * 1000 <= this.now()) return false;
    const want = Buffer.from(this.signature(reference, kind, expires));
    const got = Buffer.from(sig);
    return got.length === want.length && timingSafeEqual(got, want);
  }

  /** The documents this booking's status allows, each with a signed address. */
  list(booking: Pick<BookingRecord, 'reference' | 'status'>): ListedDocument[] {
    return documentKindsFor(booking.status).map((kind) => ({
      kind,
      fileName: documentFileName(booking.reference, kind),
      url: this.url(booking.reference, kind),
      contentType: documentContentType(kind),
    }));
  }
}
