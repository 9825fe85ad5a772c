// The hotel page's sticky header: Back to Search, name, whole stars, address and type badge.
import { Flex, theme as antTheme } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { Pill } from '../../components/Pill.tsx';
import { ArrowLeftOutlined, EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelHeader_HotelFragment } from '../../__generated__/graphql.ts';
import { TOP_BAR_HEIGHT_VAR } from '../../lib/layoutVars.ts';
import { Text, Title } from '../../components/Typography.tsx';
import { ns } from './i18n.ts';

export const HotelHeaderFragment = graphql(`
  fragment HotelHeader_hotel on Hotel {
    id
    name
    stars
    address
    city
    hotelType
  }
`);

/** Whole stars to draw: floor, at most 5, none unless a positive finite number. */
export function wholeStars(stars: number | null | undefined): number {
  if (typeof stars !== 'number' || !Number.isFinite(stars) || stars <= 0) return 0;
  return Math.min(5, Math.floor(stars));
}

export function HotelHeader({ hotel, onBack }: { hotel: HotelHeader_HotelFragment; onBack: () => void }) {
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
  const stars = wholeStars(hotel.stars);
  // Sticks right below the top bar, whose height (two rows on a phone) the bar measures itself. Its padding
  // and title size at each width are in the shell's app/TopBar.css, so the server's HTML is right at every width.
  return (
    <div
      className="si-hotel-header"
      style={{
        position: 'sticky',
        top: `var(${TOP_BAR_HEIGHT_VAR})`,
        zIndex: 50,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex gap={16} align="center" wrap style={{ maxWidth: 1200, margin: '0 auto' }}>
        <LightButton icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} aria-label={t('header.back')}>
          {t('header.back')}
        </LightButton>
        <Flex vertical style={{ flex: 1, minWidth: 200 }}>
          <Flex align="center" gap={8} wrap>
            <Title level={1} style={{ margin: 0, fontSize: 'var(--si-hotel-title-size)' }}>
              {hotel.name}
            </Title>
            {stars > 0 && (
              <span role="img" aria-label={t('header.stars', { count: stars })} style={{ color: token.colorWarning }}>
                {Array.from({ length: stars }, (_, i) => (
                  <StarFilled aria-hidden key={i} />
                ))}
              </span>
            )}
            <Pill color="blue">{hotel.hotelType}</Pill>
          </Flex>
          <Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {[hotel.address, hotel.city].filter(Boolean).join(', ')}
          </Text>
        </Flex>
      </Flex>
    </div>
  );
}
