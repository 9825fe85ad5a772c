// Scale-out benchmark ("Scale out" §4): `npm run bench:scale`.
//
// Starts a sandbox host and two app instances as child processes (node --import tsx server/main.ts), the two
// sharing a fresh PostgreSQL database and Redis (a key prefix of their own) and the host's sandbox through
// SANDBOX_URL, as docker-compose runs them. Measures the warm throughput of one GraphQL operation (the
// hotel page's `hotel(id)`) against one instance, then against both at once (one autocannon per instance,
// running together, figures summed). Writes the result to bench/results.md between <!-- scale:start -->
// and <!-- scale:end --> (the rest of the file is kept). Rate limits are off: the load generator is one IP.
//
// Then it puts nginx in front of the two instances as docker-compose does: deploy/nginx.conf itself, run
// with Debian's nginx by scripts/nginx-local.ts (only hosts, port and paths rewritten), and reads the hotel
// page over GET with its persisted-query hash (client/src/__generated__/persisted-documents.json), as the
// browser does. It reports throughput and p99 for cache hits (one URL, warm) and for misses (a distinct URL
// per request), the share of requests that reached an instance (from nginx's access log: $upstream_addr),
// and what happens when one instance is SIGKILLed in the middle of a run of hits and misses.
//
// Environment (optional): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS per instance
// (default 50), TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test), TEST_REDIS_URL
// (default redis://127.0.0.1:6379), BENCH_RESULTS (default bench/results.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort } from '../scripts/free-port.ts';
import { NGINX_BIN, startLocalNginx, type AccessLogLine, type LocalNginx } from '../scripts/nginx-local.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** One APP_SECRET for every instance of a run (production requires it; links signed by one verify on the other). */
const APP_SECRET = randomBytes(32).toString('base64url');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PG_URL = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const RESULTS = process.env.BENCH_RESULTS || join(ROOT, 'bench', 'results.md');
const START = '<!-- scale:start -->';
const END = '<!-- scale:end -->';

const HOTEL = `query ScaleHotel($id: ID!) { hotel(id: $id) { id name stars rating address city images { url } facilities rooms { name } } }`;

const children: ChildProcess[] = [];
const dirs: string[] = [];

interface Instance {
  url: string;
  port: number;
  child: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // Only what the server needs: a developer's real keys must not reach a benchmark.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      APP_SECRET,
      // No grace period on SIGTERM (server/plugins/app/lifecycle.ts): a bench stops its servers at once.
      SHUTDOWN_GRACE_MS: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return { url, port, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready in 30 s');
}

async function gql(url: string, query: string, variables: object) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function nginxVersion(): string {
  const r = spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' });
  return (r.stderr || r.stdout || '').trim().replace(/^nginx version: /, '') || NGINX_BIN;
}

function nginxRow(name: string, w: Window, reach: Reach): string {
  const statuses = Object.entries(reach.statuses)
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return `| ${name} | ${Math.round(w.rps)} | ${fmtMs(w.p50)} | ${fmtMs(w.p99)} | ${w.non2xx} | ${w.errors} | ${pctOf(reach.reached, reach.lines)} (${reach.reached} of ${reach.lines}) | ${statuses} |`;
}

function killRow(name: string, w: Window): string {
  return `| ${name} | ${Math.round(w.rps)} | ${fmtMs(w.p50)} | ${fmtMs(w.p99)} | ${w.non2xx} | ${w.errors} |`;
}

/** How many lines of each kind nginx's error log has (e.g. "connect() failed ... 12"). */
function nginxErrorSummary(log: string): string {
  const kinds = new Map<string, number>();
  for (const line of log.split('\n').filter(Boolean)) {
    const m = /\[(\w+)\] \d+#\d+: \*?\d* ?(.*?)(?: while |, client:|$)/.exec(line);
    // paths and addresses vary from line to line: one kind per message
    const kind = m
      ? `${m[1]}: ${m[2]!
          .replace(/"[^"]*"/g, '"…"')
          .replace(/\(\d+: /, '(')
          .slice(0, 100)}`
      : line.slice(0, 100);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return kinds.size ? [...kinds].map(([k, v]) => `${v}× "${k}"`).join('; ') : 'empty';
}

function load(url: string, body: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/graphql`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'content-type': 'application/json' },
        body,
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }),
    );
  });
}

// --- Through nginx: GET with a persisted-query hash, as the browser reads the hotel page ---

const MANIFEST = join(ROOT, 'client', 'src', '__generated__', 'persisted-documents.json');
const OPERATION = 'HotelPage';
/** What Apollo Client sends on a GET (CSRF prevention needs the preflight header). */
const GET_HEADERS = { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json,application/json;q=0.9' };

/** The persisted-query hash of an operation of the client, from the manifest graphql-codegen writes. */
function persistedHash(operation: string): string {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} not found: run \`npm run codegen\``);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  const found = Object.keys(manifest).filter((hash) => new RegExp(`\\bquery\\s+${operation}\\b`).test(manifest[hash]!));
  if (found.length !== 1) throw new Error(`expected one document with query ${operation} in ${MANIFEST}, found ${found.length}`);
  // Ids are "sha256:<hex>"; the client sends the hex (client/src/app/public-reads.ts).
  return found[0]!.replace(/^sha256:/, '');
}

function persistedPath(hash: string, variables: object): string {
  const params = new URLSearchParams({
    operationName: OPERATION,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  return `/graphql?${params}`;
}

interface Sample {
  /** Date.now() when the answer arrived */
  at: number;
  ms: number;
  status: number;
}

interface GetLoad {
  samples: Sample[];
  /** Date.now() of each connection error or timeout */
  errors: number[];
  started: number;
  finished: Promise<number>;
}

/** GETs from `connections` connections for DURATION s; `path(n)` gives the n-th request's path. */
function getLoad(base: string, connections: number, path: (n: number) => string): GetLoad {
  const samples: Sample[] = [];
  const errors: number[] = [];
  let n = 0;
  const started = Date.now();
  const finished = new Promise<number>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: DURATION,
        headers: GET_HEADERS,
        requests: [{ method: 'GET', path: path(0), setupRequest: (req) => ({ ...req, path: path(n++) }) }],
      },
      (err) => (err ? reject(err) : resolve(Date.now())),
    );
    instance.on('response', (_client, status, _bytes, ms) => samples.push({ at: Date.now(), ms, status }));
    instance.on('reqError', () => errors.push(Date.now()));
  });
  return { samples, errors, started, finished };
}

