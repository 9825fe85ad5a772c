// The one Apollo Client of the browser app. (The hotel route makes its own query preloader, so that the
// preloader and query-reference code load with that route, not with every page.)
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

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
