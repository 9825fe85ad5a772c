// 'Hotel Overview' and 'Hotel Facilities' cards of the hotel page.
import { useState } from 'react';
import { Button, Col, Flex, Row, Tag } from 'antd';
import { AimOutlined, CheckCircleOutlined, InfoCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelFacilities_HotelFragment, HotelOverview_HotelFragment } from '../../__generated__/graphql.ts';
import { Paragraph, Text } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';

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
  return (
    <Surface title="Hotel Overview">
      {hotel.descriptionHtml ? (
        // Sanitised on the server (schema: "safe to render"); no raw provider HTML reaches here.
        <div className="hotel-description" dangerouslySetInnerHTML={{ __html: hotel.descriptionHtml }} />
      ) : (
        <>
          <Paragraph>
            {`Welcome to ${hotel.name}, a ${hotel.hotelType.toLowerCase()} in ${hotel.city} offering comfortable rooms and attentive service for every kind of traveller.`}
          </Paragraph>
          <Paragraph type="secondary">
            <InfoCircleOutlined /> A detailed description of this property is being updated.
          </Paragraph>
        </>
      )}
      {(hotel.location || hotel.airportCode) && (
        <Flex gap={16} wrap style={{ marginTop: 8 }}>
          {hotel.location && (
            <Text type="secondary">
              <AimOutlined /> {`${hotel.location.latitude.toFixed(5)}, ${hotel.location.longitude.toFixed(5)}`}
            </Text>
          )}
          {hotel.airportCode && (
            <Text type="secondary">
              <RocketOutlined /> Nearest airport: <Tag>{hotel.airportCode}</Tag>
            </Text>
          )}
        </Flex>
      )}
    </Surface>
  );
}

export function HotelFacilities({ hotel }: { hotel: HotelFacilities_HotelFragment }) {
  const [all, setAll] = useState(false);
  const list = hotel.facilities;
  const shown = all ? list : list.slice(0, FACILITIES_SHOWN);
  return (
    <Surface title="Hotel Facilities">
      {list.length === 0 ? (
        <Text type="secondary">Facility information is not available for this hotel yet. Please contact the hotel for details.</Text>
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {shown.map((f, i) => (
              <Col key={`${f}-${i}`} xs={24} sm={12} md={8}>
                <Text>
                  <CheckCircleOutlined style={{ color: '#2f9e44' }} /> {f}
                </Text>
              </Col>
            ))}
          </Row>
          {list.length > FACILITIES_SHOWN && (
            <Button type="link" onClick={() => setAll((v) => !v)} style={{ paddingInline: 0, marginTop: 12 }}>
              {all ? 'Show Less' : `Show All ${list.length} Facilities`}
            </Button>
          )}
        </>
      )}
    </Surface>
  );
}
