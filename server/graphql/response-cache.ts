// A whole-response cache in front of Apollo for anonymous, public reads. A warm searchHotels spent ~1 ms
// of CPU in Apollo (parse, validate, execute ~100 field resolvers, serialise 9 kB) for an answer that is
// the same for every traveller; from this cache it is a Map lookup and a write of stored bytes.
//
// What is cached, and for how long, is decided per root field (graphql/cache-policy.ts, `app` lifetimes).
// Bookings, payment widgets, mutations and anything unknown are never stored. Answers with errors, non-200
// answers and answers over MAX_ENTRY_BYTES are never stored. Requests come as POST with the query text or
// as GET with the text or a trusted document's id (graphql/trusted-documents.ts); a hit is answered with
// the HTTP cache headers and stored ETag of graphql/http-cache.ts, and 304 when the client holds it.
//
// The key is everything an answer depends on: the query text and the operation name (by the short id
// graphql/cache-policy.ts gives them), the variables, the Accept header (Apollo picks the response content
// type from it) and the day in India (searches without dates default to "tomorrow" there). Each instance
// keeps its own cache: entries are small and short-lived, and sharing them through Redis would cost a round
// trip on exactly the path that exists to avoid one.
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { SwrStats } from '../lib/cache.ts';
import type { OperationPolicies, OperationPolicy } from './cache-policy.ts';
import { etagOf, isCleanAnswer, setPublicHeaders } from './http-cache.ts';
import { incomingOperation, type TrustedDocuments } from './trusted-documents.ts';
import { IST_OFFSET_MS } from '../../client/src/ssr-contract.ts';

/** The largest answer kept (a 50-hotel page is ~40 kB). */
const MAX_ENTRY_BYTES = 256 * 1024;

interface Entry {
  /** the answer's bytes, encoded once: a hit writes them as they are (no UTF-8 encoding, no length count) */
  body: Buffer;
  contentType: string;
  etag: string;
  storedAt: number;
  expiresAt: number;
}

interface Pending {
  key: string;
  policy: OperationPolicy;
}

/** The hotel list and hotel page fields: the "static content" of the cache hit ratio metric. */
const STATIC_FIELDS = new Set(['searchHotels', 'hotel']);

export interface ResponseCacheOptions {
  /** the ids GET requests may name instead of the query text */
  documents: TrustedDocuments;
  /** what each operation's answers may be cached for */
  policies: OperationPolicies;
  /** total bytes of answers kept (default 64 MB) */
  maxBytes?: number;
  /** milliseconds since the epoch (tests) */
  now?: () => number;
}

const PENDING = Symbol('responseCachePending');
type WithPending = FastifyRequest & { [PENDING]?: Pending };

const DAY_MS = 86_400_000;

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** how each operation's answers may be cached */
  private readonly policies: OperationPolicies;
  private readonly trusted: TrustedDocuments;
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;
  /** hits of answers holding a hotel list or hotel page */
  private staticHits = 0;
  /** the day in India (yyyy-MM-dd) and the instant it ends, so formatting happens once a day */
  private day = { label: '', endsAt: 0 };

  constructor(opts: ResponseCacheOptions) {
    this.trusted = opts.documents;
    this.policies = opts.policies;
    this.now = opts.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (e) => e.body.length + 200,
    });
  }

  private indiaDay(nowMs: number): string {
    if (nowMs >= this.day.endsAt || nowMs < this.day.endsAt - DAY_MS) {
      const local = nowMs + IST_OFFSET_MS;
      this.day = { label: new Date(local).toISOString().slice(0, 10), endsAt: local - (local % DAY_MS) + DAY_MS - IST_OFFSET_MS };
    }
    return this.day.label;
  }

  stats(): SwrStats {
    return { hits: this.hits, misses: this.misses, staleServed: 0, size: this.entries.size };
  }

  /** Hits that answered a hotel list or hotel page without reaching the hotels service's caches. */
  staticHitCount(): number {
    return this.staticHits;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Answers a cacheable request from the cache, or marks it so its answer is stored on the way out. */
  readonly preHandler: preHandlerHookHandler = (request, reply, done) => {
    if (request.method !== 'POST' && request.method !== 'GET') return done();
    const op = incomingOperation(request, this.trusted);
    // A request that names an id and sends the text too is Apollo's to check (hash against text).
    if (op.query === undefined || (op.documentId !== undefined && !op.byId)) return done();
    const known = this.policies.known(op.query, op.operationName);
    if (!known || known.policy.app <= 0) return done();
    const { policy } = known;
    const now = this.now();
    const variables = typeof op.variables === 'string' ? op.variables : JSON.stringify(op.variables ?? null);
    // known.id stands for the query text and the operation name (graphql/cache-policy.ts)
    const key = `${request.headers.accept ?? ''}\n${this.indiaDay(now)}\n${known.id}\n${variables}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.hits++;
      if (policy.fields.some((f) => STATIC_FIELDS.has(f))) this.staticHits++;
      // Age: how long ago Apollo wrote it, so a browser's max-age counts from then (RFC 9111 §5.1).
      void reply
        .header('content-type', hit.contentType)
        .header('age', String(Math.floor((now - hit.storedAt) / 1000)))
        .header('x-response-cache', 'hit');
      const notModified = setPublicHeaders(request, reply, policy, () => hit.etag);
      void reply.send(notModified ? null : hit.body);
      return; // answered: the handler does not run
    }
    this.misses++;
    (request as WithPending)[PENDING] = { key, policy };
    done();
  };

  /** Stores a marked request's answer when it is a clean 200. */
  readonly onSend: onSendHookHandler = (request, reply: FastifyReply, payload, done) => {
    const pending = (request as WithPending)[PENDING];
    if (!pending) return done(null, payload);
    reply.header('x-response-cache', 'miss');
    if (isCleanAnswer(reply.statusCode, payload) && payload.length <= MAX_ENTRY_BYTES) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const etag = etagOf(payload);
      const now = this.now();
      this.entries.set(pending.key, {
        body: Buffer.from(payload),
        contentType,
        etag,
        storedAt: now,
        expiresAt: now + pending.policy.app * 1000,
      });
      // The HTTP headers (graphql/http-cache.ts, the next onSend hook) reuse this ETag.
      const notModified = setPublicHeaders(request, reply, pending.policy, () => etag);
      return done(null, notModified ? null : payload);
    }
    done(null, payload);
  };
}
