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
    expect(err.message).toBe("Children's ages must be 0 to 17.");
  });
});
