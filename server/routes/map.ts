// GET /api/map/basemap: what the map draws under its pins. With MAP_TILE_URL, the tile server's URL template
// (the CSP allows that host alone); without it, the app's own basemap (server/map/basemap.ts), built once and
// served gzip or brotli compressed with an ETag, cacheable for a day, so the map needs nothing from elsewhere.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { chooseEncoding } from '../lib/accept-encoding.ts';
import { buildBasemap, encodeAnswer, type EncodedAnswer, type TileBasemap } from '../map/basemap.ts';

export const BASEMAP_PATH = '/api/map/basemap';
/** A day in browsers and shared caches; the basemap changes only with a new release (and its ETag). */
const CACHE_CONTROL = 'public, max-age=86400';

export interface MapRouteOptions {
  config: Pick<Config, 'MAP_TILE_URL'>;
}

export default async function mapRoutes(app: FastifyInstance, opts: MapRouteOptions): Promise<void> {
  const tiles: TileBasemap | null = opts.config.MAP_TILE_URL
    ? { kind: 'tiles', url: opts.config.MAP_TILE_URL, attribution: '© OpenStreetMap contributors' }
    : null;
  let answer: EncodedAnswer | undefined;
  const encoded = () => (answer ??= encodeAnswer(tiles ?? buildBasemap()));

  app.get(BASEMAP_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = encoded();
    reply.header('cache-control', CACHE_CONTROL).header('etag', body.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip', 'identity']);
    if (encoding !== 'identity') return reply.header('content-encoding', encoding).send(body[encoding]);
    return reply.send(body.json);
  });
}
