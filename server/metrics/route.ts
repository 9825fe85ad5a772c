// GET /metrics in Prometheus' text format, and who may read it: with METRICS_TOKEN set, only a caller
// sending `Authorization: Bearer <token>`; in production without a token nobody (the route answers as
// if it did not exist); in development and tests without a token, only this machine (loopback).
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { AppMetrics, MetricsSources } from './index.ts';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden' | 'remote';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Compares digests so neither the token's length nor its prefix leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function metricsAccess(
  config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>,
  request: Pick<FastifyRequest, 'headers' | 'ip'>,
): MetricsAccess {
  if (config.METRICS_TOKEN) {
    const header = request.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return m && sameToken(m[1], config.METRICS_TOKEN) ? 'allowed' : 'unauthorized';
  }
  if (config.NODE_ENV === 'production') return 'hidden';
  return LOOPBACK.has(request.ip) ? 'allowed' : 'remote';
}

export interface MetricsRouteOptions {
  /** what decides who may read the metrics */
  config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>;
  metrics: AppMetrics;
  /** where the scrape-time figures come from (read at each scrape) */
  sources: MetricsSources;
}

export async function metricsRoutes(app: FastifyInstance, opts: MetricsRouteOptions): Promise<void> {
  const { config, metrics } = opts;
  metrics.setSources(opts.sources);
  app.get('/metrics', async (request, reply) => {
    const access = metricsAccess(config, request);
    if (access === 'hidden') {
      // The same answer as any unknown API path: production does not advertise the route.
      return reply.code(404).send({ error: 'Not Found', message: `No route for GET /metrics` });
    }
    if (access === 'unauthorized') {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'Unauthorized', message: 'A valid metrics token is required.' });
    }
    if (access === 'remote') {
      return reply.code(403).send({ error: 'Forbidden', message: 'Without METRICS_TOKEN, metrics are served to this machine only.' });
    }
    const body = await metrics.registry.metrics();
    return reply.code(200).header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
