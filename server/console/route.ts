// The Development Console's server side: GET /api/console/endpoints (the allow-listed catalogue with
// samples), POST /api/console/call (one allow-listed provider call with validated parameters, made with
// the server's key; the browser never holds one) and GET /api/console/outbox (the newest e-mails of the mail
// outbox, a private view under the private categories' rules). Who may call:
// - NODE_ENV=production: every call needs CONSOLE_TOKEN, sent as x-console-token, on the sandbox as with
//   real keys; with no token configured the console is off (403 saying so);
// - otherwise: private categories (Rates, Booking, Guest) are open on the embedded sandbox; with real keys
//   they need CONSOLE_TOKEN, and without a configured token they are refused. Public categories are open.
// In every mode /api/console is rate-limited per client IP and in total (CONSOLE_RATE_LIMIT_*), before any
// token check, so nobody can spend the provider's quota (or guess the token) through it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { HotelProvider } from '../provider/types.ts';
import { ProviderError } from '../provider/errors.ts';
import { CATEGORIES, ENDPOINTS, categoryOf, findEndpoint, type SampleContext } from './catalogue.ts';
import { registerConsoleRateLimits } from '../security/rate-limit.ts';
import type { SharedRedis } from '../shared/redis.ts';
import type { Queryable } from '../db/index.ts';
import { listOutbox } from '../mail/outbox.ts';

export const CONSOLE_TOKEN_HEADER = 'x-console-token';

/**
 * Who may call the private categories:
 * - open: the embedded sandbox (no real key, nothing real to leak);
 * - token: real keys and CONSOLE_TOKEN configured; the request must carry it;
 * - disabled: real keys without CONSOLE_TOKEN: never open to the public.
 */
export type PrivateAccess = 'open' | 'token' | 'disabled';

export interface ConsoleOptions {
  config: Pick<
    Config,
    'sandbox' | 'CONSOLE_TOKEN' | 'NODE_ENV' | 'RATE_LIMIT_WINDOW_MS' | 'CONSOLE_RATE_LIMIT_MAX' | 'CONSOLE_RATE_LIMIT_TOTAL_MAX'
  >;
  provider: HotelProvider;
  /** the ledger database, for the private Outbox view (GET /api/console/outbox); without it that route is absent */
  db?: Queryable;
  /** counters shared with the other instances; without it each instance counts alone */
  redis?: SharedRedis;
  /** "today" for the sample dates (tests pin it) */
  now?: () => Date;
}

/** How long a failed look-up of the sample hotel is not repeated: the catalogue cannot be used to spend quota. */
const SAMPLE_RETRY_MS = 5 * 60_000;

/** Used when the provider cannot name a hotel for the samples; the developer can edit it. */
const FALLBACK_HOTEL_ID = 'lp1897';

const callBody = z.strictObject({
  endpointId: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()).optional(),
});

export function privateAccess(config: Pick<Config, 'sandbox' | 'CONSOLE_TOKEN' | 'NODE_ENV'>): PrivateAccess {
  if (config.NODE_ENV === 'production') return config.CONSOLE_TOKEN ? 'token' : 'disabled';
  if (config.sandbox) return 'open';
  return config.CONSOLE_TOKEN ? 'token' : 'disabled';
}

/** Who may call the public categories: everyone, except in production (the token, or nobody without one). */
export function publicAccess(config: Pick<Config, 'CONSOLE_TOKEN' | 'NODE_ENV'>): PrivateAccess {
  if (config.NODE_ENV !== 'production') return 'open';
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
  const openAccess = publicAccess(config);
  const production = config.NODE_ENV === 'production';

  await registerConsoleRateLimits(app, {
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    perIp: config.CONSOLE_RATE_LIMIT_MAX,
    total: config.CONSOLE_RATE_LIMIT_TOTAL_MAX,
    redis: opts.redis,
  });

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
  let sampleAskedAt = -Infinity;
  async function hotelIdForSamples(): Promise<string> {
    if (sampleHotelId) return sampleHotelId;
    if (Date.now() - sampleAskedAt < SAMPLE_RETRY_MS) return FALLBACK_HOTEL_ID;
    sampleAskedAt = Date.now();
    try {
      const res = await provider.raw('GET', '/data/hotels', { query: { countryCode: 'IN', cityName: 'Mumbai', limit: '1' } });
      const first = (res.body as { data?: Array<{ id?: unknown }> } | null)?.data?.[0]?.id;
      if (res.status === 200 && typeof first === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(first)) sampleHotelId = first;
    } catch (err) {
      app.log.warn({ err }, 'console: no sample hotel id from the provider');
    }
    return sampleHotelId ?? FALLBACK_HOTEL_ID;
  }

  /** Why a request is refused under `needed` access, or null when it may go on (the 403 body). */
  function refusal(needed: PrivateAccess, request: FastifyRequest): { error: string; code: string; message: string } | null {
    if (needed === 'disabled') {
      return production
        ? {
            error: 'Forbidden',
            code: 'CONSOLE_DISABLED',
            message: 'The Development Console is turned off on this server: set CONSOLE_TOKEN to use it in production.',
          }
        : {
            error: 'Forbidden',
            code: 'CONSOLE_PRIVATE_DISABLED',
            message: 'Private endpoints are disabled on this server: set CONSOLE_TOKEN to use them with real provider keys.',
          };
    }
    if (needed === 'token') {
      const given = request.headers[CONSOLE_TOKEN_HEADER];
      if (typeof given !== 'string' || !sameToken(given, config.CONSOLE_TOKEN!)) {
        return {
          error: 'Forbidden',
          code: 'CONSOLE_TOKEN_REQUIRED',
          message: given
            ? 'The console token is not valid.'
            : production
              ? 'This server needs the console token for every call.'
              : 'Private endpoints need the console token.',
        };
      }
    }
    return null;
  }

  // The mail outbox (private, like the booking categories: it holds travellers' names and addresses).
  const { db } = opts;
  if (db) {
    const outboxQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).optional() });
    app.get('/api/console/outbox', async (request, reply) => {
      const refused = refusal(access, request);
      if (refused) return reply.code(403).send(refused);
      const q = outboxQuery.safeParse(request.query ?? {});
      if (!q.success) return reply.code(400).send({ error: 'Bad Request', message: `Invalid request: ${issuesText(q.error)}` });
      const messages = await listOutbox(db, q.data.limit ?? 50);
      return reply.header('cache-control', 'no-store').send({
        messages: messages.map((m) => ({
          id: m.id,
          kind: m.kind,
          recipient: m.recipient,
          bookingId: m.bookingId,
          status: m.status,
          delivery: m.delivery,
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: m.createdAt,
          sentAt: m.sentAt,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachmentNames: m.attachmentNames,
        })),
      });
    });
  }

  app.get('/api/console/endpoints', async (_request, reply) => {
    const ctx: SampleContext = { hotelId: await hotelIdForSamples(), now: now() };
    return reply.header('cache-control', 'no-store').send({
      privateAccess: access,
      publicAccess: openAccess,
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

    const refused = refusal(categoryOf(endpoint).private ? access : openAccess, request);
    if (refused) return reply.code(403).send(refused);

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
