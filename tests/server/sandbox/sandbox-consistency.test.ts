// The sandbox's data tells one story per hotel, checked over the whole dataset (every hotel of every
// city) as the provider's answers show it: facilities, policies and their badges, the "Pets"/"Children"
// lines, the description, reviews, and the rooms with their sizes agree; and, over hotels and stays drawn
// from the whole dataset, the rates agree with the rooms, board upgrades cost more, and the fees payable at
// the hotel are real entries of the contract's shape, never part of the total.
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sandboxPlugin, SandboxControl } from '../../../server/sandbox/index.ts';
import fc from 'fast-check';
import { hotelCities } from '../../../server/sandbox/dataset/cities.ts';
import { buildHotel, hotelsOfCity, roomsOf, type Hotel } from '../../../server/sandbox/dataset/hotels.ts';
import { hotelDetail } from '../../../server/sandbox/dataset/views.ts';
import { formatDay, offersFor, parseDay, roomTypeJson, type Stay } from '../../../server/sandbox/dataset/pricing.ts';
import { decodeOffer } from '../../../server/sandbox/offers.ts';
import { normaliseHotel } from '../../../server/hotels/detail.ts';
import type { ProviderHotelDetail } from '../../../server/provider/types.ts';
import { validateResponse } from '../../contract/openapi.ts';

const SEED = 7;
const DAY = 86_400_000;
const BOARD_ORDER = ['RO', 'BB', 'HB', 'AI'];

interface Policy {
  policy_type: string;
  description: string;
  child_allowed: string;
  pets_allowed: string;
  parking: string;
}
interface DetailRoom {
  roomName: string;
  description: string;
  roomSizeSquare: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  roomAmenities: Array<{ name: string }>;
}
interface Detail {
  hotelDescription: string;
  hotelFacilities: string[];
  facilities: Array<{ name: string }>;
  policies: Policy[];
  petsAllowed: boolean;
  childAllowed: boolean;
  parking: string;
  rooms: DetailRoom[];
  sentiment_analysis: { pros: string[]; cons: string[] };
}

function everyHotel(): Hotel[] {
  return hotelCities().flatMap((c) => hotelsOfCity(SEED, c));
}

