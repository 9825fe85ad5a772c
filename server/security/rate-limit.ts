// Rate limits on /graphql (@fastify/rate-limit): a general one per client IP, and tight ones on the
// operations worth abusing: booking lookups (reference + e-mail guessing) and prebook/confirmBooking
// (provider calls that cost money or hold inventory), per IP and per reference. The operation Apollo will
// run is read from the request the way Apollo reads it (POST body, or GET query string through
// URLSearchParams; variable defaults applied), so aliases, fragments and transports cannot hide one; an
// operation named by a trusted document's id is counted as the text the id stands for
// (graphql/trusted-documents.ts), and no other id runs.
// Per-reference keys use the booking lookup's own normalisation (bookings/ids.ts). Over a limit the answer is a
// GraphQL error with extensions.code RATE_LIMITED, HTTP 429 and Retry-After.
// With Redis the counters are shared by all instances (the plugin's Redis store); when Redis does not
// answer, each instance counts for itself until it does. /sandbox and /health are not limited.
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Kind, parse, type DocumentNode, type SelectionSetNode, type ValueNode } from 'graphql';
import type { Config } from '../config.ts';
import type { SharedRedis } from '../shared/redis.ts';
import { lookupReference, paymentIds, sha256Hex } from '../bookings/ids.ts';
import { incomingOperation, type TrustedDocuments } from '../graphql/trusted-documents.ts';

export interface RateLimitSettings {
  enabled: boolean;
  windowMs: number;
  /** any GraphQL request, per IP */
  graphqlMax: number;
  /** Query.booking, per IP */
  lookupMax: number;
  /** Query.booking, per reference */
  lookupRefMax: number;
  /** Mutation.prebook and Mutation.confirmBooking, per IP */
  bookingMax: number;
  /** Mutation.confirmBooking, per transaction (or prebook id) */
  confirmRefMax: number;
}

export function rateLimitSettings(config: Config): RateLimitSettings {
  return {
    // Tests of other behaviour send hundreds of requests from one address; rate-limit tests switch it on.
    enabled: config.RATE_LIMIT_ENABLED ?? config.NODE_ENV !== 'test',
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    graphqlMax: config.RATE_LIMIT_GRAPHQL_MAX,
    lookupMax: config.RATE_LIMIT_LOOKUP_MAX,
    lookupRefMax: config.RATE_LIMIT_LOOKUP_REF_MAX,
    bookingMax: config.RATE_LIMIT_BOOKING_MAX,
    confirmRefMax: config.RATE_LIMIT_CONFIRM_REF_MAX,
  };
}

// ------------------------------------------------------------------------------------------------
// Which limited operations a request holds

export interface LimitedOperations {
  /** one entry per Query.booking field: its reference ('' when it cannot be read) */
  lookups: string[];
  /** number of Mutation.prebook fields */
  prebooks: number;
  /** one entry per Mutation.confirmBooking field: its transaction id, else prebook id ('' when unreadable) */
  confirms: string[];
}

const NONE: LimitedOperations = { lookups: [], prebooks: 0, confirms: [] };
// Cheap pre-check: most requests (searches, hotel pages) never mention these names and are not parsed.
const MENTIONS_LIMITED = /\b(booking|prebook|confirmBooking)\b/;

type Vars = Record<string, unknown>;

function valueOf(node: ValueNode, vars: Vars): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      // Own keys only: a variable named $constructor is not Object's constructor.
      return Object.hasOwn(vars, node.name.value) ? vars[node.name.value] : undefined;
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, vars)]));
    case Kind.LIST:
      return node.values.map((v) => valueOf(v, vars));
    default:
      return null;
  }
}

/** Keys stay short in the counter store: a long one is replaced by its digest (the same text, the same key). */
const storable = (key: string) => (key.length > 128 ? `sha256:${sha256Hex(key)}` : key);

/** The per-reference key of a lookup: the reference exactly as the lookup reads it (bookings/ids.ts). */
export function lookupKey(reference: unknown): string {
  return typeof reference === 'string' ? storable(lookupReference(reference).ours) : '';
}

