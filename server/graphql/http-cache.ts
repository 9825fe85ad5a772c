// The HTTP caching headers of /graphql answers, so nginx, a CDN or a browser can keep the public reads.
//
// A successful answer to a public read (graphql/cache-policy.ts) gets `Cache-Control: public, max-age,
// s-maxage, stale-while-revalidate`, a weak ETag of its bytes and `Vary: Accept` (Apollo picks the content
// type from the Accept header); a GET or HEAD whose If-None-Match names that ETag gets 304 and no body.
// Everything else (answers with errors, bookings, the payment widget, mutations, unknown operations, rate
// limit refusals) is `private, no-store`. Decided per answer, whether Apollo or the whole-answer cache wrote it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { PRIVATE_NO_STORE, publicCacheControl, type OperationPolicy } from './cache-policy.ts';

/** The weak ETag of an answer's bytes (weak: compression may re-encode them on the way out). */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks of If-None-Match). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * A successful, final GraphQL answer (Apollo writes `{"data":` first; an answer with errors names them). A search
 * answered before its prices (`"pricesPending":true`, issue 15) is not final: the rates arrive seconds later, so
 * no cache may keep it.
 */
export function isCleanAnswer(statusCode: number, payload: unknown): payload is string {
  return (
    statusCode === 200 &&
    typeof payload === 'string' &&
    payload.startsWith('{"data":') &&
    !payload.includes('"errors":') &&
    !payload.includes('"pricesPending":true')
  );
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

const HEADERS_SET = Symbol('httpCacheHeadersSet');
type Marked = FastifyRequest & { [HEADERS_SET]?: true };

/**
 * Sets the headers of a public answer on `reply` (the ETag on GET and HEAD only: no cache reuses a POST
 * answer). `etag` is computed only when needed; the whole-answer cache passes the one it stored. True when
 * the request's If-None-Match already holds the answer: the caller sends 304 and no body.
 */
export function setPublicHeaders(request: FastifyRequest, reply: FastifyReply, policy: OperationPolicy, etag: () => string): boolean {
  (request as Marked)[HEADERS_SET] = true;
  void reply.header('cache-control', publicCacheControl(policy)).header('vary', 'Accept');
  if (!isRead(request)) return false;
  const tag = etag();
  void reply.header('etag', tag);
  if (ifNoneMatch(request.headers['if-none-match'], tag)) {
    void reply.code(304);
    return true;
  }
  return false;
}

/** The onSend hook of the /graphql route. `policyOf` tells the request's policy (null: never cacheable). */
export function httpCacheHeaders(policyOf: (request: FastifyRequest) => OperationPolicy | null): onSendHookHandler {
  return (request, reply, payload, done) => {
    // The whole-answer cache answered a hit and set the headers already.
    if ((request as Marked)[HEADERS_SET]) return done(null, reply.statusCode === 304 ? null : payload);
    const policy = request.method === 'OPTIONS' ? null : policyOf(request);
    if (!policy || !isCleanAnswer(reply.statusCode, payload)) {
      void reply.header('cache-control', PRIVATE_NO_STORE);
      return done(null, payload);
    }
    const notModified = setPublicHeaders(request, reply, policy, () => etagOf(payload));
    done(null, notModified ? null : payload);
  };
}
