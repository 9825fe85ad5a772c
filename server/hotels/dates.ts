// Calendar dates (yyyy-MM-dd) as the traveller means them: in India Standard Time, whatever the
// server's own time zone. Arithmetic is done on UTC midnights so daylight-saving never shifts a day.

// India's offset: one copy for the server and the browser.
import { IST_OFFSET_MS } from '../../client/src/ssr-contract.ts';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True for a real calendar date in yyyy-MM-dd form (2026-02-30 is not). */
export function isCalendarDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function toUtcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's date in India. */
export function todayIst(now: number = Date.now()): string {
  return fromUtcMs(now + IST_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/**
 * The provider's cancellation deadlines look like "2026-07-30 02:00:00" with timezone GMT; this gives the
 * ISO instant ("2026-07-30T02:00:00.000Z"), or null when the text is not such a time.
 */
export function providerGmtToIso(s: string | null | undefined): string | null {
  if (!s) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s.trim());
  if (!m || !isCalendarDate(m[1])) return null;
  const t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}Z`);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}