/** The per-transaction key of a confirmation: the transaction id as the ledger is searched for it, else the prebook id. */
export function confirmKey(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const { transactionId, prebookId } = paymentIds(input as { transactionId?: unknown; prebookId?: unknown });
  return storable(transactionId || prebookId);
}

/** The limited operations of a GraphQL request body ({ query, operationName, variables }); none when unreadable. */
export function limitedOperations(body: unknown): LimitedOperations {
  if (typeof body !== 'object' || body === null) return NONE;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  let variables = (body as { variables?: unknown }).variables;
  if (typeof query !== 'string' || !MENTIONS_LIMITED.test(query)) return NONE;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables); // GET requests carry variables as JSON text
    } catch {
      variables = {};
    }
  }
  const given: Vars = typeof variables === 'object' && variables !== null && !Array.isArray(variables) ? (variables as Vars) : {};
  let doc: DocumentNode;
  try {
    doc = parse(query, { maxTokens: 5000 });
  } catch {
    return NONE; // Apollo answers the parse error itself
  }
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = typeof operationName === 'string' && operationName ? ops.find((o) => o.name?.value === operationName) : ops[0];
  if (!op) return NONE;
  // A variable left out takes its declared default, as it does when the operation runs.
  const vars: Vars = { ...given };
  for (const def of op.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (!Object.hasOwn(given, name) && def.defaultValue) vars[name] = valueOf(def.defaultValue, {});
  }
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));

  const out: LimitedOperations = { lookups: [], prebooks: 0, confirms: [] };
  const seenFragments = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(sel.name.value);
        if (f && !seenFragments.has(f.name.value)) {
          seenFragments.add(f.name.value);
          walk(f.selectionSet);
        }
      } else {
        const arg = (name: string) => {
          const a = sel.arguments?.find((x) => x.name.value === name);
          return a ? valueOf(a.value, vars) : undefined;
        };
        const field = sel.name.value;
        if (op.operation === 'query' && field === 'booking') out.lookups.push(lookupKey(arg('reference')));
        if (op.operation === 'mutation' && field === 'prebook') out.prebooks++;
        if (op.operation === 'mutation' && field === 'confirmBooking') {
          out.confirms.push(confirmKey(arg('input')));
        }
      }
    }
  };
  walk(op.selectionSet);
  return out;
}

// ------------------------------------------------------------------------------------------------
// Counter store: the plugin's Redis store when Redis answers, its in-process store otherwise

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface PluginStore {
  incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void;
}
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => PluginStore;
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: unknown, key?: string) => PluginStore;

// The stores are CommonJS files of the plugin without type declarations.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

function fallbackStoreClass(redis: SharedRedis | undefined) {
  const local = new LocalStore(false, false, 20_000);
  const shared = redis ? new RedisStore(false, false, redis.client, `${redis.prefix}rl:`) : undefined;
  return class FallbackStore {
    incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void {
      if (!shared || !redis?.ready()) return local.incr(key, cb, timeWindow, max);
      shared.incr(key, (err, res) => (err ? local.incr(key, cb, timeWindow, max) : cb(null, res)), timeWindow, max);
    }
    // Every limiter below builds its own keys (they start with the limiter's name), so one store serves all.
    child() {
      return this;
    }
  };
}

// ------------------------------------------------------------------------------------------------
// Wiring

const LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const KEY = Symbol('rate-limit key');
type KeyedRequest = FastifyRequest & { [KEY]?: string };

export interface RateLimitOptions {
  config: Config;
  /** shared counters; without it (or while it is down) each instance counts alone */
  redis?: SharedRedis;
  /** defaults to rateLimitSettings(config) */
  settings?: RateLimitSettings;
  /** the ids a request may name instead of the query text */
  documents: TrustedDocuments;
}

/** Counts a server-rendered page against its client's general GraphQL limit: false when over it. */
export type PageRenderAllowance = (req: FastifyRequest) => Promise<boolean>;

/**
 * Registers the limits on the /graphql route. Call before the route is added. Other routes (the sandbox,
 * health, static files) are untouched. Returns the check a server-rendered page passes first: its render
 * runs GraphQL operations in process, so it spends from the same per-IP limit as a /graphql request.
 */
