// The app's own basemap, for the embedded default with no tile server (MAP_TILE_URL unset): Natural Earth's
// country shapes (world-atlas, 1:50m, public domain) cut down to India and its neighbours, as GeoJSON that
// the client draws as Leaflet vector layers, with the names of the built-in Indian cities as labels. Built
// once on first use from the npm package, then served compressed from the app's own origin, so a map page
// makes no request outside it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { BUILTIN_CITIES } from '../cities/builtin.ts';

/** West, south, east, north: India with its neighbours and the seas around it. */
export const BASEMAP_BOUNDS = [60, 0, 100, 38] as const;
/** Coordinates are rounded to this many degrees (about 2 km), far finer than the zooms the basemap serves. */
const GRID = 0.02;
/** ISO 3166-1 numeric code of India (world-atlas ids). */
const INDIA = '356';

export interface BasemapCity {
  name: string;
  latitude: number;
  longitude: number;
  /** 1 for the largest cities (labelled from the widest zoom), 2 and 3 for smaller ones (labelled closer in). */
  rank: 1 | 2 | 3;
}

export interface Basemap {
  kind: 'vector';
  /** [west, south, east, north] of the shapes. */
  bounds: readonly [number, number, number, number];
  attribution: string;
  countries: FeatureCollection<Polygon | MultiPolygon, { name: string; india: boolean }>;
  cities: BasemapCity[];
}

export interface TileBasemap {
  kind: 'tiles';
  url: string;
  attribution: string;
}

const round = (v: number) => Math.round(v / GRID) * GRID;

function inBounds(ring: Position[]): boolean {
  const [w, s, e, n] = BASEMAP_BOUNDS;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return maxX >= w && minX <= e && maxY >= s && minY <= n;
}

/** A ring on the grid, without repeated points; null when it collapses (a speck smaller than the grid). */
function simplifyRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  for (const [x, y] of ring) {
    const p = [Number(round(x).toFixed(2)), Number(round(y).toFixed(2))];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  if (out.length < 4) return null;
  const first = out[0];
  const last = out[out.length - 1];
  if (first[0] !== last[0] || first[1] !== last[1]) out.push(first);
  return out;
}

/** The polygons of a country that reach into the bounds, simplified; null when none does. */
function crop(geometry: Polygon | MultiPolygon): MultiPolygon | null {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const kept: Position[][][] = [];
  for (const polygon of polygons) {
    if (!polygon[0] || !inBounds(polygon[0])) continue;
    const rings = polygon.map(simplifyRing);
    if (!rings[0]) continue;
    kept.push(rings.filter((r): r is Position[] => r !== null));
  }
  return kept.length ? { type: 'MultiPolygon', coordinates: kept } : null;
}

function rankOf(population: number | null | undefined): 1 | 2 | 3 {
  if ((population ?? 0) >= 2_000_000) return 1;
  if ((population ?? 0) >= 500_000) return 2;
  return 3;
}

/** Builds the basemap from world-atlas's countries-50m.json (about 40 ms). */
export function buildBasemap(): Basemap {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon | null, { name: string }>;
  const features: Feature<Polygon | MultiPolygon, { name: string; india: boolean }>[] = [];
  for (const f of all.features) {
    if (!f.geometry) continue;
    const geometry = crop(f.geometry);
    if (!geometry) continue;
    features.push({ type: 'Feature', id: f.id, properties: { name: f.properties.name, india: f.id === INDIA }, geometry });
  }
  const cities: BasemapCity[] = BUILTIN_CITIES.filter((c) => c.latitude != null && c.longitude != null).map((c) => ({
    name: c.name,
    latitude: c.latitude!,
    longitude: c.longitude!,
    rank: rankOf(c.population),
  }));
  return {
    kind: 'vector',
    bounds: BASEMAP_BOUNDS,
    attribution: 'Natural Earth',
    countries: { type: 'FeatureCollection', features },
    cities,
  };
}

export interface EncodedAnswer {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** A JSON answer with its gzip and brotli copies and a strong ETag, computed once. */
export function encodeAnswer(value: unknown): EncodedAnswer {
  const json = Buffer.from(JSON.stringify(value));
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    br: brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}
