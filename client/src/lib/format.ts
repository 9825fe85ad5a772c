// Formatting shared by every screen: rupees with Indian digit grouping, dates and nights.
// Not date-fns' format(): its token parser and locale (~6 kB gzip) would ride in every first load for
// two fixed English patterns. Dates follow the app's language (issue 17 §1): English is built by hand,
// as before; Hindi uses Intl's hi-IN month and weekday names, created only once Hindi is shown.
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { currentLanguage, type Language } from './i18n.ts';
import { IST_OFFSET_MS } from '../ssr-contract.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Throws the RangeError date-fns' format() throws for an invalid date, which callers rely on. */
function checked(d: Date): Date {
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return d;
}

const inrFormatters = new Map<string, Intl.NumberFormat>();

/** "12,34,567": the last three digits, then groups of two (the Indian system), of a string of digits. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** "12,34,568" (and a sign) for the magnitude of a finite amount rounded to whole units, as Intl rounds it. */
function wholeIndian(amount: number): { sign: string; digits: string } {
  // Intl rounds half away from zero; Math.round rounds half up, so round the magnitude.
  const rounded = Math.round(Math.abs(amount));
  return { sign: amount < 0 || Object.is(amount, -0) ? '-' : '', digits: groupIndian(String(rounded)) };
}

/**
 * "₹12,34,567" — en-IN grouping, zero decimals (spec §9). Rupees are formatted here, exactly as
 * Intl.NumberFormat('en-IN') does (a test compares the two): the first Intl.NumberFormat of a page
 * loads its locale data on the main thread, ~20 ms that a phone spends while the list is hydrating.
 */
export function formatPrice(amount: number, currency = 'INR'): string {
  if (currency === 'INR' && Number.isFinite(amount) && Math.abs(amount) < 1e21) {
    const { sign, digits } = wholeIndian(amount);
    return `${sign}₹${digits}`;
  }
  let f = inrFormatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    inrFormatters.set(currency, f);
  }
  return f.format(amount);
}

const numberFormatters = new Map<number, Intl.NumberFormat>();

/**
 * "12,34,567" — en-IN grouping without a currency sign. Whole numbers are grouped here, as formatPrice
 * does (a test compares them with Intl): a hotel page's review count was its first Intl use, and
 * `toLocaleString` with options builds a new formatter on every call.
 */
export function formatNumber(amount: number, fractionDigits = 0): string {
  if (fractionDigits === 0 && Number.isFinite(amount) && Math.abs(amount) < 1e21) {
    const { sign, digits } = wholeIndian(amount);
    return sign + digits;
  }
  let f = numberFormatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits });
    numberFormatters.set(fractionDigits, f);
  }
  return f.format(amount);
}

/**
 * Today's date in India, as a local midnight (for date-fns and toIsoDate). The product's dates are India's
 * calendar dates: the API refuses a check-in before India's today, and a page rendered on the server must
 * pick the same default stay as the browser that takes it over, whatever either machine's time zone is.
 * Between 18:30 and 24:00 UTC, India is already a day ahead of a browser or server on UTC.
 */
export function indiaToday(now: Date = new Date()): Date {
  const ist = new Date(checked(now).getTime() + IST_OFFSET_MS);
  return new Date(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
}

/** yyyy-MM-dd of a Date, in local time. */
export function toIsoDate(d: Date): string {
  checked(d);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}`;
}

const dateOptions: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
let hindiDateFormatter: Intl.DateTimeFormat | null = null;

/** The parts of a formatted date by type ("weekday", "month"...). */
function partsOf(formatter: Intl.DateTimeFormat, d: Date): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = formatter.formatToParts(d);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** "Mon, 2 Dec 2026"; in Hindi "सोम, 2 दिस॰ 2026" (Intl's hi-IN names, the same order). */
export function formatDate(isoDate: string, language: Language = currentLanguage()): string {
  const d = checked(parseISO(isoDate));
  if (language === 'hi') {
    hindiDateFormatter ??= new Intl.DateTimeFormat('hi-IN', dateOptions);
    const get = partsOf(hindiDateFormatter, d);
    return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
  }
  return `${WEEKDAYS[d.getDay()]}, ${d.getDate()} ${MONTHS[d.getMonth()]} ${pad(d.getFullYear(), 4)}`;
}

/** Nights between two yyyy-MM-dd dates: the ceiling of the day difference (spec §5), at least 0. */
export function nightsBetween(checkin: string, checkout: string): number {
  const ms = parseISO(checkout).getTime() - parseISO(checkin).getTime();
  return Math.max(0, Math.ceil(ms / 86_400_000) || differenceInCalendarDays(parseISO(checkout), parseISO(checkin)));
}

const istFormatters: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/**
 * "Sat, 5 Dec 2026, 6:00 pm IST": an instant (a cancellation deadline) in India Standard Time, whatever the
 * browser's own zone, in the stay-date style of formatDate (in Hindi "शनि, 5 दिस॰ 2026, 6:00 pm IST").
 * Throws a RangeError for an unreadable instant.
 */
export function formatDeadline(isoInstant: string, language: Language = currentLanguage()): string {
  const d = checked(parseISO(isoInstant));
  // Created on first use: only the rates dialog, the confirmation and the voucher show deadlines.
  const formatter = (istFormatters[language] ??= new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    ...dateOptions,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  }));
  const get = partsOf(formatter, d);
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()} IST`;
}

/** True when a deadline instant is missing, unreadable or already past: nothing is free any more. */
export function deadlinePassed(isoInstant: string | null | undefined, now: Date = new Date()): boolean {
  if (!isoInstant) return false;
  const t = parseISO(isoInstant).getTime();
  return Number.isNaN(t) || t <= now.getTime();
}

/** "1,634 reviews": a count with en-IN grouping and the noun in the right number. */
export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  // Integers are grouped by hand, like rupees: no Intl locale data on a list's first paint.
  const shown = Number.isInteger(n) && n >= 0 && n < 1e21 ? groupIndian(String(n)) : formatNumber(n);
  return `${shown} ${n === 1 ? singular : plural}`;
}

/**
 * A room or rate name without a trailing board name it repeats ("Deluxe King - Room Only" with board
 * "Room Only" reads "Deluxe King"), so a screen that also shows the board never says it twice.
 */
export function withoutBoard(name: string, board: string | null | undefined): string {
  const b = board?.trim();
  if (!b) return name;
  const escaped = b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stripped = name.replace(new RegExp(`\\s*[-–·,]\\s*${escaped}\\s*$`, 'i'), '').trim();
  return stripped || name;
}

/** "Deluxe King · Room Only": a room and its board, the board said once. */
export function roomAndBoard(room: string, board: string | null | undefined): string {
  const b = board?.trim();
  const r = withoutBoard(room, b);
  return b && r.toLowerCase() !== b.toLowerCase() ? `${r} · ${b}` : r;
}
