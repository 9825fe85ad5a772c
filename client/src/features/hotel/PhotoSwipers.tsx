// The Swiper carousels of the hotel page: the main gallery with its thumbnail strip, and a room's
// photos. Swiper is ~30 kB gzip, so this module loads after the page's first paint; until it arrives
// the page shows the first photo in the same box (HotelGallery, HotelRooms), so nothing moves.
//
// Swiper itself, not its React components: swiper/react mirrors Swiper's state (container and slide
// classes, breakpoints) into React state, so each carousel's start set state from its layout effects and
// React drew the carousel again, synchronously, two or three times (100-170 ms tasks at a 4x CPU slowdown
// on a hotel page). Here React draws the slides once and Swiper manages its own classes and styles.
import { Children, Fragment, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Swiper from 'swiper';
import { FreeMode, Pagination, Thumbs } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/thumbs';
import 'swiper/css/free-mode';
import type { HotelGallery_HotelFragment } from '../../__generated__/graphql.ts';
import { useMountTurn } from '../../components/useMountTurn.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { SMALL_PHOTO_WIDTH, photoUrl, smallPhotoUrl, useDataSaver } from '../data-saver/index.ts';
import { GALLERY_HEIGHT, GalleryPhoto, MAX_THUMBNAILS, ThumbStripPlaceholder, THUMB_HEIGHT, THUMB_MARGIN } from './HotelGallery.tsx';

/**
 * Plays a carousel: the next slide every `delay` ms (back to the first after the last), the wait starting
 * again after each slide change, a swipe or a dot included. It holds while the carousel is out of view,
 * under a mouse (not after a finger's tap), or holds the keyboard's focus, and says which in the root's
 * `data-autoplay` ('running' or 'paused'; a carousel that does not play says 'off'). Not Swiper's Autoplay
 * module: while it plays, that module runs a frame loop for its time-left events, and a hotel page with its
 * gallery in view kept a phone's main thread busy about 170 ms of every second (at a 4x CPU slowdown)
 * between slides; a timer costs nothing between them. Returns what stops it.
 */
function play(swiper: Swiper, root: HTMLElement, delay: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inView = true;
  let hovered = false;
  let focused = false;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (swiper.destroyed) return;
    const running = inView && !hovered && !focused;
    root.dataset.autoplay = running ? 'running' : 'paused';
    if (running)
      timer = setTimeout(() => {
        if (swiper.destroyed) return;
        if (swiper.isEnd) swiper.slideTo(0);
        else swiper.slideNext();
        // The next wait (slideChange schedules it too, but fires only when a slide did change).
        schedule();
      }, delay);
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          inView = entries[entries.length - 1]?.isIntersecting ?? inView;
          schedule();
        })
      : undefined;
  observer?.observe(root);
  // Hover is a mouse's: a tap on a phone also fires mouseenter (and no mouseleave until the next tap
  // elsewhere), which would hold the gallery for the rest of the visit, so it listens to pointer events
  // and counts only a mouse pointer.
  const hover = (on: boolean) => (event: Event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    hovered = on;
    schedule();
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerenter', hover(true)],
    ['pointerleave', hover(false)],
    ['focusin', () => ((focused = true), schedule())],
    ['focusout', () => ((focused = false), schedule())],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener);
  swiper.on('slideChange', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener);
    if (!swiper.destroyed) swiper.off('slideChange', schedule);
  };
}

/**
 * A Swiper carousel over React-drawn slides. `options` and `autoplay` (the delay between slides, in ms)
 * are read when it mounts (give it a new `key` to start it again with others); `onSwiper` hears of the
 * instance once it has started, and of null when it has gone.
 */
