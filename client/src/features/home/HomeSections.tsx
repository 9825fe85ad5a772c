// The home page's sections below the hero: Why Choose Us, Popular Destinations, Book by Property Type,
// offers and the app call-to-action band. The home route loads this module after its first paint
// (BelowTheFold); the stat tiles inside the hero live in StatTiles.tsx.
import type { ReactNode } from 'react';
import { Button, Card, Col, Flex, Row, Tag, Typography, theme as antTheme } from 'antd';
import {
  AppstoreOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  FireOutlined,
  GiftOutlined,
  HomeOutlined,
  SafetyOutlined,
  ShopOutlined,
  StarOutlined,
  SunOutlined,
  TagOutlined,
  CrownOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { brand } from '../../app/theme.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { destinations, offers, propertyTypes, reasons } from './content.ts';

const section = { maxWidth: 1200, margin: '0 auto', padding: '56px 24px' } as const;
// Fixed artwork heights: nothing below moves when a card's picture arrives or fails.
const CARD_ART_HEIGHT = 180;

function SectionHeading({ title, subtitle, extra }: { title: string; subtitle?: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={12} style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra}
    </Flex>
  );
}

const reasonIcons: Record<(typeof reasons)[number]['key'], ReactNode> = {
  price: <TagOutlined />,
  secure: <SafetyOutlined />,
  premium: <CrownOutlined />,
  support: <CustomerServiceOutlined />,
};

export function WhyChooseUs() {
  const { token } = antTheme.useToken();
  return (
    <section style={section} aria-labelledby="why-title">
      <Typography.Title id="why-title" level={2} style={{ textAlign: 'center' }}>
        Why Choose Us
      </Typography.Title>
      <Row gutter={[20, 20]}>
        {reasons.map((r) => (
          <Col key={r.key} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%', textAlign: 'center' }}>
              <div style={{ fontSize: 36, color: token.colorPrimary, marginBottom: 12 }}>{reasonIcons[r.key]}</div>
              <Typography.Title level={3} style={{ fontSize: 18 }}>
                {r.title}
              </Typography.Title>
              <Typography.Text type="secondary">{r.text}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export function PopularDestinations({ onPick }: { onPick: (city: string) => void }) {
  const navigate = useNavigate();
  return (
    <section style={section} aria-labelledby="dest-title">
      <SectionHeading
        title="Popular Destinations"
        subtitle="Explore India's most loved cities"
        extra={<Button onClick={() => navigate(paths.destinations())}>View All</Button>}
      />
      <Row gutter={[20, 20]}>
        {destinations.map((d) => (
          <Col key={d.name} xs={12} md={6}>
            {/* The card's name is its visible text (city, tagline, 'Trending'): the artwork stays decorative. */}
            <Card
              hoverable
              role="button"
              tabIndex={0}
              onClick={() => onPick(d.name)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onPick(d.name))}
              styles={{ body: { padding: 0 } }}
              style={{ overflow: 'hidden', position: 'relative', height: CARD_ART_HEIGHT }}
            >
              <GradientArt gradient={d.gradient} icon={<EnvironmentOutlined />} height={CARD_ART_HEIGHT} />
              <Tag color="red" icon={<FireOutlined />} style={{ position: 'absolute', top: 12, left: 12 }}>
                Trending
              </Tag>
              <div
                style={{
                  position: 'absolute',
                  left: 16,
                  bottom: 12,
                  right: 12,
                  color: '#fff',
                  textAlign: 'left',
                  textShadow: '0 1px 3px rgba(0,0,0,0.7)',
                }}
              >
                <div style={{ fontSize: 20, fontWeight: 700 }}>{d.name}</div>
                <div style={{ fontSize: 13 }}>{d.tagline}</div>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

const typeIcons: Record<string, ReactNode> = {
  Hotels: <BankOutlined />,
  Resorts: <SunOutlined />,
  Apartments: <AppstoreOutlined />,
  Villas: <HomeOutlined />,
  Homestays: <ShopOutlined />,
};

export function PropertyTypes() {
  return (
    <section style={section} aria-labelledby="types-title">
      <SectionHeading title="Book by Property Type" subtitle="Find the stay that suits your trip" />
      <Row gutter={[20, 20]}>
        {propertyTypes.map((t) => (
          <Col key={t.name} xs={12} sm={8} lg={{ flex: '20%' }}>
            {/* A real link: opens in a new tab, and its name is the visible 'Hotels 50K+'. */}
            <Link to={paths.hotels({ type: t.name })} style={{ display: 'block' }}>
              <Card
                hoverable
                styles={{ body: { padding: 16, textAlign: 'center' } }}
                style={{ overflow: 'hidden' }}
                cover={<GradientArt gradient={t.gradient} icon={typeIcons[t.name]} height={120} />}
              >
                <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                  {t.name}
                </Typography.Title>
                <Typography.Text type="secondary">{t.count}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export function Offers() {
  return (
    <section style={section} aria-labelledby="offers-title">
      <SectionHeading title="Special Offers" subtitle="Limited-time deals on stays across India" />
      <Row gutter={[20, 20]}>
        {offers.map((o) => (
          <Col key={o.title} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <Tag color="orange" icon={<GiftOutlined />}>
                {o.tag}
              </Tag>
              <Typography.Title level={3} style={{ marginTop: 12, fontSize: 18 }}>
                {o.title}
              </Typography.Title>
              <Typography.Text type="secondary">{o.text}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export function CtaBand() {
  const navigate = useNavigate();
  return (
    <section style={{ background: brand.primaryGradient, color: '#fff' }}>
      <Flex vertical align="center" gap={16} style={{ ...section, textAlign: 'center' }}>
        <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
          Ready to Start Your Journey?
        </Typography.Title>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.9)', fontSize: 16 }}>
          Instant confirmation on 130K+ properties across India.
        </Typography.Text>
        <Flex gap={12} wrap justify="center">
          <Button size="large" icon={<StarOutlined />} onClick={() => navigate(paths.hotels())}>
            Browse Hotels
          </Button>
          <Button size="large" ghost icon={<DownloadOutlined />} onClick={() => window.alert('App download feature coming soon!')}>
            Download App
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}

/** Every section below the hero, in the spec's order. */
export function BelowTheFold({ onPick }: { onPick: (city: string) => void }) {
  return (
    <>
      <WhyChooseUs />
      <PopularDestinations onPick={onPick} />
      <PropertyTypes />
      <Offers />
      <CtaBand />
    </>
  );
}