/** The first broken rule of a hotel's detail, or null: one message names the hotel and the rule. */
function brokenRule(h: Hotel): string | null {
  const d = hotelDetail(SEED, h) as unknown as Detail;
  const fail = (rule: string) => `${h.id} (${h.name}, ${h.typeName}): ${rule}`;
  const facilities = new Set(d.hotelFacilities);
  if (d.facilities.map((f) => f.name).join('|') !== d.hotelFacilities.join('|')) return fail('facility lists differ');
  const policy = (type: string) => d.policies.find((p) => p.policy_type === type);
  const negative = (text: string) => /\bnot allowed\b|\bno internet\b/i.test(text);

  // Pets: the top-level flag, the policy's badge, its text and the facility list say the same.
  const pets = policy('POLICY_HOTEL_PETS');
  if (!pets) return fail('no pets policy');
  if (pets.pets_allowed !== (d.petsAllowed ? 'yes' : 'no')) return fail('pets badge differs from petsAllowed');
  if (negative(pets.description) === d.petsAllowed) return fail('pets policy text differs from petsAllowed');
  if (facilities.has('Pets allowed') !== d.petsAllowed) return fail('"Pets allowed" facility differs from the pets policy');

  // Children: flag, badge and text agree; an adults-only hotel has no family rooms and no child places.
  const children = policy('POLICY_CHILDREN');
  if (!children) return fail('no children policy');
  if (children.child_allowed !== (d.childAllowed ? 'yes' : 'no')) return fail('children badge differs from childAllowed');
  if (/^Children are not allowed/.test(children.description) === d.childAllowed) return fail('children policy text differs');
  if (!d.childAllowed) {
    if (facilities.has('Family rooms')) return fail('adults-only hotel lists "Family rooms"');
    if (d.rooms.some((r) => r.maxChildren !== 0 || r.maxOccupancy !== r.maxAdults)) return fail('adults-only hotel has child places');
  }

  // Internet: the policy, the facility, the description and the reviews.
  const wifi = facilities.has('Free WiFi');
  const internet = policy('POLICY_HOTEL_INTERNET');
  if (!internet || negative(internet.description) === wifi) return fail('internet policy differs from "Free WiFi"');
  if (!wifi && /wifi/i.test(d.hotelDescription)) return fail('description promises WiFi the hotel does not list');
  if (!wifi && d.sentiment_analysis.cons.includes('Slow WiFi')) return fail('reviews complain of WiFi the hotel does not have');

  // Parking: the top-level text, the policy and the facilities.
  const parking = facilities.has('Parking') || facilities.has('Free parking');
  if ((d.parking !== '') !== parking || Boolean(policy('POLICY_HOTEL_PARKING')) !== parking) return fail('parking differs');
  if (parking && /^Free/.test(d.parking) !== facilities.has('Free parking')) return fail('free parking differs');

  // What the description promises, the facilities bear out.
  if (/front desk/.test(d.hotelDescription) && !facilities.has('24-hour front desk')) return fail('front desk not listed');
  if (/at the restaurant/.test(d.hotelDescription) && !facilities.has('Restaurant')) return fail('restaurant not listed');
  if (/airport transfers/.test(d.hotelDescription) && !facilities.has('Airport shuttle')) return fail('airport shuttle not listed');
  if (/Beach/.test(d.hotelDescription) && !facilities.has('Beachfront') && h.city.flavour !== 'beach') return fail('beach far away');

  // Rooms: sizes plausible for the room, the same in the text as in the field, the amenities the text names.
  for (const r of d.rooms) {
    const dorm = /Dormitory/.test(r.roomName);
    const amenities = new Set(r.roomAmenities.map((a) => a.name));
    const stated = Number(/(\d+) m²/.exec(r.description)?.[1]);
    if (stated !== r.roomSizeSquare) return fail(`${r.roomName}: description says ${stated} m², field ${r.roomSizeSquare}`);
    if (dorm) {
      const beds = Number(/(\d+)-Bed/.exec(r.roomName)?.[1]);
      if (!(r.roomSizeSquare / beds >= 3)) return fail(`${r.roomName}: under 3 m² a bed`);
      if (amenities.has('Private bathroom') || /private bathroom/.test(r.description)) return fail(`${r.roomName}: private bathroom`);
    } else {
      if (r.roomSizeSquare / r.maxOccupancy < 6) return fail(`${r.roomName}: ${r.roomSizeSquare} m² for ${r.maxOccupancy} guests`);
      if (!amenities.has('Private bathroom') || !amenities.has('TV')) return fail(`${r.roomName}: no private bathroom or TV`);
    }
    if (!amenities.has('Air conditioning')) return fail(`${r.roomName}: no air conditioning though the hotel lists it`);
    if (/Suite/.test(r.roomName) && r.roomSizeSquare < 50) return fail(`${r.roomName}: a suite of ${r.roomSizeSquare} m²`);
    if (/Villa/.test(r.roomName) && r.roomSizeSquare < 70) return fail(`${r.roomName}: a villa of ${r.roomSizeSquare} m²`);
    if (r.maxOccupancy !== r.maxAdults + r.maxChildren) return fail(`${r.roomName}: occupancy does not add up`);
  }
  // A dearer room of the same hotel is never smaller (dormitory beds are priced per bed, so left out).
  const rooms = roomsOf(SEED, h).filter((r) => !r.dormBeds);
  for (const a of rooms) {
    for (const b of rooms) {
      if (a.priceFactor > b.priceFactor && a.sizeSquare < b.sizeSquare) return fail(`${a.name} costs more than ${b.name} but is smaller`);
    }
  }
  return null;
}

describe('every hotel of the dataset tells one story', () => {
  // About 96,000 hotels: seconds on an idle machine, more on a busy one.
  it('facilities, policies and badges, description, reviews and room sizes agree', { timeout: 180_000 }, () => {
    const hotels = everyHotel();
    expect(hotels.length).toBeGreaterThan(50_000);
    const broken: string[] = [];
    for (const h of hotels) {
      const rule = brokenRule(h);
      if (rule) broken.push(rule);
    }
    expect(broken.slice(0, 10)).toEqual([]);
    // The rules are not met by leaving things out: each side of each rule occurs.
    const share = (f: (h: Hotel) => boolean) => hotels.filter(f).length / hotels.length;
    expect(share((h) => h.petsAllowed)).toBeGreaterThan(0.05);
    expect(share((h) => !h.childAllowed)).toBeGreaterThan(0.02);
    expect(share((h) => h.facilityIds.includes(28))).toBeGreaterThan(0.05);
    expect(share((h) => !h.facilityIds.includes(107))).toBeGreaterThan(0.02);
  });
});

