// /map-search: the hotels of a search on an interactive map (features/map), with the list one tap away.
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/PageLoading.tsx';
import { loadMapSearchPage } from '../../features/map/lazy.ts';

const MapSearchPage = lazy(async () => ({ default: (await loadMapSearchPage()).MapSearchPage }));

export function Component() {
  return (
    <Suspense fallback={<PageLoading tip="Loading the map..." fill />}>
      <MapSearchPage />
    </Suspense>
  );
}
