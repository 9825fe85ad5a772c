// How long the shell chunk's top level takes to evaluate, as a traveller's browser runs it and as
// Lighthouse and DevTools see it. Used by `npm run bench:tasks` (bench/long-tasks.ts).
//
// Under an inspector, V8 records stacks with source positions. It compiles without positions, so it gets
// them by parsing again every function on the stack. Evaluating the shell puts its whole 780 kB top level
// on the stack (react-dom creates Error objects as its module runs, and each gets a stack). This measures
// that cost three ways:
//   - no inspector: a bare DevTools-protocol connection that never enables the Runtime domain;
//   - Runtime enabled: as DevTools, Playwright and Lighthouse run;
//   - Lighthouse's trace: Runtime enabled and a trace with Lighthouse's own categories.
// The chunk is served through the protocol's Fetch domain with a performance mark before and after its
// code. The result is the time between the marks, so it includes no download and no compile.
//
// It also measures a whole load's blocking time in the same three ways, from the page's own Long Tasks
// API (observedBlockingMs): with no inspector, that is the figure a traveller's phone would see at the
// simulated speed, with none of an inspector's work in it.
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/e2e/harness.ts';
import { DEFAULT_SLOWDOWN } from './cpu-slowdown.ts';

export type InspectorMode = 'no inspector' | 'Runtime enabled' | "Lighthouse's trace";
export const INSPECTOR_MODES: InspectorMode[] = ['no inspector', 'Runtime enabled', "Lighthouse's trace"];

const FLAGS = [...CHROMIUM_FLAGS, '--window-size=412,823'];

/** A minimal DevTools-protocol client: commands and events, nothing enabled unless asked for. */
class Cdp {
  private id = 0;
  private readonly pending = new Map<number, { resolve: (v: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, (params: Record<string, unknown>) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
        method?: string;
        params?: Record<string, unknown>;
      };
      if (msg.id !== undefined) {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (msg.error) p?.reject(new Error(msg.error.message));
        else p?.resolve(msg.result ?? {});
      } else if (msg.method) this.listeners.get(msg.method)?.(msg.params ?? {});
    });
  }

  static async connect(url: string): Promise<Cdp> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Cdp(ws);
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const id = ++this.id;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  on(method: string, listener: (params: Record<string, unknown>) => void): void {
    this.listeners.set(method, listener);
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Opens Chromium at a `slowdown`x CPU slowdown (4 unless asked) with a bare DevTools-protocol connection to
 * its page, in `mode`, and runs `use` on it. Only Emulation (and whatever `use` asks for) is on unless the mode enables more.
 */
async function inBareChromium<T>(
  mode: InspectorMode,
  slowdown: number,
  use: (cdp: Cdp) => Promise<T>,
  before?: (cdp: Cdp) => Promise<void>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json`)).json()) as {
      type: string;
      webSocketDebuggerUrl: string;
    }[];
    const target = targets.find((t) => t.type === 'page');
    if (!target) throw new Error('Chromium opened no page');
    const cdp = await Cdp.connect(target.webSocketDebuggerUrl);
    try {
      await before?.(cdp);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      if (mode !== 'no inspector') await cdp.send('Runtime.enable');
      if (mode === "Lighthouse's trace") {
        const categories = (TraceGatherer.getDefaultTraceCategories() as string[]).filter((c) => c !== '-*');
        await cdp.send('Tracing.start', {
          transferMode: 'ReturnAsStream',
          traceConfig: { includedCategories: categories, excludedCategories: ['*'] },
        });
      }
      const result = await use(cdp);
      if (mode === "Lighthouse's trace") await cdp.send('Tracing.end');
      return result;
    } finally {
      cdp.close();
    }
  } finally {
    await chrome.kill();
  }
}

/**
 * Polls `expression` in the page (Runtime.evaluate works without enabling the Runtime domain) every 100 ms
 * until it gives a value that is not null; asked from here, not awaited in the page, since the navigation
 * replaces the page's context.
 */
async function poll<T>(cdp: Cdp, expression: string, what: string): Promise<T> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value?: T | null } };
    if (result.value !== undefined && result.value !== null) return result.value;
  }
  throw new Error(`${what} in 60 s`);
}

/** Milliseconds the shell's top level took to evaluate on one load of `url`, at a 4x (or `slowdown`x) CPU slowdown. */
export async function shellEvaluationMs(url: string, mode: InspectorMode, slowdown = DEFAULT_SLOWDOWN): Promise<number> {
  return inBareChromium(
    mode,
    slowdown,
    async (cdp) => {
      await cdp.send('Page.navigate', { url });
      return poll<number>(
        cdp,
        `(() => { const start = performance.getEntriesByName('shell-start')[0], end = performance.getEntriesByName('shell-end')[0];
        return start && end && document.documentElement.hasAttribute('data-live') ? end.startTime - start.startTime : null; })()`,
        `${url}: the shell did not run, or the page did not go live,`,
      );
    },
    async (cdp) => {
      cdp.on('Fetch.requestPaused', (params) => {
        void (async () => {
          const requestId = params.requestId as string;
          const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId });
          const code = base64Encoded ? Buffer.from(body as string, 'base64').toString('utf8') : (body as string);
          const marked = `performance.mark('shell-start');${code}\n;performance.mark('shell-end');`;
          await cdp.send('Fetch.fulfillRequest', {
            requestId,
            responseCode: 200,
            responseHeaders: [{ name: 'content-type', value: 'text/javascript' }],
            body: Buffer.from(marked).toString('base64'),
          });
        })();
      });
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/assets/shell-*.js', requestStage: 'Response' }] });
    },
  );
}

/** The long tasks of one load after its first contentful paint, as the page itself sees them (the Long Tasks API). */
export interface ObservedLoad {
  /** each long task's excess over 50 ms, summed, for the tasks that start after the first contentful paint */
  tbtMs: number;
  /** how many long tasks started after the first contentful paint */
  longTasks: number;
}

/** Sums what the tasks that start at or after FCP hold the thread beyond 50 ms (bench/long-tasks.ts's rule). */
export function blockingAfter(fcpMs: number, tasks: [start: number, duration: number][]): ObservedLoad {
  const after = tasks.filter(([start, duration]) => start >= fcpMs && duration > 50);
  return { tbtMs: after.reduce((sum, [, duration]) => sum + duration - 50, 0), longTasks: after.length };
}

/**
 * Total Blocking Time of one load of `url` at a 4x (or `slowdown`x) CPU slowdown, as the page's own Long Tasks API sees it
 * from the first contentful paint until 4 s after the app is live. With no inspector this is what a
 * phone about `slowdown` times slower than this machine would block, with nothing of an inspector's own work in it.
 */
export async function observedBlockingMs(url: string, mode: InspectorMode, slowdown = DEFAULT_SLOWDOWN): Promise<ObservedLoad> {
  return inBareChromium(mode, slowdown, async (cdp) => {
    // Before the page's first script: long tasks are not buffered for a late observer.
    await cdp.send('Page.enable');
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask' });`,
    });
    await cdp.send('Page.navigate', { url });
    await poll<number>(cdp, `document.documentElement.hasAttribute('data-live') ? performance.now() : null`, `${url} did not go live`);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const { fcp, tasks } = await poll<{ fcp: number; tasks: [number, number][] }>(
      cdp,
      `(() => { const fcp = performance.getEntriesByName('first-contentful-paint')[0]; return fcp && window.__longTasks ? { fcp: fcp.startTime, tasks: window.__longTasks } : null; })()`,
      `${url} has no first contentful paint or no long-task record`,
    );
    return blockingAfter(fcp, tasks);
  });
}
