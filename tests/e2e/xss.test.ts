// Browser: script in what the hotel provider sends renders inert. A fake LiteAPI (a small Fastify server
// on an ephemeral port; the app runs with LITEAPI_KEY set and its base URLs pointing there) puts script
// payloads in hotel names, descriptions, addresses, important information, facilities, room names and
// descriptions, and rate names. Chromium shows a city list, a hotel page (both rendered by the server
// and taken over by the app) and the rates dialog, and none of the payloads runs or reaches the DOM as
// markup. Each payload would set window.__pwned or open an alert if it ran.
//
// The page's CSP would block inline handlers on its own, so the test also checks the DOM: no script,
// iframe, event-handler attribute or javascript: link came from the provider's text.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, waitUntilLive, type RunningServer } from './harness.ts';

/** Markup that would set window.__pwned (or open an alert) in every way a browser runs provider HTML. */
const payload = (tag: string) =>
  `<img src=x onerror="window.__pwned='${tag}-img'">` +
  `<script>window.__pwned='${tag}-script'</script>` +
  `<svg onload="window.__pwned='${tag}-svg'"></svg>` +
  `<a href="javascript:window.__pwned='${tag}-link'">more</a>` +
  `<iframe srcdoc="<script>parent.__pwned='${tag}-frame'</script>"></iframe>` +
  `<details open ontoggle="alert('${tag}')">x</details>` +
  // Escaped markup: decoded to text, which must stay text (and must not close the page's state script).
  `&lt;/script&gt;&lt;img src=x onerror="window.__pwned='${tag}-entity'"&gt;`;

const HOTEL_ID = 'lpxss1';

const listedHotel = {
  id: HOTEL_ID,
  name: `Sea <b>Breeze</b> ${payload('list-name')} Palace`,
  country: 'in',
  city: 'Mumbai',
  latitude: 18.93,
  longitude: 72.82,
  address: `1 Marine Drive ${payload('list-address')}`,
  hotelDescription: `<p>Rooms over the bay</p>${payload('list-description')}`,
  main_photo: '',
  stars: 4,
  rating: 8.4,
  reviewCount: 210,
  hotelTypeId: 204,
};

const hotelDetail = {
  id: HOTEL_ID,
  name: `Sea <b>Breeze</b> ${payload('detail-name')} Palace`,
  hotelDescription: `<p>Rooms over the <b>bay</b></p>${payload('detail-description')}`,
  hotelImportantInformation: `<p>Check-in from 2 PM</p>${payload('detail-information')}`,
  address: `1 Marine Drive ${payload('detail-address')}`,
  city: 'Mumbai',
  country: 'in',
  starRating: 4,
  rating: 8.4,
  reviewCount: 210,
  hotelFacilities: ['Pool', `Spa ${payload('detail-facility')}`],
  hotelImages: [],
  rooms: [
    {
      id: 101,
      roomName: `Bay <i>View</i> ${payload('room-name')} Room`,
      description: `<p>Faces the sea</p>${payload('room-description')}`,
      maxOccupancy: 2,
      photos: [],
      roomAmenities: [],
    },
  ],
  checkinCheckoutTimes: { checkin: '14:00', checkout: '11:00' },
};

const rates = {
  data: [
    {
      hotelId: HOTEL_ID,
      roomTypes: [
        {
          roomTypeId: 'rt1',
          offerId: 'offer-xss',
          offerRetailRate: { amount: 9000, currency: 'INR' },
          rates: [
            {
              rateId: 'rate1',
              name: `Deluxe <b>Bay</b> ${payload('rate-name')} Room`,
              maxOccupancy: 2,
              adultCount: 2,
              childCount: 0,
              boardName: 'Room Only',
              retailRate: { total: [{ amount: 9000, currency: 'INR' }], taxesAndFees: null },
              cancellationPolicies: { refundableTag: 'NRFN', cancelPolicyInfos: [] },
            },
          ],
        },
      ],
    },
  ],
};

