// /hotels/{hotelId}: a hotel page, or, when the segment is a city slug (/hotels/mumbai, no digit),
// that city's hotel list — a city link must never end on 'Hotel Not Found'. A slug that names no
// known destination (/hotels/doesnotexist) finds no hotels and says 'Hotel Not Found'.
import { lazy, Suspense, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { createQueryPreloader, type PreloadedQueryRef } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ApolloClient } from '@apollo/client';
import type { HotelPageQuery as HotelPageData, HotelPageQueryVariables } from '../../__generated__/graphql.ts';
import { loaderEnv } from '../../app/apollo.ts';
import { PageLive } from '../../app/pageLive.ts';
import { destinationFromSlug, isHotelId } from '../../lib/paths.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { loadHotelListPage, loadHotelListPrefetch } from '../../features/hotel-list/lazy.ts';
import { HotelPageQuery } from './query.ts';
import { HotelNotFound, HotelPage } from './HotelPage.tsx';
import { ns } from '../i18n.ts';

// A city's list is another page's worth of code: fetched only for city slugs, never with a hotel page.
// The loader starts it together with the list's search.
const loadCityList = loadHotelListPage;
const CityHotelList = lazy(async () => {
  const { HotelListPage } = await loadCityList();
  return {
    default: ({ destination, notFound }: { destination: string; notFound?: ReactNode }) => (
      <HotelListPage cityFromPath={destination} notFound={notFound} />
    ),
  };
});

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

/**
 * In the browser nothing is awaited: the page shows its own loading state while its code and data
 * arrive. The server's render waits for both, so its HTML carries the page.
 */
export function loader({ params, request, context }: LoaderFunctionArgs): LoaderData | Promise<LoaderData> {
  const env = context.get(loaderEnv);
  const segment = params.hotelId ?? '';
  if (!isHotelId(segment)) {
    const destination = destinationFromSlug(segment);
    // A failed download surfaces when the list renders, through the route's error boundary.
    const code = loadCityList().catch(() => undefined);
    const data = loadHotelListPrefetch()
      .then(({ prefetchHotelList }) => prefetchHotelList(env, request.url, destination))
      .catch(() => undefined);
    const city: LoaderData = { kind: 'city', destination };
    return env?.server ? Promise.all([code, data]).then(() => city) : city;
  }
  if (!env) throw new Error('the hotel route needs the app Apollo client in its router context (app/apollo.ts routerContext)');
  const preload = preloaderFor(env.client);
  // errorPolicy 'all' hands errors to the page's error card instead of throwing to the router.
  const queryRef = preload(HotelPageQuery, { variables: { id: segment }, errorPolicy: 'all' });
  const hotel: LoaderData = { kind: 'hotel', id: segment, queryRef };
  return env.server ? preload.toPromise(queryRef).then(() => hotel) : hotel;
}

/**
 * A hotel page's query depends on its path only: new dates written into the address (the rates dialog)
 * must not start the page's query again. A city list's search does depend on the query string.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && isHotelId(nextUrl.pathname.split('/').pop() ?? '')) return false;
  return defaultShouldRevalidate;
}

function Loading() {
  const { t } = useTranslation(ns);
  return <PageLoading tip={t('hotel.loading')} fill />;
}

const loading = <Loading />;

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
        <PageLive />
      </Suspense>
    );
  }
  return (
    <Suspense key={data.id} fallback={loading}>
      <HotelPage queryRef={data.queryRef} />
      <PageLive />
    </Suspense>
  );
}
