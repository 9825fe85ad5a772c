// The 'Choose City' dialog: city search with results to mark and confirm, a grid of popular cities
// that choose at once, and the two ways to skip (spec §2 "City dialog", §4 "City search").
import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Modal, Spin, Typography, theme as antTheme } from 'antd';
import { EnvironmentOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CitySuggestion_CityFragment } from '../../__generated__/graphql.ts';
import { useLocation } from './LocationContext.tsx';
import { PopularCitiesQuery } from './operations.ts';
import { useCitySearch } from './useCitySearch.ts';
import { ns } from './dialogI18n.ts';

const SEARCH_LIST_HEIGHT = 200;
const POPULAR_GRID_HEIGHT = 280;

function regionOf(city: CitySuggestion_CityFragment): string | null {
  return city.region ?? city.regionCode ?? null;
}

export function CityDialog() {
  const { dialogOpen, closeDialog, selectCity, skip } = useLocation();
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
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
          {t('dialog.title')}
        </span>
      }
      footer={
        <Flex vertical gap={8}>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={skip}>{t('dialog.skipForNow')}</Button>
            <Button type="primary" disabled={marked === null} onClick={() => marked && selectCity(marked.name)}>
              {marked ? t('dialog.continueWith', { city: marked.name }) : t('dialog.continue')}
            </Button>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
            {t('dialog.changeAnytime')}
          </Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary">{t('dialog.intro')}</Typography.Text>
          {/* Takes the place of the close icon: leaving the dialog on purpose records the skip. */}
          <Button type="link" size="small" onClick={skip}>
            {t('dialog.skip')}
          </Button>
        </Flex>

        <Input
          autoFocus
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('dialog.searchPlaceholder')}
          aria-label={t('dialog.searchLabel')}
          value={search.input}
          onChange={(e) => {
            setMarked(null);
            search.onChange(e.target.value);
          }}
        />

        {state.status === 'error' && <Alert type="error" showIcon title={state.message || t('dialog.searchFailed')} />}

        {state.status !== 'idle' && state.status !== 'error' && (
          <section aria-label={t('dialog.results')}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('dialog.resultsTitle', { count: results.length })}
            </Typography.Title>
            <div style={{ height: SEARCH_LIST_HEIGHT, overflowY: 'auto' }}>
              {state.status === 'loading' ? (
                <Flex justify="center" align="center" style={{ height: '100%' }}>
                  <Spin aria-label={t('dialog.searching')} />
                </Flex>
              ) : results.length === 0 ? (
                <Flex vertical justify="center" align="center" style={{ height: '100%' }}>
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={
                      <Flex vertical>
                        <Typography.Text>{t('dialog.noResults', { query: state.query })}</Typography.Text>
                        <Typography.Text type="secondary">{t('dialog.tryAnother')}</Typography.Text>
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
                          aria-label={region ? t('dialog.cityInRegion', { city: c.name, region }) : c.name}
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

        <section aria-label={t('dialog.popular')}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('dialog.popular')}
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
                <Spin aria-label={t('dialog.loadingPopular')} />
              </Flex>
            ) : popular.error && !popular.data ? (
              <Typography.Text type="secondary" style={{ gridColumn: '1 / -1' }}>
                {t('dialog.popularUnavailable')}
              </Typography.Text>
            ) : (
              (popular.data?.popularCities ?? []).map((c) => {
                const region = regionOf(c);
                return (
                  <Button
                    key={`${c.name}|${c.displayName}`}
                    aria-label={region ? t('dialog.cityInRegion', { city: c.name, region }) : c.name}
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
