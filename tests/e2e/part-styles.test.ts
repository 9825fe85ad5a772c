// Browser: the antd components that only a part loaded on demand uses (the rates dialog's date popover, the
// booking dialog's steps and its business-trip panel, My Bookings' count, a booking's history) are not in the
// stylesheet every page waits for before its first paint: each comes in its part's own sheet
// (client/build/antd-styles.ts PART_SHEETS), which Vite loads with the part. Here, through the money path,
// each is laid out as antd lays it out, and its sheet was fetched only once the part was asked for.
import { describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { fillHolder, newPage, payWithCard, pricedHotel, useServerAndBrowser, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const iso = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const checkin = iso(50);
const checkout = iso(52);

const style = (locator: Locator, property: string) =>
  locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe("the parts' own antd styles in Chromium", () => {
  it('the date popover, the booking steps, the My Bookings count and the booking history are styled, from sheets loaded with them', async () => {
    const hotel = await pricedHotel(server, 'Mumbai', { checkin, checkout });
    const { page, context, errors } = await newPage(browser);
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });

    await page.goto(`${server.url}/hotels/${hotel.id}?checkin=${checkin}&checkout=${checkout}&guests=2`);
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor({ timeout: 30_000 });
    expect(sheets.filter((path) => /\/(RatesDialog|BookingDialog|bookings|manage-booking)-/.test(path))).toEqual([]);

    // The rates dialog's date popover: placed over the page (position absolute), not in the dialog's flow.
    await page.getByRole('button', { name: 'View Available Rates' }).click();
    const rates = page.getByRole('dialog', { name: /Available Rates/ });
    await rates.locator('[data-testid="rate-card"]').first().waitFor({ timeout: 30_000 });
    await rates.getByRole('button', { name: /Change dates/ }).click();
    await page.getByRole('button', { name: 'Apply Changes' }).waitFor();
    expect(await style(page.locator('.ant-popover'), 'position')).toBe('absolute');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Changes' }).waitFor({ state: 'hidden' });

    // The booking dialog: its steps in a row, its business-trip panel in a rounded box.
    await rates.getByRole('button', { name: 'Select', exact: true }).first().click();
    await rates.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.locator('#holder-first').waitFor({ timeout: 30_000 });
    expect(await style(page.locator('.ant-steps'), 'display')).toBe('flex');
    expect(await style(page.locator('.ant-collapse'), 'border-top-left-radius')).not.toBe('0px');

    await fillHolder(page, { first: 'Asha', last: 'Verma', email: 'asha.styles@example.in' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithCard(page);
    await page.getByText('Booking Confirmed!').waitFor({ timeout: 30_000 });

    // My Bookings: the count is a coloured badge, not a bare number beside the heading.
    await page.goto(`${server.url}/bookings`);
    await page.getByTestId('booking-card').first().waitFor({ timeout: 30_000 });
    expect(await style(page.locator('.ant-badge-count'), 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await style(page.locator('.ant-badge-count'), 'border-top-left-radius')).not.toBe('0px');

    // The booking's page, from My Bookings: its history is a timeline with no list bullets or indent.
    await page.getByTestId('booking-card').first().getByRole('link', { name: 'Manage booking' }).click();
    await page.getByTestId('booking-state').filter({ hasText: 'Confirmed' }).waitFor({ timeout: 30_000 });
    const timeline = page.locator('.ant-timeline');
    await timeline.first().waitFor();
    expect(await style(timeline, 'padding-left')).toBe('0px');
    expect(await style(timeline, 'list-style-type')).toBe('none');

    // Each part's sheet came with the part, once.
    for (const part of ['RatesDialog', 'BookingDialog', 'bookings', 'manage-booking'])
      expect(sheets.filter((path) => path.startsWith(`/assets/${part}-`)).length, part).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
