// The app's HTTP-level protections, registered first in the app factory: security headers on every answer,
// and on /graphql a body size cap (413) and a query text cap (400) checked before Apollo parses anything.
// The GraphQL-level limits (depth, aliases, cost, ...) live in server/graphql/limits.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import { GRAPHQL_LIMITS } from '../graphql/limits.ts';
import { securityHeadersHook, type HeaderOptions } from './headers.ts';

export const GRAPHQL_PATH = '/graphql';

/** The query text of a GraphQL request, wherever the transport put it (POST body or GET query string). */
function queryText(request: FastifyRequest): unknown {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'query' in body) return (body as { query: unknown }).query;
  const qs = request.query;
  if (qs && typeof qs === 'object' && 'query' in qs) return (qs as { query: unknown }).query;
  return undefined;
}

/** Refuses query text over the size limit with a GraphQL-shaped error, as Apollo answers other bad requests. */
export async function queryTextLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const text = queryText(request);
  if (typeof text === 'string' && Buffer.byteLength(text, 'utf8') > GRAPHQL_LIMITS.maxQueryBytes) {
    await reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send({
        errors: [
          {
            message: `The query text is too large: at most ${GRAPHQL_LIMITS.maxQueryBytes} bytes are allowed.`,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
  }
}

/** Adds the body cap and the query text check to the GraphQL route when the app factory declares it. */
function guardGraphQLRoute(route: RouteOptions): void {
  if (route.url !== GRAPHQL_PATH) return;
  route.bodyLimit ??= GRAPHQL_LIMITS.maxBodyBytes;
  const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
  route.preHandler = [...existing, queryTextLimit];
}

/**
 * Apollo's landing page (GET /graphql from a browser, outside production) is a small HTML page that loads
 * Apollo Sandbox from Apollo's CDN and embeds it in a frame. The app-wide CSP would block it, so that one
 * HTML answer gets a policy naming exactly those hosts. Production disables the landing page.
 */
export const LANDING_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://embeddable-sandbox.cdn.apollographql.com https://apollo-server-landing-page.cdn.apollographql.com",
  "style-src 'self' 'unsafe-inline' https://apollo-server-landing-page.cdn.apollographql.com https://fonts.googleapis.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "img-src 'self' data: https://apollo-server-landing-page.cdn.apollographql.com",
  'frame-src https://sandbox.embed.apollographql.com',
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Call before any route is declared (onRoute only sees routes added after it). */
export async function registerSecurity(app: FastifyInstance, config: Config, opts: HeaderOptions): Promise<void> {
  app.addHook('onRequest', securityHeadersHook(config, opts));
  app.addHook('onRoute', guardGraphQLRoute);
  if (config.NODE_ENV !== 'production') {
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.method === 'GET' &&
        request.url.split('?')[0] === GRAPHQL_PATH &&
        String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      ) {
        reply.header('content-security-policy', LANDING_PAGE_CSP);
      }
      return payload;
    });
  }
}
