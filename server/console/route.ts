// The Development Console's server side: GET /api/console/endpoints (the allow-listed catalogue with
// samples) and POST /api/console/call (one allow-listed provider call with validated parameters, made with
// the server's key; the browser never holds one). Private categories (Rates, Booking, Guest) are open on the
// embedded sandbox; with real keys they need CONSOLE_TOKEN sent as x-console-token, and without a
// configured token they are refused.
import { createHash, timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { HotelProvider } from '../provider/types.ts';
import { ProviderError } from '../provider/errors.ts';
import { CATEGORIES, ENDPOINTS, categoryOf, findEndpoint, type SampleContext } from './catalogue.ts';

export const CONSOLE_TOKEN_HEADER = 'x-console-token';

/**
 * Who may call the private categories:
 * - open: the embedded sandbox (no real key, nothing real to leak);
 * - token: real keys and CONSOLE_TOKEN configured; the request must carry it;
 * - disabled: real keys without CONSOLE_TOKEN: never open to the public.
 */
export type PrivateAccess = 'open' | 'token' | 'disabled';

export interface ConsoleOptions {
  config: Pick<Config, 'sandbox' | 'CONSOLE_TOKEN'>;
  provider: HotelProvider;
  /** "today" for the sample dates (tests pin it) */
  now?: () => Date;
}

/** Used when the provider cannot name a hotel for the samples; the developer can edit it. */
const FALLBACK_HOTEL_ID = 'lp1897';

const callBody = z.strictObject({
  endpointId: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()).optional(),
});

export function privateAccess(config: ConsoleOptions['config']): PrivateAccess {
  if (config.sandbox) return 'open';
  return config.CONSOLE_TOKEN ? 'token' : 'disabled';
}

/** Compares digests so neither the token's length nor its prefix leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

export async function consolePlugin(app: FastifyInstance, opts: ConsoleOptions): Promise<void> {
  const { config, provider } = opts;
  const now = opts.now ?? (() => new Date());
  const access = privateAccess(config);

  // Fastify's own 4xx messages (bad JSON, body too large) are safe; anything else is hidden.
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'console: unhandled error');
      return reply.code(500).send({ error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: err.message });
  });

  // The hotel sample needs an id the provider knows; ask once, keep the first answer that names one.
  let sampleHotelId: string | undefined;
  async function hotelIdForSamples(): Promise<string> {
    if (sampleHotelId) return sampleHotelId;
    try {
      const res = await provider.raw('GET', '/data/hotels', { query: { countryCode: 'IN', cityName: 'Mumbai', limit: '1' } });
      const first = (res.body as { data?: Array<{ id?: unknown }> } | null)?.data?.[0]?.id;
      if (res.status === 200 && typeof first === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(first)) sampleHotelId = first;
    } catch (err) {
      app.log.warn({ err }, 'console: no sample hotel id from the provider');
    }
    return sampleHotelId ?? FALLBACK_HOTEL_ID;
  }

  app.get('/api/console/endpoints', async (_request, reply) => {
    const ctx: SampleContext = { hotelId: await hotelIdForSamples(), now: now() };
    return reply.header('cache-control', 'no-store').send({
      privateAccess: access,
      categories: CATEGORIES.map((c) => ({
        id: c.id,
        name: c.name,
        private: c.private,
        endpoints: ENDPOINTS.filter((e) => e.category === c.id).map((e) => ({
          id: e.id,
          name: e.name,
          method: e.method,
          path: e.path,
          description: e.description,
          sample: e.sample(ctx),
        })),
      })),
    });
  });

  app.post('/api/console/call', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = callBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'Bad Request', message: `Invalid request: ${issuesText(parsed.error)}` });
    }
    const endpoint = findEndpoint(parsed.data.endpointId);
    if (!endpoint) {
      return reply
        .code(400)
        .send({ error: 'Bad Request', code: 'UNKNOWN_ENDPOINT', message: 'This endpoint is not in the console\u2019s allow-list.' });
    }

    if (categoryOf(endpoint).private) {
      if (access === 'disabled') {
        return reply.code(403).send({
          error: 'Forbidden',
          code: 'CONSOLE_PRIVATE_DISABLED',
          message: 'Private endpoints are disabled on this server: set CONSOLE_TOKEN to use them with real provider keys.',
        });
      }
      if (access === 'token') {
        const given = request.headers[CONSOLE_TOKEN_HEADER];
        if (typeof given !== 'string' || !sameToken(given, config.CONSOLE_TOKEN!)) {
          return reply.code(403).send({
            error: 'Forbidden',
            code: 'CONSOLE_TOKEN_REQUIRED',
            message: given ? 'The console token is not valid.' : 'Private endpoints need the console token.',
          });
        }
      }
    }

    const params = endpoint.params.safeParse(parsed.data.params ?? {});
    if (!params.success) {
      return reply
        .code(400)
        .send({ error: 'Bad Request', code: 'INVALID_PARAMS', message: `Invalid parameters: ${issuesText(params.error)}` });
    }

    const call = endpoint.build(params.data);
    const started = performance.now();
    try {
      const res = await provider.raw(call.method, call.path, { query: call.query, body: call.body });
      const ms = Math.round(performance.now() - started);
      // The upstream status travels in the payload: this route itself answered fine.
      return reply
        .header('cache-control', 'no-store')
        .send({ status: res.status, statusText: STATUS_CODES[res.status] ?? '', body: res.body, ms });
    } catch (err) {
      // ProviderError messages are written for users (no URLs, keys or bodies); anything else is hidden.
      request.log.warn({ err, endpoint: endpoint.id }, 'console: provider call failed');
      const message = err instanceof ProviderError ? err.message : 'The hotel provider could not be reached. Please try again.';
      return reply.code(502).send({ error: 'Bad Gateway', message });
    }
  });
}
