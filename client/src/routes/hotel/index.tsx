// /hotels/{hotelId}: a hotel page, or, when the segment is a city slug (/hotels/mumbai, no digit),
// that city's hotel list — a city link must never end on 'Hotel Not Found'. A slug that names no
// known destination (/hotels/doesnotexist) finds no hotels and says 'Hotel Not Found'.
import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { createQueryPreloader, type PreloadedQueryRef } from '@apollo/client/react';
import type { HotelPageQuery as HotelPageData, HotelPageQueryVariables } from '../../__generated__/graphql.ts';
import { apolloClient } from '../../app/apollo.ts';
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

/** Starts the page's query in the route loader, so the page never waits on a render waterfall. */
const preloadQuery = createQueryPreloader(apolloClient);

type LoaderData =
  | { kind: 'city'; destination: string }
  | { kind: 'hotel'; id: string; queryRef: PreloadedQueryRef<HotelPageData, HotelPageQueryVariables, 'empty' | 'complete' | 'streaming'> };

export function loader({ params, request }: LoaderFunctionArgs): LoaderData {
  const segment = params.hotelId ?? '';
  if (!isHotelId(segment)) {
    const destination = destinationFromSlug(segment);
    // A failed download surfaces when the list renders, through the route's error boundary.
    loadCityList().catch(() => undefined);
    prefetchHotelList(request.url, destination);
    return { kind: 'city', destination };
  }
  // Not awaited: the page shows its own 'Loading hotel details...' while the query runs.
  // errorPolicy 'all' hands errors to the page's error card instead of throwing to the router.
  return { kind: 'hotel', id: segment, queryRef: preloadQuery(HotelPageQuery, { variables: { id: segment }, errorPolicy: 'all' }) };
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
