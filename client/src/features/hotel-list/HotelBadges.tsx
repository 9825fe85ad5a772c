// What the list page adds to a hotel card: free cancellation, the meal plan of the cheapest rate and the
// distance from the search centre, each shown only when the API knows it (null while prices are coming).
import { Flex, Tag } from 'antd';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelBadges_HotelFragment } from '../../__generated__/graphql.ts';
import { BOARD_LABELS } from './listState.ts';

export const HotelBadgesFragment = graphql(`
  fragment HotelBadges_hotel on HotelSummary {
    id
    freeCancellation
    board
    distanceKm
  }
`);

/** "850 m" under a kilometre, "3.4 km" under 10, "12 km" beyond. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

export function HotelBadges({ hotel }: { hotel: Partial<HotelBadges_HotelFragment> }) {
  const { freeCancellation, board, distanceKm } = hotel;
  if (!freeCancellation && !board && distanceKm == null) return null;
  return (
    <Flex gap={4} wrap data-testid="hotel-card-badges">
      {freeCancellation && (
        <Tag color="green" style={{ marginInlineEnd: 0 }} data-testid="hotel-card-free-cancellation">
          Free cancellation
        </Tag>
      )}
      {board && board !== 'ROOM_ONLY' && (
        <Tag style={{ marginInlineEnd: 0 }} data-testid="hotel-card-board">
          {BOARD_LABELS[board]}
        </Tag>
      )}
      {distanceKm != null && (
        <Tag style={{ marginInlineEnd: 0 }} data-testid="hotel-card-distance">{`${formatDistance(distanceKm)} from centre`}</Tag>
      )}
    </Flex>
  );
}
