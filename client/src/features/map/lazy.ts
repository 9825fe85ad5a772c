// The map feature's code-split parts: loaders only, so importing this file loads nothing by itself. Leaflet and
// everything of the map come only with these chunks, on the pages that show a map.
export const loadMapSearchPage = () => import('./MapSearchPage.tsx');
export const loadMapResults = () => import('./MapResults.tsx');
export const loadLocationMap = () => import('./LocationMap.tsx');
