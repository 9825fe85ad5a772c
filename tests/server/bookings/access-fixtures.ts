// A booking written straight into the ledger, with the access token prebook would have handed out, for the
// tests of access to bookings (e-mail lookup, sign-in links, and the guard on every by-token operation).
import type { Db } from '../../../server/db/index.ts';
import * as repo from '../../../server/bookings/repository.ts';
import { newAccessToken, newReference, sha256Hex } from '../../../server/bookings/ids.ts';
import type { LedgerCancellation } from '../../../server/bookings/types.ts';
import { futureDate } from './ledger-fixtures.ts';

export interface StoredBooking {
  reference: string;
  /** the access token prebook gave the browser that booked */
  token: string;
}

/** Free cancellation until a week before a stay a month away, then the whole price. */
export const REFUNDABLE: LedgerCancellation = {
  refundable: true,
  refundableTag: 'RFN',
  freeCancellationUntil: `${futureDate(23)}T12:00:00.000Z`,
  penalties: [{ from: `${futureDate(23)}T12:00:00.000Z`, amount: { amount: 5000, currency: 'INR' } }],
  remarks: [],
};

let seq = 0;

/** Stores a booking for `email` (PENDING_PAYMENT, or CONFIRMED through PAID with `confirmed`). */
export async function storeBooking(db: Db, email: string, opts: { confirmed?: boolean } = {}): Promise<StoredBooking> {
  const token = newAccessToken();
  const reference = newReference();
  seq++;
  await repo.insertBooking(db, {
    id: reference,
    access_token_hash: sha256Hex(token),
    prebook_id: `pbAccess${seq}`,
    transaction_id: `tr_access_${reference}`,
    offer_id: 'offer',
    hotel_id: 'lp1',
    hotel_name: 'Hotel Access',
    hotel_address: null,
    hotel_city: null,
    hotel_country: null,
    hotel_phone: null,
    hotel_checkin_time: null,
    hotel_checkout_time: null,
    room_name: 'Room',
    board_name: 'Room Only',
    checkin: futureDate(30),
    checkout: futureDate(31),
    nights: 1,
    adults: 1,
    children: 0,
    occupancies: [{ adults: 1, childrenAges: [] }],
    holder: { firstName: 'Asha', lastName: 'Rao', email, phone: '+919845012345' },
    holder_email: email.toLowerCase(),
    holder_phone: '+919845012345',
    guests: [{ firstName: 'Asha', lastName: 'Rao', email }],
    price: 5000,
    currency: 'INR',
    fees_at_hotel: [],
    taxes: [],
    business: null,
    commission: null,
    cancellation: REFUNDABLE,
  });
  if (opts.confirmed) {
    await repo.transition(db, reference, ['PENDING_PAYMENT'], 'PAID');
    await repo.transition(db, reference, ['PAID'], 'CONFIRMED', {
      provider_booking_id: `PB${reference}`,
      hotel_confirmation_code: `HC${seq}`,
    });
  }
  return { reference, token };
}
