// Browser, Chromium at 375 px and 1440 px: the hero's destination box suggests airports as the traveller
// types "BOM"; choosing the airport and searching lands on the hotel list with the airport's place in the
// address (and its city as the readable destination), showing that city's hotels.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('hero search box', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    it(`at ${viewport.width} px: type "BOM", choose the airport, land on the hotel list searching it`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      const suggestionCalls: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (
          u.pathname === '/graphql' &&
          (u.searchParams.get('operationName') === 'Destinations' || /Destinations/.test(r.postData() ?? ''))
        )
          suggestionCalls.push(r.method());
      });
      await page.goto(server.url + '/');
      await waitUntilLive(page);

      const box = page.getByRole('combobox');
      await expect(box.getAttribute('placeholder')).resolves.toBe('Where are you going?');
      await box.click();
      await box.pressSequentially('BOM', { delay: 60 });

      const list = page.getByRole('listbox', { name: 'Destination suggestions' });
      const airport = list.getByRole('option', { name: /Chhatrapati Shivaji International Airport/ });
      await airport.waitFor({ timeout: 30_000 });
      // best match first, with the airport's icon and its code and city
      const first = list.getByRole('option').first();
      await expect(first.textContent()).resolves.toContain('BOM · Mumbai');
      await expect(first.locator('[data-kind]').getAttribute('aria-label')).resolves.toBe('Airport');
      // typed quickly: one request for "BOM", sent as a cacheable GET like the city search
      expect(suggestionCalls).toEqual(['GET']);
      // the list fits the screen
      const boxRect = (await first.boundingBox())!;
      expect(boxRect.x).toBeGreaterThanOrEqual(0);
      expect(boxRect.x + boxRect.width).toBeLessThanOrEqual(viewport.width);

      if (viewport.width < 500) {
        await box.press('ArrowDown');
        // The highlight follows the key on the next render.
        const firstId = await first.getAttribute('id');
        await expect.poll(() => box.getAttribute('aria-activedescendant'), { timeout: 5000 }).toBe(firstId);
        await box.press('Enter');
      } else {
        await airport.click();
      }
      await expect(box.inputValue()).resolves.toBe('Chhatrapati Shivaji International Airport');
      expect(await list.isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Search Hotels', exact: false }).and(page.locator('button[type=submit]')).click();
      await page.waitForURL(/\/hotels\?/, { timeout: 30_000 });
      const url = new URL(page.url());
      expect(url.searchParams.get('place')).toBe('airport:BOM');
      expect(url.searchParams.get('destination')).toBe('Mumbai');
      expect(url.searchParams.get('guests')).toBe('2');

      // The list searches the airport: the hotels around it, named for it.
      await page.locator('[data-testid="hotel-card-name"]').first().waitFor({ timeout: 30_000 });
      await expect(
        page
          .getByText(/Found \d[\d,]* hotel\(s\) in .*\(BOM\)$/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('axe finds no serious violation with the suggestions open', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    // The app's CSP rightly forbids inline scripts; only this test's context may inject axe.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await waitUntilLive(page);
    const box = page.getByRole('combobox');
    await box.click();
    await box.pressSequentially('mum', { delay: 60 });
    await page.getByRole('option').first().waitFor({ timeout: 30_000 });
    await box.press('ArrowDown');
    await page.addScriptTag({ content: axeSource });
    const serious = await page.evaluate(async () => {
      const w = window as unknown as {
        axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
      };
      const r = await w.axe.run({ include: [['form[role=search]']] });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    });
    expect(serious).toEqual([]);
    await context.close();
  });
});
