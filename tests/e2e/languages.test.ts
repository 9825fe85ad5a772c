// Issue 17 §1 in Chromium: the Hindi pages server-render with lang="hi" (and name both language versions
// for search engines); the top bar's switch changes every route to Hindi and back at once, keeping the
// address, the page and what the traveller typed, with no reload; the choice is remembered; a first visit
// follows the browser's languages; no screen overflows at 375 px in Hindi or with every string 40% longer
// (pseudo-localisation); axe finds no serious violation in Hindi.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pricedHotel, themeStyleCopies, useServerAndBrowser, waitUntilLive, type RunningServer } from './harness.ts';
import hiCommon from '../../client/src/app/locales/hi.ts';
import enCommon from '../../client/src/app/locales/en.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;
let hotel: { id: string; name: string };

const iso = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const stay = `checkin=${iso(30)}&checkout=${iso(32)}&guests=2`;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

beforeAll(async () => {
  hotel = await pricedHotel(server, 'Mumbai', { checkin: iso(30), checkout: iso(32) });
});

/** Every page route (ssr-contract PAGE_ROUTES) with an address that shows it, and the 404 page. */
const routes = (): string[] => [
  '/',
  `/hotels?search=Mumbai&${stay}`,
  `/hotels/mumbai?${stay}`,
  `/hotels/${hotel.id}?${stay}`,
  `/map-search?search=Goa&${stay}`,
  '/destinations',
  '/about',
  '/contact',
  '/offers',
  '/privacy',
  '/terms',
  '/booking-confirmation?prebookId=missing&transactionId=missing',
  '/bookings',
  '/bookings/SIN-NOTHING',
  '/sign-in',
  '/no-such-page',
];

async function open(path: string, opts: { width?: number; language?: string; pseudo?: boolean; locale?: string } = {}) {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: 900 },
    bypassCSP: true,
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  if (opts.language) await context.addCookies([{ name: 'lang', value: opts.language, url: server.url }]);
  await context.addInitScript((pseudo: boolean) => {
    localStorage.setItem('city_selection_shown', 'true');
    if (pseudo) localStorage.setItem('i18n-pseudo', '1');
  }, !!opts.pseudo);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(server.url + path);
  await waitUntilLive(page);
  return { page, context, errors, fetched };
}

/** Visible Hindi text whose typeface has no Devanagari: the app's (Noto Sans Devanagari) or the switch's label font. */
function devanagariOutsideTheFont(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!/[\u0900-\u097F]/.test(node.nodeValue ?? '') || !el?.getClientRects().length) continue;
    const family = getComputedStyle(el).fontFamily;
    if (!/Noto Sans Devanagari|Hindi Label/.test(family)) found.push(`${(node.nodeValue ?? '').trim().slice(0, 30)} in ${family}`);
  }
  return found;
}

const tagline = (page: Page) => page.locator('header').getByText(hiCommon.brand.tagline);

