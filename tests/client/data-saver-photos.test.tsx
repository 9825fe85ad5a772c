// Photos with data saver on (issue 17 §4): the hotel gallery's carousel does not autoplay and asks for
// smaller photos, room photos and list cards below the first row wait for a tap; with it off, nothing changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper';
import { GallerySwiper } from '../../client/src/features/hotel/PhotoSwipers.tsx';
import { HotelGallery } from '../../client/src/features/hotel/HotelGallery.tsx';
import { HotelRooms } from '../../client/src/features/hotel/HotelRooms.tsx';
import { HotelCard } from '../../client/src/features/hotel-list/HotelCard.tsx';
import { DATA_SAVER_KEY, setDataSaver } from '../../client/src/features/data-saver/state.ts';
import type { HotelCard_HotelFragment } from '../../client/src/__generated__/graphql.ts';
import { i18n } from '../../client/src/lib/i18n.ts';
import { loadAntdLocale } from '../../client/src/app/providers.tsx';
import { hotel } from './hotel-fixture.ts';
import { renderAt } from './render-shell.tsx';
import { scrollableObserver } from './scroll-observer.ts';
import { setMedia } from './media.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const images = [0, 1, 2].map((n) => ({
  __typename: 'HotelImage' as const,
  url: `/sandbox/images/hotels/lp42/${n}.svg`,
  urlHd: `/sandbox/images/hotels/lp42/${n}-hd.svg`,
  caption: null,
}));

function card(over: Partial<HotelCard_HotelFragment> = {}): HotelCard_HotelFragment {
  return {
    __typename: 'HotelSummary',
    id: 'lp1897',
    name: 'Taj Mahal Palace',
    thumbnail: '/sandbox/images/hotels/lp1897/0-thumb.svg',
    mainPhoto: '/sandbox/images/hotels/lp1897/0.svg',
    address: 'Apollo Bunder',
    city: 'Mumbai',
    description: null,
    stars: 5,
    rating: null,
    reviewCount: 0,
    priceFrom: null,
    stayPrice: null,
    payableAtHotel: null,
    suggestedStayPrice: null,
    freeCancellation: null,
    board: null,
    ...over,
  };
}

const withRoomPhotos = hotel({
  rooms: hotel().rooms.map((r) => ({
    ...r,
    photos: [0, 1].map((n) => ({
      __typename: 'RoomPhoto' as const,
      url: `/sandbox/images/rooms/lp42/0/${n}.svg`,
      hdUrl: `/sandbox/images/rooms/lp42/0/${n}-hd.svg`,
      description: null,
    })),
  })),
});

/** Whether the gallery's main carousel plays: 'running', 'paused' (out of view, hovered, focused) or 'off'. */
function autoplay(): string | undefined {
  return screen.getByTestId('gallery').querySelector<HTMLElement>('.swiper')?.dataset.autoplay;
}

/** The Swiper instance of the gallery's main carousel (Swiper keeps it on its element). */
function mainCarousel(): SwiperInstance {
  const el = screen.getByTestId('gallery').querySelector('.swiper') as (HTMLElement & { swiper?: SwiperInstance }) | null;
  expect(el?.swiper).toBeDefined();
  return el!.swiper!;
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  delete (navigator as { connection?: unknown }).connection;
  await i18n.changeLanguage('en');
});

const altOf = (i: number) => `Rambagh Palace image ${i + 1}`;

const renderGallery = () =>
  renderAt(
    <div data-testid="gallery">
      <GallerySwiper images={images} altOf={altOf} />
    </div>,
  );

