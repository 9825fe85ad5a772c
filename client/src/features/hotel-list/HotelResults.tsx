// One page of search results: the card grid, the stale-price notice and the pagination.
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Empty, Flex } from 'antd';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { useTranslation } from 'react-i18next';
import type { HotelBadges_HotelFragment, HotelCard_HotelFragment, SearchHotelsQuery } from '../../__generated__/graphql.ts';
import { HotelCard } from './HotelCard.tsx';
import { HotelBadges } from './HotelBadges.tsx';
import { Pagination } from './Pagination.tsx';
import { ns } from './i18n.ts';
import type { RoomOccupancy } from '../search/index.ts';

/** Cards in the first row at the widest layout (lg: three per row). */
const FIRST_ROW = 3;

/**
 * A card the screen does not show is not laid out or painted until it nears the screen: a phone shows one or
 * two of a page's twelve. Every full layout of the list (the Devanagari font arriving, the prices replacing
 * their placeholders) laid out all twelve: 100-110 ms of layout in each of two tasks of the Hindi city list
 * at a 4x CPU slowdown. Until a card has been drawn once it counts as 560 px tall (cards measure 500-650 px);
 * then as its last height. Hover's shadow is painted 24 px beyond the column, as before.
 */
const CARD_VISIBILITY: CSSProperties = {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 560px',
  overflowClipMargin: 24,
};

export type SearchResult = SearchHotelsQuery['searchHotels'];

/** What a page of results needs: the dialog's SearchHotels answer or the list page's HotelListSearch answer. */
export interface ResultPage {
  page: number;
  totalPages: number;
  checkin: string;
  checkout: string;
  stale: boolean;
  hotels: readonly (HotelCard_HotelFragment & Partial<HotelBadges_HotelFragment>)[];
}

export function HotelResults({
  result,
  guests,
  rooms,
  onPageChange,
  pricesPending = false,
  empty,
  beside = false,
}: {
  result: ResultPage;
  guests?: number;
  /** Several rooms or children, as searched: the cards' links carry them and their prices are for them. */
  rooms?: RoomOccupancy[];
  onPageChange: (page: number) => void;
  /** The answer came without prices (they are on their way): cards show a price placeholder. */
  pricesPending?: boolean;
  /** Shown instead of the default 'No hotels found' (the list page offers to clear a filter). */
  empty?: ReactNode;
  /** The grid shares the row with the filter column: three cards a row only from xl (1200 px). */
  beside?: boolean;
}) {
  const { t } = useTranslation(ns);
  if (result.hotels.length === 0) {
    return empty ?? <Empty description={t('results.none')} />;
  }
  const stay = { checkin: result.checkin, checkout: result.checkout, guests, rooms };
  return (
    <Flex vertical gap={24}>
      {result.stale && <Alert type="warning" showIcon title={t('results.stale')} />}
      <GridRow gutter={[20, 20]}>
        {result.hotels.map((h, i) => (
          <GridCol key={h.id} xs={24} sm={12} {...(beside ? { xl: 8 } : { lg: 8 })} style={CARD_VISIBILITY}>
            <HotelCard hotel={h} stay={stay} priority={i < FIRST_ROW} pricesPending={pricesPending} badges={<HotelBadges hotel={h} />} />
          </GridCol>
        ))}
      </GridRow>
      <Pagination current={result.page} total={result.totalPages} onChange={onPageChange} />
    </Flex>
  );
}
