// What the booking documents say, apart from how they are laid out: the cancellation terms with IST
// deadlines, the rooms and their guests, the price breakdown, and the GST rate of each room derived from
// the amounts the provider gave.
import type { BookingRecord, BookingStatus, LedgerCancellation, LedgerMoney, LedgerTax } from '../bookings/types.ts';
import { DEFAULT_LANGUAGE, translator, type Language } from '../i18n/index.ts';
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
  /** the language of the document; default the booking's */
  language?: Language;
}

/** The language a document of this booking is written in: the option, else the booking's, else English. */
export function documentLanguage(b: Pick<BookingRecord, 'language'>, opts: DocumentOptions = {}): Language {
  return opts.language ?? b.language ?? DEFAULT_LANGUAGE;
}

export const DEFAULT_BUSINESS_NAME = 'StayIndia';

type Countable = 'common.adults' | 'common.children' | 'common.nights' | 'common.rooms';
/** "2 nights", "1 room" (and their Hindi). */
const plural = (n: number, key: Countable, lang: Language) => translator(lang)(key, { count: n });

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** "Tue, 15 Dec 2026, from 2:00 pm". */
export function checkinText(b: BookingRecord, lang: Language = DEFAULT_LANGUAGE): string {
  const time = hotelTimeText(b.hotel.checkinTime);
  const date = stayDate(b.checkin, lang);
  return time ? translator(lang)('doc.checkinAt', { date, time }) : date;
}

export function checkoutText(b: BookingRecord, lang: Language = DEFAULT_LANGUAGE): string {
  const time = hotelTimeText(b.hotel.checkoutTime);
  const date = stayDate(b.checkout, lang);
  return time ? translator(lang)('doc.checkoutAt', { date, time }) : date;
}

/** "Tue, 15 Dec 2026 to Thu, 17 Dec 2026, 2 nights". */
export function stayRangeText(b: BookingRecord, lang: Language = DEFAULT_LANGUAGE): string {
  return translator(lang)('doc.stayRange', {
    from: stayDate(b.checkin, lang),
    to: stayDate(b.checkout, lang),
    nights: plural(b.nights, 'common.nights', lang),
  });
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
export function partyText(adults: number, childrenAges: number[], lang: Language = DEFAULT_LANGUAGE): string {
  const tr = translator(lang);
  const kids = childrenAges.length
    ? `, ${tr('doc.childAges', { children: plural(childrenAges.length, 'common.children', lang), ages: childrenAges.join(', ') })}`
    : '';
  return `${plural(adults, 'common.adults', lang)}${kids}`;
}

/** One line per room: "Room 1: Meera Nair - 2 adults". */
export function roomGuestLines(b: BookingRecord, lang: Language = DEFAULT_LANGUAGE): string[] {
  const tr = translator(lang);
  const rooms = b.occupancies.length ? b.occupancies : [{ adults: b.adults, childrenAges: [] as number[] }];
  return rooms.map((o, i) => {
    const guest = b.guests[i];
    return tr('doc.roomGuest', {
      room: i + 1,
      name: guest ? fullName(guest) : fullName(b.holder),
      party: partyText(o.adults, o.childrenAges, lang),
    });
  });
}

export function roomsText(b: BookingRecord, lang: Language = DEFAULT_LANGUAGE): string {
  return translator(lang)('doc.roomsLine', {
    rooms: plural(Math.max(1, b.occupancies.length), 'common.rooms', lang),
    roomName: b.roomName,
  });
}

/** The cancellation terms as travellers read them, deadlines in IST. */
export function cancellationLines(c: LedgerCancellation | null, paid: LedgerMoney, lang: Language = DEFAULT_LANGUAGE): string[] {
  const tr = translator(lang);
  if (!c) return [tr('doc.cancellation.unknown')];
  if (!c.refundable) return [tr('doc.cancellation.nonRefundable'), ...c.remarks];
  const lines: string[] = [];
  lines.push(
    c.freeCancellationUntil
      ? tr('doc.cancellation.freeUntil', { time: istTime(c.freeCancellationUntil, lang) })
      : tr('doc.cancellation.refundable'),
  );
  for (const p of c.penalties) {
    if (p.amount.amount <= 0) continue;
    const full = Math.abs(p.amount.amount - paid.amount) < 0.01;
    lines.push(
      tr(full ? 'doc.cancellation.chargeFromFull' : 'doc.cancellation.chargeFrom', {
        time: istTime(p.from, lang),
        amount: money(p.amount),
      }),
    );
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
export function invoiceLines(b: BookingRecord, lang: Language = DEFAULT_LANGUAGE): InvoiceLine[] {
  const tr = translator(lang);
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
        description: tr('doc.invoiceLine.stay', {
          roomName: b.roomName,
          rooms: plural(Math.max(1, b.occupancies.length), 'common.rooms', lang),
          nights: plural(nights, 'common.nights', lang),
        }),
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
      description: tr('doc.invoiceLine.room', {
        room,
        roomName: b.roomName,
        nights: plural(nights, 'common.nights', lang),
        perNight: money({ amount: round2(taxable / nights), currency: b.price.currency }),
      }),
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
export function priceRows(b: BookingRecord, lang: Language = DEFAULT_LANGUAGE): Array<[string, string]> {
  const tr = translator(lang);
  const roomPrice = tr('doc.price.roomPrice', { nights: plural(Math.max(1, b.nights), 'common.nights', lang) });
  const cur = b.price.currency;
  const included = round2(b.taxes.reduce((n, t) => n + t.amount.amount, 0));
  const rows: Array<[string, string]> = [];
  if (b.taxes.length) {
    rows.push([roomPrice, money({ amount: round2(b.price.amount - included), currency: cur })]);
    // One line per kind of tax across the rooms, with the rate when every room has the same.
    const kinds = new Map<string, { amount: number; rates: Set<number | null>; isGst: boolean }>();
    for (const line of invoiceLines(b, lang)) {
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
        rate !== null && rate !== undefined
          ? tr('doc.price.taxRateIncluded', { description, rate })
          : tr('doc.price.taxIncluded', { description }),
        money({ amount: round2(k.amount), currency: cur }),
      ]);
    }
  } else {
    rows.push([roomPrice, tr('doc.price.taxesIncluded', { amount: money(b.price) })]);
  }
  rows.push([tr('doc.price.totalPaid'), money(b.price)]);
  if (b.feesPayableAtHotel.length) {
    for (const f of b.feesPayableAtHotel) rows.push([tr('doc.price.feeAtHotel', { description: f.description }), money(f.amount)]);
    const atHotel = round2(b.feesPayableAtHotel.reduce((n, f) => n + (f.amount.currency === cur ? f.amount.amount : 0), 0));
    if (b.feesPayableAtHotel.every((f) => f.amount.currency === cur)) {
      rows.push([tr('doc.price.totalWithFees'), money({ amount: round2(b.price.amount + atHotel), currency: cur })]);
    }
  }
  return rows;
}
