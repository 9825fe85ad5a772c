// graphql-jit, kept or removed: `node --import tsx bench/graphql-jit.ts`.
//
// Two copies of the real app run side by side as child processes (bench/graphql-jit-server.ts), one with
// the compiling executor (server/graphql/executor.ts) and one where Apollo executes on graphql-js itself.
// The response cache is off, so every request runs the whole GraphQL pipeline; the hotels service's caches
// are warm, so no request waits on the provider: what differs is the execution. For each operation the
// two are loaded in alternation (the order flips every round), so the machine's load, shared with other
// work, falls on both alike; each round gives a ratio. Reported: req/s and the server's CPU per request
// (from /proc: on a machine shared with other work, CPU per request moves less than req/s) per variant,
// median and range over the rounds, the jit/plain ratios, and whether the two variants' ranges overlap.
// Writes its section of bench/results.md between <!-- graphql-jit:start --> and <!-- graphql-jit:end -->.
//
// Environment: BENCH_ROUNDS (default 6), BENCH_DURATION seconds per run (default 5), BENCH_CONNECTIONS
// (default 10), BENCH_RESULTS (default bench/results.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { RATES_QUERY } from './queries.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const num = (name: string, dflt: number) => (process.env[name] ? Number(process.env[name]) : dflt);
const ROUNDS = num('BENCH_ROUNDS', 6);
const DURATION = num('BENCH_DURATION', 5);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const RESULTS = process.env.BENCH_RESULTS || join(ROOT, 'bench', 'results.md');
const START = '<!-- graphql-jit:start -->';
const END = '<!-- graphql-jit:end -->';
const TICKS_PER_S = 100; // Linux USER_HZ

type Variant = 'jit' | 'plain';
const VARIANTS: Variant[] = ['jit', 'plain'];

interface Server {
  variant: Variant;
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

async function start(variant: Variant): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-jit-${variant}-`));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'bench/graphql-jit-server.ts', variant], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      LITEAPI_KEY: '',
      GEODB_KEY: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      SANDBOX_URL: '',
      SANDBOX_LATENCY_MS: '0',
      RESPONSE_CACHE_ENABLED: 'false',
      RATE_LIMIT_ENABLED: 'false',
      SHUTDOWN_GRACE_MS: '0',
      // Photo URLs name it: the same for both, so their answers can be compared byte for byte.
      PUBLIC_URL: 'http://localhost:3000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  proc.stderr!.on('data', (d) => logs.push(String(d)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d) => {
      out += String(d);
      const m = /\{"port":(\d+)\}/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.once('exit', (code) => reject(new Error(`${variant} server exited (${code}):\n${logs.join('')}`)));
  });
  return {
    variant,
    url: `http://127.0.0.1:${port}`,
    proc,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds the process has used so far (all its threads). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S; // utime, stime
}

async function gql(url: string, body: string): Promise<string> {
  const r = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await r.text();
  if (!r.ok || text.includes('"errors"')) throw new Error(`${url}: ${r.status} ${text.slice(0, 300)}`);
  return text;
}

function dayAhead(days: number): string {
  return new Date(Date.now() + (5.5 * 60 + days * 1440) * 60_000).toISOString().slice(0, 10);
}

const SEARCH = `query BenchSearch($input: HotelSearchInput!) {
  searchHotels(input: $input) {
    destination total page pageSize totalPages checkin checkout stale
    hotels { id name thumbnail mainPhoto address city country description stars rating reviewCount hotelType
      location { latitude longitude } priceFrom { amount currency } }
  }
}`;
const HOTEL = `query BenchHotel($id: ID!) {
  hotel(id: $id) {
    id name stars rating reviewCount address city country hotelType deleted groupRoomMin
    descriptionHtml importantInformationHtml airportCode checkinTime checkoutTime phone email fax chain parking
    childAllowed petsAllowed location { latitude longitude } images { url urlHd caption } facilities
    rooms { id name descriptionHtml maxOccupancy size sizeUnit amenities photos { url hdUrl description } bedTypes { quantity type size } }
    policies { name description childAllowed petsAllowed parking } sentiment { pros cons }
  }
}`;

interface Measure {
  reqPerSec: number;
  cpuMsPerReq: number;
  errors: number;
}

