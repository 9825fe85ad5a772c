// Browser: a traveller searches a destination on the home page, pages through the results and opens a
// hotel page, all on the embedded default (sandbox provider, real HTTP, real database).
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, scriptRequestsAndFirstPaint, useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('search through to the hotel page', () => {
  it('the home page paints its first screen before it asks for the sections below it and the footer', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(server.url + '/');
    // The server drew the first screen and the footer; the app draws the sections once it has taken it over.
    await waitUntilLive(page);
    await page.getByText('Popular Destinations', { exact: false }).first().waitFor({ timeout: 30_000 });
    // The footer's code comes when React gets to the footer, after the rest of the page.
    await expect
      .poll(async () => (await scriptRequestsAndFirstPaint(page, /^(HomeSections|Footer)-/)).scripts.map((c) => c.name), {
        timeout: 30_000,
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(/HomeSections-/), expect.stringMatching(/Footer-/)]));
    const { paint, scripts } = await scriptRequestsAndFirstPaint(page, /^(HomeSections|Footer)-/);
    expect(paint).toBeGreaterThan(0);
    for (const c of scripts) expect(c.start, c.name).toBeGreaterThanOrEqual(paint!);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home → search "Goa" → page 2 → View Details → hotel page with name, gallery and rooms', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(server.url + '/');
    await page.getByPlaceholder('Where are you going?').fill('Goa');
    await page.getByRole('button', { name: 'Search Hotels', exact: false }).and(page.locator('button[type=submit]')).click();

    const found = page.getByText(/Found \d[\d,]* hotel\(s\) in Goa/);
    await found.waitFor({ timeout: 30_000 });
    const total = Number((await found.textContent())!.match(/Found ([\d,]+)/)![1].replace(/,/g, ''));
    expect(total).toBeGreaterThan(12);

    const dialog = page.getByRole('dialog');
    const firstPageNames = await dialog.locator('[data-testid="hotel-card-name"]').allTextContents();
    expect(firstPageNames).toHaveLength(12);

    await dialog.getByRole('button', { name: 'Page 2', exact: true }).click();
    // Page 2's cards, not the loading state between the pages (which has no card names at all).
    await page.waitForFunction((first) => {
      const card = document.querySelector('[data-testid="hotel-card-name"]');
      return card !== null && card.textContent !== first;
    }, firstPageNames[0]);
    const secondPageNames = await dialog.locator('[data-testid="hotel-card-name"]').allTextContents();
    expect(secondPageNames.length).toBeGreaterThan(0);
    expect(secondPageNames).not.toEqual(firstPageNames);

    // Every card shows a real price or says honestly there is no availability.
    const prices = await dialog.locator('[data-testid="hotel-card-price"]').allTextContents();
    for (const p of prices) expect(p).toMatch(/₹[\d,]+|No availability for these dates/);

    const name = secondPageNames[0];
    await dialog.getByRole('link', { name: 'View Details' }).first().click();
    await page.waitForURL(/\/hotels\/lp[a-z0-9]+/);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
    await page.getByText('Hotel Overview').waitFor();
    await page.getByText('Quick Information').waitFor();
    expect(await page.locator('[data-testid="hotel-gallery"]').count()).toBe(1);
    // Rooms: either tabs of rooms, or the card the spec shows when there are none. They are drawn in the
    // page's second pass (HotelPage.tsx), so wait for one of them before counting.
    await page
      .getByRole('tab', { name: /^Room \d$/ })
      .or(page.getByText('Room Information'))
      .first()
      .waitFor({ timeout: 30_000 });
    const rooms = await page.getByRole('tab', { name: /^Room \d$/ }).count();
    const noRooms = await page.getByText('Room Information').count();
    expect(rooms + noRooms).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an empty destination shows the alert and searches nothing', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url + '/');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    // Tapped as soon as it shows: a tap before the app is live is held and replayed once it is.
    await page.getByRole('button', { name: 'Search Hotels', exact: false }).and(page.locator('button[type=submit]')).click();
    await expect.poll(() => alerts, { timeout: 30_000 }).toEqual(['Please enter a destination']);
    expect(await page.getByText(/Found \d[\d,]* hotel\(s\)/).count()).toBe(0);
    await context.close();
  });

  it('/hotels/doesnotexist shows "Hotel Not Found"', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url + '/hotels/doesnotexist');
    await page.getByText('Hotel Not Found').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('/hotels/lp0zzzz9 (a hotel id nobody has) shows "Hotel Not Found"', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url + '/hotels/lp0zzzz9');
    await page.getByText('Hotel Not Found').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('/hotels/mumbai (a footer city link) lists Mumbai hotels, not "Hotel Not Found"', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url + '/hotels/mumbai');
    await page.locator('[data-testid="hotel-card-name"]').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('Hotel Not Found').count()).toBe(0);
    expect(await page.getByText(/Mumbai/).count()).toBeGreaterThan(0);
    await context.close();
  });
});
