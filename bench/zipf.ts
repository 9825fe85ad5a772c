// A replayed Zipf workload of city searches and hotel pages (issue "Prove it" §1): which city, which page
// and which hotel follow Zipf laws, as real traffic does (a few cities and first pages get most views),
// while dates and guests vary, so prices are not cached but hotel lists and pages are. The workload is
// drawn from a seeded generator: the same seed replays the same requests in the same order.
// The figure comes from the server's own metrics (static_content_cache_hits and _lookups, whose ratio is
// static_content_cache_hit_ratio), read from /metrics before and after the replay.
import { prng } from './random.ts';

/** Draws ranks 0..n-1 with P(rank k) proportional to 1/(k+1)^s. */
function zipf(n: number, s: number, random: () => number): () => number {
  const cdf: number[] = [];
  let sum = 0;
  for (let k = 0; k < n; k++) cdf.push((sum += 1 / (k + 1) ** s));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export type ZipfRequest =
  | { kind: 'search'; city: string; page: number; checkin: string; checkout: string; guests: number }
  | { kind: 'hotel'; city: string; rank: number };

export interface ZipfWorkloadOptions {
  /** cities, most popular first */
  cities: string[];
  requests: number;
  seed: number;
  /** share of hotel page views (the rest are searches) */
  hotelShare?: number;
  /** yyyy-MM-dd of a day `n` days from now */
  dayAhead: (n: number) => string;
}

export function zipfWorkload(o: ZipfWorkloadOptions): ZipfRequest[] {
  const random = prng(o.seed);
  const city = zipf(o.cities.length, 1.0, random);
  const page = zipf(10, 1.2, random);
  const hotelRank = zipf(60, 1.1, random);
  const out: ZipfRequest[] = [];
  for (let i = 0; i < o.requests; i++) {
    const c = o.cities[city()];
    if (random() < (o.hotelShare ?? 0.35)) {
      out.push({ kind: 'hotel', city: c, rank: hotelRank() });
    } else {
      const start = 1 + Math.floor(random() * 90);
      const nights = 1 + Math.floor(random() * 4);
      out.push({
        kind: 'search',
        city: c,
        page: page() + 1,
        checkin: o.dayAhead(start),
        checkout: o.dayAhead(start + nights),
        guests: 1 + Math.floor(random() * 4),
      });
    }
  }
  return out;
}

const SEARCH = `query ZipfSearch($input: HotelSearchInput!) { searchHotels(input: $input) { total hotels { id name priceFrom { amount } } } }`;
const IDS = `query ZipfIds($input: HotelSearchInput!) { searchHotels(input: $input) { hotels { id } } }`;
const HOTEL = `query ZipfHotel($id: ID!) { hotel(id: $id) { id name stars descriptionHtml checkinTime images { url urlHd caption } } }`;

export interface ZipfResult {
  /** views replayed first to warm the caches, not measured */
  warmup: number;
  /** views measured */
  requests: number;
  searches: number;
  hotelPages: number;
  errors: number;
  distinctCities: number;
  /** static_content_cache_hits / static_content_cache_lookups over the measured views (the server's own counters) */
  hitRatio: number;
  /** the same over the warm-up views, from empty caches */
  coldHitRatio: number;
  seconds: number;
}

interface Answer {
  searchHotels?: { hotels?: Array<{ id: string }> };
}

async function post(url: string, query: string, variables: object): Promise<{ ok: boolean; data?: Answer }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Answer; errors?: unknown[] };
  return { ok: res.ok && !body.errors, data: body.data };
}

/**
 * Replays the workload against a fresh server with `concurrency` travellers at a time. A hotel page view
 * opens the hotel at that rank in the city's list: the ids come from the city's list as a traveller's
 * search would show it (first 60 hotels, read once per city and not counted as a view).
 */
export async function replayZipf(
  url: string,
  metricsToken: string,
  workload: ZipfRequest[],
  opts: { warmup: number; concurrency?: number },
): Promise<ZipfResult> {
  const concurrency = opts.concurrency ?? 8;
  const ids = new Map<string, Promise<string[]>>();
  const idsOf = (city: string) => {
    let p = ids.get(city);
    if (!p) {
      p = post(url, IDS, { input: { destination: city, pageSize: 50 } }).then((r) => (r.data?.searchHotels?.hotels ?? []).map((h) => h.id));
      ids.set(city, p);
    }
    return p;
  };
  // The id lists are read before the clock and the metric start: they stand for earlier travellers' searches.
  for (const c of new Set(workload.filter((w) => w.kind === 'hotel').map((w) => w.city))) await idsOf(c);

  let errors = 0;
  const play = (views: ZipfRequest[]) => {
    let next = 0;
    return Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < views.length) {
          const w = views[next++];
          if (w.kind === 'search') {
            const r = await post(url, SEARCH, {
              input: { destination: w.city, page: w.page, checkin: w.checkin, checkout: w.checkout, guests: w.guests },
            });
            if (!r.ok) errors++;
          } else {
            const list = await idsOf(w.city);
            const id = list[Math.min(w.rank, list.length - 1)];
            if (!id) continue;
            const r = await post(url, HOTEL, { id });
            if (!r.ok) errors++;
          }
        }
      }),
    );
  };
  // The first views warm the caches, as the traffic before any moment does; the ratio is that of the rest.
  const cold = await scrape(url, metricsToken);
  await play(workload.slice(0, opts.warmup));
  const measured = workload.slice(opts.warmup);
  const before = await scrape(url, metricsToken);
  const started = Date.now();
  await play(measured);
  const after = await scrape(url, metricsToken);
  return {
    warmup: opts.warmup,
    requests: measured.length,
    searches: measured.filter((w) => w.kind === 'search').length,
    hotelPages: measured.filter((w) => w.kind === 'hotel').length,
    errors,
    distinctCities: new Set(measured.map((w) => w.city)).size,
    hitRatio: ratioBetween(before, after),
    coldHitRatio: ratioBetween(cold, before),
    seconds: (Date.now() - started) / 1000,
  };
}

interface Counters {
  hits: number;
  total: number;
}

/** The server's cumulative static-content counters (the id lists read before the replay are taken out). */
async function scrape(url: string, token: string): Promise<Counters> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  const n = (name: string) => {
    const m = new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text);
    if (!m) throw new Error(`/metrics has no ${name}`);
    return Number(m[1]);
  };
  return { hits: n('static_content_cache_hits'), total: n('static_content_cache_lookups') };
}

function ratioBetween(a: Counters, b: Counters): number {
  const total = b.total - a.total;
  return total > 0 ? (b.hits - a.hits) / total : 0;
}
