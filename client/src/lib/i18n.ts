// The app's languages (issue 17 §1): English and Hindi, through i18next and react-i18next.
//
// Strings live in one namespace per part of the app, each in a `locales/en.ts` and a `locales/hi.ts`
// beside the code that shows them (app/locales: the shell, routes/locales: the pages, features/<f>/locales:
// a feature). A part registers its English strings when its code loads (its i18n.ts calls addNamespace), so
// English strings travel in the same chunk as the screen that shows them, as they did before they were
// keys. Hindi strings are loaded only when Hindi is chosen, one chunk per namespace, through the backend
// below: an English page never downloads a Hindi string, nor the Devanagari font.
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language as ApiLanguage } from '../__generated__/graphql.ts';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGE_PARAM, LANGUAGES, isLanguage, pickLanguage, type Language } from '../ssr-contract.ts';

export {
  DEFAULT_LANGUAGE,
  DEVANAGARI_STYLE_ATTRIBUTE,
  HTML_LANG,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
  isLanguage,
  pickLanguage,
  preferredLanguage,
  type Language,
} from '../ssr-contract.ts';

/** BCP 47 tags for Intl: Indian English and Hindi. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language as the API names it (its `Language` enum), for the queries whose answers depend on it. */
export const API_LANGUAGE: Record<Language, ApiLanguage> = { en: 'EN', hi: 'HI' };

/** The name of each language in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

type HindiModule = { default: ResourceLanguage };

/**
 * Hindi strings, one lazily loaded module per namespace, named by where the namespace lives. The first
 * screen's namespaces keep theirs in locales/hi-core.ts, which come together as one module (lib/hi-core.ts);
 * such a namespace whose English comes in parts (a lazily loaded screen's in its own en-<part>.ts) loads
 * each other part with its code (addPart).
 */
const hindi = import.meta.glob<HindiModule>([
  '../features/*/locales/hi.ts',
  // A namespace of the first screen loads from its hi-core.ts, in lib/hi-core.ts: its whole hi.ts (which
  // imports hi-core.ts) is left out, or the build puts hi-core's strings in a chunk of their own and adds,
  // for this import, a chunk that only re-exports it. A namespace found in both is an error below, so a
  // new namespace in parts cannot slip in unnoticed; one left out here without a hi-core.ts fails
  // tests/client/hindi-loader.test.ts.
  '!../features/{city-preference,home,search}/locales/hi.ts',
]);

/** The namespace a locale file belongs to: `features/<name>/locales/hi.ts` is <name>, app is common, routes is pages. */
export function namespaceOfPath(path: string): string {
  const feature = /features\/([^/]+)\/locales\//.exec(path);
  if (feature) return feature[1];
  if (/app\/locales\//.test(path)) return 'common';
  if (/routes\/locales\//.test(path)) return 'pages';
  throw new Error(`no namespace for ${path}`);
}

const hindiLoaders = new Map<string, () => Promise<HindiModule>>();
for (const [path, load] of Object.entries(hindi)) hindiLoaders.set(namespaceOfPath(path), load);

let core: Promise<Map<string, ResourceLanguage>> | undefined;
/** The first screen's Hindi by namespace (lib/hi-core.ts), loaded once (again after a failed load). */
function hindiCore(): Promise<Map<string, ResourceLanguage>> {
  if (core) return core;
  core = import('./hi-core.ts').then(({ default: byPath }) => {
    const byNamespace = new Map(Object.entries(byPath).map(([path, strings]) => [namespaceOfPath(path), strings]));
    // Known when the module is built and first run (every test that loads Hindi): never a traveller's.
    for (const ns of byNamespace.keys())
      if (hindiLoaders.has(ns))
        throw new Error(
          `namespace '${ns}' has a hi.ts in lib/i18n.ts's glob and a hi-core.ts in lib/hi-core.ts: leave its hi.ts out of the glob`,
        );
    return byNamespace;
  });
  core.catch(() => {
    core = undefined;
  });
  return core;
}

/** The Hindi of a namespace as its own module, or from the first screen's (empty when it has none). */
function hindiOf(ns: string): Promise<HindiModule> {
  return hindiLoaders.get(ns)?.() ?? hindiCore().then((byNamespace) => ({ default: byNamespace.get(ns) ?? {} }));
}

/** The Hindi of the parts whose code has loaded, per namespace: loaded again with the namespace on a switch to Hindi. */
const hindiParts = new Map<string, (() => Promise<HindiModule>)[]>();

/** Every namespace that has Hindi strings: the server loads them all before it renders a Hindi page. */
export async function hindiNamespaces(): Promise<string[]> {
  return [...hindiLoaders.keys(), ...(await hindiCore()).keys()];
}

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    // English strings come with their code (addNamespace); an English namespace not registered yet is empty
    // until its code loads, and i18next falls back to English for a Hindi key, never to a blank.
    if (language !== 'hi') return callback(null, {});
    Promise.all([hindiOf(namespace), ...(hindiParts.get(namespace) ?? []).map((part) => part())]).then(
      (modules) => callback(null, Object.assign({}, ...modules.map((m) => m.default)) as ResourceLanguage),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

/**
 * Puts the language on <html lang>, only when it differs. Setting the attribute, even to the value it
 * already has, makes Chromium recompute the style of every element under it (the :lang() selectors may
 * match differently): on a server-rendered city list that was a 50-140 ms task (unthrottled, on the CI
 * machine) at every start-up, since the server had already written the same lang.
 */
export function setDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  if (root.lang !== HTML_LANG[language]) root.lang = HTML_LANG[language];
}

/**
 * The first language, read before the app renders: ?lang=, then the stored choice (the cookie), then what
 * the server chose (<html lang>, from the browser's Accept-Language), then the browser's languages. The
 * same rule as the server's, so a page the service worker serves from its cache (in English markup)
 * still opens in the traveller's language.
 */
function initialLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const param = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  const served = document.documentElement.lang.toLowerCase().split('-')[0];
  const language = pickLanguage(param, cookie, [served, ...(navigator.languages ?? [])]);
  setDocumentLanguage(language);
  return language;
}

/**
 * Pseudo-localisation (issue 17 §1 "Layout"): with `localStorage['i18n-pseudo'] = '1'` every string grows
 * by 40% (accented letters, then padding), as translations often do, so a layout test can see what
 * overflows at 375 px. Off unless asked for; placeholders are filled before it runs, markup is kept.
 */
const PSEUDO_KEY = 'i18n-pseudo';
const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };
export function pseudoLocalise(value: string): string {
  const accented = value.replace(/<[^>]*>|[aeiouAEIOU]/g, (m) => ACCENTS[m] ?? m);
  const visible = value.replace(/<[^>]*>/g, '').length;
  return `${accented}${' ~'.repeat(Math.ceil((visible * 0.4) / 2))}`.slice(0, accented.length + Math.ceil(visible * 0.4));
}
function pseudoOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_KEY) === '1';
  } catch {
    return false;
  }
}

