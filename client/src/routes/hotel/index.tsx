// /hotels/{hotelId}: a hotel page, or, when the segment is a city slug (/hotels/mumbai, no digit),
// that city's hotel list — a city link must never end on 'Hotel Not Found'. A slug that names no
// known destination (/hotels/doesnotexist) finds no hotels and says 'Hotel Not Found'.
import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { createQueryPreloader, type PreloadedQueryRef } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { HotelPageQuery as HotelPageData, HotelPageQueryVariables } from '../../__generated__/graphql.ts';
import { loaderClient } from '../../app/apollo.ts';
import { isHotelId } from '../../lib/paths.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { destinationFromSlug } from '../../features/hotel-list/listState.ts';
import { prefetchHotelList } from '../../features/hotel-list/prefetch.ts';
import { HotelPageQuery } from './query.ts';
import { HotelNotFound, HotelPage } from './HotelPage.tsx';

// A city's list is another page's worth of code: fetched only for city slugs, never with a hotel page.
// The loader starts it together with the list's search.
const loadCityList = () => import('../../features/search/CityHotelList.tsx');
const CityHotelList = lazy(async () => ({ default: (await loadCityList()).CityHotelList }));

/** The query preloader of each client: the page's query starts in the route loader, never in a render waterfall. */
const preloaders = new WeakMap<ApolloClient, ReturnType<typeof createQueryPreloader>>();
function preloaderFor(client: ApolloClient) {
  let preload = preloaders.get(client);
  if (!preload) preloaders.set(client, (preload = createQueryPreloader(client)));
  return preload;
}

type LoaderData =
  | { kind: 'city'; destination: string }
  | { kind: 'hotel'; id: string; queryRef: PreloadedQueryRef<HotelPageData, HotelPageQueryVariables, 'empty' | 'complete' | 'streaming'> };

export function loader({ params, request, context }: LoaderFunctionArgs): LoaderData {
  const client = context.get(loaderClient);
  const segment = params.hotelId ?? '';
  if (!isHotelId(segment)) {
    const destination = destinationFromSlug(segment);
    // A failed download surfaces when the list renders, through the route's error boundary.
    loadCityList().catch(() => undefined);
    prefetchHotelList(client, request.url, destination);
    return { kind: 'city', destination };
  }
  if (!client) throw new Error('the hotel route needs the app Apollo client in its router context (app/apollo.ts routerContext)');
  // Not awaited: the page shows its own 'Loading hotel details...' while the query runs.
  // errorPolicy 'all' hands errors to the page's error card instead of throwing to the router.
  return { kind: 'hotel', id: segment, queryRef: preloaderFor(client)(HotelPageQuery, { variables: { id: segment }, errorPolicy: 'all' }) };
}

const loading = <PageLoading tip="Loading hotel details..." fill />;

export function HydrateFallback() {
  return loading;
}

export function Component() {
  // Loader data holds a live query reference, which the typed (serialising) form of useLoaderData cannot express.
  const data = useLoaderData() as LoaderData;
  if (data.kind === 'city') {
    return (
      <Suspense fallback={<PageLoading fill />}>
        <CityHotelList key={data.destination} destination={data.destination} notFound={<HotelNotFound />} />
      </Suspense>
    );
  }
  return (
    <Suspense key={data.id} fallback={loading}>
      <HotelPage queryRef={data.queryRef} />
    </Suspense>
  );
}
