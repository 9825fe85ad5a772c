// 'Available Rooms': up to four room tabs with photos, capacity, beds, size, amenities and 'Book This Room';
// without rooms, the 'Room Information' card. Both open the booking panel (owned by features/rates).
import { lazy, Suspense, type ReactNode } from 'react';
import { Flex, Statistic } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { Pill } from '../../components/Pill.tsx';
import { CalendarOutlined, ExpandOutlined, PictureOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelRooms_HotelFragment } from '../../__generated__/graphql.ts';
import { useOpenBooking } from '../rates/index.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { usePhotoFailure } from '../../components/usePhotoFailure.ts';
import { gradientFor } from '../../app/theme.ts';
import { SimpleTabs } from '../../components/SimpleTabs.tsx';
import { useMountTurn } from '../../components/useMountTurn.ts';
import { useNearViewport } from '../../components/useNearViewport.ts';
import { Paragraph, Text, Title } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';
import { SMALL_PHOTO_WIDTH, TapToLoadPhoto, photoUrl, useDataSaver, useTapToLoad } from '../data-saver/index.ts';
import { ns } from './i18n.ts';

// Swiper loads after the first paint (see HotelGallery); the first photo holds the carousel's place.
const loadSwipers = () => import('./PhotoSwipers.tsx');
const RoomSwiper = lazy(async () => ({ default: (await loadSwipers()).RoomSwiper }));

export const HotelRoomsFragment = graphql(`
  fragment HotelRooms_hotel on Hotel {
    id
    rooms {
      id
      name
      descriptionHtml
      photos {
        url
        hdUrl
        description
      }
      maxOccupancy
      bedTypes {
        quantity
        type
        size
      }
      size
      sizeUnit
      amenities
    }
  }
`);

export const MAX_ROOM_TABS = 4;
export const MAX_ROOM_AMENITIES = 8;
const ROOM_PHOTO_HEIGHT = 260;

type Room = HotelRooms_HotelFragment['rooms'][number];

function RoomPhoto({ src, alt, gradient }: { src: string; alt: string; gradient: string }) {
  const { failed, imgProps } = usePhotoFailure(gradient);
  // Data saver: room photos are below the fold, so each waits for a tap.
  const [waiting, load] = useTapToLoad(useDataSaver(), src);
  if (failed) return <GradientArt gradient={gradient} icon={<PictureOutlined aria-hidden />} height={ROOM_PHOTO_HEIGHT} label={alt} />;
  if (waiting) return <TapToLoadPhoto height={ROOM_PHOTO_HEIGHT} name={alt} onLoad={load} />;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      {...imgProps}
      style={{ width: '100%', height: ROOM_PHOTO_HEIGHT, objectFit: 'cover', display: 'block' }}
    />
  );
}

type Slides = { key: string; node: ReactNode }[];

/**
 * The room's photos: the first one, until the traveller scrolls near the rooms; then the carousel, in its
 * turn (see useMountTurn). Rooms are far below the first screen, and a Swiper measures its slides and
 * lays the page out as it starts: started with the page, it was one more long task while the page was
 * taking over, for a carousel nobody could see yet.
 */
function RoomPhotos({ slides }: { slides: Slides }) {
  const [box, near] = useNearViewport<HTMLDivElement>();
  const firstPhoto = <div style={{ height: ROOM_PHOTO_HEIGHT, borderRadius: 12, overflow: 'hidden' }}>{slides[0].node}</div>;
  return <div ref={box}>{near ? <RoomCarousel slides={slides} firstPhoto={firstPhoto} /> : firstPhoto}</div>;
}

function RoomCarousel({ slides, firstPhoto }: { slides: Slides; firstPhoto: ReactNode }) {
  const turn = useMountTurn(loadSwipers);
  if (!turn) return firstPhoto;
  return (
    <Suspense fallback={firstPhoto}>
      <RoomSwiper height={ROOM_PHOTO_HEIGHT} slides={slides} />
    </Suspense>
  );
}

