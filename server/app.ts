// The Fastify application factory: security headers, the booking ledger's database, the embedded sandbox
// (no provider key), the provider/cities/booking services, GraphQL, health checks and the built client with
// SPA fallback. main.ts listens and owns shutdown; tests build it the same way on an ephemeral port.
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { GRAPHQL_PATH, registerSecurity } from './security/index.ts';
import fastifyStatic from '@fastify/static';
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { Config } from './config.ts';
import { openDatabase, migrate, type Db } from './db/index.ts';
import { startSandboxThread, sandboxProxy, type SandboxThread } from './sandbox/thread.ts';
import { sandboxPlugin } from './sandbox/index.ts';
import { SandboxControl } from './sandbox/control.ts';
import { createProviderFromConfig } from './provider/client.ts';
import type { HotelProvider } from './provider/types.ts';
import { createCitiesFromConfig, type CitiesService } from './cities/service.ts';
import { BookingService } from './bookings/service.ts';
import { HotelsService, type HotelsCacheTtls } from './hotels/service.ts';
import { typeDefs } from './graphql/schema.ts';
import { resolvers } from './graphql/resolvers/index.ts';
import { createContext, type AppServices, type GraphQLContext } from './graphql/context.ts';
import { createFormatError, INTERNAL_MESSAGE } from './graphql/errors.ts';
import { compilingExecutor, gatewayFor } from './graphql/executor.ts';
import { GRAPHQL_LIMITS, graphqlLimits } from './graphql/limits.ts';
import { ResponseCache } from './graphql/response-cache.ts';
import { createMetrics } from './metrics/index.ts';
import { registerMetricsRoute } from './metrics/route.ts';
import { consolePlugin } from './console/route.ts';
import { LiteApiClient } from './provider/client.ts';
import { IN_PROCESS, openSharedState, type SharedState } from './shared/index.ts';
import { registerGraphqlRateLimits } from './security/rate-limit.ts';
import { createPageRenderer } from './web/ssr.ts';
import type { Execute } from '../client/src/entry-server.tsx';

export interface AppOverrides {
  /** a fake provider (tests of odd provider data); the sandbox is still mounted in sandbox mode */
  provider?: HotelProvider;
  sandboxControl?: SandboxControl;
  logger?: boolean | object;
  /** cache times of the hotel caches (tests make them short) */
  hotelCacheTtls?: Partial<HotelsCacheTtls>;
  /** clock of the hotel caches and date checks (tests move it forward) */
  now?: () => number;
  /** where the built client lives (default dist/client) */
  clientDir?: string;
  /** the server-rendering entry (default ../ssr/entry-server.js beside the client); false: client-rendered pages only */
  ssrEntry?: string | false;
}

export type App = FastifyInstance & {
  /** the services the app runs on, for tests and scripts */
  services: AppServices & { db: Db; provider: HotelProvider };
  /** the sandbox's test hooks; present in sandbox mode */
  sandboxControl?: SandboxControl;
  /** the origin this server answers on once listening, e.g. "http://127.0.0.1:41234" */
  localOrigin(): string;
  /** graceful stop: Apollo drains, Fastify finishes in-flight requests, then reconciler and database stop */
  shutdown(): Promise<void>;
};

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
/** Paths that are API or infrastructure: never answered with the client's index.html. */
const NON_SPA = /^\/(graphql|sandbox|health|assets|metrics|api)(\/|$|\?)/;

