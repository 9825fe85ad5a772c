// Scale-out benchmark ("Scale out" §4): `npm run bench:scale`.
//
// Starts a sandbox host and two app instances as child processes (node --import tsx server/main.ts), the two
// sharing a fresh PostgreSQL database and Redis (a key prefix of their own) and the host's sandbox through
// SANDBOX_URL, as docker-compose runs them. Measures the warm throughput of one GraphQL operation (the
// hotel page's `hotel(id)`) against one instance, then against both at once (one autocannon per instance,
// running together, figures summed). Writes the result to bench/results.md between <!-- scale:start -->
// and <!-- scale:end --> (the rest of the file is kept). Rate limits are off: the load generator is one IP.
//
// Environment (optional): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS per instance
// (default 50), TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test), TEST_REDIS_URL
// (default redis://127.0.0.1:6379), BENCH_RESULTS (default bench/results.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { Redis } from 'ioredis';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PG_URL = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const RESULTS = process.env.BENCH_RESULTS || join(ROOT, 'bench', 'results.md');
const START = '<!-- scale:start -->';
const END = '<!-- scale:end -->';

const HOTEL = `query ScaleHotel($id: ID!) { hotel(id: $id) { id name stars rating address city images { url } facilities rooms { name } } }`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

async function startServer(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // Only what the server needs: a developer's real keys must not reach a benchmark.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
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
      if ((await fetch(`${url}/health/ready`)).ok) return url;
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
  try {
    // In production the sandbox's provider routes listen only on its private port (127.0.0.1): pin it.
    const sandboxPort = await freePort();
    await startServer({ SANDBOX_THREAD_PORT: String(sandboxPort) });
    const sandbox = `http://127.0.0.1:${sandboxPort}`;
    const shared = { DATABASE_URL: dbUrl.toString(), REDIS_URL, REDIS_KEY_PREFIX: prefix, SANDBOX_URL: sandbox };
    const [a, b] = await Promise.all([startServer(shared), startServer(shared)]);

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
    const cpus = availableParallelism();
    const row = (name: string, r: Run) => `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`;
    const section = [
      START,
      '## Scale-out: one instance and two',
      '',
      `Generated by \`npm run bench:scale\` (bench/scale.ts) on ${new Date().toISOString()}.`,
      '',
      `- Machine: ${cpus} CPUs; 1-minute load average ${load1.toFixed(2)} at the start${load1 > cpus ? ' (busy with other work: figures are pessimistic)' : ''}.`,
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
      END,
    ].join('\n');
    const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
    const s = current.indexOf(START);
    const e = current.indexOf(END);
    const next = s >= 0 && e > s ? current.slice(0, s) + section + current.slice(e + END.length) : `${current.trimEnd()}\n\n${section}\n`;
    writeFileSync(RESULTS, next);
    console.log(section);
  } finally {
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
