// In-memory state of the embedded sandbox's booking side: prebooks, their payment transactions (shaped
// like the Stripe PaymentIntents the real payment widget creates), bookings and loyalty guests.
// It lives for the process, like the provider's own sandbox account; tests reach it via bookingStore().
import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxOffer } from './offers.ts';

export type TransactionStatus = 'unpaid' | 'paid' | 'declined';

/** A payment held against one prebook (PaymentIntent-like). */
export interface SandboxTransaction {
  /** "pi_…" */
  paymentIntentId: string;
  /** "pi_…_secret_…": the prebook's secretKey, handed to the payment widget */
  clientSecret: string;
  /** "tr_ct_…": what the booking call quotes */
  transactionId: string;
  prebookId: string;
  amount: number;
  currency: string;
  status: TransactionStatus;
  /** last four digits of the card that paid or was declined */
  cardLast4?: string;
  /** the booking this payment was spent on */
  bookingId?: string;
  createdAt: string;
  updatedAt: string;
}

export interface SandboxPrebook {
  prebookId: string;
  offerId: string;
  offer: SandboxOffer;
  /** what the traveller pays now; differs from offer.total when a price change was injected */
  price: number;
  commission: number;
  priceDifferencePercent: number;
  usePaymentSdk: boolean;
  transactionId?: string;
  secretKey?: string;
  createdAt: string;
}

export interface SandboxPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

export interface SandboxGuestInput extends SandboxPerson {
  occupancyNumber: number;
  remarks?: string;
}

export type SandboxBookingStatus = 'CONFIRMED' | 'CANCELLED' | 'CANCELLED_WITH_CHARGES';

export interface SandboxBooking {
  bookingId: string;
  clientReference?: string;
  prebookId: string;
  offer: SandboxOffer;
  price: number;
  commission: number;
  currency: string;
  holder: SandboxPerson;
  guests: SandboxGuestInput[];
  paymentMethod: string;
  transactionId?: string;
  status: SandboxBookingStatus;
  supplierBookingId: string;
  hotelConfirmationCode: string;
  /** loyalty guest id of the holder */
  guestId: number;
  createdAt: string;
  updatedAt: string;
  cancelledAt?: string;
  cancellationFee?: number;
  refundAmount?: number;
}

/** A loyalty guest: one per holder e-mail, as the provider's /guests lists them. */
export interface SandboxGuest {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  bookings: string[];
  createdAt: string;
  updatedAt: string;
}

