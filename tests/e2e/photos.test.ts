// Browser: photos load whatever address the app is opened on, and a photo that fails shows its gradient
// placeholder, also on a server-rendered page before the app has started (client/page-start.js).
// The server runs with the default PUBLIC_URL (http://localhost:PORT) and listens on every address, the
// set-up that once blocked every photo on 127.0.0.1 (absolute URLs on localhost, CORP same-origin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { IMAGE_FAULT_ROUTE } from '../../server/sandbox/images.ts';
import { launchBrowser, newPage, pricedHotel, startServer, waitUntilLive, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let port = '';
let hotelId = '';

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: '', HOST: '0.0.0.0' });
  browser = await launchBrowser();
  port = new URL(server.url).port;
  hotelId = (await pricedHotel(server, 'Goa')).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Brings every photo matched by `selector` into view and reports each one's natural width once settled. */
async function photoWidths(page: Page, selector: string): Promise<Array<{ src: string; width: number }>> {
  return page.evaluate(async (sel) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>(sel)];
    for (const img of imgs) {
      img.scrollIntoView({ block: 'center' });
      // Settled: loaded (decodes) or broken (rejects); lazy photos start once in view.
      await img.decode().catch(() => undefined);
    }
    return imgs.map((img) => ({ src: img.getAttribute('src') ?? '', width: img.naturalWidth }));
  }, selector);
}

