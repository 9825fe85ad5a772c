// The browser app's Apollo Client, and how route loaders reach it: through the router's context, set
// where the router is made (main.tsx), never through a module global.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createContext, RouterContextProvider } from 'react-router';

/** Builds a client against `uri`; tests build their own with a mocked link instead. */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
      // Apollo Server's CSRF prevention rejects simple requests without this header.
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache(),
  });
}

/**
 * The client route loaders start queries on, so a page's data is on its way while the page's code
 * downloads. Unset (null) where routes render under another client (tests with mocked answers): those
 * loaders start nothing, and the pages' own queries ask.
 */
export const loaderClient = createContext<ApolloClient | null>(null);

/** The router context that hands `client` to the route loaders. */
export function routerContext(client: ApolloClient): RouterContextProvider {
  return new RouterContextProvider(new Map([[loaderClient, client]]));
}
