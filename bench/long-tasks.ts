// What blocks the main thread after the first paint: `npm run bench:tasks`.
//
// Lighthouse's Total Blocking Time says how much; this says which tasks. Starts the real server (as
// bench/web.ts does) and loads the home page, a hotel page and a city list, in English and in Hindi
// (`?lang=hi`), in Debian's Chromium, 412 × 823,
// with a 4× CPU slowdown (Lighthouse's mobile figure, or BENCH_TASKS_CPU_SLOWDOWN's: bench/cpu-slowdown.ts;
// no network throttling), each run in a fresh context,
// under a Chromium trace. For each load it takes the main thread's tasks over 50 ms from the first
// contentful paint until 4 s after the app is live (`html[data-live]`), and the observed TBT (the sum of
// each such task's excess over 50 ms). Per page it reports the median TBT of BENCH_TASKS_RUNS runs
// (default 5), and the long tasks of the median run with what they spent their time on (script
// evaluation, style and layout, React's work loop...).
//
// BENCH_TASKS_BASE=http://127.0.0.1:PORT measures a second, already running server too (say, an older
// revision from a git worktree), alternating with this one page by page: the two are compared in the
// same run, on the same machine. Writes bench/results.md between <!-- long-tasks:start --> and
// <!-- long-tasks:end -->. Needs `npm run build` first.
//
// Under Lighthouse's own trace categories it also counts, per page, the whole scripts V8 parses a second
// time while the page starts (V8.ParseProgram inside V8.CollectSourcePositions: an inspector asked for
// source positions V8 had compiled without). That cost is the inspector's, not a traveller's; it was an
// assertion of the e2e suite and is a figure here.
//
// It also times the shell chunk's top-level evaluation on the hotel page with no inspector, with the
// Runtime domain enabled, and under Lighthouse's trace (bench/inspector-cost.ts): Playwright, like
// Lighthouse, is an inspector, and what it sees is not always what a traveller's browser does. Last, every
// page's blocking time the same three ways, from the page's own Long Tasks API, so the share of the
// blocking that is the inspector's is a ratio measured in one run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { launchBrowser, startServer } from '../tests/e2e/harness.ts';
import { benchPages, inHindi } from './pages.ts';
import { INSPECTOR_MODES, observedBlockingMs, shellEvaluationMs, type ObservedLoad } from './inspector-cost.ts';
import { pageMainThread } from './main-thread.ts';
import { cpuSlowdown } from './cpu-slowdown.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_TASKS_RUNS || 5));
const BASE = process.env.BENCH_TASKS_BASE;
const RESULTS = process.env.BENCH_RESULTS || join(ROOT, 'bench', 'results.md');
const SLOWDOWN = cpuSlowdown('BENCH_TASKS_CPU_SLOWDOWN');
const START = '<!-- long-tasks:start -->';
const END = '<!-- long-tasks:end -->';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];
/** Trace events that say what a task spent its time on. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'module evaluation',
  FunctionCall: 'JavaScript',
  RunMicrotasks: 'promise callbacks',
  TimerFire: 'timers',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'CSS parsing',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

interface LongTask {
  startMs: number;
  durationMs: number;
  /** milliseconds per kind of work inside the task (nested events may overlap) */
  spent: Record<string, number>;
}

interface Load {
  tbtMs: number;
  tasks: LongTask[];
}

/** The long tasks after FCP of one page load, from its trace. */
function longTasks(events: TraceEvent[]): Load {
  const main = pageMainThread(events);
  if (!main) throw new Error('no renderer main thread in the trace');
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  if (fcp === undefined) throw new Error('no first contentful paint in the trace');
  const tasks: LongTask[] = [];
  for (const task of own) {
    if (task.name !== 'RunTask' || (task.dur ?? 0) <= 50_000 || task.ts < fcp) continue;
    const end = task.ts + task.dur!;
    const spent: Record<string, number> = {};
    for (const e of own) {
      const kind = KINDS[e.name];
      if (!kind || e.ts < task.ts || e.ts >= end) continue;
      spent[kind] = (spent[kind] ?? 0) + (e.dur ?? 0) / 1000;
    }
    tasks.push({ startMs: (task.ts - fcp) / 1000, durationMs: task.dur! / 1000, spent });
  }
  return { tbtMs: tasks.reduce((sum, t) => sum + t.durationMs - 50, 0), tasks };
}

/** A load whose trace came out without its first paint (seen about once in twenty) is run again, twice at most. */
async function load(browser: Browser, url: string): Promise<Load> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tracedLoad(browser, url);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`  (load discarded: ${(err as Error).message}; loading again)`);
    }
  }
}

