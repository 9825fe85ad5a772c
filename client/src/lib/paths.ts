// Typed paths: every link in the app is built here, never as a string literal in a component.
export const paths = {
  home: (q?: { search?: string; checkin?: string; checkout?: string; guests?: number; page?: number }) => withQuery('/', q),
  /** `place`: a search-box suggestion's place id (`airport:BOM`), searched instead of `destination`. */
  hotels: (q?: {
    destination?: string;
    place?: string;
    checkin?: string;
    checkout?: string;
    guests?: number;
    page?: number;
    type?: string;
  }) => withQuery('/hotels', q),
  /** A city's hotel list, e.g. /hotels/mumbai (footer links). */
  cityHotels: (slug: string) => `/hotels/${encodeURIComponent(slug)}`,
  /**
   * A hotel page. Hotel ids always contain a digit; city slugs never do (see isHotelId). `retry` names an
   * earlier booking attempt (its reference), `room` and `board` the rate it chose: the page opens the rates,
   * preselects that rate when it is still offered, and fills in the attempt's guest details.
   */
  hotel: (id: string, stay?: { checkin?: string; checkout?: string; guests?: number; retry?: string; room?: string; board?: string }) =>
    withQuery(`/hotels/${encodeURIComponent(id)}`, stay),
  /** The map search, e.g. /map-search?destination=Goa&checkin=...; lat/lng/radius name a circle instead. */
  mapSearch: (q?: { destination?: string; checkin?: string; checkout?: string; guests?: number }) => withQuery('/map-search', q),
  destinations: () => '/destinations',
  about: () => '/about',
  contact: () => '/contact',
  offers: () => '/offers',
  privacy: () => '/privacy',
  terms: () => '/terms',
  dev: () => '/dev',
  bookings: () => '/bookings',
  bookingConfirmation: () => '/booking-confirmation',
} as const;

/** City slugs are letters and dashes; provider hotel ids (lp1897) contain digits. */
export function isHotelId(segment: string): boolean {
  return /\d/.test(segment);
}

function withQuery(path: string, q?: Record<string, string | number | undefined>): string {
  if (!q) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** /hotels/{city} slug to the destination it names: 'new-delhi' → 'New Delhi'. */
export function destinationFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The slug of a destination for /hotels/{slug}: 'New Delhi' → 'new-delhi'. */
export function slugOf(destination: string): string {
  return destination.trim().toLowerCase().replace(/\s+/g, '-');
}
