// A page's language (issue 17 §1), chosen by the same rule as the browser's (client/src/ssr-contract.ts):
// ?lang=, then the traveller's stored choice (the `lang` cookie), then Accept-Language, then English. The
// page says it in <html lang> and names its other-language address for search engines (hreflang).
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import {
  DEVANAGARI_SEMIBOLD_ATTRIBUTE,
  DEVANAGARI_STYLE_ATTRIBUTE,
  DOCUMENT_TEXT,
  HTML_LANG,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
  acceptedLanguages,
  pickLanguage,
  type Language,
} from '../../client/src/ssr-contract.ts';

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=').trim();
  }
  return null;
}

export function requestLanguage(request: FastifyRequest): Language {
  const url = new URL(request.url, 'http://localhost');
  return pickLanguage(
    url.searchParams.get(LANGUAGE_PARAM),
    cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptedLanguages(request.headers['accept-language']),
  );
}

/** Headers a page varies by: its language comes from the cookie or Accept-Language when the address has no ?lang=. */
export const PAGE_VARY = 'accept-encoding, cookie, accept-language';

const attr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The build's names of the Devanagari font's regular stylesheet and its files (client/src/app/language.ts loads them). */
const REGULAR_CSS = /@fontsource\/noto-sans-devanagari\/devanagari-400\.css$/;
const FONT_FILE = /@fontsource\/noto-sans-devanagari\/files\/noto-sans-devanagari-devanagari-(400|600)-normal\.woff2$/;

/**
 * What a Hindi page's head needs so its first paint is already in Noto Sans Devanagari: the rule of the
 * font's regular weight, inline, with a preload of its file, and the address of the semibold file in the
 * <style>'s `data-semibold` for page-start.js, which declares that weight only once its file has loaded.
 *
 * Without the regular rule the page painted its Devanagari in a fallback and moved when the app loaded the
 * font (Lighthouse: CLS 0.178 on a Hindi hotel page). Inline, not linked: it is one @font-face rule of about
 * 270 bytes, and a link would be a stylesheet the first paint waited for, a round trip on a phone's link.
 *
 * The semibold is not declared in the head: a declared face that is still loading draws its text in the
 * next family of the list, and a phone without a Devanagari font of its own has none, so the headings showed
 * empty boxes, on three lines where the font takes two, until the file came (Lighthouse: CLS 0.03 on the
 * Hindi home). Undeclared, the headings are drawn in the regular face made bold, which wraps like the
 * semibold. Preloading it instead put 54 kB more before the first paint (bench/results.md).
 *
 * Read from the client build's manifest and files; empty when they are not there, or when the stylesheet
 * holds more than @font-face rules.
 */
export function devanagariFontHead(clientDir: string): string {
  const path = `${clientDir}/.vite/manifest.json`;
  if (!existsSync(path)) return '';
  let manifest: Record<string, { file?: unknown }>;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file?: unknown }>;
  } catch {
    return '';
  }
  let css: string | undefined;
  const fonts: Record<string, string> = {};
  for (const [src, chunk] of Object.entries(manifest)) {
    if (typeof chunk?.file !== 'string' || !/^assets\/[\w.-]+$/.test(chunk.file)) continue;
    if (REGULAR_CSS.test(src)) css = chunk.file;
    const font = FONT_FILE.exec(src);
    if (font) fonts[font[1]] = chunk.file;
  }
  if (!css) return '';
  let rules: string;
  try {
    rules = readFileSync(`${clientDir}/${css}`, 'utf8').trim();
  } catch {
    return '';
  }
  // Only font rules, and nothing that could end the <style> element.
  if (!/^(@font-face\{[^{}<]*\}\s*)+$/.test(rules)) return '';
  return (
    (fonts[400] ? `<link rel="preload" href="/${fonts[400]}" as="font" type="font/woff2" crossorigin />` : '') +
    `<style ${DEVANAGARI_STYLE_ATTRIBUTE}${fonts[600] ? ` ${DEVANAGARI_SEMIBOLD_ATTRIBUTE}="/${fonts[600]}"` : ''}>${rules}</style>`
  );
}

/**
 * The template's <html lang> set to the page's language, and hreflang links to the page in each language
 * (`?lang=en`, `?lang=hi`) and to the address without a language (x-default: the browser's choice). A Hindi
 * page also gets `hindiHead` (devanagariFontHead: its font).
 */
export function localizeDocument(html: string, language: Language, requestUrl: string, origin: string, hindiHead = ''): string {
  const url = new URL(requestUrl, origin);
  url.searchParams.delete(LANGUAGE_PARAM);
  const link = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${attr(href)}" />`;
  const variant = (language: Language) => {
    const u = new URL(url);
    u.searchParams.set(LANGUAGE_PARAM, language);
    return u.href;
  };
  const links = [...LANGUAGES.map((l) => link(HTML_LANG[l], variant(l))), link('x-default', url.href)].join('');
  const text = DOCUMENT_TEXT[language];
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${attr(text.description)}"`)
    .replace(`<title>${DOCUMENT_TEXT.en.title}</title>`, `<title>${attr(text.title)}</title>`)
    .replace('</head>', `${language === 'hi' ? hindiHead : ''}${links}</head>`);
}
