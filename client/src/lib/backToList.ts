// 'Back to Search' on a hotel page returns to the list the traveller opened the hotel from, also after a
// full page load of the hotel page (a reload, a link opened in a new tab): the list's address is kept in
// sessionStorage (this tab only) when a card is opened, keyed by the hotel it leads to.
const KEY = 'backToList';

/** Remembers that `hotelId` was opened from the list at `listUrl` (path and query string). */
export function rememberListFor(hotelId: string, listUrl: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ hotelId, list: listUrl }));
  } catch {
    /* storage off or full: Back falls back to the destination's list */
  }
}

/** The list `hotelId` was opened from in this tab, if it was. */
export function rememberedListFor(hotelId: string): string | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as { hotelId?: unknown; list?: unknown };
    // Only a path on this site: never an address someone else put there.
    return saved.hotelId === hotelId && typeof saved.list === 'string' && /^\/(?!\/)/.test(saved.list) ? saved.list : undefined;
  } catch {
    return undefined;
  }
}
