// The booking panel's two layouts: under 1024 px a fixed 'View Rates & Book Now' bar and the 'Select Rate &
// Book' dialog (also opened by the rooms' buttons); on wider screens the room buttons scroll to the panel.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingPanel } from '../../client/src/features/rates/BookingPanel.tsx';
import { BookingPanelProvider, useOpenBooking } from '../../client/src/features/rates/BookingPanelContext.tsx';
import { setMedia } from './media.ts';

const hotel = { id: 'lp1897', name: 'The Oberoi, Mumbai', address: 'Nariman Point', city: 'Mumbai', deleted: false };

/** Phone (under 1024 px) or wide screen: lists already made (lib/useMediaQuery.ts keeps them) hear of it. */
function setWidth(narrow: boolean) {
  setMedia((query) => narrow && query.includes('max-width'));
}

let roomButtonRenders = 0;

function RoomButton() {
  roomButtonRenders += 1;
  const open = useOpenBooking();
  return <button onClick={() => open('Deluxe King Room')}>Book This Room</button>;
}

const page = () => (
  <MockedProvider mocks={[]}>
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={['/hotels/lp1897']}>
        <BookingPanelProvider>
          <RoomButton />
          <div id="booking-section">
            <BookingPanel hotel={hotel} />
          </div>
        </BookingPanelProvider>
      </MemoryRouter>
    </ConfigProvider>
  </MockedProvider>
);

function renderPage() {
  return render(page());
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('booking panel layouts', () => {
  it("under 1024 px shows the 'View Rates & Book Now' bar, and the room buttons open 'Select Rate & Book'", async () => {
    setWidth(true);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'View Rates & Book Now' }));
    expect(await screen.findByRole('dialog', { name: 'Select Rate & Book' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Select Rate & Book' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Book This Room' }));
    expect(await screen.findByRole('dialog', { name: 'Select Rate & Book' })).toBeInTheDocument();
  });

  it('on wide screens has no bottom bar and the room buttons scroll to the booking section', async () => {
    setWidth(false);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderPage();
    expect(screen.queryByRole('button', { name: 'View Rates & Book Now' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Book This Room' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('booking-section'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("taking over the server's wide HTML on a phone adds the bar, and draws the room buttons only once", async () => {
    // The server draws the page wide; the phone learns its width only once the page is taken over. That
    // must not draw the panel's consumers (every room's "Book This Room") again, synchronously, during the
    // take-over: only the bar that depends on the width.
    setWidth(false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    expect(screen.queryByRole('button', { name: 'View Rates & Book Now' })).toBeNull();

    setWidth(true);
    roomButtonRenders = 0;
    const root = await act(async () => hydrateRoot(container, page()));
    expect(await screen.findByRole('button', { name: 'View Rates & Book Now' })).toBeInTheDocument();
    expect(roomButtonRenders).toBe(1);

    // The room button still opens the small-screen dialog: the width is read when it is pressed.
    await userEvent.click(screen.getByRole('button', { name: 'Book This Room' }));
    expect(await screen.findByRole('dialog', { name: 'Select Rate & Book' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
