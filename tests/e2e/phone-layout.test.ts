// Browser, on 320 and 375 px phones: no page scrolls sideways (every route, the rates date popover and
// the 'Find a booking' form included), the hotel page's header sticks below the top bar, and the
// select-city nudge covers none of the first controls. Then the navigation a traveller relies on:
// 'Back to Search' after a full page load, rates-dialog dates kept in the address, ?type= in any case.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PAGE_ROUTES } from '../../client/src/ssr-contract.ts';
import { fillHolder, newPage, pricedHotel, useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let hotelId: string;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

beforeAll(async () => {
  hotelId = (await pricedHotel(server, 'Goa')).id;
});

// Every page route of the app (client/src/ssr-contract.ts, which the router is held equal to), a hotel
// id and a city slug for /hotels/:hotelId, a property-type list and an unknown path for the 404 page.
const ROUTES = [
  ...PAGE_ROUTES.flatMap((route) => (route === '/hotels/:hotelId' ? ['/hotels/goa', 'HOTEL'] : [route])),
  '/hotels?type=resorts',
  '/no-such-page',
];

/** A phone that has answered the city question already: no nudge unless a test wants it. */
async function phone(width: number, { nudge = false } = {}) {
  const p = await newPage(browser, { width, height: 740 });
  if (!nudge) await p.context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
  return p;
}

/** A phone on the priced hotel's page with its rates dialog open (through the bottom bar's panel). */
async function openRatesOnPhone(width: number) {
  const p = await phone(width);
  await p.page.goto(`${server.url}/hotels/${hotelId}`);
  await waitUntilLive(p.page);
  await p.page.getByRole('button', { name: 'View Rates & Book Now' }).click();
  await p.page
    .getByRole('dialog')
    .getByRole('button', { name: /View Available Rates/ })
    .click();
  return p;
}

async function sideways(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await sideways(page);
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The control is on top at its centre: nothing (the nudge) covers it. */
async function uncovered(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (el === top || el.contains(top));
  });
}

