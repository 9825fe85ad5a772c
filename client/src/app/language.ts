// Changing the language (issue 17 §1): at once, without a reload, and remembered. The Hindi strings the
// page shows and the Devanagari font load first, so the page switches in one step.
import { startTransition } from 'react';
import { DEVANAGARI_STYLE_ATTRIBUTE, LANGUAGE_COOKIE, i18n, setDocumentLanguage, type Language } from '../lib/i18n.ts';
import { loadAntdLocale } from './providers.tsx';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The font's weights the app draws, each with its stylesheet (the imports stay literal for Vite). */
const DEVANAGARI_STYLES = {
  400: () => import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
  600: () => import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
};

/**
 * Noto Sans Devanagari (regular and semibold, the Devanagari range only): requested only for Hindi. A Hindi
 * page from the server has the font in its head already (server/web/language.ts: the regular rule inline,
 * the semibold declared by page-start.js once its file is here): loading the stylesheets again would only
 * put two requests before the page is taken over, and declare the semibold while it loads.
 */
export function loadLanguageAssets(language: Language): Promise<unknown> {
  if (language !== 'hi') return Promise.resolve();
  if (typeof document !== 'undefined' && document.querySelector(`style[${DEVANAGARI_STYLE_ATTRIBUTE}]`)) return Promise.resolve();
  return Promise.all(Object.values(DEVANAGARI_STYLES).map((load) => load()));
}

/**
 * The Devanagari font's files, both weights, for a switch to Hindi: text drawn before its file arrives shows
 * empty boxes (no font on the page has Devanagari glyphs), not a plainer face. Waits at most `wait` ms: on a
 * slow network the page switches anyway, and the letters fill in as the files land.
 */
function loadFontFiles(language: Language, wait = 3000): Promise<unknown> {
  if (language !== 'hi' || typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const files = Promise.all(
    Object.keys(DEVANAGARI_STYLES).map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'हिन्दी')),
  ).catch(() => undefined);
  return Promise.race([files, new Promise((resolve) => setTimeout(resolve, wait))]);
}

/** Stores the choice for the next visit and for the server, which renders pages in it. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Shows the app in `language`: loads its strings for every namespace in use, its font (rules and files) and
 * antd's texts first, then switches in one transition (React defers it for any part of a server-rendered
 * page it has not taken over yet, instead of drawing that part again), updates <html lang>, remembers the
 * choice.
 */
export async function setLanguage(language: Language): Promise<void> {
  // Every namespace the page has used (react-i18next records them): Hindi strings come from the backend;
  // English ones are registered with their code already.
  const used = (i18n as unknown as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces?.getUsedNamespaces() ?? [];
  await Promise.all([
    loadLanguageAssets(language).then(() => loadFontFiles(language)),
    loadAntdLocale(language),
    language === 'en' ? undefined : i18n.reloadResources([language], used),
  ]);
  // With everything loaded, i18next switches at once, so the re-render starts inside the transition.
  await new Promise<void>((resolve) => startTransition(() => void i18n.changeLanguage(language).then(() => resolve())));
  setDocumentLanguage(language);
  rememberLanguage(language);
}
