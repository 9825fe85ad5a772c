// Prometheus metrics of one app instance: GraphQL request durations per operation, provider calls per
// endpoint and outcome, circuit states, cache hits and misses, the ledger's bookings and the mail outbox per
// status, and the reconciler's attempts. Each app gets its own registry (tests build several apps in one process).
// Values that live elsewhere (cache counters, ledger rows) are read when Prometheus scrapes, not pushed.
import type { ApolloServerPlugin } from '@apollo/server';
import client from 'prom-client';
import type { ProviderCallEvent } from '../provider/client.ts';
import type { BreakerGroup, BreakerState } from '../provider/breaker.ts';
import type { SwrStats } from '../lib/cache.ts';
import type { CitiesStats } from '../cities/service.ts';
import type { Queryable } from '../db/index.ts';

/** Where the scrape-time values come from; each is optional so a partial app (tests) still exports. */
export interface MetricsSources {
  hotelCaches?: () => Record<string, SwrStats>;
  cities?: () => CitiesStats;
  /** the ledger, for bookings per status */
  db?: Pick<Queryable, 'query'>;
  breakers?: () => { states: Record<BreakerGroup, BreakerState>; rejections: Record<BreakerGroup, number> };
  /** hotel lists and pages answered by the GraphQL response cache, before the hotels service's caches */
  staticResponseHits?: () => number;
}

export interface AppMetrics {
  registry: client.Registry;
  /** LiteApiClient's onCall hook */
  onProviderCall: (e: ProviderCallEvent) => void;
  /** BookingService's onReconcile hook: the status a reconciled booking ended in, or 'error' */
  onReconcile: (outcome: string) => void;
  /** times every GraphQL request from its start to its answer */
  apolloPlugin: () => ApolloServerPlugin;
  /** connects the scrape-time gauges to their sources (once the services exist) */
  setSources: (sources: MetricsSources) => void;
}

const LEDGER_STATUSES = [
  'PENDING_PAYMENT',
  'PAID',
  'PAYMENT_RECEIVED_UNCONFIRMED',
  'CONFIRMED',
  'FAILED',
  'NEEDS_REFUND',
  'CANCELLATION_PENDING',
  'CANCELLED',
];
const BREAKER_VALUE: Record<BreakerState, number> = { closed: 0, half_open: 0.5, open: 1, isolated: 1 };
/** The hotel caches whose content is the same for every traveller (lists and pages, not prices). */
const STATIC_CACHES = ['lists', 'details'];

/** Operation names come from clients: keep them to identifiers, and their number bounded. */
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 200;

