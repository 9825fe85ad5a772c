// The installable-app checks (issue 17 §5): the web app manifest is valid, the service worker controls the
// start URL (and answers it with no network), and Chromium finds the page installable. Lighthouse 12
// removed its PWA category, so these ask Chromium itself over the DevTools protocol: Page.getAppManifest
// (the manifest Chromium parsed, with its errors) and Page.getInstallabilityErrors (what keeps the browser
// from offering installation). Used by tests/e2e/offline.test.ts and by `npm run bench:web` (bench/web.ts).
//
// A persistent browser profile, not a fresh incognito-like context: Chromium never offers installation in
// an off-the-record profile (its installability error "in-incognito").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/e2e/harness.ts';

export interface PwaReport {
  /** the manifest's address, as the page links it */
  manifestUrl: string;
  /** Chromium's parse errors and warnings for the manifest (none: valid) */
  manifestErrors: string[];
  name?: string;
  shortName?: string;
  startUrl?: string;
  display?: string;
  /** sizes and purposes of the manifest's icons, e.g. "192x192 any" */
  icons: string[];
  /** Chromium's installability errors (none: installable) */
  installabilityErrors: string[];
  /** a service worker controls the start URL once the page has loaded it */
  controlsStartUrl: boolean;
  /** the start URL loads, from the service worker, with the network off */
  startUrlOffline: boolean;
  /** the browser offered installation (fired beforeinstallprompt, which "Download App" uses) */
  installOffered: boolean;
}

interface AppManifestAnswer {
  url: string;
  errors: Array<{ message: string; critical: number }>;
  data?: string;
}

/** Loads `baseUrl`'s start page in Chromium and reports the checks. */
export async function checkPwa(baseUrl: string): Promise<PwaReport> {
  const profile = mkdtempSync(join(tmpdir(), 'stayindia-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    // Without a person's taps and time on the page first (Chromium's engagement rule), a test browser
    // would never offer installation.
    args: [...CHROMIUM_FLAGS, '--bypass-app-banner-engagement-checks'],
    viewport: { width: 412, height: 860 },
  });
  try {
    await context.addInitScript(() =>
      window.addEventListener('beforeinstallprompt', () => document.documentElement.setAttribute('data-install-offered', '')),
    );
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const answer = (await cdp.send('Page.getAppManifest')) as unknown as AppManifestAnswer;
    const manifest = answer.data ? (JSON.parse(answer.data) as Record<string, unknown>) : {};
    const icons = ((manifest.icons as Array<{ sizes?: string; purpose?: string }> | undefined) ?? []).map(
      (i) => `${i.sizes ?? '?'} ${i.purpose ?? 'any'}`,
    );
    const startUrl = new URL(String(manifest.start_url ?? '/'), answer.url || `${baseUrl}/`).href;

    // The worker registers after the first paint; then it claims the page.
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 }).catch(() => undefined);
    await page.goto(startUrl, { waitUntil: 'load' });
    const controlsStartUrl = await page.evaluate(() => !!navigator.serviceWorker?.controller);

    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string; errorArguments?: Array<{ name: string; value: string }> }>;
    };

    const installOffered = await page
      .locator('html[data-install-offered]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );

    await context.setOffline(true);
    let startUrlOffline = false;
    try {
      const response = await page.reload({ waitUntil: 'load' });
      await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 15_000 });
      startUrlOffline = !!response?.ok() && response.fromServiceWorker();
    } catch {
      startUrlOffline = false;
    } finally {
      await context.setOffline(false);
    }

    return {
      manifestUrl: answer.url,
      manifestErrors: answer.errors.map((e) => `${e.critical ? 'error' : 'warning'}: ${e.message}`),
      name: manifest.name as string | undefined,
      shortName: manifest.short_name as string | undefined,
      startUrl,
      display: manifest.display as string | undefined,
      icons,
      installabilityErrors: installabilityErrors.map(
        (e) => e.errorId + (e.errorArguments?.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''),
      ),
      controlsStartUrl,
      startUrlOffline,
      installOffered,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** What failed, in words (empty: every check passed). */
export function pwaFailures(r: PwaReport): string[] {
  const failures: string[] = [];
  if (!r.manifestUrl) failures.push('no web app manifest linked');
  if (r.manifestErrors.length) failures.push(`manifest: ${r.manifestErrors.join('; ')}`);
  if (r.display !== 'standalone') failures.push(`manifest display is ${r.display ?? 'missing'}, not standalone`);
  for (const need of ['192x192 any', '512x512 any', '512x512 maskable'])
    if (!r.icons.includes(need)) failures.push(`manifest has no ${need} icon`);
  if (!r.controlsStartUrl) failures.push('no service worker controls the start URL');
  if (!r.startUrlOffline) failures.push('the start URL does not load offline');
  if (r.installabilityErrors.length) failures.push(`not installable: ${r.installabilityErrors.join('; ')}`);
  if (!r.installOffered) failures.push('the browser did not offer installation (no beforeinstallprompt)');
  return failures;
}

/** The bench:web section's lines (Markdown). */
export function pwaTable(r: PwaReport): string[] {
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  return [
    '### Installable app (Chromium DevTools protocol; Lighthouse 12 has no PWA category)',
    '',
    '| Check | Result |',
    '|---|---|',
    `| Manifest valid (\`Page.getAppManifest\`: ${r.manifestUrl ? new URL(r.manifestUrl).pathname : 'none'}) | ${mark(!!r.manifestUrl && r.manifestErrors.length === 0)}${r.manifestErrors.length ? `: ${r.manifestErrors.join('; ')}` : ''} |`,
    `| Name, short name, display | ${r.name ?? '—'}, ${r.shortName ?? '—'}, ${r.display ?? '—'} |`,
    `| Icons | ${r.icons.join(', ') || 'none'} |`,
    `| Service worker controls the start URL (${r.startUrl ? new URL(r.startUrl).pathname : '—'}) | ${mark(r.controlsStartUrl)} |`,
    `| Start URL loads offline, from the service worker | ${mark(r.startUrlOffline)} |`,
    `| Installable (\`Page.getInstallabilityErrors\`) | ${mark(r.installabilityErrors.length === 0)}${r.installabilityErrors.length ? `: ${r.installabilityErrors.join('; ')}` : ''} |`,
    `| The browser offers installation (\`beforeinstallprompt\`, used by "Download App") | ${mark(r.installOffered)} |`,
    '',
  ];
}
