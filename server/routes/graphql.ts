// POST and GET /graphql: Apollo Server with the app's schema, limits and error masking, behind the rate
// limits and the whole-answer cache of public reads. GET requests may name a trusted document by id instead
// of sending its text (graphql/trusted-documents.ts); every answer carries the HTTP cache headers of
// graphql/http-cache.ts. Also decorates the app with the same pipeline without HTTP, for
// server-rendered pages (routes/pages.ts), which is why it shares its decorators (fastify-plugin).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { typeDefs } from '../graphql/schema.ts';
import { resolvers } from '../graphql/resolvers/index.ts';
import { createContext, type GraphQLContext } from '../graphql/context.ts';
import { createFormatError } from '../graphql/errors.ts';
import { graphqlLimits } from '../graphql/limits.ts';
import { ResponseCache } from '../graphql/response-cache.ts';
import { OperationPolicies } from '../graphql/cache-policy.ts';
import { httpCacheHeaders } from '../graphql/http-cache.ts';
import { refuseMismatchedIds, TrustedDocuments } from '../graphql/trusted-documents.ts';
import { GRAPHQL_PATH } from '../security/index.ts';
import { registerGraphqlRateLimits, type PageRenderAllowance } from '../security/rate-limit.ts';
import type { Execute, GraphQLRequest } from '../../client/src/ssr-contract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    graphql: {
      /** runs one operation through Apollo's pipeline (validation, limits, masking) for `request`'s caller */
      execute(op: GraphQLRequest, request: FastifyRequest): ReturnType<Execute>;
      /** a server-rendered page spends from its client's GraphQL rate limit: false when over it */
      pageRenderAllowed: PageRenderAllowance;
      /** the whole-answer cache of public reads; undefined when RESPONSE_CACHE_ENABLED is off */
      responseCache?: ResponseCache;
    };
  }
}

export interface GraphqlRouteOptions {
  /** clock of the response cache (tests move it forward) */
  now?: () => number;
}

export default fp(
  async (app: FastifyInstance, opts: GraphqlRouteOptions) => {
    const { config, services, metrics, log } = app;
    const dev = config.NODE_ENV === 'development';
    const limits = graphqlLimits({ showSuggestions: dev });
    // The client's operations by id, as the build extracted them; unknown ids get PERSISTED_QUERY_NOT_FOUND.
    const documents = TrustedDocuments.fromBuild();
    const policies = new OperationPolicies(documents);
    const apollo = new ApolloServer<GraphQLContext>({
      typeDefs,
      resolvers,
      // Stack traces only with GRAPHQL_DEBUG, whatever NODE_ENV says: a development server is often reachable
      // by others (a LAN, a tunnel), and a stack names files, libraries and versions.
      formatError: createFormatError({ log, includeStack: config.GRAPHQL_DEBUG }),
      includeStacktraceInErrorResponses: config.GRAPHQL_DEBUG,
      // A public, documented API: its schema is no secret in any environment.
      introspection: true,
      // One operation per request, so the limits below bound a request (Apollo's default, stated on purpose).
      allowBatchedHttpRequests: false,
      // Persisted queries from the trusted documents only: an id runs when the build put it in the manifest,
      // nothing a client sends is ever registered, and the rate limits (security/rate-limit.ts) read the same
      // manifest, so they count the operation an id stands for.
      persistedQueries: { cache: documents.apolloCache() },
      csrfPrevention: true,
      validationRules: limits.validationRules,
      parseOptions: limits.parseOptions,
      // main.ts owns the signals. No drain plugin either: Fastify closes the server and finishes the
      // requests in flight before it runs the close hooks, the one below included.
      stopOnTerminationSignals: false,
      plugins: [
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
    app.addHook('onClose', async () => {
      await apollo.stop();
    });

    // Rate limits: before the route, so the route gets the hook.
    const pageRenderAllowed = await registerGraphqlRateLimits(app, { config, redis: app.shared.redis, documents });
    // Public reads answered from a whole-response cache before Apollo runs (see graphql/response-cache.ts).
    const responseCache =
      (config.RESPONSE_CACHE_ENABLED ?? config.NODE_ENV !== 'test') ? new ResponseCache({ documents, policies, now: opts.now }) : undefined;
    const httpHeaders = httpCacheHeaders((request) => policies.ofRequest(request));
    app.route({
      url: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      // The whole-answer cache stores an answer before its HTTP headers (and a 304's empty body) are set.
      preHandler: responseCache ? [refuseMismatchedIds(documents), responseCache.preHandler] : refuseMismatchedIds(documents),
      onSend: responseCache ? [responseCache.onSend, httpHeaders] : httpHeaders,
      handler: fastifyApolloHandler(apollo, { context: async (request) => createContext(services, request) }),
    });

    app.decorate('graphql', {
      async execute(op, request) {
        const response = await apollo.executeOperation(op, { contextValue: createContext(services, request) });
        if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by server rendering');
        // Apollo's result, typed for the client's Apollo Client (the same JSON shape).
        return response.body.singleResult as Awaited<ReturnType<Execute>>;
      },
      pageRenderAllowed,
      responseCache,
    });
  },
  { name: 'graphql', dependencies: ['config', 'redis', 'services'] },
);