describe("the server's hotel page mapping finds nothing to correct in the sandbox", () => {
  it('keeps every facility, flag and policy badge of the first hotels of every city', () => {
    for (const city of hotelCities()) {
      for (let n = 0; n < Math.min(20, city.hotelCount); n++) {
        const h = buildHotel(SEED, city, n);
        const raw = hotelDetail(SEED, h) as unknown as ProviderHotelDetail;
        const d = raw as unknown as Detail;
        const page = normaliseHotel(raw);
        expect(page.facilities, h.id).toEqual(d.hotelFacilities);
        expect([page.petsAllowed, page.childAllowed], h.id).toEqual([d.petsAllowed, d.childAllowed]);
        expect(
          page.policies.map((p) => [p.petsAllowed, p.childAllowed]),
          h.id,
        ).toEqual(d.policies.map((p) => [p.pets_allowed || null, p.child_allowed || null]));
      }
    }
  });
});

/** A hotel anywhere in the dataset, by a number. */
const anyHotel = fc.nat().map((n) => {
  const cities = hotelCities();
  const city = cities[n % cities.length];
  return hotelsOfCity(SEED, city)[Math.floor(n / cities.length) % city.hotelCount];
});

const anyStay = fc.record({
  ahead: fc.integer({ min: 1, max: 330 }),
  nights: fc.integer({ min: 1, max: 5 }),
  rooms: fc.array(
    fc.record({ adults: fc.integer({ min: 1, max: 4 }), children: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 2 }) }),
    { minLength: 1, maxLength: 2 },
  ),
  currency: fc.constantFrom('INR', 'INR', 'USD', 'EUR'),
});

interface JsonRate {
  name: string;
  maxOccupancy: number;
  boardType: string;
  retailRate: {
    total: Array<{ amount: number }>;
    taxesAndFees: Array<{ included: boolean; description: string; amount: number; currency: string }>;
  };
  cancellationPolicies: { refundableTag: string };
}

describe('rates over hotels and stays drawn from the whole dataset', () => {
  const NOW = Date.parse('2027-01-10T06:00:00Z');

  it('agree with the rooms, price board upgrades higher, and keep fees payable at the hotel out of the total', () => {
    let feesSeen = 0;
    let childrenTurnedAway = 0;
    fc.assert(
      fc.property(anyHotel, anyStay, (hotel, s) => {
        const checkin = formatDay(parseDay('2027-01-10') + s.ahead * DAY);
        const stay: Stay = {
          checkin,
          checkout: formatDay(parseDay(checkin) + s.nights * DAY),
          occupancies: s.rooms,
          currency: s.currency,
        };
        const offers = offersFor(SEED, hotel, stay, NOW);
        if (!hotel.childAllowed && s.rooms.some((r) => r.children.length > 0)) {
          // An adults-only hotel sells nothing to a party with children.
          expect(offers).toEqual([]);
          childrenTurnedAway++;
          return;
        }
        const detail = hotelDetail(SEED, hotel) as unknown as Detail;
        const byRoom = new Map<number, Array<{ board: string; total: number; terms: string }>>();
        for (const o of offers) {
          const json = roomTypeJson(o, NOW) as { offerRetailRate: { amount: number }; rates: JsonRate[] };
          for (const rate of json.rates) {
            // The rate is for a room the hotel's page shows, with the same occupancy.
            if (detail.rooms.length) {
              const room = detail.rooms.find((r) => r.roomName === rate.name);
              expect(room, `${hotel.id}: rate for "${rate.name}"`).toBeDefined();
              expect(rate.maxOccupancy).toBe(room!.maxOccupancy);
            }
            const [gst, ...fees] = rate.retailRate.taxesAndFees;
            expect(gst).toMatchObject({ included: true, description: 'GST', currency: s.currency });
            for (const fee of fees) {
              expect(fee.included).toBe(false);
              expect(fee.amount).toBeGreaterThan(0);
              expect(fee.currency).toBe(s.currency);
              expect(['Resort fee', 'City tax']).toContain(fee.description);
              if (fee.description === 'Resort fee') expect([206, 213]).toContain(hotel.typeId);
              if (fee.description === 'City tax') expect(['hill', 'beach']).toContain(hotel.city.flavour);
              feesSeen++;
            }
          }
          // Fees at the hotel are not in the total the traveller pays now, nor in the offer id's price.
          const total = json.rates.reduce((sum, r) => sum + r.retailRate.total[0].amount, 0);
          expect(json.offerRetailRate.amount).toBeCloseTo(total, 1);
          expect(decodeOffer(o.offerId)?.total).toBe(o.total);
          const prices = byRoom.get(o.room.id) ?? [];
          prices.push({ board: o.plan.board, total: o.total, terms: o.refundableTag });
          byRoom.set(o.room.id, prices);
        }
        // For the same room, each board upgrade costs more than any offer of the boards below it, whatever
        // the cancellation terms; and with the same board, non-refundable costs less than refundable.
        for (const [room, prices] of byRoom) {
          for (const a of prices) {
            for (const b of prices) {
              const label = `${hotel.id} room ${room}: ${a.board}/${a.terms} ${a.total} vs ${b.board}/${b.terms} ${b.total}`;
              if (BOARD_ORDER.indexOf(a.board) > BOARD_ORDER.indexOf(b.board)) expect(a.total, label).toBeGreaterThan(b.total);
              if (a.board === b.board && a.terms === 'RFN' && b.terms === 'NRFN') expect(a.total, label).toBeGreaterThanOrEqual(b.total);
            }
          }
        }
      }),
      { numRuns: 400, seed: 14 },
    );
    expect(feesSeen).toBeGreaterThan(0);
    expect(childrenTurnedAway).toBeGreaterThan(0);
  });

  it('a resort fee and a city tax reach the rates answer in the contract shape', () => {
    const resort = hotelCities()
      .filter((c) => c.flavour === 'hill' || c.flavour === 'beach')
      .flatMap((c) => hotelsOfCity(SEED, c))
      .find((h) => h.typeId === 206 && !h.deletedAt && offersFor(SEED, h, stayFrom('2027-02-01', 2), NOW).length)!;
    const offers = offersFor(SEED, resort, stayFrom('2027-02-01', 2), NOW);
    const body = { data: [{ hotelId: resort.id, roomTypes: offers.map((o) => roomTypeJson(o, NOW)) }], guestLevel: 0, sandbox: true };
    expect(validateResponse('search', 'post', '/hotels/rates', 200, body)).toEqual([]);
    const fees = (body.data[0].roomTypes[0] as { rates: JsonRate[] }).rates[0].retailRate.taxesAndFees.filter((t) => !t.included);
    // 2 nights: a resort fee of (200 + 100 a star) a night; a city tax of ₹50 an adult a night where levied.
    expect(fees[0]).toEqual({ included: false, description: 'Resort fee', amount: (200 + 100 * resort.stars) * 2, currency: 'INR' });
    if (fees[1]) expect(fees[1]).toEqual({ included: false, description: 'City tax', amount: 50 * 2 * 2, currency: 'INR' });
  });
});

