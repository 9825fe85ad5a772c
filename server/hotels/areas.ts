// Areas of a destination: the localities its hotels are in ("Bandra West, Mumbai") and, for a destination
// made of several towns (Goa), those towns ("Calangute, Goa"). Read from the hotel lists the search already
// caches: a hotel's locality is the last part of its address that is not a town, a state, the country or a
// postcode ("12, Hill Road, Bandra West" -> "Bandra West"; "Juhu Tara Road, Juhu, Mumbai, Maharashtra 400049"
// -> "Juhu"). An area offered as a suggestion has at least MIN_AREA_HOTELS hotels.
import { BUILTIN_CITIES, POPULAR_CITIES } from '../cities/builtin.ts';
import type { ProviderHotelSummary } from '../provider/types.ts';
import { AIRPORT_RADIUS_KM, distanceKm, indianAirports } from './airports.ts';
import { citySlug, foldName, resolveDestination, type Destination } from './destinations.ts';

export const MIN_AREA_HOTELS = 3;
/** An area's search circle covers this share of its hotels... */
const RADIUS_SHARE = 0.9;
/** ...and is at least this wide (a compact locality still takes in the next street) and at most this. */
const MIN_RADIUS_KM = 2;
const MAX_RADIUS_KM = 25;

/** Where the area index reads hotel lists: the hotels service (cached per city name, as the search's). */
export interface HotelListSource {
  cityHotels(cityName: string): Promise<ProviderHotelSummary[]>;
}

export interface Area {
  /** "Bandra West" */
  name: string;
  /** folded name: "bandra west" */
  key: string;
  /** the destination it belongs to, as displayed: "Mumbai", "Goa" */
  city: string;
  /** the destination's slug, the place id's middle part: "mumbai" */
  citySlug: string;
  /** the provider cityName values whose lists hold the area's hotels */
  cityNames: string[];
  hotelIds: Set<string>;
  /** mean of its hotels' coordinates */
  center: { latitude: number; longitude: number };
  radiusKm: number;
}

const NOT_LOCALITY = new Set<string>(['india', ...BUILTIN_CITIES.map((c) => foldName(c.region ?? '')).filter(Boolean)]);
const POSTCODE = /\b\d{3}\s?\d{3}\b/g;

/**
 * The areas one hotel is in, as displayed: its locality and, when the destination spans several towns and
 * the hotel's town is not the destination itself, its town. `destNames` are the destination's folded names.
 */
export function hotelAreas(hotel: ProviderHotelSummary, destNames: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const town = (hotel.city ?? '').trim();
  const townKey = foldName(town);
  if (townKey && !destNames.has(townKey)) out.push(town);
  const parts = (hotel.address ?? '').split(',');
  // The first part is the house and street; a locality comes after it.
  for (let i = parts.length - 1; i >= 1; i--) {
    const part = parts[i].replace(POSTCODE, '').replace(/\s+/g, ' ').trim();
    const key = foldName(part);
    if (!key || /^\d/.test(key) || key === townKey || destNames.has(key) || NOT_LOCALITY.has(key)) continue;
    if (!out.some((a) => foldName(a) === key)) out.push(part);
    break;
  }
  return out;
}

/** What a destination itself is called: a city's names (aliases included); a state's own name, not its towns. */
function destinationNames(dest: Destination): Set<string> {
  return new Set((dest.kind === 'state' ? [dest.name] : [dest.name, ...dest.cityNames]).map(foldName));
}

/** The areas of one destination with their hotels, from its cached lists (hotels listed twice count once). */
export async function areasOf(dest: Destination, source: HotelListSource, minHotels = MIN_AREA_HOTELS): Promise<Area[]> {
  const lists = await Promise.all(dest.cityNames.map((n) => source.cityHotels(n)));
  return computeAreas(dest, lists).filter((a) => a.hotelIds.size >= minHotels);
}

/**
 * Memoised on the identity of the cached lists (the hotels service hands back the same arrays until it
 * reloads them), so an area search's page views do not re-read 5,000 addresses each.
 */
const memo = new WeakMap<ProviderHotelSummary[], Array<{ dest: string; lists: ProviderHotelSummary[][]; areas: Area[] }>>();

