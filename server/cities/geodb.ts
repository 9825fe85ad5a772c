// GeoDB Cities client (through its RapidAPI gateway, or the embedded sandbox's compatible route):
// one call, the prefix search of Indian cities (provider-contract.md §12). It throws on any failure;
// deciding to fall back to the built-in list is the service's job.
import { z } from 'zod';
import { deadline } from '../lib/http.ts';
import type { City } from './types.ts';

export type GeoDbErrorKind = 'rate_limited' | 'http' | 'network' | 'timeout' | 'malformed';

export class GeoDbError extends Error {
  readonly kind: GeoDbErrorKind;
  readonly status?: number;

  constructor(kind: GeoDbErrorKind, message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeoDbError';
    this.kind = kind;
    this.status = status;
  }
}

export interface GeoDbClientOptions {
  /** e.g. "https://wft-geo-db.p.rapidapi.com"; a function when the origin is known only after listen */
  baseUrl: string | (() => string);
  apiKey: string;
  /** the X-RapidAPI-Host value */
  host: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const citySchema = z.looseObject({
  name: z.string().nullish(),
  city: z.string().nullish(),
  region: z.string().nullish(),
  regionCode: z.string().nullish(),
  countryCode: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  population: z.number().nullish(),
});

const responseSchema = z.looseObject({ data: z.array(citySchema) });

export class GeoDbClient {
  private readonly opts: GeoDbClientOptions;
  private readonly fetchImpl: typeof fetch;

  constructor(opts: GeoDbClientOptions) {
    this.opts = opts;
    this.fetchImpl = opts.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** Indian cities whose name starts with `prefix`, most populous first. */
  async searchCities(prefix: string, limit = 10): Promise<City[]> {
    const base = (typeof this.opts.baseUrl === 'function' ? this.opts.baseUrl() : this.opts.baseUrl).replace(/\/+$/, '');
    const url = new URL(`${base}/v1/geo/cities`);
    url.searchParams.set('countryIds', 'IN');
    url.searchParams.set('namePrefix', prefix);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('sort', '-population');
    url.searchParams.set('types', 'CITY');

    const { signal, timedOut } = deadline(this.opts.timeoutMs ?? 5000);
    let status: number;
    let text: string;
    try {
      const res = await this.fetchImpl(url, {
        headers: { 'X-RapidAPI-Key': this.opts.apiKey, 'X-RapidAPI-Host': this.opts.host, accept: 'application/json' },
        signal,
      });
      status = res.status;
      text = await res.text();
    } catch (e) {
      if (timedOut()) throw new GeoDbError('timeout', 'Cities service timed out', undefined, { cause: e });
      throw new GeoDbError('network', 'Cities service unreachable', undefined, { cause: e });
    }
    if (status === 429) throw new GeoDbError('rate_limited', 'Cities service rate limit reached', status);
    if (status < 200 || status >= 300) throw new GeoDbError('http', `Cities service answered ${status}`, status);

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (e) {
      throw new GeoDbError('malformed', 'Cities service sent unreadable JSON', status, { cause: e });
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) throw new GeoDbError('malformed', 'Cities service sent an unexpected shape', status);

    const cities: City[] = [];
    for (const d of parsed.data.data) {
      const name = d.name ?? d.city;
      if (!name) continue;
      const region = d.region ?? d.regionCode ?? null;
      cities.push({
        name,
        region,
        regionCode: d.regionCode ?? null,
        country: d.countryCode ?? 'IN',
        displayName: region ? `${name}, ${region}` : name,
        latitude: d.latitude ?? null,
        longitude: d.longitude ?? null,
        population: d.population ?? null,
      });
    }
    return cities;
  }
}
