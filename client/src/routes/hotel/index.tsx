// /hotels/{hotelId}: a hotel page, or, when the segment is a city slug (/hotels/mumbai, no digit),
// that city's hotel list — a city link must never end on 'Hotel Not Found'. A slug that names no
// known destination (/hotels/doesnotexist) finds no hotels and says 'Hotel Not Found'.
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { createQueryPreloader, useApolloClient, type PreloadedQueryRef } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ApolloClient } from '@apollo/client';
import type { HotelPageQuery as HotelPageData, HotelPageQueryVariables } from '../../__generated__/graphql.ts';
import { loaderEnv } from '../../app/apollo.ts';
import { PageLive } from '../../app/pageLive.ts';
import { destinationFromSlug, isHotelId } from '../../lib/paths.ts';
import { API_LANGUAGE, currentLanguage, type Language } from '../../lib/i18n.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { loadHotelListPage, loadHotelListPrefetch } from '../../features/hotel-list/lazy.ts';
import { untilOnline } from '../../features/offline/index.ts';
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

type HotelData = Extract<LoaderData, { kind: 'hotel' }>;
type LoaderData =
  | { kind: 'city'; destination: string }
  | {
      kind: 'hotel';
      id: string;
      /** The language the query asked for the hotel's texts in. */
      language: Language;
      queryRef: PreloadedQueryRef<HotelPageData, HotelPageQueryVariables, 'empty' | 'complete' | 'streaming'>;
    };

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
  const language = currentLanguage();
  const queryRef = preload(HotelPageQuery, { variables: { id: segment, language: API_LANGUAGE[language] }, errorPolicy: 'all' });
  const hotel: LoaderData = { kind: 'hotel', id: segment, language, queryRef };
  return env.server ? preload.toPromise(queryRef).then(() => hotel) : hotel;
}

/**
 * A hotel page's query depends on its path only: new dates written into the address (the rates dialog)
 * must not start the page's query again. A city list's search does depend on the query string. (A
 * language switch asks for the hotel's texts again without the router: HotelInLanguage below.)
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

/**
 * The hotel page in the language the app shows. After a language switch the page stays as it is, its state
 * with it, while the hotel's texts are asked for in the new language; they replace the old ones once they are
 * in. With no connection the question waits for one, and a failed answer leaves the texts as they were.
 */
function HotelInLanguage({ data }: { data: HotelData }) {
  const { i18n } = useTranslation(ns);
  const language = currentLanguage(i18n);
  const client = useApolloClient();
  // The answer in another language than the loader's, for this loader's data only (a new visit starts over).
  const [switched, setSwitched] = useState<{ from: HotelData; language: Language; queryRef: HotelData['queryRef'] } | null>(null);
  const shown = switched?.from === data ? switched : data;
  const shownLanguage = shown.language;

  useEffect(() => {
    if (shownLanguage === language) return;
    // Leaving the page (or switching again) aborts: an offline question is then never sent.
    const left = new AbortController();
    const variables = { id: data.id, language: API_LANGUAGE[language] };
    untilOnline(() => client.query({ query: HotelPageQuery, variables }), left.signal).then(
      (answer) => {
        if (left.signal.aborted || !answer.data?.hotel) return;
        // Now in the cache: the page reads it from there at once, without a loading state.
        const queryRef = preloaderFor(client)(HotelPageQuery, { variables, errorPolicy: 'all' });
        startTransition(() => setSwitched({ from: data, language, queryRef }));
      },
      () => undefined,
    );
    return () => left.abort();
  }, [client, data, language, shownLanguage]);

  return <HotelPage queryRef={shown.queryRef} />;
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
      <HotelInLanguage data={data} />
      <PageLive />
    </Suspense>
  );
}
