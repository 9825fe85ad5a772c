// What the booking documents say, apart from how they are laid out: the cancellation terms with IST
// deadlines, the rooms and their guests, the price breakdown, and the GST rate of each room derived from
// the amounts the provider gave.
import type { BookingRecord, BookingStatus, LedgerCancellation, LedgerMoney, LedgerTax } from '../bookings/types.ts';
import { hotelTimeText, istTime, money, round2, stayDate } from './format.ts';

export type DocumentKind = 'VOUCHER_PDF' | 'GST_INVOICE_PDF' | 'CALENDAR_ICS' | 'CANCELLATION_NOTE_PDF';

/** The documents a booking in this status has: confirmed ones their voucher, invoice and calendar entry; cancelled ones the note. */
export function documentKindsFor(status: BookingStatus | string): DocumentKind[] {
  if (status === 'CONFIRMED') return ['VOUCHER_PDF', 'GST_INVOICE_PDF', 'CALENDAR_ICS'];
  if (status === 'CANCELLED') return ['CANCELLATION_NOTE_PDF'];
  return [];
}

/** Refuses to make a document the booking's status does not allow (a voucher for a failed attempt, say). */
export function assertDocumentAllowed(booking: Pick<BookingRecord, 'status' | 'reference'>, kind: DocumentKind): void {
  if (!documentKindsFor(booking.status).includes(kind)) {
    throw new Error(`booking ${booking.reference} in status ${booking.status} has no ${kind}`);
  }
}

export interface DocumentOptions {
  /** the business name printed on the documents (config BUSINESS_NAME) */
  businessName?: string;
}

export const DEFAULT_BUSINESS_NAME = 'StayIndia';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** "Tue, 15 Dec 2026, from 2:00 pm". */
export function checkinText(b: BookingRecord): string {
  const time = hotelTimeText(b.hotel.checkinTime);
  return `${stayDate(b.checkin)}${time ? `, from ${time}` : ''}`;
}

export function checkoutText(b: BookingRecord): string {
  const time = hotelTimeText(b.hotel.checkoutTime);
  return `${stayDate(b.checkout)}${time ? `, until ${time}` : ''}`;
}

export function hotelAddressText(b: BookingRecord): string | null {
  const parts = [b.hotel.address, b.hotel.city, b.hotel.country === 'IN' ? 'India' : b.hotel.country].filter((p): p is string =>
    Boolean(p && p.trim()),
  );
  // The provider's address often already ends with the city.
  const unique = parts.filter((p, i) => !parts.slice(0, i).some((q) => q.toLowerCase().includes(p.toLowerCase())));
  return unique.length ? unique.join(', ') : null;
}

/** "2 adults, 1 child (age 5)". */
export function partyText(adults: number, childrenAges: number[]): string {
  const kids = childrenAges.length ? `, ${plural(childrenAges.length, 'child', 'children')} (age ${childrenAges.join(', ')})` : '';
  return `${plural(adults, 'adult')}${kids}`;
}

/** One line per room: "Room 1: Meera Nair - 2 adults". */
export function roomGuestLines(b: BookingRecord): string[] {
  const rooms = b.occupancies.length ? b.occupancies : [{ adults: b.adults, childrenAges: [] as number[] }];
  return rooms.map((o, i) => {
    const guest = b.guests[i];
    return `Room ${i + 1}: ${guest ? fullName(guest) : fullName(b.holder)} - ${partyText(o.adults, o.childrenAges)}`;
  });
}

export function roomsText(b: BookingRecord): string {
  return `${plural(Math.max(1, b.occupancies.length), 'room')} - ${b.roomName}`;
}

/** The cancellation terms as travellers read them, deadlines in IST. */
export function cancellationLines(c: LedgerCancellation | null, paid: LedgerMoney): string[] {
  if (!c) return ['The cancellation terms were not given by the hotel. Please contact us before cancelling.'];
  if (!c.refundable) return ['Non-refundable: cancelling, changing or not showing up is charged in full.', ...c.remarks];
  const lines: string[] = [];
  lines.push(c.freeCancellationUntil ? `Free cancellation until ${istTime(c.freeCancellationUntil)}.` : 'Refundable.');
  for (const p of c.penalties) {
    if (p.amount.amount <= 0) continue;
    const full = Math.abs(p.amount.amount - paid.amount) < 0.01;
    lines.push(`From ${istTime(p.from)}: cancellation charge ${money(p.amount)}${full ? ' (the full amount)' : ''}.`);
  }
  return [...lines, ...c.remarks];
}

/** GST slabs for hotel stays (and the other standard rates): a derived rate this close to one is shown as it. */
const SLABS = [5, 12, 18, 28];

