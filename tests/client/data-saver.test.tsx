// Data saver (issue 17 §4): on when the browser asks to save data (navigator.connection.saveData, the
// Save-Data header's client side) or when the traveller turns it on in the top bar's menu; the choice is
// kept in localStorage, wins over the browser's hint, and every screen follows it at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DATA_SAVER_KEY,
  browserSavesData,
  isDataSaverOn,
  setDataSaver,
  storedDataSaver,
  useDataSaver,
} from '../../client/src/features/data-saver/state.ts';
import { photoUrl, smallPhotoUrl } from '../../client/src/features/data-saver/photos.ts';
import { TopBar } from '../../client/src/app/TopBar.tsx';
import { i18n } from '../../client/src/lib/i18n.ts';
import { loadAntdLocale } from '../../client/src/app/providers.tsx';
import { renderAt } from './render-shell.tsx';

/** A stand-in for navigator.connection: `saveData` and its change event. */
class FakeConnection extends EventTarget {
  constructor(public saveData: boolean) {
    super();
  }
  change(saveData: boolean) {
    this.saveData = saveData;
    this.dispatchEvent(new Event('change'));
  }
}

function browserAsks(saveData: boolean): FakeConnection {
  const connection = new FakeConnection(saveData);
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return connection;
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(async () => {
  delete (navigator as { connection?: unknown }).connection;
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

function Probe() {
  return <output data-testid="saver">{useDataSaver() ? 'on' : 'off'}</output>;
}

describe('data saver state', () => {
  it('is off when the browser does not ask to save data and the traveller has not chosen', () => {
    expect(browserSavesData()).toBe(false);
    expect(storedDataSaver()).toBeNull();
    expect(isDataSaverOn()).toBe(false);
    render(<Probe />);
    expect(screen.getByTestId('saver')).toHaveTextContent('off');
  });

  it('is on when the browser asks to save data (Save-Data), and follows the browser when it changes', () => {
    const connection = browserAsks(true);
    expect(isDataSaverOn()).toBe(true);
    render(<Probe />);
    expect(screen.getByTestId('saver')).toHaveTextContent('on');
    act(() => connection.change(false));
    expect(screen.getByTestId('saver')).toHaveTextContent('off');
  });

  it("keeps the traveller's choice in localStorage, and the choice wins over the browser's hint", () => {
    browserAsks(false);
    render(<Probe />);
    act(() => setDataSaver(true));
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    expect(screen.getByTestId('saver')).toHaveTextContent('on');
    // Mirrored in a cookie, so the server draws its pages by the same choice.
    expect(document.cookie).toContain('data_saver=on');

    // The browser asks to save data, but the traveller turned it off: off.
    browserAsks(true);
    act(() => setDataSaver(false));
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    expect(document.cookie).toContain('data_saver=off');
    expect(isDataSaverOn()).toBe(false);
    expect(screen.getByTestId('saver')).toHaveTextContent('off');
  });

  it('reads a choice kept on an earlier visit, and follows a change made in another tab', () => {
    window.localStorage.setItem(DATA_SAVER_KEY, 'on');
    render(<Probe />);
    expect(screen.getByTestId('saver')).toHaveTextContent('on');
    act(() => {
      window.localStorage.setItem(DATA_SAVER_KEY, 'off');
      window.dispatchEvent(new StorageEvent('storage', { key: DATA_SAVER_KEY }));
    });
    expect(screen.getByTestId('saver')).toHaveTextContent('off');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(DATA_SAVER_KEY, 'maybe');
    expect(storedDataSaver()).toBeNull();
    expect(isDataSaverOn()).toBe(false);
  });
});

describe('smaller photo addresses', () => {
  it("asks the sandbox for a width, whatever the file's own size", () => {
    expect(smallPhotoUrl('/sandbox/images/hotels/lp1a2b/3-hd.svg', 640)).toBe('/sandbox/images/hotels/lp1a2b/3.svg?w=640');
    expect(smallPhotoUrl('/sandbox/images/hotels/lp1a2b/0.svg', 160)).toBe('/sandbox/images/hotels/lp1a2b/0.svg?w=160');
    expect(smallPhotoUrl('/sandbox/images/rooms/lp1a2b/2/1-thumb.svg', 480)).toBe('/sandbox/images/rooms/lp1a2b/2/1.svg?w=480');
  });

  it("keeps a real provider's address as it is, and picks its standard photo over the HD one", () => {
    const url = 'https://static.cupid.travel/hotels/123.jpg';
    const hd = 'https://static.cupid.travel/hotels/hd/123.jpg';
    expect(smallPhotoUrl(url, 640)).toBe(url);
    expect(smallPhotoUrl('https://evil.example/sandbox/images/hotels/lp1/1.svg', 640)).toBe(
      'https://evil.example/sandbox/images/hotels/lp1/1.svg',
    );
    expect(photoUrl(true, url, hd, 640)).toBe(url);
    expect(photoUrl(false, url, hd, 640)).toBe(hd);
    expect(photoUrl(false, url, null, 640)).toBe(url);
  });
});

describe("the top bar's menu", () => {
  it('turns data saver on and off, keeps the choice, and marks the button while it is on', async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    // The button loads just after the shell (features/data-saver/lazy.ts).
    const menu = await screen.findByRole('button', { name: 'More options' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('data-saver-on')).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const toggle = await screen.findByRole('switch', { name: 'Data saver' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/Smaller photos, no slideshows/)).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    expect(screen.getByTestId('data-saver-on')).toBeInTheDocument();

    // Escape closes the panel and gives the focus back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(await screen.findByRole('switch', { name: 'Data saver' }));
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    expect(screen.queryByTestId('data-saver-on')).not.toBeInTheDocument();
  });

  it('says when the browser asks to save data, with the switch on', async () => {
    browserAsks(true);
    const user = userEvent.setup();
    renderAt(<TopBar />);
    expect(await screen.findByTestId('data-saver-on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More options' }));
    expect(await screen.findByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Your browser asks to save data.')).toBeInTheDocument();
  });

  it('speaks Hindi in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    // antd's Hindi texts load before the app's first render (main.tsx): here too, or their arrival would draw the tree again.
    await loadAntdLocale('hi');
    const user = userEvent.setup();
    renderAt(<TopBar />);
    await user.click(await screen.findByRole('button', { name: 'और विकल्प' }));
    expect(await screen.findByRole('switch', { name: 'डेटा सेवर' })).toBeInTheDocument();
    expect(screen.getByText(/छोटी फ़ोटो/)).toBeInTheDocument();
  });
});