function listeningPort(app: FastifyInstance): number {
  const addr = app.server.address();
  if (addr && typeof addr === 'object') return addr.port;
  throw new Error('the server is not listening yet');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const app = Fastify({
    logger: overrides.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }) as unknown as App;
  const log: FastifyBaseLogger = app.log;

  // 0. Errors outside GraphQL's own handling. Fastify gives each route the handler in place when the route
  // is declared, so this comes first. 5xx answers never carry internals; 4xx messages come from Fastify's
  // own request checks and are safe.
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.code(status).send({ error: 'Internal Server Error', message: INTERNAL_MESSAGE });
    }
    if (request.url.split('?')[0] === GRAPHQL_PATH) {
      // GraphQL clients read `errors[].extensions.code`: a request refused before Apollo saw it (too
      // large, not JSON) still answers in that shape, with the HTTP status that says why.
      const message =
        status === 413 ? `The request is too large: at most ${GRAPHQL_LIMITS.maxBodyBytes / 1024} kB are allowed.` : err.message;
      return reply.code(status).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    }
    return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: err.message });
  });

  // The port is only known after listen: everything that calls the embedded sandbox asks lazily.
  const localOrigin = () => `http://127.0.0.1:${listeningPort(app)}`;
  const publicUrl = () => (config.PUBLIC_URL ?? `http://localhost:${listeningPort(app)}`).replace(/\/+$/, '');
  app.decorate('localOrigin', localOrigin);
  // Asked on every request (security headers): fixed once the server listens, so worked out once then.
  let publicOrigin: string | undefined;
  const publicOriginOrSelf = () => {
    if (publicOrigin) return publicOrigin;
    try {
      return (publicOrigin = originOf(publicUrl()) ?? "'self'");
    } catch {
      return "'self'"; // not listening (app.inject in scripts): nothing else to allow
    }
  };

  // 1. Security headers (CSP, HSTS in production, ...) and the /graphql body and query-size caps: before any
  // route, so the caps reach the GraphQL route when it is declared.
  await registerSecurity(app, config, { publicOrigin: publicOriginOrSelf });

  // 2. The booking ledger's database.
  const db = await openDatabase(config, log);
  // State shared with other instances (REDIS_URL); in process without it.
  let shared: SharedState = IN_PROCESS;
  let sandboxThread: SandboxThread | undefined;
  // Whatever fails from here on, the database must not stay open behind a half-built app.
  try {
    await migrate(db, log);
    shared = await openSharedState(config, log);

    // 3. The embedded sandbox, when no provider key is configured: on its own thread (forwarded from
    // /sandbox here), or in process when tests reach into it (SandboxControl).
    let sandboxControl: SandboxControl | undefined;
    // SANDBOX_URL: another instance serves the sandbox, so all of them book against the same one.
    if (config.sandbox && !config.SANDBOX_URL) {
      if (!overrides.sandboxControl && (config.SANDBOX_THREAD ?? config.NODE_ENV !== 'test')) {
        sandboxThread = await startSandboxThread({
          seed: config.SANDBOX_SEED,
          latencyMs: config.SANDBOX_LATENCY_MS,
          port: config.SANDBOX_THREAD_PORT,
          log,
        });
        await app.register(sandboxProxy, { prefix: '/sandbox', origin: sandboxThread.origin });
      } else {
        sandboxControl = overrides.sandboxControl ?? new SandboxControl(config.SANDBOX_LATENCY_MS);
        await app.register(sandboxPlugin, { prefix: '/sandbox', seed: config.SANDBOX_SEED, control: sandboxControl, publicUrl });
      }
    }
    app.sandboxControl = sandboxControl;
    const thread = sandboxThread;

    // 4. Services. In sandbox mode the clients call the sandbox over HTTP, like the real upstreams.
    const sandboxBase = config.SANDBOX_URL ? () => config.SANDBOX_URL! : thread ? thread.origin : localOrigin;
    const sandboxOrigin = config.sandbox ? sandboxBase : undefined;
    const metrics = createMetrics();
    const provider = overrides.provider ?? createProviderFromConfig(config, { sandboxOrigin, log, onCall: metrics.onProviderCall });
    // Without GEODB_KEY the cities client asks the sandbox's GeoDB route; with a real provider key (no sandbox
    // mounted) that call fails and the cities service answers from its built-in list, as the spec's fallback does.
    const cities: CitiesService = createCitiesFromConfig(config, { sandboxOrigin: sandboxBase, log, store: shared.citiesStore });
    const bookings = new BookingService({ db, provider, config, log, onReconcile: metrics.onReconcile });
    const hotels = new HotelsService({ provider, log, ttls: overrides.hotelCacheTtls, now: overrides.now, l2: shared.hotelsL2 });
    const services = { config, hotels, cities, bookings, db, provider };
    app.decorate('services', services);

    // 5. GraphQL. main.ts owns the signals and calls app.shutdown(), which stops Apollo (see the end).
    const dev = config.NODE_ENV === 'development';
    const limits = graphqlLimits({ showSuggestions: dev });
    // The schema Apollo would build from typeDefs and resolvers, built here so that its executor can
    // compile the operations clients repeat (graphql/executor.ts).
    const schema = makeExecutableSchema<GraphQLContext>({ typeDefs: [typeDefs], resolvers });
    const executor = compilingExecutor(schema, {
      onCompileError: (err) => log.warn({ err }, 'GraphQL operation not compiled; graphql-js runs it'),
    });
    const apollo = new ApolloServer<GraphQLContext>({
      gateway: gatewayFor(schema, executor),
      formatError: createFormatError({ log, includeStack: dev }),
      includeStacktraceInErrorResponses: dev,
      // A public, documented API: its schema is no secret in any environment.
      introspection: true,
      // One operation per request, so the limits below bound a request (Apollo's default, stated on purpose).
      allowBatchedHttpRequests: false,
      csrfPrevention: true,
      validationRules: limits.validationRules,
      parseOptions: limits.parseOptions,
      stopOnTerminationSignals: false,
      plugins: [
        fastifyApolloDrainPlugin(app),
        metrics.apolloPlugin(),
        ...limits.plugins,
        // Apollo's cache-control plugin hooks every field of every request (willResolveField, which also
        // makes Apollo wrap every resolver) to compute cache hints nothing here sets; what is cacheable is
        // decided by graphql/response-cache.ts, per root field.
        ApolloServerPluginCacheControlDisabled(),
        ...(config.NODE_ENV === 'production' ? [ApolloServerPluginLandingPageDisabled()] : []),
      ],
    });
    await apollo.start();
    // Rate limits: before the route, so the route gets the hook.
    const pageRenderAllowed = await registerGraphqlRateLimits(app, { config, redis: shared.redis });
    // Public reads answered from a whole-response cache before Apollo runs (see graphql/response-cache.ts).
    const responseCache =
      (config.RESPONSE_CACHE_ENABLED ?? config.NODE_ENV !== 'test') ? new ResponseCache({ now: overrides.now }) : undefined;
    app.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      ...(responseCache ? { preHandler: responseCache.preHandler, onSend: responseCache.onSend } : {}),
      handler: fastifyApolloHandler(apollo, { context: async (request) => createContext(services, request) }),
    });

    // 6. Health. Ready means the ledger answers and a provider is configured (the sandbox counts).
    app.get('/health/live', async () => ({ status: 'ok' }));
    app.get('/health/ready', async (_req, reply) => {
      const checks: Record<string, string> = {};
      try {
        await db.ping();
        checks.database = 'ok';
      } catch (err) {
        log.warn({ err }, 'readiness: database ping failed');
        checks.database = 'failing';
      }
      checks.provider = config.LITEAPI_KEY || config.sandbox ? (config.sandbox ? 'sandbox' : 'ok') : 'not configured';
      const ready = checks.database === 'ok' && checks.provider !== 'not configured';
      return reply.code(ready ? 200 : 503).send(ready ? { status: 'ok', checks } : { status: 'not ready', checks });
    });

    // Metrics (token-guarded; see metrics/route.ts). Cache and ledger figures are read at scrape time.
    metrics.setSources({
      hotelCaches: () => (responseCache ? { ...hotels.cacheStats(), graphql_responses: responseCache.stats() } : hotels.cacheStats()),
      cities: () => cities.stats(),
      db,
      staticResponseHits: responseCache ? () => responseCache.staticHitCount() : undefined,
      breakers:
        provider instanceof LiteApiClient
          ? () => ({ states: provider.breakers.states(), rejections: provider.breakers.rejections() })
          : undefined,
    });
    registerMetricsRoute(app, config, metrics);
    // The /dev console's allow-listed provider calls (its own access rules: see console/route.ts).
    await app.register(consolePlugin, { config, provider });

    // 7. The built client, with index.html for every page route of the single-page app.
    const clientDir = overrides.clientDir ?? DEFAULT_CLIENT_DIR;
    const hasClient = existsSync(`${clientDir}/index.html`);
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: true,
        index: ['index.html'],
        // The build writes .br and .gz beside each asset (client/vite.config.ts precompress()).
        preCompressed: true,
        setHeaders: (res, path) => {
          // Vite names built assets by content hash, so they never change; index.html must always be re-read.
          res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    // Landing pages rendered on the server, through the same GraphQL pipeline as /graphql (web/ssr.ts).
    const ssrEntry = overrides.ssrEntry ?? fileURLToPath(new URL('../ssr/entry-server.js', pathToFileURL(`${clientDir}/`)));
    const pages =
      hasClient && ssrEntry
        ? await createPageRenderer({
            template: `${clientDir}/index.html`,
            entry: ssrEntry,
            log,
            allow: pageRenderAllowed,
            execute: async (op, request) => {
              const response = await apollo.executeOperation(op, { contextValue: createContext(services, request) });
              if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by server rendering');
              // Apollo's result, typed for the client's Apollo Client (the same JSON shape).
              return response.body.singleResult as Awaited<ReturnType<Execute>>;
            },
          })
        : undefined;

    const sendIndex = (reply: FastifyReply) =>
      hasClient
        ? reply.header('cache-control', 'no-cache').sendFile('index.html')
        : reply
            .code(200)
            .type('text/plain; charset=utf-8')
            .send('The web client has not been built yet. Run `npm run build`, then restart the server.\n');

    /** A page route of the app: rendered on the server where it can be (web/ssr.ts), else the app's index.html. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (pages && (await pages.send(request, reply))) return reply;
      return sendIndex(reply);
    };
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const accept = request.headers.accept ?? '';
      const path = request.url.split('?')[0];
      if ((request.method === 'GET' || request.method === 'HEAD') && !NON_SPA.test(path) && accept.includes('text/html')) {
        return sendPage(request, reply);
      }
      return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${path}` });
    });

    // 8. Lifecycle: the reconciler needs the sandbox reachable, so it starts once the server listens.
    let stopReconciler: (() => Promise<void>) | undefined;
    app.addHook('onListen', async () => {
      thread?.setPublicUrl(publicUrl());
      stopReconciler ??= bookings.startReconciler();
    });
    let closed = false;
    app.addHook('onClose', async () => {
      closed = true;
      if (stopReconciler) await stopReconciler();
      await thread?.stop();
      await db.close();
      await shared.close();
    });
    // Stopping Apollo runs its Fastify drain plugin, which closes the app: no new connections, in-flight
    // requests finish, then the close hooks above. (Calling apollo.stop() from a close hook would re-enter
    // fastify.close() and wait on itself.)
    app.decorate('shutdown', async () => {
      // server.close() drops the connections idle at that moment only; a keep-alive connection whose request
      // finishes later would hold the process open until the client gives up on it (seconds).
      const dropIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await apollo.stop();
      } finally {
        try {
          if (!closed) await app.close();
        } finally {
          clearInterval(dropIdle);
        }
      }
    });
  } catch (err) {
    await sandboxThread?.stop().catch(() => {});
    await db.close().catch(() => {});
    await shared.close().catch(() => {});
    throw err;
  }

  return app;
}
