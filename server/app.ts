// The Fastify application factory, a composition of plugins in the fastify/demo order: external plugins
// (config, security, database, Redis), then the application's (lifecycle, sandbox, services), then routes
// (graphql, health, metrics, console, pages). Each plugin owns what it opens and closes it in its own
// onClose hook; Fastify runs those hooks in reverse order once the server has finished its requests.
// main.ts listens and owns the signals; tests build the app the same way on an ephemeral port.
import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { GRAPHQL_PATH } from './security/index.ts';
import { INTERNAL_MESSAGE } from './graphql/errors.ts';
import { shortenEchoes } from './graphql/error-text.ts';
import { GRAPHQL_LIMITS } from './graphql/limits.ts';
import type { SandboxControl } from './sandbox/control.ts';
import type { HotelProvider } from './provider/types.ts';
import type { HotelsCacheTtls } from './hotels/service.ts';
import type { MailPluginOptions } from './plugins/app/services.ts';
import configPlugin from './plugins/external/config.ts';
import securityPlugin from './plugins/external/security.ts';
import databasePlugin from './plugins/external/database.ts';
import redisPlugin from './plugins/external/redis.ts';
import lifecyclePlugin from './plugins/app/lifecycle.ts';
import sandboxPlugin from './plugins/app/sandbox.ts';
import servicesPlugin from './plugins/app/services.ts';
import graphqlRoutes from './routes/graphql.ts';
import healthRoutes from './routes/health.ts';
import pageRoutes from './routes/pages.ts';
import mapRoutes from './routes/map.ts';
import documentRoutes from './routes/documents.ts';
import { metricsRoutes } from './metrics/route.ts';
import type { MetricsSources } from './metrics/index.ts';
import { consolePlugin } from './console/route.ts';
import { LiteApiClient } from './provider/client.ts';
import type { MailQueue } from './bookings/access.ts';

export interface AppOverrides {
  /** a fake provider (tests of odd provider data); the sandbox is still mounted in sandbox mode */
  provider?: HotelProvider;
  sandboxControl?: SandboxControl;
  logger?: boolean | object;
  /** cache times of the hotel caches (tests make them short) */
  hotelCacheTtls?: Partial<HotelsCacheTtls>;
  /** clock of the caches and date checks (tests move it forward) */
  now?: () => number;
  /** where the built client lives (default dist/client) */
  clientDir?: string;
  /** the server-rendering entry (default ../ssr/entry-server.js beside the client); false: client-rendered pages only */
  ssrEntry?: string | false;
  /** the mail worker (tests turn it on, shorten its interval, give the confirmation's attachments) */
  mail?: MailPluginOptions;
  /** where sign-in link e-mails are queued (the mail outbox; tests give a fake that keeps the messages) */
  mailQueue?: MailQueue;
}

/**
 * The app with its plugins' decorators (declared by each plugin): `services`, `sandboxControl`,
 * `localOrigin()`, `shutdown()` and the others.
 */
export type App = FastifyInstance;

/** Errors outside GraphQL's own handling. 5xx answers never carry internals; 4xx messages come from Fastify's own request checks and are safe. */
function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err }, 'unhandled error');
    return reply.code(status).send({ error: 'Internal Server Error', message: INTERNAL_MESSAGE });
  }
  if (request.url.split('?')[0] === GRAPHQL_PATH) {
    // GraphQL clients read `errors[].extensions.code`: a request refused before Apollo saw it (too
    // large, not JSON) still answers in that shape, with the HTTP status that says why.
    const message =
      status === 413
        ? `The request is too large: at most ${GRAPHQL_LIMITS.maxBodyBytes / 1024} kB are allowed.`
        : shortenEchoes(err.message);
    return reply.code(status).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  }
  return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: shortenEchoes(err.message) });
}

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const app = Fastify({
    logger: overrides.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Once closing, a request that still arrives on an open keep-alive connection is served (with
    // `connection: close`) rather than refused: the process is up until the requests in flight are done.
    return503OnClosing: false,
    // Opening the embedded database (PGlite: WebAssembly, then migrations) or generating the sandbox's
    // dataset can take longer than Fastify's default 10 s on a busy machine; a plugin stuck for two
    // minutes is an error that names it.
    pluginTimeout: 120_000,
  });
  // Fastify gives each route the error handler in place when the route is declared, so this comes first.
  app.setErrorHandler(errorHandler);

  // External: settings, HTTP protections, the ledger's database, state shared with other instances.
  app.register(configPlugin, { config });
  app.register(securityPlugin);
  app.register(databasePlugin);
  app.register(redisPlugin);
  // Application: shutdown, the embedded sandbox (no provider key), the services.
  app.register(lifecyclePlugin);
  app.register(sandboxPlugin, { control: overrides.sandboxControl });
  app.register(servicesPlugin, {
    provider: overrides.provider,
    hotelCacheTtls: overrides.hotelCacheTtls,
    now: overrides.now,
    mail: overrides.mail,
    mailQueue: overrides.mailQueue,
  });
  // Routes. Options given as functions are worked out when the route loads, once the services exist.
  app.register(graphqlRoutes, { now: overrides.now });
  app.register(healthRoutes, { now: overrides.now });
  app.register(metricsRoutes, (parent) => ({ config: parent.config, metrics: parent.metrics, sources: metricsSources(parent) }));
  // The /dev console's allow-listed provider calls (its own access rules: see console/route.ts).
  app.register(consolePlugin, (parent) => ({
    config: parent.config,
    provider: parent.services.provider,
    redis: parent.shared.redis,
    db: parent.services.db,
  }));
  // The map's basemap (its own shapes on the embedded default, else the tile server's address).
  app.register(mapRoutes, (parent) => ({ config: parent.config }));
  // A booking's documents (voucher, GST invoice, .ics, cancellation note) behind signed, expiring addresses.
  app.register(documentRoutes, (parent) => ({
    config: parent.config,
    bookings: parent.services.bookings,
    links: parent.services.documentLinks,
  }));
  app.register(pageRoutes, { clientDir: overrides.clientDir, ssrEntry: overrides.ssrEntry });

  try {
    await app.ready();
  } catch (err) {
    // What the plugins loaded so far opened (database, Redis, sandbox thread) must not outlive a failed start.
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

/** Where /metrics reads its cache, ledger and circuit figures, at each scrape. */
function metricsSources(app: FastifyInstance): MetricsSources {
  const { hotels, cities, db, provider } = app.services;
  const responses = app.graphql.responseCache;
  return {
    hotelCaches: () => (responses ? { ...hotels.cacheStats(), graphql_responses: responses.stats() } : hotels.cacheStats()),
    cities: () => cities.stats(),
    db,
    staticResponseHits: responses ? () => responses.staticHitCount() : undefined,
    breakers:
      provider instanceof LiteApiClient
        ? () => ({ states: provider.breakers.states(), rejections: provider.breakers.rejections() })
        : undefined,
  };
}
