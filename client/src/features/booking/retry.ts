// "Try again" of a booking attempt that did not become a booking: back to the hotel's rates for the same
// stay, where the page finds the attempt by its reference (the `retry` parameter) and fills in its guests.
import { paths } from '../../lib/paths.ts';
import { occupancyQuery } from '../../lib/occupancy.ts';
import type { BookingAttempt } from './bookingStorage.ts';

/**
 * The hotel page with the attempt's dates, party size, reference and the room and board it chose (the page
 * preselects that rate when it is still offered, without reading booking storage itself).
 */
export function retryPath(
  attempt: Pick<BookingAttempt, 'hotelId' | 'checkin' | 'checkout' | 'occupancies' | 'reference'> &
    Partial<Pick<BookingAttempt, 'roomName' | 'boardName'>>,
): string {
  // The same rooms and children as the attempt (guests=N for one room of adults, else rooms=&occ=).
  const occupancy = attempt.occupancies.length ? occupancyQuery({ guests: null, rooms: attempt.occupancies }) : {};
  return paths.hotel(attempt.hotelId, {
    checkin: attempt.checkin,
    checkout: attempt.checkout,
    ...occupancy,
    retry: attempt.reference || '1',
    room: attempt.roomName,
    board: attempt.boardName,
  });
}

/** Whether a rate on offer now is the attempt's rate: the same offer, else the same room, board and rate name. */
export function isAttemptRate(
  attempt: Pick<BookingAttempt, 'offerId' | 'roomName' | 'boardName' | 'rateName'>,
  rate: { offerId: string; roomName: string; boardName: string; name?: string | null },
): boolean {
  if (rate.offerId && rate.offerId === attempt.offerId) return true;
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return (
    same(rate.roomName, attempt.roomName) &&
    same(rate.boardName, attempt.boardName) &&
    (!attempt.rateName || same(rate.name, attempt.rateName))
  );
}
