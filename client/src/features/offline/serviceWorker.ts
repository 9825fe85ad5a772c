// Registers the service worker (client/build/pwa.ts makes /sw.js) with workbox-window, once the page has
// painted (OfflineUI loads this), and tells whether this page is the first one of a new version of the app.
import { Workbox } from 'workbox-window';

const VERSION_KEY = 'stayindia.appVersion';

/**
 * This page's version of the app: the address of its entry script, which the build names after the
 * bytes of the app it starts.
 */
function appVersion(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? undefined;
}

/**
 * True on the first page of a version other than the one this browser showed last (once per version).
 * The first visit has nothing to compare with. A page drawn with no connection is not counted: it is the
 * service worker's precached copy, which may be the version before the one already shown online (a new
 * worker waits until the old one's pages close), and counting it would say "updated" a second time.
 */
export function isNewVersion(storage: Storage = localStorage, version = appVersion(), online = navigator.onLine): boolean {
  if (!version || !online) return false;
  try {
    const before = storage.getItem(VERSION_KEY);
    if (before === version) return false;
    storage.setItem(VERSION_KEY, version);
    return before !== null;
  } catch {
    return false;
  }
}

/**
 * Registers /sw.js for the whole site. A new version of the worker installs in the background and waits
 * (no skipWaiting): it takes over on the next visit, never under a page in use.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return undefined;
  const wb = new Workbox('/sw.js', { scope: '/' });
  return wb.register();
}

/**
 * Registers the worker once the page has loaded and the browser is idle: its install downloads the
 * precached files (about 0.8 MB compressed), which must not compete with the page's own first requests.
 */
export function registerWhenIdle(): void {
  const register = () => void registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error));
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
