// Deterministic room prices of the sandbox: a hotel's price for a night depends on its city, stars,
// room type, board, refundability, the day of week and the season, and nothing random at run time.
// GST follows Indian rules for hotel rooms: 5% when the room-night tariff is at most ₹7,500, else 18%.
import { createHash } from 'node:crypto';
import { encodeOffer, type SandboxOffer } from '../offers.ts';
import { BOARD_NAMES, plansFor, roomsOf, type BoardType, type Hotel, type RatePlan, type Room } from './hotels.ts';

export { BOARD_NAMES, plansFor, type BoardType, type RatePlan };
import { unit } from './random.ts';

export interface StayOccupancy {
  adults: number;
  children: number[];
}

export interface Stay {
  checkin: string; // yyyy-MM-dd
  checkout: string;
  occupancies: StayOccupancy[];
  currency: string;
}

export interface PricedRoomRate {
  occupancyNumber: number;
  occupancy: StayOccupancy;
  /** pre-tax tariff per night, INR */
  nightly: number[];
  /** GST per night, INR */
  gst: number[];
  /** amounts in the requested currency */
  total: number;
  tax: number;
  /** taxes and fees the hotel collects at the property, for this room and the stay: not in `total` */
  fees: HotelFee[];
  suggestedSellingPrice: number;
  commission: number;
  firstNight: number;
}

/** A tax or fee payable at the hotel (the provider's taxesAndFees entry with `included: false`). */
export interface HotelFee {
  description: string;
  /** for the room and the whole stay, in the offer's currency */
  amount: number;
}

export interface PricedOffer {
  hotel: Hotel;
  room: Room;
  plan: RatePlan;
  refundableTag: 'RFN' | 'NRFN';
  /** free cancellation until (GMT), RFN only */
  deadline?: Date;
  rates: PricedRoomRate[];
  total: number;
  suggestedSellingPrice: number;
  commission: number;
  currency: string;
  /** signed lazily, on first read */
  readonly offerId: string;
  roomTypeId: string;
  rateName: string;
}

/** GST on one room-night's tariff (INR). */
export function gstRate(nightlyTariffInr: number): number {
  return nightlyTariffInr <= 7500 ? 0.05 : 0.18;
}

/** Fixed conversion from INR for the few other currencies the sandbox quotes in. */
export const FX_FROM_INR: Record<string, number> = {
  INR: 1,
  USD: 1 / 84,
  EUR: 1 / 91,
  GBP: 1 / 106,
  AED: 1 / 22.9,
  SGD: 1 / 62.5,
};

const STAR_BASE = [0, 900, 1600, 3000, 5600, 10500];
const TIER = { metro: 1.3, tier2: 1.05, small: 0.8 } as const;
const UNAVAILABLE_SHARE = 0.08;

const DAY = 86_400_000;

export function parseDay(s: string): number {
  return Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
}

export function formatDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

