// Rules of the hotel pages that need no server: destination aliases and slugs, search input checks,
// hotel detail normalisation and rate mapping.
import { describe, expect, it } from 'vitest';
import { citySlug, destinationFromSlug, resolveDestination } from '../../../server/hotels/destinations.ts';
import { validateSearch } from '../../../server/hotels/search.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';
import { normaliseHotel } from '../../../server/hotels/detail.ts';
import { mapRates } from '../../../server/hotels/rates.ts';
import { htmlToText, sanitizeProviderHtml } from '../../../server/hotels/sanitize.ts';
import { AppError } from '../../../server/lib/errors.ts';
import type { ProviderRoomType } from '../../../server/provider/types.ts';

function inputError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an input error');
}

describe('destinations', () => {
  it('understands old and new names, case and spaces aside', () => {
    expect(resolveDestination('  bangalore ').name).toBe('Bengaluru');
    expect(resolveDestination('BOMBAY').name).toBe('Mumbai');
    expect(resolveDestination('gurgaon').cityNames).toEqual(expect.arrayContaining(['Gurugram', 'Gurgaon']));
    expect(resolveDestination('Cochin').name).toBe('Kochi');
    expect(resolveDestination('new   delhi').name).toBe('Delhi');
    expect(resolveDestination('Trivandrum').name).toBe('Thiruvananthapuram');
  });

  it('searches a state through its towns', () => {
    const goa = resolveDestination('goa');
    expect(goa.kind).toBe('state');
    expect(goa.cityNames).toEqual(expect.arrayContaining(['Panaji', 'Calangute', 'Candolim', 'Vasco da Gama', 'Mapusa']));
  });

  it('makes slugs for city pages and reads them back', () => {
    expect(citySlug('New Delhi')).toBe('new-delhi');
    expect(citySlug('Vasco da Gama')).toBe('vasco-da-gama');
    expect(destinationFromSlug('bangalore').name).toBe('Bengaluru');
    expect(resolveDestination('jaipur').name).toBe('Jaipur');
  });
});

describe('search input', () => {
  const now = Date.parse('2026-03-10T20:00:00Z'); // 01:30 on 11 March in India
  it('defaults to a stay from today+7 to today+9 in India time', () => {
    const q = validateSearch({ destination: 'Goa' }, now);
    expect(todayIst(now)).toBe('2026-03-11');
    expect(q.stay.checkin).toBe('2026-03-18');
    expect(q.stay.checkout).toBe('2026-03-20');
    expect(q.stay.occupancies).toEqual([{ adults: 2, children: [] }]);
    expect(q.pageSize).toBe(12);
  });

  it("holds rooms to the Rooms & Guests picker's rules, and keeps the spec's one room of up to 10 guests", () => {
    const search = (occupancies: Array<{ adults: number; childrenAges?: number[] }>) =>
      validateSearch({ destination: 'Goa', occupancies }, now);
    const room = { adults: 1, childrenAges: [] };
    expect(search(Array(8).fill(room)).stay.occupancies).toHaveLength(8);
    expect(inputError(() => search(Array(9).fill(room))).message).toBe('At most 8 rooms can be booked together.');
    expect(inputError(() => search([room, { adults: 5 }])).message).toBe('Room 2 needs 1 to 4 adults.');
    expect(inputError(() => search([{ adults: 2, childrenAges: [3, 5, 7, 9] }])).message).toBe('The room can have at most 3 children.');
    expect(search([{ adults: 2, childrenAges: [7] }]).stay.occupancies).toEqual([{ adults: 2, children: [7] }]);
    expect(search([{ adults: 10 }]).stay.occupancies).toEqual([{ adults: 10, children: [] }]);
    expect(inputError(() => search([{ adults: 5, childrenAges: [4] }])).message).toBe('The room needs 1 to 4 adults.');
  });

  it('refuses what a traveller could get wrong, saying why', () => {
    expect(inputError(() => validateSearch({ destination: '   ' }, now)).message).toBe('Please enter a destination');
    expect(inputError(() => validateSearch({ destination: 'Goa', checkin: '2026-03-10' }, now)).message).toMatch(/past/);
    expect(inputError(() => validateSearch({ destination: 'Goa', checkin: '2026-03-20', checkout: '2026-03-20' }, now)).message).toMatch(
      /after check-in/,
    );
    expect(
      inputError(() => validateSearch({ destination: 'Goa', checkin: '2026-03-20', checkout: addDays('2026-03-20', 31) }, now)).message,
    ).toMatch(/30 nights/);
    expect(inputError(() => validateSearch({ destination: 'Goa', checkin: addDays('2026-03-11', 366) }, now)).message).toMatch(/365 days/);
    expect(inputError(() => validateSearch({ destination: 'Goa', guests: 11 }, now)).message).toMatch(/between 1 and 10/);
    expect(inputError(() => validateSearch({ destination: 'Goa', page: 0 }, now)).code).toBe('BAD_USER_INPUT');
    expect(inputError(() => validateSearch({ destination: 'Goa', pageSize: 51 }, now)).message).toMatch(/50/);
  });
});