/** The rate a tax amount is of the taxable value, as a percentage: a standard slab when within 0.2 points. */
export function derivedRate(tax: number, taxable: number): number | null {
  if (!(taxable > 0) || !(tax >= 0)) return null;
  const rate = (tax / taxable) * 100;
  const slab = SLABS.find((s) => Math.abs(s - rate) <= 0.2);
  return slab ?? Math.round(rate * 10) / 10;
}

export interface InvoiceLine {
  room: number;
  description: string;
  /** the value before the included taxes of this room */
  taxable: number | null;
  taxes: Array<{ description: string; isGst: boolean; amount: number; rate: number | null }>;
  total: number | null;
}

/**
 * The invoice's lines, one per room with its included taxes (as the provider gave them) and the rate of
 * each derived from the room's total. Without per-room totals, the taxes are shown on one line for the stay.
 */
export function invoiceLines(b: BookingRecord): InvoiceLine[] {
  const byRoom = new Map<number, LedgerTax[]>();
  for (const t of b.taxes) byRoom.set(t.room, [...(byRoom.get(t.room) ?? []), t]);
  const rooms = [...byRoom.keys()].sort((x, y) => x - y);
  const haveTotals = rooms.length > 0 && rooms.every((r) => byRoom.get(r)!.every((t) => t.roomTotal !== null));
  const nights = Math.max(1, b.nights);
  if (!haveTotals) {
    const taxSum = round2(b.taxes.reduce((n, t) => n + t.amount.amount, 0));
    const taxable = round2(b.price.amount - taxSum);
    return [
      {
        room: 0,
        description: `${b.roomName}, ${plural(Math.max(1, b.occupancies.length), 'room')} x ${plural(nights, 'night')}`,
        taxable: b.taxes.length ? taxable : null,
        taxes: b.taxes.map((t) => ({
          description: t.description,
          isGst: t.isGst,
          amount: t.amount.amount,
          rate: derivedRate(t.amount.amount, taxable),
        })),
        total: b.price.amount,
      },
    ];
  }
  return rooms.map((room) => {
    const taxes = byRoom.get(room)!;
    const total = taxes[0]!.roomTotal!;
    const taxable = round2(total - taxes.reduce((n, t) => n + t.amount.amount, 0));
    return {
      room,
      description: `Room ${room}: ${b.roomName}, ${plural(nights, 'night')} (${money({ amount: round2(taxable / nights), currency: b.price.currency })} per night before tax)`,
      taxable,
      taxes: taxes.map((t) => ({
        description: t.description,
        isGst: t.isGst,
        amount: t.amount.amount,
        rate: derivedRate(t.amount.amount, taxable),
      })),
      total,
    };
  });
}

/** The price breakdown of the voucher: room price, included taxes (GST lines named), total paid, fees at the hotel. */
export function priceRows(b: BookingRecord): Array<[string, string]> {
  const cur = b.price.currency;
  const included = round2(b.taxes.reduce((n, t) => n + t.amount.amount, 0));
  const rows: Array<[string, string]> = [];
  if (b.taxes.length) {
    rows.push([
      `Room price (${plural(Math.max(1, b.nights), 'night')})`,
      money({ amount: round2(b.price.amount - included), currency: cur }),
    ]);
    // One line per kind of tax across the rooms, with the rate when every room has the same.
    const kinds = new Map<string, { amount: number; rates: Set<number | null>; isGst: boolean }>();
    for (const line of invoiceLines(b)) {
      for (const t of line.taxes) {
        const k = kinds.get(t.description) ?? { amount: 0, rates: new Set(), isGst: t.isGst };
        k.amount += t.amount;
        k.rates.add(t.rate);
        kinds.set(t.description, k);
      }
    }
    for (const [description, k] of kinds) {
      const rate = k.rates.size === 1 ? [...k.rates][0] : null;
      rows.push([
        `${description}${rate !== null && rate !== undefined ? ` (${rate}%)` : ''}, included`,
        money({ amount: round2(k.amount), currency: cur }),
      ]);
    }
  } else {
    rows.push([`Room price (${plural(Math.max(1, b.nights), 'night')})`, `${money(b.price)} (taxes included)`]);
  }
  rows.push(['Total paid', money(b.price)]);
  if (b.feesPayableAtHotel.length) {
    for (const f of b.feesPayableAtHotel) rows.push([`${f.description}, payable at the hotel`, money(f.amount)]);
    const atHotel = round2(b.feesPayableAtHotel.reduce((n, f) => n + (f.amount.currency === cur ? f.amount.amount : 0), 0));
    if (b.feesPayableAtHotel.every((f) => f.amount.currency === cur)) {
      rows.push(['Total with the fees at the hotel', money({ amount: round2(b.price.amount + atHotel), currency: cur })]);
    }
  }
  return rows;
}
