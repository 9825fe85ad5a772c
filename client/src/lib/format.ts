// Formatting shared by every screen: rupees with Indian digit grouping, dates and nights.
import { differenceInCalendarDays, format, parseISO } from 'date-fns';

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
  return format(d, 'yyyy-MM-dd');
}

/** "Mon, 2 Dec 2026" */
export function formatDate(isoDate: string): string {
  return format(parseISO(isoDate), 'EEE, d MMM yyyy');
}

/** Nights between two yyyy-MM-dd dates: the ceiling of the day difference (spec §5), at least 0. */
export function nightsBetween(checkin: string, checkout: string): number {
  const ms = parseISO(checkout).getTime() - parseISO(checkin).getTime();
  return Math.max(0, Math.ceil(ms / 86_400_000) || differenceInCalendarDays(parseISO(checkout), parseISO(checkin)));
}
