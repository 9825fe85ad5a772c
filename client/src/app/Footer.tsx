// The site footer: exactly the links of spec §2, contact lines, social icons and the copyright line.
import { Col, Flex, Row, Typography } from 'antd';
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
import { paths } from '../lib/paths.ts';
import { theme } from './theme.ts';

// The theme's Layout footer colour: the footer is a plain <footer>, since AppLayout is no antd Layout (whose
// component colours the footer would read from it).
const footerBg = (theme.components?.Layout as { footerBg?: string } | undefined)?.footerBg;

// Every footer heading is an h2 (a section of the page, after whatever the page's headings were: a
// level must never be skipped), sized as before: the brand as an h4, the column titles as h5s.
const headingStyle = { color: '#fff', marginTop: 0, fontSize: 16, lineHeight: 1.5 } as const;
const brandStyle = { ...headingStyle, fontSize: 20, lineHeight: 1.4 } as const;
const linkStyle = { color: 'rgba(255,255,255,0.75)' } as const;

const quickLinks = [
  { to: paths.hotels(), label: 'Browse Hotels' },
  { to: paths.destinations(), label: 'Popular Destinations' },
  { to: paths.offers(), label: 'Special Offers' },
  { to: paths.bookings(), label: 'My Bookings' },
];

const cityLinks = ['Mumbai', 'Delhi', 'Bangalore', 'Goa', 'Jaipur'].map((name) => ({
  to: paths.cityHotels(name.toLowerCase()),
  label: `Hotels in ${name}`,
}));

export function Footer() {
  return (
    <footer style={{ background: footerBg, color: 'rgba(255,255,255,0.75)', padding: '48px 24px 24px', flex: '0 0 auto' }}>
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Row gutter={[32, 32]}>
          <Col xs={24} md={8}>
            <Typography.Title level={2} style={brandStyle}>
              StayIndia
            </Typography.Title>
            <Typography.Paragraph style={linkStyle}>
              India&apos;s Premier Hotel Booking. Instant confirmation and a best price guarantee on stays across India.
            </Typography.Paragraph>
            {/* Social links have no target yet (spec §2): they are icons only. */}
            <Flex gap={16} style={{ fontSize: 20 }} aria-label="Social media">
              <FacebookFilled aria-label="Facebook" />
              <XOutlined aria-label="X" />
              <InstagramFilled aria-label="Instagram" />
              <LinkedinFilled aria-label="LinkedIn" />
            </Flex>
          </Col>
          <LinkColumn title="Quick Links" label="Quick links" links={quickLinks} />
          <LinkColumn title="Top Cities" label="Top cities" links={cityLinks} />
          <Col xs={24} md={6}>
            <Typography.Title level={2} style={headingStyle}>
              Contact Us
            </Typography.Title>
            <Flex vertical gap={8}>
              <span>
                <EnvironmentOutlined /> 4th Floor, Prestige Tower, MG Road, Bengaluru, Karnataka 560001, India
              </span>
              <a href="tel:+918000123456" style={linkStyle}>
                <PhoneOutlined /> +91 80001 23456
              </a>
              <a href="mailto:support@stayindia.in" style={linkStyle}>
                <MailOutlined /> support@stayindia.in
              </a>
            </Flex>
          </Col>
        </Row>
        <Flex
          justify="space-between"
          wrap
          gap={12}
          style={{ borderTop: '1px solid rgba(255,255,255,0.15)', marginTop: 32, paddingTop: 16 }}
        >
          <span>© 2025 StayIndia. All rights reserved.</span>
          <Flex gap={16}>
            <Link to={paths.privacy()} style={linkStyle}>
              Privacy Policy
            </Link>
            <Link to={paths.terms()} style={linkStyle}>
              Terms of Service
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
    <Col xs={12} md={5}>
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
    </Col>
  );
}
