// /hotels: the hotel list page; its state (destination, dates, guests, page, type) lives in the address.
import type { LoaderFunctionArgs } from 'react-router';
import { loaderEnv } from '../../app/apollo.ts';
import { HotelListPage } from '../../features/hotel-list/HotelListPage.tsx';
import { prefetchHotelList } from '../../features/hotel-list/prefetch.ts';

/** Starts the list's search while the page renders (see prefetch.ts); the server's render waits for it. */
export function loader({ request, context }: LoaderFunctionArgs): null | Promise<null> {
  const env = context.get(loaderEnv);
  const started = prefetchHotelList(env, request.url);
  return env?.server ? started.then(() => null) : null;
}

export function Component() {
  return <HotelListPage />;
}
