// Data saver (issue 17 §4): on when the traveller turns it on in the top bar's menu, or, until they
// choose, when the browser asks to save data (`navigator.connection.saveData`, the client side of the
// `Save-Data: on` request header). The traveller's choice is kept in localStorage and wins over the
// browser's hint, so a traveller can also turn it off. Every tab follows a change made in another. A
// cookie mirrors the choice, so server-rendered pages are drawn by the same rule (ssr-contract.ts).
import { useContext, useSyncExternalStore } from 'react';
import { ServerDataSaver } from '../../lib/dataSaver.ts';
import { DATA_SAVER_COOKIE } from '../../ssr-contract.ts';

export const DATA_SAVER_KEY = 'data_saver';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The part of the Network Information API read here (Chromium browsers; absent elsewhere). */
interface SaveDataConnection {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

function connection(): SaveDataConnection | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: SaveDataConnection }).connection;
}

/** True when the browser asks pages to save data (the traveller's browser or system setting). */
export function browserSavesData(): boolean {
  return connection()?.saveData === true;
}

/** The traveller's own choice, or null while they have made none (or storage is unavailable). */
export function storedDataSaver(): boolean | null {
  try {
    const value = window.localStorage.getItem(DATA_SAVER_KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

/** Whether the app saves data now. */
export function isDataSaverOn(): boolean {
  if (typeof window === 'undefined') return false;
  return storedDataSaver() ?? browserSavesData();
}

/** The choice when localStorage refuses to keep it. */
let fallback: boolean | null = null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The traveller turns data saver on or off: kept for their next visits, and every screen follows at once. */
export function setDataSaver(on: boolean): void {
  try {
    window.localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice still holds until the page closes.
    fallback = on;
  }
  // The server draws its pages by the same choice (server/web/data-saver.ts).
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  notify();
}

function current(): boolean {
  return fallback ?? isDataSaverOn();
}

function onStorage(event: StorageEvent): void {
  if (event.key === DATA_SAVER_KEY || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    connection()?.addEventListener?.('change', notify);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      connection()?.removeEventListener?.('change', notify);
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** True while the app saves data: smaller photos, carousels that stay still, photos below the fold on a tap. */
export function useDataSaver(): boolean {
  // A server-rendered page is drawn and hydrated as the server decided (the Save-Data header or the
  // cookie, lib/dataSaver.ts); the hydrated page then follows the browser's own value.
  const server = useContext(ServerDataSaver);
  return useSyncExternalStore(subscribe, current, () => server);
}