describe('the hotel gallery', () => {
  it('autoplays its HD photos when data saver is off', async () => {
    renderGallery();
    await waitFor(() => expect(autoplay()).toBe('running'));
    expect(screen.getAllByRole('img', { name: 'Rambagh Palace image 1' })[0]).toHaveAttribute(
      'src',
      '/sandbox/images/hotels/lp42/0-hd.svg',
    );
  });

  it('stays still and shows smaller photos when data saver is on', async () => {
    setDataSaver(true);
    renderGallery();
    await waitFor(() => expect(mainCarousel().initialized).toBe(true));
    expect(autoplay()).toBe('off');
    const slides = within(screen.getByTestId('gallery').querySelector('.swiper') as HTMLElement);
    expect(slides.getByRole('img', { name: 'Rambagh Palace image 2' })).toHaveAttribute('src', '/sandbox/images/hotels/lp42/1.svg?w=640');
    // The thumbnail strip (its own turn) asks for thumbnails.
    await waitFor(() => expect(screen.getByTestId('gallery').querySelectorAll('.swiper')).toHaveLength(2));
    const strip = screen.getByTestId('gallery').querySelectorAll('.swiper')[1] as HTMLElement;
    expect(within(strip).getByRole('img', { name: 'Rambagh Palace image 3' })).toHaveAttribute(
      'src',
      '/sandbox/images/hotels/lp42/2.svg?w=160',
    );
  });

  it('stops autoplaying when the traveller turns data saver on during the visit', async () => {
    renderGallery();
    await waitFor(() => expect(autoplay()).toBe('running'));
    act(() => setDataSaver(true));
    await waitFor(() => expect(autoplay()).toBe('off'));
  });

  it('stays still for a traveller whose system asks for less motion, also when they ask during the visit', async () => {
    setMedia((query) => query === REDUCED_MOTION);
    renderGallery();
    await waitFor(() => expect(mainCarousel().initialized).toBe(true));
    expect(autoplay()).toBe('off');
    cleanup();

    setMedia(() => false);
    renderGallery();
    await waitFor(() => expect(autoplay()).toBe('running'));
    act(() => setMedia((query) => query === REDUCED_MOTION));
    await waitFor(() => expect(autoplay()).toBe('off'));
  });

  it('moves on every 5 seconds, and holds while the mouse is over it or the focus is in it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderGallery();
      expect(autoplay()).toBe('running');
      // jsdom lays nothing out, so Swiper takes every slide for the last: count the moves it is asked for
      // (the next photo, or the first after the last; a browser test watches the photos change).
      const swiper = mainCarousel();
      const next = vi.spyOn(swiper, 'slideNext');
      const first = vi.spyOn(swiper, 'slideTo');
      const moves = () => next.mock.calls.length + first.mock.calls.filter(([index]) => index === 0).length;
      const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      await wait(4999);
      expect(moves()).toBe(0);
      await wait(1);
      expect(moves()).toBe(1);
      await wait(5000);
      expect(moves()).toBe(2);

      const carousel = screen.getByTestId('gallery').querySelector('.swiper')!;
      fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
      expect(autoplay()).toBe('paused');
      await wait(20_000);
      expect(moves()).toBe(2);
      fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
      expect(autoplay()).toBe('running');
      fireEvent.focusIn(carousel);
      expect(autoplay()).toBe('paused');
      await wait(20_000);
      expect(moves()).toBe(2);
      fireEvent.focusOut(carousel);
      await wait(5000);
      expect(moves()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes on playing after a tap on a phone, which also sends the mouse events of a hover', async () => {
    renderGallery();
    await waitFor(() => expect(autoplay()).toBe('running'));
    const carousel = screen.getByTestId('gallery').querySelector('.swiper')!;
    // What a finger's tap fires on the carousel: touch pointer events, then the compatibility mouse events.
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' });
    fireEvent.pointerLeave(carousel, { pointerType: 'touch' });
    fireEvent.mouseEnter(carousel);
    fireEvent.mouseOver(carousel);
    expect(autoplay()).toBe('running');
  });

  it('stops autoplaying while it is scrolled out of view, and starts again when it is back', async () => {
    const { scrollNear, scrollAway } = scrollableObserver();
    renderGallery();
    await waitFor(() => expect(autoplay()).toBe('running'));
    const carousel = screen.getByTestId('gallery').querySelector('.swiper')!;
    await scrollAway(carousel);
    expect(autoplay()).toBe('paused');
    await scrollNear(carousel);
    expect(autoplay()).toBe('running');
  });

  it('shows its first photo above the fold at once, smaller, without a tap', () => {
    setDataSaver(true);
    renderAt(<HotelGallery hotel={{ __typename: 'Hotel', id: 'lp42', name: 'Rambagh Palace', images }} />);
    expect(screen.queryByTestId('tap-to-load-photo')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rambagh Palace image 1' })).toHaveAttribute('src', '/sandbox/images/hotels/lp42/0.svg?w=640');
  });
});

describe('photos below the fold', () => {
  it('room photos wait for a tap, then load smaller', async () => {
    setDataSaver(true);
    const user = userEvent.setup();
    const { scrollNear } = scrollableObserver();
    renderAt(<HotelRooms hotel={withRoomPhotos} />);
    await scrollNear();
    expect(screen.queryByRole('img', { name: 'Palace Room photo 1' })).not.toBeInTheDocument();
    // The placeholder's code loads when the first one shows.
    await user.click(await screen.findByRole('button', { name: 'Tap to load photo: Palace Room photo 1' }));
    expect(screen.getByRole('img', { name: 'Palace Room photo 1' })).toHaveAttribute('src', '/sandbox/images/rooms/lp42/0/0.svg?w=480');
    // The carousel that takes over the first photo's place keeps it loaded; the next photo still waits.
    await waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull());
    expect(screen.getByRole('img', { name: 'Palace Room photo 1' })).toHaveAttribute('src', '/sandbox/images/rooms/lp42/0/0.svg?w=480');
    expect(screen.getByRole('button', { name: 'Tap to load photo: Palace Room photo 2' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Palace Room photo 2' })).not.toBeInTheDocument();
  });

  it("a room's carousel starts when the traveller scrolls near the rooms, not with the page", async () => {
    const { scrollNear } = scrollableObserver();
    renderAt(<HotelRooms hotel={withRoomPhotos} />);
    // The first photo holds the carousel's place meanwhile.
    expect(screen.getByRole('img', { name: 'Palace Room photo 1' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('.swiper')).toBeNull();
    await scrollNear();
    await waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull());
    expect(screen.getByRole('img', { name: 'Palace Room photo 1' })).toBeInTheDocument();
  });

  it('room photos load at once, in HD, with data saver off', () => {
    renderAt(<HotelRooms hotel={withRoomPhotos} />);
    expect(screen.queryByTestId('tap-to-load-photo')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Palace Room photo 1' })).toHaveAttribute('src', '/sandbox/images/rooms/lp42/0/0-hd.svg');
  });

  it('a list card below the first row waits for a tap; the first row shows its photo at once', async () => {
    setDataSaver(true);
    const user = userEvent.setup();
    renderAt(
      <>
        <HotelCard hotel={card({ id: 'lp1', name: 'First Row Hotel' })} priority />
        <HotelCard hotel={card()} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First Row Hotel' })).toHaveAttribute('src', '/sandbox/images/hotels/lp1897/0-thumb.svg');
    expect(screen.queryByRole('img', { name: 'Taj Mahal Palace' })).not.toBeInTheDocument();
    const tap = await screen.findByRole('button', { name: 'Tap to load photo: Taj Mahal Palace' });
    expect(tap).toHaveTextContent('Tap to load photo');
    await user.click(tap);
    expect(screen.getByRole('img', { name: 'Taj Mahal Palace' })).toHaveAttribute('src', '/sandbox/images/hotels/lp1897/0-thumb.svg');
    // The tap loaded the photo, it did not open the hotel.
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('a card without a photo keeps its gradient, never a button that loads nothing', () => {
    setDataSaver(true);
    renderAt(<HotelCard hotel={card({ thumbnail: null, mainPhoto: null })} />);
    expect(screen.queryByTestId('tap-to-load-photo')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Taj Mahal Palace (no photo)' })).toBeInTheDocument();
  });

  it('with data saver off, every card shows its photo', () => {
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBeNull();
    renderAt(<HotelCard hotel={card()} />);
    expect(screen.queryByTestId('tap-to-load-photo')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Taj Mahal Palace' })).toBeInTheDocument();
  });

  it('says "Tap to load photo" in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    // antd's Hindi texts load before the app's first render (main.tsx): here too, or their arrival would draw the tree again.
    await loadAntdLocale('hi');
    setDataSaver(true);
    // A photo not tapped in an earlier test: a tapped one stays loaded for the rest of the visit.
    renderAt(<HotelCard hotel={card({ thumbnail: '/sandbox/images/hotels/lp77/0-thumb.svg' })} />);
    expect(await screen.findByText('फ़ोटो देखने के लिए टैप करें')).toBeInTheDocument();
  });
});
