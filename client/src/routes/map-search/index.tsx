// /map-search: the hotels of a search on an interactive map (features/map), with the list one tap away.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading.tsx';
import { loadMapSearchPage } from '../../features/map/lazy.ts';
import { ns } from '../i18n.ts';

const MapSearchPage = lazy(async () => ({ default: (await loadMapSearchPage()).MapSearchPage }));

export function Component() {
  const { t } = useTranslation(ns);
  return (
    <Suspense fallback={<PageLoading tip={t('mapSearch.loading')} fill />}>
      <MapSearchPage />
    </Suspense>
  );
}