for (const width of [320, 375]) {
  describe(`${width} px phone`, () => {
    it('no route scrolls sideways', async () => {
      const { page, context, errors } = await phone(width);
      for (const route of ROUTES) {
        const path = route === 'HOTEL' ? `/hotels/${hotelId}` : route;
        await page.goto(server.url + path);
        await waitUntilLive(page);
        // Late parts (footer, below-the-fold sections, carousels) have arrived.
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, path);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it("the rates date popover and the 'Find a booking' form fit the screen", async () => {
      const { page, context } = await openRatesOnPhone(width);
      await page.getByRole('button', { name: /^Change dates:/ }).click();
      const apply = page.getByRole('button', { name: 'Apply Changes' });
      await apply.waitFor();
      await expectNoSidewaysScroll(page, 'the rates date popover');
      // Every day of both calendars is on the screen.
      const days = await page.locator('button[data-date]').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().right));
      expect(days.length).toBeGreaterThan(40);
      for (const right of days) expect(right).toBeLessThanOrEqual(width);
      expect((await apply.boundingBox())!.x + (await apply.boundingBox())!.width).toBeLessThanOrEqual(width);

      await page.goto(`${server.url}/bookings`);
      await waitUntilLive(page);
      const reference = page.getByLabel('Booking reference');
      await reference.waitFor();
      await expectNoSidewaysScroll(page, "the 'Find a booking' form");
      // And the sign-in link form below it (issue 16).
      for (const field of [
        reference,
        page.getByLabel('E-mail', { exact: true }),
        page.getByRole('button', { name: 'Find Booking' }),
        page.getByLabel('Your e-mail'),
        page.getByRole('button', { name: 'Get a sign-in link' }),
      ]) {
        const box = (await field.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await context.close();
    });

    it('the sandbox payment widget fits the booking dialog', async () => {
      const { page, context } = await openRatesOnPhone(width);
      const rates = page.getByRole('dialog', { name: /Available Rates/ });
      await rates.locator('[data-testid="rate-card"]').first().waitFor({ timeout: 30_000 });
      await rates.getByRole('button', { name: 'Select', exact: true }).first().click();
      await rates.waitFor({ state: 'hidden' });
      await page
        .getByRole('dialog', { name: 'Select Rate & Book' })
        .getByRole('button', { name: /Book Now$/ })
        .click();
      await fillHolder(page, { first: 'Asha', last: 'Verma', email: 'asha.verma@example.in' });
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      const form = page.getByTestId('liteapi-payment-form');
      await form.waitFor({ timeout: 30_000 });
      const dialog = (await page.getByRole('dialog').filter({ has: form }).boundingBox())!;
      const parts = [
        form,
        page.getByLabel('Card number'),
        page.getByLabel('Expiry date (MM/YY)'),
        page.getByLabel('CVC'),
        page.getByLabel('Name on card'),
      ];
      for (const part of parts) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(dialog.x);
        expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);
      }
      expect(dialog.x + dialog.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page, 'the payment step');
      await context.close();
    });

    it("the hotel page's header sticks below the top bar, not under it", async () => {
      const { page, context } = await phone(width);
      await page.goto(`${server.url}/hotels/${hotelId}`);
      await waitUntilLive(page);
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const bar = (await page.getByRole('banner').boundingBox())!;
      const back = page.getByRole('button', { name: 'Back to Search' });
      const backBox = (await back.boundingBox())!;
      expect(bar.y).toBe(0);
      expect(backBox.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      expect(backBox.y).toBeLessThan(bar.y + bar.height + 40);
      expect(await uncovered(back)).toBe(true);
      expect(await uncovered(page.getByRole('heading', { level: 1 }))).toBe(true);
      await context.close();
    });

    it("the hotel page's bottom bar is in the page's typeface, in English and in Hindi", async () => {
      for (const language of ['en', 'hi']) {
        const { page, context } = await phone(width);
        await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
        await page.goto(`${server.url}/hotels/${hotelId}`);
        await waitUntilLive(page);
        // The bar is drawn into <body>, outside the app's root: it must not fall back to the browser's serif.
        const [bar, back] = await Promise.all(
          [page.locator('button', { hasText: /Book Now|अभी बुक करें/ }).last(), page.locator('header button').first()].map((l) =>
            l.evaluate((el) => getComputedStyle(el).fontFamily),
          ),
        );
        expect(bar, language).toBe(back);
        if (language === 'hi') expect(bar).toMatch(/^"Noto Sans Devanagari"/);
        await context.close();
      }
    });

    it('the select-city nudge covers neither the nav row, Back to Search, nor the list Search button', async () => {
      const { page, context } = await phone(width, { nudge: true });
      await page.goto(`${server.url}/hotels/goa`);
      await waitUntilLive(page);
      await page.getByText('Select Your City', { exact: true }).waitFor({ timeout: 8000 });
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const link of await nav.getByRole('link').all()) {
        // Links scrolled out of the nav row's view are not on screen to be covered.
        const box = await link.boundingBox();
        if (box && box.x + box.width <= width) expect(await uncovered(link), await link.innerText()).toBe(true);
      }
      expect(await uncovered(page.getByRole('search').getByRole('button', { name: 'Search' }))).toBe(true);

      await page.getByRole('link', { name: 'View Details' }).first().click();
      const back = page.getByRole('button', { name: 'Back to Search' });
      await back.waitFor();
      await page.getByText('Select Your City', { exact: true }).waitFor();
      expect(await uncovered(back)).toBe(true);
      // Nor the hotel page's fixed 'View Rates & Book Now' bar.
      expect(await uncovered(page.getByRole('button', { name: 'View Rates & Book Now' }))).toBe(true);
      await context.close();
    });
  });
}

