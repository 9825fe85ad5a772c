// Browser: a server-rendered home page, hotel page and city list (server/web/ssr.ts) are taken over by the
// app without a mismatch or a second fetch, and a tap made or text typed while the app's code is still on
// its way is not lost (client/page-start.js, replayed by main.tsx). What an inspector's trace costs V8 is measured by
// `npm run bench:tasks` (bench/long-tasks.ts), not asserted here.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  gql,
  newPage,
  pricedHotel,
  scriptRequestsAndFirstPaint,
  themeStyleCopies,
  useServerAndBrowser,
  waitUntilLive,
  type RunningServer,
} from './harness.ts';

let server: RunningServer;

/** A date `n` days from today, yyyy-MM-dd (UTC; far enough ahead that India's date does not matter). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/**
 * Holds the app's code back, as a slow connection would, so what the test does lands on the server's HTML;
 * the returned function lets it through.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('server-rendered pages in Chromium', () => {
  it('a city list whose rates are cached is taken over with no error and no GraphQL request, and keeps its cards', async () => {
    // The page's own stay (the spec's defaults: in 7 days, 2 nights, 2 guests), priced once already.
    await gql(server, 'query Warm($input: HotelSearchInput!) { searchHotels(input: $input) { total } }', {
      input: { destination: 'Mumbai' },
    });
    const { page, context, errors } = await newPage(browser);
    const graphql: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) graphql.push(r.url());
    });
    await page.goto(`${server.url}/hotels/mumbai`);
    await waitUntilLive(page);
    expect(await page.locator('[data-testid="hotel-card-name"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(graphql).toEqual([]);
    // The theme's variables arrive in the server's head (antd's extractStyle), so the first paint has the
    // app's colours, under the id antd in the browser looks for (app/ssr-styles.ts): taking the page over
    // adds no second copy, which restyled every antd element on the page.
    const served = await (await fetch(`${server.url}/hotels/mumbai`, { headers: { accept: 'text/html' } })).text();
    const head = served.slice(0, served.indexOf('<body'));
    expect(head).toMatch(/<style[^>]*data-token-hash="stayindia-theme"[^>]*>\.stayindia-theme\{[^}]*--ant-color-primary:#c2410c;/);
    expect(await themeStyleCopies(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a city list asks for its own code with the app's, a few files per task, each file once", async () => {
    const { page, context, errors } = await newPage(browser);
    // Each MutationObserver call holds what one task (or one microtask) added.
    await page.addInitScript(() => {
      const batches: string[][] = [];
      (window as unknown as { preloadBatches: string[][] }).preloadBatches = batches;
      new MutationObserver((records) => {
        const added = records.flatMap((r) => [...r.addedNodes]).filter((n): n is HTMLLinkElement => n instanceof HTMLLinkElement);
        const preloads = added.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
        if (preloads.length) batches.push(preloads);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/hotels/mumbai`);
    await waitUntilLive(page);
    const batches = await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
    const all = batches.flat();
    // The list's code is among them: asked for by page-start.js right after the paint, not once the app runs.
    expect(all.some((href) => /\/HotelListPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    // Vite's preload helper added a page's 24 or 30 files in one go: a long task on a phone.
    for (const batch of batches) expect(batch.length, batch.join(' ')).toBeLessThanOrEqual(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a city list whose rates are slow comes with its cards, and the browser fills in the prices', async () => {
    const { page, context, errors } = await newPage(browser);
    // Nobody has searched Kolkata on this server yet: its rates are fetched while the page is rendered.
    const served = await fetch(`${server.url}/hotels/kolkata?checkin=${inDays(20)}&checkout=${inDays(22)}`, {
      headers: { accept: 'text/html' },
    });
    const html = await served.text();
    expect(html).toMatch(/data-testid="hotel-card-name"/);
    await page.goto(`${server.url}/hotels/kolkata?checkin=${inDays(21)}&checkout=${inDays(23)}`);
    await waitUntilLive(page);
    expect(await page.locator('[data-testid="hotel-card-name"]').count()).toBeGreaterThan(0);
    await page.locator('[data-testid="hotel-card-price"]').first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a hotel page asks for the app's code only after it has painted, and still goes live", async () => {
    const hotel = await pricedHotel(server, 'Mumbai');
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/hotels/${hotel.id}`);
    await waitUntilLive(page);
    // Every chunk but page-start.js itself, which loads with the page: it is what waits for the paint.
    const { paint, scripts } = await scriptRequestsAndFirstPaint(page, /^(?!page-start-)/);
    expect(paint).toBeGreaterThan(0);
    // The entry and the shell: fetched, and not before the page's first contentful paint.
    expect(scripts.map((s) => s.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/index-/), expect.stringMatching(/\/shell-/)]),
    );
    for (const s of scripts) expect(s.start, s.name).toBeGreaterThanOrEqual(paint!);
    expect(await themeStyleCopies(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a hotel page's gallery and thumbnail strip become carousels after the page is live", async () => {
    const hotel = await pricedHotel(server, 'Mumbai');
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/hotels/${hotel.id}`);
    await waitUntilLive(page);
    // Each carousel mounts in a turn of its own once the page is idle (useMountTurn): main, then strip.
    const gallery = page.getByTestId('hotel-gallery');
    await gallery.locator('.swiper-initialized').nth(1).waitFor({ timeout: 30_000 });
    expect(await gallery.locator('.swiper-initialized').count()).toBe(2);
    expect(await gallery.locator('.swiper-pagination-bullet').count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap on "View Available Rates" before the app has loaded opens the rates once it has', async () => {
    const hotel = await pricedHotel(server, 'Mumbai');
    const { page, context, errors } = await newPage(browser);
    const release = await holdAppCode(page);
    await page.goto(`${server.url}/hotels/${hotel.id}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'View Available Rates' }).click();
    expect(await page.locator('html[data-live]').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: /Available Rates/ }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the home page comes drawn, and what is typed into its search before the app has loaded is the search's", async () => {
    const { page, context, errors } = await newPage(browser);
    const release = await holdAppCode(page);
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    const destination = page.getByPlaceholder('Where are you going?');
    await destination.waitFor({ timeout: 30_000 });
    await destination.click();
    await page.keyboard.type('Goa');
    expect(await page.locator('html[data-live]').count()).toBe(0);
    release();
    await waitUntilLive(page);
    // The app took the text: it stays through the app's renders, typing goes on from it, and the search uses it.
    await page.keyboard.type(' ');
    await expect.poll(() => destination.inputValue()).toBe('Goa ');
    await page.getByRole('button', { name: 'Search Hotels' }).click();
    await page
      .getByRole('dialog')
      .getByText(/hotel\(s\) in Goa/i)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await themeStyleCopies(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
