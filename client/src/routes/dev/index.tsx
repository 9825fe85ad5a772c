// /dev: the Development Console for testing the hotel API. The loader starts fetching the allow-listed
// catalogue; the 'API Console' tab calls provider endpoints through the server, the 'Outbox' tab (?tab=outbox)
// lists the e-mails of the mail outbox (private, gated like the booking categories), and the 'GraphQL
// Explorer' tab (?tab=graphql) lazily loads GraphiQL, so neither this route's chunk nor the app's carries it.
import { lazy, Suspense, use, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { Alert, Tabs, Typography } from 'antd';
import 'virtual:antd-dev-console-styles.css';
import { ApiOutlined, CodeOutlined, MailOutlined } from '@ant-design/icons';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ApiConsole, fetchCatalogue, OutboxView, type ConsoleCatalogue } from '../../features/dev-console/index.ts';
import { loadGraphQLExplorer } from '../../features/dev-console/lazy.ts';

const GraphQLExplorer = lazy(loadGraphQLExplorer);

type CatalogueResult = { catalogue: ConsoleCatalogue } | { error: string };

interface LoaderData {
  catalogue: Promise<CatalogueResult>;
}

export function loader(): LoaderData {
  // Not awaited: the page frame and the GraphQL tab do not wait for the catalogue.
  const catalogue = fetchCatalogue().then(
    (c): CatalogueResult => ({ catalogue: c }),
    (): CatalogueResult => ({ error: 'The list of endpoints could not be loaded. Please try again.' }),
  );
  return { catalogue };
}

const loading = <PageLoading tip="Loading the console..." />;

export function HydrateFallback() {
  return loading;
}

/** Used by the explorer's examples until the catalogue names a hotel the provider has. */
const FALLBACK_HOTEL_ID = 'lp1897';

function sampleHotelId(result: CatalogueResult): string {
  if (!('catalogue' in result)) return FALLBACK_HOTEL_ID;
  for (const c of result.catalogue.categories) {
    const id = c.endpoints.find((e) => e.id === 'hotel')?.sample.hotelId;
    if (typeof id === 'string') return id;
  }
  return FALLBACK_HOTEL_ID;
}

function ConsoleTab({ catalogue }: { catalogue: Promise<CatalogueResult> }) {
  const result = use(catalogue);
  if ('error' in result) return <Alert type="error" showIcon title="Error" description={result.error} />;
  return <ApiConsole catalogue={result.catalogue} />;
}

function OutboxTab({ catalogue }: { catalogue: Promise<CatalogueResult> }) {
  const result = use(catalogue);
  if ('error' in result) return <Alert type="error" showIcon title="Error" description={result.error} />;
  return <OutboxView privateAccess={result.catalogue.privateAccess} />;
}

function ExplorerTab({ catalogue }: { catalogue: Promise<CatalogueResult> }) {
  const hotelId = sampleHotelId(use(catalogue));
  return <GraphQLExplorer hotelId={hotelId} />;
}

export function Component() {
  const { catalogue } = useLoaderData() as LoaderData;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = requested === 'graphql' || requested === 'outbox' ? requested : 'api';
  // Once opened the explorer stays mounted, so going back to it keeps the editors as they were.
  const [explorerOpened, setExplorerOpened] = useState(tab === 'graphql');
  if (tab === 'graphql' && !explorerOpened) setExplorerOpened(true);

  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Typography.Title level={1} style={{ marginBottom: 4, fontSize: 30 }}>
        Development Console
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Test the hotel API: try each provider endpoint, or explore this app&rsquo;s GraphQL API.
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'api' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'api',
            label: (
              <span>
                <ApiOutlined aria-hidden /> API Console
              </span>
            ),
            children: (
              <Suspense fallback={loading}>
                <ConsoleTab catalogue={catalogue} />
              </Suspense>
            ),
          },
          {
            key: 'outbox',
            label: (
              <span>
                <MailOutlined aria-hidden /> Outbox
              </span>
            ),
            children:
              tab === 'outbox' ? (
                <Suspense fallback={loading}>
                  <OutboxTab catalogue={catalogue} />
                </Suspense>
              ) : null,
          },
          {
            key: 'graphql',
            label: (
              <span>
                <CodeOutlined aria-hidden /> GraphQL Explorer
              </span>
            ),
            // Not rendered before it is first chosen, so the lazy import waits for that.
            children: explorerOpened ? (
              <Suspense fallback={<PageLoading tip="Loading the GraphQL Explorer..." />}>
                <ExplorerTab catalogue={catalogue} />
              </Suspense>
            ) : null,
          },
        ]}
      />
    </div>
  );
}

export default Component;
