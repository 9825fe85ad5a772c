// One page of search results: the card grid, the stale-price notice and the pagination.
import { Alert, Col, Empty, Flex, Row } from 'antd';
import type { SearchHotelsQuery } from '../../__generated__/graphql.ts';
import { HotelCard } from './HotelCard.tsx';
import { Pagination } from './Pagination.tsx';
import type { RoomOccupancy } from '../search/index.ts';

/** Cards in the first row at the widest layout (lg: three per row). */
const FIRST_ROW = 3;

export type SearchResult = SearchHotelsQuery['searchHotels'];

export function HotelResults({
  result,
  guests,
  rooms,
  onPageChange,
}: {
  result: SearchResult;
  guests?: number;
  /** Several rooms or children, as searched: the cards' links carry them and their prices are for them. */
  rooms?: RoomOccupancy[];
  onPageChange: (page: number) => void;
}) {
  if (result.hotels.length === 0) {
    return <Empty description="No hotels found. Try a different search." />;
  }
  const stay = { checkin: result.checkin, checkout: result.checkout, guests, rooms };
  return (
    <Flex vertical gap={24}>
      {result.stale && <Alert type="warning" showIcon title="Prices may be out of date." />}
      <Row gutter={[20, 20]}>
        {result.hotels.map((h, i) => (
          <Col key={h.id} xs={24} sm={12} lg={8}>
            <HotelCard hotel={h} stay={stay} priority={i < FIRST_ROW} />
          </Col>
        ))}
      </Row>
      <Pagination current={result.page} total={result.totalPages} onChange={onPageChange} />
    </Flex>
  );
}
