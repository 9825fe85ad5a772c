// The server renders pages in both languages from one process, and one language's page never spoils the
// other's: a Hindi page rendered first (before any English page has loaded the code of its screen) once left
// every later English city list showing its strings' keys ("card.perNight", "filters.stars") instead of
// its words, until the server restarted. Runs on the real build, like ssr-pages.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, send, startTestApp, type TestApp } from '../helpers.ts';

const html = { headers: { accept: 'text/html' } };

/** The page's visible text runs that look like an i18n key (`card.perNight`), not words. */
function keysShown(page: string): string[] {
  const body = page.slice(page.indexOf('<body'));
  const texts = body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .split(/<[^>]*>/)
    .map((s) => s.trim());
  return [...new Set(texts.filter((s) => /^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/.test(s)))];
}

describe('server-rendered pages in two languages from one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    ensureBuilt();
    t = await startTestApp();
  }, 180_000);
  afterAll(async () => t?.close());

  it('renders an English city list in English after a Hindi one was the first page rendered', async () => {
    // A city's first list can take a loaded machine past the render's time limit (the page then comes
    // unrendered, for the browser to draw): asked again, warm, it renders. Nothing English is asked first.
    let hindi = await send(`${t.url}/hotels/goa?lang=hi`, html);
    for (let attempt = 1; attempt < 3 && !hindi.text.includes('data-testid="hotel-card-name"'); attempt++) {
      hindi = await send(`${t.url}/hotels/goa?lang=hi`, html);
    }
    expect(hindi.status).toBe(200);
    expect(hindi.text).toContain('data-testid="hotel-card-name"');
    expect(hindi.text).toContain('<html lang="hi"');
    expect(keysShown(hindi.text)).toEqual([]);
    expect(hindi.text).toContain('प्रति रात');

    for (const path of ['/hotels/goa', '/hotels/mumbai', '/']) {
      const english = await send(`${t.url}${path}`, html);
      expect(english.status, path).toBe(200);
      expect(keysShown(english.text), path).toEqual([]);
    }
    const list = await send(`${t.url}/hotels/goa`, html);
    expect(list.text).toContain('per night');
    expect(list.text).toMatch(/Found \d[\d,]* hotel\(s\) in Goa/);
  });
});
