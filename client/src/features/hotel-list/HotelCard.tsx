// A hotel on a search results grid: photo, name, stars, location, short description, rating and the
// lowest price for the searched stay. Reads only its fragment; never fetches.
import { startTransition, useCallback, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Skeleton, Tag, Typography, theme as antTheme } from 'antd';
import { BankOutlined, EnvironmentOutlined, SafetyCertificateFilled, StarFilled } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelCard_HotelFragment } from '../../__generated__/graphql.ts';
import { formatNumber, formatPrice, nightsBetween } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { occupancyQuery, type RoomOccupancy } from '../../lib/occupancy.ts';
import { rememberListFor } from '../../lib/backToList.ts';
import { gradientFor } from '../../app/theme.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { HotelBadges } from './HotelBadges.tsx';
import { usePhotoFailure } from '../../components/usePhotoFailure.ts';
import { TapToLoadPhoto, useDataSaver, useTapToLoad } from '../data-saver/index.ts';
import { ns } from './i18n.ts';

export const HotelCardFragment = graphql(`
  fragment HotelCard_hotel on HotelSummary {
    id
    name
    thumbnail
    mainPhoto
    address
    city
    description
    stars
    rating
    reviewCount
    priceFrom {
      amount
      currency
    }
    stayPrice {
      amount
      currency
    }
    payableAtHotel {
      amount
      currency
    }
    suggestedStayPrice {
      amount
      currency
    }
    freeCancellation
    board
  }
`);

const DESCRIPTION_LIMIT = 100;
const PHOTO_HEIGHT = 200;
/** Read by screen readers (and in the card's text), not drawn: the line break already separates the prices. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** 'address, city', either one alone, or 'Location not available'. */
export function cardLocation(t: TFunction<'hotel-list'>, address?: string | null, city?: string | null): string {
  const parts = [address?.trim(), city?.trim()].filter(Boolean);
  return parts.length ? parts.join(', ') : t('card.noLocation');
}