function computeAreas(dest: Destination, lists: ProviderHotelSummary[][]): Area[] {
  const destKey = `${dest.kind}:${dest.name}:${dest.cityNames.join('|')}`;
  const head = lists[0];
  if (!head) return [];
  const entries = memo.get(head) ?? [];
  const hit = entries.find((e) => e.dest === destKey && e.lists.length === lists.length && e.lists.every((l, i) => l === lists[i]));
  if (hit) return hit.areas;
  const names = destinationNames(dest);
  const acc = new Map<string, { name: string; cityNames: Set<string>; hotels: Map<string, ProviderHotelSummary> }>();
  lists.forEach((hotels, i) => {
    const cityName = dest.cityNames[i];
    for (const h of hotels) {
      for (const name of hotelAreas(h, names)) {
        const key = foldName(name);
        let a = acc.get(key);
        if (!a) acc.set(key, (a = { name, cityNames: new Set(), hotels: new Map() }));
        a.cityNames.add(cityName);
        a.hotels.set(h.id, h);
      }
    }
  });
  const areas: Area[] = [];
  for (const [key, a] of acc) {
    const located = [...a.hotels.values()].filter((h) => Number.isFinite(h.latitude) && Number.isFinite(h.longitude));
    if (located.length === 0) continue;
    const center = {
      latitude: round(located.reduce((s, h) => s + h.latitude, 0) / located.length, 5),
      longitude: round(located.reduce((s, h) => s + h.longitude, 0) / located.length, 5),
    };
    const dists = located.map((h) => distanceKm(center, h)).sort((x, y) => x - y);
    const covering = dists[Math.min(dists.length - 1, Math.floor(dists.length * RADIUS_SHARE))];
    areas.push({
      name: a.name,
      key,
      city: dest.name,
      citySlug: citySlug(dest.name),
      cityNames: dest.cityNames.filter((n) => a.cityNames.has(n)),
      hotelIds: new Set(a.hotels.keys()),
      center,
      // rounded up, so the circle still covers the share it was drawn for
      radiusKm: Math.ceil(Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, covering)) * 10) / 10,
    });
  }
  entries.push({ dest: destKey, lists, areas });
  if (entries.length > 8) entries.shift();
  memo.set(head, entries);
  return areas;
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Fresh for this long; then rebuilt in the background while the old index answers. */
const INDEX_TTL_MS = 30 * 60_000;
/** After a failed build, wait this long before trying again. */
const RETRY_MS = 60_000;

export interface AreaIndexOptions {
  now?: () => number;
  onError?: (err: unknown) => void;
  /** the destinations indexed; default: the popular cities (spec's first 12) */
  destinations?: string[];
}

/**
 * The areas of the popular destinations, for suggestions: built lazily from the hotels service's cached
 * lists, kept 30 minutes, rebuilt in the background after that. Never throws: a failed build leaves the
 * previous index (or none) and is retried a minute later.
 */
export class AreaIndex {
  private areas: Area[] | undefined;
  private nearAirports = new Map<string, number>();
  private builtAt = 0;
  private failedAt = -Infinity;
  private building: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly source: HotelListSource,
    private readonly opts: AreaIndexOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
  }

  /** The index as it is now, starting a build when there is none or it is old; waits at most `waitMs` for a first one. */
  async current(waitMs: number): Promise<Area[]> {
    const t = this.now();
    const due = !this.areas || t - this.builtAt >= INDEX_TTL_MS;
    if (due && !this.building && t - this.failedAt >= RETRY_MS) this.building = this.build().finally(() => (this.building = undefined));
    if (!this.areas && this.building) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([this.building, new Promise<void>((r) => (timer = setTimeout(r, waitMs)))]);
      clearTimeout(timer);
    }
    return this.areas ?? [];
  }

  /** Hotels within AIRPORT_RADIUS_KM of each airport, among the indexed destinations' hotels (empty until built). */
  hotelsNearAirports(): ReadonlyMap<string, number> {
    return this.nearAirports;
  }

  private async build(): Promise<void> {
    const names = this.opts.destinations ?? POPULAR_CITIES.map((c) => c.name);
    // One destination's failed list does not sink the others: the index keeps what it could read.
    const per = await Promise.allSettled(
      names.map(async (n) => {
        const dest = resolveDestination(n);
        const lists = await Promise.all(dest.cityNames.map((c) => this.source.cityHotels(c)));
        return { lists, areas: computeAreas(dest, lists).filter((a) => a.hotelIds.size >= MIN_AREA_HOTELS) };
      }),
    );
    const read = per.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = per.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (failed.length) this.opts.onError?.(failed[0]);
    if (read.length === 0) {
      this.failedAt = this.now();
      return;
    }
    try {
      // The same lists tell how many hotels each airport has around it.
      this.nearAirports = hotelsNearAirports(read.flatMap((p) => p.lists));
      this.areas = read.flatMap((p) => p.areas);
      // A partial index is rebuilt as soon as a failed build would be retried.
      this.builtAt = failed.length ? this.now() - INDEX_TTL_MS + RETRY_MS : this.now();
    } catch (err) {
      this.failedAt = this.now();
      this.opts.onError?.(err);
    }
  }
}

/** How many distinct hotels of these lists lie within AIRPORT_RADIUS_KM of each Indian airport. */
export function hotelsNearAirports(lists: ProviderHotelSummary[][]): Map<string, number> {
  const hotels = new Map<string, ProviderHotelSummary>();
  for (const list of lists) for (const h of list) if (Number.isFinite(h.latitude) && Number.isFinite(h.longitude)) hotels.set(h.id, h);
  const all = [...hotels.values()];
  const dLat = AIRPORT_RADIUS_KM / 111;
  const out = new Map<string, number>();
  for (const a of indianAirports()) {
    let n = 0;
    for (const h of all) if (Math.abs(h.latitude - a.latitude) <= dLat && distanceKm(a, h) <= AIRPORT_RADIUS_KM) n++;
    if (n > 0) out.set(a.code, n);
  }
  return out;
}

const indexes = new WeakMap<HotelListSource, AreaIndex>();

/** The one area index of a hotels service (shared by every request). */
export function areaIndexOf(source: HotelListSource, opts?: AreaIndexOptions): AreaIndex {
  let idx = indexes.get(source);
  if (!idx) indexes.set(source, (idx = new AreaIndex(source, opts)));
  return idx;
}
