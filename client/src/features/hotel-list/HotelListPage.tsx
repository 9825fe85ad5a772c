// The hotel list page behind /hotels and /hotels/{city}: a compact search form, then that destination's
// hotels with the same cards and pagination as the home dialog, or popular cities when no destination
// is chosen yet. Everything the list shows comes from the address, so it can be shared and reloaded.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Select, Tag, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { userMessage } from '../../lib/errors.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { GradientArt } from '../../components/GradientArt.tsx';
import { destinations } from '../home/index.ts';
import { HotelResults } from './HotelResults.tsx';
import { SearchHotelsQuery } from './searchOperations.ts';
import { HotelTypesQuery } from './operations.ts';
import { SearchForm, type SearchDraft } from '../search/index.ts';
import { PROPERTY_TYPES, listSearch, listStateFromParams, searchInput, type ListState } from './listState.ts';

const pageStyle = { maxWidth: 1200, margin: '0 auto', padding: '32px 24px', width: '100%', boxSizing: 'border-box' } as const;

function listTitle(state: ListState, typeName?: string): string {
  const what = typeName ?? 'Hotels';
  return state.destination ? `${what} in ${state.destination}` : typeName ? `Browse ${typeName}` : 'Browse Hotels';
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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = listStateFromParams(params, cityFromPath);

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

  const go = (next: ListState) => {
    // Staying on /hotels/{city} when the city is unchanged keeps the short address the footer links to.
    const samePath = !!cityFromPath && next.destination.toLowerCase() === cityFromPath.toLowerCase();
    navigate(samePath ? { search: listSearch(next, { destinationInPath: true }) } : `/hotels${listSearch(next)}`);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <Flex vertical gap={20} style={pageStyle}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          {listTitle(state, typeName)}
        </Typography.Title>
      </div>
      <ListSearch key={`${state.destination}${listSearch(shown)}`} value={shown} onSearch={go} />
      {unknownType && <Alert type="warning" showIcon title={`We do not know the property type "${state.type}", so every type is shown.`} />}
      {!state.destination ? (
        <StartingPoints state={shown} />
      ) : typesPending ? (
        <PageLoading tip={`Searching hotels for ${state.destination}...`} fill />
      ) : (
        <Results state={state} hotelTypeId={matchedType?.id} notFound={notFound} onPage={(page) => go({ ...state, page })} />
      )}
    </Flex>
  );
}

/**
 * The list's search: the one SearchForm in its compact look, with the property type. It edits a draft;
 * the list (and the address) change only when the traveller searches.
 */
function ListSearch({ value, onSearch }: { value: ListState; onSearch: (next: ListState) => void }) {
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
      onSearch={(criteria) => onSearch({ ...criteria, page: 1, type: type || undefined })}
      typeSelect={(id) => (
        <Select
          id={id}
          value={type}
          onChange={setType}
          style={{ width: '100%' }}
          options={[{ value: '', label: 'All types' }, ...typeOptions.map((t) => ({ value: t, label: t }))]}
        />
      )}
    />
  );
}

function Results({
  state,
  hotelTypeId,
  notFound,
  onPage,
}: {
  state: ListState;
  hotelTypeId?: number;
  notFound?: ReactNode;
  onPage: (page: number) => void;
}) {
  const { data, loading, error } = useQuery(SearchHotelsQuery, { variables: { input: searchInput(state, hotelTypeId) } });
  // Apollo delivers an answer as an urgent update; the dozen cards it brings are drawn in a deferred,
  // time-sliced render instead, so a phone stays responsive while they are built. The spinner stays
  // until they are ready, rather than an empty gap.
  const result = useDeferredValue(data?.searchHotels);

  if (loading || (data?.searchHotels && !result)) return <PageLoading tip={`Searching hotels for ${state.destination}...`} fill />;
  if (error)
    return <Alert type="error" showIcon title="Search failed" description={userMessage(error, 'The search failed. Please try again.')} />;
  if (!result) return null;
  // Only an unfiltered search that finds nothing means the city slug names no place we know.
  if (notFound && result.total === 0 && hotelTypeId === undefined) return <>{notFound}</>;

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary" role="status">{`Found ${result.total} hotel(s) in ${result.destination}`}</Typography.Text>
      {result.total > 0 && result.hotels.length === 0 ? (
        // A bookmarked page past the end (the hotel count changed since): offer the first page.
        <Alert
          type="info"
          showIcon
          title={`There is no page ${state.page}; the results have ${result.totalPages} page(s).`}
          action={<Button onClick={() => onPage(1)}>Go to page 1</Button>}
        />
      ) : (
        <HotelResults result={result} guests={state.guests} rooms={state.rooms} onPageChange={onPage} />
      )}
    </Flex>
  );
}

/** /hotels with no destination: popular cities to start from, keeping any chosen type and dates. */
function StartingPoints({ state }: { state: ListState }) {
  return (
    <section aria-labelledby="start-title">
      <Typography.Title id="start-title" level={2} style={{ fontSize: 20, marginTop: 0 }}>
        Popular destinations to start from
      </Typography.Title>
      <Row gutter={[20, 20]}>
        {destinations.map((d) => (
          <Col key={d.name} xs={12} md={6}>
            {/* Named by its visible text (city and tagline); the artwork is decorative. */}
            <Link to={`/hotels${listSearch({ ...state, destination: d.name, page: 1 })}`} style={{ display: 'block' }}>
              <Card hoverable styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden', position: 'relative', height: 140 }}>
                <GradientArt gradient={d.gradient} icon={<EnvironmentOutlined />} height={140} />
                {state.type && (
                  <Tag style={{ position: 'absolute', top: 12, left: 12 }} color="blue">
                    {state.type}
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
          </Col>
        ))}
      </Row>
    </section>
  );
}
