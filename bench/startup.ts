// `npm run bench:startup`: how long `npm start` takes to be ready, as a new user meets it. A cold start
// first (dist/ removed, a new DATA_DIR, an empty tsx cache: the first start after `npm install`), then warm
// starts (the same DATA_DIR and tsx cache, the build the cold start made: every later start). Each run is
// `npm start` itself on a free port, timed from the spawn until the line naming the address is printed and
// until GET /health/ready answers 200; then its process group is stopped. Targets (issue 18): cold ≤ 60 s,
// warm ≤ 10 s. Writes bench/results.md between <!-- startup:start --> and <!-- startup:end --> (the rest of
// the file is kept) and prints the same.
//
// Environment (optional): BENCH_STARTUP_WARM_RUNS (default 3), BENCH_RESULTS (default bench/results.md).
// It deletes and rebuilds the checkout's dist/ (the cold start leaves a fresh build in it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gitRevision } from './revision.ts';
import { freePort } from '../scripts/free-port.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = process.env.BENCH_RESULTS || join(ROOT, 'bench', 'results.md');
const WARM_RUNS = Math.max(1, Number(process.env.BENCH_STARTUP_WARM_RUNS || 3));
const START = '<!-- startup:start -->';
const END = '<!-- startup:end -->';
const TIMEOUT_MS = 300_000;
const TARGET = { cold: 60, warm: 10 };

interface Run {
  /** seconds from the spawn to the line naming the address */
  address: number;
  /** seconds from the spawn to the first 200 from /health/ready */
  ready: number;
  /** what `npm start` printed by then (stdout and stderr, in order) */
  lines: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process group is gone (every process `npm start` started has exited). */
function groupGone(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch {
    return true;
  }
}

async function stopGroup(pgid: number): Promise<void> {
  if (groupGone(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  for (let waited = 0; waited < 20_000 && !groupGone(pgid); waited += 100) await sleep(100);
  if (!groupGone(pgid)) process.kill(-pgid, 'SIGKILL');
  while (!groupGone(pgid)) await sleep(50);
}

/** The message of a log line (the server logs JSON), or the line itself. */
function text(line: string): string {
  try {
    const parsed = JSON.parse(line) as { msg?: unknown };
    return typeof parsed.msg === 'string' ? parsed.msg : line;
  } catch {
    return line;
  }
}

async function start(dataDir: string, tmp: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    // Its own process group, so stopping it stops the build and the server npm started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // SHUTDOWN_GRACE_MS only shortens the stop after each run; TMPDIR holds tsx's compile cache.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TMPDIR: tmp, SHUTDOWN_GRACE_MS: '0' },
  });
  const pgid = child.pid!;
  const lines: string[] = [];
  let address: number | undefined;
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (address === undefined && /Listening on http/.test(text(line))) address = seconds();
      }
    });
  }
  try {
    for (;;) {
      if (exited !== undefined) throw new Error(`npm start exited (${exited}) before it was ready:\n${lines.join('\n')}`);
      if (seconds() * 1000 > TIMEOUT_MS) throw new Error(`npm start was not ready after ${TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) break;
      await sleep(100);
    }
    const ready = seconds();
    // The address line comes just before the server answers; give the pipe a moment if it is not read yet.
    for (let waited = 0; address === undefined && waited < 2000; waited += 50) await sleep(50);
    return { address: address ?? Number.NaN, ready, lines: lines.filter((l) => !/"reqId"/.test(l)) };
  } finally {
    await stopGroup(pgid);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

const loadStart = loadavg()[0]!;
const work = mkdtempSync(join(tmpdir(), 'bench-startup-'));
const dataDir = join(work, 'data');
const tmp = mkdtempSync(join(work, 'tmp-'));
let cold: Run;
const warm: Run[] = [];
try {
  rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
  console.log('cold start (no dist/, new DATA_DIR, empty tsx cache)...');
  cold = await start(dataDir, tmp);
  console.log(`  address line after ${f(cold.address)} s, ready after ${f(cold.ready)} s`);
  for (let i = 0; i < WARM_RUNS; i++) {
    console.log(`warm start ${i + 1}/${WARM_RUNS}...`);
    const run = await start(dataDir, tmp);
    console.log(`  address line after ${f(run.address)} s, ready after ${f(run.ready)} s`);
    warm.push(run);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const loadEnd = loadavg()[0]!;

const warmReady = median(warm.map((r) => r.ready));
const warmAddress = median(warm.map((r) => r.address));
const coldPass = cold.ready <= TARGET.cold;
const warmPass = warmReady <= TARGET.warm;
const last = warm[warm.length - 1]!;
const lastLine = text(last.lines[last.lines.length - 1] ?? '');
const buildSteps = cold.lines.filter((l) => /^(✓|Building)/.test(l));
// The builds' own threads raise the load average during the runs; only the figure before them says whether
// other work was running.
const busy = loadStart > availableParallelism();

const section = [
  START,
  '## Start-up (`npm start`)',
  '',
  `Generated by \`npm run bench:startup\` (bench/startup.ts) on ${new Date().toISOString()}.`,
  '',
  `- Machine: ${availableParallelism()} CPUs (nproc), ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, ${platform()} ${release()}`,
  `- Node ${process.version}; revision ${gitRevision(ROOT)}`,
  `- 1-minute load average: ${loadStart.toFixed(2)} before the first start, ${loadEnd.toFixed(2)} at the end (the builds' own threads count in it)${busy ? '; above the CPU count before the first start: other work was running, so the figures are slower than on an idle machine' : ''}`,
  '- Each run: `npm start` on a free port (HOST=127.0.0.1, SHUTDOWN_GRACE_MS=0, the rest of the environment as given), timed from the spawn until the line naming the address is printed and until `GET /health/ready` answers 200.',
  `- Cold: dist/ removed, a new DATA_DIR (PGlite creates the ledger's database), an empty tsx cache (TMPDIR), as the first start after \`npm install\`. Warm: ${WARM_RUNS} starts after it with the same DATA_DIR, cache and build (median).`,
  '',
  '| Start | Address line | `/health/ready` 200 | Target | Result |',
  '|---|---:|---:|---:|---|',
  `| Cold (first start) | ${f(cold.address)} s | ${f(cold.ready)} s | ≤ ${TARGET.cold} s | **${coldPass ? 'PASS' : 'FAIL'}** |`,
  `| Warm (later starts, median) | ${f(warmAddress)} s | ${f(warmReady)} s | ≤ ${TARGET.warm} s | **${warmPass ? 'PASS' : 'FAIL'}** |`,
  '',
  `Warm runs, ready after: ${warm.map((r) => `${f(r.ready)} s`).join(', ')}.`,
  '',
  `The cold start's build: ${buildSteps.map((l) => `\`${l}\``).join('; ') || '(no build lines seen)'}.`,
  '',
  `A warm start prints ${last.lines.length} lines; the last: \`${lastLine}\`.`,
  END,
].join('\n');

const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
const s = current.indexOf(START);
const e = current.indexOf(END);
writeFileSync(
  RESULTS,
  s >= 0 && e > s ? current.slice(0, s) + section + current.slice(e + END.length) : `${current.trimEnd()}\n\n${section}\n`,
);
console.log(`\n${section}\n\nWritten to ${RESULTS}.`);
if (!coldPass || !warmPass) process.exitCode = 1;
