// The hotel-list feature's code-split parts: loaders only, so importing this file loads nothing by itself.
export const loadHotelListPage = () => import('./HotelListPage.tsx');
export const loadHotelListPrefetch = () => import('./prefetch.ts');
