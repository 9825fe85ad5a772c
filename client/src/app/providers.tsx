// Everything the app renders inside: Ant Design theme and locale context, and the Apollo client.
import { useEffect, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ConfigProvider, theme as antTheme, type ThemeConfig } from 'antd';
import enGB from 'antd/locale/en_GB';
import { theme } from './theme.ts';
import recorded from './antd-map-token.json';

type Algorithm = typeof antTheme.defaultAlgorithm;

/** A seed's keys and values in a fixed order, to compare two seeds whatever order they were built in. */
const seedKey = (seed: object): string => JSON.stringify(Object.entries(seed).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const recordedSeed = seedKey(recorded.seed);

/**
 * antd's default algorithm, with its answer for the app's own seed recorded at build time
 * (scripts/antd-map-token.ts): deriving the palettes took ~40 ms of a phone's start-up. Any other seed
 * (the recording out of date) is derived as usual.
 */
const recordedAlgorithm: Algorithm = (seed) =>
  seedKey(seed) === recordedSeed ? (recorded.map as unknown as ReturnType<Algorithm>) : antTheme.defaultAlgorithm(seed);

const appTheme: ThemeConfig = { ...theme, algorithm: recordedAlgorithm };

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

export function AppProviders({ client, onLive, children }: { client: ApolloClient; onLive?: () => void; children: ReactNode }) {
  // After the first commit: the page is drawn or (over server-rendered HTML) taken over, and answers taps.
  useEffect(() => onLive?.(), [onLive]);
  return (
    <ApolloProvider client={client}>
      {/* en_GB is the closest antd locale to en-IN (day-month order, British spelling). */}
      <ConfigProvider theme={appTheme} locale={enGB}>
        <BaseText>{children}</BaseText>
      </ConfigProvider>
    </ApolloProvider>
  );
}
