// /hotels: the hotel list page; its state (destination, dates, guests, page, type) lives in the address.
import type { LoaderFunctionArgs } from 'react-router';
import { loaderClient } from '../../app/apollo.ts';
import { HotelListPage } from '../../features/hotel-list/HotelListPage.tsx';
import { prefetchHotelList } from '../../features/hotel-list/prefetch.ts';

/** Starts the list's search while the page renders (see prefetch.ts). */
export function loader({ request, context }: LoaderFunctionArgs): null {
  prefetchHotelList(context.get(loaderClient), request.url);
  return null;
}

export function Component() {
  return <HotelListPage />;
}
