// Browser: an address the app does not know answers HTTP 404 and shows the app's 404 page, inside the
// app's layout, with its way back home; a known page next to it still answers 200.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('unknown routes in Chromium', () => {
  it('answers 404 and shows the 404 page, which leads back home', async () => {
    const { page, context, errors } = await newPage(browser);
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitUntilLive(page);
    await expect(page.getByText('Page Not Found').waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    expect(await page.getByText('Sorry, the page you are looking for does not exist.').isVisible()).toBe(true);

    expect(await page.getByRole('img', { name: 'No Found' }).count()).toBe(0);
    expect(await page.locator('main a button').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still answers 200 for a page of the app', async () => {
    const { page, context, errors } = await newPage(browser);
    const response = await page.goto(`${server.url}/about`);
    expect(response?.status()).toBe(200);
    await waitUntilLive(page);
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
