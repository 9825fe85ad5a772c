// /map-search: a search shown on the map. The search comes from the address (a destination, a suggestion's
// place, or a circle: lat/lng/radius; dates; guests); with nothing there, the traveller's preferred city is
// searched, else the map shows India and waits for a destination or "Search this area".
import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SearchForm, type SearchDraft } from '../search/index.ts';
import { useCityPreference } from '../city-preference/index.ts';
import { MapResults } from './MapResults.tsx';
import { hasTarget, mapSearchFromParams, mapSearchParams, type MapSearch } from './mapState.ts';
import { ns } from './i18n.ts';

const pageStyle = { maxWidth: 1400, margin: '0 auto', padding: '24px 16px', width: '100%', boxSizing: 'border-box' } as const;

export function mapTitle(t: TFunction<'map'>, search: MapSearch): string {
  if (search.destination) return t('page.titleIn', { destination: search.destination });
  if (search.near) return t('page.titleArea');
  return t('page.title');
}

export function MapSearchPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { city } = useCityPreference();
  const fromAddress = mapSearchFromParams(params);
  // Nothing in the address: the preferred city, as the home page's lists use it.
  const search: MapSearch = hasTarget(fromAddress) || !city ? fromAddress : { ...fromAddress, destination: city };
  const go = (next: MapSearch) => navigate({ search: `?${mapSearchParams(next).toString()}` });
  const title = mapTitle(t, search);

  return (
    <Flex vertical gap={16} style={pageStyle}>
      <title>{`${title} | StayIndia`}</title>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {title}
      </Typography.Title>
      <MapSearchForm key={params.toString()} search={search} onSearch={go} />
      <MapResults
        search={search}
        onSearchArea={(near) => go({ ...search, destination: '', place: undefined, near, page: 1 })}
        onPage={(page) => go({ ...search, page })}
      />
    </Flex>
  );
}

function MapSearchForm({ search, onSearch }: { search: MapSearch; onSearch: (next: MapSearch) => void }) {
  const [draft, setDraft] = useState<SearchDraft>({
    destination: search.destination,
    checkin: search.checkin,
    checkout: search.checkout,
    guests: search.guests,
  });
  return (
    <SearchForm
      variant="compact"
      idPrefix="map"
      value={draft}
      onChange={setDraft}
      onSearch={(c) => onSearch({ destination: c.destination, checkin: c.checkin, checkout: c.checkout, guests: c.guests, page: 1 })}
    />
  );
}