describe('navigation', () => {
  it("'Back to Search' returns to the list the hotel came from, also after a full page load", async () => {
    const { page, context } = await phone(1440);
    const list = '/hotels?destination=Goa&checkin=2027-01-12&checkout=2027-01-14&guests=3&page=2';
    await page.goto(server.url + list);
    await waitUntilLive(page);
    const details = page.getByRole('link', { name: 'View Details' }).first();
    await details.waitFor({ timeout: 30_000 });
    // The list has settled (its prices are in: the cards are not about to be replaced) before the tap.
    await page.locator('[data-testid="hotel-card-price"]').first().filter({ hasText: '₹' }).waitFor({ timeout: 30_000 });
    const href = (await details.getAttribute('href'))!;
    await details.click();
    await page.getByRole('button', { name: 'Back to Search' }).waitFor();
    // The tap was the app's own navigation, which remembers the list for this hotel.
    expect(await page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);

    // A full page load of the hotel page (typed into the address bar): no history, no router state.
    await page.goto(server.url + href);
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Back to Search' }).click();
    await page
      .waitForURL((u) => u.pathname + u.search === list, { waitUntil: 'commit' })
      .catch((e: Error) => {
        throw new Error(`${e.message}; the address is ${page.url()}`);
      });
    await page.getByText(/^Found \d[\d,]* hotel\(s\) in Goa$/).waitFor({ timeout: 30_000 });

    // A hotel opened with no list behind it goes to its city's list.
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/hotels/${hotelId}?checkin=2027-02-01&checkout=2027-02-03`);
    await waitUntilLive(fresh);
    await fresh.evaluate(() => sessionStorage.clear());
    await fresh.getByRole('button', { name: 'Back to Search' }).click();
    await fresh.waitForURL((u) => /^\/hotels\/[a-z-]+$/.test(u.pathname) && u.search === '?checkin=2027-02-01&checkout=2027-02-03');
    await context.close();
  });

  it('dates changed in the rates dialog go into the address and survive a reload', async () => {
    const { page, context } = await phone(1440);
    await page.goto(`${server.url}/hotels/${hotelId}?checkin=2027-03-10&checkout=2027-03-12&guests=2`);
    await waitUntilLive(page);
    await page.getByRole('button', { name: /View Available Rates/ }).click();
    // As a traveller does: the rates (or their absence) are on screen before the dates are changed. On a busy
    // machine the dialog can still be opening otherwise, and the date popover is placed against it mid-way.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Select', exact: true })
      .or(page.getByText('No Rates Available'))
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Change dates:/ }).click();
    await page.locator('button[data-date="2027-03-11"]').first().click(); // check-in
    await page.locator('button[data-date="2027-03-14"]').last().click(); // check-out
    await page.getByRole('button', { name: 'Apply Changes' }).click();
    await page.waitForURL((u) => u.searchParams.get('checkin') === '2027-03-11' && u.searchParams.get('checkout') === '2027-03-14');
    expect(new URL(page.url()).searchParams.get('guests')).toBe('2');

    await page.reload();
    await waitUntilLive(page);
    await page.getByRole('button', { name: /View Available Rates/ }).click();
    await page.getByRole('button', { name: 'Change dates: Thu, 11 Mar 2027 – Sun, 14 Mar 2027' }).waitFor();
    await context.close();
  });

  it('/hotels?type=resorts works in any case and shows the proper name', async () => {
    const { page, context } = await phone(1440);
    for (const type of ['resorts', 'RESORTS']) {
      await page.goto(`${server.url}/hotels?type=${type}`);
      await waitUntilLive(page);
      await page.getByRole('heading', { level: 1, name: 'Browse Resorts' }).waitFor();
      expect(
        await page
          .getByText(/property type/i)
          .filter({ hasText: 'We do not know' })
          .count(),
      ).toBe(0);
      await page.getByRole('main').getByRole('link', { name: /Goa/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Resorts in Goa' }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get('type')).toBe('Resorts');
    }
    await context.close();
  });
});