const MAX_PREBOOKS = 20_000;
const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number, alphabet = ALPHANUM): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** base64url without padding, the alphabet the provider's tr_ct_ ids use */
function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export class SandboxBookingStore {
  readonly prebooks = new Map<string, SandboxPrebook>();
  readonly transactions = new Map<string, SandboxTransaction>();
  readonly bookings = new Map<string, SandboxBooking>();
  private guestsByEmail = new Map<string, SandboxGuest>();
  private nextGuestId = 1;
  private amendmentSeq = 0;

  /**
   * Test hook: the next prebook comes back at total * (1 + p/100) with priceDifferencePercent p, the way
   * the provider reports a price change between search and prebook. Consumed by one prebook.
   */
  nextPrebookPriceChangePercent: number | null = null;

  reset(): void {
    this.prebooks.clear();
    this.transactions.clear();
    this.bookings.clear();
    this.guestsByEmail.clear();
    this.nextGuestId = 1;
    this.nextPrebookPriceChangePercent = null;
  }

  /** Mints a prebook (and, with the payment SDK, an unpaid transaction) for a decoded offer. */
  createPrebook(offerId: string, offer: SandboxOffer, usePaymentSdk: boolean, now = new Date()): SandboxPrebook {
    const percent = this.nextPrebookPriceChangePercent ?? 0;
    this.nextPrebookPriceChangePercent = null;
    const price = round2(offer.total * (1 + percent / 100));
    const commission = round2(offer.commission * (1 + percent / 100));
    const prebook: SandboxPrebook = {
      prebookId: this.uniqueId(this.prebooks),
      offerId,
      offer,
      price,
      commission,
      priceDifferencePercent: percent,
      usePaymentSdk,
      createdAt: now.toISOString(),
    };
    if (usePaymentSdk) {
      const tx = this.createTransaction(prebook.prebookId, price, offer.currency, now);
      prebook.transactionId = tx.transactionId;
      prebook.secretKey = tx.clientSecret;
    }
    this.prebooks.set(prebook.prebookId, prebook);
    this.pruneOldPrebooks();
    return prebook;
  }

  /**
   * Benchmarks prebook thousands of times; keep memory bounded by forgetting the oldest prebooks (Map
   * order is insertion order) and their payments. Bookings keep their own copy of what they need.
   */
  private pruneOldPrebooks(): void {
    for (const [id, old] of this.prebooks) {
      if (this.prebooks.size <= MAX_PREBOOKS) break;
      this.prebooks.delete(id);
      if (old.transactionId) this.transactions.delete(old.transactionId);
    }
  }

  private createTransaction(prebookId: string, amount: number, currency: string, now: Date): SandboxTransaction {
    const paymentIntentId = `pi_${randomId(24)}`;
    const tx: SandboxTransaction = {
      paymentIntentId,
      clientSecret: `${paymentIntentId}_secret_${randomId(25)}`,
      transactionId: `tr_ct_${randomToken(16)}`,
      prebookId,
      amount,
      currency,
      status: 'unpaid',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    this.transactions.set(tx.transactionId, tx);
    return tx;
  }

  getPrebook(prebookId: string): SandboxPrebook | undefined {
    return this.prebooks.get(prebookId);
  }

  getTransaction(transactionId: string): SandboxTransaction | undefined {
    return this.transactions.get(transactionId);
  }

  findTransactionBySecret(clientSecret: string): SandboxTransaction | undefined {
    for (const tx of this.transactions.values()) if (tx.clientSecret === clientSecret) return tx;
    return undefined;
  }

  /** Records the card outcome. A declined payment may be retried with another card, as with Stripe. */
  settleTransaction(tx: SandboxTransaction, outcome: 'paid' | 'declined', cardLast4: string, now = new Date()): SandboxTransaction {
    // Once paid, a payment stays paid: a second submit (double click, back button) must not undo it.
    if (tx.status !== 'paid') {
      tx.status = outcome;
      tx.cardLast4 = cardLast4;
      tx.updatedAt = now.toISOString();
    }
    return tx;
  }

  findByClientReference(clientReference: string): SandboxBooking[] {
    return [...this.bookings.values()].filter((b) => b.clientReference === clientReference);
  }

  createBooking(input: {
    prebook: SandboxPrebook;
    holder: SandboxPerson;
    guests: SandboxGuestInput[];
    paymentMethod: string;
    transactionId?: string;
    clientReference?: string;
    now?: Date;
  }): SandboxBooking {
    const now = (input.now ?? new Date()).toISOString();
    const guest = this.guestFor(input.holder, now);
    const bookingId = this.uniqueId(this.bookings);
    const booking: SandboxBooking = {
      bookingId,
      clientReference: input.clientReference,
      prebookId: input.prebook.prebookId,
      offer: input.prebook.offer,
      price: input.prebook.price,
      commission: input.prebook.commission,
      currency: input.prebook.offer.currency,
      holder: { ...input.holder },
      guests: input.guests.map((g) => ({ ...g })),
      paymentMethod: input.paymentMethod,
      transactionId: input.transactionId,
      status: 'CONFIRMED',
      supplierBookingId: bookingId,
      hotelConfirmationCode: randomId(10, '0123456789'),
      guestId: guest.id,
      createdAt: now,
      updatedAt: now,
    };
    this.bookings.set(bookingId, booking);
    guest.bookings.push(bookingId);
    guest.updatedAt = now;
    if (input.transactionId) {
      const tx = this.transactions.get(input.transactionId);
      if (tx) tx.bookingId = bookingId;
    }
    return booking;
  }

  getBooking(bookingId: string): SandboxBooking | undefined {
    return this.bookings.get(bookingId);
  }

  /**
   * Cancels a confirmed booking by its rate's cancellation tiers (`tiers`: from when each penalty applies, as the
   * booking's cancellationPolicies state them): a full refund before the first tier starts, the penalty of the
   * last tier started after that (capped at the price), nothing back for a non-refundable rate. CANCELLED when
   * nothing is kept, else CANCELLED_WITH_CHARGES. Returns undefined when the booking is not confirmed any more.
   */
  cancelBooking(
    booking: SandboxBooking,
    tiers: Array<{ from: string | number; amount: number }>,
    now = new Date(),
  ): SandboxBooking | undefined {
    if (booking.status !== 'CONFIRMED') return undefined;
    const t = now.getTime();
    const started = tiers
      .filter((p) => new Date(p.from).getTime() <= t)
      .sort((a, b) => new Date(a.from).getTime() - new Date(b.from).getTime());
    const refundable = booking.offer.refundableTag === 'RFN';
    const fee = refundable ? Math.min(booking.price, started.length ? started[started.length - 1].amount : 0) : booking.price;
    booking.status = fee > 0 ? 'CANCELLED_WITH_CHARGES' : 'CANCELLED';
    booking.cancellationFee = round2(fee);
    booking.refundAmount = round2(booking.price - fee);
    booking.cancelledAt = now.toISOString();
    booking.updatedAt = booking.cancelledAt;
    return booking;
  }

  /** The holder's corrected details (the provider's amend changes the holder only). */
  amendHolder(booking: SandboxBooking, holder: SandboxPerson, now = new Date()): number {
    booking.holder = { ...holder };
    booking.updatedAt = now.toISOString();
    this.amendmentSeq += 1;
    return this.amendmentSeq;
  }

  guests(): SandboxGuest[] {
    return [...this.guestsByEmail.values()];
  }

  private guestFor(holder: SandboxPerson, now: string): SandboxGuest {
    const key = holder.email.trim().toLowerCase();
    let guest = this.guestsByEmail.get(key);
    if (!guest) {
      guest = {
        id: this.nextGuestId++,
        email: holder.email.trim(),
        firstName: holder.firstName,
        lastName: holder.lastName,
        phoneNumber: holder.phone ?? '',
        bookings: [],
        createdAt: now,
        updatedAt: now,
      };
      this.guestsByEmail.set(key, guest);
    }
    return guest;
  }

  /** ~9-character ids like the provider's ("zzWkJcdgk"), unique within the map */
  private uniqueId(existing: Map<string, unknown>): string {
    for (;;) {
      const id = randomId(9);
      if (!existing.has(id)) return id;
    }
  }
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

let singleton: SandboxBookingStore | undefined;

/** The process-wide sandbox booking state, shared by the booking routes and the payment widget's routes. */
export function bookingStore(): SandboxBookingStore {
  singleton ??= new SandboxBookingStore();
  return singleton;
}