describe('Hindi pages from the server', () => {
  it('renders a city list and a hotel page in Hindi with lang="hi" and hreflang links, by ?lang=, cookie or Accept-Language', async () => {
    for (const [path, headers] of [
      [`/hotels/mumbai?lang=hi&${stay}`, {}],
      [`/hotels/${hotel.id}?${stay}`, { cookie: 'lang=hi' }],
      [`/hotels/${hotel.id}?${stay}`, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }],
    ] as const) {
      const html = await (await fetch(server.url + path, { headers: { accept: 'text/html', ...headers } })).text();
      expect(html, path).toMatch(/<html lang="hi"/);
      expect(html).toContain('id="ssr-state"');
      expect(html).toContain(hiCommon.brand.tagline);
      expect(html).not.toContain(enCommon.brand.tagline.replace("'", '&#x27;'));
      expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]*lang=hi/);
      expect(html).toMatch(/<link rel="alternate" hreflang="en-IN" href="[^"]*lang=en/);
      expect(html).toMatch(/<link rel="alternate" hreflang="x-default"/);
    }
    // English stays the default, and ?lang=en wins over a Hindi cookie.
    const english = await (
      await fetch(`${server.url}/hotels/${hotel.id}?lang=en&${stay}`, { headers: { accept: 'text/html', cookie: 'lang=hi' } })
    ).text();
    expect(english).toMatch(/<html lang="en-IN"/);
    expect(english).toContain('India&#x27;s Premier Hotel Booking');
  });

  it('takes a server-rendered Hindi page over in Hindi, without errors', async () => {
    const { page, context, errors, fetched } = await open(`/hotels/${hotel.id}?${stay}`, { language: 'hi' });
    await tagline(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor();
    // Devanagari in Noto Sans Devanagari, loaded for Hindi (this browser has no Devanagari font of its own).
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('nav a')!).fontFamily)).toContain('Noto Sans Devanagari');
    await page.waitForFunction(async () => {
      await document.fonts.load('16px "Noto Sans Devanagari"', 'हिन्दी');
      return document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी');
    });
    // The font's rules came inline in the page's head: no stylesheet of its own held the first paint back,
    // and the app asked for none before it took the page over.
    expect(fetched.filter((p) => /devanagari-\d+-[\w-]+\.css$/.test(p))).toEqual([]);
    expect(fetched.some((p) => /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(p))).toBe(true);
    // The Hindi theme's variables came with the page under the id antd looks for: taking it over added no copy.
    await waitUntilLive(page);
    expect(await themeStyleCopies(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws a Hindi page's headings in Devanagari while the semibold file is on its way, and nothing moves when it lands", async () => {
    // Under the page's own CSP (no bypass): page-start.js declares the semibold weight once its file is here.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addCookies([{ name: 'lang', value: 'hi', url: server.url }]);
    await context.addInitScript(() => {
      localStorage.setItem('city_selection_shown', 'true');
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/noto-sans-devanagari-devanagari-600-normal-[\w-]+\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The held file holds the page's load event back too.
    await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
    await waitUntilLive(page);
    const faces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari')
          .map((f) => `${f.weight} ${f.status}`)
          .sort(),
      );
    // This browser has no Devanagari font of its own: a face declared while its file loads would draw the
    // headings as empty boxes (on three lines where the font takes two). None is; they use the regular one.
    await expect.poll(faces, { timeout: 15_000 }).toEqual(['400 loaded']);
    const heading = page.getByRole('heading', { level: 1 });
    const before = (await heading.boundingBox())!;
    await page.evaluate(() => ((window as unknown as { shifted: number }).shifted = 0));

    release();
    await expect.poll(faces, { timeout: 15_000 }).toEqual(['400 loaded', '600 loaded']);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await heading.boundingBox())!.height).toBe(before.height);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
    expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe('600');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads no Hindi strings and no Devanagari font for an English page', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/hotels/${hotel.id}?${stay}`);
    await waitUntilLive(page);
    await page.waitForTimeout(1000);
    expect(fetched.filter((p) => /devanagari|\/hi-|hi_IN/i.test(p))).toEqual([]);
    await context.close();
  });

  it("keeps Hindi out of the service worker's precache: it caches Hindi once Hindi is chosen", () => {
    const worker = readFileSync('dist/client/sw.js', 'utf8');
    expect(worker).toMatch(/url:\s*"assets\/shell-/);
    expect(worker).not.toMatch(/url:\s*"assets\/(hi[-_]|devanagari-)/);
    expect(worker).toContain('"hindi"');
  });

  it('follows the browser on a first visit, and the stored choice after that', async () => {
    const { page, context } = await open('/about', { locale: 'hi-IN' });
    await tagline(page).waitFor();
    await page.getByTestId('language-switch').click();
    await page.locator('html[lang="en-IN"]').waitFor({ state: 'attached' });
    await page.reload();
    await waitUntilLive(page);
    // The traveller chose English: the browser's Hindi no longer decides.
    await page.locator('header').getByText(enCommon.brand.tagline).waitFor();
    await context.close();
  });
});