export async function registerGraphqlRateLimits(app: FastifyInstance, opts: RateLimitOptions): Promise<PageRenderAllowance> {
  const s = opts.settings ?? rateLimitSettings(opts.config);
  if (!s.enabled) return async () => true;
  await app.register(rateLimit, {
    global: false,
    store: fallbackStoreClass(opts.redis) as never,
    // A counter store that fails must not take the API down with it.
    skipOnError: true,
  });

  const limiter = (max: number) =>
    app.createRateLimit({ max, timeWindow: s.windowMs, keyGenerator: (req) => (req as KeyedRequest)[KEY] ?? req.ip });
  const limits = {
    graphql: limiter(s.graphqlMax),
    lookupIp: limiter(s.lookupMax),
    lookupRef: limiter(s.lookupRefMax),
    bookingIp: limiter(s.bookingMax),
    confirmRef: limiter(s.confirmRefMax),
  };

  /** Counts one unit; the seconds to wait when over the limit, else null. */
  const spend = async (name: keyof typeof limits, key: string, req: FastifyRequest): Promise<number | null> => {
    (req as KeyedRequest)[KEY] = `${name}:${key}`;
    const r = await limits[name](req);
    if (r.isAllowed || !r.isExceeded) return null;
    req.log.warn({ limit: name, ip: req.ip }, 'rate limit exceeded');
    return Math.max(1, r.ttlInSeconds);
  };

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.url !== '/graphql' || req.method === 'OPTIONS') return;
    const ip = req.ip;
    const checks: Array<[keyof typeof limits, string]> = [['graphql', ip]];
    const ops = limitedOperations(incomingOperation(req, opts.documents));
    for (const ref of ops.lookups) {
      checks.push(['lookupIp', ip]);
      if (ref) checks.push(['lookupRef', ref]);
    }
    for (let i = 0; i < ops.prebooks; i++) checks.push(['bookingIp', ip]);
    for (const ref of ops.confirms) {
      checks.push(['bookingIp', ip]);
      if (ref) checks.push(['confirmRef', ref]);
    }
    for (const [name, key] of checks) {
      const retryAfter = await spend(name, key, req);
      if (retryAfter !== null) {
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send({ errors: [{ message: LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter } }] });
      }
    }
  });
  return async (req) => (await spend('graphql', req.ip, req)) === null;
}

// ------------------------------------------------------------------------------------------------
// The Development Console (/api/console): its calls reach the provider with the server's key

export interface ConsoleRateLimitOptions {
  windowMs: number;
  /** requests per client IP and window */
  perIp: number;
  /** requests from everyone together per window */
  total: number;
  redis?: SharedRedis;
}

/**
 * Limits every request of the plugin it is called in (the console's) per client IP and in total, in every
 * mode (RATE_LIMIT_ENABLED does not turn these off: the console spends the provider's quota). Over either
 * limit: 429, Retry-After, and a message saying when to try again.
 */
export async function registerConsoleRateLimits(app: FastifyInstance, opts: ConsoleRateLimitOptions): Promise<void> {
  // The /graphql limits may have registered the plugin on the app already; its decorator is inherited then.
  if (!app.hasDecorator('createRateLimit')) {
    await app.register(rateLimit, { global: false, store: fallbackStoreClass(opts.redis) as never, skipOnError: true });
  }
  const limiter = (max: number) =>
    app.createRateLimit({ max, timeWindow: opts.windowMs, keyGenerator: (req) => (req as KeyedRequest)[KEY] ?? req.ip });
  const perIp = limiter(opts.perIp);
  const total = limiter(opts.total);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    for (const [check, key] of [
      [perIp, `console-ip:${req.ip}`],
      [total, 'console-all'],
    ] as const) {
      (req as KeyedRequest)[KEY] = key;
      const r = await check(req);
      if (r.isAllowed || !r.isExceeded) continue;
      const retryAfter = Math.max(1, r.ttlInSeconds);
      req.log.warn({ limit: key === 'console-all' ? 'console-all' : 'console-ip', ip: req.ip }, 'console rate limit exceeded');
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          message: `Too many console calls. Please wait ${retryAfter} s and try again.`,
        });
    }
  });
}
