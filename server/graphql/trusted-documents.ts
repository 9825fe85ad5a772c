// Trusted documents: the client's operations, extracted at build time by graphql-codegen into
// client/src/__generated__/persisted-documents.json ({ "sha256:<hex>": text }), and accepted here by id.
// The client sends its public reads as GET /graphql?operationName=…&variables=…&extensions=
// {"persistedQuery":{"version":1,"sha256Hash":"<hex>"}} (Apollo's persisted-query wire format), so a
// hotel page is one stable URL that any HTTP cache can keep. Only ids in the manifest run: nothing can be
// registered at run time, and other clients still POST (or GET) any query as text.
//
// The request is read here once, for everything that looks at it before Apollo: the rate limits (which
// count the operation the id stands for), the whole-answer cache and the HTTP cache headers.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';

const MANIFEST_URL = new URL('../../client/src/__generated__/persisted-documents.json', import.meta.url);
const HEX64 = /^[0-9a-f]{64}$/;

/** The documents a server trusts by id: sha256 hex (lower case) -> operation text. */
export class TrustedDocuments {
  private readonly byHash: ReadonlyMap<string, string>;

  constructor(manifest: Readonly<Record<string, string>>) {
    const byHash = new Map<string, string>();
    for (const [id, text] of Object.entries(manifest)) {
      const hash = id.startsWith('sha256:') ? id.slice(7) : id;
      if (!HEX64.test(hash) || typeof text !== 'string')
        throw new Error(`persisted-documents.json: "${id.slice(0, 80)}" is not a sha256 id`);
      // The id must be the text's own hash: a manifest edited by hand must not run another text under an id.
      if (createHash('sha256').update(text).digest('hex') !== hash)
        throw new Error(`persisted-documents.json: ${id} is not the hash of its text`);
      byHash.set(hash, text);
    }
    this.byHash = byHash;
  }

  /** The manifest the build wrote (codegen's output, checked for drift by `npm test`). */
  static fromBuild(): TrustedDocuments {
    return new TrustedDocuments(JSON.parse(readFileSync(MANIFEST_URL, 'utf8')) as Record<string, string>);
  }

  get size(): number {
    return this.byHash.size;
  }

  /** The text of a trusted id (`<hex>` or `sha256:<hex>`), or undefined. */
  text(id: string): string | undefined {
    const hash = id.startsWith('sha256:') ? id.slice(7) : id;
    return this.byHash.get(hash.toLowerCase());
  }

  /**
   * Apollo Server's persisted-query store, read-only: ids in the manifest resolve to their text, an unknown
   * id is answered with PERSISTED_QUERY_NOT_FOUND, and nothing a client sends is ever stored.
   */
  apolloCache(): KeyValueCache<string> {
    const cache: KeyValueCache<string> = {
      get: async (key) => this.text(key),
      set: async () => {},
      delete: async () => false,
    };
    // Its keys are the hashes themselves (no "apq:" prefix): this store holds nothing else.
    return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(cache);
  }
}

/** A GraphQL request as Apollo will read it, before Apollo runs. */
export interface IncomingOperation {
  /** the text that runs: sent, or the trusted document's; undefined when neither (Apollo answers why) */
  query: string | undefined;
  operationName: string | undefined;
  /** as sent: an object (POST) or JSON text (GET) */
  variables: unknown;
  /** the persisted-query id sent, if any */
  documentId: string | undefined;
  /** true when the text came from the manifest by id */
  byId: boolean;
}

const INCOMING = Symbol('incomingOperation');
type WithIncoming = FastifyRequest & { [INCOMING]?: IncomingOperation };

/** extensions.persistedQuery.sha256Hash, when `extensions` (an object, or JSON text on GET) has one. */
export function persistedQueryId(extensions: unknown): string | undefined {
  let ext = extensions;
  if (typeof ext === 'string') {
    try {
      ext = JSON.parse(ext);
    } catch {
      return undefined; // Apollo refuses the malformed parameter itself
    }
  }
  if (typeof ext !== 'object' || ext === null || !Object.hasOwn(ext, 'persistedQuery')) return undefined;
  const pq = (ext as { persistedQuery?: unknown }).persistedQuery;
  if (typeof pq !== 'object' || pq === null || !Object.hasOwn(pq, 'sha256Hash')) return undefined;
  const hash = (pq as { sha256Hash?: unknown }).sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * The search parameters of a GET (or HEAD) URL, read as Apollo Server reads them: with URLSearchParams,
 * each parameter at most once (Apollo refuses a request that repeats one, so nothing of it runs).
 */
function searchParams(url: string): { query?: string; operationName?: string; variables?: string; extensions?: string } {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  const once = (name: string) => {
    const all = params.getAll(name);
    return all.length === 1 ? all[0] : undefined;
  };
  return { query: once('query'), operationName: once('operationName'), variables: once('variables'), extensions: once('extensions') };
}

/** Reads a request body or URL into the operation that will run (memoised on the request). */
export function incomingOperation(request: FastifyRequest, docs: TrustedDocuments): IncomingOperation {
  const seen = (request as WithIncoming)[INCOMING];
  if (seen) return seen;
  let sent: { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };
  if (request.method === 'GET' || request.method === 'HEAD') sent = searchParams(request.url);
  else
    sent = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as typeof sent) : {};
  const documentId = persistedQueryId(sent.extensions);
  let query = typeof sent.query === 'string' ? sent.query : undefined;
  let byId = false;
  if (query === undefined && documentId !== undefined) {
    query = docs.text(documentId);
    byId = query !== undefined;
  }
  const op: IncomingOperation = {
    query,
    operationName: typeof sent.operationName === 'string' && sent.operationName ? sent.operationName : undefined,
    variables: sent.variables,
    documentId,
    byId,
  };
  (request as WithIncoming)[INCOMING] = op;
  return op;
}

/** The answer to an id sent with a text that is not the id's: the text does not run. */
export const HASH_MISMATCH_MESSAGE = 'The persisted-query sha256Hash is not the hash of the query text sent with it.';

/**
 * Refuses a request that sends a persisted-query id together with a text of another hash (400,
 * BAD_REQUEST), before anything else reads it: the id of one operation must not stand for another.
 */
export function refuseMismatchedIds(docs: TrustedDocuments): preHandlerHookHandler {
  return (request, reply, done) => {
    const op = incomingOperation(request, docs);
    if (op.documentId === undefined || op.byId || op.query === undefined) return done();
    const hash = op.documentId.startsWith('sha256:') ? op.documentId.slice(7) : op.documentId;
    if (createHash('sha256').update(op.query).digest('hex') === hash.toLowerCase()) return done();
    void reply.code(400).send({ errors: [{ message: HASH_MISMATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  };
}
