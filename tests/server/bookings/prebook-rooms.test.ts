// Several rooms at prebook: one lead guest per room, in room order, and every room's children reach the
// ledger with their ages (the provider's guests[].occupancyNumber is the guest's place in that order).
import { describe, expect, it } from 'vitest';
import { validatePrebook } from '../../../server/bookings/validation.ts';
import type { PrebookRequest } from '../../../server/bookings/types.ts';
import { AppError } from '../../../server/lib/errors.ts';

const now = new Date('2026-11-27T06:00:00Z');
const person = (firstName: string) => ({ firstName, lastName: 'Verma', email: `${firstName.toLowerCase()}@example.in` });
const holder = { ...person('Asha'), phone: '9876543210' };

function request(over: Partial<PrebookRequest> = {}): PrebookRequest {
  return {
    offerId: 'OFFER1',
    hotelId: 'lp1897',
    checkin: '2026-12-10',
    checkout: '2026-12-12',
    occupancies: [
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ],
    holder,
    guests: [person('Asha'), person('Ravi')],
    ...over,
  };
}

function refusal(req: PrebookRequest): AppError {
  try {
    validatePrebook(req, now);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('prebook with several rooms', () => {
  it('keeps every room with its children, and the lead guests in room order', () => {
    const v = validatePrebook(request(), now);
    expect(v.occupancies).toEqual([
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ]);
    expect(v.guests.map((g) => g.firstName)).toEqual(['Asha', 'Ravi']);
  });

  it('refuses fewer or more guests than rooms with a clear BAD_USER_INPUT', () => {
    const fewer = refusal(request({ guests: [person('Asha')] }));
    expect(fewer.code).toBe('BAD_USER_INPUT');
    expect(fewer.message).toBe('Enter one guest per room: 2 rooms, 1 guest.');
    const more = refusal(request({ occupancies: [{ adults: 2, childrenAges: [] }], guests: [person('Asha'), person('Ravi')] }));
    expect(more.code).toBe('BAD_USER_INPUT');
    expect(more.message).toMatch(/^Enter one guest per room: 1 room, 2 guests\.$/);
  });

  it('one room of 2 adults is the default, and it takes one guest', () => {
    const v = validatePrebook(request({ occupancies: null, guests: [person('Asha')] }), now);
    expect(v.occupancies).toEqual([{ adults: 2, childrenAges: [] }]);
  });

  it("refuses a child's age outside 0 to 17", () => {
    const err = refusal(request({ occupancies: [{ adults: 2, childrenAges: [18] }, { adults: 2 }] }));
    expect(err.code).toBe('BAD_USER_INPUT');
    expect(err.message).toBe("Children's ages must be between 0 and 17.");
  });

  it("holds every client to the Rooms & Guests picker's rules: 8 rooms, 1-4 adults and 0-3 children per room", () => {
    const room = { adults: 1, childrenAges: [] };
    expect(
      validatePrebook(request({ occupancies: Array(8).fill(room), guests: Array(8).fill(person('Asha')) }), now).occupancies,
    ).toHaveLength(8);
    expect(refusal(request({ occupancies: Array(9).fill(room) })).message).toBe('At most 8 rooms can be booked together.');
    const five = refusal(request({ occupancies: [{ adults: 5, childrenAges: [] }, room] }));
    expect(five.message).toBe('Room 1 needs 1 to 4 adults.');
    expect(five.details?.field).toBe('occupancies.0.adults');
    expect(refusal(request({ occupancies: [{ adults: 2, childrenAges: [1, 2, 3, 4] }] })).message).toBe(
      'The room can have at most 3 children.',
    );
    // the spec's single guests number: one room of up to 10 adults stays valid
    expect(
      validatePrebook(request({ occupancies: [{ adults: 10, childrenAges: [] }], guests: [person('Asha')] }), now).occupancies,
    ).toEqual([{ adults: 10, childrenAges: [] }]);
    expect(refusal(request({ occupancies: [{ adults: 11, childrenAges: [] }], guests: [person('Asha')] })).message).toBe(
      'The room needs 1 to 10 adults.',
    );
  });
});