function RoomDetails({ room, onBook }: { room: Room; onBook: () => void }) {
  const { t } = useTranslation(ns);
  const gradient = gradientFor(room.name);
  const beds = room.bedTypes.reduce((n, b) => n + b.quantity, 0);
  const saver = useDataSaver();
  const slides = room.photos.map((p, i) => ({
    key: `${p.url}-${i}`,
    node: (
      <RoomPhoto
        src={photoUrl(saver, p.url, p.hdUrl, SMALL_PHOTO_WIDTH.room)}
        alt={p.description?.trim() || t('rooms.photoAlt', { room: room.name, n: i + 1 })}
        gradient={gradient}
      />
    ),
  }));
  return (
    <Flex vertical gap={16}>
      {/* h2 in an h4's size: the card titles above it are not headings, and the page's h1 is the hotel. */}
      <Title level={2} style={{ margin: 0, fontSize: 20, lineHeight: 1.4 }}>
        {room.name}
      </Title>
      {slides.length > 0 ? (
        <RoomPhotos slides={slides} />
      ) : (
        <GradientArt gradient={gradient} icon={<PictureOutlined aria-hidden />} height={ROOM_PHOTO_HEIGHT} style={{ borderRadius: 12 }} />
      )}
      {room.descriptionHtml && (
        // Sanitised on the server.
        <div dangerouslySetInnerHTML={{ __html: room.descriptionHtml }} />
      )}
      <GridRow gutter={[16, 16]}>
        <GridCol xs={8}>
          <Statistic title={t('rooms.maxGuests')} value={room.maxOccupancy} prefix={<TeamOutlined aria-hidden />} />
        </GridCol>
        <GridCol xs={8}>
          <Statistic title={t('rooms.beds')} value={beds} />
        </GridCol>
        <GridCol xs={8}>
          <Statistic
            title={t('rooms.size')}
            value={room.size != null ? `${room.size} ${room.sizeUnit}` : '—'}
            prefix={<ExpandOutlined aria-hidden />}
          />
        </GridCol>
      </GridRow>
      {room.bedTypes.length > 0 && (
        <Text type="secondary">{room.bedTypes.map((b) => `${b.quantity} × ${b.type}${b.size ? ` (${b.size})` : ''}`).join(', ')}</Text>
      )}
      {room.amenities.length > 0 && (
        <Flex gap={6} wrap>
          {room.amenities.slice(0, MAX_ROOM_AMENITIES).map((a, i) => (
            <Pill key={`${a}-${i}`}>{a}</Pill>
          ))}
        </Flex>
      )}
      <div>
        <LightButton type="primary" size="large" icon={<CalendarOutlined aria-hidden />} onClick={onBook}>
          {t('rooms.bookRoom')}
        </LightButton>
      </div>
    </Flex>
  );
}

export function HotelRooms({ hotel }: { hotel: HotelRooms_HotelFragment }) {
  const { t } = useTranslation(ns);
  const openBooking = useOpenBooking();
  const rooms = hotel.rooms.slice(0, MAX_ROOM_TABS);

  if (rooms.length === 0) {
    return (
      <Surface title={t('rooms.infoTitle')}>
        <Paragraph>{t('rooms.infoText')}</Paragraph>
        <LightButton type="primary" icon={<CalendarOutlined aria-hidden />} onClick={() => openBooking()}>
          {t('rooms.viewRates')}
        </LightButton>
      </Surface>
    );
  }

  return (
    <Surface title={t('rooms.title')}>
      <SimpleTabs
        items={rooms.map((room, i) => ({
          key: room.id || String(i),
          label: t('rooms.tab', { n: i + 1 }),
          children: <RoomDetails room={room} onBook={() => openBooking(room.name)} />,
        }))}
      />
    </Surface>
  );
}
