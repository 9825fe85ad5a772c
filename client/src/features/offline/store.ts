// What the offline link (link.ts) keeps: the last answers to the booking reads, in local storage (a few
// kB each, the newest LIMIT), and, for each booking shown, its PDF voucher in the 'booking-documents'
// Cache Storage cache, under its path without the signed query (which changes every hour). The service
// worker (client/build/pwa.ts) answers a document's address from that cache when the network fails.
import type { FormattedExecutionResult } from 'graphql';

const STORAGE_KEY = 'stayindia.offline.answers';
const LIMIT = 20;
export const DOCUMENTS_CACHE = 'booking-documents';

type Kept = Record<string, { at: number; result: FormattedExecutionResult }>;

function readAll(): Kept {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

/** The answer kept for `key`, if any. */
export function kept(key: string): FormattedExecutionResult | undefined {
  return readAll()[key]?.result;
}

/** Keeps `result` under `key` (the newest LIMIT answers stay), and the vouchers it lists. */
export function keep(key: string, result: FormattedExecutionResult): void {
  const all = readAll();
  // A booking that changed since (a corrected name, a cancellation) has a new voucher to keep.
  const changed = !all[key] || withoutAddresses(all[key].result) !== withoutAddresses(result);
  all[key] = { at: Date.now(), result };
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, LIMIT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or refused (private mode): the page still works online.
  }
  if (key.startsWith('ManageBooking:')) void keepVouchers(result, changed);
}

interface ListedDocument {
  kind?: string;
  url?: string;
}

/** The documents a booking answer lists that are kept offline: the PDF voucher. */
export function vouchersOf(result: FormattedExecutionResult): string[] {
  const bookings = (result.data as { myBookings?: Array<{ documents?: ListedDocument[] }> } | undefined)?.myBookings ?? [];
  return bookings.flatMap((b) => (b.documents ?? []).filter((d) => d.kind === 'VOUCHER_PDF' && d.url).map((d) => d.url!));
}

/** A document's cache key: its address without the signed query. */
export function documentKey(url: string): string {
  const key = new URL(url, window.location.origin);
  key.search = '';
  return key.href;
}

/** An answer without its signed document addresses (they change every hour while the documents do not). */
function withoutAddresses(result: FormattedExecutionResult): string {
  return JSON.stringify(result.data ?? null, (name, value: unknown) => (name === 'url' ? undefined : value));
}

/** Keeps the vouchers `result` lists: those not kept yet, or all of them when the booking `changed`. */
async function keepVouchers(result: FormattedExecutionResult, changed: boolean): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(DOCUMENTS_CACHE);
    for (const url of vouchersOf(result)) {
      const key = documentKey(url);
      if (!changed && (await cache.match(key))) continue;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) await cache.put(key, response);
    }
  } catch {
    // Offline or out of storage: the voucher is kept the next time the booking is shown online.
  }
}
