// The one Apollo Client of the browser app, and the query preloader route loaders use.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';

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

export const apolloClient = createApolloClient();

/** Starts a query outside React (in a route loader) so the page never waits on a render waterfall. */
export const preloadQuery = createQueryPreloader(apolloClient);
