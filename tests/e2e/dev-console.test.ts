// Browser: the Development Console on the embedded default, on a phone (375 px) and a desktop (1440 px):
// a public endpoint (Data → Countries) and a private one (Guest → Guests) answer '200 OK', and the GraphQL
// Explorer tab (loaded only when opened) runs an example search and shows its searchHotels data.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, useServerAndBrowser, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** Console messages a broken page would log: CSP refusals and uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to|Uncaught/i.test(m.text())) problems.push(m.text());
  });
  return problems;
}

async function runEndpoint(page: Page, category: RegExp, endpoint: string): Promise<void> {
  await page.getByRole('button', { name: category }).click();
  await page.getByRole('button', { name: `Test API: ${endpoint}` }).click();
  const status = page.getByTestId('console-status');
  await status.waitFor({ timeout: 30_000 });
  expect(await status.textContent()).toBe('200 OK');
}

describe.each([
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
])('Development Console on a $name', ({ viewport }) => {
  it('calls a public and a private endpoint through the server and shows 200 OK', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    const problems = watchConsole(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });

    await page.goto(server.url + '/dev');
    await page.getByRole('heading', { level: 1, name: 'Development Console' }).waitFor();
    await page.getByText('Select a Category').waitFor({ timeout: 30_000 });

    await runEndpoint(page, /^Data ?, 9 endpoints/, 'Countries');
    expect(Number(await page.getByTestId('console-records').textContent())).toBeGreaterThan(100);
    expect(await page.getByTestId('console-size').textContent()).toMatch(/^\d+\.\d{2} KB$/);
    expect(await page.getByTestId('console-json').textContent()).toContain('"code": "IN"');

    await page.getByRole('button', { name: 'Copy JSON' }).click();
    await expect.poll(() => alerts).toEqual(['Response copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"data"');

    // A private category, open on the embedded sandbox; choosing it cleared the earlier result.
    await page.getByRole('button', { name: /^Guest ?, 1 endpoints, private/ }).click();
    expect(await page.getByTestId('console-status').count()).toBe(0);
    await runEndpoint(page, /^Guest ?, 1 endpoints, private/, 'Guests');

    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the GraphQL Explorer only on its tab and runs an example search', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    await page.goto(server.url + '/dev');
    await page.getByText('Select a Category').waitFor({ timeout: 30_000 });
    // The tabs' styles come with this page, not with every page (virtual:antd-dev-console-styles.css): the
    // tab bar is laid out as antd lays it out.
    expect(
      await page
        .locator('.ant-tabs-nav-list')
        .first()
        .evaluate((list) => getComputedStyle(list).display),
    ).toBe('flex');
    // GraphiQL and Monaco are not part of the page until the tab is chosen.
    expect(scripts.filter((u) => /GraphQLExplorer|monaco/i.test(u))).toEqual([]);

    await page.getByRole('tab', { name: /GraphQL Explorer/ }).click();
    await page.locator('.graphiql-container').waitFor({ timeout: 60_000 });
    expect(scripts.some((u) => /GraphQLExplorer/.test(u))).toBe(true);

    await page.getByRole('button', { name: 'Search hotels' }).click();
    // The operation editor shows the example before it runs.
    await page.locator('.graphiql-query-editor').getByText('SearchHotels').first().waitFor({ timeout: 30_000 });
    const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SearchHotels'), {
      timeout: 60_000,
    });
    await page.locator('.graphiql-execute-button').click();
    const answer = (await (await answered).json()) as { data?: { searchHotels?: { destination: string; hotels: Array<{ id: string }> } } };
    expect(answer.data?.searchHotels?.destination).toBe('Mumbai');
    expect(answer.data?.searchHotels?.hotels.length).toBeGreaterThan(0);
    // Monaco draws spaces as no-break spaces; on a phone long lines are cut at the pane's edge.
    const shown = async () => ((await page.locator('.graphiql-response').textContent()) ?? '').replace(/\u00a0/g, ' ');
    await expect.poll(shown, { timeout: 30_000, interval: 500 }).toContain('"searchHotels"');
    expect(await shown()).toContain('"data"');

    // The hotel example names a hotel the explorer's own search found, and it runs as it opens.
    await page.getByRole('button', { name: 'Hotel details' }).click();
    await page.locator('.graphiql-query-editor').getByText('query Hotel').first().waitFor({ timeout: 30_000 });
    const hotelAnswered = page.waitForResponse((r) => r.url().endsWith('/graphql') && /query Hotel\b/.test(r.request().postData() ?? ''), {
      timeout: 60_000,
    });
    await page.locator('.graphiql-execute-button').click();
    const hotelAnswer = (await (await hotelAnswered).json()) as {
      data?: { hotel?: { id: string; name: string } | null };
      errors?: unknown;
    };
    expect(hotelAnswer.errors).toBeUndefined();
    expect(hotelAnswer.data?.hotel?.name).toBeTruthy();

    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
