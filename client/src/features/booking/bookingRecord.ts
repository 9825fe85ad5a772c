// Conversions between the API's Booking and the browser's booking record, and the merge after the
// details are re-fetched (spec §4 "Booking creation").
import type { BookingDetails_BookingFragment } from '../../__generated__/graphql.ts';
import type { BookingRecord, PendingBooking, StoredCancellationPolicies, StoredTaxOrFee } from './bookingStorage.ts';

type CancellationLike = BookingDetails_BookingFragment['cancellation'];

/** Taxes and fees without the API's type names, as local storage keeps them. */
export function storedFees(fees: readonly StoredTaxOrFee[] | null | undefined): StoredTaxOrFee[] {
  return (fees ?? []).map((f) => ({
    description: f.description,
    amount: { amount: f.amount.amount, currency: f.amount.currency },
    included: f.included,
  }));
}

export function storedCancellation(c: CancellationLike | undefined): StoredCancellationPolicies | null {
  if (!c) return null;
  return {
    refundableTag: c.refundableTag ?? (c.refundable ? 'RFN' : 'NRFN'),
    freeCancellationUntil: c.freeCancellationUntil,
    cancelPolicyInfos: c.penalties.map((p) => ({ cancelTime: p.from, amount: p.amount.amount, currency: p.amount.currency })),
  };
}

/** A history record from a booking the API returned; `pending` fills what the API does not echo. */
export function recordFromBooking(
  b: BookingDetails_BookingFragment,
  extra: { pending?: PendingBooking | null; paymentIntent?: string | null; accessToken?: string | null } = {},
): BookingRecord {
  const { pending } = extra;
  return {
    bookingId: b.providerBookingId ?? b.reference,
    reference: b.reference,
    accessToken: extra.accessToken ?? pending?.accessToken ?? null,
    status: b.status.toLowerCase(),
    confirmationNumber: b.hotelConfirmationCode ?? b.providerBookingId ?? b.reference,
    hotelName: b.hotel.name,
    hotelId: b.hotel.id,
    roomName: b.roomName,
    boardName: b.boardName,
    holder: { firstName: b.holder.firstName, lastName: b.holder.lastName, email: b.holder.email },
    guests: b.guests.map((g) => ({ firstName: g.firstName, lastName: g.lastName, email: g.email, remarks: g.remarks })),
    totalPrice: b.price.amount,
    currency: b.price.currency,
    commission: b.commission?.amount ?? pending?.commission ?? null,
    checkIn: b.checkin,
    checkOut: b.checkout,
    nights: b.nights,
    adultCount: b.adults,
    childCount: b.children,
    paymentIntent: extra.paymentIntent ?? null,
    paymentStatus: paymentStatusOf(b.status),
    transactionId: b.paymentReference,
    cancellationPolicies: storedCancellation(b.cancellation) ?? pending?.cancellationPolicies ?? null,
    feesPayableAtHotel: b.feesPayableAtHotel?.length ? storedFees(b.feesPayableAtHotel) : (pending?.feesPayableAtHotel ?? []),
    hotelAddress: b.hotel.address ?? pending?.hotelAddress ?? null,
    hotelCity: b.hotel.city ?? pending?.hotelCity ?? null,
    hotelCountry: b.hotel.country ?? pending?.hotelCountry ?? null,
    hotelPhone: b.hotel.phone ?? pending?.hotelPhone ?? null,
    checkInTime: b.hotel.checkinTime ?? pending?.checkInTime ?? null,
    checkOutTime: b.hotel.checkoutTime ?? pending?.checkOutTime ?? null,
    supplierBookingId: b.supplierBookingId,
    supplierBookingName: b.supplierBookingName,
    bookedAt: b.createdAt,
    apiError: false,
  };
}

function paymentStatusOf(status: BookingDetails_BookingFragment['status']): string {
  switch (status) {
    case 'PENDING_PAYMENT':
      return 'pending';
    case 'FAILED':
      return 'failed';
    case 'NEEDS_REFUND':
      return 'refund_pending';
    default:
      return 'succeeded';
  }
}

/**
 * The local record saved when the payment went through but the booking is not confirmed yet (spec §4):
 * the stay as the traveller chose it, flagged so support can reconcile it by its payment reference.
 */
export function pendingConfirmationRecord(pending: PendingBooking, paymentIntent: string | null, reference?: string | null): BookingRecord {
  return {
    bookingId: 'PENDING_CONFIRMATION',
    reference: reference ?? pending.reference ?? null,
    accessToken: pending.accessToken ?? null,
    status: 'payment_received',
    confirmationNumber: 'PENDING',
    hotelName: pending.hotelName,
    hotelId: pending.hotelId,
    roomName: pending.roomName,
    boardName: pending.boardName,
    holder: pending.holder,
    guests: pending.guests,
    totalPrice: pending.totalPrice,
    currency: pending.currency,
    commission: pending.commission,
    checkIn: pending.checkIn,
    checkOut: pending.checkOut,
    nights: pending.nights,
    adultCount: pending.adultCount,
    childCount: pending.childCount,
    paymentIntent,
    paymentStatus: 'succeeded',
    transactionId: pending.transactionId,
    cancellationPolicies: pending.cancellationPolicies,
    feesPayableAtHotel: pending.feesPayableAtHotel ?? [],
    hotelAddress: pending.hotelAddress ?? null,
    hotelCity: pending.hotelCity ?? null,
    hotelCountry: pending.hotelCountry ?? null,
    hotelPhone: pending.hotelPhone ?? null,
    checkInTime: pending.checkInTime ?? null,
    checkOutTime: pending.checkOutTime ?? null,
    supplierBookingId: null,
    supplierBookingName: null,
    bookedAt: new Date().toISOString(),
    apiError: true,
  };
}

/** What the 1-second re-fetch may update: status, reference, hotel address, times, price, supplier ids. */
export function mergeBookingDetails(record: BookingRecord, b: BookingDetails_BookingFragment): BookingRecord {
  return {
    ...record,
    bookingId: b.providerBookingId ?? record.bookingId,
    reference: b.reference,
    status: b.status.toLowerCase(),
    confirmationNumber: b.hotelConfirmationCode ?? record.confirmationNumber,
    hotelAddress: b.hotel.address ?? record.hotelAddress,
    hotelCity: b.hotel.city ?? record.hotelCity,
    hotelCountry: b.hotel.country ?? record.hotelCountry,
    hotelPhone: b.hotel.phone ?? record.hotelPhone,
    checkInTime: b.hotel.checkinTime ?? record.checkInTime,
    checkOutTime: b.hotel.checkoutTime ?? record.checkOutTime,
    totalPrice: b.price.amount,
    currency: b.price.currency,
    feesPayableAtHotel: b.feesPayableAtHotel?.length ? storedFees(b.feesPayableAtHotel) : record.feesPayableAtHotel,
    supplierBookingId: b.supplierBookingId ?? record.supplierBookingId,
    supplierBookingName: b.supplierBookingName ?? record.supplierBookingName,
  };
}

/** Server records win over local ones with the same reference; newest first (spec §4 "Booking history"). */
export function mergeHistories(server: BookingRecord[], local: BookingRecord[]): BookingRecord[] {
  const seen = new Set(server.map((r) => r.reference).filter(Boolean));
  const seenTx = new Set(server.map((r) => r.transactionId).filter(Boolean));
  const localOnly = local.filter((r) => !(r.reference && seen.has(r.reference)) && !(r.transactionId && seenTx.has(r.transactionId)));
  return [...server, ...localOnly].sort((a, b) => (b.bookedAt ?? '').localeCompare(a.bookedAt ?? ''));
}