interface Window {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** Throughput and latency of the answers that arrived in [from, to). */
function windowOf(l: GetLoad, from: number, to: number): Window {
  const inside = l.samples.filter((s) => s.at >= from && s.at < to);
  const ms = inside.map((s) => s.ms).sort((x, y) => x - y);
  const pct = (p: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]! : NaN);
  return {
    rps: inside.length / ((to - from) / 1000),
    p50: pct(50),
    p99: pct(99),
    requests: inside.length,
    non2xx: inside.filter((s) => s.status < 200 || s.status > 299).length,
    errors: l.errors.filter((t) => t >= from && t < to).length,
  };
}

interface Reach {
  lines: number;
  /** lines whose answer came from an instance ($upstream_addr is not "-") */
  reached: number;
  /** by the instance that answered last ("A" or "B"), and how many tried one instance and then the other */
  byInstance: Record<string, number>;
  retried: number;
  statuses: Record<string, number>;
}

/** What nginx's access log says about a set of requests. */
function reachOf(lines: AccessLogLine[], ports: Record<string, string>): Reach {
  const byInstance: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  let reached = 0;
  let retried = 0;
  for (const l of lines) {
    statuses[l.cache] = (statuses[l.cache] ?? 0) + 1;
    if (l.upstream === '-') continue;
    reached++;
    const tried = l.upstream.split(/,\s*/);
    if (tried.length > 1) retried++;
    const last = ports[tried.at(-1)!.split(':')[1]!] ?? tried.at(-1)!;
    byInstance[last] = (byInstance[last] ?? 0) + 1;
  }
  return { lines: lines.length, reached, byInstance, retried, statuses };
}

/**
 * The access-log lines written since `from` (a line count) that `match`, once nginx has written `expected`
 * of them (it writes a line after the answer, so a run's last lines come after autocannon stops; matching
 * by URL keeps a previous run's late lines out).
 */
async function logSince(nginx: LocalNginx, from: number, expected: number, match: (l: AccessLogLine) => boolean): Promise<AccessLogLine[]> {
  let lines = nginx.accessLog().slice(from).filter(match);
  for (let i = 0; i < 50 && lines.length < expected; i++) {
    await new Promise((r) => setTimeout(r, 100));
    lines = nginx.accessLog().slice(from).filter(match);
  }
  return lines;
}

