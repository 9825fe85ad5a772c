// Issue 17 §1: the page's language, chosen by ?lang=, then the stored choice, then Accept-Language, and
// the document marked up for it (lang, title, description, hreflang).
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from '../../../client/src/ssr-contract.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devanagariFontHead, localizeDocument } from '../../../server/web/language.ts';

const template = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta
      name="description"
      content="StayIndia — India's Premier Hotel Booking. Search hotels across India, compare live rates in rupees and book instantly."
    />
    <title>StayIndia — India's Premier Hotel Booking</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('choosing the language', () => {
  it('orders Accept-Language by quality and drops refused tags', () => {
    expect(acceptedLanguages('en-GB;q=0.5, hi-IN, fr;q=0')).toEqual(['hi-IN', 'en-GB']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('prefers the address, then the cookie, then the browser, then English', () => {
    expect(pickLanguage('hi', 'en', ['en'])).toBe('hi');
    expect(pickLanguage('xx', 'hi', ['en'])).toBe('hi');
    expect(pickLanguage(null, 'bogus', ['ta-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(pickLanguage(null, null, ['ta-IN', 'fr'])).toBe('en');
  });
});

describe('the document in a language', () => {
  it('sets lang, the Hindi title and description, and hreflang links for both languages and x-default', () => {
    const html = localizeDocument(template, 'hi', '/hotels/goa?lang=hi&page=2', 'https://stayindia.example');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>StayIndia — भारत की प्रमुख होटल बुकिंग</title>');
    expect(html).toMatch(/content="StayIndia — भारत की प्रमुख होटल बुकिंग।/);
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://stayindia.example/hotels/goa?page=2&amp;lang=hi" />');
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="https://stayindia.example/hotels/goa?page=2&amp;lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://stayindia.example/hotels/goa?page=2" />');
  });

  it("gives a Hindi page the Devanagari font's regular rule inline with a preload, and names the semibold file for page-start.js", () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    expect(devanagariFontHead(dir)).toBe(''); // no build, nothing
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    const fs = '../node_modules/@fontsource/noto-sans-devanagari';
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        [`${fs}/devanagari-600.css`]: { file: 'assets/devanagari-600-B.css' },
        [`${fs}/devanagari-400.css`]: { file: 'assets/devanagari-400-A.css' },
        [`${fs}/files/noto-sans-devanagari-devanagari-400-normal.woff2`]: { file: 'assets/noto-400-C.woff2' },
        [`${fs}/files/noto-sans-devanagari-devanagari-600-normal.woff2`]: { file: 'assets/noto-600-D.woff2' },
        'src/main.tsx': { file: 'assets/main-E.js' },
      }),
    );
    const regular = '@font-face{font-family:Noto Sans Devanagari;font-weight:400;src:url(/assets/noto-400-C.woff2)format("woff2")}';
    const semibold = '@font-face{font-family:Noto Sans Devanagari;font-weight:600;src:url(/assets/noto-600-D.woff2)format("woff2")}';
    writeFileSync(join(dir, 'assets', 'devanagari-400-A.css'), `${regular}\n`);
    writeFileSync(join(dir, 'assets', 'devanagari-600-B.css'), semibold);
    const head = devanagariFontHead(dir);
    // No stylesheet for the first paint to wait for, and no semibold face declared while its file loads.
    expect(head).toBe(
      '<link rel="preload" href="/assets/noto-400-C.woff2" as="font" type="font/woff2" crossorigin />' +
        `<style data-devanagari data-semibold="/assets/noto-600-D.woff2">${regular}</style>`,
    );
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toContain('font-weight:600');
    expect(localizeDocument(template, 'hi', '/', 'http://localhost:3000', head)).toContain(`${head}<link rel="alternate"`);
    expect(localizeDocument(template, 'en', '/', 'http://localhost:3000', head)).not.toContain('devanagari');
    // A file that holds more than font rules, or could close the element, is not put in the page.
    writeFileSync(join(dir, 'assets', 'devanagari-400-A.css'), `${regular}</style><script>alert(1)</script>`);
    expect(devanagariFontHead(dir)).toBe('');
    writeFileSync(join(dir, 'assets', 'devanagari-400-A.css'), `${regular}body{color:red}`);
    expect(devanagariFontHead(dir)).toBe('');
    rmSync(join(dir, 'assets', 'devanagari-400-A.css'));
    expect(devanagariFontHead(dir)).toBe('');
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{ not json');
    expect(devanagariFontHead(dir)).toBe('');
  });

  it('leaves the English document as it was, with the links added', () => {
    const html = localizeDocument(template, 'en', '/', 'http://localhost:3000');
    expect(html.replace(/<link rel="alternate"[^>]*\/>/g, '')).toBe(template);
  });
});
