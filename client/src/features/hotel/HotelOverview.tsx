// 'Hotel Overview' and 'Hotel Facilities' cards of the hotel page.
import { useState } from 'react';
import { Flex } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { Pill } from '../../components/Pill.tsx';
import { AimOutlined, CheckCircleOutlined, InfoCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelFacilities_HotelFragment, HotelOverview_HotelFragment } from '../../__generated__/graphql.ts';
import { Paragraph, Text } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';
import { ns } from './i18n.ts';

export const HotelOverviewFragment = graphql(`
  fragment HotelOverview_hotel on Hotel {
    id
    name
    city
    hotelType
    descriptionHtml
    location {
      latitude
      longitude
    }
    airportCode
  }
`);

export const HotelFacilitiesFragment = graphql(`
  fragment HotelFacilities_hotel on Hotel {
    id
    facilities
  }
`);

export const FACILITIES_SHOWN = 12;

export function HotelOverview({ hotel }: { hotel: HotelOverview_HotelFragment }) {
  const { t } = useTranslation(ns);
  return (
    <Surface title={t('overview.title')}>
      {hotel.descriptionHtml ? (
        // Sanitised on the server (schema: "safe to render"); no raw provider HTML reaches here.
        <div className="hotel-description" dangerouslySetInnerHTML={{ __html: hotel.descriptionHtml }} />
      ) : (
        <>
          <Paragraph>{t('overview.welcome', { name: hotel.name, type: hotel.hotelType.toLowerCase(), city: hotel.city })}</Paragraph>
          <Paragraph type="secondary">
            <InfoCircleOutlined aria-hidden /> {t('overview.descriptionPending')}
          </Paragraph>
        </>
      )}
      {(hotel.location || hotel.airportCode) && (
        <Flex gap={16} wrap style={{ marginTop: 8 }}>
          {hotel.location && (
            <Text type="secondary">
              <AimOutlined aria-hidden /> {`${hotel.location.latitude.toFixed(5)}, ${hotel.location.longitude.toFixed(5)}`}
            </Text>
          )}
          {hotel.airportCode && (
            <Text type="secondary">
              <RocketOutlined aria-hidden /> {t('overview.nearestAirport')} <Pill>{hotel.airportCode}</Pill>
            </Text>
          )}
        </Flex>
      )}
    </Surface>
  );
}

export function HotelFacilities({ hotel }: { hotel: HotelFacilities_HotelFragment }) {
  const { t } = useTranslation(ns);
  const [all, setAll] = useState(false);
  const list = hotel.facilities;
  const shown = all ? list : list.slice(0, FACILITIES_SHOWN);
  return (
    <Surface title={t('facilities.title')}>
      {list.length === 0 ? (
        <Text type="secondary">{t('facilities.none')}</Text>
      ) : (
        <>
          <GridRow gutter={[12, 12]}>
            {shown.map((f, i) => (
              <GridCol key={`${f}-${i}`} xs={24} sm={12} md={8}>
                <Text>
                  <CheckCircleOutlined aria-hidden style={{ color: '#2f9e44' }} /> {f}
                </Text>
              </GridCol>
            ))}
          </GridRow>
          {list.length > FACILITIES_SHOWN && (
            <LightButton type="link" onClick={() => setAll((v) => !v)} style={{ paddingInline: 0, marginTop: 12 }}>
              {all ? t('facilities.showLess') : t('facilities.showAll', { n: list.length })}
            </LightButton>
          )}
        </>
      )}
    </Surface>
  );
}
