// Formatting shared by every screen: rupees with Indian digit grouping, dates and nights.
// Not date-fns' format(): its token parser and locale (~6 kB gzip) would ride in every first load for
// two fixed English patterns.
import { differenceInCalendarDays, parseISO } from 'date-fns';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Throws the RangeError date-fns' format() throws for an invalid date, which callers rely on. */
function checked(d: Date): Date {
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return d;
}

const inrFormatters = new Map<string, Intl.NumberFormat>();

/** "₹12,34,567" — en-IN grouping, zero decimals (spec §9). */
export function formatPrice(amount: number, currency = 'INR'): string {
  let f = inrFormatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    inrFormatters.set(currency, f);
  }
  return f.format(amount);
}

/** "12,34,567" — en-IN grouping without a currency sign. */
export function formatNumber(amount: number, fractionDigits = 0): string {
  return amount.toLocaleString('en-IN', { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits });
}

/** yyyy-MM-dd of a Date, in local time. */
export function toIsoDate(d: Date): string {
  checked(d);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}`;
}

/** "Mon, 2 Dec 2026" */
export function formatDate(isoDate: string): string {
  const d = checked(parseISO(isoDate));
  return `${WEEKDAYS[d.getDay()]}, ${d.getDate()} ${MONTHS[d.getMonth()]} ${pad(d.getFullYear(), 4)}`;
}

/** Nights between two yyyy-MM-dd dates: the ceiling of the day difference (spec §5), at least 0. */
export function nightsBetween(checkin: string, checkout: string): number {
  const ms = parseISO(checkout).getTime() - parseISO(checkin).getTime();
  return Math.max(0, Math.ceil(ms / 86_400_000) || differenceInCalendarDays(parseISO(checkout), parseISO(checkin)));
}