export function createMetrics(): AppMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  let sources: MetricsSources = {};

  const graphqlDuration = new client.Histogram({
    name: 'graphql_request_duration_seconds',
    help: 'GraphQL requests from start to answer, by operation name and outcome (ok, or the first error code)',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const providerCalls = new client.Counter({
    name: 'provider_calls_total',
    help: 'Hotel provider calls (with their retries) by endpoint and outcome (ok, empty, not_found, circuit_open or the error kind)',
    labelNames: ['endpoint', 'outcome'] as const,
    registers: [registry],
  });
  const providerDuration = new client.Histogram({
    name: 'provider_call_duration_seconds',
    help: 'Hotel provider call latency including retries, by endpoint and outcome',
    labelNames: ['endpoint', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40],
    registers: [registry],
  });
  const providerAttempts = new client.Counter({
    name: 'provider_call_attempts_total',
    help: 'HTTP attempts made to the hotel provider (retries included), by endpoint',
    labelNames: ['endpoint'] as const,
    registers: [registry],
  });
  const reconciliations = new client.Counter({
    name: 'booking_reconciliation_attempts_total',
    help: 'Reconciler attempts on paid bookings, by the status the booking ended in (or error)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const cacheGauge = (name: string, help: string, pick: (s: SwrStats) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        const all = sources.hotelCaches?.() ?? {};
        for (const [cache, s] of Object.entries(all)) this.set({ cache }, pick(s));
        const c = sources.cities?.();
        if (c) {
          if (name === 'cache_hits') this.set({ cache: 'cities' }, c.cacheHits);
          if (name === 'cache_misses') this.set({ cache: 'cities' }, c.upstreamCalls + c.fallbacks);
          if (name === 'cache_entries') this.set({ cache: 'cities' }, c.cacheSize);
        }
      },
    });
  cacheGauge('cache_hits', 'Lookups answered from the cache since start, by cache', (s) => s.hits);
  cacheGauge('cache_misses', 'Lookups that had to load from upstream since start, by cache', (s) => s.misses);
  cacheGauge(
    'cache_stale_served',
    'Answers served stale (background refresh or upstream failure) since start, by cache',
    (s) => s.staleServed,
  );
  cacheGauge('cache_entries', 'Entries held now, by cache', (s) => s.size);

  /** Hotel list and page lookups since start: those a server cache answered, and all of them. */
  const staticCounts = () => {
    const all = sources.hotelCaches?.() ?? {};
    // An answer served whole by the response cache is a lookup the service caches never saw: a hit.
    let hits = sources.staticResponseHits?.() ?? 0;
    let total = hits;
    for (const name of STATIC_CACHES) {
      const s = all[name];
      if (!s) continue;
      hits += s.hits;
      total += s.hits + s.misses;
    }
    return { hits, total };
  };
  new client.Gauge({
    name: 'static_content_cache_hits',
    help: 'Hotel list and hotel page lookups answered from a server cache (the GraphQL response cache, or the hotels service cache behind it) since start',
    registers: [registry],
    collect() {
      this.set(staticCounts().hits);
    },
  });
  new client.Gauge({
    name: 'static_content_cache_lookups',
    help: 'Hotel list and hotel page lookups since start, answered from a cache or not',
    registers: [registry],
    collect() {
      this.set(staticCounts().total);
    },
  });
  new client.Gauge({
    name: 'static_content_cache_hit_ratio',
    help: 'static_content_cache_hits / static_content_cache_lookups since start (0 before any lookup)',
    registers: [registry],
    collect() {
      const { hits, total } = staticCounts();
      this.set(total ? hits / total : 0);
    },
  });

  const ledgerUp = new client.Gauge({
    name: 'ledger_up',
    help: '1 when the booking ledger answered the last scrape, else 0',
    registers: [registry],
  });
  new client.Gauge({
    name: 'bookings_by_status',
    help: 'Bookings in the ledger, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      if (!sources.db) return;
      try {
        const { rows } = await sources.db.query<{ status: string; n: number }>(
          'SELECT status, count(*)::int AS n FROM bookings GROUP BY status',
        );
        const seen = new Map(rows.map((r) => [r.status, Number(r.n)]));
        for (const status of new Set([...LEDGER_STATUSES, ...seen.keys()])) this.set({ status }, seen.get(status) ?? 0);
        ledgerUp.set(1);
      } catch {
        // A scrape must still answer while the database is down; the gauge above says so.
        ledgerUp.set(0);
      }
    },
  });

  new client.Gauge({
    name: 'mail_outbox_by_status',
    help: 'E-mails in the outbox, by status (PENDING: not yet sent; FAILED: given up after its attempts)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      if (!sources.db) return;
      try {
        const { rows } = await sources.db.query<{ status: string; n: number }>(
          'SELECT status, count(*)::int AS n FROM outbox GROUP BY status',
        );
        const seen = new Map(rows.map((r) => [r.status, Number(r.n)]));
        for (const status of ['PENDING', 'SENT', 'FAILED']) this.set({ status }, seen.get(status) ?? 0);
      } catch {
        // ledger_up already says when the database did not answer.
      }
    },
  });

  new client.Gauge({
    name: 'provider_circuit_state',
    help: 'Circuit breaker state per provider endpoint group: 0 closed, 0.5 half-open, 1 open',
    labelNames: ['group'] as const,
    registers: [registry],
    collect() {
      const b = sources.breakers?.();
      if (b) for (const [group, state] of Object.entries(b.states)) this.set({ group }, BREAKER_VALUE[state]);
    },
  });
  new client.Gauge({
    name: 'provider_circuit_rejections',
    help: 'Provider calls refused by an open circuit since start, per endpoint group',
    labelNames: ['group'] as const,
    registers: [registry],
    collect() {
      const b = sources.breakers?.();
      if (b) for (const [group, n] of Object.entries(b.rejections)) this.set({ group }, n);
    },
  });

  const operations = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'invalid';
    if (operations.has(name)) return name;
    if (operations.size >= MAX_OPERATION_NAMES) return 'other';
    operations.add(name);
    return name;
  };

  return {
    registry,
    onProviderCall(e) {
      providerCalls.inc({ endpoint: e.endpoint, outcome: e.outcome });
      providerDuration.observe({ endpoint: e.endpoint, outcome: e.outcome }, e.ms / 1000);
      if (e.attempts > 0) providerAttempts.inc({ endpoint: e.endpoint }, e.attempts);
    },
    onReconcile(outcome) {
      reconciliations.inc({ outcome });
    },
    apolloPlugin: () => ({
      async requestDidStart() {
        const started = process.hrtime.bigint();
        return {
          async willSendResponse(rc) {
            const body = rc.response.body;
            const errors = body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors;
            const code = errors?.length ? errors[0].extensions?.code : undefined;
            const outcome = errors?.length ? (typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'error') : 'ok';
            const seconds = Number(process.hrtime.bigint() - started) / 1e9;
            graphqlDuration.observe({ operation: operationLabel(rc.operationName ?? rc.request.operationName), outcome }, seconds);
          },
        };
      },
    }),
    setSources(s) {
      sources = s;
    },
  };
}
