// POST /graphql: Apollo Server with the app's schema, limits and error masking, behind the rate limits and
// the whole-answer cache of public reads. Also decorates the app with the same pipeline without HTTP, for
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
      // No automatic persisted queries: the client sends full query text, and an operation sent by hash only
      // would run without the rate limits (security/rate-limit.ts) seeing what it is.
      persistedQueries: false,
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
    const pageRenderAllowed = await registerGraphqlRateLimits(app, { config, redis: app.shared.redis });
    // Public reads answered from a whole-response cache before Apollo runs (see graphql/response-cache.ts).
    const responseCache = (config.RESPONSE_CACHE_ENABLED ?? config.NODE_ENV !== 'test') ? new ResponseCache({ now: opts.now }) : undefined;
    app.route({
      url: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      ...(responseCache ? { preHandler: responseCache.preHandler, onSend: responseCache.onSend } : {}),
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