describe('the language switch', () => {
  it('changes every route to Hindi and back at once, keeping the address and the page, with no reload', async () => {
    for (const path of routes()) {
      const { page, context, errors } = await open(path);
      await page.locator('header').getByText(enCommon.brand.tagline).waitFor();
      const url = page.url();
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      await page.getByTestId('language-switch').click();
      await page.locator('html[lang="hi"]').waitFor({ state: 'attached', timeout: 15_000 });
      // Both weights' files were in before the page switched: no Devanagari drawn as empty boxes meanwhile.
      expect(
        await page.evaluate(() => ['400', '600'].every((w) => document.fonts.check(`${w} 16px "Noto Sans Devanagari"`, 'हिन्दी'))),
        path,
      ).toBe(true);
      await tagline(page).waitFor();
      await page.getByRole('navigation').getByText(hiCommon.nav.hotels, { exact: true }).waitFor();
      // An English page has no font rules in its head: the switch brought them (app/language.ts).
      await page.waitForFunction(async () => {
        await document.fonts.load('16px "Noto Sans Devanagari"', 'हिन्दी');
        return document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी');
      });
      expect(page.url(), path).toBe(url);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere), `${path}: reloaded`).toBe(true);
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
      await page.getByTestId('language-switch').click();
      await page.locator('header').getByText(enCommon.brand.tagline).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
      // React's recoverable hydration notice (#418) is left out here: under load, a hotel page taken over
      // from the server's HTML sometimes redraws a text (not the language's: it happens in English too, and
      // the Hindi hydration test above holds it to no error at all). Any other page error fails.
      expect(
        errors.filter((e) => !e.includes('Minified React error #418')),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it("asks for a hotel's own texts in the new language, with the page kept on screen", async () => {
    const { page, context, errors } = await open(`/hotels/${hotel.id}?${stay}`);
    // The hotel page's questions after it was taken over, by the language they asked in.
    const asked: unknown[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname !== '/graphql' || url.searchParams.get('operationName') !== 'HotelPage') return;
      asked.push((JSON.parse(url.searchParams.get('variables') ?? '{}') as { language?: unknown }).language);
    });
    const heading = page.getByRole('heading', { level: 1, name: hotel.name });
    await heading.waitFor();
    // The same element after the switch: the page was not drawn again from a loading state.
    await heading.evaluate((h) => h.setAttribute('data-before-switch', ''));
    await page.getByTestId('language-switch').click();
    await tagline(page).waitFor();
    await expect.poll(() => asked, { timeout: 15_000 }).toEqual(['HI']);
    await page.waitForTimeout(500);
    expect(await page.locator('h1[data-before-switch]').count()).toBe(1);
    // Back to English: its answer is still in the page's cache, apart from the Hindi one.
    await page.getByTestId('language-switch').click();
    await page.locator('header').getByText(enCommon.brand.tagline).waitFor();
    await page.waitForTimeout(500);
    expect(asked).toEqual(['HI']);
    expect(await page.locator('h1[data-before-switch]').count()).toBe(1);
    expect(errors.filter((e) => !e.includes('Minified React error #418'))).toEqual([]);
    await context.close();
  });

  it("asks for a city list's hotel texts in the new language, keeping its page and cards on screen", async () => {
    const { page, context, errors } = await open(`/hotels/mumbai?${stay}&page=2`);
    // The list's searches after it was taken over, by the language they asked in (English leaves it out).
    const asked: unknown[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname !== '/graphql' || url.searchParams.get('operationName') !== 'HotelListSearch') return;
      const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as { input?: { language?: unknown; page?: unknown } };
      asked.push(`${String(variables.input?.language ?? 'EN')} page ${String(variables.input?.page)}`);
    });
    const cards = page.getByRole('link', { name: 'View Details' });
    await cards.first().waitFor();
    const count = await cards.count();
    await page.getByTestId('language-switch').click();
    await tagline(page).waitFor();
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(new Set(asked)).toEqual(new Set(['HI page 2']));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => page.getByRole('link', { name: 'विवरण देखें' }).count(), { timeout: 15_000 }).toBe(count);
    // Back to English: its answer is still in the page's cache.
    const before = asked.length;
    await page.getByTestId('language-switch').click();
    await page.locator('header').getByText(enCommon.brand.tagline).waitFor();
    await page.waitForTimeout(500);
    expect(asked.length).toBe(before);
    expect(await cards.count()).toBe(count);
    expect(errors.filter((e) => !e.includes('Minified React error #418'))).toEqual([]);
    await context.close();
  });

  it('keeps what the traveller typed in the search form', async () => {
    const { page, context } = await open('/');
    const destination = page.getByRole('combobox').first();
    await destination.fill('Jaipur');
    await page.getByTestId('language-switch').click();
    await tagline(page).waitFor();
    expect(await destination.inputValue()).toBe('Jaipur');
    await context.close();
  });
});

describe('layout in Hindi and with longer strings', () => {
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it('no route overflows a 375 px screen in Hindi, nor draws Hindi in a typeface without Devanagari', async () => {
    for (const path of routes()) {
      const { page, context } = await open(path, { width: 375, language: 'hi' });
      await tagline(page).waitFor();
      // The map's own texts (its price pins and attribution) are drawn inside Leaflet's styles: wait for them.
      if (path.startsWith('/map-search')) {
        await page.locator('.leaflet-control-attribution').waitFor();
        await page.locator('.map-pin, .map-cluster').first().waitFor();
      }
      await page.waitForTimeout(300);
      expect(await overflow(page), path).toBeLessThanOrEqual(376);
      // This browser has no Devanagari font of its own: Hindi in any other typeface is drawn as empty boxes.
      expect(await page.evaluate(devanagariOutsideTheFont), path).toEqual([]);
      await context.close();
    }
  });

  it('no route overflows a 375 px screen when every string is 40% longer (pseudo-localisation)', async () => {
    for (const path of routes()) {
      const { page, context } = await open(path, { width: 375, pseudo: true });
      // The pseudo strings: accented and padded.
      await page
        .locator('header')
        .getByText(/Prémíér/)
        .first()
        .waitFor();
      await page.waitForTimeout(300);
      expect(await overflow(page), path).toBeLessThanOrEqual(376);
      await context.close();
    }
  });
});

describe('accessibility in Hindi', () => {
  async function axeFindings(page: Page) {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const w = window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> };
      };
      const r = await w.axe.run();
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
      }));
    });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  }

  // One test per width: each visits every route, which takes a loaded machine well over a minute.
  for (const width of [375, 1440]) {
    it(`axe finds no serious or critical violation on the Hindi routes at ${width} px`, async () => {
      for (const path of routes()) {
        const { page, context } = await open(path, { width, language: 'hi' });
        await tagline(page).waitFor();
        await page.waitForTimeout(500);
        expect(await axeFindings(page), `${path} at ${width}px`).toEqual([]);
        await context.close();
      }
    }, 240_000);
  }
});
