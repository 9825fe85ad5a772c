// A destination's hotels as a page (not a dialog): used by /hotels/{city} and /hotels?destination=.
// The page number lives in the address so Back from a hotel returns to the same page.
import type { ReactNode } from 'react';
import { Alert, Flex, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { userMessage } from '../../lib/errors.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { SearchHotelsQuery } from './operations.ts';
import { HotelResults } from './HotelResults.tsx';
import { PAGE_SIZE, draftFromParams } from './criteria.ts';

export function CityHotelList({
  destination,
  hotelTypeId,
  title,
  notFound,
}: {
  destination: string;
  hotelTypeId?: number;
  title?: string;
  /** Shown instead of an empty list: /hotels/{segment} that names no known city is a hotel nobody has. */
  notFound?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const { draft, page } = draftFromParams(params);
  const guests = draft.guests ?? undefined;
  const { data, loading, error } = useQuery(SearchHotelsQuery, {
    variables: {
      input: {
        destination,
        checkin: draft.checkin,
        checkout: draft.checkout,
        guests,
        hotelTypeId,
        page,
        pageSize: PAGE_SIZE,
      },
    },
  });
  const result = data?.searchHotels;
  if (notFound && result && result.total === 0 && !loading) return <>{notFound}</>;

  const changePage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title ?? `Hotels in ${result?.destination ?? destination}`}
        </Typography.Title>
        {result && !loading && (
          <Typography.Text type="secondary">{`Found ${result.total} hotel(s) in ${result.destination}`}</Typography.Text>
        )}
      </div>
      {loading ? (
        <PageLoading tip={`Searching hotels for ${destination}...`} />
      ) : error ? (
        <Alert type="error" showIcon title="Search failed" description={userMessage(error, 'The search failed. Please try again.')} />
      ) : result ? (
        <HotelResults result={result} guests={guests} onPageChange={changePage} />
      ) : null}
    </Flex>
  );
}
