// Everything the app renders inside: Ant Design theme and locale context, and the Apollo client.
import { useEffect, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ConfigProvider, theme as antTheme } from 'antd';
import enGB from 'antd/locale/en_GB';
import { theme } from './theme.ts';

/**
 * The text defaults antd's <App> would set (font, colour, size) without <App> itself: nothing calls
 * App.useApp(), and <App> pulls the message, notification and modal code into the first load.
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antTheme.useToken();
  return (
    <div style={{ color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{children}</div>
  );
}

export function AppProviders({ client, onLive, children }: { client: ApolloClient; onLive?: () => void; children: ReactNode }) {
  // After the first commit: the page is drawn or (over server-rendered HTML) taken over, and answers taps.
  useEffect(() => onLive?.(), [onLive]);
  return (
    <ApolloProvider client={client}>
      {/* en_GB is the closest antd locale to en-IN (day-month order, British spelling). */}
      <ConfigProvider theme={theme} locale={enGB}>
        <BaseText>{children}</BaseText>
      </ConfigProvider>
    </ApolloProvider>
  );
}
