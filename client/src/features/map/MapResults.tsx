// A search shown on the map, with the same hotels one tap away as a plain list of links (the keyboard and
// screen-reader way through them). Used by /map-search and by the list page's "Map" view.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { EnvironmentOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { HotelsMap, type MapHotel, type Stay } from './HotelsMap.tsx';
import { MapSearchQuery } from './operations.ts';
import { pinLabel } from './pins.ts';
import { hasTarget, mapSearchInput, type MapSearch } from './mapState.ts';
import { formatDistance, type Circle } from './geo.ts';
import { ns } from './i18n.ts';

export interface MapResultsProps {
  search: MapSearch;
  /** The traveller asked for the hotels of the visible area. */
  onSearchArea: (circle: Circle) => void;
  /** Another page of the same search. */
  onPage: (page: number) => void;
}

const sameCircle = (a?: Circle, b?: Circle) =>
  !!a && !!b && a.latitude === b.latitude && a.longitude === b.longitude && a.radiusKm === b.radiusKm;

export function MapResults({ search, onSearchArea, onPage }: MapResultsProps) {
  const { t } = useTranslation(ns);
  const phone = useMediaQuery('(max-width: 767px)');
  const [view, setView] = useState<'map' | 'list'>('map');
  const target = hasTarget(search);
  const { data, previousData, loading, error } = useQuery(MapSearchQuery, {
    variables: { input: mapSearchInput(search) },
    skip: !target,
  });
  const result = (data ?? (loading ? previousData : undefined))?.searchHotels;

  // A new search refits the map to its hotels; the answer to "Search this area" keeps the view the traveller chose.
  const [lastArea, setLastArea] = useState<Circle | undefined>(undefined);
  const searchKey = JSON.stringify({ ...search, page: 0 });
  const [fitBase, setFitBase] = useState(searchKey);
  if (fitBase !== searchKey && !sameCircle(search.near, lastArea)) setFitBase(searchKey);
  const fitKey = `${fitBase}|${result ? 'loaded' : 'empty'}`;

  const stay: Stay = { checkin: search.checkin, checkout: search.checkout, guests: search.guests };
  const hotels: MapHotel[] = result?.hotels ?? [];
  const where = search.near && !search.destination && !search.place ? t('results.thisArea') : (result?.destination ?? search.destination);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text role="status" type="secondary">
          {!target
            ? t('results.chooseDestination')
            : loading
              ? // The last search's pins stay on the map meanwhile, but its count is not this search's.
                t('results.searching')
              : result
                ? result.total > hotels.length
                  ? t('results.showing', { shown: formatNumber(hotels.length), total: formatNumber(result.total), where })
                  : t('results.found', { total: formatNumber(result.total), where })
                : ''}
        </Typography.Text>
        <Flex gap={8} wrap>
          {result && result.totalPages > 1 && (
            <>
              <Button disabled={search.page <= 1} onClick={() => onPage(search.page - 1)}>
                {t('results.previous', { n: hotels.length })}
              </Button>
              <Button disabled={search.page >= result.totalPages} onClick={() => onPage(search.page + 1)}>
                {t('results.next')}
              </Button>
            </>
          )}
          <Button
            icon={view === 'map' ? <UnorderedListOutlined aria-hidden /> : <EnvironmentOutlined aria-hidden />}
            aria-pressed={view === 'list'}
            onClick={() => setView(view === 'map' ? 'list' : 'map')}
          >
            {view === 'map' ? t('results.showList') : t('results.showMap')}
          </Button>
        </Flex>
      </Flex>
      {error && <Alert type="error" showIcon title={t('results.failed')} description={userMessage(error, t('results.failedRetry'))} />}
      {view === 'map' ? (
        <HotelsMap
          hotels={hotels}
          stay={stay}
          near={search.near}
          center={result?.center}
          fitKey={fitKey}
          searching={loading && !!search.near && sameCircle(search.near, lastArea)}
          onSearchArea={(circle) => {
            setLastArea(circle);
            onSearchArea(circle);
          }}
          height={phone ? 'calc(100vh - 260px)' : 640}
        />
      ) : (
        <HotelLinkList hotels={hotels} stay={stay} />
      )}
    </Flex>
  );
}

/** The hotels as a normal list of links, in the search's order. */
function HotelLinkList({ hotels, stay }: { hotels: (MapHotel & { distanceKm?: number | null })[]; stay: Stay }) {
  const { t } = useTranslation(ns);
  if (hotels.length === 0) return <Typography.Text>{t('results.none')}</Typography.Text>;
  return (
    <ol className="map-list" aria-label={t('results.listLabel')}>
      {hotels.map((h) => (
        <li key={h.id}>
          <Link to={paths.hotel(h.id, stay)}>{h.name}</Link>
          <span className="map-list__detail">
            {[
              h.stars ? t('results.stars', { n: h.stars }) : null,
              h.priceFrom ? t('results.price', { price: pinLabel(h.priceFrom.amount, h.priceFrom.currency) }) : t('card.soldOut'),
              h.distanceKm != null ? t('results.away', { distance: formatDistance(t, h.distanceKm) }) : null,
              [h.address, h.city].filter(Boolean).join(', ') || null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ol>
  );
}
