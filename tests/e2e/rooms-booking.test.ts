// Browser, at 375 px and 1440 px: two rooms for a family (room 1: 2 adults and a 7-year-old; room 2: 2
// adults) chosen in the Rooms & Guests picker, searched, priced in the rates dialog for both rooms, held with
// one lead guest per room, paid with the sandbox's test card and confirmed with the children on the booking.
// axe finds no serious violation in the open picker.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, payWithCard, useServerAndBrowser, type RunningServer } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;

const iso = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const checkin = iso(40);
const checkout = iso(42);
const family = [
  { adults: 2, childrenAges: [7] },
  { adults: 2, childrenAges: [] },
];

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** A Mumbai hotel the sandbox prices for both rooms (with the child) on these dates. */
async function familyHotel(): Promise<{ id: string; name: string }> {
  const data = await gql<{ searchHotels: { hotels: Array<{ id: string; name: string; priceFrom: unknown }> } }>(
    server,
    `query($input: HotelSearchInput!) { searchHotels(input: $input) { hotels { id name priceFrom { amount } } } }`,
    { input: { destination: 'Mumbai', checkin, checkout, occupancies: family } },
  );
  const hotel = data.searchHotels.hotels.find((h) => h.priceFrom);
  if (!hotel) throw new Error('no Mumbai hotel is priced for two rooms with a child');
  return hotel;
}

async function bookCalls(): Promise<number> {
  const r = await fetch(`${server.url}/sandbox/_control/calls`);
  return ((await r.json()) as Record<string, number>)['POST /rates/book'] ?? 0;
}

async function seriousAxe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: () => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
    };
    return (await w.axe.run()).violations.map((v) => ({ id: v.id, impact: v.impact, where: JSON.stringify(v.nodes[0]?.target) }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} at ${v.where}`);
}

/** Sets the family's two rooms in the open Rooms & Guests picker and applies them. */
async function chooseFamily(page: Page) {
  const picker = page.getByRole('dialog', { name: 'Rooms & Guests' });
  await picker.waitFor();
  await picker.getByRole('button', { name: 'More children in room 1' }).click();
  // The child is there (its age still to choose) before Apply is tried.
  await picker.getByRole('combobox', { name: 'Age of child 1 in room 1' }).waitFor();
  // A child's age is required: Apply refuses without it.
  await picker.getByRole('button', { name: 'Apply' }).click();
  await picker.getByText('Please choose the age of every child').waitFor();
  await picker.getByRole('combobox', { name: 'Age of child 1 in room 1' }).selectOption({ label: '7 years' });
  await picker.getByRole('button', { name: /Add room/ }).click();
  await picker.getByTestId('rooms-picker-summary').getByText('2 rooms · 4 adults · 1 child').waitFor();
  return picker;
}

describe.each([
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1440, height: 900 }],
])('two rooms for a family, on a %s', (_name, viewport) => {
  it('picker → list → rates for both rooms → a lead guest per room → test card → confirmed with the child', async () => {
    const hotel = await familyHotel();
    const context = await browser.newContext({ viewport, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const before = await bookCalls();

    // The list page's picker; the open picker passes axe.
    await page.goto(`${server.url}/hotels?destination=Mumbai&checkin=${checkin}&checkout=${checkout}&guests=2`);
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('button', { name: /Guests 1 room · 2 adults/ }).click();
    const picker = await chooseFamily(page);
    expect(await seriousAxe(page)).toEqual([]);
    const box = await picker.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await picker.getByRole('button', { name: 'Apply' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Guests 2 rooms · 4 adults · 1 child/ }).waitFor();
    await page.locator('main form[role="search"] button[type="submit"]').click();
    await page.waitForURL(/rooms=2&occ=2-7_2/);
    await page.getByText(/^Found \d[\d,]* hotel\(s\) in Mumbai$/).waitFor({ timeout: 30_000 });

    // The hotel page keeps the rooms; the rates are priced for both.
    await page.goto(`${server.url}/hotels/${hotel.id}?checkin=${checkin}&checkout=${checkout}&rooms=2&occ=2-7_2`);
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor({ timeout: 30_000 });
    await page.getByTestId('booking-panel').first().getByText('2 rooms · 4 adults · 1 child').waitFor();
    await page.getByRole('button', { name: 'View Available Rates' }).first().click();
    const rates = page.getByRole('dialog', { name: /Available Rates/ });
    await rates.locator('[data-testid="rate-card"]').first().waitFor({ timeout: 30_000 });
    await rates.getByTestId('rates-nights').getByText('2 nights · 2 rooms · 4 adults · 1 child').waitFor();
    expect(await rates.getByText('total for 2 nights, 2 rooms').count()).toBeGreaterThan(0);
    await rates.getByRole('button', { name: 'Select', exact: true }).first().click();
    await rates.waitFor({ state: 'hidden' });

    // One lead guest per room.
    await page.getByRole('button', { name: 'Book Now' }).first().click();
    const booking = page.getByRole('dialog').filter({ hasText: 'Booking Summary' });
    await booking.getByText('Lead guest for room 1').waitFor({ timeout: 30_000 });
    await booking.getByText('Lead guest for room 2').waitFor();
    await booking.getByText('2 adults, 1 child (7)').waitFor();
    // The guest fields: first and last name side by side from 576 px (the app's grid), each label above its
    // input, at its left edge (antd's vertical Form.Item).
    const fields = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const [first, last, label] = [box('#holder-first'), box('#holder-last'), box('label[for="holder-first"]')];
      // The phone's country code and number are one control (antd's Space.Compact), side by side.
      const [code, number] = [...document.querySelector('#holder-phone')!.closest('.ant-space-compact')!.children].map((c) =>
        c.getBoundingClientRect(),
      );
      return {
        phoneOnOneLine: Math.abs(code.top - number.top) < 1 && code.right <= number.left + 1,
        sideBySide: Math.abs(first.top - last.top) < 1,
        labelAbove: label.bottom <= first.top + 0.5,
        labelAligned: Math.abs(label.left - first.left) < 1,
      };
    });
    expect(fields).toEqual({ sideBySide: viewport.width >= 576, labelAbove: true, labelAligned: true, phoneOnOneLine: true });
    await page.locator('#holder-first').fill('Asha');
    await page.locator('#holder-last').fill('Verma');
    await page.locator('#holder-email').fill('asha.verma@example.in');
    await page.locator('#holder-phone').fill('98450 12345');
    await booking.getByRole('button', { name: 'Same as holder' }).first().click();
    await page.locator('#guest-1-first').fill('Ravi');
    await page.locator('#guest-1-last').fill('Iyer');
    await page.locator('#guest-1-email').fill('ravi.iyer@example.in');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithCard(page);
    await page.waitForURL(/\/booking-confirmation\?/, { timeout: 30_000 });
    await page.getByText('Booking Confirmed!').waitFor({ timeout: 30_000 });
    expect(await bookCalls()).toBe(before + 1);

    // The provider booked both rooms with the child: its booking's adults and children, and a guest per room.
    await page.getByText('4 adult(s), 1 child(ren)').waitFor();
    await page.getByText('Asha Verma').first().waitFor();
    await page.getByText('Ravi Iyer').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
