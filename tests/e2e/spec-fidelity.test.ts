// Spec fidelity: walks each screen of spec §2 in Chromium and finds each quoted string where the spec
// puts it (home sections in order, results dialog, hotel cards, city dialog, toasts, hotel page, rates
// dialog, booking history, confirmation errors, placeholders, footer), plus the /hotels list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, pricedHotel, useServerAndBrowser, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let hotelId: string;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

beforeAll(async () => {
  hotelId = (await pricedHotel(server, 'Mumbai')).id;
});

/** A page whose city prompt was answered before, so no toast covers what is being read. */
async function quietPage(viewport?: { width: number; height: number }) {
  const p = await newPage(browser, viewport);
  await p.context.addInitScript(() => localStorage.setItem('city_selection_shown', 'true'));
  return p;
}

async function top(l: Locator): Promise<number> {
  await l.scrollIntoViewIfNeeded();
  const box = await l.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + (await l.page().evaluate(() => window.scrollY));
}

function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  return alerts;
}

async function setLatency(ms: number, route?: string) {
  const r = await fetch(`${server.url}/sandbox/_control/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(route ? { ms, route } : { ms }),
  });
  expect(r.ok).toBe(true);
}

describe('home page (spec §2 "Home page")', () => {
  it('has every section in order with its texts and counts', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/');
    const main = page.locator('main');
    await main.getByText("India's #1 Hotel Booking Platform").waitFor();
    await expect.poll(() => main.getByRole('heading', { level: 1, name: 'Discover Your Perfect Stay Across India' }).count()).toBe(1);

    // 1. Hero search card.
    const dest = page.getByPlaceholder('Where are you going?');
    await dest.waitFor();
    for (const label of ['Check-in', 'Check-out', 'Guests'])
      expect(await page.getByLabel(label, { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Search Hotels' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Search on Map' }).count()).toBe(1);
    for (const t of ['50,000+', '100+', '5M+', '4.8']) expect(await main.getByText(t, { exact: true }).count()).toBeGreaterThan(0);

    // 2-5 in order: drawn once the app has taken the server's first screen over.
    const heads = ['Why Choose Us', 'Popular Destinations', 'Book by Property Type', 'Special Offers', 'Ready to Start Your Journey?'];
    await main.getByRole('heading', { name: heads[0], exact: true }).waitFor();
    const ys: number[] = [];
    for (const h of heads) ys.push(await top(main.getByRole('heading', { name: h, exact: true })));
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(ys[0]).toBeGreaterThan(await top(dest));

    for (const t of ['Best Price Guarantee', 'Secure Booking', 'Premium Hotels', '24/7 Support'])
      expect(await main.getByText(t, { exact: true }).count()).toBe(1);

    const cities = ['Mumbai', 'Delhi', 'Bangalore', 'Goa', 'Jaipur', 'Kolkata', 'Hyderabad', 'Chennai'];
    const destinations = main.locator('section[aria-labelledby="dest-title"]');
    for (const c of cities) expect(await destinations.getByText(c, { exact: true }).count()).toBe(1);
    expect(await destinations.getByText('Trending', { exact: true }).count()).toBe(8);
    expect(await destinations.getByRole('button', { name: /Trending/ }).count()).toBe(8);
    // Every card has a tagline under the city name.
    for (const c of cities)
      expect(
        (await destinations
          .getByRole('button', { name: new RegExp(`${c}\\s*\\S+`) })
          .first()
          .textContent())!.length,
      ).toBeGreaterThan(c.length + 'Trending'.length + 3);

    const types = main.locator('section[aria-labelledby="types-title"]');
    for (const [name, count] of [
      ['Hotels', '50K+'],
      ['Resorts', '10K+'],
      ['Apartments', '30K+'],
      ['Villas', '15K+'],
      ['Homestays', '25K+'],
    ]) {
      const link = types.getByRole('link', { name: new RegExp(`^${name}\\s*${count.replace('+', '\\+')}$`) });
      expect(await link.getAttribute('href')).toBe(`/hotels?type=${name}`);
    }

    expect(await main.getByText(/save up to 50%/i).count()).toBeGreaterThan(0);
    expect(await main.getByRole('button', { name: 'Browse Hotels' }).count()).toBe(1);

    const alerts = collectAlerts(page);
    await main.getByRole('button', { name: 'Download App' }).click();
    await expect.poll(() => alerts).toEqual(['App download feature coming soon!']);

    await main.getByRole('button', { name: 'Browse Hotels' }).click();
    await page.waitForURL(/\/hotels$/);
    await page.goBack();
    await main.getByRole('button', { name: 'View All' }).click();
    await page.waitForURL(/\/destinations$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Search on Map' }).click();
    // The hero's stay travels along (issue 15 replaced the spec's placeholder with the map search).
    await page.waitForURL(/\/map-search\?checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&guests=2$/);
    await page.getByRole('heading', { level: 1, name: 'Search on Map' }).waitFor();
    await context.close();
  });

  it('a destination card searches its city; a property card lists that type on /hotels', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/');
    await page.getByRole('button', { name: /Trending\s*Jaipur/ }).click();
    await page.getByRole('dialog').getByText('Search Results for Jaipur').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: /^Resorts/ }).click();
    await page.waitForURL(/\/hotels\?type=Resorts$/);
    await page.getByRole('heading', { level: 1, name: 'Browse Resorts' }).waitFor();
    await context.close();
  });
});

describe('search results dialog and hotel cards', () => {
  it('title, loading, subtitle, cards with From / per night / View Details', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/');
    await setLatency(1500, 'GET /data/hotels');
    try {
      await page.getByPlaceholder('Where are you going?').fill('Goa');
      await page.getByPlaceholder('Where are you going?').press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Search Results for Goa').waitFor();
      await dialog.getByText('Searching hotels for Goa...').waitFor();
      await page.getByRole('button', { name: 'Searching...' }).waitFor();
    } finally {
      await setLatency(0, 'GET /data/hotels');
    }
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Found \d[\d,]* hotel\(s\) in Goa$/).waitFor({ timeout: 30_000 });
    // The first card with a price: a hotel with no availability for the dates says so instead (spec §3).
    const card = dialog.locator('.ant-card').filter({ hasText: 'per night' }).first();
    await card.getByText('From', { exact: true }).waitFor();
    await card.getByText('per night', { exact: true }).waitFor();
    expect(await card.getByText(/₹[\d,]+/).count()).toBeGreaterThan(0);
    expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toMatch(/^\/hotels\/lp/);
    expect(await card.getByLabel(/^\d stars?$/).count()).toBe(1);
    expect(await card.getByText(/⭐/).count()).toBe(0);
    await card.hover();
    await card.getByText('Verified').waitFor();
    expect(await dialog.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('a destination with no hotels says "No hotels found. Try a different search."', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/');
    await page.getByPlaceholder('Where are you going?').fill('Qwxzzyplk');
    await page.getByPlaceholder('Where are you going?').press('Enter');
    await page.getByRole('dialog').getByText('No hotels found. Try a different search.').waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe('city dialog and toasts', () => {
  it('the city dialog has the spec strings, search results, empty state and Continue with {city}', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/');
    await page.getByRole('button', { name: 'Select City' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Choose City', { exact: true }).waitFor();
    for (const t of [
      'Select your city to get personalized hotel recommendations',
      'Popular Cities',
      'You can change your city preference anytime',
    ])
      await dialog.getByText(t).first().waitFor();
    for (const c of ['Mumbai', 'Delhi', 'Bangalore', 'Goa', 'Jaipur'])
      await dialog
        .getByRole('button', { name: new RegExp(`^${c}\\b`) })
        .first()
        .waitFor();
    expect(await dialog.getByRole('button', { name: 'Skip', exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Skip for now' }).count()).toBe(1);

    const box = dialog.getByPlaceholder('Search for a city...');
    await box.fill('Pun');
    await dialog.getByText(/^Search Results \(\d+\)$/).waitFor({ timeout: 10_000 });
    // A search result is marked first (a popular city would select at once and close the dialog).
    await dialog
      .locator('section[aria-label="Search results"]')
      .getByRole('button', { name: /^Pune\b/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Continue with Pune' }).waitFor();

    await box.fill('Zzqxv');
    await dialog.getByText('No cities found for "Zzqxv"').waitFor({ timeout: 10_000 });
    await dialog.getByText('Try searching for a different city').waitFor();
    await context.close();
  });

  it('a first visit gets the select-city nudge (top right) with "Choose City"', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url + '/');
    const title = page.getByText('Select Your City', { exact: true });
    await title.waitFor({ timeout: 5000 });
    await page.getByText('Get personalized hotel recommendations for your area').waitFor();
    const box = (await title.boundingBox())!;
    expect(box.x).toBeGreaterThan(1440 / 2);
    expect(box.y).toBeLessThan(900 / 2);
    await page.getByRole('button', { name: 'Choose City' }).click();
    await page.getByRole('dialog').getByText('Select your city to get personalized hotel recommendations').waitFor();
    await context.close();
  });

  it('a returning visitor gets the welcome-back toast (bottom right)', async () => {
    const { page, context } = await newPage(browser);
    await context.addInitScript(() => {
      localStorage.setItem('user_preferred_city', JSON.stringify({ city: 'Delhi', timestamp: new Date().toISOString() }));
      localStorage.setItem('city_selection_shown', 'true');
    });
    await page.goto(server.url + '/');
    const title = page.getByText('Welcome back!', { exact: true });
    await title.waitFor({ timeout: 5000 });
    await page.getByText('Do you want to explore hotels in Delhi?').waitFor();
    const box = (await title.boundingBox())!;
    expect(box.x).toBeGreaterThan(1440 / 2);
    expect(box.y).toBeGreaterThan(900 / 2);
    expect(await page.getByRole('banner').getByRole('button', { name: /Delhi/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Explore Delhi Hotels' }).click();
    await page.getByRole('dialog').getByText('Search Results for Delhi').waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe('hotel page and rates dialog', () => {
  it('has the hotel page strings and the rates dialog with its date popover', async () => {
    const { page, context } = await quietPage();
    await page.goto(`${server.url}/hotels/${hotelId}`);
    for (const t of ['Hotel Overview', 'Hotel Facilities', 'Quick Information'])
      await page.getByText(t, { exact: true }).first().waitFor({ timeout: 30_000 });
    expect(
      (await page.getByText('Available Rooms', { exact: true }).count()) +
        (await page.getByText('Room Information', { exact: true }).count()),
    ).toBeGreaterThan(0);
    await page.getByText('No rate selected yet').first().waitFor();
    const book = page.getByRole('button', { name: 'Select a Rate to Book' }).first();
    expect(await book.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Back/ }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'View Available Rates' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Available Rates', { exact: true }).first().waitFor();
    await dialog
      .getByRole('button', { name: /^Select$/ })
      .first()
      .or(dialog.getByText('No Rates Available'))
      .first()
      .waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: /Change dates/ }).click();
    for (const t of ['Check-in Date', 'Check-out Date']) await page.getByText(t, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Apply Changes' }).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Changes' }).waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('booking history and confirmation errors', () => {
  it('/bookings: No Bookings Yet, Browse Hotels → /hotels, Back to Home', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/bookings');
    await page.getByText('No Bookings Yet').waitFor({ timeout: 30_000 });
    await page
      .getByRole('button', { name: 'Back to Home' })
      .or(page.getByRole('link', { name: 'Back to Home' }))
      .first()
      .waitFor();
    await page.locator('main').getByText('Browse Hotels', { exact: true }).click();
    await page.waitForURL(/\/hotels$/);
    await context.close();
  });

  for (const [query, message] of [
    ['?redirect_status=succeeded&payment_intent=pi_123', 'No booking data found. Please start a new booking.'],
    ['?redirect_status=failed&pid=x&tid=y', 'Payment failed. Please try again.'],
    ['?redirect_status=weird', 'Invalid payment status'],
  ] as const) {
    it(`/booking-confirmation${query} → "${message}"`, async () => {
      const { page, context } = await quietPage();
      await page.goto(`${server.url}/booking-confirmation${query}`);
      await page.getByText('Booking Error').waitFor({ timeout: 30_000 });
      await page.getByText(message, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Go Home' }).waitFor();
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      await context.close();
    });
  }
});

describe('placeholders, privacy, terms, 404 and the footer', () => {
  it('each placeholder route shows what the spec gives it', async () => {
    const { page, context } = await quietPage();
    for (const [path, sub] of [
      ['/destinations', 'Destinations Page'],
      ['/about', 'About Us'],
      ['/contact', 'Contact Us'],
      ['/offers', 'Special Offers'],
    ]) {
      await page.goto(server.url + path);
      const main = page.locator('main');
      await main.getByText('Coming Soon', { exact: true }).waitFor();
      await main.getByText(sub, { exact: true }).waitFor();
    }
    await page.goto(server.url + '/map-search');
    await page.locator('main').getByRole('heading', { level: 1, name: 'Search on Map' }).waitFor();
    await page.goto(server.url + '/no-such-page');
    await page.getByText('Page Not Found').waitFor();
    await context.close();
  });

  it('privacy and terms tell a traveller what the app keeps and how to look a booking up', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/privacy');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const text = await main.innerText();
    for (const key of ['user_preferred_city', 'city_selection_shown', 'pendingBooking', 'bookingHistory', 'bookingAccessTokens'])
      expect(text).toContain(key);
    expect(text).toMatch(/never see or store card numbers/i);
    expect(text).toMatch(/payment reference/i);
    expect(text).toMatch(/booking reference and the holder's e-mail/i);
    await page.goto(server.url + '/terms');
    await main.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await main.innerText()).toMatch(/Indian rupees \(INR\)/);
    await context.close();
  });

  it('the footer has exactly the spec links, and every city link lists that city', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/');
    const footer = page.locator('footer');
    await footer.getByText('© 2025', { exact: false }).waitFor();
    const hrefs = await footer.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      [
        '/hotels',
        '/destinations',
        '/offers',
        '/bookings',
        '/hotels/mumbai',
        '/hotels/delhi',
        '/hotels/bangalore',
        '/hotels/goa',
        '/hotels/jaipur',
        '/privacy',
        '/terms',
      ].sort(),
    );
    for (const [slug, city] of [
      ['mumbai', 'Mumbai'],
      ['jaipur', 'Jaipur'],
    ]) {
      await page.locator(`footer a[href="/hotels/${slug}"]`).click();
      await page.waitForURL(new RegExp(`/hotels/${slug}$`));
      await page.getByText(new RegExp(`^Found \\d[\\d,]* hotel\\(s\\) in ${city}$`)).waitFor({ timeout: 30_000 });
      expect(await page.getByText('Hotel Not Found').count()).toBe(0);
    }
    await context.close();
  });
});

describe('/hotels: a real list whose address holds the state', () => {
  it('with no destination offers popular cities; the form alerts on an empty destination', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/hotels');
    await page.getByRole('heading', { level: 1, name: 'Browse Hotels' }).waitFor();
    expect(await page.locator('main a[href^="/hotels?destination="]').count()).toBe(8);
    const alerts = collectAlerts(page);
    await page.locator('main form[role="search"] button[type="submit"]').click();
    await expect.poll(() => alerts).toEqual(['Please enter a destination']);
    await context.close();
  });

  it('a search puts destination, dates, guests and type in the address; paging and reloading keep them', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/hotels');
    await page.locator('#list-destination').fill('Goa');
    // Guests is the Rooms & Guests picker: one room of 3 adults is still the spec's guests=3.
    await page.locator('#list-guests').click();
    const picker = page.getByRole('dialog', { name: 'Rooms & Guests' });
    // The picker is loaded when asked for: a press before it is ready to count can be lost (seen once in CI, which
    // then searched for 2 guests), so it is pressed again only if the count has not reached 3 within 3 s.
    const summary = picker.getByTestId('rooms-picker-summary');
    for (let press = 0; press < 3; press++) {
      await picker.getByRole('button', { name: 'More adults in room 1' }).click();
      const counted = await summary
        .getByText('1 room · 3 adults')
        .waitFor({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (counted) break;
    }
    await summary.getByText('1 room · 3 adults').waitFor();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.locator('main form[role="search"] button[type="submit"]').click();
    await page.waitForURL(/destination=Goa/);
    const url = new URL(page.url());
    expect(url.searchParams.get('guests')).toBe('3');
    expect(url.searchParams.get('checkin')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByText(/^Found \d[\d,]* hotel\(s\) in Goa$/).waitFor({ timeout: 30_000 });
    // Cards can show before their prices (issue 15); the order is final once the prices are in.
    const priced = () => page.getByTestId('hotel-card-price-loading').first().waitFor({ state: 'detached', timeout: 30_000 });
    await priced();
    const first = await page.locator('[data-testid="hotel-card-name"]').allTextContents();
    expect(first).toHaveLength(12);

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction((name) => {
      const names = document.querySelectorAll('[data-testid="hotel-card-name"]');
      return names.length > 0 && names[0].textContent !== name;
    }, first[0]);
    await priced();
    const second = await page.locator('[data-testid="hotel-card-name"]').allTextContents();
    await page.reload();
    await page.getByText(/^Found \d[\d,]* hotel\(s\) in Goa$/).waitFor({ timeout: 30_000 });
    await priced();
    expect(await page.locator('[data-testid="hotel-card-name"]').allTextContents()).toEqual(second);
    expect(await page.locator('#list-destination').inputValue()).toBe('Goa');
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('page'));
    await context.close();
  });

  it('?type=Villas lists only villas through the provider filter', async () => {
    const { page, context } = await quietPage();
    await page.goto(server.url + '/hotels?destination=Goa&type=Villas');
    await page.getByRole('heading', { level: 1, name: 'Villas in Goa' }).waitFor({ timeout: 30_000 });
    const typed = Number(
      (await page.getByText(/^Found \d[\d,]* hotel\(s\) in Goa$/).textContent({ timeout: 30_000 }))!
        .match(/\d[\d,]*/)![0]
        .replace(/,/g, ''),
    );
    await page.goto(server.url + '/hotels?destination=Goa');
    const all = Number(
      (await page.getByText(/^Found \d[\d,]* hotel\(s\) in Goa$/).textContent({ timeout: 30_000 }))!
        .match(/\d[\d,]*/)![0]
        .replace(/,/g, ''),
    );
    expect(typed).toBeGreaterThan(0);
    expect(typed).toBeLessThan(all);
    await context.close();
  });

  it('a hotel id and a city slug are never confused', async () => {
    const { page, context } = await quietPage();
    await page.goto(`${server.url}/hotels/${hotelId}`);
    await page.getByText('Quick Information').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText(/^Found \d[\d,]* hotel\(s\)/).count()).toBe(0);
    await page.goto(`${server.url}/hotels/goa?page=2`);
    await page.getByText(/^Found \d[\d,]* hotel\(s\) in Goa$/).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByText('Quick Information').count()).toBe(0);
    await context.close();
  });
});
