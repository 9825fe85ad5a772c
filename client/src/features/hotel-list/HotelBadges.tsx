// What the list page adds to a hotel card: free cancellation, the meal plan of the cheapest rate and the
// distance from the search centre, each shown only when the API knows it (null while prices are coming).
import { Flex, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelBadges_HotelFragment } from '../../__generated__/graphql.ts';
import { boardLabel } from './listState.ts';
import { ns } from './i18n.ts';

export const HotelBadgesFragment = graphql(`
  fragment HotelBadges_hotel on HotelSummary {
    id
    freeCancellation
    board
    distanceKm
  }
`);

/** "850 m" under a kilometre, "3.4 km" under 10, "12 km" beyond. */
export function formatDistance(t: TFunction<'hotel-list'>, km: number): string {
  if (km < 1) return t('badges.metres', { n: Math.max(10, Math.round((km * 1000) / 10) * 10) });
  return t('badges.kilometres', { n: km < 10 ? km.toFixed(1) : Math.round(km) });
}

export function HotelBadges({ hotel }: { hotel: Partial<HotelBadges_HotelFragment> }) {
  const { t } = useTranslation(ns);
  const { freeCancellation, board, distanceKm } = hotel;
  if (!freeCancellation && !board && distanceKm == null) return null;
  return (
    <Flex gap={4} wrap data-testid="hotel-card-badges">
      {freeCancellation && (
        <Tag color="green" style={{ marginInlineEnd: 0 }} data-testid="hotel-card-free-cancellation">
          {t('badges.freeCancellation')}
        </Tag>
      )}
      {board && board !== 'ROOM_ONLY' && (
        <Tag style={{ marginInlineEnd: 0 }} data-testid="hotel-card-board">
          {boardLabel(t, board)}
        </Tag>
      )}
      {distanceKm != null && (
        <Tag style={{ marginInlineEnd: 0 }} data-testid="hotel-card-distance">
          {t('badges.fromCentre', { distance: formatDistance(t, distanceKm) })}
        </Tag>
      )}
    </Flex>
  );
}
