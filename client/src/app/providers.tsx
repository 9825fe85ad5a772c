// Everything the app renders inside: Ant Design theme and locale context, and the Apollo client.
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { theme } from './theme.ts';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      {/* en_GB is the closest antd locale to en-IN (day-month order, British spelling). */}
      <ConfigProvider theme={theme} locale={enGB}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </ApolloProvider>
  );
}
