// The map feature's light public entry: stand-ins that load the map's chunks once mounted in the browser.
// Nothing here imports Leaflet (nor the map's address rules): the map itself loads through lazy.ts.
export { LazyLocationMap, LazyMapResults } from './LazyMaps.tsx';
