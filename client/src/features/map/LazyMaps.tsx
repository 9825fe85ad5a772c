// Light stand-ins for the map's parts, for pages whose first load must not carry the map: each draws nothing
// on the server and until mounted in the browser, then fetches its chunk (Leaflet touches `window` as it loads).
import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { loadLocationMap, loadMapResults } from './lazy.ts';

const MapResultsChunk = lazy(async () => ({ default: (await loadMapResults()).MapResults }));
const LocationMapChunk = lazy(async () => ({ default: (await loadLocationMap()).LocationMap }));

const noSubscription = () => () => {};
/** False on the server and while hydrating its HTML, true in the browser after that. */
function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The map's place while its chunk loads, named by the caller ("Loading the map", in its own namespace): the
 * map's strings come with the map's chunk, not with every page that may show a map.
 */
function MapLoading({ height, label }: { height: number; label: string }) {
  return <div aria-busy="true" aria-label={label} style={{ height, borderRadius: 12, background: '#eef3f8' }} />;
}

/** A search on the map with its list one tap away (the list page's "Map" view). */
export function LazyMapResults({ loadingLabel, ...props }: ComponentProps<typeof MapResultsChunk> & { loadingLabel: string }) {
  const mounted = useMounted();
  if (!mounted) return <MapLoading height={480} label={loadingLabel} />;
  return (
    <Suspense fallback={<MapLoading height={480} label={loadingLabel} />}>
      <MapResultsChunk {...props} />
    </Suspense>
  );
}

/** The hotel page's location map, distance to the centre and nearest airport. */
export function LazyLocationMap(props: ComponentProps<typeof LocationMapChunk>) {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LocationMapChunk {...props} />
    </Suspense>
  );
}