async function tracedLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    // Waited for through CDP: Playwright's own locators inject a script whose evaluation is a long task.
    const live = await cdp.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => { const t0 = Date.now(); (function check() { if (document.documentElement.hasAttribute('data-live')) resolve(true); else if (Date.now() - t0 > 60000) resolve(false); else setTimeout(check, 50); })(); })`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (live.result.value !== true) throw new Error(`${url} did not become live in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return longTasks(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/**
 * The whole-script parses V8 makes a second time while `url` starts under Lighthouse's trace categories
 * (plus V8's compile events), each one's wall time in ms; one load in a fresh context, no CPU slowdown.
 * The trace's parse events carry no script URL, so the scripts are not named.
 */
async function wholeScriptReparses(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const categories = (TraceGatherer.getDefaultTraceCategories() as string[]).filter((c) => c !== '-*');
    await browser.startTracing(page, { categories: [...categories, 'disabled-by-default-v8.compile'] });
    await page.goto(url);
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (!traceEvents.some((e) => e.name === 'V8.ParseFunction')) throw new Error(`the trace of ${url} holds no V8 compile events`);
    const within = (outer: TraceEvent, e: TraceEvent) => e.tid === outer.tid && e.ts >= outer.ts && e.ts <= outer.ts + (outer.dur ?? 0);
    const collects = traceEvents.filter((e) => e.name === 'V8.CollectSourcePositions' && (e.dur ?? 0) > 0);
    return traceEvents.filter((e) => e.name === 'V8.ParseProgram' && collects.some((c) => within(c, e))).map((e) => (e.dur ?? 0) / 1000);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function describeTask(t: LongTask): string {
  const spent = Object.entries(t.spent)
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');
  return `+${Math.round(t.startMs)} ms: ${Math.round(t.durationMs)} ms (${spent || 'unattributed'})`;
}

async function main(): Promise<void> {
  process.chdir(ROOT);
  if (!existsSync('dist/ssr')) throw new Error('dist/ssr is missing: run `npm run build` first');
  const server = await startServer();
  const browser = await launchBrowser();
  const lines: string[] = [];
  try {
    const english = await benchPages(server.url);
    const measured = [...english, ...inHindi(english)];
    const pages = measured.map(([, path]) => path);
    const origins: [string, string][] = [['this revision', server.url], ...(BASE ? ([['base', BASE]] as [string, string][]) : [])];
    const loads = new Map<string, Load[]>();
    for (let run = 1; run <= RUNS; run++) {
      for (const path of pages) {
        for (const [label, origin] of origins) {
          const result = await load(browser, origin + path);
          const key = `${label} ${path}`;
          loads.set(key, [...(loads.get(key) ?? []), result]);
          console.log(`run ${run}/${RUNS} ${key}: TBT ${Math.round(result.tbtMs)} ms, ${result.tasks.length} long tasks`);
        }
      }
    }
    lines.push(
      START,
      '## Long tasks after the first paint',
      '',
      `Generated by \`npm run bench:tasks\` (bench/long-tasks.ts) on ${new Date().toISOString()}: Chromium, 412 × 823, ${SLOWDOWN}× CPU slowdown, no network throttling, ${RUNS} runs per page${BASE ? `, alternating with ${BASE} (base)` : ''}. Observed TBT: each task's excess over 50 ms, from FCP to 4 s after the app is live.`,
      '',
      '| Page | Server | Median TBT | TBT per run |',
      '|---|---|---:|---|',
    );
    for (const path of pages) {
      for (const [label] of origins) {
        const runs = loads.get(`${label} ${path}`) ?? [];
        lines.push(
          `| \`${path}\` | ${label} | ${Math.round(median(runs.map((r) => r.tbtMs)))} ms | ${runs.map((r) => Math.round(r.tbtMs)).join(', ')} |`,
        );
      }
    }
    lines.push('', 'Long tasks of the median run of this revision (start after FCP: duration, and the work inside, in ms):', '');
    for (const path of pages) {
      const runs = loads.get(`this revision ${path}`) ?? [];
      const mid = median(runs.map((r) => r.tbtMs));
      const run = runs.find((r) => r.tbtMs === mid)!;
      lines.push(`- \`${path}\`: ${run.tasks.length ? run.tasks.map(describeTask).join('; ') : 'none'}`);
    }
    lines.push(
      '',
      "Whole scripts V8 parsed a second time while the page started, under Lighthouse's trace categories (one load per page; an inspector's cost, not a traveller's):",
      '',
      '| Page | Server | Whole scripts parsed again (each parse, ms, no CPU slowdown) |',
      '|---|---|---|',
    );
    for (const path of pages) {
      for (const [label, origin] of origins) {
        const again = await wholeScriptReparses(browser, origin + path);
        console.log(`${label} ${path}: ${again.length} whole-script reparse(s) under a trace`);
        lines.push(
          `| \`${path}\` | ${label} | ${again.length ? `${again.length} (${again.map((ms) => Math.round(ms)).join(', ')} ms)` : 'none'} |`,
        );
      }
    }
    // The hotel page: its shell is the same chunk as every page's, and it is the page with the most to take over.
    const hotelPath = measured.find(([label]) => label === 'Hotel page')?.[1] ?? pages[0];
    const evaluation = new Map<string, number[]>();
    for (let run = 1; run <= RUNS; run++) {
      for (const mode of INSPECTOR_MODES) {
        for (const [label, origin] of origins) {
          const ms = await shellEvaluationMs(origin + hotelPath, mode, SLOWDOWN);
          evaluation.set(`${label} ${mode}`, [...(evaluation.get(`${label} ${mode}`) ?? []), ms]);
          console.log(`run ${run}/${RUNS} ${label} ${hotelPath}, ${mode}: shell evaluated in ${Math.round(ms)} ms`);
        }
      }
    }
    lines.push(
      '',
      `The shell chunk's top-level evaluation on \`${hotelPath}\` (${SLOWDOWN}× CPU slowdown, median of ${RUNS} loads, each in a fresh browser; between performance marks around its code, so no download or compile): with no inspector, as in a traveller's browser; with the DevTools protocol's Runtime domain enabled, as DevTools, Playwright and Lighthouse run; and under a trace with Lighthouse's categories.`,
      '',
      `| Server | ${INSPECTOR_MODES.join(' | ')} |`,
      `|---|${INSPECTOR_MODES.map(() => '---:').join('|')}|`,
    );
    for (const [label] of origins) {
      lines.push(
        `| ${label} | ${INSPECTOR_MODES.map((mode) => {
          const runs = evaluation.get(`${label} ${mode}`) ?? [];
          return `${Math.round(median(runs))} ms (${runs.map((ms) => Math.round(ms)).join(', ')})`;
        }).join(' | ')} |`,
      );
    }
    // Every page's blocking time as the page itself sees it, alternating the modes load by load.
    const observed = new Map<string, ObservedLoad[]>();
    for (let run = 1; run <= RUNS; run++) {
      for (const path of pages) {
        for (const mode of INSPECTOR_MODES) {
          for (const [label, origin] of origins) {
            const result = await observedBlockingMs(origin + path, mode, SLOWDOWN);
            const key = `${label} ${path} ${mode}`;
            observed.set(key, [...(observed.get(key) ?? []), result]);
            console.log(
              `run ${run}/${RUNS} ${label} ${path}, ${mode}: blocking ${Math.round(result.tbtMs)} ms in ${result.longTasks} long tasks`,
            );
          }
        }
      }
    }
    lines.push(
      '',
      `Blocking time of every page as the page's own Long Tasks API sees it (${SLOWDOWN}× CPU slowdown, median of ${RUNS} loads, each in a fresh browser, the modes alternating load by load; each long task's excess over 50 ms, from FCP to 4 s after the app is live): with no inspector, the figure a traveller's phone at that speed would see; with the Runtime domain enabled; and under Lighthouse's trace. The last column is the first over the second, from the same run.`,
      '',
      `| Page | Server | ${INSPECTOR_MODES.join(' | ')} | No inspector ÷ Runtime enabled |`,
      `|---|---|${INSPECTOR_MODES.map(() => '---:').join('|')}|---:|`,
    );
    for (const path of pages) {
      for (const [label] of origins) {
        const medians = INSPECTOR_MODES.map((mode) => median((observed.get(`${label} ${path} ${mode}`) ?? []).map((r) => r.tbtMs)));
        const cells = INSPECTOR_MODES.map((mode, i) => {
          const runs = observed.get(`${label} ${path} ${mode}`) ?? [];
          return `${Math.round(medians[i])} ms (${runs.map((r) => Math.round(r.tbtMs)).join(', ')})`;
        });
        const ratio = medians[1] > 0 ? (medians[0] / medians[1]).toFixed(2) : 'n/a';
        lines.push(`| \`${path}\` | ${label} | ${cells.join(' | ')} | ${ratio} |`);
      }
    }
    lines.push('', END);
  } finally {
    await browser.close();
    await server.stop();
  }
  const section = lines.join('\n');
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  writeFileSync(
    RESULTS,
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`,
  );
  console.log(`\n${section}\n\nwrote ${RESULTS}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
