// Everything the app renders inside: Ant Design theme and locale context, and the Apollo client.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Locale } from 'antd/es/locale';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ConfigProvider, theme as antTheme, type ThemeConfig } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, DownOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from './theme.ts';
import recorded from './antd-map-token.json';
import { withLightShades } from './light-shades.ts';
import { currentLanguage, i18n as appI18n, type Language } from '../lib/i18n.ts';

type Algorithm = typeof antTheme.defaultAlgorithm;

/** A seed's keys and values in a fixed order, to compare two seeds whatever order they were built in. */
const seedKey = (seed: object): string => JSON.stringify(Object.entries(seed).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const recordedSeed = seedKey(recorded.seed);

/**
 * antd's default algorithm with antd's own light shades for the preset colours (light-shades.ts), with its
 * answer for the app's own seed recorded at build time (scripts/antd-map-token.ts): deriving the palettes
 * took ~40 ms of a phone's start-up. Any other seed (the recording out of date) is derived as usual.
 */
const appAlgorithm: Algorithm = (seed) =>
  seedKey(seed) === recordedSeed ? (recorded.map as unknown as ReturnType<Algorithm>) : withLightShades(antTheme.defaultAlgorithm(seed));

const appTheme: ThemeConfig = { ...theme, algorithm: appAlgorithm };

/**
 * Hindi text in Noto Sans Devanagari (its @font-face comes with the Hindi strings, app/language.ts; it
 * covers the Devanagari range only, so Latin letters and ₹ keep the theme's fonts). The font family does
 * not enter the derived palette, so the recorded one still applies.
 */
const hindiTheme: ThemeConfig = {
  ...appTheme,
  token: { ...theme.token, fontFamily: `'Noto Sans Devanagari', ${theme.token?.fontFamily ?? 'sans-serif'}` },
  algorithm: (seed) => ({
    ...appAlgorithm({ ...seed, fontFamily: theme.token?.fontFamily ?? seed.fontFamily }),
    fontFamily: seed.fontFamily,
  }),
};

/**
 * antd's own texts (a modal's buttons, an empty list, a form's validation messages) in the page's
 * language. English is antd's built-in English: its en_GB locale differs from it only in the date and
 * time pickers, the calendar and the pagination, none of which the app uses, so an English page loads no
 * locale at all. Hindi (hi_IN) loads before the first render, with the Hindi strings (main.tsx; the
 * server's render awaits it too, entry-server.tsx): a locale arriving after it gave ConfigProvider a new
 * value, and every antd component on the page drew again, a whole-page render on a phone's start-up.
 */
const antdLocales = new Map<Language, Locale>();
/** Until a locale has loaded, and for English: antd's built-in English. Always a locale object, never none:
 * ConfigProvider wraps its children in a locale provider only when it has one, and a wrapper appearing
 * later would remount the whole app. */
const BUILT_IN = { locale: 'en' } as Locale;
/** antd's locale for `language` if it can be used now: English's always, Hindi's once loaded. */
function readyAntdLocale(language: Language): Locale | undefined {
  return language === 'en' ? BUILT_IN : antdLocales.get(language);
}
export async function loadAntdLocale(language: Language): Promise<Locale> {
  const ready = readyAntdLocale(language);
  if (ready) return ready;
  const locale = (await import('antd/locale/hi_IN')).default;
  antdLocales.set(language, locale);
  return locale;
}

/**
 * The icons antd draws inside its own components, made decoration: by default each carries its file name
 * as its label ('exclamation-circle', 'down'), which a screen reader reads out, in English on the Hindi
 * pages too. The alert's text and the select's value say what they show.
 */
const ALERT_ICONS = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};
const SELECT_ICONS = { suffixIcon: <DownOutlined aria-hidden /> };

/** The antd theme of a language's pages. */
export const themeFor = (language: Language): ThemeConfig => (language === 'hi' ? hindiTheme : appTheme);

/** The theme and antd locale of the language shown: follows the language switch. */
function LanguageConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [, rerender] = useState(0);
  const locale = readyAntdLocale(language);
  useEffect(() => {
    // Loaded before the first render and before a switch; this is for a start that could not load it
    // (offline before the service worker kept it). A transition: arriving while parts of a
    // server-rendered page are still being taken over, it waits for them instead of drawing them again.
    if (!locale) void loadAntdLocale(language).then(() => startTransition(() => rerender((n) => n + 1)));
  }, [language, locale]);
  return (
    <ConfigProvider theme={themeFor(language)} locale={locale ?? BUILT_IN} alert={ALERT_ICONS} select={SELECT_ICONS}>
      {children}
    </ConfigProvider>
  );
}

/**
 * The text defaults antd's <App> would set (font, colour, size) without <App> itself: nothing calls
 * App.useApp(), and <App> pulls the message, notification and modal code into the first load.
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antTheme.useToken();
  return (
    <div style={{ color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
      {children}
    </div>
  );
}

export function AppProviders({
  client,
  onLive,
  i18n = appI18n,
  children,
}: {
  client: ApolloClient;
  onLive?: () => void;
  /** the strings' instance: the app's own in the browser, one per request on the server */
  i18n?: I18n;
  children: ReactNode;
}) {
  // After the first commit: the page is drawn or (over server-rendered HTML) taken over, and answers taps.
  useEffect(() => onLive?.(), [onLive]);
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <LanguageConfig>
          <BaseText>{children}</BaseText>
        </LanguageConfig>
      </ApolloProvider>
    </I18nextProvider>
  );
}
