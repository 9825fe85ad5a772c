// The home page's results dialog: runs the search for one page at a time and shows its states.
import { useEffect, useRef } from 'react';
import { Alert, Flex, Modal, Spin, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { userMessage } from '../../lib/errors.ts';
import { HotelResults, SearchHotelsQuery } from '../hotel-list/index.ts';
import { PAGE_SIZE, searchOccupancy, type SearchCriteria } from './criteria.ts';

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
  const bodyRef = useRef<HTMLDivElement>(null);
  const query = criteria.destination;
  const { data, loading, error } = useQuery(SearchHotelsQuery, {
    variables: {
      input: {
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
  // The list page with this search (destination, dates, guests), where filters and the sort are.
  const listHref = `/hotels?${new URLSearchParams({
    destination: criteria.destination,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    guests: String(criteria.guests),
  }).toString()}`;

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
            {`Search Results for ${query}`}
          </Typography.Title>
          <Flex gap={16} wrap align="baseline" style={{ fontWeight: 'normal' }}>
            {result && !loading && <Typography.Text type="secondary">{`Found ${found} hotel(s) in ${query}`}</Typography.Text>}
            <Link to={listHref} data-testid="see-all-with-filters">
              <FilterOutlined /> See all with filters
            </Link>
          </Flex>
        </div>
      }
    >
      <div ref={bodyRef} data-testid="results-body" style={{ maxHeight: '72vh', overflowY: 'auto', padding: '8px 4px' }}>
        {loading ? (
          <Flex vertical align="center" gap={16} style={{ padding: 48 }} role="status">
            <Spin size="large" />
            <Typography.Text type="secondary">{`Searching hotels for ${query}...`}</Typography.Text>
          </Flex>
        ) : error ? (
          <Alert type="error" showIcon title="Search failed" description={userMessage(error, 'The search failed. Please try again.')} />
        ) : result ? (
          <HotelResults result={result} guests={criteria.guests} rooms={criteria.rooms} onPageChange={onPageChange} />
        ) : null}
      </div>
    </Modal>
  );
}
