// The site footer: exactly the links of spec §2, contact lines, social icons and the copyright line.
import { Flex, Typography } from 'antd';
import { GridCol, GridRow } from '../components/Grid.tsx';
import {
  FacebookFilled,
  InstagramFilled,
  LinkedinFilled,
  MailOutlined,
  PhoneOutlined,
  EnvironmentOutlined,
  XOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { theme } from './theme.ts';
import { ns } from './moreI18n.ts';

// The theme's Layout footer colour: the footer is a plain <footer>, since AppLayout is no antd Layout (whose
// component colours the footer would read from it).
const footerBg = (theme.components?.Layout as { footerBg?: string } | undefined)?.footerBg;

// Every footer heading is an h2 (a section of the page, after whatever the page's headings were: a
// level must never be skipped), sized as before: the brand as an h4, the column titles as h5s.
const headingStyle = { color: '#fff', marginTop: 0, fontSize: 16, lineHeight: 1.5 } as const;
const brandStyle = { ...headingStyle, fontSize: 20, lineHeight: 1.4 } as const;
const linkStyle = { color: 'rgba(255,255,255,0.75)' } as const;

const SUPPORT_EMAIL = 'support@stayindia.in';

const quickLinks = [
  { to: paths.hotels(), label: 'browseHotels' },
  { to: paths.destinations(), label: 'popularDestinations' },
  { to: paths.offers(), label: 'specialOffers' },
  { to: paths.bookings(), label: 'myBookings' },
] as const;

const topCities = ['Mumbai', 'Delhi', 'Bangalore', 'Goa', 'Jaipur'];

export function Footer() {
  const { t } = useTranslation(ns);
  const cityLinks = topCities.map((city) => ({ to: paths.cityHotels(city.toLowerCase()), label: t('footer.hotelsIn', { city }) }));
  return (
    <footer style={{ background: footerBg, color: 'rgba(255,255,255,0.75)', padding: '48px 24px 24px', flex: '0 0 auto' }}>
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <GridRow gutter={[32, 32]}>
          <GridCol xs={24} md={8}>
            <Typography.Title level={2} style={brandStyle}>
              {t('brand.name')}
            </Typography.Title>
            <Typography.Paragraph style={linkStyle}>{t('footer.about')}</Typography.Paragraph>
            {/* Social links have no target yet (spec §2): they are icons only. */}
            <Flex gap={16} style={{ fontSize: 20 }} role="group" aria-label={t('footer.social')}>
              <FacebookFilled aria-label={t('footer.facebook')} />
              <XOutlined aria-label={t('footer.x')} />
              <InstagramFilled aria-label={t('footer.instagram')} />
              <LinkedinFilled aria-label={t('footer.linkedIn')} />
            </Flex>
          </GridCol>
          <LinkColumn
            title={t('footer.quickLinks')}
            label={t('footer.quickLinksLabel')}
            links={quickLinks.map((l) => ({ to: l.to, label: t(`footer.${l.label}`) }))}
          />
          <LinkColumn title={t('footer.topCities')} label={t('footer.topCitiesLabel')} links={cityLinks} />
          <GridCol xs={24} md={6}>
            <Typography.Title level={2} style={headingStyle}>
              {t('footer.contactUs')}
            </Typography.Title>
            <Flex vertical gap={8}>
              <span>
                <EnvironmentOutlined aria-hidden /> {t('footer.address')}
              </span>
              <a href="tel:+918000123456" style={linkStyle}>
                <PhoneOutlined aria-hidden /> +91 80001 23456
              </a>
              <a href={`mailto:${SUPPORT_EMAIL}`} style={linkStyle}>
                <MailOutlined aria-hidden /> {SUPPORT_EMAIL}
              </a>
            </Flex>
          </GridCol>
        </GridRow>
        <Flex
          justify="space-between"
          wrap
          gap={12}
          style={{ borderTop: '1px solid rgba(255,255,255,0.15)', marginTop: 32, paddingTop: 16 }}
        >
          <span>{t('footer.copyright')}</span>
          <Flex gap={16}>
            <Link to={paths.privacy()} style={linkStyle}>
              {t('footer.privacy')}
            </Link>
            <Link to={paths.terms()} style={linkStyle}>
              {t('footer.terms')}
            </Link>
          </Flex>
        </Flex>
      </div>
    </footer>
  );
}

/** A footer column: its heading and a navigation list of links. */
function LinkColumn({ title, label, links }: { title: string; label: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <GridCol xs={12} md={5}>
      <Typography.Title level={2} style={headingStyle}>
        {title}
      </Typography.Title>
      <nav aria-label={label}>
        <Flex vertical gap={8}>
          {links.map((l) => (
            <Link key={l.to} to={l.to} style={linkStyle}>
              {l.label}
            </Link>
          ))}
        </Flex>
      </nav>
    </GridCol>
  );
}
