// Browser: the map (issue 15 §3, §5) in Chromium at 375 px and 1440 px on the embedded default: /map-search
// for a city shows price pins on the app's own basemap; a pin's card opens the hotel keeping the stay; panning
// offers "Search this area", a `near` search of the visible circle; the hotel page shows its location; every
// request the pages make stays on the app's origin; axe finds no serious violation on the map page.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const VIEWPORTS = [
  { name: 'phone 375 px', viewport: { width: 375, height: 740 } },
  { name: 'desktop 1440 px', viewport: { width: 1440, height: 900 } },
];

/**
 * A page that records every request it makes. CSP is bypassed on purpose: the policy would block (and so hide)
 * a request to another origin, and this test must see any the app attempts; axe is injected through it too.
 */
async function openRecording(viewport: { width: number; height: number }): Promise<{
  page: Page;
  context: BrowserContext;
  requests: string[];
  errors: string[];
}> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, context, requests, errors };
}

function outsideOrigin(requests: string[]): string[] {
  return requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
}

// The visible part of each marker (the pin or bubble drawn above its point), which is what a traveller taps.
const pins = (page: Page) => page.locator('.leaflet-marker-icon .map-pin:not(.map-pin--soldout)');
const clusters = (page: Page) => page.locator('.leaflet-marker-icon .map-cluster');
const anyMarker = (page: Page) => page.locator('.leaflet-marker-icon .map-pin, .leaflet-marker-icon .map-cluster').first();

/**
 * Activates a marker from the keyboard, as a traveller without a pointer does (Tab to it, Enter): pins drawn
 * close together may overlap, and a pointer click would land on whichever is on top.
 */
async function activate(page: Page, marker: ReturnType<typeof pins>) {
  await marker.locator('xpath=ancestor::div[contains(@class, "leaflet-marker-icon")]').focus();
  await page.keyboard.press('Enter');
}

/** A priced hotel pin, zooming into clusters until one shows. */
async function pricedPin(page: Page) {
  for (let i = 0; i < 6; i++) {
    if ((await pins(page).count()) > 0) return pins(page).first();
    await activate(page, clusters(page).first());
    await page.waitForTimeout(600);
  }
  throw new Error('no priced hotel pin after zooming into clusters');
}

/** The basemap's country shapes are drawn: some vector path in view has an outline (not an empty "M0 0"). */
async function basemapDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('.leaflet-overlay-pane path')].some((p) => /L/.test(p.getAttribute('d') ?? '')),
    null,
    {
      timeout: 30_000,
    },
  );
}

