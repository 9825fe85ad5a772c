// Typed paths: every link in the app is built here, never as a string literal in a component.
/**
 * The occupancy in an address (features/search/criteria.ts occupancyQuery): `guests=N` for one room of N adults
 * (the spec's parameter), or `rooms=2&occ=2-7_2` for several rooms or children.
 */
export type OccupancyQuery = {
  guests?: number;
  rooms?: number;
  occ?: string;
};

export const paths = {
  home: (q?: { search?: string; checkin?: string; checkout?: string; page?: number } & OccupancyQuery) => withQuery('/', q),
  /** `place`: a search-box suggestion's place id (`airport:BOM`), searched instead of `destination`. */
  hotels: (
    q?: { destination?: string; place?: string; checkin?: string; checkout?: string; page?: number; type?: string } & OccupancyQuery,
  ) => withQuery('/hotels', q),
  /** A city's hotel list, e.g. /hotels/mumbai (footer links). */
  cityHotels: (slug: string) => `/hotels/${encodeURIComponent(slug)}`,
  /**
   * A hotel page. Hotel ids always contain a digit; city slugs never do (see isHotelId). `retry` names an
   * earlier booking attempt (its reference), `room` and `board` the rate it chose: the page opens the rates,
   * preselects that rate when it is still offered, and fills in the attempt's guest details.
   */
  hotel: (id: string, stay?: { checkin?: string; checkout?: string; retry?: string; room?: string; board?: string } & OccupancyQuery) =>
    withQuery(`/hotels/${encodeURIComponent(id)}`, stay),
  /** The map search, e.g. /map-search?destination=Goa&checkin=...; lat/lng/radius name a circle instead. */
  mapSearch: (q?: { destination?: string; checkin?: string; checkout?: string } & OccupancyQuery) => withQuery('/map-search', q),
  destinations: () => '/destinations',
  about: () => '/about',
  contact: () => '/contact',
  offers: () => '/offers',
  privacy: () => '/privacy',
  terms: () => '/terms',
  dev: () => '/dev',
  bookings: () => '/bookings',
  /** A booking's manage page (cancel, correct a name, documents). */
  manageBooking: (reference: string) => `/bookings/${encodeURIComponent(reference)}`,
  /** Where an e-mailed sign-in link lands (`/sign-in?token=…`). */
  signIn: () => '/sign-in',
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
