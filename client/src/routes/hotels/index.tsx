// /hotels: a starting point (popular cities) until the full hotel list lands; with ?destination= it
// lists that destination's hotels, optionally of one property type (?type=Resorts).
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import { paths } from '../../lib/paths.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { CityHotelList } from '../../features/search/CityHotelList.tsx';
import { destinations } from '../../features/home/content.ts';
import { PageLoading } from '../../components/PageLoading.tsx';

const HotelTypesQuery = graphql(`
  query HotelTypes {
    hotelTypes {
      id
      name
    }
  }
`);

function TypedList({ destination, type }: { destination: string; type: string }) {
  const { data, loading } = useQuery(HotelTypesQuery);
  if (loading) return <PageLoading />;
  const match = data?.hotelTypes.find((t) => t.name.toLowerCase() === type.toLowerCase());
  return <CityHotelList destination={destination} hotelTypeId={match?.id} title={`${match?.name ?? type} in ${destination}`} />;
}

export function Component() {
  const [params] = useSearchParams();
  const destination = params.get('destination')?.trim();
  const type = params.get('type')?.trim() || undefined;

  if (destination) {
    return type ? <TypedList destination={destination} type={type} /> : <CityHotelList destination={destination} />;
  }

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {type ? `Browse ${type}` : 'Browse Hotels'}
        </Typography.Title>
        <Typography.Text type="secondary">Pick a city to start.</Typography.Text>
      </div>
      <Row gutter={[20, 20]}>
        {destinations.map((d) => (
          <Col key={d.name} xs={12} md={6}>
            <Link to={paths.hotels({ destination: d.name, type })}>
              <Card hoverable styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
                <GradientArt gradient={d.gradient} icon={<EnvironmentOutlined />} height={140}>
                  {type && (
                    <Tag style={{ position: 'absolute', top: 12, left: 12 }} color="blue">
                      {type}
                    </Tag>
                  )}
                  <div style={{ position: 'absolute', left: 16, bottom: 12, color: '#fff' }}>
                    <div style={{ fontSize: 18, fontWeight: 700 }}>{d.name}</div>
                    <div style={{ fontSize: 13, opacity: 0.9 }}>{d.tagline}</div>
                  </div>
                </GradientArt>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
