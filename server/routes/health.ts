// GET /health/live (the process answers) and GET /health/ready (this instance should get traffic), both
// `{ status, checks }`. Ready: not shutting down, the ledger's database answers, and a provider is there.
// With a real key the provider is really asked (GET /data/hotelTypes, its cheapest read), at most once per
// 30 s and for at most 2 s; the answer is cached either way:
// - it answers: `provider: ok`;
// - it refuses the key (401/403): `provider: key refused`, not ready (no instance with this key can serve,
//   so a rolling deploy with a wrong key stops here);
// - no answer, or an error: `provider: unreachable`, still ready (200) with `status: degraded`. Every
//   instance shares the provider: taking them all out of rotation would only replace the app's own error
//   messages, its cached pages and booking look-ups with the load balancer's error page.
// The embedded sandbox is reported as `sandbox`.
import type { FastifyInstance } from 'fastify';
import type { HotelProvider } from '../provider/types.ts';
import { ProviderError } from '../provider/errors.ts';

export type ProviderCheck = 'ok' | 'key refused' | 'unreachable';

export const PROVIDER_CHECK_TTL_MS = 30_000;
export const PROVIDER_CHECK_TIMEOUT_MS = 2_000;

export interface ProviderProbeOptions {
  provider: Pick<HotelProvider, 'hotelTypes'>;
  now?: () => number;
  ttlMs?: number;
  timeoutMs?: number;
  onFailure?: (err: unknown) => void;
}

/** Asks the provider at most once per `ttlMs`; concurrent checks share one call. */
export function providerProbe(opts: ProviderProbeOptions): () => Promise<ProviderCheck> {
  const { provider, now = Date.now, ttlMs = PROVIDER_CHECK_TTL_MS, timeoutMs = PROVIDER_CHECK_TIMEOUT_MS } = opts;
  let last: { at: number; result: Promise<ProviderCheck> } | undefined;

  const ask = async (): Promise<ProviderCheck> => {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // The client gives up on its own once aborted; the race makes sure a check never waits longer.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`the provider did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      await Promise.race([provider.hotelTypes({ signal: abort.signal }), late]);
      return 'ok';
    } catch (err) {
      opts.onFailure?.(err);
      return err instanceof ProviderError && (err.status === 401 || err.status === 403) ? 'key refused' : 'unreachable';
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    if (!last || now() - last.at >= ttlMs) last = { at: now(), result: ask() };
    return last.result;
  };
}

export interface HealthRouteOptions {
  /** clock of the provider check's cache (tests move it forward) */
  now?: () => number;
}

export default async function healthRoutes(app: FastifyInstance, opts: HealthRouteOptions): Promise<void> {
  const { config, db, log } = app;
  const provider = app.services.provider;
  const checkProvider = config.sandbox
    ? undefined
    : providerProbe({ provider, now: opts.now, onFailure: (err) => log.warn({ err }, 'readiness: the provider check failed') });

  app.get('/health/live', async () => ({ status: 'ok' }));

  app.get('/health/ready', async (_req, reply) => {
    if (app.shuttingDown()) return reply.code(503).send({ status: 'not ready', checks: { server: 'shutting down' } });
    const checks: Record<string, string> = {};
    const [database, providerState] = await Promise.all([
      db.ping().then(
        () => 'ok',
        (err: unknown) => {
          log.warn({ err }, 'readiness: database ping failed');
          return 'failing';
        },
      ),
      checkProvider ? checkProvider() : Promise.resolve('sandbox'),
    ]);
    checks.database = database;
    checks.provider = providerState;
    const ready = database === 'ok' && providerState !== 'key refused';
    if (!ready) return reply.code(503).send({ status: 'not ready', checks });
    return reply.code(200).send({ status: providerState === 'unreachable' ? 'degraded' : 'ok', checks });
  });
}
