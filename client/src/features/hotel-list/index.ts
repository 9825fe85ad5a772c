// The hotel-list feature's public entry: the list page (/hotels and /hotels/{city}), the results it and the home
// page's results dialog show, the search query, the list's address rules and its data prefetch. Pages that show
// a list only sometimes load it through lazy.ts.
export { HotelListPage } from './HotelListPage.tsx';
export { HotelResults } from './HotelResults.tsx';
export { SearchHotelsQuery } from './searchOperations.ts';
export { prefetchHotelList } from './prefetch.ts';
