// The console's 'GraphQL Explorer' tab: GraphiQL (from npm, bundled: works offline, no CDN) against this
// app's /graphql, with the schema's descriptions in the docs pane and example operations that load into the
// editor. Only ever imported with React.lazy when the tab opens: Monaco and GraphiQL are megabytes.
import { use, useMemo, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher, createLocalStorage } from '@graphiql/toolkit';
import { DOC_EXPLORER_PLUGIN } from '@graphiql/plugin-doc-explorer';
// Monaco's editor, JSON and GraphQL language workers, built by Vite as same-origin worker files (CSP allows them).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphqlExplorer.css';
import {
  EXAMPLE_HOTEL_QUERY,
  exampleHotelId,
  exampleHotelVariables,
  localDate,
  graphqlExamples,
  type GraphQLExample,
} from './graphqlExamples.ts';

// Apollo's CSRF prevention refuses simple requests; this header makes every call a preflighted one.
const GRAPHQL_HEADERS = { 'apollo-require-preflight': 'true' };
const fetcher = createGraphiQLFetcher({ url: '/graphql', headers: GRAPHQL_HEADERS });

let exampleHotel: Promise<string | null> | undefined;

/** A hotel the provider has, by a search through this app's API; asked once per page load, null on failure. */
function findExampleHotel(): Promise<string | null> {
  exampleHotel ??= fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query: EXAMPLE_HOTEL_QUERY, variables: exampleHotelVariables(new Date()) }),
  })
    .then((res) => (res.ok ? res.json() : null))
    .then(exampleHotelId, () => null);
  return exampleHotel;
}

/**
 * GraphiQL keeps its tabs in local storage and opens them again instead of the examples. Kept per day, the
 * examples' dates are never in the past when they open: a new day starts from fresh examples.
 */
function storageForToday() {
  return createLocalStorage({ namespace: `graphiql:${localDate(new Date())}` });
}

export default function GraphQLExplorer({ hotelId }: { hotelId: string }) {
  // The hotel the search found, else the one the console's catalogue names.
  const found = use(findExampleHotel());
  const examples = useMemo(() => graphqlExamples(found ?? hotelId, new Date()), [found, hotelId]);
  const [storage] = useState(storageForToday);
  // Loading an example remounts GraphiQL with it as the initial operation (it opens in its own tab).
  const [loaded, setLoaded] = useState<{ example: GraphQLExample; n: number } | null>(null);

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap role="group" aria-label="Example operations">
        <Typography.Text strong>Examples:</Typography.Text>
        {examples.map((ex) => (
          <Button key={ex.id} size="small" onClick={() => setLoaded((old) => ({ example: ex, n: (old?.n ?? 0) + 1 }))}>
            {ex.label}
          </Button>
        ))}
      </Flex>
      <div
        className="dev-graphiql"
        data-testid="graphiql"
        style={{ height: 'max(640px, calc(100vh - 260px))', border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}
      >
        <GraphiQL
          key={loaded?.n ?? 0}
          fetcher={fetcher}
          storage={storage}
          defaultTabs={examples.map((ex) => ({ query: ex.query, variables: JSON.stringify(ex.variables, null, 2) }))}
          initialQuery={loaded?.example.query}
          initialVariables={loaded ? JSON.stringify(loaded.example.variables, null, 2) : undefined}
          defaultEditorToolsVisibility="variables"
          // The docs pane beside the editors only where there is room for both.
          visiblePlugin={window.innerWidth >= 1024 ? DOC_EXPLORER_PLUGIN : undefined}
          forcedTheme="light"
        />
      </div>
    </Flex>
  );
}