function run(server: Server, body: string): Promise<Measure> {
  const cpuBefore = cpuSeconds(server.proc.pid!);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${server.url}/graphql`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body }],
      },
      (err, result) => {
        if (err) return reject(err);
        const cpu = cpuSeconds(server.proc.pid!) - cpuBefore;
        const ok = result['2xx'];
        resolve({ reqPerSec: ok / result.duration, cpuMsPerReq: (cpu * 1000) / Math.max(1, ok), errors: result.errors + result.non2xx });
      },
    );
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const loadStart = loadavg()[0];
  console.log(`graphql-jit bench: ${ROUNDS} rounds × ${DURATION} s × ${CONNECTIONS} connections, load ${loadStart.toFixed(2)}`);
  const servers: Server[] = [];
  try {
    for (const v of VARIANTS) servers.push(await start(v));
    const [jit] = servers;
    // A hotel with rates for the stay, found once; both apps answer from the same seeded sandbox data.
    const stay = { checkin: dayAhead(30), checkout: dayAhead(32) };
    const search = JSON.parse(
      await gql(jit.url, JSON.stringify({ query: SEARCH, variables: { input: { destination: 'Mumbai', ...stay, guests: 2 } } })),
    ) as { data: { searchHotels: { hotels: Array<{ id: string; priceFrom: unknown }> } } };
    const hotelId = search.data.searchHotels.hotels.find((h) => h.priceFrom)?.id;
    if (!hotelId) throw new Error('no hotel with rates in Mumbai for the stay');
    const ops: Array<{ name: string; body: string }> = [
      { name: 'hotelRates (~300 fields)', body: JSON.stringify({ query: RATES_QUERY, variables: { input: { hotelId, ...stay } } }) },
      { name: 'hotel(id)', body: JSON.stringify({ query: HOTEL, variables: { id: hotelId } }) },
      {
        name: 'searchHotels (12 hotels)',
        body: JSON.stringify({ query: SEARCH, variables: { input: { destination: 'Mumbai', ...stay, guests: 2 } } }),
      },
    ];
    // Warm both: the services' caches, Apollo's document cache, and jit's compile (after a first run).
    for (const op of ops) {
      const answers = await Promise.all(servers.map(async (s) => [await gql(s.url, op.body), await gql(s.url, op.body)][1]));
      // The same answer from both: one answer, computed two ways. Offer ids aside (each sandbox signs its
      // own), and instants (a non-refundable rate's penalty starts when the sandbox priced it).
      const unsigned = (text: string) =>
        text.replace(/"offerId":"[^"]*"/g, '"offerId":""').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'T');
      const [a, b] = answers.map(unsigned);
      if (a !== b) {
        let at = 0;
        while (a[at] === b[at]) at++;
        throw new Error(
          `${op.name}: the two apps answer differently at ${at}: …${a.slice(at - 80, at + 80)}… vs …${b.slice(at - 80, at + 80)}…`,
        );
      }
      for (const s of servers) await run(s, op.body); // a short warm-up under load (JIT tiers, sockets)
    }

    const results = ops.map(() => ({ jit: [] as Measure[], plain: [] as Measure[], ratios: [] as number[], cpuRatios: [] as number[] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, op] of ops.entries()) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        const got: Partial<Record<Variant, Measure>> = {};
        for (const s of order) got[s.variant] = await run(s, op.body);
        const r = results[i];
        r.jit.push(got.jit!);
        r.plain.push(got.plain!);
        r.ratios.push(got.jit!.reqPerSec / got.plain!.reqPerSec);
        r.cpuRatios.push(got.jit!.cpuMsPerReq / got.plain!.cpuMsPerReq);
        console.log(
          `round ${round + 1} ${op.name}: jit ${got.jit!.reqPerSec.toFixed(0)} req/s (${got.jit!.cpuMsPerReq.toFixed(3)} ms CPU/req), plain ${got.plain!.reqPerSec.toFixed(0)} req/s (${got.plain!.cpuMsPerReq.toFixed(3)} ms CPU/req)`,
        );
      }
    }

    /** The two variants' runs do not overlap at all: every jit run beat (or lost to) every plain run. */
    const apart = (a: number[], b: number[]) => Math.max(...a) < Math.min(...b) || Math.min(...a) > Math.max(...b);
    const rows = ops.map((op, i) => {
      const r = results[i];
      const jitRps = r.jit.map((m) => m.reqPerSec);
      const plainRps = r.plain.map((m) => m.reqPerSec);
      const jitCpu = r.jit.map((m) => m.cpuMsPerReq);
      const plainCpu = r.plain.map((m) => m.cpuMsPerReq);
      const range = (xs: number[], digits: number) =>
        `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
      return {
        op: op.name,
        rps: `${range(jitRps, 0)} / ${range(plainRps, 0)}`,
        cpu: `${range(jitCpu, 3)} / ${range(plainCpu, 3)}`,
        ratio: range(r.ratios, 2),
        cpuRatio: range(r.cpuRatios, 2),
        rpsApart: apart(jitRps, plainRps),
        cpuApart: apart(jitCpu, plainCpu),
        errors: [...r.jit, ...r.plain].reduce((n, m) => n + m.errors, 0),
      };
    });
    const date = new Date().toISOString().slice(0, 10);
    const section = [
      START,
      `Measured ${date} with \`node --import tsx bench/graphql-jit.ts\`: ${ROUNDS} alternating rounds of ${DURATION} s per operation and variant, ${CONNECTIONS} connections, response cache off (every request executes), hotels service caches warm (no provider wait). ${availableParallelism()} cores shared with other work (load ${loadStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end). Figures are medians with the range over the rounds in brackets; CPU is the server process's (all threads) per answered request, read from /proc. "Apart" means the ranges of the two variants do not overlap: every jit run beat (or lost to) every plain run.`,
      '',
      '| Operation | req/s jit / plain | CPU ms per request jit / plain | req/s ratio jit/plain | CPU ratio jit/plain | req/s apart | CPU apart | Errors |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.op} | ${r.rps} | ${r.cpu} | ${r.ratio} | ${r.cpuRatio} | ${r.rpsApart ? 'yes' : 'no'} | ${r.cpuApart ? 'yes' : 'no'} | ${r.errors} |`,
      ),
      END,
    ].join('\n');
    console.log(`\n${section}\n`);
    const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
    const at = current.indexOf(START);
    const next =
      at >= 0
        ? current.slice(0, at) + section + current.slice(current.indexOf(END) + END.length)
        : `${current.trimEnd()}\n\n## graphql-jit: kept or removed\n\n${section}\n`;
    writeFileSync(RESULTS, next);
  } finally {
    for (const s of servers) await s.stop();
  }
}

await main();