function stayFrom(checkin: string, nights: number): Stay {
  return { checkin, checkout: formatDay(parseDay(checkin) + nights * DAY), occupancies: [{ adults: 2, children: [] }], currency: 'INR' };
}

describe('fees payable at the hotel through search and prebook', () => {
  const app = Fastify();
  afterAll(() => app.close());
  const KEY = { 'x-api-key': 'sand_test-key' };
  const API = '/sandbox/liteapi/v3.0';

  it('prebook answers the same GST and the same fees the search quoted', async () => {
    await app.register(sandboxPlugin, { prefix: '/sandbox', seed: SEED, control: new SandboxControl(0) });
    const checkin = formatDay(Date.now() + 40 * DAY);
    const checkout = formatDay(Date.now() + 42 * DAY);
    const resorts = hotelCities()
      .filter((c) => c.flavour === 'beach')
      .flatMap((c) => hotelsOfCity(SEED, c))
      .filter((h) => h.typeId === 206 && !h.deletedAt)
      .slice(0, 20);
    const search = await app.inject({
      method: 'POST',
      url: `${API}/hotels/rates`,
      headers: KEY,
      payload: {
        checkin,
        checkout,
        currency: 'INR',
        guestNationality: 'IN',
        occupancies: [{ adults: 2 }],
        hotelIds: resorts.map((h) => h.id),
      },
    });
    const roomType = search.json().data[0].roomTypes[0];
    const quoted = roomType.rates[0].retailRate.taxesAndFees;
    expect(quoted.filter((t: { included: boolean }) => !t.included).map((t: { description: string }) => t.description)).toContain(
      'Resort fee',
    );
    const prebook = await app.inject({
      method: 'POST',
      url: `${API}/rates/prebook`,
      headers: KEY,
      payload: { offerId: roomType.offerId, usePaymentSdk: true },
    });
    expect(prebook.statusCode).toBe(200);
    const held = prebook.json().data.roomTypes[0].rates[0].retailRate.taxesAndFees;
    expect(held).toEqual(quoted);
  });
});
