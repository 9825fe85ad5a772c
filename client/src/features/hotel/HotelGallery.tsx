// The hotel photo gallery (spec §2): 500 px Swiper with autoplay and clickable pagination, and a
// thumbnail strip of at most 12 when there is more than one photo. Failed photos become gradients.
// Swiper itself (PhotoSwipers.tsx) loads after the first paint; until then the first photo shows in the
// same 500 px box, with the strip's place kept, so the page never shifts when the carousel takes over.
import { lazy, Suspense } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { theme as antTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelGallery_HotelFragment } from '../../__generated__/graphql.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { useMountTurn } from '../../components/useMountTurn.ts';
import { usePhotoFailure } from '../../components/usePhotoFailure.ts';
import { brand } from '../../app/theme.ts';
import { SMALL_PHOTO_WIDTH, photoUrl, useDataSaver } from '../data-saver/index.ts';
import { ns } from './i18n.ts';

const loadSwipers = () => import('./PhotoSwipers.tsx');
const GallerySwiper = lazy(async () => ({ default: (await loadSwipers()).GallerySwiper }));

export const HotelGalleryFragment = graphql(`
  fragment HotelGallery_hotel on Hotel {
    id
    name
    images {
      url
      urlHd
      caption
    }
  }
`);

export const GALLERY_HEIGHT = 500;
export const MAX_THUMBNAILS = 12;
export const THUMB_HEIGHT = 80;
export const THUMB_MARGIN = 10;

/** The thumbnail strip's place, held until its carousel mounts (here, and in PhotoSwipers' own turn). */
export function ThumbStripPlaceholder() {
  const { token } = antTheme.useToken();
  return (
    <div aria-hidden style={{ marginTop: THUMB_MARGIN, height: THUMB_HEIGHT, borderRadius: 8, background: token.colorFillQuaternary }} />
  );
}

export function GalleryPhoto({ src, alt, eager, height }: { src: string; alt: string; eager: boolean; height: number }) {
  const { failed, imgProps } = usePhotoFailure(brand.primaryGradient);
  if (failed) return <GradientArt gradient={brand.primaryGradient} icon={<PictureOutlined aria-hidden />} height={height} label={alt} />;
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      {...imgProps}
      style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
    />
  );
}

export function HotelGallery({ hotel }: { hotel: HotelGallery_HotelFragment }) {
  // The carousel mounts in its own task once the page is live (see useMountTurn).
  const turn = useMountTurn(loadSwipers);
  const saver = useDataSaver();
  const { t } = useTranslation(ns);
  const images = hotel.images;
  const altOf = (i: number) => images[i].caption?.trim() || t('gallery.imageAlt', { name: hotel.name, n: i + 1 });

  if (images.length === 0) {
    return (
      <div data-testid="hotel-gallery">
        <GradientArt
          gradient={brand.primaryGradient}
          icon={<PictureOutlined aria-hidden />}
          height={GALLERY_HEIGHT}
          label={t('gallery.noPhotos', { name: hotel.name })}
          style={{ borderRadius: 14 }}
        />
      </div>
    );
  }

  // The first photo, in the box the carousel will fill: it is also the page's largest paint.
  const placeholder = (
    <>
      <div style={{ height: GALLERY_HEIGHT, borderRadius: 14, overflow: 'hidden' }}>
        <GalleryPhoto
          src={photoUrl(saver, images[0].url, images[0].urlHd, SMALL_PHOTO_WIDTH.gallery)}
          alt={altOf(0)}
          eager
          height={GALLERY_HEIGHT}
        />
      </div>
      {images.length > 1 && <ThumbStripPlaceholder />}
    </>
  );

  return (
    <div data-testid="hotel-gallery">
      {turn ? (
        <Suspense fallback={placeholder}>
          <GallerySwiper images={images} altOf={altOf} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
