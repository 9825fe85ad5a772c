// Accessibility: every route, and the three dialogs, pass axe-core in Chromium with no serious or
// critical violations; the city dialog traps focus and closes on Escape.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pricedHotel, useServerAndBrowser, type RunningServer } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;
let hotelId: string;

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Serious and critical axe violations on the page as it is now, with where they are. */
async function axeFindings(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: () => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    const r = await w.axe.run();
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

beforeAll(async () => {
  hotelId = (await pricedHotel(server, 'Mumbai')).id;
});

/** A page in a fresh context whose city prompt was already answered, so no toast covers the page. */
async function openQuiet(path: string, viewport?: { width: number; height: number }) {
  // The app's CSP rightly forbids inline scripts; only this test's context may inject axe.
  const context = await browser.newContext({ viewport: viewport ?? { width: 1440, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await context.addInitScript(() => {
    localStorage.setItem('city_selection_shown', 'true');
  });
  await page.goto(server.url + path);
  return { page, context };
}

// Each route with something that proves its content (not a spinner) is on screen before axe runs.
const routes: { path: () => string; ready: string | RegExp }[] = [
  { path: () => '/', ready: 'Discover Your Perfect Stay Across India' },
  { path: () => '/hotels', ready: 'Popular destinations to start from' },
  { path: () => '/hotels/mumbai', ready: /Found \d[\d,]* hotel\(s\) in Mumbai/ },
  { path: () => '/hotels?destination=Goa&type=Resorts', ready: /Found \d[\d,]* hotel\(s\) in Goa/ },
  { path: () => `/hotels/${hotelId}`, ready: 'Quick Information' },
  { path: () => '/map-search', ready: 'Choose a destination, or move the map and search this area.' },
  { path: () => '/map-search?destination=Goa', ready: /\d+ hotels in Goa|hotel\(s\) in Goa/ },
  { path: () => '/destinations', ready: 'Destinations Page' },
  { path: () => '/about', ready: 'About Us' },
  { path: () => '/contact', ready: 'Contact Us' },
  { path: () => '/offers', ready: 'Special Offers' },
  { path: () => '/privacy', ready: 'Kept in your browser' },
  { path: () => '/terms', ready: 'Cancellations and refunds' },
  { path: () => '/dev', ready: 'Development Console' },
  { path: () => '/bookings', ready: 'No Bookings Yet' },
  { path: () => '/booking-confirmation', ready: 'Booking Error' },
  { path: () => '/no-such-page', ready: 'Page Not Found' },
];

describe('axe-core: no serious or critical violations', () => {
  for (const r of routes) {
    it(`route ${r.path.toString().replace(/^\(\) => /, '')}`, async () => {
      const { page, context } = await openQuiet(r.path());
      await page.getByText(r.ready).first().waitFor({ timeout: 30_000 });
      // Let entry animations settle: axe reads colours mid-fade as low contrast.
      await page.waitForTimeout(400);
      expect(await axeFindings(page)).toEqual([]);
      await context.close();
    });
  }

  it('the search results dialog', async () => {
    const { page, context } = await openQuiet('/');
    await page.getByPlaceholder('Where are you going?').fill('Goa');
    await page.locator('button[type=submit]').click();
    await page.getByText(/Found \d[\d,]* hotel\(s\) in Goa/).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });

  it('the city dialog', async () => {
    const { page, context } = await openQuiet('/');
    await page.getByRole('button', { name: 'Select City' }).click();
    await page.getByText('Choose City').waitFor();
    await page.getByText('Popular Cities').waitFor();
    await page.waitForTimeout(500);
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });

  it('the rates dialog', async () => {
    const { page, context } = await openQuiet(`/hotels/${hotelId}`);
    await page.getByRole('button', { name: 'View Available Rates' }).first().click();
    await page.getByRole('dialog').getByText('Available Rates').first().waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Select$/ })
      .first()
      .or(page.getByText('No Rates Available'))
      .first()
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });
});

describe('dialogs and the keyboard', () => {
  it('the city dialog keeps Tab inside and closes on Escape', async () => {
    const { page, context } = await openQuiet('/');
    await page.getByRole('button', { name: 'Select City' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Popular Cities').waitFor();
    // Where focus is: a control's name inside the dialog, 'body' while the lock hands focus back, or
    // 'OUTSIDE' if any control behind the dialog got it.
    const where = () =>
      page.evaluate(() => {
        const a = document.activeElement;
        if (!a || a === document.body) return 'body';
        return a.closest('[role="dialog"]') ? (a.getAttribute('aria-label') ?? a.textContent ?? '').trim() : 'OUTSIDE';
      });
    const visited: string[] = [];
    // More presses than the dialog has controls: focus must wrap around, never reach the page behind.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      visited.push(await where());
    }
    expect(visited).not.toContain('OUTSIDE');
    expect(visited.filter((v) => v === 'Skip for now').length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await where()).not.toBe('OUTSIDE');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('Choose City').isVisible()).toBe(false);
    await context.close();
  });
});
