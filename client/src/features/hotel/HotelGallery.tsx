// The hotel photo gallery (spec §2): 500 px Swiper with autoplay and clickable pagination, and a
// thumbnail strip of at most 12 when there is more than one photo. Failed photos become gradients.
import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, FreeMode, Pagination, Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { PictureOutlined } from '@ant-design/icons';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/thumbs';
import 'swiper/css/free-mode';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelGallery_HotelFragment } from '../../__generated__/graphql.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { brand } from '../../app/theme.ts';

export const HotelGalleryFragment = graphql(`
  fragment HotelGallery_hotel on Hotel {
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
const THUMB_HEIGHT = 80;

function Photo({ src, alt, eager, height }: { src: string; alt: string; eager: boolean; height: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <GradientArt gradient={brand.primaryGradient} icon={<PictureOutlined />} height={height} label={alt} />;
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
    />
  );
}

export function HotelGallery({ hotel }: { hotel: HotelGallery_HotelFragment }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const images = hotel.images;
  const altOf = (i: number) => images[i].caption?.trim() || `${hotel.name} image ${i + 1}`;

  if (images.length === 0) {
    return (
      <div data-testid="hotel-gallery">
        <GradientArt
          gradient={brand.primaryGradient}
          icon={<PictureOutlined />}
          height={GALLERY_HEIGHT}
          label={`${hotel.name}: no photos yet`}
          style={{ borderRadius: 14 }}
        />
      </div>
    );
  }

  return (
    <div data-testid="hotel-gallery">
      <Swiper
        modules={[Autoplay, Pagination, Thumbs]}
        autoplay={{ delay: 5000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        style={{ height: GALLERY_HEIGHT, borderRadius: 14 }}
      >
        {images.map((img, i) => (
          <SwiperSlide key={`${img.url}-${i}`}>
            <Photo src={img.urlHd || img.url} alt={altOf(i)} eager={i === 0} height={GALLERY_HEIGHT} />
          </SwiperSlide>
        ))}
      </Swiper>
      {images.length > 1 && (
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
          style={{ marginTop: 10, height: THUMB_HEIGHT }}
        >
          {images.slice(0, MAX_THUMBNAILS).map((img, i) => (
            <SwiperSlide key={`${img.url}-${i}`} style={{ cursor: 'pointer', borderRadius: 8, overflow: 'hidden' }}>
              <Photo src={img.url} alt={altOf(i)} eager={false} height={THUMB_HEIGHT} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </div>
  );
}
