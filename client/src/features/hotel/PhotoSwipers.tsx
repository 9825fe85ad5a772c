// The Swiper carousels of the hotel page: the main gallery with its thumbnail strip, and a room's
// photos. Swiper is ~30 kB gzip, so this module loads after the page's first paint; until it arrives
// the page shows the first photo in the same box (HotelGallery, HotelRooms), so nothing moves.
import { useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, FreeMode, Pagination, Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/thumbs';
import 'swiper/css/free-mode';
import type { HotelGallery_HotelFragment } from '../../__generated__/graphql.ts';
import { useMountTurn } from '../../components/useMountTurn.ts';
import { SMALL_PHOTO_WIDTH, photoUrl, smallPhotoUrl, useDataSaver } from '../data-saver/index.ts';
import { GALLERY_HEIGHT, GalleryPhoto, MAX_THUMBNAILS, ThumbStripPlaceholder, THUMB_HEIGHT, THUMB_MARGIN } from './HotelGallery.tsx';

type GalleryImage = HotelGallery_HotelFragment['images'][number];

export function GallerySwiper({ images, altOf }: { images: GalleryImage[]; altOf: (i: number) => string }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  // The thumbnail strip is a second carousel: it takes its own turn, after the main one.
  const stripTurn = useMountTurn();
  // Data saver: smaller photos, and the carousel stays still (a new one when the setting changes mid-visit).
  const saver = useDataSaver();
  return (
    <>
      <Swiper
        key={saver ? 'still' : 'autoplay'}
        modules={[Autoplay, Pagination, Thumbs]}
        autoplay={saver ? false : { delay: 5000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        style={{ height: GALLERY_HEIGHT, borderRadius: 14 }}
      >
        {images.map((img, i) => (
          <SwiperSlide key={`${img.url}-${i}`}>
            <GalleryPhoto
              src={photoUrl(saver, img.url, img.urlHd, SMALL_PHOTO_WIDTH.gallery)}
              alt={altOf(i)}
              eager={i === 0}
              height={GALLERY_HEIGHT}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {images.length > 1 && !stripTurn && <ThumbStripPlaceholder />}
      {images.length > 1 && stripTurn && (
        <Swiper
          modules={[FreeMode, Thumbs]}
          onSwiper={setThumbs}
          spaceBetween={10}
          slidesPerView={3}
          breakpoints={{
            320: { slidesPerView: 3 },
            640: { slidesPerView: 4 },
            768: { slidesPerView: 5 },
            1024: { slidesPerView: 6 },
          }}
          freeMode
          watchSlidesProgress
          style={{ marginTop: THUMB_MARGIN, height: THUMB_HEIGHT }}
        >
          {images.slice(0, MAX_THUMBNAILS).map((img, i) => (
            <SwiperSlide key={`${img.url}-${i}`} style={{ cursor: 'pointer', borderRadius: 8, overflow: 'hidden' }}>
              <GalleryPhoto
                src={saver ? smallPhotoUrl(img.url, SMALL_PHOTO_WIDTH.thumb) : img.url}
                alt={altOf(i)}
                eager={false}
                height={THUMB_HEIGHT}
              />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </>
  );
}

export function RoomSwiper({ height, slides }: { height: number; slides: { key: string; node: ReactNode }[] }) {
  return (
    <Swiper modules={[Pagination]} pagination={{ clickable: true }} style={{ height, borderRadius: 12, width: '100%' }}>
      {slides.map((s) => (
        <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