/** Plain text cut at 100 characters plus '...' (spec §2), or the default sentence. */
export function cardDescription(t: TFunction<'hotel-list'>, description?: string | null): string {
  const text = (description ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return t('card.defaultDescription');
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT)}...` : text;
}

/** The stay the card's link carries so the hotel page's rates default to the searched dates and rooms. */
export interface Stay {
  checkin?: string;
  checkout?: string;
  guests?: number;
  /** Several rooms or children; absent for one room of `guests` adults. */
  rooms?: RoomOccupancy[];
}

/**
 * "₹68,272 for 2 nights, 1 room, incl. taxes": the whole price of the stay (issue 15 §2), every tax and
 * mandatory fee in it, for the nights and rooms searched (a part of them unknown is left out, never guessed).
 */
export function stayPriceText(
  t: TFunction<'hotel-list'>,
  stayPrice: { amount: number; currency: string },
  nights: number | null,
  rooms: number,
): string {
  const what: string[] = nights ? [t('card.nights', { count: nights })] : [];
  what.push(t('card.rooms', { count: rooms }));
  return t('card.stayPrice', { price: formatPrice(stayPrice.amount, stayPrice.currency), what: what.join(', ') });
}

function cardHref(id: string, stay?: Stay): string {
  if (!stay) return paths.hotel(id);
  const occupancy = stay.guests !== undefined || stay.rooms ? occupancyQuery({ guests: stay.guests ?? null, rooms: stay.rooms }) : {};
  return paths.hotel(id, { checkin: stay.checkin, checkout: stay.checkout, ...occupancy });
}

function CardPhoto({ src, name, priority }: { src: string | null; name: string; priority: boolean }) {
  const { t } = useTranslation(ns);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  const gradient = gradientFor(name);
  // Not urgent: a dozen photos arrive together, and as a transition their cards settle in one
  // time-sliced pass instead of a synchronous render each.
  const onFail = useCallback(() => startTransition(() => setState('failed')), []);
  const onLoaded = useCallback(() => startTransition(() => setState('loaded')), []);
  // A photo that arrived before the app took over a server-rendered list is found on mount: its
  // skeleton, under the photo and so out of sight, would otherwise shimmer (a repaint every frame) for as
  // long as the page stayed open.
  const { imgProps } = usePhotoFailure(gradient, { onFail, onLoaded });
  // Data saver: a card below the first row shows its photo on a tap.
  const [waiting, load] = useTapToLoad(useDataSaver() && !priority && !!src, src);
  if (waiting) return <TapToLoadPhoto height={PHOTO_HEIGHT} name={name} onLoad={load} />;
  // Fixed height for every state: the grid never shifts when photos arrive or fail. The skeleton lies
  // under the photo, so the photo paints the moment it arrives, without waiting for a render to show it.
  // A lazy photo far below waits until the traveller scrolls to it, and its skeleton's shimmer (a
  // background animation, drawn on the main thread) ran every frame meanwhile: a list of twenty cards
  // painted about sixty times a second while it started. Out of view, the skeleton's rendering is
  // skipped (content-visibility), and so is its animation; the photo itself, outside it, loads as before.
  return (
    <div style={{ position: 'relative', height: PHOTO_HEIGHT, overflow: 'hidden' }}>
      {state === 'loading' && (
        <div data-testid="photo-loading" data-photo-pending style={{ position: 'absolute', inset: 0, contentVisibility: 'auto' }}>
          <Skeleton.Node active style={{ width: '100%', height: PHOTO_HEIGHT }}>
            <span />
          </Skeleton.Node>
        </div>
      )}
      {state !== 'failed' && src && (
        <img
          src={src}
          alt={name}
          // The first row is in view on arrival (and is the page's largest paint): fetched at once.
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          onLoad={onLoaded}
          {...imgProps}
          style={{ position: 'relative', width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      {state === 'failed' && <GradientArt gradient={gradient} icon={<BankOutlined aria-hidden />} label={t('card.noPhoto', { name })} />}
    </div>
  );
}

export function HotelCard({
  hotel,
  stay,
  priority = false,
  pricesPending = false,
  badges,
}: {
  hotel: HotelCard_HotelFragment;
  stay?: Stay;
  /** A card of the first row, in view when the page opens: its photo is fetched first. */
  priority?: boolean;
  /** The list's quick first answer came without prices: the price shows as loading, never as 'No availability'. */
  pricesPending?: boolean;
  /** Badges under the rating; by default the card's own free cancellation and meal plan (the list adds the distance). */
  badges?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const { token } = antTheme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const href = cardHref(hotel.id, stay);
  const nights = stay?.checkin && stay.checkout ? nightsBetween(stay.checkin, stay.checkout) || null : null;
  const roomCount = stay?.rooms?.length || 1;
  const stayPrice = hotel.stayPrice;
  const was = hotel.suggestedStayPrice && stayPrice && hotel.suggestedStayPrice.amount > stayPrice.amount ? hotel.suggestedStayPrice : null;
  const [hovered, setHovered] = useState(false);
  const name = hotel.name?.trim() || t('card.unnamed');
  const stars = hotel.stars ?? 3;
  const rating = hotel.rating ?? 0;
  const photo = hotel.thumbnail || hotel.mainPhoto || null;

  return (
    <Card
      hoverable
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      styles={{ body: { padding: 16, display: 'flex', flexDirection: 'column', gap: 8, flex: 1 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      cover={
        <div style={{ position: 'relative' }}>
          <CardPhoto key={photo ?? 'none'} src={photo} name={name} priority={priority} />
          {/* An icon, not the ⭐ emoji: some systems cannot draw it. */}
          <Tag
            color="gold"
            icon={<StarFilled aria-hidden />}
            style={{ position: 'absolute', top: 12, right: 4, fontWeight: 600 }}
            role="img"
            aria-label={t('card.stars', { count: stars })}
            data-testid="hotel-card-stars"
          >
            {stars}
          </Tag>
          {hovered && (
            <Tag color="green" icon={<SafetyCertificateFilled aria-hidden />} style={{ position: 'absolute', top: 12, left: 12 }}>
              {t('card.verified')}
            </Tag>
          )}
        </div>
      }
    >
      {/* h2 in an h5's size: on the list page the cards follow its h1, and a level must not be skipped. */}
      <Typography.Title
        level={2}
        // Two lines at most, cut by CSS: antd's measured ellipsis (with its tooltip) re-renders each card
        // after it mounts, on the main thread. The full name is the element's title.
        style={{
          margin: 0,
          fontSize: 16,
          lineHeight: 1.5,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
        title={name}
        data-testid="hotel-card-name"
      >
        {name}
      </Typography.Title>
      <Typography.Text type="secondary">
        <EnvironmentOutlined aria-hidden /> {cardLocation(t, hotel.address, hotel.city)}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
        {cardDescription(t, hotel.description)}
      </Typography.Paragraph>
      {rating > 0 && (
        <Flex gap={6} align="center">
          <Tag color="blue" icon={<StarFilled aria-hidden />} style={{ marginInlineEnd: 0 }}>
            {rating.toFixed(1)}
          </Tag>
          <Typography.Text type="secondary">
            ({t('card.reviews', { count: hotel.reviewCount, n: formatNumber(hotel.reviewCount) })})
          </Typography.Text>
        </Flex>
      )}
      {badges ?? <HotelBadges hotel={hotel} />}
      <Flex justify="space-between" align="flex-end" gap={8} wrap style={{ marginTop: 'auto', paddingTop: 8 }}>
        {pricesPending ? (
          <div data-testid="hotel-card-price-loading" role="status" aria-label={t('card.loadingPrice')}>
            <Skeleton.Button active size="small" style={{ width: 96 }} />
          </div>
        ) : hotel.priceFrom ? (
          <div data-testid="hotel-card-price" style={{ minWidth: 0, flex: '1 1 180px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {t('card.from')}
            </Typography.Text>
            {/* Struck through only when the provider suggests a higher price for the same stay: never invented. */}
            {was && (
              <Typography.Text delete type="secondary" style={{ fontSize: 12, display: 'block' }} data-testid="hotel-card-was">
                {/* per night, beside the per-night price it is struck above */}
                {formatPrice((was.amount * hotel.priceFrom.amount) / (stayPrice?.amount || was.amount), was.currency)}
              </Typography.Text>
            )}
            <Typography.Text strong style={{ fontSize: 20, color: token.colorPrimary }} data-testid="hotel-card-per-night">
              {formatPrice(hotel.priceFrom.amount, hotel.priceFrom.currency)}
            </Typography.Text>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('card.perNight')}
            </Typography.Text>
            {stayPrice && (
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }} data-testid="hotel-card-stay-price">
                <span style={visuallyHidden}>· </span>
                {stayPriceText(t, stayPrice, nights, roomCount)}
              </Typography.Text>
            )}
            {stayPrice && hotel.payableAtHotel && hotel.payableAtHotel.amount > 0 && (
              <Typography.Text style={{ fontSize: 12, display: 'block' }} data-testid="hotel-card-at-hotel">
                {t('card.payableAtHotel', { price: formatPrice(hotel.payableAtHotel.amount, hotel.payableAtHotel.currency) })}
              </Typography.Text>
            )}
          </div>
        ) : (
          <Typography.Text type="secondary" data-testid="hotel-card-price">
            {t('card.noAvailability')}
          </Typography.Text>
        )}
        {/* A real link (open in new tab works) that navigates inside the app, keeping where we came from. */}
        <Button
          type="primary"
          href={href}
          // Opened in a new tab (middle click) too: that tab's 'Back to Search' finds this list.
          onAuxClick={() => rememberListFor(hotel.id, location.pathname + location.search)}
          onClick={(e) => {
            rememberListFor(hotel.id, location.pathname + location.search);
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            navigate(href, { state: { from: location.pathname + location.search } });
          }}
        >
          {t('card.viewDetails')}
        </Button>
      </Flex>
    </Card>
  );
}
