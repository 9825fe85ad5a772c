// The booking voucher: a plain-text file, generated in the browser, with everything a guest needs at
// the hotel desk (spec §2 "Download Voucher", §7: file booking-{bookingId}.txt).
import { hotelFees, hotelFeesText, totalInAllText } from '../../lib/fees.ts';
import { formatDate, formatPrice, withoutBoard } from '../../lib/format.ts';
import { isNotABooking, paymentStatusLabel } from './bookingState.ts';
import type { BookingRecord, StoredPerson } from './bookingStorage.ts';
import { isRefundableBooking } from './cancellation.ts';
import { formatDeadlineText } from './dates.ts';

/** Where guests get help (the footer's contact line); also quoted on the confirmation page. */
export const SUPPORT_CONTACT = {
  email: 'support@stayindia.in',
  phone: '+91 80001 23456',
} as const;

export function voucherFileName(record: Pick<BookingRecord, 'bookingId'>): string {
  // Ids come from the provider: keep the name safe for every file system.
  return `booking-${record.bookingId.replace(/[^A-Za-z0-9_-]/g, '_')}.txt`;
}

const fullName = (p: StoredPerson | null | undefined) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');

function safeDate(iso: string | null | undefined): string {
  if (!iso) return 'Not available';
  try {
    return formatDate(iso);
  } catch {
    return iso;
  }
}

function cancellationText(record: BookingRecord, now: Date): string {
  const c = record.cancellationPolicies;
  // The confirmation page recognises refundable only for RFN (spec §5); a passed deadline is non-refundable.
  if (!c || !isRefundableBooking(record, now)) return 'Non-refundable: cancelling or not showing up is charged in full.';
  const lines: string[] = [];
  lines.push(c.freeCancellationUntil ? `Free cancellation until ${formatDeadlineText(c.freeCancellationUntil)}.` : 'Refundable.');
  for (const info of c.cancelPolicyInfos ?? []) {
    lines.push(
      `From ${formatDeadlineText(info.cancelTime)}: cancellation charge ${formatPrice(info.amount, info.currency || record.currency)}.`,
    );
  }
  return lines.join('\n');
}

/** The voucher's text. Pure, so it can be checked without a browser download. */
export function buildVoucherText(record: BookingRecord, now: Date = new Date()): string {
  const paid = { amount: record.totalPrice, currency: record.currency || 'INR' };
  const fees = hotelFees(record.feesPayableAtHotel, paid.currency);
  const hotelLine = [record.hotelAddress, record.hotelCity, record.hotelCountry].filter(Boolean).join(', ');
  const guests = record.guests.length
    ? record.guests.map((g, i) => `  Room ${i + 1}: ${fullName(g)}${g.remarks ? ` (requests: ${g.remarks})` : ''}`).join('\n')
    : '  Not available';
  const partyLine = `${record.adultCount} adult(s)${record.childCount ? `, ${record.childCount} child(ren)` : ''}`;
  const rule = '='.repeat(48);

  const sections = [
    rule,
    'HOTEL BOOKING VOUCHER',
    rule,
    `Booking ID:          ${record.bookingId}`,
    `Booking reference:   ${record.reference ?? record.bookingId}`,
    `Confirmation number: ${record.confirmationNumber}`,
    `Status:              ${(record.status || 'confirmed').toUpperCase()}`,
    '',
    'HOTEL',
    `  ${record.hotelName}`,
    `  Address: ${hotelLine || 'Not available'}`,
    `  Phone: ${record.hotelPhone || 'Not available'}`,
    '',
    'STAY',
    `  Check-in:  ${safeDate(record.checkIn)}${record.checkInTime ? ` from ${record.checkInTime}` : ''}`,
    `  Check-out: ${safeDate(record.checkOut)}${record.checkOutTime ? ` until ${record.checkOutTime}` : ''}`,
    `  Nights: ${record.nights}`,
    `  Room: ${withoutBoard(record.roomName, record.boardName)}`,
    `  Board: ${record.boardName}`,
    `  Guests: ${partyLine}`,
    '',
    'GUESTS',
    guests,
    '',
    'BOOKING HOLDER',
    `  ${fullName(record.holder)}`,
    `  ${record.holder?.email ?? ''}`,
    '',
    'PAYMENT',
    `  Total paid: ${formatPrice(paid.amount, paid.currency)}`,
    ...(fees ? [`  ${hotelFeesText(fees)}`, `  ${totalInAllText(paid, fees)}`] : []),
    `  Payment status: ${paymentStatusLabel(record.paymentStatus)}`,
    `  Payment reference: ${record.transactionId || 'Not available'}`,
    '',
    'CANCELLATION POLICY',
    ...cancellationText(record, now)
      .split('\n')
      .map((l) => `  ${l}`),
    '',
    'SUPPORT',
    `  E-mail: ${SUPPORT_CONTACT.email}`,
    `  Phone: ${SUPPORT_CONTACT.phone}`,
    '  Please quote your booking reference when you contact us.',
    '',
    `Booked on: ${record.bookedAt ? formatDeadlineText(record.bookedAt) : 'Not available'}`,
    'Please show this voucher and a photo ID at check-in.',
    rule,
  ];
  return sections.join('\n') + '\n';
}

/** Saves the voucher through a temporary download link. */
export function downloadVoucher(record: BookingRecord): void {
  // A failed, unpaid or refunded attempt is not a booking: it has no voucher to show at a hotel desk.
  if (isNotABooking(record)) return;
  const blob = new Blob([buildVoucherText(record)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = voucherFileName(record);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
