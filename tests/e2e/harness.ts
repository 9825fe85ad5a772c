// End-to-end harness: starts the real server (node --import tsx server/main.ts) on a free port with a
// fresh embedded database and the embedded sandbox, and drives Debian's Chromium through playwright-core.
// The client must have been built (npm test builds it before the tests run).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { THEME_KEY } from '../../client/src/app/theme.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface RunningServer {
  url: string;
  proc: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

export interface StartOptions {
  /** the port to listen on (default: a free one); a second server on the same port has the same origin */
  port?: number;
  /** serve the built client from this copy of dist/client (its server rendering from ../ssr beside it) */
  clientDir?: string;
}

export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  if (!existsSync('dist/client/index.html')) throw new Error('dist/client is missing: run `npm run build` first');
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'stayindia-e2e-'));
  const logs: string[] = [];
  const entry = options.clientDir ? ['tests/e2e/serve-client-dir.ts', options.clientDir] : ['server/main.ts'];
  const proc = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LITEAPI_KEY: '',
      GEODB_KEY: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => logs.push(String(d)));
  proc.stderr!.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const r = await fetch(`${url}/health/ready`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proc,
    logs,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (proc.exitCode === null) {
          proc.kill('SIGKILL');
          // Its port is free once it has gone: a server started next on the same port must not find it taken.
          await exited;
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How every test and bench launches Debian's Chromium: headless, as root, and quiet on the network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * One server and one browser for a test file: started before its tests (and before the file's own
 * beforeAll hooks registered after this call), stopped after them. `ready` receives both once started.
 */
export function useServerAndBrowser(ready: (server: RunningServer, browser: Browser) => void): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

/** A fresh browser context (its own local storage) at a given viewport, failing on page errors. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Waits until the app has drawn or taken over the page (main.tsx sets html[data-live]). */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * When the page's first contentful paint came, and when each fetched script under /assets/ whose file
 * name matches `files` was requested (ms since navigation, from the page's own performance entries).
 */
export async function scriptRequestsAndFirstPaint(
  page: Page,
  files: RegExp,
): Promise<{ paint: number | undefined; scripts: { name: string; start: number }[] }> {
  return page.evaluate((source) => {
    const match = new RegExp(source);
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime }))
        .filter((e) => /^\/assets\/[\w-]+\.js$/.test(e.name) && match.test(e.name.slice('/assets/'.length))),
    };
  }, files.source);
}

/** A GraphQL request to the running server, as a script (not the page) would send it. */
export async function gql<T>(server: RunningServer, query: string, variables: object = {}): Promise<T> {
  const r = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * The first hotel of a destination with availability for the stay (the search's default stay when none
 * is given). About 8% of sandbox hotel-dates have none, so "the first hotel" would change with the date.
 */
export async function pricedHotel(
  server: RunningServer,
  destination: string,
  stay: { checkin?: string; checkout?: string } = {},
): Promise<{ id: string; name: string }> {
  const data = await gql<{ searchHotels: { hotels: Array<{ id: string; name: string; priceFrom: unknown }> } }>(
    server,
    `query($input: HotelSearchInput!) { searchHotels(input: $input) { hotels { id name priceFrom { amount } } } }`,
    { input: { destination, ...stay } },
  );
  const hotel = data.searchHotels.hotels.find((h) => h.priceFrom);
  if (!hotel) throw new Error(`no hotel in ${destination} has availability for the stay`);
  return hotel;
}

/**
 * How many <style> elements on the page hold the theme's CSS variables (`.stayindia-theme{--ant-…}`): one on a
 * server-rendered page once the app has taken it over (client/src/app/ssr-styles.ts), where antd added a second.
 */
export function themeStyleCopies(page: Page): Promise<number> {
  return page.evaluate(
    (key) => [...document.querySelectorAll('style')].filter((s) => s.textContent?.startsWith(`.${key}{`)).length,
    THEME_KEY,
  );
}

/** A booking's holder, as the guest-details step asks for one. */
interface Holder {
  first: string;
  last: string;
  email: string;
  phone?: string;
}

/**
 * Fills in the guest-details step's holder (first and last name, e-mail, phone) and presses the first room's
 * "Same as holder" button: `sameAsHolder` is that button's name in the page's language.
 */
export async function fillHolder(
  page: Page,
  { first, last, email, phone = '98450 12345' }: Holder,
  sameAsHolder = 'Same as holder',
): Promise<void> {
  await page.locator('#holder-first').fill(first);
  await page.locator('#holder-last').fill(last);
  await page.locator('#holder-email').fill(email);
  await page.locator('#holder-phone').fill(phone);
  await page.getByRole('button', { name: sameAsHolder }).first().click();
}

/**
 * The sandbox's payment widget (the provider's, in English on every page): waits for it, fills in `card` with
 * the same expiry, CVC and name every test uses, and presses Pay. The outcome is the caller's to wait for.
 */
export async function payWithCard(page: Page, card = '4242 4242 4242 4242', nameOnCard = 'Asha Verma'): Promise<void> {
  await page.getByTestId('liteapi-payment-form').waitFor({ timeout: 30_000 });
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}
