// Starts a hotel list's search from the route loader, while the list's own code is still downloading:
// the page's useQuery then finds the answer in flight or in the cache instead of asking after it renders.
// On the server the loader waits for it, so the rendered HTML carries the list, its filters, counts and order
// exactly as the address asks (the page's full query, with prices: the one the hydrated page reads first).
import type { LoaderEnv } from '../../app/apollo.ts';
import { HotelListSearchQuery } from './searchOperations.ts';
import { listStateFromParams, searchInput } from './listState.ts';

export function prefetchHotelList(env: LoaderEnv | null, url: string, cityFromPath?: string): Promise<void> {
  if (!env || env.hydrating) return Promise.resolve();
  const state = listStateFromParams(new URL(url).searchParams, cityFromPath);
  // A type filter needs the provider's type ids first (the page resolves the name): nothing to start.
  if (!state.destination || state.type) return Promise.resolve();
  // The page shows the error if the search fails; this copy only warms the cache.
  return env.client.query({ query: HotelListSearchQuery, variables: { input: searchInput(state) } }).then(
    () => undefined,
    () => undefined,
  );
}
