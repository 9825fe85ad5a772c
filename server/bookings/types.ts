// The booking ledger's model: what a ledger row becomes once read (the GraphQL `Booking` type maps
// from BookingRecord through codegen's `mappers`), and the shapes the booking service takes and gives.

import type { Language } from '../i18n/index.ts';

export type BookingStatus =
  | 'PENDING_PAYMENT'
  | 'PAID'
  | 'CONFIRMED'
  | 'PAYMENT_RECEIVED_UNCONFIRMED'
  | 'FAILED'
  | 'NEEDS_REFUND'
  | 'CANCELLATION_PENDING'
  | 'CANCELLED';

/** How the provider settled a cancellation. */
export type CancellationOutcome = 'CANCELLED' | 'CANCELLED_WITH_CHARGES';

/** A cancelled booking's settlement as the ledger keeps it. */
export interface LedgerCancellationResult {
  outcome: CancellationOutcome;
  refund: LedgerMoney;
  penalty: LedgerMoney;
  cancelledAt: string;
}

export interface LedgerPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  remarks?: string | null;
}

export interface LedgerMoney {
  amount: number;
  currency: string;
}

/** A tax or fee the hotel collects at the property (the API's TaxOrFee with `included: false`). */
export interface LedgerFee {
  description: string;
  amount: LedgerMoney;
  /** a goods and services tax (GST) or VAT line */
  isGst: boolean;
}

/** A tax or fee included in the price (the API's TaxOrFee with `included: true`), for the GST invoice. */
export interface LedgerTax {
  description: string;
  amount: LedgerMoney;
  /** a goods and services tax (GST) or VAT line */
  isGst: boolean;
  /** the room it belongs to, from 1 in booking order (the provider gives taxes per room) */
  room: number;
  /** that room's total price including this tax (what the rate shown on the invoice is derived from); null when unknown */
  roomTotal: number | null;
}

/** The company of a business trip, printed on the GST tax invoice. */
export interface LedgerBusiness {
  companyName: string;
  /** 15 characters, upper case, checked (format, state code, check character) at prebook */
  gstin: string;
  /** the state or union territory of the GSTIN's registration (from its first two digits) */
  state: string;
}

/** Cancellation terms in the API's shape (CancellationPolicy), normalised once at prebook. */
export interface LedgerCancellation {
  refundable: boolean;
  refundableTag: string | null;
  freeCancellationUntil: string | null;
  penalties: Array<{ from: string; amount: LedgerMoney }>;
  remarks: string[];
}

export interface LedgerHotel {
  id: string;
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  checkinTime: string | null;
  checkoutTime: string | null;
}

export interface BookingRecord {
  /** our reference; also the provider's clientReference */
  reference: string;
  status: BookingStatus;
  prebookId: string;
  transactionId: string;
  offerId: string;
  hotel: LedgerHotel;
  roomName: string;
  boardName: string;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  children: number;
  occupancies: Array<{ adults: number; childrenAges: number[] }>;
  holder: LedgerPerson;
  guests: LedgerPerson[];
  price: LedgerMoney;
  /** taxes and fees payable at the hotel, not part of `price` */
  feesPayableAtHotel: LedgerFee[];
  /** taxes and fees included in `price`, as the provider stated them at prebook (empty on older rows) */
  taxes: LedgerTax[];
  /** the company and GSTIN of a business trip; null for a personal trip */
  business: LedgerBusiness | null;
  commission: LedgerMoney | null;
  cancellation: LedgerCancellation | null;
  providerBookingId: string | null;
  hotelConfirmationCode: string | null;
  supplierBookingId: string | null;
  supplierBookingName: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  leaseUntil: string | null;
  leasedBy: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  confirmedAt: string | null;
  failedAt: string | null;
  /** when the traveller asked to cancel (the row entered CANCELLATION_PENDING) */
  cancelRequestedAt: string | null;
  /** provider cancel calls made so far */
  cancelAttempts: number;
  /** the settlement, once CANCELLED (null for a booking cancelled before migration 005 recorded it) */
  cancellationResult: LedgerCancellationResult | null;
  cancelledAt: string | null;
  /** the language of the booking's e-mails and documents */
  language: Language;
}

export interface BookingEvent {
  bookingId: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  at: string;
  detail: Record<string, unknown> | null;
}

export interface PrebookRequest {
  offerId: string;
  hotelId: string;
  checkin: string;
  checkout: string;
  occupancies?: Array<{ adults: number; childrenAges?: number[] | null }> | null;
  holder: LedgerPerson;
  guests: LedgerPerson[];
  /** a business trip: the company and GSTIN for the GST tax invoice */
  business?: { companyName: string; gstin: string } | null;
  /** the language of the booking's e-mails and documents; default English */
  language?: Language | null;
}

export interface PrebookResult {
  booking: BookingRecord;
  prebookId: string;
  transactionId: string;
  secretKey: string;
  price: LedgerMoney;
  priceDifferencePercent: number;
  cancellationChanged: boolean;
  boardChanged: boolean;
  /** returned once, here; only its hash is stored */
  accessToken: string;
}

export interface ConfirmRequest {
  prebookId: string;
  transactionId: string;
  /** the booking's access token from prebook: without it the caller learns only the reference and status */
  accessToken?: string | null;
  paymentIntent?: string | null;
  paymentIntentClientSecret?: string | null;
  redirectStatus?: string | null;
}

/** What confirmBooking answers: the whole booking only to a caller holding the booking's access token. */
export interface ConfirmOutcome {
  reference: string;
  status: BookingStatus;
  booking: BookingRecord | null;
}
