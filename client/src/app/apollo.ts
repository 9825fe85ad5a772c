// The app's Apollo Client, and how route loaders reach it: through the router's context, never a module
// global. The browser builds one client per page load (main.tsx); the server builds one per rendered
// request (entry-server.tsx), so no traveller's answers are ever cached for another.
import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { createContext, RouterContextProvider } from 'react-router';
import { publicReadsByGet } from './public-reads.ts';

export interface ClientOptions {
  /** default: /graphql on this origin; the server renders through an in-process link */
  link?: ApolloLink;
  /** a cache filled by the server's render, to take its HTML over from */
  state?: NormalizedCacheObject;
  /** the server's render: every query is answered once, never refetched */
  ssrMode?: boolean;
}

/** Builds the app's client; tests build their own with a mocked link instead. */
export function createApolloClient({ link, state, ssrMode = false }: ClientOptions = {}): ApolloClient {
  // A hotel's search summary carries the prices of one stay and rooms, so it is kept inside the search that
  // answered it rather than merged by id: the same hotel in another stay's search, or in an answer given
  // before its prices (waitForPrices: false), never overwrites these prices.
  // A hotel is kept inside the answer that asked for it, too: its texts depend on the language it was asked
  // in (hotel(id, language)), so one entity per id would hold whichever language came last, and a switch
  // back would show the other's texts. Answers to the same question (same id and language) merge.
  const cache = new InMemoryCache({
    typePolicies: { HotelSummary: { keyFields: false }, Hotel: { keyFields: false, merge: true } },
  });
  if (state) cache.restore(state);
  return new ApolloClient({
    link:
      link ??
      publicReadsByGet(
        new HttpLink({
          uri: '/graphql',
          // Apollo Server's CSRF prevention rejects simple requests without this header.
          headers: { 'apollo-require-preflight': 'true' },
          // No library name and version in each request's extensions: a public read's URL is then the same
          // for every release of Apollo Client, so HTTP caches keep one copy of it.
          enhancedClientAwareness: { transport: false },
        }),
      ),
    cache,
    ssrMode,
  });
}

export interface LoaderEnv {
  client: ApolloClient;
  /** The server's render: loaders wait for their data, so the HTML carries it. */
  server?: boolean;
  /** The browser taking over server-rendered HTML: the cache holds what the page shows; start nothing. */
  hydrating?: boolean;
}

/**
 * What route loaders read from their `context`: the client to start a page's queries on while its code
 * downloads. Unset (null) where routes render under another client (tests with mocked answers): those
 * loaders start nothing, and the pages' own queries ask.
 */
export const loaderEnv = createContext<LoaderEnv | null>(null);

/** The router context that hands `env` to the route loaders. */
export function routerContext(env: LoaderEnv): RouterContextProvider {
  return new RouterContextProvider(new Map([[loaderEnv, env]]));
}
