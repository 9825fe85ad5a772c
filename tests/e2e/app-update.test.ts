// Browser, a new version of the app (issue 17 §2 "Updates"): the traveller has the installed app (its
// service worker controls the page), and a new version is deployed. The next page load runs the new
// version and says "StayIndia was updated", once; the new service worker installs in the background and
// waits, never taking over a page in use; once the traveller's pages are closed it takes over, and the app
// opened with no signal is the new version.
//
// The new version is a copy of the build in which the app's entry script has a new name, as every change
// to the app's code gives it, and the worker's precache list names it (and a new index.html): what a real
// deployment changes, without a second build.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, waitUntilLive, type RunningServer } from './harness.ts';

const UPDATED = 'StayIndia was updated';

let dir: string;
let server: RunningServer | undefined;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stayindia-update-'));
  cpSync('dist/client', join(dir, 'client'), { recursive: true });
  cpSync('dist/ssr', join(dir, 'ssr'), { recursive: true });
  // The server-rendering build is ES modules, as the project's package.json says for dist/.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The address of the page's entry script: the app's version (features/offline/serviceWorker.ts). */
const entryScript = (page: Page) => page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null);

/** The registration's workers, as the page sees them. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return {
      controlled: navigator.serviceWorker.controller !== null,
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
    };
  });

/**
 * Deploys the next version into the copy: the entry script under a new name, named by index.html, the
 * build's manifest and the worker's precache list, with a new revision for index.html there.
 */
function deployNextVersion(entry: string): string {
  const client = join(dir, 'client');
  const file = entry.replace(/^\//, '');
  const next = file.replace(/\.js$/, 'v2.js');
  renameSync(join(client, file), join(client, next));
  for (const name of ['index.html', '.vite/manifest.json']) {
    const path = join(client, name);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(file, next));
  }
  const sw = join(client, 'sw.js');
  const worker = readFileSync(sw, 'utf8');
  const revised = worker
    .replaceAll(file, next)
    .replace(/(url:"index\.html",revision:")[0-9a-f]+"/, (_, head: string) => `${head}${'2'.repeat(32)}"`);
  expect(revised).not.toBe(worker.replaceAll(file, next));
  writeFileSync(sw, revised);
  // The compressed copies of the old index.html would be served in place of the new one.
  rmSync(join(client, 'index.html.br'), { force: true });
  rmSync(join(client, 'index.html.gz'), { force: true });
  return `/${next}`;
}

/** Reloads `page` with no signal: the version the service worker opens, under the offline banner. */
async function versionOffline(page: Page): Promise<string | null> {
  const context = page.context();
  await context.setOffline(true);
  try {
    await page.reload();
    await waitUntilLive(page);
    await page.getByTestId('offline-banner').waitFor({ timeout: 15_000 });
    return await entryScript(page);
  } finally {
    await context.setOffline(false);
  }
}

async function toastShown(page: Page, within: number): Promise<boolean> {
  return page
    .getByText(UPDATED)
    .waitFor({ timeout: within })
    .then(
      () => true,
      () => false,
    );
}

/**
 * True when the page says nothing about an update. The check runs as the offline layer mounts, after the
 * first paint, from its own chunk (features/offline/OfflineUI.tsx): the 3 s start once that chunk has
 * arrived, so a slow start cannot make the page look silent.
 */
async function saidNothing(page: Page): Promise<boolean> {
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => /\/OfflineUI-[\w-]+\.js$/.test(e.name)),
    undefined,
    { timeout: 30_000 },
  );
  return !(await toastShown(page, 3_000));
}

describe('a new version of the installed app', () => {
  it('runs on the next page load and says so once; its worker waits for the pages in use to close, then serves the app offline', async () => {
    server = await startServer({}, { clientDir: join(dir, 'client') });
    const { url } = server;
    const port = Number(new URL(url).port);
    const context: BrowserContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    const open = async () => {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(String(e)));
      return page;
    };

    // Version 1: the first visit installs the worker; the page after it is controlled. No "updated" on a
    // first visit: there is nothing to compare with.
    let page = await open();
    await page.goto(`${url}/`);
    await waitUntilLive(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await waitUntilLive(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const v1 = await entryScript(page);
    expect(v1).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(await saidNothing(page)).toBe(true);
    // A page the worker controls is still the server's page (server-rendered, in the traveller's language:
    // it carries the rendered page's data), not the worker's precached shell.
    expect(await page.locator('script#ssr-state').count()).toBe(1);

    // Version 2 is deployed on the same origin.
    await server.stop();
    const v2 = deployNextVersion(v1!);
    server = await startServer({}, { clientDir: join(dir, 'client'), port });

    // The next page load is the new version, and says so.
    await page.reload();
    await waitUntilLive(page);
    expect(await entryScript(page)).toBe(v2);
    expect(await toastShown(page, 15_000)).toBe(true);
    // Its worker installs in the background and waits: the old one still controls this page.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const deadline = Date.now() + 60_000;
      while (registration?.waiting?.state !== 'installed') {
        if (Date.now() > deadline) throw new Error('the new service worker did not install');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    expect(await workers(page)).toEqual({ controlled: true, active: 'activated', waiting: 'installed' });

    // Said once: the next page of the same version says nothing.
    await page.reload();
    await waitUntilLive(page);
    expect(await entryScript(page)).toBe(v2);
    expect(await saidNothing(page)).toBe(true);

    // While a page uses the old worker, it stays in charge: with no signal it opens the version it keeps.
    // That page is not counted as a version seen, so back online the new version says nothing again.
    expect(await versionOffline(page)).toBe(v1);
    await page.reload();
    await waitUntilLive(page);
    expect(await entryScript(page)).toBe(v2);
    expect(await saidNothing(page)).toBe(true);

    // The traveller closes the app; the new worker takes over on the next visit.
    await page.close();
    const deadline = Date.now() + 30_000;
    for (;;) {
      page = await open();
      await page.goto(`${url}/`);
      await waitUntilLive(page);
      const state = await workers(page);
      if (state.waiting === null && state.active === 'activated' && state.controlled) break;
      if (Date.now() > deadline) throw new Error(`the new worker did not take over: ${JSON.stringify(state)}`);
      await page.close();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    // With no signal the app now opens from the new worker's precache: the new version.
    expect(await versionOffline(page)).toBe(v2);

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 240_000);
});
