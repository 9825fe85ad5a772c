// The list page's filters and sort in Chromium at 375 px (the drawer) and 1440 px (the column), issue 15 §3
// and §5: filter by stars and free cancellation, sort by price, check every card obeys, then share the
// address (open it in a fresh context) and find the same filters, order and hotels. axe finds no serious
// violation in the filter drawer.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function open(viewport: { width: number; height: number }, path: string) {
  // bypassCSP only so that the drawer's axe check can inject axe; the app itself is unchanged.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + path);
  // The city list is server-rendered: a click before the app has taken the page over would be lost.
  await waitUntilLive(page);
  return { context, page, errors };
}

/** The cards on screen once the list has settled in `sort` (the answer's order; prices in, nothing dimmed). */
async function cards(page: Page, sort = 'PRICE_LOW_TO_HIGH') {
  await page.locator(`[data-sort="${sort}"][aria-busy="false"]`).waitFor({ timeout: 30_000 });
  await page.getByTestId('hotel-card-price-loading').first().waitFor({ state: 'detached', timeout: 30_000 });
  return page.evaluate(() =>
    [...document.querySelectorAll('.ant-card')]
      .filter((c) => c.querySelector('[data-testid="hotel-card-name"]'))
      .map((c) => ({
        name: c.querySelector('[data-testid="hotel-card-name"]')!.textContent!.trim(),
        stars: Number(c.querySelector('[data-testid="hotel-card-stars"]')?.textContent),
        freeCancellation: !!c.querySelector('[data-testid="hotel-card-free-cancellation"]'),
        price: Number(
          (c.querySelector('[data-testid="hotel-card-per-night"]')?.textContent ?? '').match(/₹([\d,]+)/)?.[1].replace(/,/g, '') ?? NaN,
        ),
      })),
  );
}

/**
 * Waits for the address to match (the list changes it in place, with no page load to wait for), then for the
 * new answer to be on screen: a filter's counts arrive with it and move the options below them, as a
 * traveller would see before the next tap.
 */
async function addressHas(page: Page, re: RegExp) {
  await page.waitForFunction((source) => new RegExp(source).test(location.href), re.source, { timeout: 30_000 });
  await page.locator('[data-sort][aria-busy="false"]').first().waitFor({ timeout: 30_000 });
}

async function seriousAxe(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
    };
    const r = await w.axe.run(document.querySelector('.ant-drawer') ?? document);
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const vp of viewports) {
  describe(`${vp.name} (${vp.width} px)`, () => {
    const viewport = { width: vp.width, height: vp.height };

    it('filters by stars and free cancellation, sorts by price, and the shared address shows the same list', async () => {
      const { context, page, errors } = await open(viewport, '/hotels/mumbai');
      await page.getByText(/Found \d[\d,]* hotel\(s\) in Mumbai/).waitFor({ timeout: 30_000 });
      // The list has settled (its facets are in, so the options no longer move under the pointer).
      await page.locator('[data-sort][aria-busy="false"]').first().waitFor({ timeout: 30_000 });
      const before = await page.getByTestId('hotel-count').textContent();
      const [, all] = before!.match(/of ([\d,]+) hotels/)!;

      let panel = page.locator('aside');
      if (vp.width < 992) {
        expect(await page.locator('aside').isVisible()).toBe(false);
        await page.getByRole('button', { name: /^Filters/ }).click();
        panel = page.getByRole('dialog', { name: 'Filters' });
        await panel.waitFor({ state: 'attached' });
        await panel.getByRole('checkbox', { name: /^5 stars/ }).waitFor();
      }
      await panel.getByRole('checkbox', { name: /^5 stars/ }).click();
      await addressHas(page, /stars=5/);
      await panel.getByRole('checkbox', { name: /^4 stars/ }).click();
      await addressHas(page, /stars=4%2C5/);
      await panel.getByRole('checkbox', { name: /^Free cancellation/ }).click();
      await addressHas(page, /freeCancel=1/);

      if (vp.width < 992) {
        // The drawer is titled and passes axe; its button names the count and closes it.
        await page.locator('[aria-busy="false"]').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(400);
        expect(await seriousAxe(page)).toEqual([]);
        const show = panel.getByRole('button', { name: /^Show [\d,]+ hotels$/ });
        await page.locator('[aria-busy="false"]').first().waitFor({ timeout: 30_000 });
        await show.click();
        await panel.waitFor({ state: 'hidden' });
      }

      // In the middle of the screen, as a traveller would have it before opening it: the menu then opens in
      // view, and the click is not made while the page scrolls and the menu moves with it.
      await page.getByLabel('Sort by').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.getByLabel('Sort by').click();
      await page.locator('.ant-select-item-option-content', { hasText: 'Price: low to high' }).click();
      await addressHas(page, /sort=price_asc/);

      const shown = await cards(page);
      expect(shown.length).toBeGreaterThan(0);
      for (const c of shown) {
        expect([4, 5]).toContain(c.stars);
        expect(c.freeCancellation).toBe(true);
        expect(Number.isFinite(c.price)).toBe(true);
      }
      const prices = shown.map((c) => c.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const count = await page.getByTestId('hotel-count').textContent();
      expect(count).toMatch(new RegExp(`^[\\d,]+ of ${all} hotels$`));
      expect(count).not.toBe(before);
      const chips = page.getByRole('group', { name: 'Applied filters' }).first();
      for (const chip of ['5 stars', '4 stars', 'Free cancellation'])
        expect(await chips.getByRole('button', { name: `Remove filter ${chip}` }).isVisible()).toBe(true);

      // Share: the address alone, in a fresh browser context, gives the same filters, order and hotels.
      const address = page.url();
      expect(new URL(address).searchParams.get('stars')).toBe('4,5');
      const shared = await open(viewport, new URL(address).pathname + new URL(address).search);
      await shared.page.getByText(/Found \d[\d,]* hotel\(s\) in Mumbai/).waitFor({ timeout: 30_000 });
      expect(await cards(shared.page)).toEqual(shown);
      expect(await shared.page.getByTestId('hotel-count').textContent()).toBe(count);
      // The sort menu shows the order the address asked for.
      expect(await shared.page.locator('.ant-select', { has: shared.page.locator('#list-sort') }).innerText()).toContain(
        'Price: low to high',
      );
      // And a reload of the same page.
      await page.reload();
      await page.getByText(/Found \d[\d,]* hotel\(s\) in Mumbai/).waitFor({ timeout: 30_000 });
      expect(await cards(page)).toEqual(shown);

      expect(errors).toEqual([]);
      expect(shared.errors).toEqual([]);
      await shared.context.close();
      await context.close();
    });
  });
}
