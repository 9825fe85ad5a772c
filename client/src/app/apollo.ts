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

let loaderClient: ApolloClient | undefined;

/**
 * The client route loaders start queries on, so a page's data is on its way while the page's code
 * downloads. The browser entry sets the app's client; routes rendered under another client (tests
 * with mocked answers) leave it unset, and their loaders start nothing.
 */
export function setLoaderClient(client: ApolloClient | undefined): void {
  loaderClient = client;
}

export function getLoaderClient(): ApolloClient | undefined {
  return loaderClient;
}
