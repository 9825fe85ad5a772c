// The home page's results dialog: runs the search for one page at a time and shows its states.
import { useEffect, useRef } from 'react';
import { Alert, Flex, Modal, Spin, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { searchLanguage } from '../../lib/i18n.ts';
import { isOfflineError, YoureOffline } from '../offline/index.ts';
import { HotelResults, SearchHotelsQuery } from '../hotel-list/index.ts';
import { ns } from './moreI18n.ts';
import { PAGE_SIZE, occupancyQuery, searchOccupancy, type SearchCriteria } from './criteria.ts';

export function SearchResultsDialog({
  criteria,
  page,
  onPageChange,
  onClose,
  onLoadingChange,
}: {
  criteria: SearchCriteria;
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
  /** Lets the search button say 'Searching...' while the first page loads. */
  onLoadingChange?: (loading: boolean) => void;
}) {
  const { t, i18n } = useTranslation(ns);
  const bodyRef = useRef<HTMLDivElement>(null);
  const query = criteria.destination;
  const { data, loading, error, refetch } = useQuery(SearchHotelsQuery, {
    variables: {
      input: {
        ...searchLanguage(i18n),
        destination: criteria.destination,
        checkin: criteria.checkin,
        checkout: criteria.checkout,
        ...searchOccupancy(criteria),
        page,
        pageSize: PAGE_SIZE,
      },
    },
  });

  useEffect(() => onLoadingChange?.(loading), [loading, onLoadingChange]);
  useEffect(() => {
    bodyRef.current?.scrollTo?.({ top: 0 });
  }, [page]);

  const result = data?.searchHotels;
  const found = result?.total ?? 0;
  // The list page with this search (destination, dates, and the rooms with their guests as the list page reads
  // them: ?guests= for one room of adults, else ?rooms=&occ=), where filters and the sort are.
  const listParams = new URLSearchParams({ destination: criteria.destination, checkin: criteria.checkin, checkout: criteria.checkout });
  for (const [k, v] of Object.entries(occupancyQuery(criteria))) if (v !== undefined) listParams.set(k, String(v));
  const listHref = `/hotels?${listParams.toString()}`;

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={1160}
      centered
      title={
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('results.title', { query })}
          </Typography.Title>
          <Flex gap={16} wrap align="baseline" style={{ fontWeight: 'normal' }}>
            {result && !loading && (
              <Typography.Text type="secondary">{t('results.found', { total: formatNumber(found), query })}</Typography.Text>
            )}
            <Link to={listHref} data-testid="see-all-with-filters">
              <FilterOutlined aria-hidden /> {t('results.seeAll')}
            </Link>
          </Flex>
        </div>
      }
    >
      <div ref={bodyRef} data-testid="results-body" style={{ maxHeight: '72vh', overflowY: 'auto', padding: '8px 4px' }}>
        {loading ? (
          <Flex vertical align="center" gap={16} style={{ padding: 48 }} role="status">
            <Spin size="large" />
            <Typography.Text type="secondary">{t('results.searching', { query })}</Typography.Text>
          </Flex>
        ) : isOfflineError(error) ? (
          <YoureOffline onRetry={() => void refetch().catch(() => {})} />
        ) : error ? (
          <Alert type="error" showIcon title={t('results.failed')} description={userMessage(error, t('results.failedRetry'))} />
        ) : result ? (
          <HotelResults result={result} guests={criteria.guests} rooms={criteria.rooms} onPageChange={onPageChange} />
        ) : null}
      </div>
    </Modal>
  );
}