describe('hotel detail normalisation', () => {
  it('fills defaults and reads loose provider types', () => {
    const h = normaliseHotel({
      id: 'x1',
      starRating: -2,
      rating: 8.46,
      reviewCount: 120,
      parking: '',
      deletedAt: '2025-01-01',
      checkinCheckoutTimes: { checkin_start: '02:00 PM', checkout: '11:00 AM' },
      hotelFacilities: ['Free WiFi', { name: 'Pool' } as unknown as string, ''],
      policies: ['No smoking', { policy_type: 'Pets', description: 'Pets on request', pets_allowed: 'yes', parking: '' }],
      rooms: [{ roomSizeSquare: 30, roomSizeUnit: 'm2', roomAmenities: ['TV', { name: 'Kettle' }] }, {}],
    });
    expect(h).toMatchObject({
      name: 'Hotel Name Not Available',
      address: 'Address not available',
      city: 'City not available',
      hotelType: 'Hotel',
      stars: 3,
      rating: 4.2,
      parking: null,
      deleted: true,
      checkinTime: '02:00 PM',
      checkoutTime: '11:00 AM',
      facilities: ['Free WiFi', 'Pool'],
    });
    expect(h.policies).toEqual([
      { name: null, description: 'No smoking', childAllowed: null, petsAllowed: null, parking: null },
      { name: 'Pets', description: 'Pets on request', childAllowed: null, petsAllowed: 'yes', parking: null },
    ]);
    expect(h.rooms[0]).toMatchObject({ name: 'Room 1', maxOccupancy: 2, size: 30, sizeUnit: 'm²', amenities: ['TV', 'Kettle'] });
    expect(h.rooms[1]).toMatchObject({ name: 'Room 2', sizeUnit: 'm²' });
    expect(normaliseHotel({ id: 'x', starRating: 7.8 }).stars).toBe(5);
    expect(normaliseHotel({ id: 'x', stars: 3.9 }).stars).toBe(3);
  });

  it('prefers the policy text where the provider contradicts itself, and never shows both sides', () => {
    const h = normaliseHotel({
      id: 'x2',
      petsAllowed: true,
      childAllowed: 'yes',
      parking: 'Available',
      hotelFacilities: ['Pets allowed', 'Family rooms', 'Free WiFi', 'Parking', 'Restaurant'],
      policies: [
        // The badge says yes, the words say no: the words win, and the badge is corrected.
        { policy_type: 'POLICY_HOTEL_PETS', name: '', description: 'Pets are not allowed.', pets_allowed: 'yes' },
        { name: 'Children and extra bed policy', description: 'This is an adults-only property.', child_allowed: 'yes' },
        { name: 'Internet', description: 'No internet access available.' },
        { name: 'Parking', description: 'No parking available at the property.', parking: '' },
        { name: 'Groups', description: 'Groups of more than 8 rooms may have other policies.' },
      ],
    });
    expect(h).toMatchObject({ petsAllowed: false, childAllowed: false, parking: null, facilities: ['Restaurant'] });
    expect(h.policies.map((p) => [p.name, p.petsAllowed, p.childAllowed])).toEqual([
      ['POLICY_HOTEL_PETS', 'no', null],
      ['Children and extra bed policy', null, 'no'],
      ['Internet', null, null],
      ['Parking', null, null],
      ['Groups', null, null],
    ]);

    // The other way round, and a plain-string policy read by its words.
    const welcoming = normaliseHotel({
      id: 'x3',
      petsAllowed: 'No',
      childAllowed: false,
      hotelFacilities: ['Free WiFi', 'Family rooms'],
      policies: [
        'Pets are welcome on request.',
        { name: 'Children', description: 'Children of all ages are welcome.', child_allowed: 'no' },
      ],
    });
    expect(welcoming).toMatchObject({ petsAllowed: true, childAllowed: true, facilities: ['Free WiFi', 'Family rooms'] });
    expect(welcoming.policies[1].childAllowed).toBe('yes');

    // Policies that say nothing leave the provider's fields as they are.
    const silent = normaliseHotel({ id: 'x4', petsAllowed: true, hotelFacilities: ['Pets allowed'], policies: ['No smoking'] });
    expect(silent).toMatchObject({ petsAllowed: true, facilities: ['Pets allowed'] });
  });

  it('removes scripts, handlers and links from provider HTML but keeps its formatting', () => {
    const html =
      '<p onclick="x()">Sea <b>view</b><script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil"></iframe>';
    const clean = sanitizeProviderHtml(html)!;
    expect(clean).toBe('<p>Sea <b>view</b></p>link');
    expect(htmlToText('<p>Sea&nbsp;view</p><p>&amp; pool</p>')).toBe('Sea view & pool');
    expect(sanitizeProviderHtml('<script>only()</script>')).toBeNull();
  });
});

