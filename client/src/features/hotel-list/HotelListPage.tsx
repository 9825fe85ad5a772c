// The hotel list page behind /hotels and /hotels/{city}: a compact search form, then that destination's
// hotels with the same cards and pagination as the home dialog, or popular cities when no destination
// is chosen yet. Everything the list shows comes from the address, so it can be shared and reloaded.
import { startTransition, useDeferredValue, useOptimistic, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Drawer, Empty, Flex, Select, Tag, Typography } from 'antd';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { EnvironmentOutlined, FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { userMessage } from '../../lib/errors.ts';
import { isOfflineError, YoureOffline } from '../offline/index.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { GradientArt } from '../../components/GradientArt.tsx';
import { useDestinations } from '../home/index.ts';
import { HotelResults } from './HotelResults.tsx';
import { HotelListSearchQuery } from './searchOperations.ts';
import { AppliedFilterChips, FilterPanel, SortSelect, appliedFilters } from './FilterPanel.tsx';
import { HotelTypesQuery } from './operations.ts';
import { SearchForm, type SearchDraft } from '../search/index.ts';
import {
  NO_FILTERS,
  PROPERTY_TYPES,
  hasFilters,
  propertyTypeLabel,
  listSearch,
  listStateFromParams,
  sameSearchKey,
  searchInput,
  waitsForPrices,
  type ListFilters,
  type ListState,
} from './listState.ts';
import { LazyMapResults } from '../map/index.ts';
import { ns } from './i18n.ts';

const pageStyle = { maxWidth: 1200, margin: '0 auto', padding: '32px 24px', width: '100%', boxSizing: 'border-box' } as const;

function listTitle(t: TFunction<'hotel-list'>, state: ListState, typeName?: string): string {
  const what = typeName ? propertyTypeLabel(t, typeName) : t('page.hotels');
  if (state.destination) return t('page.titleIn', { what, destination: state.destination });
  return typeName ? t('page.browse', { what }) : t('page.browseHotels');
}

export function HotelListPage({
  cityFromPath,
  notFound,
}: {
  /** The destination named by /hotels/{city}; absent on /hotels. */
  cityFromPath?: string;
  /** Shown instead of an empty list: /hotels/{segment} that names no known city is a hotel nobody has. */
  notFound?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // React Router draws a new address in a transition, which a slow phone may take a while to finish. The
  // list state a tap produces is shown at once (the box ticked, the chip there) and is what the next tap
  // builds on, so two quick taps never lose the first one.
  const [state, showNow] = useOptimistic(listStateFromParams(params, cityFromPath));

  // A property type is sent to the API as the provider's id; the names come from the provider too.
  const types = useQuery(HotelTypesQuery, { skip: !state.type });
  const matchedType = state.type ? types.data?.hotelTypes.find((t) => t.name.toLowerCase() === state.type!.toLowerCase()) : undefined;
  const typesPending = !!state.type && types.loading;
  const unknownType = !!state.type && !types.loading && !matchedType;
  // ?type= in any case (resorts, RESORTS) is shown, and written back, by its proper name ('Resorts'):
  // the provider's once its list arrives, one of the home page's five before that.
  const typeName = state.type
    ? (matchedType?.name ?? PROPERTY_TYPES.find((t) => t.toLowerCase() === state.type!.toLowerCase()) ?? state.type)
    : undefined;
  const shown: ListState = { ...state, type: typeName };

  const go = (next: ListState, lastFilter?: string) => {
    // Staying on /hotels/{city} when the city is unchanged keeps the short address the footer links to.
    const samePath = !!cityFromPath && next.destination.toLowerCase() === cityFromPath.toLowerCase();
    const navState: ListLocationState = { lastFilter };
    startTransition(async () => {
      showNow(next);
      await navigate(samePath ? { search: listSearch(next, { destinationInPath: true }) } : `/hotels${listSearch(next)}`, {
        state: navState,
      });
    });
    // A new page starts at the top; a filter or sort change keeps the traveller where they are.
    if (next.page !== state.page) window.scrollTo?.({ top: 0 });
  };

  return (
    <Flex vertical gap={20} style={pageStyle}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          {listTitle(t, state, typeName)}
        </Typography.Title>
      </div>
      <ListSearch key={[state.destination, state.checkin, state.checkout, state.guests, typeName].join('|')} value={shown} onSearch={go} />
      {unknownType && <Alert type="warning" showIcon title={t('page.unknownType', { type: state.type ?? '' })} />}
      {!state.destination ? (
        <StartingPoints state={shown} />
      ) : typesPending ? (
        <PageLoading tip={t('page.searching', { destination: state.destination })} fill />
      ) : (
        <>
          <MapToggle />
          {params.get('view') === 'map' ? (
            <ListOnMap state={state} />
          ) : (
            <Results state={state} hotelTypeId={matchedType?.id} notFound={notFound} onChange={go} />
          )}
        </>
      )}
    </Flex>
  );
}

/**
 * The list's search: the one SearchForm in its compact look, with the property type. It edits a draft;
 * the list (and the address) change only when the traveller searches.
 */
function ListSearch({ value, onSearch }: { value: ListState; onSearch: (next: ListState) => void }) {
  const { t } = useTranslation(ns);
  const [draft, setDraft] = useState<SearchDraft>({
    destination: value.destination,
    checkin: value.checkin,
    checkout: value.checkout,
    guests: value.guests,
    rooms: value.rooms,
  });
  const [type, setType] = useState(value.type ?? '');
  // A type from the address that is not one of the five still shows, so the select never lies.
  const typeOptions = [...PROPERTY_TYPES, ...(value.type && !PROPERTY_TYPES.some((t) => t === value.type) ? [value.type] : [])];
  return (
    <SearchForm
      variant="compact"
      idPrefix="list"
      value={draft}
      onChange={setDraft}
      // A new search keeps the filters and the order chosen.
      onSearch={(criteria) =>
        onSearch({
          ...value,
          ...criteria,
          place: criteria.destination === value.destination ? value.place : undefined,
          page: 1,
          type: type || undefined,
        })
      }
      typeSelect={(id) => (
        <Select
          id={id}
          value={type}
          onChange={setType}
          style={{ width: '100%' }}
          options={[
            { value: '', label: t('page.allTypes') },
            ...typeOptions.map((type) => ({ value: type, label: propertyTypeLabel(t, type) })),
          ]}
        />
      )}
    />
  );
}

/** Where the last filter was applied from, kept in the history entry so an empty result can offer to undo it. */
interface ListLocationState {
  lastFilter?: string;
}

function Results({
  state,
  hotelTypeId,
  notFound,
  onChange,
}: {
  state: ListState;
  hotelTypeId?: number;
  notFound?: ReactNode;
  /** A new list state (filters, sort or page) and, for a filter, its key. */
  onChange: (next: ListState, lastFilter?: string) => void;
}) {
  const { t } = useTranslation(ns);
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const waits = waitsForPrices(state);
  // Two phases: the quick answer (waitForPrices: false) shows cards at once while slow rates arrive, and the
  // full answer (with prices) replaces it. Hotel summaries are not merged by id (app/apollo.ts), so the quick
  // answer's empty prices never overwrite the full one's. An order or filter that depends on prices asks only
  // for the full answer. The server renders the full answer, or the quick one when the rates are slow.
  const input = searchInput(state, hotelTypeId);
  const full = useQuery(HotelListSearchQuery, { variables: { input } });
  // A language switch asks the same search again, for its texts in the other language. The server keeps a
  // search's prices for minutes after answering it (server/hotels/service.ts, rateSets), so the quick answer
  // would be the full one asked twice: it is skipped, and the list on screen stays until the full answer comes.
  const search = sameSearchKey(input);
  const [answered, setAnswered] = useState<string>();
  if (full.data && answered !== search) setAnswered(search);
  const quick = useQuery(HotelListSearchQuery, {
    variables: { input: searchInput(state, hotelTypeId, { waitForPrices: false }) },
    skip: waits || !!full.data || answered === search,
  });
  const current = full.data?.searchHotels ?? quick.data?.searchHotels;
  // While new filters load, the previous list stays (dimmed) instead of flashing empty.
  const shownNow = current ?? full.previousData?.searchHotels ?? quick.previousData?.searchHotels;
  // Apollo delivers an answer as an urgent update; the dozen cards it brings are drawn in a deferred,
  // time-sliced render instead, so a phone stays responsive while they are built. The spinner stays
  // until they are ready, rather than an empty gap.
  const result = useDeferredValue(shownNow);
  const offline = !!full.error && isOfflineError(full.error);
  // A language switch made with no signal keeps the list on screen, in the language it was in, with the
  // notice above it (as the hotel page keeps its texts); the notice asks again when the signal returns.
  const keptOffline = offline && !current && answered === search && !!shownNow;
  const refreshing = !keptOffline && (!current || result !== current);
  // Read from the answer on screen (the deferred one), so a card never shows 'No availability' in between.
  const pricesPending = !!result?.pricesPending;

  if (offline && !current && !keptOffline) return <YoureOffline onRetry={() => void full.refetch().catch(() => {})} />;
  if (full.error && !current && !keptOffline)
    return (
      <Alert type="error" showIcon title={t('page.searchFailed')} description={userMessage(full.error, t('page.searchFailedRetry'))} />
    );
  if (!result) return <PageLoading tip={t('page.searching', { destination: state.destination })} fill />;
  const filtered = hasFilters(state.filters);
  // Only an unfiltered search that finds nothing means the city slug names no place we know.
  if (notFound && !refreshing && result.total === 0 && hotelTypeId === undefined && !filtered) return <>{notFound}</>;

  const setFilters = (filters: ListFilters, applied?: string) => onChange({ ...state, filters, page: 1 }, applied);
  const applied = appliedFilters(t, state.filters, result.facets);
  const lastKey = (location.state as ListLocationState | null)?.lastFilter;
  const last = applied.find((a) => a.key === lastKey) ?? applied[applied.length - 1];
  const count = t('page.count', { shown: formatNumber(result.total), total: formatNumber(result.unfilteredTotal) });
  const panel = <FilterPanel filters={state.filters} facets={result.facets} pricesPending={pricesPending} onChange={setFilters} />;

  return (
    <GridRow gutter={[24, 16]} align="top">
      <GridCol xs={0} lg={6}>
        <aside aria-labelledby="filters-title">
          <Typography.Title id="filters-title" level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {t('page.filters')}
          </Typography.Title>
          {panel}
        </aside>
      </GridCol>
      <GridCol xs={24} lg={18}>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical gap={2}>
              <Typography.Text type="secondary" role="status">
                {t('page.found', { total: formatNumber(result.total), destination: result.destination })}
              </Typography.Text>
              <Typography.Text strong data-testid="hotel-count">
                {count}
              </Typography.Text>
            </Flex>
            <Flex gap={12} align="center" wrap>
              {/* Phones and tablets: the filters open in a drawer (CSS decides, so the server's HTML matches). */}
              <GridRow>
                <GridCol xs={24} lg={0}>
                  <Button icon={<FilterOutlined aria-hidden />} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                    {applied.length ? t('page.filtersCount', { n: applied.length }) : t('page.filters')}
                  </Button>
                </GridCol>
              </GridRow>
              <SortSelect value={state.sort} onChange={(sort) => onChange({ ...state, sort, page: 1 })} />
            </Flex>
          </Flex>
          <AppliedFilterChips filters={state.filters} facets={result.facets} onChange={(f) => setFilters(f)} />
          {offline && <YoureOffline onRetry={() => void full.refetch().catch(() => {})} />}
          {full.error && !offline && (
            // The cards came, their prices did not.
            <Alert
              type="error"
              showIcon
              title={t('page.pricesFailed')}
              description={userMessage(full.error, t('page.searchFailedRetry'))}
            />
          )}
          <div
            aria-busy={refreshing}
            data-sort={result.sort}
            style={{ opacity: refreshing && !pricesPending ? 0.55 : 1, transition: 'opacity 0.2s' }}
          >
            {result.total > 0 && result.hotels.length === 0 ? (
              // A bookmarked page past the end (the hotel count changed since): offer the first page.
              <Alert
                type="info"
                showIcon
                title={t('page.noSuchPage', { page: state.page, pages: result.totalPages })}
                action={<Button onClick={() => onChange({ ...state, page: 1 })}>{t('page.firstPage')}</Button>}
              />
            ) : (
              <HotelResults
                result={result}
                guests={state.guests}
                rooms={state.rooms}
                beside
                pricesPending={pricesPending}
                onPageChange={(page) => onChange({ ...state, page })}
                empty={
                  filtered && last ? (
                    <Empty description={t('page.noMatch')} data-testid="filters-emptied">
                      <Flex gap={8} justify="center" wrap>
                        <Button type="primary" onClick={() => setFilters(last.remove(state.filters))}>
                          {t('page.removeFilter', { label: last.label })}
                        </Button>
                        <Button onClick={() => setFilters(NO_FILTERS)}>{t('page.clearAllFilters')}</Button>
                      </Flex>
                    </Empty>
                  ) : undefined
                }
              />
            )}
          </div>
        </Flex>
      </GridCol>
      {drawerOpen && (
        <Drawer
          open
          title={t('page.filters')}
          placement="bottom"
          size="90%"
          onClose={() => setDrawerOpen(false)}
          footer={
            // Not antd's loading look: its faded label fails contrast; the count updates when the answer comes.
            <Button type="primary" block size="large" onClick={() => setDrawerOpen(false)} aria-busy={refreshing}>
              {t('page.showHotels', { n: formatNumber(result.total) })}
            </Button>
          }
        >
          <Flex vertical gap={16}>
            <Typography.Text strong>{count}</Typography.Text>
            <AppliedFilterChips filters={state.filters} facets={result.facets} onChange={(f) => setFilters(f)} />
            {panel}
          </Flex>
        </Drawer>
      )}
    </GridRow>
  );
}

/** /hotels with no destination: popular cities to start from, keeping any chosen type and dates. */
function StartingPoints({ state }: { state: ListState }) {
  const { t } = useTranslation(ns);
  const destinations = useDestinations();
  return (
    <section aria-labelledby="start-title">
      <Typography.Title id="start-title" level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('page.startingPoints')}
      </Typography.Title>
      <GridRow gutter={[20, 20]}>
        {destinations.map((d) => (
          <GridCol key={d.name} xs={12} md={6}>
            {/* Named by its visible text (city and tagline); the artwork is decorative. */}
            <Link to={`/hotels${listSearch({ ...state, destination: d.name, page: 1 })}`} style={{ display: 'block' }}>
              <Card hoverable styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden', position: 'relative', height: 140 }}>
                <GradientArt gradient={d.gradient} icon={<EnvironmentOutlined aria-hidden />} height={140} />
                {state.type && (
                  <Tag style={{ position: 'absolute', top: 12, left: 12 }} color="blue">
                    {propertyTypeLabel(t, state.type)}
                  </Tag>
                )}
                <div
                  style={{ position: 'absolute', left: 16, bottom: 12, right: 12, color: '#fff', textShadow: '0 1px 3px rgba(0,0,0,0.7)' }}
                >
                  <div style={{ fontSize: 18, fontWeight: 700 }}>{d.name}</div>
                  <div style={{ fontSize: 13 }}>{d.tagline}</div>
                </div>
              </Card>
            </Link>
          </GridCol>
        ))}
      </GridRow>
    </section>
  );
}

/** The list page's "Map" / "List" switch: ?view=map in the address shows the same search on the map. */
function MapToggle() {
  const { t } = useTranslation(ns);
  const [params, setParams] = useSearchParams();
  const onMap = params.get('view') === 'map';
  const toggle = () => {
    const next = new URLSearchParams(params);
    if (onMap) next.delete('view');
    else next.set('view', 'map');
    setParams(next);
  };
  return (
    <Flex justify="flex-end">
      <Button icon={onMap ? <UnorderedListOutlined aria-hidden /> : <EnvironmentOutlined aria-hidden />} onClick={toggle}>
        {onMap ? t('page.list') : t('page.map')}
      </Button>
    </Flex>
  );
}

/** The list's search on the map (features/map, loaded only when shown). Another map page goes to /map-search. */
function ListOnMap({ state }: { state: ListState }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const stay = { checkin: state.checkin, checkout: state.checkout, guests: state.guests };
  const toMapSearch = (extra: Record<string, string>) =>
    navigate(
      `/map-search?${new URLSearchParams({ ...extra, checkin: stay.checkin, checkout: stay.checkout, guests: String(stay.guests) })}`,
    );
  return (
    <LazyMapResults
      loadingLabel={t('page.loadingMap')}
      search={{ destination: state.destination, ...stay, page: 1 }}
      onSearchArea={(c) => toMapSearch({ lat: String(c.latitude), lng: String(c.longitude), radius: String(c.radiusKm) })}
      onPage={(page) => toMapSearch({ destination: state.destination, page: String(page) })}
    />
  );
}
