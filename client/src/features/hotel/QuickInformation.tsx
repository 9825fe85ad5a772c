// The hotel page's sidebar 'Quick Information' (id booking-section): times, contact, chain, house
// rules, reviews, then the booking panel that features/rates owns.
import type { ReactNode } from 'react';
import { Divider, Flex } from 'antd';
import {
  CarOutlined,
  ClockCircleOutlined,
  MailOutlined,
  PhoneOutlined,
  PrinterOutlined,
  SmileOutlined,
  StarFilled,
  TeamOutlined,
  WifiOutlined,
  ApartmentOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelQuickInfo_HotelFragment } from '../../__generated__/graphql.ts';
import { formatNumber } from '../../lib/format.ts';
import { BookingPanel } from '../rates/index.ts';
import { Text } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';
import { ns } from './i18n.ts';

export const HotelQuickInfoFragment = graphql(`
  fragment HotelQuickInfo_hotel on Hotel {
    id
    name
    address
    city
    country
    deleted
    checkinTime
    checkoutTime
    phone
    email
    fax
    chain
    parking
    facilities
    childAllowed
    petsAllowed
    groupRoomMin
    reviewCount
    rating
  }
`);

export function hasFreeWifi(facilities: readonly string[]): boolean {
  return facilities.some((f) => /wifi/i.test(f));
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap={10} align="flex-start">
      <span style={{ marginTop: 3 }}>{icon}</span>
      {/* Long unbroken words (an e-mail address) wrap rather than push a phone's page sideways. */}
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Flex>
  );
}

export function QuickInformation({ hotel }: { hotel: HotelQuickInfo_HotelFragment }) {
  const { t } = useTranslation(ns);
  const times = hotel.checkinTime || hotel.checkoutTime;
  return (
    <Surface id="booking-section" title={t('quick.title')} style={{ scrollMarginTop: 160 }}>
      <Flex vertical gap={12}>
        <Line icon={<ClockCircleOutlined aria-hidden />}>
          {times ? (
            <>
              {hotel.checkinTime && <div>{t('quick.checkin', { time: hotel.checkinTime })}</div>}
              {hotel.checkoutTime && <div>{t('quick.checkout', { time: hotel.checkoutTime })}</div>}
            </>
          ) : (
            <Text type="secondary">{t('quick.contactForTimes')}</Text>
          )}
        </Line>
        {hotel.phone && (
          <Line icon={<PhoneOutlined aria-hidden />}>
            <a href={`tel:${hotel.phone.replace(/\s+/g, '')}`}>{hotel.phone}</a>
          </Line>
        )}
        {hotel.email && (
          <Line icon={<MailOutlined aria-hidden />}>
            <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
          </Line>
        )}
        {hotel.fax && <Line icon={<PrinterOutlined aria-hidden />}>{t('quick.fax', { fax: hotel.fax })}</Line>}
        {hotel.chain && (
          <Line icon={<ApartmentOutlined aria-hidden />}>
            <div>{t('quick.partOf', { chain: hotel.chain })}</div>
            <Text type="secondary">{t('quick.trustedChain')}</Text>
          </Line>
        )}
        {hotel.parking && <Line icon={<CarOutlined aria-hidden />}>{t('quick.parking', { value: hotel.parking })}</Line>}
        {hasFreeWifi(hotel.facilities) && <Line icon={<WifiOutlined aria-hidden />}>{t('quick.freeWifi')}</Line>}
        {hotel.childAllowed != null && (
          <Line icon={<SmileOutlined aria-hidden />}>{hotel.childAllowed ? t('quick.childrenAllowed') : t('quick.adultsOnly')}</Line>
        )}
        {hotel.petsAllowed != null && (
          <Line icon={<SmileOutlined aria-hidden />}>{hotel.petsAllowed ? t('quick.petsAllowed') : t('quick.noPets')}</Line>
        )}
        {hotel.groupRoomMin != null && hotel.groupRoomMin > 0 && (
          <Line icon={<TeamOutlined aria-hidden />}>{t('quick.groupMin', { n: hotel.groupRoomMin })}</Line>
        )}
        <Line icon={<StarFilled aria-hidden style={{ color: '#f08c00' }} />}>
          {hotel.reviewCount > 0 && hotel.rating != null ? (
            <>
              <div>
                <Text strong>{t('quick.rating', { rating: hotel.rating.toFixed(1) })}</Text>
              </div>
              <Text type="secondary">{t('quick.reviews', { count: hotel.reviewCount, n: formatNumber(hotel.reviewCount) })}</Text>
            </>
          ) : (
            <Text type="secondary">{t('quick.noReviews')}</Text>
          )}
        </Line>
      </Flex>
      <Divider />
      <BookingPanel
        hotel={{
          id: hotel.id,
          name: hotel.name,
          address: hotel.address,
          city: hotel.city,
          country: hotel.country,
          phone: hotel.phone,
          checkinTime: hotel.checkinTime,
          checkoutTime: hotel.checkoutTime,
          deleted: hotel.deleted,
        }}
      />
    </Surface>
  );
}