export const i18n: I18n = i18next.createInstance();
void i18n
  .use({ type: 'postProcessor', name: 'pseudo', process: (value: string) => pseudoLocalise(value) })
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: [],
    // Strings registered with their code, and Hindi from the backend.
    partialBundledLanguages: true,
    resources: {},
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render on a language change only: a string added later (a part registering with its code) never
    // re-renders a page that is still being taken over from the server's HTML.
    react: { useSuspense: true, bindI18nStore: '' },
    postProcess: pseudoOn() ? ['pseudo'] : false,
  });

/**
 * Registers a namespace's English strings (its code has loaded) and returns its name, for
 * `useTranslation(ns)`. Typed by CustomTypeOptions (client/src/i18next.d.ts): the strings must match.
 *
 * Always merged in, never skipped because English "is there": a Hindi page loaded before this code (every
 * namespace on the server) has the backend answer the English fallback with an empty bundle, and skipping
 * then left that namespace's English keys out for good: every later English page showed its keys.
 */
export function addNamespace<N extends string>(ns: N, english: ResourceLanguage): N {
  i18n.addResourceBundle('en', ns, english, true, false);
  return ns;
}

/**
 * Registers a part of a namespace whose code has just loaded (a lazily loaded screen): its English strings
 * now, and, when Hindi is shown (on the server: always), its Hindi before the screen's code goes on, so the
 * screen never shows English first. Called with top-level await from the part's i18n module.
 */
export async function addPart(ns: string, english: ResourceLanguage, loadHindi: () => Promise<HindiModule>): Promise<void> {
  i18n.addResourceBundle('en', ns, english, true, false);
  hindiParts.set(ns, [...(hindiParts.get(ns) ?? []), loadHindi]);
  // Until the namespace's Hindi has loaded, the backend brings this part with it (i18next loads no
  // namespace it already holds strings of, so a part alone would keep the rest out).
  if (!i18n.hasResourceBundle('hi', ns)) return;
  if (typeof window !== 'undefined' && currentLanguage() !== 'hi') return;
  const part = await loadHindi();
  i18n.addResourceBundle('hi', ns, part.default, true, false);
}

/**
 * On the server, the language of the page being rendered (entry-server.tsx keeps it per request): the
 * app's shared instance stays English there, and pages in both languages render at the same time.
 */
let renderLanguage: (() => Language | undefined) | undefined;
export function setRenderLanguage(resolver: () => Language | undefined): void {
  renderLanguage = resolver;
}

/** The language the app shows now (on the server: the page's being rendered). */
export function currentLanguage(instance: I18n = i18n): Language {
  const rendering = instance === i18n ? renderLanguage?.() : undefined;
  if (rendering) return rendering;
  // The chosen language, not i18next's resolvedLanguage: that one is English until a Hindi string has
  // loaded, and stays so until the next changeLanguage().
  const lang = instance.language?.split('-')[0];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The language the app shows, as the API names it: for the queries whose answers are in a language. */
export function apiLanguage(instance: I18n = i18n): ApiLanguage {
  return API_LANGUAGE[currentLanguage(instance)];
}

/**
 * A search's `language` (HotelSearchInput): named for Hindi, left out for English, the API's default, so an
 * English search asks, and is cached under, what it was before there were languages.
 */
export function searchLanguage(instance: I18n = i18n): { language?: ApiLanguage } {
  const language = apiLanguage(instance);
  return language === 'EN' ? {} : { language };
}

/** The Intl locale of the language the app shows now: "en-IN" or "hi-IN". */
export function currentLocale(): string {
  return LOCALE_OF[currentLanguage()];
}