const pctOf = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(part && part < whole / 1000 ? 3 : 1)}%` : 'n/a');
const fmtMs = (ms: number) => (Number.isNaN(ms) ? 'n/a' : ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

async function main() {
  const dbName = `scale_bench_${randomBytes(4).toString('hex')}`;
  const prefix = `scale-bench:${randomBytes(4).toString('hex')}:`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const redis = new Redis(REDIS_URL);
  const load1 = loadavg()[0];
  let nginx: LocalNginx | undefined;
  try {
    // In production the sandbox's provider routes listen only on its private port (127.0.0.1): pin it.
    const sandboxPort = await freePort();
    await startServer({ SANDBOX_THREAD_PORT: String(sandboxPort) });
    const sandbox = `http://127.0.0.1:${sandboxPort}`;
    const shared = { DATABASE_URL: dbUrl.toString(), REDIS_URL, REDIS_KEY_PREFIX: prefix, SANDBOX_URL: sandbox };
    const [instA, instB] = await Promise.all([startServer(shared), startServer(shared)]);
    const [a, b] = [instA.url, instB.url];

    const search = await gql(a, `query { searchHotels(input: { destination: "Goa" }) { hotels { id } } }`, {});
    const id = (search.data?.searchHotels as { hotels: Array<{ id: string }> }).hotels[0].id;
    const body = JSON.stringify({ query: HOTEL, variables: { id } });
    // Warm both: the detail is loaded once (on A) and reaches B through Redis.
    for (const u of [a, b]) if ((await gql(u, HOTEL, { id })).errors) throw new Error('warm-up query failed');
    await load(a, body); // warm-up run (JIT, connection pools)

    const one = await load(a, body);
    const [ra, rb] = await Promise.all([load(a, body), load(b, body)]);
    const two: Run = {
      rps: ra.rps + rb.rps,
      p50: Math.max(ra.p50, rb.p50),
      p99: Math.max(ra.p99, rb.p99),
      non2xx: ra.non2xx + rb.non2xx,
      errors: ra.errors + rb.errors,
    };
    const ratio = two.rps / one.rps;

    // nginx in front of both, as in docker-compose.yml.
    nginx = await startLocalNginx({ upstreams: [instA.port, instB.port] });
    const ports = { [String(instA.port)]: 'A', [String(instB.port)]: 'B' };
    const hash = persistedHash(OPERATION);
    const hitPath = persistedPath(hash, { id });
    const first = await fetch(`${nginx.url}${hitPath}`, { headers: GET_HEADERS });
    const firstBody = await first.text();
    if (first.status !== 200 || firstBody.includes('"errors"'))
      throw new Error(`GET ${hitPath} answered ${first.status}: ${firstBody.slice(0, 300)}`);
    const cacheControl = first.headers.get('cache-control') ?? '(none)';
    const hitBytes = Buffer.byteLength(firstBody);
    const postBytes = Buffer.byteLength(JSON.stringify(await gql(a, HOTEL, { id })));
    const warm = await fetch(`${nginx.url}${hitPath}`, { headers: GET_HEADERS });
    await warm.arrayBuffer();
    if (warm.headers.get('x-cache-status') !== 'HIT')
      throw new Error(
        `second GET was not a cache hit (X-Cache-Status ${warm.headers.get('x-cache-status')}, Cache-Control ${cacheControl})`,
      );
    // A distinct URL per request (an extra variable the operation does not declare, which GraphQL ignores):
    // every request misses nginx and the instance's own whole-answer cache, and is served from the
    // instance's warm hotel data.
    const missPath = (tag: string) => (n: number) => persistedPath(hash, { id, bust: `${tag}-${n}` });
    const nginxRun = async (path: (n: number) => string, match: (l: AccessLogLine) => boolean): Promise<{ w: Window; reach: Reach }> => {
      const before = nginx!.accessLog().length;
      const l = getLoad(nginx!.url, CONNECTIONS, path);
      const end = await l.finished;
      const w = windowOf(l, l.started, end);
      return { w, reach: reachOf(await logSince(nginx!, before, w.requests, match), ports) };
    };
    await getLoad(nginx.url, CONNECTIONS, missPath('warmup')).finished; // warm-up run (JIT, upstream keepalive connections)
    const hits = await nginxRun(
      () => hitPath,
      (l) => l.path === hitPath,
    );
    // The same misses sent straight to the instances (half the connections each, at once): what nginx adds.
    const half = Math.max(1, Math.round(CONNECTIONS / 2));
    const directRun = async (tag: string): Promise<Window> => {
      const [la, lb] = [getLoad(a, half, missPath(`${tag}a`)), getLoad(b, half, missPath(`${tag}b`))];
      const [ea, eb] = await Promise.all([la.finished, lb.finished]);
      const [wa, wb] = [windowOf(la, la.started, ea), windowOf(lb, lb.started, eb)];
      return {
        rps: wa.rps + wb.rps,
        p50: Math.max(wa.p50, wb.p50),
        p99: Math.max(wa.p99, wb.p99),
        requests: wa.requests + wb.requests,
        non2xx: wa.non2xx + wb.non2xx,
        errors: wa.errors + wb.errors,
      };
    };
    // Misses are a whole GraphQL execution each and still warming up (run to run they differ by a third on
    // this machine): two alternating rounds of each, the better one reported, both quoted.
    const missRounds: Array<{ w: Window; reach: Reach }> = [];
    const directRounds: Window[] = [];
    for (let round = 1; round <= 2; round++) {
      missRounds.push(await nginxRun(missPath(`miss${round}`), (l) => l.path.includes(`miss${round}-`)));
      directRounds.push(await directRun(`direct${round}`));
    }
    const misses = missRounds.reduce((x, y) => (y.w.rps > x.w.rps ? y : x));
    const direct = directRounds.reduce((x, y) => (y.rps > x.rps ? y : x));

    // One instance dies (SIGKILL, no goodbye) half way through a run of hits and misses at once.
    const beforeKill = nginx.accessLog().length;
    const killHits = getLoad(nginx.url, CONNECTIONS, () => hitPath);
    let killed = 0;
    const killMisses = getLoad(nginx.url, Math.max(1, Math.round(CONNECTIONS / 5)), (n) =>
      persistedPath(hash, { id, bust: `${killed ? 'after' : 'before'}-${n}` }),
    );
    await new Promise((r) => setTimeout(r, (DURATION * 1000) / 2));
    instB.child.kill('SIGKILL');
    killed = Date.now();
    const [hitsEnd, missesEnd] = await Promise.all([killHits.finished, killMisses.finished]);
    const kill = {
      hitsBefore: windowOf(killHits, killHits.started, killed),
      hitsAfter: windowOf(killHits, killed, hitsEnd),
      missesBefore: windowOf(killMisses, killMisses.started, killed),
      missesAfter: windowOf(killMisses, killed, missesEnd),
    };
    const killLines = await logSince(
      nginx,
      beforeKill,
      killHits.samples.length + killMisses.samples.length,
      (l) => l.path === hitPath || l.path.includes('before-') || l.path.includes('after-'),
    );
    const missesAfterKill = reachOf(
      killLines.filter((l) => l.path.includes('after-')),
      ports,
    );
    const nginxErrors = nginx.errorLog();

    const cpus = availableParallelism();
    const loadEnd = loadavg()[0];
    const row = (name: string, r: Run) => `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`;
    const section = [
      START,
      '## Scale-out: one instance and two',
      '',
      `Generated by \`npm run bench:scale\` (bench/scale.ts) on ${new Date().toISOString()}.`,
      '',
      `- Machine: ${cpus} CPUs; 1-minute load average ${load1.toFixed(2)} at the start${load1 > cpus ? ' (busy with other work: figures are pessimistic)' : ''}, ${loadEnd.toFixed(2)} at the end (this run's own processes count in it).`,
      '- Instances: `node --import tsx server/main.ts`, NODE_ENV=production, sharing one PostgreSQL database, Redis and a sandbox served by a third process (SANDBOX_URL); rate limits off.',
      `- Operation: warm \`hotel(id: ${id})\` (served from the instance's cache); ${DURATION} s per run, ${CONNECTIONS} connections per instance; the two-instance figures are two autocannon runs at once, summed.`,
      '',
      '| Setup | req/s | p50 ms | p99 ms (worst) | non-2xx | errors |',
      '|---|---:|---:|---:|---:|---:|',
      row('one instance', one),
      row('two instances', two),
      '',
      `Two instances give **${ratio.toFixed(2)}×** the throughput of one. Less than 2× is expected here: the machine has ${cpus} CPU cores, and` +
        " the two Node processes, the load generator (both autocannon runs share this script's one event loop), the sandbox process," +
        ' PostgreSQL and Redis all share them, so the second instance mostly takes CPU time the first one and the load generator were' +
        ' using' +
        (ratio < 1
          ? '; below 1× means the cores were already saturated by one instance plus the load generator (and other work on the machine), and a second process only adds scheduling and memory pressure'
          : '') +
        '. On separate machines (or with cores to spare) warm reads scale close to linearly, since they touch neither PostgreSQL nor' +
        ' Redis; misses share Redis, and bookings share PostgreSQL.',
      '',
      '### Through nginx: the HTTP cache in front of both instances',
      '',
      `- nginx: \`deploy/nginx.conf\` as docker-compose.yml mounts it, run with ${nginxVersion()} by scripts/nginx-local.ts (upstreams, port and paths rewritten, nothing else); \`worker_processes auto\`; the cache in /dev/shm, as compose mounts a tmpfs for it.`,
      `- Requests: \`GET /graphql?operationName=${OPERATION}&variables=…&extensions=<persisted-query hash>\` with \`apollo-require-preflight\`, as the browser sends them; the instance answers \`Cache-Control: ${cacheControl}\`.`,
      `- Hits: one URL (\`hotel(id: ${id})\`), warm. Misses: a distinct URL per request (an extra, undeclared variable), so each one passes nginx and the instance's own answer cache and is served from the instance's warm hotel data. ${DURATION} s per run, ${CONNECTIONS} connections, one autocannon in this process.`,
      '- "Reached an instance": requests whose access-log line names an upstream ($upstream_addr); cache statuses from $upstream_cache_status.',
      '',
      '| Through nginx | req/s | p50 ms | p99 ms | non-2xx | errors | reached an instance | cache statuses |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      nginxRow('cache hits', hits.w, hits.reach),
      nginxRow('cache misses', misses.w, misses.reach),
      `| the same misses straight to the two instances (no nginx; p50/p99 the worse of the two) | ${Math.round(direct.rps)} | ${fmtMs(direct.p50)} | ${fmtMs(direct.p99)} | ${direct.non2xx} | ${direct.errors} | all | — |`,
      '',
      `A miss costs an instance a whole GraphQL execution of the hotel page (its own answer cache misses too). Misses: the better of two` +
        ` alternating runs each (through nginx ${missRounds.map((r) => Math.round(r.w.rps)).join(' and ')} req/s, straight to the` +
        ` instances ${directRounds.map((r) => Math.round(r.rps)).join(' and ')} req/s). Through nginx each miss also costs nginx's workers` +
        ' a second connection and a file written to the cache, on the same 2 cores as the instances and the load generator.',
      '',
      `Hits are answered by nginx alone (${pctOf(hits.reach.reached, hits.reach.lines)} reached an instance): **${Math.round(hits.w.rps)} req/s** at p99` +
        ` ${fmtMs(hits.w.p99)} ms, for the whole hotel page (${hitBytes} bytes). For scale, the two instances' own warm cache above answered` +
        ` ${Math.round(two.rps)} req/s of a smaller \`hotel(id)\` selection (${postBytes} bytes) over POST. Neither is the limit of nginx or of` +
        " the instances: on this machine's 2 cores the load generator (one event loop), nginx's workers and the instances run side by" +
        ' side. What the cache changes is where a hit is answered: the instances stay idle and keep their CPU for misses and bookings.',
      '',
      `#### One instance killed (SIGKILL) ${DURATION / 2} s into a ${DURATION} s run of hits (${CONNECTIONS} connections) and misses (${Math.max(1, Math.round(CONNECTIONS / 5))} connections) at once`,
      '',
      '| Requests | req/s | p50 ms | p99 ms | non-2xx | errors |',
      '|---|---:|---:|---:|---:|---:|',
      killRow('hits, both instances up', kill.hitsBefore),
      killRow('hits, after B was killed', kill.hitsAfter),
      killRow('misses, both instances up', kill.missesBefore),
      killRow('misses, after B was killed', kill.missesAfter),
      '',
      `After the kill, hits kept being served from the cache (${kill.hitsAfter.non2xx + kill.hitsAfter.errors} failed out of ${kill.hitsAfter.requests + kill.hitsAfter.errors};` +
        ` ${Math.round(kill.hitsBefore.rps)} req/s before the kill, ${Math.round(kill.hitsAfter.rps)} after; on this machine the dead instance also stops taking CPU time).` +
        ` Misses went to the surviving instance: of ${missesAfterKill.reached} that reached an instance, ${missesAfterKill.byInstance.A ?? 0} were answered by A` +
        ` and ${missesAfterKill.byInstance.B ?? 0} by B; ${missesAfterKill.retried} were first sent to B (a connection to the dead` +
        ' instance failed) and retried on A by `proxy_next_upstream error` (a GET is idempotent; a POST would not be replayed),' +
        ` and B was left out after max_fails=3 for fail_timeout=10 s. nginx's error log: ${nginxErrorSummary(nginxErrors)}.`,
      END,
    ].join('\n');
    const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
    const s = current.indexOf(START);
    const e = current.indexOf(END);
    const next = s >= 0 && e > s ? current.slice(0, s) + section + current.slice(e + END.length) : `${current.trimEnd()}\n\n${section}\n`;
    writeFileSync(RESULTS, next);
    console.log(section);
  } finally {
    await nginx?.stop();
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
});
