// Responsive behaviour on a 375 px phone and a 1440 px desktop: the city nudge and the welcome-back
// toast, popular-city selection, the debounced and cancelling city search against a slow sandbox,
// /hotels/mumbai, the hotel page's small-screen bottom bar, and no sideways scrolling on a phone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, pricedHotel, useServerAndBrowser, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let hotelId: string;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

beforeAll(async () => {
  hotelId = (await pricedHotel(server, 'Mumbai')).id;
});

async function setLatency(ms: number, route: string) {
  const r = await fetch(`${server.url}/sandbox/_control/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms, route }),
  });
  expect(r.ok).toBe(true);
}

async function quiet(viewport: { width: number; height: number }) {
  const p = await newPage(browser, viewport);
  await p.context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
  return p;
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

// Each viewport types its own prefixes: the server caches city lookups for an hour, and a cached
// first prefix would answer before the second keystroke, which is not the race under test.
const viewports = [
  { name: 'phone', width: 375, height: 812, typed: 'Pu', next: 'n', city: 'Pune' },
  { name: 'desktop', width: 1440, height: 900, typed: 'Ch', next: 'e', city: 'Chennai' },
] as const;

for (const vp of viewports) {
  describe(`${vp.name} (${vp.width} px)`, () => {
    const viewport = { width: vp.width, height: vp.height };

    it('a first visit gets the select-city nudge after 2 seconds, not before', async () => {
      const { page, context } = await newPage(browser, viewport);
      const opened = Date.now();
      await page.goto(server.url + '/');
      await page.getByPlaceholder('Where are you going?').waitFor();
      const nudge = page.getByText('Select Your City', { exact: true });
      // Well inside the 2 s delay (counted from the app's start, which is after `opened`).
      if (Date.now() - opened < 1500) expect(await nudge.isVisible()).toBe(false);
      await nudge.waitFor({ timeout: 6000 });
      expect(Date.now() - opened).toBeGreaterThanOrEqual(2000);
      await page.getByRole('button', { name: 'Choose City' }).waitFor();
      await context.close();
    });

    it('a second visit gets the welcome-back toast for the stored city', async () => {
      const { page, context } = await newPage(browser, viewport);
      await context.addInitScript(() => {
        localStorage.setItem('user_preferred_city', JSON.stringify({ city: 'Mumbai', timestamp: new Date().toISOString() }));
        localStorage.setItem('city_selection_shown', 'true');
      });
      await page.goto(server.url + '/');
      await page.getByText('Welcome back!', { exact: true }).waitFor({ timeout: 6000 });
      await page.getByRole('button', { name: 'Explore Mumbai Hotels' }).waitFor();
      expect(await page.getByText('Select Your City', { exact: true }).count()).toBe(0);
      await context.close();
    });

    it('choosing a popular city in the city dialog shows it in the top bar', async () => {
      const { page, context } = await quiet(viewport);
      await page.goto(server.url + '/');
      await page.getByRole('banner').getByRole('button', { name: 'Select City' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .locator('section[aria-label="Popular Cities"]')
        .getByRole('button', { name: /^Mumbai\b/ })
        .click();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Mumbai/ })
        .waitFor();
      expect(await page.getByRole('banner').getByRole('button', { name: 'Select City' }).count()).toBe(0);
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('user_preferred_city') ?? 'null') as { city: string } | null,
      );
      expect(stored?.city).toBe('Mumbai');
      await context.close();
    });

    it('city search waits for typing to pause and never shows a stale answer', async () => {
      const { page, context } = await quiet(viewport);
      await page.goto(server.url + '/');
      await page.getByRole('banner').getByRole('button', { name: 'Select City' }).click();
      const dialog = page.getByRole('dialog');
      const box = dialog.getByPlaceholder('Search for a city...');
      await box.waitFor();
      await setLatency(800, 'GET /v1/geo/cities');
      try {
        await box.pressSequentially(vp.typed, { delay: 30 });
        // Past the 300 ms debounce: the first request is in flight (800 ms) when the next key arrives.
        await page.waitForTimeout(450);
        await box.press(vp.next);
        const snapshots: string[][] = [];
        const results = dialog.locator('section[aria-label="Search results"]');
        const deadline = Date.now() + 4000;
        while (Date.now() < deadline) {
          snapshots.push(
            await results
              .getByRole('button')
              .evaluateAll((bs) => bs.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim())),
          );
          await page.waitForTimeout(50);
        }
        const final = snapshots[snapshots.length - 1];
        expect(final.length).toBeGreaterThan(0);
        expect(final[0]).toMatch(new RegExp(`^${vp.city}\\b`));
        const prefix = new RegExp(`^${vp.typed}${vp.next}`, 'i');
        for (const names of snapshots)
          for (const n of names) expect(n, `a stale '${vp.typed}' answer showed: ${names.join(' | ')}`).toMatch(prefix);
        expect(await dialog.getByText(/^Search Results \(\d+\)$/).textContent()).toBe(`Search Results (${final.length})`);
      } finally {
        await setLatency(0, 'GET /v1/geo/cities');
      }
      await context.close();
    });

    it('/hotels/mumbai lists Mumbai hotels', async () => {
      const { page, context } = await quiet(viewport);
      await page.goto(server.url + '/hotels/mumbai');
      await page.getByText(/^Found \d[\d,]* hotel\(s\) in Mumbai$/).waitFor({ timeout: 30_000 });
      const cards = page.locator('main .ant-card').filter({ has: page.locator('[data-testid="hotel-card-name"]') });
      expect(await cards.count()).toBe(12);
      // Their text, not innerText: a card below the screen is not rendered until it nears it (content-visibility:
      // auto), and Chromium gives such an element an empty innerText.
      for (const text of await cards.allTextContents()) expect(text).toMatch(/Mumbai/);
      expect(await page.getByText('Hotel Not Found').count()).toBe(0);
      if (vp.width === 375) expect(await overflow(page)).toBeLessThanOrEqual(376);
      await context.close();
    });

    it(`the hotel page ${vp.width < 1024 ? 'has the' : 'has no'} fixed 'View Rates & Book Now' bar`, async () => {
      const { page, context } = await quiet(viewport);
      await page.goto(`${server.url}/hotels/${hotelId}`);
      await page.getByText('Quick Information').first().waitFor({ timeout: 30_000 });
      const bar = page.getByRole('button', { name: 'View Rates & Book Now' });
      if (vp.width < 1024) {
        await bar.waitFor();
        const position = await bar.evaluate((el) => {
          for (let n: Element | null = el; n; n = n.parentElement) if (getComputedStyle(n).position === 'fixed') return 'fixed';
          return 'static';
        });
        expect(position).toBe('fixed');
        const b = (await bar.boundingBox())!;
        expect(b.y + b.height).toBeGreaterThan(vp.height - 120);
        await bar.click();
        await page.getByRole('dialog').getByText('Select Rate & Book').waitFor();
        await page.keyboard.press('Escape');
        expect(await overflow(page)).toBeLessThanOrEqual(376);
      } else {
        await page.waitForTimeout(300);
        expect(await bar.count()).toBe(0);
      }
      await context.close();
    });

    // The app's own grid (components/Grid.tsx) in place of antd's Row and Col: the same columns at each width.
    const phone = vp.width < 576;
    it(`the home page's sections show ${phone ? '1 or 2' : '3 to 5'} cards a row`, async () => {
      const { page, context } = await quiet(viewport);
      await page.goto(server.url + '/');
      await page.locator('#offers-title').scrollIntoViewIfNeeded();
      await page.locator('section[aria-labelledby="offers-title"] .si-col').first().waitFor();
      const perRow = (title: string) =>
        page.evaluate((id) => {
          const tops = [...document.querySelectorAll(`section[aria-labelledby="${id}"] .si-row > .si-col`)].map((c) =>
            Math.round(c.getBoundingClientRect().top),
          );
          return { cards: tops.length, firstRow: tops.filter((top) => top === tops[0]).length };
        }, title);
      // Each section is a region named by its title (aria-labelledby names an element that exists).
      for (const id of ['why-title', 'dest-title', 'types-title', 'offers-title'])
        expect(await page.locator(`section[aria-labelledby="${id}"] #${id}`).count(), id).toBe(1);
      expect(await perRow('why-title')).toEqual({ cards: 4, firstRow: phone ? 1 : 4 });
      expect(await perRow('dest-title')).toMatchObject({ firstRow: phone ? 2 : 4 });
      expect(await perRow('types-title')).toEqual({ cards: 5, firstRow: phone ? 2 : 5 });
      expect(await perRow('offers-title')).toEqual({ cards: 3, firstRow: phone ? 1 : 3 });
      expect(await overflow(page)).toBeLessThanOrEqual(vp.width + 1);
      await context.close();
    });

    if (vp.width === 375) {
      it('the home page does not scroll sideways', async () => {
        const { page, context } = await quiet(viewport);
        await page.goto(server.url + '/');
        await page.getByText('Ready to Start Your Journey?').waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(376);
        await context.close();
      });
    }
  });
}
