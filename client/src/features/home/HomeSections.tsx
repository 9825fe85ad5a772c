// The home page's sections below the hero: Why Choose Us, Popular Destinations, Book by Property Type,
// offers and the app call-to-action band. The home route loads this module after its first paint
// (BelowTheFold); the stat tiles inside the hero live in StatTiles.tsx.
import type { ReactNode } from 'react';
import { Button, Card, Flex, Tag, Typography, theme as antTheme } from 'antd';
import { GridCol, GridRow } from '../../components/Grid.tsx';
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
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import { brand } from '../../app/theme.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { offers, propertyTypes, reasons } from './content.ts';
import { useDestinations } from './useDestinations.ts';
import { ns } from './sectionsI18n.ts';
import { installApp } from '../offline/index.ts';

const section = { maxWidth: 1200, margin: '0 auto', padding: '56px 24px' } as const;
// Fixed artwork heights: nothing below moves when a card's picture arrives or fails.
const CARD_ART_HEIGHT = 180;

/** A section's title: `id` is what the section's aria-labelledby names, so the section is a region with that name. */
function SectionHeading({ id, title, subtitle, extra }: { id: string; title: string; subtitle?: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={12} style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title id={id} level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra}
    </Flex>
  );
}

const reasonIcons: Record<(typeof reasons)[number]['key'], ReactNode> = {
  price: <TagOutlined aria-hidden />,
  secure: <SafetyOutlined aria-hidden />,
  premium: <CrownOutlined aria-hidden />,
  support: <CustomerServiceOutlined aria-hidden />,
};

export function WhyChooseUs() {
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
  return (
    <section style={section} aria-labelledby="why-title">
      <Typography.Title id="why-title" level={2} style={{ textAlign: 'center' }}>
        {t('why.title')}
      </Typography.Title>
      <GridRow gutter={[20, 20]}>
        {reasons.map((r) => (
          <GridCol key={r.key} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%', textAlign: 'center' }}>
              <div style={{ fontSize: 36, color: token.colorPrimary, marginBottom: 12 }}>{reasonIcons[r.key]}</div>
              <Typography.Title level={3} style={{ fontSize: 18 }}>
                {t(`why.${r.key}Title`)}
              </Typography.Title>
              <Typography.Text type="secondary">{t(`why.${r.key}Text`)}</Typography.Text>
            </Card>
          </GridCol>
        ))}
      </GridRow>
    </section>
  );
}

export function PopularDestinations({ onPick }: { onPick: (city: string) => void }) {
  const navigate = useNavigate();
  const { t } = useTranslation(ns);
  const destinations = useDestinations();
  return (
    <section style={section} aria-labelledby="dest-title">
      <SectionHeading
        id="dest-title"
        title={t('destinations.title')}
        subtitle={t('destinations.subtitle')}
        extra={<Button onClick={() => navigate(paths.destinations())}>{t('destinations.viewAll')}</Button>}
      />
      <GridRow gutter={[20, 20]}>
        {destinations.map((d) => (
          <GridCol key={d.name} xs={12} md={6}>
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
              <GradientArt gradient={d.gradient} icon={<EnvironmentOutlined aria-hidden />} height={CARD_ART_HEIGHT} />
              <Tag color="red" icon={<FireOutlined aria-hidden />} style={{ position: 'absolute', top: 12, left: 12 }}>
                {t('destinations.trending')}
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
          </GridCol>
        ))}
      </GridRow>
    </section>
  );
}

const typeIcons: Record<string, ReactNode> = {
  Hotels: <BankOutlined aria-hidden />,
  Resorts: <SunOutlined aria-hidden />,
  Apartments: <AppstoreOutlined aria-hidden />,
  Villas: <HomeOutlined aria-hidden />,
  Homestays: <ShopOutlined aria-hidden />,
};

export function PropertyTypes() {
  const { t } = useTranslation(ns);
  return (
    <section style={section} aria-labelledby="types-title">
      <SectionHeading id="types-title" title={t('types.title')} subtitle={t('types.subtitle')} />
      <GridRow gutter={[20, 20]}>
        {propertyTypes.map((type) => (
          <GridCol key={type.name} xs={12} sm={8} lg={{ flex: '20%' }}>
            {/* A real link: opens in a new tab, and its name is the visible 'Hotels 50K+'. */}
            <Link to={paths.hotels({ type: type.name })} style={{ display: 'block' }}>
              <Card
                hoverable
                styles={{ body: { padding: 16, textAlign: 'center' } }}
                style={{ overflow: 'hidden' }}
                cover={<GradientArt gradient={type.gradient} icon={typeIcons[type.name]} height={120} />}
              >
                <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                  {t(`types.${type.key}`)}
                </Typography.Title>
                <Typography.Text type="secondary">{type.count}</Typography.Text>
              </Card>
            </Link>
          </GridCol>
        ))}
      </GridRow>
    </section>
  );
}

export function Offers() {
  const { t } = useTranslation(ns);
  return (
    <section style={section} aria-labelledby="offers-title">
      <SectionHeading id="offers-title" title={t('offers.title')} subtitle={t('offers.subtitle')} />
      <GridRow gutter={[20, 20]}>
        {offers.map((o) => (
          <GridCol key={o.key} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <Tag color="orange" icon={<GiftOutlined aria-hidden />}>
                {t(`offers.${o.key}Tag`)}
              </Tag>
              <Typography.Title level={3} style={{ marginTop: 12, fontSize: 18 }}>
                {t(`offers.${o.key}Title`)}
              </Typography.Title>
              <Typography.Text type="secondary">{t(`offers.${o.key}Text`)}</Typography.Text>
            </Card>
          </GridCol>
        ))}
      </GridRow>
    </section>
  );
}

export function CtaBand() {
  const navigate = useNavigate();
  const { t } = useTranslation(ns);
  return (
    <section style={{ background: brand.primaryGradient, color: '#fff' }}>
      <Flex vertical align="center" gap={16} style={{ ...section, textAlign: 'center' }}>
        <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
          {t('cta.title')}
        </Typography.Title>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.9)', fontSize: 16 }}>{t('cta.text')}</Typography.Text>
        <Flex gap={12} wrap justify="center">
          <Button size="large" icon={<StarOutlined aria-hidden />} onClick={() => navigate(paths.hotels())}>
            {t('cta.browseHotels')}
          </Button>
          <Button size="large" ghost icon={<DownloadOutlined aria-hidden />} onClick={() => installApp(t('cta.appComingSoon'))}>
            {t('cta.downloadApp')}
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
