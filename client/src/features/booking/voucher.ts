// The booking voucher: a plain-text file, generated in the browser, with everything a guest needs at
// the hotel desk (spec §2 "Download Voucher", §7: file booking-{bookingId}.txt).
import { hotelFees, hotelFeesText, totalInAllText } from '../../lib/fees.ts';
import { formatDate, formatPrice, withoutBoard } from '../../lib/format.ts';
import { isNotABooking, paymentStatusLabel, statusName } from './bookingState.ts';
import type { BookingRecord, StoredPerson } from './bookingStorage.ts';
import { isRefundableBooking } from './cancellation.ts';
import { formatDeadlineText } from './dates.ts';
import { bookingT, type BookingT } from './i18n.ts';

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

function safeDate(iso: string | null | undefined, t: BookingT): string {
  if (!iso) return t('voucher.notAvailable');
  try {
    return formatDate(iso);
  } catch {
    return iso;
  }
}

function cancellationText(record: BookingRecord, now: Date, t: BookingT): string {
  const c = record.cancellationPolicies;
  // The confirmation page recognises refundable only for RFN (spec §5); a passed deadline is non-refundable.
  if (!c || !isRefundableBooking(record, now)) return t('voucher.nonRefundable');
  const lines: string[] = [];
  lines.push(
    c.freeCancellationUntil ? t('voucher.freeUntil', { deadline: formatDeadlineText(c.freeCancellationUntil) }) : t('voucher.refundable'),
  );
  for (const info of c.cancelPolicyInfos ?? []) {
    lines.push(
      t('voucher.charge', {
        from: formatDeadlineText(info.cancelTime),
        amount: formatPrice(info.amount, info.currency || record.currency),
      }),
    );
  }
  return lines.join('\n');
}

/** The voucher's text, in the language of `t`. Pure, so it can be checked without a browser download. */
export function buildVoucherText(record: BookingRecord, now: Date = new Date(), t: BookingT = bookingT): string {
  const na = t('voucher.notAvailable');
  const paid = { amount: record.totalPrice, currency: record.currency || 'INR' };
  const fees = hotelFees(record.feesPayableAtHotel, paid.currency);
  const hotelLine = [record.hotelAddress, record.hotelCity, record.hotelCountry].filter(Boolean).join(', ');
  const guests = record.guests.length
    ? record.guests
        .map(
          (g, i) =>
            t('voucher.guestRoom', { room: i + 1, name: fullName(g) }) + (g.remarks ? t('voucher.requests', { remarks: g.remarks }) : ''),
        )
        .join('\n')
    : `  ${na}`;
  const partyLine = [
    t('party.adultsAny', { count: record.adultCount }),
    ...(record.childCount ? [t('party.childrenAny', { count: record.childCount })] : []),
  ].join(', ');
  const rule = '='.repeat(48);

  const sections = [
    rule,
    t('voucher.title'),
    rule,
    t('voucher.bookingId', { value: record.bookingId }),
    t('voucher.reference', { value: record.reference ?? record.bookingId }),
    t('voucher.confirmationNumber', { value: record.confirmationNumber }),
    t('voucher.status', { value: statusName(record.status, t) }),
    '',
    t('voucher.hotel'),
    `  ${record.hotelName}`,
    t('voucher.address', { value: hotelLine || na }),
    t('voucher.phone', { value: record.hotelPhone || na }),
    '',
    t('voucher.stay'),
    record.checkInTime
      ? t('voucher.checkInFrom', { date: safeDate(record.checkIn, t), time: record.checkInTime })
      : t('voucher.checkIn', { date: safeDate(record.checkIn, t) }),
    record.checkOutTime
      ? t('voucher.checkOutUntil', { date: safeDate(record.checkOut, t), time: record.checkOutTime })
      : t('voucher.checkOut', { date: safeDate(record.checkOut, t) }),
    t('voucher.nights', { value: record.nights }),
    t('voucher.room', { value: withoutBoard(record.roomName, record.boardName) }),
    t('voucher.board', { value: record.boardName }),
    t('voucher.party', { value: partyLine }),
    '',
    t('voucher.guests'),
    guests,
    '',
    t('voucher.holder'),
    `  ${fullName(record.holder)}`,
    `  ${record.holder?.email ?? ''}`,
    '',
    t('voucher.payment'),
    t('voucher.totalPaid', { value: formatPrice(paid.amount, paid.currency) }),
    ...(fees ? [`  ${hotelFeesText(fees)}`, `  ${totalInAllText(paid, fees)}`] : []),
    t('voucher.paymentStatus', { value: paymentStatusLabel(record.paymentStatus, t) }),
    t('voucher.paymentReference', { value: record.transactionId || na }),
    '',
    t('voucher.cancellationPolicy'),
    ...cancellationText(record, now, t)
      .split('\n')
      .map((l) => `  ${l}`),
    '',
    t('voucher.support'),
    t('voucher.supportEmail', { value: SUPPORT_CONTACT.email }),
    t('voucher.supportPhone', { value: SUPPORT_CONTACT.phone }),
    t('voucher.quoteReference'),
    '',
    t('voucher.bookedOn', { value: record.bookedAt ? formatDeadlineText(record.bookedAt) : na }),
    t('voucher.showAtCheckIn'),
    rule,
  ];
  return sections.join('\n') + '\n';
}

/** Saves the voucher, in the language of `t`, through a temporary download link. */
export function downloadVoucher(record: BookingRecord, t: BookingT = bookingT): void {
  // A failed, unpaid or refunded attempt is not a booking: it has no voucher to show at a hotel desk.
  if (isNotABooking(record)) return;
  const blob = new Blob([buildVoucherText(record, new Date(), t)], { type: 'text/plain;charset=utf-8' });
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
