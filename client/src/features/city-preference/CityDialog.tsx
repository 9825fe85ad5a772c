// The 'Choose City' dialog: city search with results to mark and confirm, a grid of popular cities
// that choose at once, and the two ways to skip (spec §2 "City dialog", §4 "City search").
import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Modal, Spin, Typography, theme as antTheme } from 'antd';
import { EnvironmentOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import type { CitySuggestion_CityFragment } from '../../__generated__/graphql.ts';
import { useLocation } from './LocationContext.tsx';
import { PopularCitiesQuery } from './operations.ts';
import { useCitySearch } from './useCitySearch.ts';

const SEARCH_LIST_HEIGHT = 200;
const POPULAR_GRID_HEIGHT = 280;

function regionOf(city: CitySuggestion_CityFragment): string | null {
  return city.region ?? city.regionCode ?? null;
}

export function CityDialog() {
  const { dialogOpen, closeDialog, selectCity, skip } = useLocation();
  const { token } = antTheme.useToken();
  const search = useCitySearch();
  const [marked, setMarked] = useState<CitySuggestion_CityFragment | null>(null);
  const { reset } = search;

  // Popular cities are only fetched once someone opens the dialog, then served from the cache.
  const popular = useQuery(PopularCitiesQuery, { skip: !dialogOpen });

  useEffect(() => {
    if (popular.error) console.error('Popular cities failed to load', popular.error);
  }, [popular.error]);

  const { state } = search;
  const results = state.status === 'done' ? state.cities : [];

  const cityButtonStyle = (pressed: boolean) => ({
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: 'flex-start' as const,
    width: '100%',
    height: 'auto',
    padding: '8px 12px',
    textAlign: 'left' as const,
    whiteSpace: 'normal' as const,
    borderColor: pressed ? token.colorPrimary : undefined,
    background: pressed ? token.colorPrimaryBg : undefined,
  });

  return (
    <Modal
      open={dialogOpen}
      onCancel={closeDialog}
      // Each opening starts clean: no old query, no marked city.
      afterOpenChange={(open) => {
        if (!open) {
          reset();
          setMarked(null);
        }
      }}
      closable={false}
      keyboard
      destroyOnHidden
      width={520}
      title={
        <span>
          <EnvironmentOutlined style={{ color: token.colorPrimary, marginRight: 8 }} aria-hidden />
          Choose City
        </span>
      }
      footer={
        <Flex vertical gap={8}>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={skip}>Skip for now</Button>
            <Button type="primary" disabled={marked === null} onClick={() => marked && selectCity(marked.name)}>
              {marked ? `Continue with ${marked.name}` : 'Continue'}
            </Button>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
            You can change your city preference anytime
          </Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary">Select your city to get personalized hotel recommendations</Typography.Text>
          {/* Takes the place of the close icon: leaving the dialog on purpose records the skip. */}
          <Button type="link" size="small" onClick={skip}>
            Skip
          </Button>
        </Flex>

        <Input
          autoFocus
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search for a city..."
          aria-label="Search for a city"
          value={search.input}
          onChange={(e) => {
            setMarked(null);
            search.onChange(e.target.value);
          }}
        />

        {state.status === 'error' && <Alert type="error" showIcon title={state.message} />}

        {state.status !== 'idle' && state.status !== 'error' && (
          <section aria-label="Search results">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              Search Results ({results.length})
            </Typography.Title>
            <div style={{ height: SEARCH_LIST_HEIGHT, overflowY: 'auto' }}>
              {state.status === 'loading' ? (
                <Flex justify="center" align="center" style={{ height: '100%' }}>
                  <Spin aria-label="Searching cities" />
                </Flex>
              ) : results.length === 0 ? (
                <Flex vertical justify="center" align="center" style={{ height: '100%' }}>
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={
                      <Flex vertical>
                        <Typography.Text>No cities found for &quot;{state.query}&quot;</Typography.Text>
                        <Typography.Text type="secondary">Try searching for a different city</Typography.Text>
                      </Flex>
                    }
                  />
                </Flex>
              ) : (
                <Flex vertical gap={6} role="list">
                  {results.map((c) => {
                    const pressed = marked?.name === c.name && marked.displayName === c.displayName;
                    const region = regionOf(c);
                    return (
                      <div role="listitem" key={`${c.name}|${c.displayName}`}>
                        <Button
                          aria-pressed={pressed}
                          aria-label={region ? `${c.name}, ${region}` : c.name}
                          onClick={() => setMarked(c)}
                          style={cityButtonStyle(pressed)}
                        >
                          <Typography.Text strong>{c.name}</Typography.Text>{' '}
                          {region && (
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {region}
                            </Typography.Text>
                          )}
                        </Button>
                      </div>
                    );
                  })}
                </Flex>
              )}
            </div>
          </section>
        )}

        <section aria-label="Popular Cities">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Popular Cities
          </Typography.Title>
          <div
            style={{
              height: POPULAR_GRID_HEIGHT,
              overflowY: 'auto',
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gridAutoRows: 'min-content',
              gap: 8,
            }}
          >
            {popular.loading && !popular.data ? (
              <Flex justify="center" align="center" style={{ gridColumn: '1 / -1', height: POPULAR_GRID_HEIGHT - 16 }}>
                <Spin aria-label="Loading popular cities" />
              </Flex>
            ) : popular.error && !popular.data ? (
              <Typography.Text type="secondary" style={{ gridColumn: '1 / -1' }}>
                Popular cities are unavailable right now. Search for your city above.
              </Typography.Text>
            ) : (
              (popular.data?.popularCities ?? []).map((c) => {
                const region = regionOf(c);
                return (
                  <Button
                    key={`${c.name}|${c.displayName}`}
                    aria-label={region ? `${c.name}, ${region}` : c.name}
                    onClick={() => selectCity(c.name)}
                    style={cityButtonStyle(false)}
                  >
                    <Typography.Text strong>{c.name}</Typography.Text>{' '}
                    {region && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {region}
                      </Typography.Text>
                    )}
                  </Button>
                );
              })
            )}
          </div>
        </section>
      </Flex>
    </Modal>
  );
}
