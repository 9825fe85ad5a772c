// The sandbox's offer ids. An offer id carries everything needed to price and book the offer again
// (like the provider's long opaque ids), so the rates routes and the booking routes share no memory:
// prebook decodes the id it is given, and a tampered or foreign id decodes to null (-> 4002).
import { createHmac } from 'node:crypto';

export interface SandboxOffer {
  /** version */
  v: 1;
  hotelId: string;
  hotelName: string;
  roomTypeId: string;
  roomName: string;
  /** rate plan name, e.g. "Deluxe Double Room - Breakfast included" */
  rateName: string;
  boardType: string; // RO, BB, HB, FB, AI
  boardName: string;
  refundableTag: 'RFN' | 'NRFN';
  /** ISO instant until which cancelling is free (RFN only) */
  freeCancelUntil?: string;
  checkin: string; // yyyy-MM-dd
  checkout: string;
  occupancies: Array<{ adults: number; children: number[] }>;
  /** total for the stay, all rooms, in `currency` */
  total: number;
  /** the suggestedSellingPrice the search quoted for the offer (absent from older ids) */
  suggestedSellingPrice?: number;
  currency: string;
  /** commission for the stay */
  commission: number;
  /** ms since epoch when the offer was issued; offers older than OFFER_TTL_MS are "outdated" (4040) */
  issuedAt: number;
  /**
   * Per room (occupancy), as quoted: its total, the GST inside it, and the fees payable at the hotel, so
   * prebook answers the same taxes the search showed. Absent from ids minted before offers carried them.
   */
  rooms?: Array<{ total: number; gst: number; fees: Array<{ description: string; amount: number }>; ssp?: number }>;
}

export const OFFER_TTL_MS = 30 * 60 * 1000;
const SECRET = 'sandbox-offer-signing-key';

function sign(payload: string): string {
  return createHmac('sha256', SECRET).update(payload).digest('base64url').slice(0, 16);
}

export function encodeOffer(offer: SandboxOffer): string {
  const payload = Buffer.from(JSON.stringify(offer)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

export function decodeOffer(offerId: string): SandboxOffer | null {
  if (typeof offerId !== 'string' || offerId.length > 8000) return null;
  const dot = offerId.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = offerId.slice(0, dot);
  if (sign(payload) !== offerId.slice(dot + 1)) return null;
  try {
    const offer = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxOffer;
    return offer && offer.v === 1 ? offer : null;
  } catch {
    return null;
  }
}

export function isOfferOutdated(offer: SandboxOffer, now = Date.now()): boolean {
  return now - offer.issuedAt > OFFER_TTL_MS;
}
