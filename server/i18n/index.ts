// The server's languages (issue 17 §1): e-mails and booking documents are written in the booking's language
// (stored in the ledger at prebook), a sign-in link e-mail in the language of the request that asked for it
// (server/web/language.ts reads it by the web app's rule: the `lang` cookie, then Accept-Language, else English).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../client/src/ssr-contract.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import type { Strings } from './types.ts';

export { DEFAULT_LANGUAGE, isLanguage, type Language };
export type { Strings };

const STRINGS: Record<Language, Strings<typeof en>> = { en, hi };

/** Dotted paths of the string leaves of T ("mail.confirmed.title"). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralBase<K extends string> = K extends `${infer B}_one` | `${infer B}_other` ? B : never;
type Leaf = Leaves<typeof en>;
/** A key of the server's strings; a plural's base ("common.nights") takes `count`. */
export type MessageKey = Leaf | PluralBase<Leaf>;

export type Vars = Record<string, string | number>;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

function lookup(lang: Language, path: string): string | undefined {
  let node: unknown = STRINGS[lang];
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The string `key` in `lang` with its {{placeholders}} filled from `vars`. With `vars.count`, a plural key
 * picks its `_one` or `_other` form by the language's plural rules. A key missing in Hindi (tsc prevents
 * it) falls back to English.
 */
export function t(lang: Language, key: MessageKey, vars: Vars = {}): string {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const count = vars.count;
  const form = typeof count === 'number' ? `${key}_${pluralOf(language, count)}` : null;
  const text =
    (form && lookup(language, form)) ??
    lookup(language, key) ??
    (form && lookup(DEFAULT_LANGUAGE, form)) ??
    lookup(DEFAULT_LANGUAGE, key) ??
    key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator bound to one language. */
export type Translate = (key: MessageKey, vars?: Vars) => string;
export function translator(lang: Language): Translate {
  return (key, vars) => t(lang, key, vars);
}

/** The <html lang> of an e-mail. */
export function htmlLang(lang: Language): string {
  return lang === 'hi' ? 'hi' : 'en';
}

/** Intl's locale for dates in a language: month and day names of hi-IN in Hindi. */
export function dateLocale(lang: Language): string {
  return lang === 'hi' ? 'hi-IN' : 'en-IN';
}