async function axeSerious(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: () => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
    };
    const r = await w.axe.run();
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe.each(VIEWPORTS)('the map at $name', ({ viewport }) => {
  it('/map-search for a city: price pins on the own basemap, a card, the hotel with the stay; nothing outside the origin', async () => {
    const { page, context, requests, errors } = await openRecording(viewport);
    await page.goto(`${server.url}/map-search?destination=Mumbai&checkin=2027-01-12&checkout=2027-01-14&guests=2`);
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: 'Hotels in Mumbai on the map' }).waitFor({ timeout: 30_000 });
    await page
      .getByText(/hotels in Mumbai/i)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.title()).toBe('Hotels in Mumbai on the map | StayIndia');
    // The basemap: the app's own shapes, drawn as vector paths, with city names.
    await basemapDrawn(page);
    expect(requests.some((u) => u === `${server.url}/api/map/basemap`)).toBe(true);
    await page.locator('.map-city-label', { hasText: 'Mumbai' }).first().waitFor({ timeout: 10_000 });

    const pin = await pricedPin(page);
    expect(await pin.textContent()).toMatch(/₹[\d,]+/);
    const name = (await pin.locator('.map-sr').textContent())!.replace(/, ₹[\d,]+ per night$/, '');
    await activate(page, pin);
    const card = page.getByRole('dialog', { name });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toMatch(/₹[\d,]+ per night, incl\. taxes/);
    await card.getByRole('link', { name: 'View hotel' }).click();
    await page.waitForURL(/\/hotels\/[^/?]*\d[^/?]*\?checkin=2027-01-12&checkout=2027-01-14&guests=2$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

    // The hotel page's location: a small map with its pin, the distance to the centre and the nearest airport.
    const location = page.getByRole('region', { name: `Map showing where ${name} is` });
    await location.waitFor({ timeout: 30_000 });
    await page.getByText(/from the centre of Mumbai/).waitFor({ timeout: 10_000 });
    await page.getByText(/Nearest airport: .+ \([A-Z]{3}\), [\d.]+ (km|m)/).waitFor({ timeout: 10_000 });

    expect(outsideOrigin(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pan, "Search this area": a near search of the visible circle, its hotels as pins, a pin opens its hotel, all on the origin', async () => {
    const { page, context, requests, errors } = await openRecording(viewport);
    await page.goto(`${server.url}/map-search?destination=Goa`);
    await waitUntilLive(page);
    await anyMarker(page).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /Search this area/ }).count()).toBe(0);

    // Pan: drag the map east by 15% of its width, still over Goa (on a phone the map lies below the search form:
    // bring it into view). The hand stops before it lets go: a release while moving is a fling, and Leaflet's
    // inertia then throws the map as far as the machine's timing of the synthetic moves says (a fast run flung it
    // past Goa's hotels, to an area with none).
    await page.locator('.leaflet-container').first().scrollIntoViewIfNeeded();
    const box = (await page.locator('.leaflet-container').first().boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.6, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.52, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.45, y, { steps: 5 });
    await page.waitForTimeout(150);
    await page.mouse.up();

    const searchArea = page.getByRole('button', { name: /Search this area/ });
    await searchArea.waitFor({ timeout: 10_000 });
    const answer = page.waitForResponse((r) => r.url().startsWith(`${server.url}/graphql`) && r.request().method() !== 'OPTIONS');
    await searchArea.click();
    await page.waitForURL(/\/map-search\?lat=-?[\d.]+&lng=-?[\d.]+&radius=[\d.]+/, { timeout: 10_000 });
    const url = new URL(page.url());
    const radius = Number(url.searchParams.get('radius'));
    expect(radius).toBeGreaterThanOrEqual(0.5);
    expect(radius).toBeLessThanOrEqual(50);
    const body = (await (await answer).json()) as { errors?: { message: string }[] };
    expect(body.errors, 'the near search answers without errors').toBeUndefined();
    await page.getByRole('heading', { level: 1, name: 'Hotels in this area' }).waitFor({ timeout: 10_000 });
    // The area's own count, above zero: while it loads the status says "Searching hotels..." instead.
    await page.getByText(/^[1-9][\d,]* hotel\(s\) in this area$|of [1-9][\d,]* hotels in this area/).waitFor({ timeout: 30_000 });
    await anyMarker(page).waitFor({ timeout: 30_000 });

    // A pin of the area's search opens its hotel.
    const pin = await pricedPin(page);
    const name = (await pin.locator('.map-sr').textContent())!.replace(/, ₹[\d,]+ per night$/, '');
    await activate(page, pin);
    const card = page.getByRole('dialog', { name });
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole('link', { name: 'View hotel' }).click();
    await page.waitForURL(/\/hotels\/[^/?]*\d[^/?]*\?/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

    expect(outsideOrigin(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds no serious violation on the map page, with a card open and in the list view', async () => {
    const { page, context } = await openRecording(viewport);
    await page.goto(`${server.url}/map-search?destination=Jaipur`);
    await waitUntilLive(page);
    const pin = await (async () => {
      await anyMarker(page).waitFor({ timeout: 30_000 });
      return pricedPin(page);
    })();
    await basemapDrawn(page);
    expect(await axeSerious(page)).toEqual([]);
    await activate(page, pin);
    await page.getByRole('dialog').waitFor({ timeout: 10_000 });
    expect(await axeSerious(page)).toEqual([]);
    // The list: one tap away, a normal list of links.
    await page.getByRole('button', { name: /Show list/ }).click();
    const list = page.getByRole('list', { name: 'Hotels found' });
    await list.waitFor({ timeout: 10_000 });
    expect(await list.getByRole('link').count()).toBeGreaterThan(1);
    expect(await axeSerious(page)).toEqual([]);
    await context.close();
  });
});

describe("the list page's Map view and the home page", () => {
  it('?view=map on /hotels/{city} shows the same search on the map; the home page loads nothing of the map', async () => {
    const { page, context, requests, errors } = await openRecording({ width: 1440, height: 900 });
    await page.goto(`${server.url}/`);
    await waitUntilLive(page);
    await page.getByText('Popular Destinations', { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(requests.filter((u) => /leaflet|MapResults|LocationMap|MapSearchPage|\/api\/map\//.test(u))).toEqual([]);

    await page.goto(`${server.url}/hotels/goa`);
    await waitUntilLive(page);
    await page.getByText(/Found \d[\d,]* hotel\(s\) in Goa/).waitFor({ timeout: 30_000 });
    // Named by its text (antd's icon adds its own label before it).
    await page.getByRole('button', { name: /\bMap$/ }).click();
    await page.waitForURL(/view=map/);
    await anyMarker(page).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /\bList$/ }).click();
    await page.getByText(/Found \d[\d,]* hotel\(s\) in Goa/).waitFor({ timeout: 30_000 });
    expect(outsideOrigin(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
