// The map feature's light public entry: stand-ins that load the map's chunks once mounted in the browser, and
// the address rules of a map search. Nothing here imports Leaflet; the map itself loads through lazy.ts.
export { LazyLocationMap, LazyMapResults } from './LazyMaps.tsx';
export { mapSearchFromParams, mapSearchParams, type MapSearch } from './mapState.ts';
export { circleOfBounds, distanceKm, type Circle } from './geo.ts';
