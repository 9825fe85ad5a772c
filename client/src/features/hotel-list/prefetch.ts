// Starts a hotel list's search from the route loader, while the list's own code is still downloading:
// the page's useQuery then finds the answer in flight or in the cache instead of asking after it renders.
// On the server the loader waits for it, so the rendered HTML carries the list, its filters, counts and order
// exactly as the address asks: the page's full query, with prices, when the rates come within
// SERVER_PRICE_WAIT_MS; else the quick answer (cards without prices, waitForPrices: false), and the browser
// asks for the prices once it has taken the page over. The full query goes on, warming the rates for it.
import type { LoaderEnv } from '../../app/apollo.ts';
import { HotelListSearchQuery } from './searchOperations.ts';
import { listStateFromParams, searchInput, waitsForPrices } from './listState.ts';

export function prefetchHotelList(env: LoaderEnv | null, url: string, cityFromPath?: string): Promise<void> {
  if (!env || env.hydrating) return Promise.resolve();
  const state = listStateFromParams(new URL(url).searchParams, cityFromPath);
  // A type filter needs the provider's type ids first (the page resolves the name): nothing to start.
  if (!state.destination || state.type) return Promise.resolve();
  // The page shows the error if the search fails; this copy only warms the cache.
  const variables = { input: searchInput(state) };
  if (!env.server || waitsForPrices(state)) {
    return env.client.query({ query: HotelListSearchQuery, variables }).then(
      () => undefined,
      () => undefined,
    );
  }
  // On the server the full answer goes into the cache only if it wins the race: one that lands after the
  // quick answer was chosen, but before the cache is sent with the page, would make the browser's first
  // render differ from the HTML (a hydration mismatch that throws the page's state away).
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const full = env.client.query({ query: HotelListSearchQuery, variables, fetchPolicy: 'no-cache' }).then(
    (r) => {
      if (settled) return true;
      settled = true;
      if (r.data) env.client.writeQuery({ query: HotelListSearchQuery, variables, data: r.data });
      return true;
    },
    () => {
      settled = true;
      return true;
    },
  );
  const slow = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), SERVER_PRICE_WAIT_MS);
  });
  return Promise.race([full, slow]).then((done) => {
    clearTimeout(timer);
    if (done) return undefined;
    settled = true;
    return env.client
      .query({ query: HotelListSearchQuery, variables: { input: searchInput(state, undefined, { waitForPrices: false }) } })
      .then(
        () => undefined,
        () => undefined,
      );
  });
}

/** How long the server's render waits for a list's prices before it sends the cards without them. */
export const SERVER_PRICE_WAIT_MS = 800;
