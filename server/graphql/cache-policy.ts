// How long the answer of each public read may be reused, and by whom: THE table behind the app's own
// whole-answer cache (graphql/response-cache.ts) and the Cache-Control header any HTTP cache obeys
// (graphql/http-cache.ts). An operation is cacheable only when it is a query and every root field it
// selects is listed here; its answer gets the shortest lifetime of those fields. Bookings, the payment
// widget, mutations and anything unknown are never cacheable.
import { Kind, parse, type DocumentNode } from 'graphql';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { incomingOperation, type TrustedDocuments } from './trusted-documents.ts';

export interface FieldFreshness {
  /** seconds this instance's whole-answer cache keeps the answer */
  app: number;
  /** seconds a shared cache (nginx, a CDN) serves it fresh: `s-maxage`, the spec's freshness */
  shared: number;
  /** seconds a browser reuses it without asking: `max-age` */
  browser: number;
  /** seconds a shared cache may serve it stale while it fetches a fresh one: `stale-while-revalidate` */
  staleWhileRevalidate: number;
}

/** Every cacheable root field. The spec's freshness: city lists 5 min, hotel details 10 min, rates 2 min. */
export const PUBLIC_READS: Readonly<Record<string, FieldFreshness>> = {
  // The hotel list carries each hotel's lowest price: rates freshness. In process only 30 s, a burst's worth.
  searchHotels: { app: 30, shared: 120, browser: 30, staleWhileRevalidate: 60 },
  // Live rates: 2 minutes in a shared cache (the hotels service keeps a stay's rates as long); a browser
  // asks again after 10 s, and gets a 304 when nothing changed.
  hotelRates: { app: 10, shared: 120, browser: 10, staleWhileRevalidate: 30 },
  // Descriptions, photos, facilities.
  hotel: { app: 300, shared: 600, browser: 300, staleWhileRevalidate: 600 },
  hotelTypes: { app: 3600, shared: 600, browser: 600, staleWhileRevalidate: 3600 },
  // City lists.
  popularCities: { app: 3600, shared: 300, browser: 300, staleWhileRevalidate: 3600 },
  cities: { app: 600, shared: 300, browser: 300, staleWhileRevalidate: 600 },
  // Search-box suggestions: cities, states, airports and the areas read from the hotel lists. Short-lived:
  // the very first answers of a process may come before the area index is built (they then lack areas).
  destinations: { app: 60, shared: 120, browser: 60, staleWhileRevalidate: 300 },
  // Apollo Client asks for the root's __typename with every query.
  __typename: { app: 3600, shared: 3600, browser: 3600, staleWhileRevalidate: 3600 },
};

/** How an operation may be cached: the shortest lifetimes of its root fields, or null (never). */
export interface OperationPolicy extends FieldFreshness {
  fields: readonly string[];
}

/** The policy of an operation: cacheable only when it is a query and every root field is listed. */
export function operationPolicy(doc: DocumentNode, operationName: string | undefined): OperationPolicy | null {
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((d) => d.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  if (!op || op.operation !== 'query') return null;
  const out: OperationPolicy = { app: Infinity, shared: Infinity, browser: Infinity, staleWhileRevalidate: Infinity, fields: [] };
  const fields: string[] = [];
  for (const sel of op.selectionSet.selections) {
    // Fragments at the root would need resolving against the document; the app's own operations use none.
    if (sel.kind !== Kind.FIELD) return null;
    // @skip/@include on a root field depend on variables; they are part of the key, but keep it simple.
    if (sel.directives?.length) return null;
    // Own keys only: a root field named "constructor" is not cacheable because every object has one.
    const f = Object.hasOwn(PUBLIC_READS, sel.name.value) ? PUBLIC_READS[sel.name.value] : undefined;
    if (!f) return null;
    out.app = Math.min(out.app, f.app);
    out.shared = Math.min(out.shared, f.shared);
    out.browser = Math.min(out.browser, f.browser);
    out.staleWhileRevalidate = Math.min(out.staleWhileRevalidate, f.staleWhileRevalidate);
    fields.push(sel.name.value);
  }
  return fields.length ? { ...out, fields } : null;
}

/** Distinct query texts whose policy is remembered (clients send a handful of operations). */
const MAX_DOCUMENTS = 500;
/** Operation names remembered per text (a document of several operations names one per request). */
const MAX_NAMES_PER_DOCUMENT = 16;

/** A remembered operation's policy and a short name for it, unique in this process. */
export interface KnownOperation {
  policy: OperationPolicy;
  /**
   * Stands for the operation's text and name in cache keys: a key with a ~1 kB query text in it is hashed
   * and compared in full on every lookup. Never reused, so an answer kept under an id always ran that text.
   */
  id: string;
}

/** The policies of the operations requests run, remembered per operation text. */
export class OperationPolicies {
  /**
   * Keyed by the text itself, then by the operation name: V8 keeps a string's hash once computed, so the
   * body's query string is hashed once however many lookups use it.
   */
  private readonly memo = new LRUCache<string, Map<string, KnownOperation | false>>({ max: MAX_DOCUMENTS });
  private nextId = 0;

  constructor(private readonly documents: TrustedDocuments) {}

  /** The policy of an operation text, or null: never cacheable. */
  ofText(query: string, operationName: string | undefined): OperationPolicy | null {
    return this.known(query, operationName)?.policy ?? null;
  }

  /** The policy of an operation text with its id, or null: never cacheable. */
  known(query: string, operationName: string | undefined): KnownOperation | null {
    let byName = this.memo.get(query);
    if (!byName) {
      byName = new Map();
      this.memo.set(query, byName);
    }
    const name = operationName ?? '';
    let known = byName.get(name);
    if (known === undefined) {
      let policy: OperationPolicy | null;
      try {
        policy = operationPolicy(parse(query, { noLocation: true }), operationName);
      } catch {
        policy = null; // Apollo answers the syntax error
      }
      known = policy ? { policy, id: `op${++this.nextId}` } : false;
      if (byName.size >= MAX_NAMES_PER_DOCUMENT) byName.clear();
      byName.set(name, known);
    }
    return known || null;
  }

  /** The policy of the operation `request` runs (POST body, or GET by text or trusted id), or null. */
  ofRequest(request: FastifyRequest): OperationPolicy | null {
    const op = incomingOperation(request, this.documents);
    return op.query === undefined ? null : this.ofText(op.query, op.operationName);
  }
}

/** The Cache-Control of a successful answer under `policy`. */
export function publicCacheControl(policy: FieldFreshness): string {
  return `public, max-age=${policy.browser}, s-maxage=${policy.shared}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** The Cache-Control of every other answer: errors, bookings, mutations, anything personal. */
export const PRIVATE_NO_STORE = 'private, no-store';