function formatGmt(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** Whether a hotel has anything to sell for a stay starting on `checkin` (~8% of pairs do not). */
export function isAvailable(seed: number, hotel: Hotel, checkin: string): boolean {
  if (hotel.deletedAt) return false;
  return unit(`${seed}|${hotel.id}|avail|${checkin}`) >= UNAVAILABLE_SHARE;
}

function seasonFactor(day: number, flavour: Hotel['city']['flavour']): number {
  const d = new Date(day);
  const m = d.getUTCMonth() + 1;
  const date = d.getUTCDate();
  if ((m === 12 && date >= 20) || (m === 1 && date <= 5)) return flavour === 'beach' ? 1.6 : 1.35; // Christmas-New Year peak
  if (flavour === 'hill') return m >= 4 && m <= 6 ? 1.3 : m >= 7 && m <= 9 ? 0.85 : 1;
  if (m >= 6 && m <= 9) return flavour === 'beach' ? 0.6 : 0.85; // monsoon
  if (m >= 10 || m <= 3) return flavour === 'metro' ? 1.05 : 1.12; // winter season
  return 1; // April-May: summer
}

function weekdayFactor(day: number, flavour: Hotel['city']['flavour']): number {
  const dow = new Date(day).getUTCDay(); // nights of Friday and Saturday
  const weekend = dow === 5 || dow === 6;
  if (flavour === 'metro') return weekend ? 0.92 : 1; // business hotels are cheaper at weekends
  return weekend ? 1.15 : 1;
}

function boardSupplement(board: BoardType, stars: number, occ: StayOccupancy): number {
  const people = occ.adults + occ.children.filter((a) => a >= 6).length * 0.5;
  const per = { RO: 0, BB: 250 + stars * 120, HB: 700 + stars * 300, AI: 1600 + stars * 650 }[board];
  return per * people;
}

function fits(room: Room, occ: StayOccupancy): boolean {
  // A room without places for children (an adults-only hotel, a dormitory bed) takes no children at all.
  if (occ.children.length > 0 && room.maxChildren === 0) return false;
  return occ.adults <= room.maxAdults && occ.adults + occ.children.length <= room.maxOccupancy;
}

/** Resorts and villas charge a resort fee per room and night, collected at the property. */
const RESORT_FEE_TYPES = new Set<number>([206, 213]);

/**
 * Whether a hotel's town levies a city tax on its guests: about half the hotels of hill stations and
 * beach towns, decided per hotel so the same hotel always does or does not.
 */
function leviesCityTax(seed: number, hotel: Hotel): boolean {
  const flavour = hotel.city.flavour;
  return (flavour === 'hill' || flavour === 'beach') && unit(`${seed}|${hotel.id}|city-tax`) < 0.5;
}

/** The taxes and fees a room's guests pay at the hotel for the stay, in INR (deterministic, never random). */
export function hotelFeesInr(seed: number, hotel: Hotel, occ: StayOccupancy, nights: number): Array<{ description: string; inr: number }> {
  const fees: Array<{ description: string; inr: number }> = [];
  if (RESORT_FEE_TYPES.has(hotel.typeId)) fees.push({ description: 'Resort fee', inr: (200 + 100 * hotel.stars) * nights });
  if (leviesCityTax(seed, hotel)) fees.push({ description: 'City tax', inr: 50 * occ.adults * nights });
  return fees;
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

function rateKey(parts: string): string {
  return createHash('sha1').update(parts).digest('hex').toUpperCase();
}

/**
 * Every offer a hotel has for a stay, cheapest first; [] when it has no availability.
 * `now` fixes the offer's issue time and which refundable plans are still refundable.
 */
export function offersFor(seed: number, hotel: Hotel, stay: Stay, now = Date.now()): PricedOffer[] {
  if (!isAvailable(seed, hotel, stay.checkin)) return [];
  const fx = FX_FROM_INR[stay.currency] ?? 1;
  const start = parseDay(stay.checkin);
  const nights = Math.round((parseDay(stay.checkout) - start) / DAY);
  const base = STAR_BASE[hotel.stars] * TIER[hotel.city.tier] * hotel.priceFactor;
  const offers: PricedOffer[] = [];
  // The nights' dates as text, once per stay rather than once per room, plan and night.
  const nightLabels = Array.from({ length: nights }, (_, k) => formatDay(start + k * DAY));
  const flavour = hotel.city.flavour;
  const nightFactors = nightLabels.map((_, k) => seasonFactor(start + k * DAY, flavour) * weekdayFactor(start + k * DAY, flavour));

  for (const room of roomsOf(seed, hotel)) {
    if (!stay.occupancies.every((o) => fits(room, o))) continue;
    // A few room types are sold out on a given date.
    if (unit(`${seed}|${hotel.id}|soldout|${room.index}|${stay.checkin}`) < 0.1) continue;
    // What a night of this room costs each occupancy before terms and board: the same for every plan.
    const roomNights = stay.occupancies.map((occ) => {
      const people = occ.adults === 1 ? 0.9 : 1 + Math.max(0, occ.adults - 2) * 0.25 + occ.children.filter((a) => a >= 6).length * 0.1;
      return nightFactors.map((f, k) => {
        const jitter = 0.96 + unit(`${seed}|${hotel.id}|${room.index}|${nightLabels[k]}`) * 0.08;
        return base * room.priceFactor * people * f * jitter;
      });
    });
    const markup = 1.12 + unit(`${hotel.id}|ssp|${room.index}`) * 0.18;
    for (const plan of plansFor(seed, hotel, room)) {
      const deadlineDays = 1 + (hashDays(`${hotel.id}|${room.index}|${plan.board}`) % 5);
      const deadline = new Date(start - deadlineDays * DAY + 12 * 3600_000); // noon GMT
      const refundable = plan.refundable && deadline.getTime() > now;
      if (plan.refundable && !refundable) continue; // its refundable twin would only duplicate the NRFN plan
      const rates: PricedRoomRate[] = stay.occupancies.map((occ, i) => {
        const nightly: number[] = [];
        const gst: number[] = [];
        for (let k = 0; k < nights; k++) {
          const roomNight = roomNights[i][k];
          // The non-refundable discount (10% of the room) is on the room alone and never more than half of what
          // breakfast adds; the board comes on top. So for the same room every board upgrade costs more than
          // the board below it, whatever the terms: breakfast > room only, half board > breakfast, and so on.
          const discount = plan.refundable ? 0 : Math.min(0.1 * roomNight, 0.5 * boardSupplement('BB', hotel.stars, occ));
          const roomPart = Math.max(500, Math.round(roomNight - discount));
          const tariff = roomPart + Math.round(boardSupplement(plan.board, hotel.stars, occ));
          nightly.push(tariff);
          gst.push(round2(tariff * gstRate(tariff)));
        }
        const inrTotal = nightly.reduce((a, b) => a + b, 0) + gst.reduce((a, b) => a + b, 0);
        return {
          occupancyNumber: i + 1,
          occupancy: occ,
          nightly,
          gst,
          total: round2(inrTotal * fx),
          tax: round2(gst.reduce((a, b) => a + b, 0) * fx),
          fees: hotelFeesInr(seed, hotel, occ, nights).map((f) => ({ description: f.description, amount: round2(f.inr * fx) })),
          suggestedSellingPrice: Math.round(inrTotal * markup * fx),
          commission: round2(inrTotal * 0.1 * fx),
          firstNight: round2((nightly[0] + gst[0]) * fx),
        };
      });
      const total = round2(rates.reduce((a, r) => a + r.total, 0));
      const ssp = round2(rates.reduce((a, r) => a + r.suggestedSellingPrice, 0));
      const commission = round2(rates.reduce((a, r) => a + r.commission, 0));
      const boardName = BOARD_NAMES[plan.board];
      const rateName = `${room.name} - ${boardName}`;
      const refundableTag = refundable ? 'RFN' : 'NRFN';
      const roomTypeId = rateKey(`${hotel.id}|${room.id}|${plan.board}|${refundableTag}|${stay.checkin}|${stay.checkout}`);
      const offer: SandboxOffer = {
        v: 1,
        hotelId: hotel.id,
        hotelName: hotel.name,
        roomTypeId,
        roomName: room.name,
        rateName,
        boardType: plan.board,
        boardName,
        refundableTag,
        freeCancelUntil: refundable ? deadline.toISOString() : undefined,
        checkin: stay.checkin,
        checkout: stay.checkout,
        occupancies: stay.occupancies.map((o) => ({ adults: o.adults, children: [...o.children] })),
        total,
        suggestedSellingPrice: ssp,
        currency: stay.currency,
        commission,
        issuedAt: now,
        rooms: rates.map((r) => ({ total: r.total, gst: r.tax, fees: r.fees, ssp: r.suggestedSellingPrice })),
      };
      const priced = {
        hotel,
        room,
        plan: { board: plan.board, refundable },
        refundableTag,
        deadline: refundable ? deadline : undefined,
        rates,
        total,
        suggestedSellingPrice: ssp,
        commission,
        currency: stay.currency,
        roomTypeId,
        rateName,
      } as PricedOffer;
      // Signing the id is most of an offer's cost and a listing shows one offer a hotel: sign on first use.
      let offerId: string | undefined;
      Object.defineProperty(priced, 'offerId', { enumerable: true, get: () => (offerId ??= encodeOffer(offer)) });
      offers.push(priced);
    }
  }
  return offers.sort((a, b) => a.total - b.total);
}

function hashDays(key: string): number {
  return Math.floor(unit(key) * 1000);
}

/** The provider's roomTypes[] element for an offer (OAS-search, with the examples' object prices). */
export function roomTypeJson(o: PricedOffer, now = Date.now()): Record<string, unknown> {
  const cur = o.currency;
  return {
    roomTypeId: o.roomTypeId,
    name: o.room.name,
    offerId: o.offerId,
    supplier: 'nuitee',
    supplierId: 2,
    rates: o.rates.map((r) => ({
      rateId: rateKey(`${o.roomTypeId}|${r.occupancyNumber}`),
      occupancyNumber: r.occupancyNumber,
      name: o.room.name,
      maxOccupancy: o.room.maxOccupancy,
      adultCount: r.occupancy.adults,
      childCount: r.occupancy.children.length,
      childrenAges: r.occupancy.children,
      boardType: o.plan.board,
      boardName: BOARD_NAMES[o.plan.board],
      remarks:
        'Government-issued photo ID is required at check-in. GST is included in the price.' +
        (r.fees.length ? ` Payable at the hotel, not included: ${r.fees.map((f) => f.description.toLowerCase()).join(', ')}.` : ''),
      priceType: 'commission',
      commission: [{ amount: r.commission, currency: cur }],
      retailRate: {
        total: [{ amount: r.total, currency: cur }],
        suggestedSellingPrice: [{ amount: r.suggestedSellingPrice, currency: cur, source: 'providerDirect' }],
        initialPrice: [{ amount: r.total, currency: cur }],
        taxesAndFees: [
          { included: true, description: 'GST', amount: r.tax, currency: cur },
          ...r.fees.map((f) => ({ included: false, description: f.description, amount: f.amount, currency: cur })),
        ],
      },
      cancellationPolicies: {
        cancelPolicyInfos: o.deadline
          ? [{ cancelTime: formatGmt(o.deadline), amount: r.firstNight, currency: cur, type: 'amount', timezone: 'GMT' }]
          : [{ cancelTime: formatGmt(new Date(now)), amount: r.total, currency: cur, type: 'amount', timezone: 'GMT' }],
        hotelRemarks: [],
        refundableTag: o.refundableTag,
      },
      paymentTypes: ['NUITEE_PAY'],
      perks: [],
    })),
    offerRetailRate: { amount: o.total, currency: cur },
    suggestedSellingPrice: { amount: o.suggestedSellingPrice, currency: cur, source: 'providerDirect' },
    offerInitialPrice: { amount: o.total, currency: cur },
    priceType: 'commission',
    rateType: 'standard',
  };
}

/**
 * The taxesAndFees of one room of a prebooked offer, whose price may differ from the offer's (an injected
 * price change): the included GST follows the room's price, and the fees payable at the hotel stay as quoted.
 */
export function offerRoomTaxesAndFees(
  offer: SandboxOffer,
  index: number,
  roomTotal: number,
): Array<{ included: boolean; description: string; amount: number; currency: string }> {
  const quoted = offer.rooms?.[index];
  let gst: number;
  if (quoted && quoted.total > 0) {
    gst = round2((quoted.gst * roomTotal) / quoted.total);
  } else {
    // An offer id minted before offers carried their taxes: the GST inside the total, by the night's tariff.
    const nights = Math.max(1, Math.round((parseDay(offer.checkout) - parseDay(offer.checkin)) / DAY));
    const perNight = roomTotal / nights;
    const rate = perNight / 1.05 <= 7500 ? 0.05 : 0.18;
    gst = round2(roomTotal - roomTotal / (1 + rate));
  }
  return [
    { included: true, description: 'GST', amount: gst, currency: offer.currency },
    ...(quoted?.fees ?? []).map((f) => ({ included: false, description: f.description, amount: f.amount, currency: offer.currency })),
  ];
}
