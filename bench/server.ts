// Server benchmark ("Prove it" §1): `npm run bench`.
//
// Starts the real server (node --import tsx server/main.ts) as a child process with the embedded sandbox,
// a temporary DATA_DIR and SANDBOX_LATENCY_MS=0 on a free port, then measures:
//   1. provider calls per screen, counted by the sandbox (/sandbox/_control/calls);
//   2. throughput and latency of warm GraphQL operations (searchHotels, hotel, hotelRates) with autocannon,
//      against a baseline: a plain Fastify route (in a worker thread of this process) answering the very
//      bytes of the warm searchHotels response;
//   3. the latency the server adds on top of a 300 ms provider, at a steady 200 req/s: hotelRates with
//      varying stays (every request a cache miss, so every request calls the provider) against the
//      sandbox's POST /hotels/rates called directly with the equivalent body;
//   4. how long another request (GET /health/live, asked every 2 ms) waits while a cold price-sorted Mumbai
//      search is answered: the app reads the provider's whole city (~4,500 hotels, ~10 MB of JSON) on its
//      event loop, against the same poll with nothing else running.
// Writes the figures to bench/results.md between <!-- server-bench:start --> and <!-- server-bench:end -->
// (anything else in the file is kept) and prints a summary. A failed budget does not fail the process:
// this is a measurement. The child server is stopped (SIGTERM) whatever happens.
//
// Environment (all optional):
//   BENCH_DURATION            seconds per measured run (default 10)
//   BENCH_WARMUP              seconds of warm-up load before each measured run (default 2)
//   BENCH_CONNECTIONS         connections of the throughput runs (default 50)
//   BENCH_RATE                requests per second of the provider-overhead runs (default 200)
//   BENCH_PROVIDER_LATENCY_MS provider latency of the overhead runs (default 300)
//   BENCH_LOG_LEVEL           the server's LOG_LEVEL (default warn)
//   BENCH_RESULTS             where to write the results (default bench/results.md)
//   BENCH_KEEP_RATE_LIMITS    1 to keep the server's default per-IP GraphQL rate limit (300/min), which a
//                             single-IP load test trips at once; by default the limit is raised to
//                             RATE_LIMIT_GRAPHQL_MAX=1000000000 per minute, so the limiter still runs (its cost is
//                             measured) but does not refuse the bench's requests
//   BENCH_PROVIDER            "embedded" (default: the server's own /sandbox, as `npm start` runs it) or
//                             "process": the sandbox in a second server process that the benchmarked server
//                             calls as its provider (LITEAPI_KEY + LITEAPI_BASE_URL), so the provider's own
//                             work does not share the benchmarked server's event loop
//   BENCH_STALL_ROUNDS        cold city searches of section 4 (default 5)
//   BENCH_ONLY                "overhead": run only section 3 (the latency added to a slow provider) on a fresh
//                             server, print its figures and write no results (for iterating on that figure);
//                             "search": run only the provider calls per screen and the warm filtered and sorted
//                             searchHotels against its baseline, print them and write no results;
//                             "stall": run only section 4 (another request's wait during a cold city search),
//                             print it and write no results;
//                             "assets": run only the hashed chunk's GET against its baseline, print them and
//                             write no results
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir, cpus, availableParallelism, totalmem, platform, release, loadavg } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { hotelCities } from '../server/sandbox/dataset/cities.ts';
import { RATES_QUERY } from './queries.ts';
import { nginxMissingMessage, startLocalNginx } from '../scripts/nginx-local.ts';
import { replayZipf, zipfWorkload, type ZipfResult } from './zipf.ts';
import { gitRevision } from './revision.ts';
import { freePort } from '../scripts/free-port.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function envNumber(name: string, dflt: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return n;
}

const DURATION = envNumber('BENCH_DURATION', 10, 1);
const WARMUP = envNumber('BENCH_WARMUP', 2, 0);
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 50, 1));
const RATE = Math.round(envNumber('BENCH_RATE', 200, 1));
const PROVIDER_LATENCY_MS = Math.round(envNumber('BENCH_PROVIDER_LATENCY_MS', 300, 0));
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'warn';
const RESULTS = process.env.BENCH_RESULTS || join(ROOT, 'bench', 'results.md');
const KEEP_RATE_LIMITS = process.env.BENCH_KEEP_RATE_LIMITS === '1';
const PROVIDER_MODE = process.env.BENCH_PROVIDER === 'process' ? 'process' : 'embedded';
const ONLY_OVERHEAD = process.env.BENCH_ONLY === 'overhead';
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';
const ONLY_STALL = process.env.BENCH_ONLY === 'stall';
const ONLY_ASSETS = process.env.BENCH_ONLY === 'assets';
const STALL_ROUNDS = Math.round(envNumber('BENCH_STALL_ROUNDS', 5, 1));
if (process.env.BENCH_ONLY && !ONLY_OVERHEAD && !ONLY_SEARCH && !ONLY_STALL && !ONLY_ASSETS)
  throw new Error('BENCH_ONLY must be "overhead", "search", "stall" or "assets"');
if (process.env.BENCH_PROVIDER && !['process', 'embedded'].includes(process.env.BENCH_PROVIDER)) {
  throw new Error('BENCH_PROVIDER must be "embedded" or "process"');
}

const BUDGET = {
  searchVsBaseline: 0.5,
  /** issue 15 §4: a warm filtered and sorted searchHotels */
  filteredSearchVsBaseline: 0.5,
  /** a warm searchHotels over GET by trusted-document id, answered from the app's own cache */
  searchGetVsBaseline: 0.9,
  /** a hashed file of the build (most of a first visit's requests) against a plain route sending its bytes */
  assetVsBaseline: 0.5,
  addedP50Ms: 3,
  addedP99Ms: 15,
  staticHitRatio: 0.9,
};
/** views measured, after as many again replayed to warm the caches */
const ZIPF_REQUESTS = Math.round(envNumber('BENCH_ZIPF_REQUESTS', 5000, 100));
const ZIPF_SEED = 20261126;
const METRICS_TOKEN = 'bench-metrics-token';

// The default (embedded sandbox) run owns the server-bench section; BENCH_PROVIDER=process writes its own.
const SECTION = PROVIDER_MODE === 'process' ? 'server-bench-separate-provider' : 'server-bench';
const START_MARK = `<!-- ${SECTION}:start -->`;
const END_MARK = `<!-- ${SECTION}:end -->`;

// ---------------------------------------------------------------------------------------------- queries

const SEARCH_QUERY = `query BenchSearch($input: HotelSearchInput!) {
  searchHotels(input: $input) {
    destination total page pageSize totalPages checkin checkout stale
    hotels {
      id name thumbnail mainPhoto address city country description stars rating reviewCount hotelType
      location { latitude longitude }
      priceFrom { amount currency }
    }
  }
}`;

/** The list page with filters, a sort and the facets (issue 15): what a traveller narrowing a big city asks. */
const FILTERED_SEARCH_QUERY = `query BenchFilteredSearch($input: HotelSearchInput!) {
  searchHotels(input: $input) {
    destination total unfilteredTotal page pageSize totalPages checkin checkout stale sort nights rooms adults children pricesPending
    center { latitude longitude }
    hotels {
      id name thumbnail mainPhoto address city country stars rating reviewCount hotelType
      location { latitude longitude } distanceKm
      priceFrom { amount currency } stayPrice { amount currency } payableAtHotel { amount } suggestedStayPrice { amount }
      freeCancellation board
    }
    facets {
      stars { stars count } ratings { minRating count } boards { board count } hotelTypes { id name count }
      freeCancellation available prices { min max buckets { from to count } } facilities { id name count }
    }
  }
}`;