describe('rates', () => {
  const roomType = (over: Partial<ProviderRoomType>, total: number, tag = 'RFN'): ProviderRoomType => ({
    roomTypeId: 'rt',
    offerId: `offer-${total}`,
    offerRetailRate: { amount: total, currency: 'INR' },
    suggestedSellingPrice: { amount: total * 1.2, currency: 'INR' },
    priceType: 'commission',
    paymentTypes: ['NUITEE_PAY'],
    rates: [
      {
        rateId: `rate-${total}`,
        name: 'Deluxe Room',
        maxOccupancy: 2,
        adultCount: 2,
        childCount: 0,
        boardType: 'BB',
        boardName: 'Bed and Breakfast',
        commission: [{ amount: total * 0.1, currency: 'INR' }],
        retailRate: {
          total: [{ amount: total, currency: 'INR' }],
          taxesAndFees: [{ included: true, description: 'GST 18%', amount: 100, currency: 'INR' }],
        },
        cancellationPolicies: {
          refundableTag: tag,
          cancelPolicyInfos: [{ cancelTime: '2026-07-30 02:00:00', amount: 500, currency: 'INR', timezone: 'GMT' }],
        },
      },
    ],
    ...over,
  });

  // The fixtures' deadline is 2026-07-30 02:00 GMT; these cases are read a month before it.
  const BEFORE = Date.parse('2026-06-30T00:00:00Z');

  it('gives one rate per offer, cheapest first, with nightly price, taxes and cancellation', () => {
    const rates = mapRates([roomType({}, 9000), roomType({}, 6000, 'NRFN')], 3, 'INR', BEFORE);
    expect(rates.map((r) => r.total.amount)).toEqual([6000, 9000]);
    const [cheap, dear] = rates;
    expect(cheap.perNight).toEqual({ amount: 2000, currency: 'INR' });
    expect(cheap.cancellation).toMatchObject({ refundable: false, freeCancellationUntil: null });
    expect(dear.cancellation).toMatchObject({ refundable: true, refundableTag: 'RFN', freeCancellationUntil: '2026-07-30T02:00:00.000Z' });
    expect(dear.cancellation.penalties).toEqual([{ from: '2026-07-30T02:00:00.000Z', amount: { amount: 500, currency: 'INR' } }]);
    expect(dear).toMatchObject({
      includesTaxes: true,
      boardName: 'Bed and Breakfast',
      commission: { amount: 900, currency: 'INR' },
      priceType: 'commission',
    });
    expect(dear.taxesAndFees[0]).toMatchObject({ isGst: true, included: true });
    expect(mapRates([roomType({}, 5000, 'RFNF')], 1, 'INR', BEFORE)[0].cancellation.refundable).toBe(true);
  });

  it('reads a refundable rate whose free-cancellation deadline has passed as non-refundable', () => {
    const deadline = Date.parse('2026-07-30T02:00:00Z');
    const at = (now: number) => mapRates([roomType({}, 9000), roomType({}, 5000, 'RFNF')], 1, 'INR', now);
    // A second before the deadline cancelling is still free.
    expect(at(deadline - 1000).map((r) => r.cancellation)).toMatchObject([
      { refundable: true, refundableTag: 'RFNF', freeCancellationUntil: '2026-07-30T02:00:00.000Z' },
      { refundable: true, refundableTag: 'RFN', freeCancellationUntil: '2026-07-30T02:00:00.000Z' },
    ]);
    // At the deadline and after, it is not: no free-cancellation date, and not refundable by any reading.
    for (const now of [deadline, deadline + 3_600_000]) {
      for (const rate of at(now)) {
        expect(rate.cancellation).toMatchObject({ refundable: false, refundableTag: 'NRFN', freeCancellationUntil: null });
        // What cancelling costs is still said.
        expect(rate.cancellation.penalties).toEqual([{ from: '2026-07-30T02:00:00.000Z', amount: { amount: 500, currency: 'INR' } }]);
      }
    }
  });

  it('sums the rooms when the offer has no total of its own', () => {
    const rt = roomType({}, 4000);
    rt.rates.push({ ...rt.rates[0], rateId: 'second' });
    const [rate] = mapRates([{ ...rt, offerRetailRate: undefined as unknown as ProviderRoomType['offerRetailRate'] }], 2, 'INR');
    expect(rate.total.amount).toBe(8000);
    expect(rate.adultCount).toBe(4);
  });
});

describe('destinations a person cannot see', () => {
  it('treats a destination of zero-width characters or lone surrogates as empty', () => {
    for (const destination of ['\u200b\u200d', '\uFEFF ', '\uD800']) {
      const err = inputError(() => validateSearch({ destination }));
      expect(err.code).toBe('BAD_USER_INPUT');
      expect(err.message).toBe('Please enter a destination');
    }
  });
});
