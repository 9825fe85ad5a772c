// A whole-response cache in front of Apollo for anonymous, public reads. A warm searchHotels spent ~1 ms
// of CPU in Apollo (parse, validate, execute ~100 field resolvers, serialise 9 kB) for an answer that is
// the same for every traveller; from this cache it is a Map lookup and a write of stored bytes.
//
// What is cached, and for how long, is decided per root field (CACHEABLE_FIELDS): an operation is
// cacheable only when it is a query and every root field it selects is listed; its answer lives for the
// shortest maxAge of those fields. Bookings, payment widgets, mutations and anything unknown are never
// stored. Answers with errors, non-200 answers and answers over MAX_ENTRY_BYTES are never stored.
//
// The key is everything an answer depends on: the query text, the operation name, the variables, the
// Accept header (Apollo picks the response content type from it) and the day in India (searches without
// dates default to "tomorrow" there). Each instance keeps its own cache: entries are small and short-lived,
// and sharing them through Redis would cost a round trip on exactly the path that exists to avoid one.
import { LRUCache } from 'lru-cache';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { SwrStats } from '../lib/cache.ts';

/** Seconds an answer made only of these root fields stays valid. Everything not listed is never cached. */
export const CACHEABLE_FIELDS: Readonly<Record<string, number>> = {
  // Hotel lists change hourly at most; the prices on the cards come from min-rates the hotels service
  // already keeps for 2 minutes, so 30 s here adds little to their age.
  searchHotels: 30,
  // Descriptions, photos, facilities: the hotels service keeps them 10 minutes.
  hotel: 300,
  hotelTypes: 3600,
  popularCities: 3600,
  cities: 600,
  // Live rates: the service keeps a stay's rates 2 minutes; 10 s absorbs a burst of travellers (or
  // retries) on one hotel and date without making prices noticeably older.
  hotelRates: 10,
  __typename: 3600,
};

/** The largest answer kept (a 50-hotel page is ~40 kB). */
const MAX_ENTRY_BYTES = 256 * 1024;
/** Distinct query texts whose cacheability is remembered (clients send a handful of operations). */
const MAX_DOCUMENTS = 500;

interface Entry {
  body: string;
  contentType: string;
  expiresAt: number;
}

interface Pending {
  key: string;
  maxAgeS: number;
}

/** The hotel list and hotel page fields: the "static content" of the cache hit ratio metric. */
const STATIC_FIELDS = new Set(['searchHotels', 'hotel']);

export interface ResponseCacheOptions {
  /** total bytes of answers kept (default 64 MB) */
  maxBytes?: number;
  /** milliseconds since the epoch (tests) */
  now?: () => number;
}

const PENDING = Symbol('responseCachePending');
type WithPending = FastifyRequest & { [PENDING]?: Pending };

const IST_OFFSET_MS = 330 * 60_000; // UTC+5:30, no DST
const DAY_MS = 86_400_000;

/** How an operation may be cached: its maxAge in seconds (0: never) and its root fields. */
export interface OperationPolicy {
  maxAge: number;
  fields: readonly string[];
}

const NEVER: OperationPolicy = { maxAge: 0, fields: [] };

/** The policy of an operation: cacheable only when it is a query and every root field is cacheable. */
export function operationPolicy(doc: DocumentNode, operationName: string | undefined): OperationPolicy {
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((d) => d.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  if (!op || op.operation !== 'query') return NEVER;
  // Fragments at the root would need resolving against the document; the app's own operations use none.
  let maxAge = Infinity;
  const fields: string[] = [];
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) return NEVER;
    // @skip/@include on a root field depend on variables; they are part of the key, but keep it simple.
    if (sel.directives?.length) return NEVER;
    // Own keys only: a root field named "constructor" is not cacheable because every object has one.
    const age = Object.hasOwn(CACHEABLE_FIELDS, sel.name.value) ? CACHEABLE_FIELDS[sel.name.value] : undefined;
    if (!age) return NEVER;
    maxAge = Math.min(maxAge, age);
    fields.push(sel.name.value);
  }
  return Number.isFinite(maxAge) ? { maxAge, fields } : NEVER;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** query text -> how its answers may be cached */
  private readonly documents = new LRUCache<string, OperationPolicy>({ max: MAX_DOCUMENTS });
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;
  /** hits of answers holding a hotel list or hotel page */
  private staticHits = 0;
  /** the day in India (yyyy-MM-dd) and the instant it ends, so formatting happens once a day */
  private day = { label: '', endsAt: 0 };

  constructor(opts: ResponseCacheOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (e) => e.body.length * 2 + 200,
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

  private policyOf(query: string, operationName: string | undefined): OperationPolicy {
    const docKey = operationName ? `${operationName}\n${query}` : query;
    let policy = this.documents.get(docKey);
    if (policy === undefined) {
      try {
        policy = operationPolicy(parse(query, { noLocation: true }), operationName);
      } catch {
        policy = NEVER; // Apollo answers the syntax error
      }
      this.documents.set(docKey, policy);
    }
    return policy;
  }

  /** Answers a cacheable request from the cache, or marks it so its answer is stored on the way out. */
  readonly preHandler: preHandlerHookHandler = (request, reply, done) => {
    const body = request.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown } | undefined;
    if (request.method !== 'POST' || !body || typeof body !== 'object' || typeof body.query !== 'string' || body.extensions !== undefined) {
      return done();
    }
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const policy = this.policyOf(body.query, operationName);
    const maxAgeS = policy.maxAge;
    if (maxAgeS <= 0) return done();
    const now = this.now();
    const key = `${request.headers.accept ?? ''}\n${this.indiaDay(now)}\n${operationName ?? ''}\n${JSON.stringify(body.variables ?? null)}\n${body.query}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.hits++;
      if (policy.fields.some((f) => STATIC_FIELDS.has(f))) this.staticHits++;
      void reply
        .header('content-type', hit.contentType)
        .header('cache-control', `public, max-age=${Math.max(0, Math.floor((hit.expiresAt - now) / 1000))}`)
        .header('x-response-cache', 'hit')
        .send(hit.body);
      return; // answered: the handler does not run
    }
    this.misses++;
    (request as WithPending)[PENDING] = { key, maxAgeS };
    done();
  };

  /** Stores a marked request's answer when it is a clean 200. */
  readonly onSend: onSendHookHandler = (request, reply: FastifyReply, payload, done) => {
    const pending = (request as WithPending)[PENDING];
    if (!pending) return done(null, payload);
    reply.header('x-response-cache', 'miss');
    if (
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.length <= MAX_ENTRY_BYTES &&
      payload.startsWith('{"data":') &&
      !payload.includes('"errors":')
    ) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      this.entries.set(pending.key, { body: payload, contentType, expiresAt: this.now() + pending.maxAgeS * 1000 });
      reply.header('cache-control', `public, max-age=${pending.maxAgeS}`);
    }
    done(null, payload);
  };
}
