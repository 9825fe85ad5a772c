// The rooms-and-guests rules the API holds every client to, the Rooms & Guests picker's own (one copy, in
// client/src/ssr-contract.ts; MakeMyTrip's and Booking.com's rules are the anchors): up to 8 rooms, each
// with 1 to 4 adults and 0 to 3 children aged 0 to 17. The spec's single guests number (one room of 1 to 10
// adults) stays valid input: a list of one room of adults only is held to that rule instead.
import { ROOM_RULES } from '../../client/src/ssr-contract.ts';
import { badInput } from './errors.ts';

/** The rules, shared with the client's picker (client/src/ssr-contract.ts). */
export const OCCUPANCY_LIMITS = ROOM_RULES;

export interface RoomInput {
  adults: number;
  childrenAges?: readonly number[] | null;
}

/**
 * Checks a list of rooms and returns it with every room's children's ages as a plain array. `field` names the
 * input in error messages' extensions (`occupancies`); `perRoomField` adds the room's index when given.
 */
export function checkRoomList(
  list: readonly RoomInput[],
  field = 'occupancies',
  { perRoomField = false }: { perRoomField?: boolean } = {},
): Array<{ adults: number; childrenAges: number[] }> {
  const L = OCCUPANCY_LIMITS;
  if (list.length === 0) throw badInput('Please add at least one room.', field);
  if (list.length > L.maxRooms) throw badInput(`At most ${L.maxRooms} rooms can be booked together.`, field);
  const oneRoomOfAdults = list.length === 1 && (list[0].childrenAges ?? []).length === 0;
  const maxAdults = oneRoomOfAdults ? L.maxGuestsOneRoom : L.maxAdultsPerRoom;
  return list.map((o, i) => {
    const at = (sub?: string) => (perRoomField ? `${field}.${i}${sub ? `.${sub}` : ''}` : field);
    const room = list.length > 1 ? `Room ${i + 1}` : 'The room';
    if (!Number.isInteger(o.adults) || o.adults < 1 || o.adults > maxAdults) {
      throw badInput(`${room} needs 1 to ${maxAdults} adults.`, at('adults'));
    }
    const ages = o.childrenAges ?? [];
    if (ages.length > L.maxChildrenPerRoom)
      throw badInput(`${room} can have at most ${L.maxChildrenPerRoom} children.`, at('childrenAges'));
    if (ages.some((a) => !Number.isInteger(a) || a < 0 || a > L.maxChildAge)) {
      throw badInput(`Children's ages must be between 0 and ${L.maxChildAge}.`, at('childrenAges'));
    }
    return { adults: o.adults, childrenAges: [...ages] };
  });
}