/** Mumbai, the biggest city, narrowed and sorted by price, page 2. */
const FILTERED_INPUT = {
  destination: 'Mumbai',
  page: 2,
  pageSize: 12,
  guests: 2,
  sort: 'PRICE_LOW_TO_HIGH',
  filters: { stars: [3, 4, 5], minRating: 3.5, priceMax: 20000 },
};
const FILTERED_OP = 'searchHotels filtered + sorted (Mumbai, 3-5 stars, 3.5+, ≤ ₹20,000, price ↑, page 2, facets)';

const HOTEL_QUERY = `query BenchHotel($id: ID!) {
  hotel(id: $id) {
    id name stars rating reviewCount address city country hotelType deleted groupRoomMin
    descriptionHtml importantInformationHtml airportCode checkinTime checkoutTime phone email fax chain parking
    childAllowed petsAllowed
    location { latitude longitude }
    images { url urlHd caption }
    facilities
    rooms {
      id name descriptionHtml maxOccupancy size sizeUnit amenities
      photos { url hdUrl description }
      bedTypes { quantity type size }
    }
    policies { name description childAllowed petsAllowed parking }
    sentiment { pros cons }
  }
}`;

const gqlBody = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

// ------------------------------------------------------------------------------------------------ dates

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;
/** A calendar date `days` after today in India (the server's notion of today). */
function dayAhead(days: number): string {
  return new Date(Date.now() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

// ----------------------------------------------------------------------------------------------- server

interface ChildServer {
  url: string;
  proc: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

/** Where the bench talks to: the GraphQL app, and the sandbox (its counters, latency and provider routes). */
interface Target {
  app: string;
  sandbox: string;
}

async function startServer(extraEnv: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stayindia-bench-'));
  const logs: string[] = [];
  const keep = (d: Buffer) => {
    logs.push(String(d));
    if (logs.length > 400) logs.splice(0, logs.length - 400);
  };
  const proc = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []), '--import', 'tsx', 'server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Production requires it; a run's own random value.
        APP_SECRET: process.env.APP_SECRET || randomBytes(32).toString('base64url'),
        // No grace period on SIGTERM (server/plugins/app/lifecycle.ts): a bench stops its servers at once.
        SHUTDOWN_GRACE_MS: '0',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL,
        SANDBOX_LATENCY_MS: '0',
        LITEAPI_KEY: '',
        GEODB_KEY: '',
        DATABASE_URL: '',
        REDIS_URL: '',
        SANDBOX_URL: '',
        ...(KEEP_RATE_LIMITS ? {} : { RATE_LIMIT_GRAPHQL_MAX: '1000000000' }),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`the server exited early (code ${proc.exitCode}):\n${logs.join('')}`);
      try {
        const r = await fetch(`${url}/health/ready`);
        if (r.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`the server was not ready within 90 s:\n${logs.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, proc, logs, stop };
}

// ------------------------------------------------------------------------------------------------- http

const JSON_HEADERS = { 'content-type': 'application/json' };
/** What the app's client sends with a GET (Apollo's CSRF prevention wants the preflight header). */
const GET_HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };
const SEARCH_GET_OP = 'searchHotels GET by id (app cache)';
const ASSET_OP = 'a hashed chunk of the build, GET, brotli';
const ASSET_BASELINE_OP = 'baseline GET (plain Fastify, the chunk’s bytes)';
const ASSET_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The build's median-sized JavaScript chunk (by its brotli copy): what most of a first visit's ~180 requests
 * for dist/client/assets look like (the page's chunks, then the service worker's precache).
 */
function medianChunk(): { path: string; br: Buffer } {
  const dir = join(ROOT, 'dist', 'client', 'assets');
  if (!existsSync(dir)) throw new Error('dist/client/assets is missing: run `npm run build` first');
  const chunks = readdirSync(dir)
    .filter((name) => name.endsWith('.js') && existsSync(join(dir, `${name}.br`)))
    .map((name) => ({ name, br: readFileSync(join(dir, `${name}.br`)) }))
    .sort((a, b) => a.br.length - b.br.length || a.name.localeCompare(b.name));
  const median = chunks[Math.floor(chunks.length / 2)];
  if (!median) throw new Error('dist/client/assets has no precompressed chunk');
  return { path: `/assets/${median.name}`, br: median.br };
}

/** The chunk's run against a plain route answering the same bytes, both GET with the browser's Accept-Encoding. */
async function assetRuns(appUrl: string): Promise<{ run: Run; baseline: Run; bytes: number }> {
  const chunk = medianChunk();
  const common = { headers: ASSET_HEADERS, method: 'GET' as const, body: '', duration: DURATION, connections: CONNECTIONS };
  const check = await fetch(`${appUrl}${chunk.path}`, { headers: ASSET_HEADERS });
  if (check.status !== 200) throw new Error(`${chunk.path} answered ${check.status}`);
  const run = await measure({ name: 'hashed chunk', url: `${appUrl}${chunk.path}`, ...common });
  const base = await startBaseline(chunk.br);
  try {
    return { run, baseline: await measure({ name: 'baseline GET (the chunk)', url: base.url, ...common }), bytes: chunk.br.length };
  } finally {
    await base.stop();
  }
}
const NGINX_OP = 'searchHotels GET by id through nginx (cache warm)';
const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'client/src/__generated__/persisted-documents.json'), 'utf8')) as Record<
  string,
  string
>;

/** The URL of a GET by trusted-document id of the client's operation `name`, as Apollo Client builds it. */
function trustedGetUrl(url: string, name: string, variables: Record<string, unknown>): string {
  const id = Object.keys(MANIFEST).find((k) => new RegExp(`\\bquery ${name}\\b`).test(MANIFEST[k]));
  if (!id) throw new Error(`the client has no query ${name}`);
  const qs = new URLSearchParams({
    operationName: name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id.slice('sha256:'.length) } }),
  });
  return `${url}/graphql?${qs}`;
}

/** GETs a URL and returns its bytes; a GraphQL error or non-200 answer is an error. */
async function getAnswer(getUrl: string): Promise<Buffer> {
  const r = await fetch(getUrl, { headers: GET_HEADERS });
  const bytes = Buffer.from(await r.arrayBuffer());
  if (!r.ok || bytes.includes('"errors":'))
    throw new Error(`GET ${getUrl.slice(0, 120)} answered ${r.status}: ${bytes.toString().slice(0, 300)}`);
  return bytes;
}
const SANDBOX_HEADERS = { 'content-type': 'application/json', 'x-api-key': 'bench' };

async function gql<T>(url: string, query: string, variables: Record<string, unknown>): Promise<{ data: T; bytes: Buffer }> {
  const r = await fetch(`${url}/graphql`, { method: 'POST', headers: JSON_HEADERS, body: gqlBody(query, variables) });
  const bytes = Buffer.from(await r.arrayBuffer());
  if (!r.ok) throw new Error(`POST /graphql answered ${r.status}: ${bytes.toString().slice(0, 500)}`);
  const json = JSON.parse(bytes.toString()) as { data?: T; errors?: unknown[] };
  if (json.errors?.length || !json.data) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors).slice(0, 500)}`);
  return { data: json.data, bytes };
}

async function control(sandboxUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const r = await fetch(`${sandboxUrl}/sandbox/_control${path}`, {
    method,
    headers: body === undefined ? {} : JSON_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} /sandbox/_control${path} answered ${r.status}: ${await r.text()}`);
  return r.status === 204 ? undefined : r.json();
}

const resetCalls = (url: string) => control(url, 'POST', '/calls/reset');
const calls = async (url: string) => (await control(url, 'GET', '/calls')) as Record<string, number>;
const setLatency = (url: string, ms: number) => control(url, 'POST', '/latency', { ms });

// --------------------------------------------------------------------------------------------- measuring

interface Run {
  name: string;
  /** all answers */
  requests: number;
  /** successful answers (2xx without GraphQL errors) per second */
  reqPerSec: number;
  p50: number;
  p99: number;
  /** socket errors + timeouts */
  errors: number;
  non2xx: number;
  /** 2xx answers whose JSON carries "errors" (GraphQL errors come back as HTTP 200) */
  gqlErrors: number;
  durationS: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

interface LoadSpec {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** POST (default) with `body`, or GET of `url` */
  method?: 'GET' | 'POST';
  /** a fixed body, or a function giving each request's body (POST) */
  body: string | (() => string);
  duration: number;
  connections: number;
  overallRate?: number;
}

/** One autocannon run; latencies are taken from its response events (µs precision, not its 1 ms histogram). */
function load(spec: LoadSpec): Promise<Run> {
  const latencies: number[] = [];
  let gqlErrors = 0;
  const fixed = typeof spec.body === 'string';
  const request: autocannon.Request = {
    method: spec.method ?? 'POST',
    headers: spec.headers,
    ...(spec.method === 'GET' ? {} : fixed ? { body: spec.body as string } : {}),
    ...(fixed ? {} : { setupRequest: (req: autocannon.Request) => ({ ...req, body: (spec.body as () => string)() }) }),
    onResponse: (status: number, body: string) => {
      if (status >= 200 && status < 300 && body.includes('"errors":')) gqlErrors += 1;
    },
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.duration,
        ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
        timeout: 15,
        requests: [request],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          name: spec.name,
          requests: result.requests.total,
          reqPerSec: (latencies.length - gqlErrors) / result.duration,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          gqlErrors,
          durationS: result.duration,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/**
 * A steady, open-loop load: one request every 1000/rate ms whatever the answers do (wrk2-style), each
 * timed from the moment it was due, so a server that falls behind shows it as latency instead of quietly
 * receiving fewer requests. autocannon's overallRate is not steady: each connection sends its share of a
 * second back to back and then waits for the next second, so the server sees a burst of ~rate requests
 * at every second boundary, and the queue that burst builds was measured as "added latency".
 */
function steadyLoad(spec: LoadSpec & { overallRate: number }): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4096 });
  const target = new URL(spec.url);
  const interval = 1000 / spec.overallRate;
  const total = Math.round(spec.duration * spec.overallRate);
  const latencies: number[] = [];
  let gqlErrors = 0;
  let errors = 0;
  let non2xx = 0;
  let answered = 0;
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const durationS = (performance.now() - started) / 1000;
      resolve({
        name: spec.name,
        requests: total,
        reqPerSec: (latencies.length - gqlErrors) / spec.duration,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        errors,
        non2xx,
        gqlErrors,
        durationS,
      });
    };
    const settle = () => {
      answered += 1;
      if (answered === total) finish();
    };
    const fire = (due: number) => {
      const body = typeof spec.body === 'string' ? spec.body : spec.body();
      const req = http.request(
        target,
        { method: 'POST', agent, headers: { ...spec.headers, 'content-length': Buffer.byteLength(body) }, timeout: 15_000 },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              latencies.push(performance.now() - due);
              if (text.includes('"errors":')) gqlErrors += 1;
            } else non2xx += 1;
            settle();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        settle();
      });
      req.end(body);
    };
    let sent = 0;
    const tick = () => {
      // Send everything due by now (a late timer sends the overdue ones at once, still timed from when due).
      const now = performance.now();
      while (sent < total && started + sent * interval <= now) fire(started + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
    };
    tick();
  });
}

async function measure(spec: LoadSpec): Promise<Run> {
  const run1 = (s: LoadSpec) => (s.overallRate ? steadyLoad({ ...s, overallRate: s.overallRate }) : load(s));
  if (WARMUP > 0) await run1({ ...spec, name: `${spec.name} (warm-up)`, duration: WARMUP });
  const run = await run1(spec);
  console.log(
    `  ${run.name}: ${run.reqPerSec.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, ` +
      `errors ${run.errors}, non-2xx ${run.non2xx}, GraphQL errors ${run.gqlErrors} (${run.requests} requests)`,
  );
  return run;
}

// ------------------------------------------------------------------------------------------------- nginx

/**
 * The GET `appGetUrl` through the compose nginx (deploy/nginx.conf, both upstreams this server), warm: its
 * run, and how many of the run's requests reached the server (access-log lines naming an upstream).
 * Undefined when Debian's nginx is not installed.
 */
async function throughNginx(
  appUrl: string,
  appGetUrl: string,
  common: Omit<LoadSpec, 'name' | 'url'>,
): Promise<{ run: Run; reachedApp: number; requests: number } | undefined> {
  const missing = nginxMissingMessage();
  if (missing) {
    console.warn(`  ${missing}`);
    return undefined;
  }
  const port = Number(new URL(appUrl).port);
  const nginx = await startLocalNginx({ upstreams: [port, port] });
  try {
    const url = appGetUrl.replace(appUrl, nginx.url);
    await getAnswer(url); // a miss, then stored
    await getAnswer(url);
    const before = nginx.accessLog().length;
    const run = await measure({ ...common, name: 'searchHotels GET through nginx', url });
    // The last lines of a run reach the log a moment after it ends.
    await new Promise((r) => setTimeout(r, 500));
    const lines = nginx.accessLog().slice(before);
    return { run, reachedApp: lines.filter((l) => l.upstream !== '-').length, requests: lines.length };
  } finally {
    await nginx.stop();
  }
}

// ---------------------------------------------------------------------------------------------- baseline

/** The baseline's route answers `body` to POST and GET /baseline. */
async function startBaseline(body: Buffer): Promise<{ url: string; stop(): Promise<void> }> {
  const worker = new Worker(new URL('./baseline-worker.mjs', import.meta.url), { workerData: { body: new Uint8Array(body) } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the baseline worker exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/baseline`,
    async stop() {
      worker.postMessage('stop');
      await Promise.race([new Promise((r) => worker.once('exit', r)), new Promise((r) => setTimeout(r, 3_000))]);
      await worker.terminate();
    },
  };
}

// ------------------------------------------------------------------------------------------ the bench

interface ScreenCheck {
  screen: string;
  counts: Record<string, number>;
  figure: string;
  budget: string;
  pass: boolean;
}

type SearchData = { searchHotels: { total: number; hotels: Array<{ id: string; priceFrom: unknown }> } };

async function providerCallsPerScreen(t: Target): Promise<ScreenCheck[]> {
  const checks: ScreenCheck[] = [];
  const n = (c: Record<string, number>, k: string) => c[k] ?? 0;
  // A destination nothing has searched yet: the first search must fill the caches.
  const search = { destination: 'Jaipur', page: 1, pageSize: 12, guests: 2, checkin: dayAhead(20), checkout: dayAhead(22) };

  await resetCalls(t.sandbox);
  const first = await gql<SearchData>(t.app, SEARCH_QUERY, { input: search });
  let c = await calls(t.sandbox);
  const provider = (x: Record<string, number>) => Object.values(x).reduce((a, v) => a + v, 0);
  checks.push({
    screen: 'Search page, fresh destination',
    counts: c,
    figure: `${n(c, 'GET /data/hotels')} hotel-list + ${n(c, 'POST /hotels/rates')} rates + ${n(c, 'POST /hotels/min-rates')} min-rates`,
    budget: '≤ 1 hotel-list + 1 rates (one call for the whole destination)',
    pass: n(c, 'GET /data/hotels') <= 1 && n(c, 'POST /hotels/rates') === 1 && n(c, 'POST /hotels/min-rates') === 0,
  });

  await resetCalls(t.sandbox);
  await gql<SearchData>(t.app, SEARCH_QUERY, { input: search });
  c = await calls(t.sandbox);
  checks.push({
    screen: 'Same search page again',
    counts: c,
    figure: `${provider(c)} provider calls`,
    budget: '0',
    pass: provider(c) === 0,
  });

  // Issue 15 §1: within the rates set's 2 minutes, a filter, sort or page change calls nobody.
  const changes: Array<[string, Record<string, unknown>]> = [
    ['Filter change (stars, rating, price, amenity-free)', { filters: { stars: [4, 5], minRating: 4, priceMax: 15000 } }],
    ['Sort change (price, low to high)', { sort: 'PRICE_LOW_TO_HIGH' }],
    ['Page change (page 3 of a filtered, sorted list)', { filters: { stars: [4, 5] }, sort: 'RATING', page: 3 }],
  ];
  for (const [screen, change] of changes) {
    await resetCalls(t.sandbox);
    await gql(t.app, FILTERED_SEARCH_QUERY, { input: { ...search, ...change } });
    c = await calls(t.sandbox);
    checks.push({ screen, counts: c, figure: `${provider(c)} provider calls`, budget: '0', pass: provider(c) === 0 });
  }

  // Meal plan and free cancellation pick which rate is a hotel's cheapest, so the provider applies them: one
  // rates call the first time that choice is made (then cached like the rest).
  await resetCalls(t.sandbox);
  await gql(t.app, FILTERED_SEARCH_QUERY, { input: { ...search, filters: { boards: ['BREAKFAST'], freeCancellation: true } } });
  c = await calls(t.sandbox);
  checks.push({
    screen: 'Meal-plan + free-cancellation filter, first time (provider-side)',
    counts: c,
    figure: `${n(c, 'POST /hotels/rates')} rates, ${provider(c) - n(c, 'POST /hotels/rates')} other`,
    budget: '= 1 rates',
    pass: n(c, 'POST /hotels/rates') === 1 && provider(c) === 1,
  });

  const hotelId = first.data.searchHotels.hotels[0]?.id;
  if (!hotelId) throw new Error('the Jaipur search returned no hotels');
  if (ONLY_SEARCH) return checks;

  await resetCalls(t.sandbox);
  await gql(t.app, HOTEL_QUERY, { id: hotelId });
  c = await calls(t.sandbox);
  checks.push({
    screen: `Hotel page (${hotelId})`,
    counts: c,
    figure: `${n(c, 'GET /data/hotel')} detail`,
    budget: '≤ 1 detail',
    pass: n(c, 'GET /data/hotel') <= 1,
  });

  await resetCalls(t.sandbox);
  await gql(t.app, RATES_QUERY, { input: { hotelId, checkin: dayAhead(30), checkout: dayAhead(32) } });
  c = await calls(t.sandbox);
  checks.push({
    screen: 'Opening rates',
    counts: c,
    figure: `${n(c, 'POST /hotels/rates')} rates`,
    budget: '= 1 rates',
    pass: n(c, 'POST /hotels/rates') === 1,
  });

  // 10 identical requests in flight together, each a cache miss: a slow provider makes sure they overlap.
  await setLatency(t.sandbox, 200);
  try {
    await resetCalls(t.sandbox);
    const input = { hotelId, checkin: dayAhead(44), checkout: dayAhead(47) };
    await Promise.all(Array.from({ length: 10 }, () => gql(t.app, RATES_QUERY, { input })));
    c = await calls(t.sandbox);
    checks.push({
      screen: '10 identical concurrent rates misses',
      counts: c,
      figure: `${n(c, 'POST /hotels/rates')} rates`,
      budget: '= 1 rates',
      pass: n(c, 'POST /hotels/rates') === 1,
    });
  } finally {
    await setLatency(t.sandbox, 0);
  }
  return checks;
}

interface Overhead {
  graphql: Run;
  direct: Run;
  addedP50: number;
  addedP99: number;
}

async function providerOverhead(t: Target, hotelIds: string[]): Promise<Overhead> {
  // Every request a different stay (hotel × check-in day × nights), never repeated across the runs, so every
  // GraphQL request misses the rates cache and calls the provider. Check-ins from 60 days on stay clear of
  // the stays used elsewhere in this bench.
  let seq = 0;
  const nextStay = () => {
    const i = seq++;
    const hotelId = hotelIds[i % hotelIds.length];
    const k = Math.floor(i / hotelIds.length);
    const day = 60 + (k % 300);
    const nights = 1 + (Math.floor(k / 300) % 20);
    return { hotelId, checkin: dayAhead(day), checkout: dayAhead(day + nights) };
  };
  const graphqlBody = () => gqlBody(RATES_QUERY, { input: nextStay() });
  // What the server sends the provider for such a stay (server/hotels/service.ts hotelRates).
  const directBody = () => {
    const s = nextStay();
    return JSON.stringify({
      hotelIds: [s.hotelId],
      checkin: s.checkin,
      checkout: s.checkout,
      currency: 'INR',
      guestNationality: 'IN',
      occupancies: [{ adults: 2 }],
      timeout: 12,
    });
  };
  // Enough connections that the rate, not the connections, limits the load (rate × latency in flight).
  const connections = Math.max(16, Math.ceil((RATE * Math.max(PROVIDER_LATENCY_MS, 50)) / 1000) * 2);

  await setLatency(t.sandbox, PROVIDER_LATENCY_MS);
  try {
    const direct = await measure({
      name: `sandbox POST /hotels/rates direct @ ${RATE} req/s`,
      url: `${t.sandbox}/sandbox/liteapi/v3.0/hotels/rates`,
      headers: SANDBOX_HEADERS,
      body: directBody,
      duration: DURATION,
      connections,
      overallRate: RATE,
    });
    const graphql = await measure({
      name: `GraphQL hotelRates, cache miss @ ${RATE} req/s`,
      url: `${t.app}/graphql`,
      headers: JSON_HEADERS,
      body: graphqlBody,
      duration: DURATION,
      connections,
      overallRate: RATE,
    });
    return { graphql, direct, addedP50: graphql.p50 - direct.p50, addedP99: graphql.p99 - direct.p99 };
  } finally {
    await setLatency(t.sandbox, 0);
  }
}

// ---------------------------------------------------------------------------------------------- report

// ------------------------------------------------------------------- 4. another request during a cold search

const PRICED_QUERY = `query BenchPriced($input: HotelSearchInput!) { searchHotels(input: $input) { total pricesPending } }`;

interface Stall {
  /** per round: the slowest GET /health/live while the cold search was answered, ms */
  during: number[];
  /** per round: the slowest GET /health/live over as long with nothing else asked, ms */
  idle: number[];
  /** per round: from the first search request until its prices were in, ms */
  priced: number[];
  hotels: number;
}

/** Asks GET /health/live every 2 ms until `busy` settles; resolves with the slowest answer's time. */
async function slowestLive(url: string, busy: Promise<unknown>): Promise<number> {
  let settled = false;
  void busy.finally(() => (settled = true)).catch(() => {});
  let slowest = 0;
  while (!settled) {
    const t = performance.now();
    const r = await fetch(`${url}/health/live`);
    await r.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return slowest;
}

async function coldSearchStall(url: string): Promise<Stall> {
  const out: Stall = { during: [], idle: [], priced: [], hotels: 0 };
  const search = async (checkin: string, checkout: string): Promise<number> => {
    const input = { destination: 'Mumbai', checkin, checkout, guests: 2, sort: 'PRICE_LOW_TO_HIGH' };
    for (;;) {
      const { data } = await gql<{ searchHotels: { total: number; pricesPending: boolean } }>(url, PRICED_QUERY, { input });
      if (!data.searchHotels.pricesPending) return data.searchHotels.total;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // One cold search first, so the code on the path is compiled before the measured ones.
  await search(dayAhead(100), dayAhead(101));
  for (let round = 0; round < STALL_ROUNDS; round++) {
    // A stay nobody asked for yet: a new rates set, so the whole city comes from the provider.
    const started = performance.now();
    const answer = search(dayAhead(102 + 2 * round), dayAhead(103 + 2 * round));
    out.during.push(await slowestLive(url, answer));
    out.hotels = await answer;
    const took = performance.now() - started;
    out.priced.push(took);
    out.idle.push(await slowestLive(url, new Promise((resolve) => setTimeout(resolve, took))));
  }
  return out;
}

/** A section-4 figure: its median (percentile, above) and every round, in ms. */
const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const rounds = (values: number[]): string => values.map((v) => v.toFixed(0)).join(', ');

const fmt = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

interface Report {
  /** 1-minute load average at the start and at the end: other work on the machine skews every figure */
  load: { start: number; end: number };
  throughput: Array<{ run: Run; op: string }>;
  baseline: Run;
  /** the baseline's GET route, answering the bytes of the GET searchHotels */
  baselineGet: Run;
  /** the baseline's GET route, answering the brotli bytes of the build's median chunk */
  baselineAsset: Run;
  assetBytes: number;
  /** the nginx run's requests and how many reached the app; or why there was none */
  nginx: { reachedApp: number; requests: number } | string | undefined;
  getBytes: number;
  overhead: Overhead;
  screens: ScreenCheck[];
  responseBytes: number;
  hotelId: string;
  zipf: ZipfResult;
  stall: Stall;
}

function renderMarkdown(r: Report): { md: string; budgets: Array<{ name: string; figure: string; budget: string; pass: boolean }> } {
  const search = r.throughput.find((t) => t.op === 'searchHotels')!.run;
  const searchRatio = search.reqPerSec / r.baseline.reqPerSec;
  const searchGet = r.throughput.find((t) => t.op === SEARCH_GET_OP)!.run;
  const searchGetRatio = searchGet.reqPerSec / r.baselineGet.reqPerSec;
  const filtered = r.throughput.find((t) => t.op === FILTERED_OP)!.run;
  const filteredRatio = filtered.reqPerSec / r.baseline.reqPerSec;
  const asset = r.throughput.find((t) => t.op === ASSET_OP)!.run;
  const assetRatio = asset.reqPerSec / r.baselineAsset.reqPerSec;
  const budgets = [
    {
      name: 'searchHotels throughput vs baseline',
      figure: `${fmt(searchRatio, 3)}×`,
      budget: `≥ ${BUDGET.searchVsBaseline}×`,
      pass: searchRatio >= BUDGET.searchVsBaseline,
    },
    {
      name: 'searchHotels filtered + sorted (warm) vs baseline',
      figure: `${fmt(filteredRatio, 3)}×`,
      budget: `≥ ${BUDGET.filteredSearchVsBaseline}×`,
      pass: filteredRatio >= BUDGET.filteredSearchVsBaseline,
    },
    {
      name: 'searchHotels GET by id (app cache) vs GET baseline',
      figure: `${fmt(searchGetRatio, 3)}×`,
      budget: `≥ ${BUDGET.searchGetVsBaseline}×`,
      pass: searchGetRatio >= BUDGET.searchGetVsBaseline,
    },
    {
      name: 'A hashed chunk of the build vs GET baseline of its bytes',
      figure: `${fmt(assetRatio, 3)}×`,
      budget: `≥ ${BUDGET.assetVsBaseline}×`,
      pass: assetRatio >= BUDGET.assetVsBaseline,
    },
    {
      name: `Added latency p50 (${PROVIDER_LATENCY_MS} ms provider, ${RATE} req/s)`,
      figure: `${fmt(r.overhead.addedP50)} ms`,
      budget: `≤ ${BUDGET.addedP50Ms} ms`,
      pass: r.overhead.addedP50 <= BUDGET.addedP50Ms,
    },
    {
      name: `Added latency p99 (${PROVIDER_LATENCY_MS} ms provider, ${RATE} req/s)`,
      figure: `${fmt(r.overhead.addedP99)} ms`,
      budget: `≤ ${BUDGET.addedP99Ms} ms`,
      pass: r.overhead.addedP99 <= BUDGET.addedP99Ms,
    },
    ...r.screens.map((s) => ({ name: `Provider calls: ${s.screen}`, figure: s.figure, budget: s.budget, pass: s.pass })),
    {
      name: `Static content hit ratio, Zipf replay of ${r.zipf.requests} views`,
      figure: `${fmt(r.zipf.hitRatio * 100, 1)} %`,
      budget: `≥ ${BUDGET.staticHitRatio * 100} %`,
      pass: r.zipf.hitRatio >= BUDGET.staticHitRatio,
    },
  ];
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const lines: string[] = [];
  lines.push(START_MARK);
  lines.push(PROVIDER_MODE === 'process' ? '## Server benchmark (provider in a separate process)' : '## Server benchmark');
  lines.push('');
  lines.push(`Generated by \`npm run bench\` (bench/server.ts) on ${new Date().toISOString()}.`);
  lines.push('');
  lines.push(
    `- Machine: ${availableParallelism()} CPUs (nproc), ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, ${platform()} ${release()}`,
  );
  lines.push(`- Node ${process.version}; revision ${gitRevision(ROOT)}`);
  const busy = Math.max(r.load.start, r.load.end) > availableParallelism();
  lines.push(
    `- 1-minute load average: ${fmt(r.load.start)} at the start, ${fmt(r.load.end)} at the end` +
      (busy ? ' — **the machine was busy with other work (load above the CPU count): treat the figures as pessimistic**' : ''),
  );
  lines.push(
    `- Server: \`node --import tsx server/main.ts\`, NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}, SANDBOX_LATENCY_MS=0; provider: ` +
      (PROVIDER_MODE === 'process'
        ? 'the sandbox of a second server process, called as a real provider (BENCH_PROVIDER=process); '
        : "the server's embedded sandbox on its own worker thread (as `npm start` runs without LITEAPI_KEY), called directly on its port for the direct runs; ") +
      `load generator (autocannon) and baseline run on the same machine.`,
  );
  lines.push(
    `- Runs: ${DURATION} s each after ${WARMUP} s of warm-up; throughput with ${CONNECTIONS} connections; ` +
      `req/s counts successful answers only (2xx without GraphQL errors); latencies are taken per response (sub-millisecond), p50/p99 over 2xx answers.`,
  );
  lines.push(
    KEEP_RATE_LIMITS
      ? "- Rate limits: the server's defaults (BENCH_KEEP_RATE_LIMITS=1)."
      : '- Rate limits: RATE_LIMIT_GRAPHQL_MAX=1000000000 per window, so the per-IP limiter runs but does not refuse the single-IP load.',
  );
  lines.push('');
  lines.push('### Budgets');
  lines.push('');
  lines.push('| Budget | Measured | Limit | Result |');
  lines.push('|---|---|---|---|');
  for (const b of budgets) lines.push(`| ${b.name} | ${b.figure} | ${b.budget} | **${mark(b.pass)}** |`);
  lines.push('');
  lines.push('### Throughput (warm caches)');
  lines.push('');
  lines.push(
    `Baseline: a plain Fastify POST route (worker thread of the bench process) answering the same ${r.responseBytes} bytes as the warm ` +
      `searchHotels response (Mumbai, page 1, 12 hotels). hotel and hotelRates use ${r.hotelId} (rates for check-in in 30 days, 2 nights).`,
  );
  lines.push('');
  lines.push(
    `The GET row is the list page's own query as the browser sends it (GET /graphql by trusted-document id, ${r.getBytes} bytes), ` +
      'compared with the same baseline route answering those bytes to a GET.',
  );
  lines.push('');
  if (typeof r.nginx === 'object') {
    lines.push(
      `The nginx row sends the same GET through \`deploy/nginx.conf\` (run by scripts/nginx-local.ts in front of this server, cache warm): ` +
        `${r.nginx.reachedApp} of the ${r.nginx.requests} requests of its warm-up and run reached the server.`,
    );
  } else {
    lines.push(`No nginx row: ${r.nginx ?? 'nginx was not run'}.`);
  }
  lines.push('');
  lines.push(
    `The chunk row is the build's median-sized JavaScript chunk by its brotli copy (${r.assetBytes} bytes), asked for as a browser ` +
      'does (Accept-Encoding: gzip, deflate, br), as most of the ~180 requests of a first visit are (the page’s chunks, then the ' +
      'service worker’s precache); its baseline is the same route answering those bytes to a GET.',
  );
  lines.push('');
  lines.push('| Operation | req/s | p50 ms | p99 ms | errors | non-2xx | GraphQL errors | × baseline |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  const rows = [
    ...r.throughput,
    { op: 'baseline (plain Fastify, same bytes)', run: r.baseline },
    { op: 'baseline GET (plain Fastify, the GET answer’s bytes)', run: r.baselineGet },
    { op: ASSET_BASELINE_OP, run: r.baselineAsset },
  ];
  for (const { op, run } of rows) {
    const base =
      op === ASSET_OP || op === ASSET_BASELINE_OP
        ? r.baselineAsset
        : op === SEARCH_GET_OP || op === NGINX_OP || op.startsWith('baseline GET')
          ? r.baselineGet
          : r.baseline;
    lines.push(
      `| ${op} | ${fmt(run.reqPerSec, 0)} | ${fmt(run.p50)} | ${fmt(run.p99)} | ${run.errors} | ${run.non2xx} | ${run.gqlErrors} | ${fmt(run.reqPerSec / base.reqPerSec, 3)} |`,
    );
  }
  lines.push('');
  lines.push(`### Latency added to a ${PROVIDER_LATENCY_MS} ms provider (steady ${RATE} req/s)`);
  lines.push('');
  lines.push(
    'GraphQL hotelRates with a different stay on every request (every one a cache miss, so one provider call each) against ' +
      "the sandbox's POST /sandbox/liteapi/v3.0/hotels/rates called directly with the body the server sends for such a stay. " +
      'Both are sent open-loop, one request every 1000/rate ms on keep-alive connections, each timed from the moment it was due ' +
      "(autocannon's overallRate sends each second's requests in a burst, which measures the burst's queue, not the server).",
  );
  lines.push('');
  lines.push('| Path | requests | achieved req/s | p50 ms | p99 ms | errors | non-2xx | GraphQL errors |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, run] of [
    ['Provider route direct', r.overhead.direct],
    ['GraphQL hotelRates', r.overhead.graphql],
  ] as const) {
    lines.push(
      `| ${name} | ${run.requests} | ${fmt(run.reqPerSec, 0)} | ${fmt(run.p50)} | ${fmt(run.p99)} | ${run.errors} | ${run.non2xx} | ${run.gqlErrors} |`,
    );
  }
  lines.push(`| **Added by the server** | | | **${fmt(r.overhead.addedP50)}** | **${fmt(r.overhead.addedP99)}** | | | |`);
  for (const [name, run] of [
    ['the provider route', r.overhead.direct],
    ['GraphQL hotelRates', r.overhead.graphql],
  ] as const) {
    if (run.reqPerSec < RATE * 0.9) {
      lines.push('');
      lines.push(
        `Note: ${name} reached only ${fmt(run.reqPerSec, 0)} of the ${RATE} req/s asked for: the server could not keep up, so its latency ` +
          'above is mostly queueing (requests waiting for a busy event loop), not per-request work.',
      );
    }
  }
  lines.push('');
  lines.push('### Provider calls per screen (counted by the sandbox)');
  lines.push('');
  lines.push('| Screen | Calls | Budget | Result | All sandbox calls |');
  lines.push('|---|---|---|---|---|');
  for (const s of r.screens) {
    const all = Object.entries(s.counts)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    lines.push(`| ${s.screen} | ${s.figure} | ${s.budget} | **${mark(s.pass)}** | ${all || 'none'} |`);
  }
  const z = r.zipf;
  lines.push('');
  lines.push('### Static content cache hit ratio (replayed Zipf workload)');
  lines.push('');
  lines.push(
    `${z.requests} views measured (${z.searches} city searches, ${z.hotelPages} hotel pages) after ${z.warmup} views of the same workload that warm the caches ` +
      '(as the traffic before any moment does; a cold start is a different figure, below), by 8 travellers at a time, on a fresh server with ' +
      `the embedded sandbox: the city follows Zipf (s = 1.0) over all ${hotelCities().length} sandbox cities by population (${z.distinctCities} drawn), ` +
      'the result page Zipf (s = 1.2) over pages 1-10, the hotel Zipf (s = 1.1) over the first 60 of its city; check-in 1-90 days ahead, ' +
      `1-4 nights, 1-4 guests, so prices vary while lists and pages repeat. Seed ${ZIPF_SEED} (bench/zipf.ts): every run replays the same views. ` +
      "The ratio is the server's own counters over the replay (`static_content_cache_hits` / `static_content_cache_lookups` in /metrics, " +
      'whose running ratio is `static_content_cache_hit_ratio`): a hotel list or page answered from the GraphQL response cache or the hotels ' +
      'service cache counts as a hit, one loaded from the provider as a miss.',
  );
  lines.push('');
  lines.push('| Views | Errors | Took | Static content hit ratio | Budget | Result |');
  lines.push('|---|---:|---:|---:|---:|---|');
  lines.push(
    `| ${z.requests} measured, warm caches | ${z.errors} | ${fmt(z.seconds, 1)} s | ${fmt(z.hitRatio * 100, 1)} % | ≥ ${BUDGET.staticHitRatio * 100} % | **${mark(z.hitRatio >= BUDGET.staticHitRatio)}** |`,
  );
  lines.push(`| ${z.warmup} warm-up, from empty caches | | | ${fmt(z.coldHitRatio * 100, 1)} % | (not a budget) | |`);
  const st = r.stall;
  lines.push('');
  lines.push('### Another request during a cold city search');
  lines.push('');
  lines.push(
    `${st.during.length} rounds, each a price-sorted Mumbai search for a stay nobody asked for yet (a new rates set: the provider's ` +
      `rates for the whole city (${st.hotels} hotels listed), about 10 MB of JSON read by the app), while GET /health/live is asked every 2 ms; then the same ` +
      "poll for as long with nothing else asked. The slowest /health/live answer is how long another traveller's page, photo or " +
      'query waited behind the search on the same process. Not a budget: a figure to compare between revisions.',
  );
  lines.push('');
  lines.push('| | Median | Every round |');
  lines.push('|---|---:|---|');
  lines.push(`| Slowest /health/live during the search | ${fmt(median(st.during), 0)} ms | ${rounds(st.during)} |`);
  lines.push(`| Slowest /health/live, nothing else asked | ${fmt(median(st.idle), 0)} ms | ${rounds(st.idle)} |`);
  lines.push(`| Search until its prices were in | ${fmt(median(st.priced), 0)} ms | ${rounds(st.priced)} |`);
  lines.push(END_MARK);
  return { md: lines.join('\n'), budgets };
}

function writeResults(section: string): void {
  let text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n\n';
  const start = text.indexOf(START_MARK);
  const end = text.indexOf(END_MARK);
  if (start >= 0 && end > start) text = text.slice(0, start) + section + text.slice(end + END_MARK.length);
  else text = `${text.replace(/\s*$/, '')}\n\n${section}\n`;
  writeFileSync(RESULTS, text.endsWith('\n') ? text : `${text}\n`);
}

// ------------------------------------------------------------------------------------------------ main

async function main(): Promise<void> {
  const t0 = Date.now();
  const loadStart = loadavg()[0];
  if (loadStart > availableParallelism()) {
    console.warn(
      `warning: 1-minute load average ${fmt(loadStart)} is above the CPU count (${availableParallelism()}); figures will be skewed`,
    );
  }
  const servers: ChildServer[] = [];
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  const stopAll = () => Promise.allSettled([baseline?.stop(), ...servers.map((s) => s.stop())]);
  const onSignal = (sig: NodeJS.Signals) => {
    void stopAll().then(() => process.exit(sig === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let target: Target;
    if (PROVIDER_MODE === 'process') {
      console.log('Starting the provider (a second server, used for its sandbox only)…');
      // In production the sandbox's provider routes listen only on its private port (127.0.0.1): pin it.
      const providerPort = await freePort();
      const provider = await startServer({ SANDBOX_THREAD_PORT: String(providerPort) });
      servers.push(provider);
      console.log('Starting the server…');
      const providerUrl = `http://127.0.0.1:${providerPort}`;
      const base = `${providerUrl}/sandbox/liteapi/v3.0`;
      const app = await startServer({
        LITEAPI_KEY: 'bench',
        LITEAPI_BASE_URL: base,
        LITEAPI_BOOK_BASE_URL: base,
        LITEAPI_PAYMENT_ENV: 'sandbox',
      });
      servers.push(app);
      target = { app: app.url, sandbox: providerUrl };
    } else {
      console.log('Starting the server…');
      // Its sandbox runs on a thread of its own (SANDBOX_THREAD, the default): pin its port so the
      // direct runs call the sandbox itself, not through the app's /sandbox forwarding.
      const sandboxPort = await freePort();
      const app = await startServer({ SANDBOX_THREAD_PORT: String(sandboxPort) });
      servers.push(app);
      target = { app: app.url, sandbox: `http://127.0.0.1:${sandboxPort}` };
    }
    const url = target.app;
    console.log(
      `Server ready at ${url} (provider: ${PROVIDER_MODE === 'process' ? `sandbox of a second server at ${target.sandbox}` : 'its embedded sandbox'})`,
    );

    if (ONLY_OVERHEAD) {
      console.log(`Latency added to a ${PROVIDER_LATENCY_MS} ms provider at ${RATE} req/s (${DURATION} s each)…`);
      const page = await gql<SearchData>(url, SEARCH_QUERY, { input: { destination: 'Mumbai', page: 1, pageSize: 50, guests: 2 } });
      const overhead = await providerOverhead(
        target,
        page.data.searchHotels.hotels.map((h) => h.id),
      );
      console.log(
        `  added latency: p50 ${fmt(overhead.addedP50)} ms, p99 ${fmt(overhead.addedP99)} ms (load average ${fmt(loadStart)} -> ${fmt(loadavg()[0])}; no results written)`,
      );
      return;
    }

    if (ONLY_ASSETS) {
      console.log(`A hashed chunk of the build against its baseline (${DURATION} s each, ${CONNECTIONS} connections)…`);
      const assets = await assetRuns(url);
      const ratio = assets.run.reqPerSec / assets.baseline.reqPerSec;
      console.log(
        `  ${mark(ratio >= BUDGET.assetVsBaseline)} ${fmt(ratio, 3)}× baseline (budget ≥ ${BUDGET.assetVsBaseline}×, ${assets.bytes} bytes); no results written`,
      );
      return;
    }

    if (ONLY_STALL) {
      console.log(`Another request during a cold city search (${STALL_ROUNDS} rounds)…`);
      const stall = await coldSearchStall(url);
      console.log(
        `  slowest /health/live: ${fmt(median(stall.during), 0)} ms during the search (${rounds(stall.during)}), ` +
          `${fmt(median(stall.idle), 0)} ms with nothing else (${rounds(stall.idle)}); ` +
          `priced in ${fmt(median(stall.priced), 0)} ms (no results written)`,
      );
      return;
    }

    console.log('Provider calls per screen…');
    const screens = await providerCallsPerScreen(target);
    for (const s of screens) console.log(`  ${s.screen}: ${s.figure} (budget ${s.budget}) ${mark(s.pass)}`);

    if (ONLY_SEARCH) {
      const input = { destination: 'Mumbai', page: 1, pageSize: 12, guests: 2 };
      await gql(url, SEARCH_QUERY, { input });
      const warmPlain = await gql(url, SEARCH_QUERY, { input });
      await gql(url, FILTERED_SEARCH_QUERY, { input: FILTERED_INPUT });
      const common = { headers: JSON_HEADERS, duration: DURATION, connections: CONNECTIONS };
      console.log(`Warm filtered + sorted search vs baseline (${DURATION} s each, ${CONNECTIONS} connections)…`);
      const filteredRun = await measure({
        name: 'filtered',
        url: `${url}/graphql`,
        body: gqlBody(FILTERED_SEARCH_QUERY, { input: FILTERED_INPUT }),
        ...common,
      });
      const plainRun = await measure({ name: 'searchHotels', url: `${url}/graphql`, body: gqlBody(SEARCH_QUERY, { input }), ...common });
      baseline = await startBaseline(warmPlain.bytes);
      const baselineRun = await measure({ name: 'baseline', url: baseline.url, body: gqlBody(SEARCH_QUERY, { input }), ...common });
      const ratio = filteredRun.reqPerSec / baselineRun.reqPerSec;
      console.log(
        `  ${FILTERED_OP}: ${fmt(filteredRun.reqPerSec, 0)} req/s, p50 ${fmt(filteredRun.p50)} ms, p99 ${fmt(filteredRun.p99)} ms, ${filteredRun.errors + filteredRun.non2xx + filteredRun.gqlErrors} failed`,
      );
      console.log(
        `  searchHotels (plain, page 1): ${fmt(plainRun.reqPerSec, 0)} req/s, ${fmt(plainRun.reqPerSec / baselineRun.reqPerSec, 3)}× baseline`,
      );
      console.log(`  baseline: ${fmt(baselineRun.reqPerSec, 0)} req/s`);
      console.log(
        `  ${mark(ratio >= BUDGET.filteredSearchVsBaseline)} ${fmt(ratio, 3)}× baseline (budget ≥ ${BUDGET.filteredSearchVsBaseline}×); no results written`,
      );
      return;
    }

    // Warm Mumbai: the first search fills the caches; the second answer is the warm one, byte for byte.
    const searchInput = { destination: 'Mumbai', page: 1, pageSize: 12, guests: 2 };
    const searchBody = gqlBody(SEARCH_QUERY, { input: searchInput });
    const cold = await gql<SearchData>(url, SEARCH_QUERY, { input: searchInput });
    const warm = await gql<SearchData>(url, SEARCH_QUERY, { input: searchInput });
    if (!warm.bytes.equals(cold.bytes)) console.warn('  note: the warm searchHotels answer differs from the first one');
    const hotelIds = warm.data.searchHotels.hotels.map((h) => h.id);
    const hotelId = hotelIds[0];
    if (!hotelId) throw new Error('the Mumbai search returned no hotels');
    const hotelBody = gqlBody(HOTEL_QUERY, { id: hotelId });
    const ratesBody = gqlBody(RATES_QUERY, { input: { hotelId, checkin: dayAhead(30), checkout: dayAhead(32) } });
    await gql(url, HOTEL_QUERY, { id: hotelId });
    await gql(url, RATES_QUERY, { input: { hotelId, checkin: dayAhead(30), checkout: dayAhead(32) } });
    // the filtered search shares the warm search's rates set: its first answer already calls nobody
    await gql(url, FILTERED_SEARCH_QUERY, { input: FILTERED_INPUT });
    const filteredBody = gqlBody(FILTERED_SEARCH_QUERY, { input: FILTERED_INPUT });

    // The same search as the app's client sends it: GET by trusted-document id (the list page's own query).
    const searchGet = trustedGetUrl(url, 'SearchHotels', { input: searchInput });
    await getAnswer(searchGet);
    const warmGet = await getAnswer(searchGet);

    baseline = await startBaseline(warm.bytes);

    console.log(`Throughput, warm caches (${DURATION} s each, ${CONNECTIONS} connections)…`);
    const gqlUrl = `${url}/graphql`;
    const common = { headers: JSON_HEADERS, duration: DURATION, connections: CONNECTIONS };
    const getCommon = { headers: GET_HEADERS, method: 'GET' as const, body: '', duration: DURATION, connections: CONNECTIONS };
    const throughput = [
      { op: 'searchHotels', run: await measure({ name: 'searchHotels', url: gqlUrl, body: searchBody, ...common }) },
      { op: FILTERED_OP, run: await measure({ name: 'searchHotels filtered + sorted', url: gqlUrl, body: filteredBody, ...common }) },
      { op: SEARCH_GET_OP, run: await measure({ name: 'searchHotels GET by id', url: searchGet, ...getCommon }) },
      { op: `hotel(id: ${hotelId})`, run: await measure({ name: 'hotel', url: gqlUrl, body: hotelBody, ...common }) },
      { op: 'hotelRates (+30 d, 2 nights)', run: await measure({ name: 'hotelRates', url: gqlUrl, body: ratesBody, ...common }) },
    ];
    const baselineRun = await measure({ name: 'baseline', url: baseline.url, body: searchBody, ...common });
    await baseline.stop();
    baseline = await startBaseline(warmGet);
    const baselineGetRun = await measure({ name: 'baseline GET', url: baseline.url, ...getCommon });
    await baseline.stop();
    baseline = undefined;
    const viaNginx = await throughNginx(url, searchGet, getCommon);
    if (viaNginx) throughput.push({ op: NGINX_OP, run: viaNginx.run });
    const assets = await assetRuns(url);
    throughput.push({ op: ASSET_OP, run: assets.run });

    console.log(`Latency added to a ${PROVIDER_LATENCY_MS} ms provider at ${RATE} req/s (${DURATION} s each)…`);
    // More hotels than one page, so the varying stays spread over many hotels.
    const many = await gql<SearchData>(url, SEARCH_QUERY, { input: { ...searchInput, pageSize: 50 } });
    const overhead = await providerOverhead(
      target,
      many.data.searchHotels.hotels.map((h) => h.id),
    );

    console.log(`Another request during a cold city search (${STALL_ROUNDS} rounds)…`);
    const stall = await coldSearchStall(url);
    console.log(
      `  slowest /health/live: ${fmt(median(stall.during), 0)} ms during the search, ${fmt(median(stall.idle), 0)} ms with nothing else`,
    );

    console.log(`Zipf replay of ${ZIPF_REQUESTS} city searches and hotel pages on a fresh server…`);
    const zipfServer = await startServer({ METRICS_TOKEN });
    servers.push(zipfServer);
    const workload = zipfWorkload({ cities: hotelCities().map((c) => c.name), requests: 2 * ZIPF_REQUESTS, seed: ZIPF_SEED, dayAhead });
    const zipf = await replayZipf(zipfServer.url, METRICS_TOKEN, workload, { warmup: ZIPF_REQUESTS });
    await zipfServer.stop();
    console.log(
      `  static content hit ratio ${fmt(zipf.hitRatio * 100, 1)} % over ${zipf.requests} views of ${zipf.distinctCities} cities after ${zipf.warmup} warm-up views (${fmt(zipf.coldHitRatio * 100, 1)} % during those; ${zipf.errors} errors, ${fmt(zipf.seconds, 1)} s)`,
    );

    const load = { start: loadStart, end: loadavg()[0] };
    const { md, budgets } = renderMarkdown({
      load,
      throughput,
      baseline: baselineRun,
      baselineGet: baselineGetRun,
      baselineAsset: assets.baseline,
      assetBytes: assets.bytes,
      nginx: viaNginx ? { reachedApp: viaNginx.reachedApp, requests: viaNginx.requests } : nginxMissingMessage(),
      getBytes: warmGet.length,
      overhead,
      screens,
      responseBytes: warm.bytes.length,
      hotelId,
      zipf,
      stall,
    });
    writeResults(md);

    console.log('');
    console.log('Summary');
    console.log('-------');
    for (const t of throughput) {
      console.log(
        `  ${t.op.padEnd(34)} ${fmt(t.run.reqPerSec, 0).padStart(7)} req/s  ${fmt(t.run.reqPerSec / baselineRun.reqPerSec, 3)}× baseline`,
      );
    }
    console.log(`  ${'baseline'.padEnd(34)} ${fmt(baselineRun.reqPerSec, 0).padStart(7)} req/s`);
    console.log(`  added latency: p50 ${fmt(overhead.addedP50)} ms, p99 ${fmt(overhead.addedP99)} ms`);
    console.log('');
    for (const b of budgets) console.log(`  ${mark(b.pass)}  ${b.name}: ${b.figure} (budget ${b.budget})`);
    const failed = budgets.filter((b) => !b.pass).length;
    console.log('');
    console.log(
      `${failed ? `${failed} of ${budgets.length} budgets FAILED` : `All ${budgets.length} budgets passed`}. ` +
        `Results written to ${RESULTS} (${((Date.now() - t0) / 1000).toFixed(0)} s).`,
    );
  } finally {
    await stopAll();
    baseline = undefined;
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
