// The stay as a calendar event (iCalendar, the `ics` package): from check-in at the hotel's check-in time to
// check-out at its check-out time, both in Asia/Kolkata, written as UTC instants (India has one zone and no
// daylight saving, so IST is always UTC+05:30 and every calendar shows the right local time). The location is
// the hotel's address; the URL and the description carry the manage link. The UID is the booking's own, so
// importing the event again updates it rather than adding a second one.
import { createEvent, type DateArray } from 'ics';
import type { BookingRecord } from '../bookings/types.ts';
import { translator } from '../i18n/index.ts';
import {
  assertDocumentAllowed,
  DEFAULT_BUSINESS_NAME,
  documentLanguage,
  hotelAddressText,
  roomGuestLines,
  type DocumentOptions,
} from './content.ts';
import { clockText, parseHotelTime } from './format.ts';
import { IST_OFFSET_MS } from '../../client/src/ssr-contract.ts';

/** When the hotel did not give its times: the usual ones in India. */
export const DEFAULT_CHECKIN = { hour: 14, minute: 0 };
export const DEFAULT_CHECKOUT = { hour: 11, minute: 0 };

/** A yyyy-MM-dd date at an IST wall-clock time, as the UTC instant it is. */
export function istToUtc(date: string, time: { hour: number; minute: number }): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, time.hour, time.minute) - IST_OFFSET_MS);
}

const utcArray = (d: Date): DateArray => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];

/** The calendar event of a confirmed booking, as iCalendar text. `manageUrl` is the booking's manage page. */
export function stayIcs(booking: BookingRecord, manageUrl: string, opts: DocumentOptions = {}): string {
  assertDocumentAllowed(booking, 'CALENDAR_ICS');
  const b = booking;
  const businessName = opts.businessName ?? DEFAULT_BUSINESS_NAME;
  const checkinTime = parseHotelTime(b.hotel.checkinTime);
  const checkoutTime = parseHotelTime(b.hotel.checkoutTime);
  const start = istToUtc(b.checkin, checkinTime ?? DEFAULT_CHECKIN);
  const end = istToUtc(b.checkout, checkoutTime ?? DEFAULT_CHECKOUT);
  const lang = documentLanguage(b, opts);
  const tr = translator(lang);
  const usual = tr('doc.ics.usualTime');
  const description = [
    tr('doc.ics.bookingReference', { reference: b.reference }),
    b.providerBookingId ? tr('doc.ics.confirmationNumber', { number: b.providerBookingId }) : null,
    `${tr('doc.ics.checkin', { time: clockText(checkinTime ?? DEFAULT_CHECKIN) })}${checkinTime ? '' : usual}`,
    `${tr('doc.ics.checkout', { time: clockText(checkoutTime ?? DEFAULT_CHECKOUT) })}${checkoutTime ? '' : usual}`,
    `${b.roomName}, ${b.boardName}`,
    ...roomGuestLines(b, lang),
    b.hotel.phone ? tr('doc.ics.hotelPhone', { phone: b.hotel.phone }) : null,
    tr('doc.ics.manage', { url: manageUrl }),
  ]
    .filter((l): l is string => Boolean(l))
    .join('\n');
  const { error, value } = createEvent({
    productId: `-//${businessName}//Booking//EN`,
    method: 'PUBLISH',
    uid: `booking-${b.reference}@${businessName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'bookings'}`,
    title: tr('doc.ics.title', { hotel: b.hotel.name }),
    description,
    location: hotelAddressText(b) ?? b.hotel.name,
    url: manageUrl,
    start: utcArray(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    sequence: 0,
  });
  if (error || !value) throw error ?? new Error('calendar event could not be written');
  return value;
}