let fake: FastifyInstance;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = Fastify({ logger: false });
  fake.get('/v3.0/data/hotels', async () => ({ data: [listedHotel], total: 1 }));
  fake.get('/v3.0/data/hotel', async () => ({ data: hotelDetail }));
  fake.post('/v3.0/hotels/min-rates', async () => ({ data: [{ hotelId: HOTEL_ID, price: 9000 }] }));
  fake.post('/v3.0/hotels/rates', async () => rates);
  fake.get('/v3.0/data/hotelTypes', async () => ({ data: [{ id: 204, name: 'Hotels' }] }));
  await fake.listen({ host: '127.0.0.1', port: 0 });
  const addr = fake.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/v3.0`;
  server = await startServer({ LITEAPI_KEY: 'test-key', LITEAPI_BASE_URL: base, LITEAPI_BOOK_BASE_URL: base });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Opens `path` at a desktop size once the app is live, recording alerts and page errors. */
async function open(path: string): Promise<{ page: Page; close: () => Promise<void>; alerts: string[]; errors: string[] }> {
  const { page, context, errors } = await newPage(browser);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${server.url}${path}`);
  await waitUntilLive(page);
  return { page, close: () => context.close(), alerts, errors };
}

/** What of the provider's markup reached the DOM as markup (the app's tree and antd's dialogs), and whether any of it ran. */
async function injected(page: Page): Promise<{ pwned: unknown; elements: string[] }> {
  return page.evaluate(() => {
    const elements: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      // The page's own scripts: the server's state (data, not code) and the app's chunks.
      if (tag === 'script' && (el.id === 'ssr-state' || (el as HTMLScriptElement).src.includes('/assets/'))) continue;
      if (['script', 'iframe', 'object', 'embed', 'details'].includes(tag)) elements.push(`<${tag}>`);
      for (const attr of el.getAttributeNames()) {
        if (/^on/i.test(attr) || el.getAttribute(attr)!.trim().toLowerCase().startsWith('javascript:')) elements.push(`<${tag} ${attr}>`);
      }
    }
    return { pwned: (window as { __pwned?: unknown }).__pwned, elements };
  });
}

describe('script in provider text, in Chromium', () => {
  it('a city list shows the hotel name as text and runs none of the markup in its name, address or description', async () => {
    const { page, close, alerts, errors } = await open('/hotels/mumbai');
    const name = page.getByTestId('hotel-card-name').first();
    await name.waitFor();
    // Tags are stripped from names; escaped markup decodes to text, shown as the characters it is.
    expect(await name.textContent()).toMatch(/^Sea Breeze .*Palace$/);
    await page.waitForTimeout(500);
    expect(await injected(page)).toEqual({ pwned: undefined, elements: [] });
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('a hotel page and its rates dialog keep the sanitised HTML and the text, and run nothing', async () => {
    const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const { page, close, alerts, errors } = await open(`/hotels/${HOTEL_ID}?checkin=${iso(30)}&checkout=${iso(32)}&guests=2`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toMatch(/^Sea Breeze .*Palace$/);
    // The description's harmless markup survives the sanitiser; its scripts and handlers do not.
    await page.locator('.hotel-description b', { hasText: 'bay' }).waitFor();
    await page.getByText('Check-in from 2 PM').waitFor();

    await page.getByRole('button', { name: 'View Available Rates' }).click();
    const dialog = page.getByRole('dialog', { name: /Available Rates/ });
    await dialog.locator('[data-testid="rate-card"]').first().waitFor({ timeout: 30_000 });
    expect(await dialog.textContent()).toMatch(/Deluxe Bay .*Room/);
    await page.waitForTimeout(500);
    expect(await injected(page)).toEqual({ pwned: undefined, elements: [] });
    // The server's state script carried the payloads to the browser as data, not as markup that closed it.
    const state = await page.evaluate(() => document.getElementById('ssr-state')?.textContent ?? '');
    expect(state).not.toMatch(/<\/script/i);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
