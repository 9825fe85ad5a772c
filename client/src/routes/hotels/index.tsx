// /hotels: the hotel list page; its state (destination, dates, guests, page, type) lives in the address.
import type { LoaderFunctionArgs } from 'react-router';
import { loaderEnv } from '../../app/apollo.ts';
import { HotelListPage, prefetchHotelList } from '../../features/hotel-list/index.ts';

/**
 * Starts the list's search while the page renders (see prefetch.ts). Not awaited: /hotels is always
 * rendered in the browser (server/web/ssr.ts SSR_PATHS), since typing into its form before the app has
 * taken the page over would be lost.
 */
export function loader({ request, context }: LoaderFunctionArgs): null {
  void prefetchHotelList(context.get(loaderEnv), request.url);
  return null;
}

export function Component() {
  return <HotelListPage />;
}
