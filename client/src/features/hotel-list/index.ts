// The hotel-list feature's public entry: the list page (/hotels and /hotels/{city}), its address rules and
// its data prefetch. Where the list is not the page's first paint, load it with loadHotelListPage().
export { HotelListPage } from './HotelListPage.tsx';
export { destinationFromSlug, slugOf } from './listState.ts';
export { prefetchHotelList } from './prefetch.ts';
export const loadHotelListPage = () => import('./HotelListPage.tsx');