describe('photos on any address', () => {
  for (const host of ['127.0.0.1', 'localhost']) {
    it(`every card of a list and the hotel gallery show their photos on ${host}`, async () => {
      const { page, context, errors } = await newPage(browser);
      const blocked: string[] = [];
      page.on('requestfailed', (r) => blocked.push(`${r.url()} ${r.failure()?.errorText}`));
      page.on('response', (r) => {
        if (r.url().includes('/sandbox/images/') && r.status() !== 200) blocked.push(`${r.url()} ${r.status()}`);
      });
      const origin = `http://${host}:${port}`;

      await page.goto(`${origin}/hotels/goa`);
      await waitUntilLive(page);
      const cards = await photoWidths(page, '.ant-card-cover img');
      expect(cards.length).toBeGreaterThanOrEqual(6);
      for (const c of cards) {
        expect(c.src).toMatch(/^\/sandbox\/images\//);
        expect(c.width, c.src).toBeGreaterThan(0);
      }
      // None fell back to the gradient.
      expect(await page.getByRole('img', { name: /\(no photo\)/ }).count()).toBe(0);

      await page.goto(`${origin}/hotels/${hotelId}`);
      await waitUntilLive(page);
      const gallery = await photoWidths(page, '[data-testid="hotel-gallery"] img');
      expect(gallery.length).toBeGreaterThan(0);
      for (const g of gallery) expect(g.width, g.src).toBeGreaterThan(0);

      expect(blocked).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a photo that arrives before the app starts', () => {
  it('leaves no loading shimmer running under it once the app has taken the page over', async () => {
    // A server-rendered list's first-row photos usually arrive before the app starts, so React never hears
    // their load events. Their skeletons lie under the photos, out of sight, and their shimmer is a
    // background animation the main thread repaints every frame: left running, a phone redrew the card
    // sixty times a second for as long as the list stayed open.
    const { page, context, errors } = await newPage(browser, { width: 375, height: 812 });
    // The app's scripts come late, the photos at once.
    await page.route(/\/assets\/(?!page-start-)[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}/hotels/goa`);
    const firstRow = page.locator('.ant-card-cover img[loading="eager"]');
    await expect
      .poll(() => firstRow.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
      .toBeGreaterThan(0);
    expect(await page.locator('html[data-live]').count()).toBe(0);
    await waitUntilLive(page);

    /** Loaded photos with a skeleton still under them, and the animations those skeletons run. */
    const stale = () =>
      page.evaluate(() => {
        const boxes = [...document.querySelectorAll<HTMLImageElement>('.ant-card-cover img')]
          .filter((img) => img.complete && img.naturalWidth > 0)
          .map((img) => img.parentElement!)
          .filter((box) => box.querySelector('[data-photo-pending]'));
        const running = document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .filter((a) => boxes.some((box) => box.contains((a.effect as KeyframeEffect | null)?.target as Node | null)));
        return { skeletons: boxes.length, animations: running.length };
      });
    await expect.poll(stale, { timeout: 10_000 }).toEqual({ skeletons: 0, animations: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a photo that fails', () => {
  /** The computed look of each failed photo's box: its background and whether the image still shows. */
  async function failedBoxes(page: Page, selector: string) {
    return page.evaluate((sel) => {
      return [...document.querySelectorAll<HTMLImageElement>(sel)].map((img) => ({
        imgVisible: getComputedStyle(img).visibility !== 'hidden',
        box: getComputedStyle(img.parentElement!).backgroundImage,
        pulse: [...img.parentElement!.querySelectorAll<HTMLElement>('[data-photo-pending]')].some(
          (p) => getComputedStyle(p).display !== 'none',
        ),
      }));
    }, selector);
  }

  it('shows the gradient placeholder on a server-rendered list and hotel page before the app has started', async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 812 });
    await page.route('**/sandbox/images/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    // The app never starts: every script but page-start.js is refused.
    await page.route(/\/assets\/(?!page-start-)[^/]+\.js$/, (route) => route.abort());

    await page.goto(`${server.url}/hotels/goa`);
    const cardPhotos = '.ant-card-cover img[data-fallback]';
    await page.locator(`${cardPhotos}[data-failed]`).first().waitFor({ state: 'attached' });
    // The eager first row has failed; the page is still the server's HTML.
    expect(await page.locator('html[data-live]').count()).toBe(0);
    const boxes = (await failedBoxes(page, `${cardPhotos}[data-failed]`)).slice(0, 2);
    expect(boxes.length).toBeGreaterThan(0);
    for (const b of boxes) {
      expect(b.imgVisible).toBe(false);
      expect(b.box).toContain('linear-gradient');
      expect(b.pulse).toBe(false);
    }

    await page.goto(`${server.url}/hotels/${hotelId}`);
    const galleryPhoto = '[data-testid="hotel-gallery"] img[data-fallback]';
    await page.locator(`${galleryPhoto}[data-failed]`).first().waitFor({ state: 'attached' });
    expect(await page.locator('html[data-live]').count()).toBe(0);
    const [main] = await failedBoxes(page, `${galleryPhoto}[data-failed]`);
    expect(main.imgVisible).toBe(false);
    expect(main.box).toContain('linear-gradient');
    await context.close();
  });

  it('keeps the placeholder once the app has taken the page over, with the service worker in charge of the photos', async () => {
    // The photos fail at the server (the sandbox's picture fault), not in the browser: once the worker
    // controls the page the photos are its requests, which page.route() would not see.
    const { page, context, errors } = await newPage(browser);
    const faults = `${server.url}/sandbox/_control/faults`;
    try {
      await page.goto(`${server.url}/`);
      await waitUntilLive(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const r = await fetch(faults, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route: IMAGE_FAULT_ROUTE, kind: 'http500', times: 1000 }),
      });
      expect(r.status).toBe(204);

      await page.goto(`${server.url}/hotels/goa`);
      await waitUntilLive(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect.poll(() => page.getByRole('img', { name: /\(no photo\)/ }).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(
        await page
          .locator('.ant-card-cover img')
          .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      ).toBe(0);

      await page.goto(`${server.url}/hotels/${hotelId}`);
      await waitUntilLive(page);
      await expect
        .poll(() => page.locator('[data-testid="hotel-gallery"] [role="img"]').count(), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);

      // The photos this page asked for while the server failed them.
      const failed = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.pathname.startsWith('/sandbox/images/'))
          .map((u) => u.pathname + u.search),
      );
      expect(failed.length).toBeGreaterThan(0);

      // The server mends: the worker kept none of the failures, so the same photos now show.
      expect((await fetch(faults, { method: 'DELETE' })).status).toBe(204);
      await page.reload();
      await waitUntilLive(page);
      await expect
        .poll(
          async () =>
            (await photoWidths(page, '[data-testid="hotel-gallery"] img')).filter((p) => failed.includes(p.src) && p.width > 0).length,
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(1);
      expect(errors).toEqual([]);
    } finally {
      await fetch(faults, { method: 'DELETE' });
      await context.close();
    }
  });
});
