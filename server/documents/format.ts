// How the booking documents write money, dates and times: Indian grouping, stay dates as calendar dates,
// instants (deadlines, cancellation times) in India Standard Time whatever the server's zone, and the
// hotel's check-in/out times read from the provider's forms ("02:00 PM", "14:00").
import type { LedgerMoney } from '../bookings/types.ts';

/**
 * The rupee as the PDFs print it. pdfkit's built-in fonts (Helvetica, WinAnsi encoding) have no ₹ (U+20B9)
 * and no installed package ships a font that has it, so the documents say "Rs." throughout.
 */
export const RUPEE = 'Rs.';

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs. 12,345.50" for INR; "USD 120.00" for another currency. */
export function money(m: LedgerMoney | { amount: number; currency: string }): string {
  const code = (m.currency || 'INR').toUpperCase();
  return `${code === 'INR' ? RUPEE : code} ${grouping.format(m.amount)}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
export { round2 };

const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Tue, 15 Dec 2026" for a yyyy-MM-dd stay date (a calendar date, not an instant). */
export function stayDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const parts = DAY_FORMAT.formatToParts(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
}

const IST_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** "15 Dec 2026, 2:00 pm IST": an instant in India Standard Time (the schema's `deadlineIst` form). */
export function istTime(isoInstant: string): string {
  const d = new Date(isoInstant);
  if (Number.isNaN(d.getTime())) return isoInstant;
  const parts = IST_FORMAT.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()} IST`;
}

const IST_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "15 Dec 2026": the calendar date of an instant in India. */
export function istDate(isoInstant: string): string {
  const d = new Date(isoInstant);
  return Number.isNaN(d.getTime()) ? isoInstant : IST_DAY.format(d);
}

/** Hours and minutes of a hotel time as the provider writes it ("02:00 PM", "2 pm", "14:00", "noon"), or null. */
export function parseHotelTime(value: string | null | undefined): { hour: number; minute: number } | null {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return null;
  if (text === 'noon') return { hour: 12, minute: 0 };
  if (text === 'midnight') return { hour: 0, minute: 0 };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  const period = m[3]?.[0];
  if (minute > 59) return null;
  if (period) {
    if (hour < 1 || hour > 12) return null;
    if (period === 'p' && hour !== 12) hour += 12;
    if (period === 'a' && hour === 12) hour = 0;
  } else if (hour > 23 || !m[2]) {
    return null;
  }
  return { hour, minute };
}

/** "2:00 pm" for 14:00. */
export function clockText(t: { hour: number; minute: number }): string {
  const h12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h12}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'am' : 'pm'}`;
}

/** The hotel time as travellers read it ("2:00 pm"), or the provider's text when it is in another form. */
export function hotelTimeText(value: string | null | undefined): string | null {
  const t = parseHotelTime(value);
  return t ? clockText(t) : value?.trim() || null;
}

/**
 * Text the built-in PDF fonts can draw: letters with accents outside their encoding lose the accent
 * (NFKD, combining marks dropped), and anything still outside Latin-1 becomes "?". Names are checked
 * only for being storable, so a booking can hold any script.
 */
export function pdfText(value: string | null | undefined): string {
  const text = (value ?? '').replace(/\u20b9/g, RUPEE);
  if (/^[\x20-\x7e\u00a0-\u00ff\n]*$/.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\n]/g, '?');
}
