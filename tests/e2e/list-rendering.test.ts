// Browser: a city list's cards below the screen are not laid out or painted until the traveller scrolls near
// them (content-visibility: auto, client/src/features/hotel-list/HotelResults.tsx), and they are there, drawn
// and readable, once scrolled to; the page's height barely moves as they are drawn.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('a city list on a phone', () => {
  it('draws the cards on screen at once and the others as they are scrolled to, in English and in Hindi', async () => {
    for (const lang of ['en', 'hi']) {
      const { page, context, errors } = await newPage(browser, { width: 412, height: 823 });
      await page.goto(`${server.url}/hotels/mumbai?lang=${lang}`);
      await waitUntilLive(page);
      const cards = page.getByTestId('hotel-card-name');
      await cards.nth(11).waitFor({ state: 'attached', timeout: 30_000 });
      // checkVisibility's contentVisibilityAuto: false while the browser skips the element's rendering.
      const drawn = (n: number) =>
        cards.nth(n).evaluate((name) => name.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
      expect(await drawn(0), lang).toBe(true);
      expect(await drawn(11), lang).toBe(false);
      const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);

      await cards.nth(11).scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(11)).toBe(true);
      expect(await cards.nth(11).isVisible()).toBe(true);
      expect((await cards.nth(11).textContent())!.trim().length).toBeGreaterThan(2);
      // Until drawn, a card counts as 560 px; cards measure 500-650 px, so twelve of them move the page by
      // well under two cards' height.
      const heightAfter = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.abs(heightAfter - heightBefore), lang).toBeLessThan(1000);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