function Carousel({
  options,
  autoplay,
  pagination = false,
  style,
  slideStyle,
  onSwiper,
  children,
}: {
  options: SwiperOptions;
  autoplay?: number;
  pagination?: boolean;
  style?: CSSProperties;
  slideStyle?: CSSProperties;
  onSwiper?: (swiper: Swiper | null) => void;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const first = useRef({ options, autoplay, onSwiper });
  useEffect(() => {
    const { options, autoplay, onSwiper } = first.current;
    const swiper = new Swiper(root.current!, {
      ...options,
      ...(pagination ? { pagination: { el: dots.current, clickable: true } } : {}),
    });
    onSwiper?.(swiper);
    if (!autoplay) root.current!.dataset.autoplay = 'off';
    const stop = autoplay ? play(swiper, root.current!, autoplay) : undefined;
    return () => {
      stop?.();
      onSwiper?.(null);
      swiper.destroy(true, false);
    };
  }, [pagination]);
  return (
    <div ref={root} className="swiper" style={style}>
      <div className="swiper-wrapper">
        {Children.map(children, (child) => (
          <div className="swiper-slide" style={slideStyle}>
            {child}
          </div>
        ))}
      </div>
      {pagination && <div ref={dots} className="swiper-pagination" />}
    </div>
  );
}

type GalleryImage = HotelGallery_HotelFragment['images'][number];

/** The gallery's time on each photo while it plays. */
const GALLERY_AUTOPLAY_MS = 5000;

/** The gallery's two carousels, once started: the strip drives the main one (Swiper's Thumbs module). */
class ThumbsLink {
  private main: Swiper | null = null;
  private strip: Swiper | null = null;
  readonly setMain = (swiper: Swiper | null): void => {
    this.main = swiper;
    this.link();
  };
  readonly setStrip = (swiper: Swiper | null): void => {
    this.strip = swiper;
    this.link();
  };
  private link(): void {
    const { main, strip } = this;
    if (!main || !strip || main.destroyed || strip.destroyed) return;
    main.params.thumbs = { ...main.params.thumbs, swiper: strip };
    if (main.thumbs.init()) main.thumbs.update(true);
  }
}

export function GallerySwiper({ images, altOf }: { images: GalleryImage[]; altOf: (i: number) => string }) {
  const [thumbs] = useState(() => new ThumbsLink());
  // The thumbnail strip is a second carousel: it takes its own turn, after the main one.
  const stripTurn = useMountTurn();
  // Data saver: smaller photos, and the carousel stays still (a new one when the setting changes mid-visit).
  const saver = useDataSaver();
  // So does it for a traveller whose system asks for less motion.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const still = saver || reducedMotion;
  return (
    <>
      <Carousel
        key={still ? 'still' : 'autoplay'}
        options={{ modules: [Pagination, Thumbs] }}
        autoplay={still ? undefined : GALLERY_AUTOPLAY_MS}
        pagination
        onSwiper={thumbs.setMain}
        style={{ height: GALLERY_HEIGHT, borderRadius: 14 }}
      >
        {images.map((img, i) => (
          <GalleryPhoto
            key={`${img.url}-${i}`}
            src={photoUrl(saver, img.url, img.urlHd, SMALL_PHOTO_WIDTH.gallery)}
            alt={altOf(i)}
            eager={i === 0}
            height={GALLERY_HEIGHT}
          />
        ))}
      </Carousel>
      {images.length > 1 && !stripTurn && <ThumbStripPlaceholder />}
      {images.length > 1 && stripTurn && (
        <Carousel
          options={{
            modules: [FreeMode],
            spaceBetween: 10,
            slidesPerView: 3,
            breakpoints: {
              320: { slidesPerView: 3 },
              640: { slidesPerView: 4 },
              768: { slidesPerView: 5 },
              1024: { slidesPerView: 6 },
            },
            freeMode: true,
            watchSlidesProgress: true,
          }}
          onSwiper={thumbs.setStrip}
          style={{ marginTop: THUMB_MARGIN, height: THUMB_HEIGHT }}
          slideStyle={{ cursor: 'pointer', borderRadius: 8, overflow: 'hidden' }}
        >
          {images.slice(0, MAX_THUMBNAILS).map((img, i) => (
            <GalleryPhoto
              key={`${img.url}-${i}`}
              src={saver ? smallPhotoUrl(img.url, SMALL_PHOTO_WIDTH.thumb) : img.url}
              alt={altOf(i)}
              eager={false}
              height={THUMB_HEIGHT}
            />
          ))}
        </Carousel>
      )}
    </>
  );
}

export function RoomSwiper({ height, slides }: { height: number; slides: { key: string; node: ReactNode }[] }) {
  return (
    <Carousel options={{ modules: [Pagination] }} pagination style={{ height, borderRadius: 12, width: '100%' }}>
      {slides.map((s) => (
        <Fragment key={s.key}>{s.node}</Fragment>
      ))}
    </Carousel>
  );
}
