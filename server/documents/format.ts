// How the booking documents write money, dates and times: Indian grouping, stay dates as calendar dates,
// instants (deadlines, cancellation times) in India Standard Time whatever the server's zone, and the
// hotel's check-in/out times read from the provider's forms ("02:00 PM", "14:00").
import type { LedgerMoney } from '../bookings/types.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/index.ts';

/** The rupee as the PDFs print it: their font (DejaVu Sans, see pdf.ts) has the sign. */
export const RUPEE = '₹';

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹12,345.50" for INR; "USD 120.00" for another currency. */
export function money(m: LedgerMoney | { amount: number; currency: string }): string {
  const code = (m.currency || 'INR').toUpperCase();
  return code === 'INR' ? `${RUPEE}${grouping.format(m.amount)}` : `${code} ${grouping.format(m.amount)}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
export { round2 };

// Dates in the language's month and day names: en-IN, or hi-IN in Hindi ("मंगल, 15 दिस॰ 2026").
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Language, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${name}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(LOCALES[lang] ?? LOCALES.en, options)));
  return f;
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** "Tue, 15 Dec 2026" for a yyyy-MM-dd stay date (a calendar date, not an instant). */
export function stayDate(isoDate: string, lang: Language = DEFAULT_LANGUAGE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const parts = format(lang, 'day', DAY_OPTIONS).formatToParts(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
}

const IST_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
};

/** "15 Dec 2026, 2:00 pm IST": an instant in India Standard Time (the schema's `deadlineIst` form). */
export function istTime(isoInstant: string, lang: Language = DEFAULT_LANGUAGE): string {
  const d = new Date(isoInstant);
  if (Number.isNaN(d.getTime())) return isoInstant;
  const parts = format(lang, 'ist', IST_OPTIONS).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()} IST`;
}

const IST_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' };

/** "15 Dec 2026": the calendar date of an instant in India. */
export function istDate(isoInstant: string, lang: Language = DEFAULT_LANGUAGE): string {
  const d = new Date(isoInstant);
  return Number.isNaN(d.getTime()) ? isoInstant : format(lang, 'istDay', IST_DAY).format(d);
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

// What the PDFs' fonts draw as it is: DejaVu Sans has Latin (with Latin Extended), Greek, Cyrillic, general
// punctuation and the rupee sign; Noto Sans Devanagari (see pdf.ts) has Devanagari, its extensions and the
// joiners its conjuncts use. DejaVu Sans has no Indic scripts.
const DEVANAGARI_CHARS = '\u0900-\u097f\u1cd0-\u1cff\ua8e0-\ua8ff\u200c\u200d';
const LATIN_CHARS = '\x20-\x7e\u00a0-\u024f\u0370-\u04ff\u2010-\u2027\u2030-\u205e\u20b9\n';
// The classes below are ranges of code points, some of them combining marks: no character is meant to be
// read as combined with its neighbour in the class.
/* eslint-disable no-misleading-character-class */
const DRAWABLE = new RegExp(`^[${LATIN_CHARS}${DEVANAGARI_CHARS}]*$`, 'u');
const NOT_DRAWABLE = new RegExp(`[^${LATIN_CHARS}${DEVANAGARI_CHARS}]`, 'gu');
const NOT_DEVANAGARI_RUN = new RegExp(`[^${DEVANAGARI_CHARS}]+`, 'gu');
/** A run of Devanagari letters and marks, with the spaces between its words. */
export const DEVANAGARI_RUN = new RegExp(`[${DEVANAGARI_CHARS}]+(?:[ \u00a0]+[${DEVANAGARI_CHARS}]+)*`, 'gu');
const DEVANAGARI_LETTER = /[\u0900-\u097f\u1cd0-\u1cff\ua8e0-\ua8ff]/u;
/* eslint-enable no-misleading-character-class */

/**
 * Text the PDFs' fonts can draw: letters outside their scripts lose their accents (NFKD, combining marks
 * dropped; Devanagari keeps its vowel signs), and anything still not drawable becomes "?". Names are checked
 * only for being storable, so a booking can hold any script.
 */
export function pdfText(value: string | null | undefined): string {
  const text = value ?? '';
  if (DRAWABLE.test(text)) return text;
  return text
    .replace(NOT_DEVANAGARI_RUN, (run) => run.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC'))
    .replace(NOT_DRAWABLE, '?');
}

/** True when the text has a Devanagari letter (it needs the Devanagari font). */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI_LETTER.test(text);
}
