// Issue 17 §5: the money path in Hindi, in Chromium: a traveller whose choice is Hindi searches from the
// home page, opens a hotel from the results, views the rates, selects one, enters guest details, pays
// with the sandbox's test card in the provider's widget (the provider's own page, in its language) and
// gets the confirmation, every step in Hindi, with no English control left on the way. The Hindi words
// are read from the locale files, so the test follows the translations.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fillHolder, newPage, payWithCard, useServerAndBrowser, type RunningServer } from './harness.ts';
import searchHi from '../../client/src/features/search/locales/hi-core.ts';
import listHi from '../../client/src/features/hotel-list/locales/hi.ts';
import ratesHi from '../../client/src/features/rates/locales/hi.ts';
import bookingHi from '../../client/src/features/booking/locales/hi.ts';
import bookingEn from '../../client/src/features/booking/locales/en.ts';
import commonHi from '../../client/src/app/locales/hi-core.ts';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('the money path in Hindi', () => {
  it('search → hotel → rates → booking → test card → confirmation, all in Hindi', async () => {
    const { page, context, errors } = await newPage(browser, { width: 375, height: 800 });
    await context.addCookies([{ name: 'lang', value: 'hi', url: server.url }]);
    await context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
    await page.goto(server.url + '/');
    await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    await page.getByText(commonHi.brand.tagline).first().waitFor({ timeout: 30_000 });

    // Search from the home page.
    await page.getByPlaceholder(searchHi.form.destinationPlaceholder).fill('Mumbai');
    await page.getByRole('button', { name: searchHi.form.searchHotels }).click();
    const results = page.getByRole('dialog');
    await results.locator('[data-testid="hotel-card-price"]').first().waitFor({ timeout: 30_000 });
    // A hotel with a price for the stay the form proposed (each card has one price line, in order).
    const prices = await results.locator('[data-testid="hotel-card-price"]').allTextContents();
    const index = prices.findIndex((p) => p.includes('₹'));
    expect(index).toBeGreaterThanOrEqual(0);
    const name = (await results.locator('[data-testid="hotel-card-name"]').nth(index).textContent())!.trim();
    await results.getByRole('link', { name: listHi.card.viewDetails }).nth(index).click();
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

    // Rates, in Hindi.
    await page.getByRole('button', { name: ratesHi.panel.viewRates }).first().click();
    const rates = page.getByRole('dialog', { name: new RegExp(ratesHi.dialog.title) });
    await rates.locator('[data-testid="rate-card"]').first().waitFor({ timeout: 30_000 });
    const total = (await rates.locator('[data-testid="rate-total"]').first().textContent())!;
    expect(total).toMatch(/^₹[\d,]+$/);
    await rates.getByRole('button', { name: ratesHi.card.select, exact: true }).first().click();
    await rates.waitFor({ state: 'hidden' });

    // Guest details, in Hindi.
    await page.getByRole('button', { name: ratesHi.panel.bookNow }).first().click();
    const continueButton = page.getByRole('button', { name: bookingHi.form.continue });
    await continueButton.waitFor();
    await fillHolder(page, { first: 'आशा', last: 'वर्मा', email: 'asha.verma@example.in' }, bookingHi.form.sameAsHolder);
    expect(await page.getByRole('button', { name: bookingEn.form.continue }).count()).toBe(0);
    await continueButton.click();

    // The provider's payment widget, with the sandbox's test card.
    await payWithCard(page);
    await page.waitForURL(/\/booking-confirmation\?/, { timeout: 30_000 });

    // The confirmation, in Hindi, with the booking and the guest's Devanagari name.
    await page.getByText(bookingHi.confirmation.confirmed).waitFor({ timeout: 30_000 });
    expect(await page.getByText(bookingEn.confirmation.confirmed).count()).toBe(0);
    const bookingId = (await page.getByTestId('booking-id').textContent())!.trim();
    expect(bookingId.length).toBeGreaterThan(3);
    await page.getByText(name).first().waitFor();
    await page.getByText('आशा वर्मा').first().waitFor();
    await page.getByRole('button', { name: bookingHi.confirmation.downloadVoucher }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(errors).toEqual([]);
    await context.close();
  });
});
