// Starts a hotel list's search from the route loader, while the list's own code is still downloading:
// the page's useQuery then finds the answer in flight or in the cache instead of asking after it renders.
import type { ApolloClient } from '@apollo/client';
import { SearchHotelsQuery } from '../search/operations.ts';
import { listStateFromParams, searchInput } from './listState.ts';

export function prefetchHotelList(client: ApolloClient | null, url: string, cityFromPath?: string): void {
  if (!client) return;
  const state = listStateFromParams(new URL(url).searchParams, cityFromPath);
  // A type filter needs the provider's type ids first (the page resolves the name): nothing to start.
  if (!state.destination || state.type) return;
  // The page shows the error if the search fails; this copy only warms the cache.
  client.query({ query: SearchHotelsQuery, variables: { input: searchInput(state) } }).catch(() => undefined);
}
