// Browser entry: mounts the providers and the router. Over server-rendered HTML (the server's render
// left its state in the page) it takes that HTML over instead of drawing the page again.
// The styles of the antd components the app uses (client/build/antd-styles.ts; antd runs in zero-runtime mode).
import 'virtual:antd-styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createApolloClient } from './app/apollo.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { hydrationData, readSsrState, setHydrating, yieldToMain } from './app/ssr.ts';
import { whenPageLive } from './app/pageLive.ts';
import { currentLanguage, i18n } from './lib/i18n.ts';
import { loadLanguageAssets } from './app/language.ts';
import { loadAntdLocale } from './app/providers.tsx';
import { ServerDataSaver } from './lib/dataSaver.ts';
import { captureInstallPrompt, offlineSnapshots } from './features/offline/index.ts';
import { TAP_TO_LOAD_ATTRIBUTE, preloadTapToLoad } from './features/data-saver/lazy.ts';

declare global {
  interface Window {
    /** set by page-start.js (client/page-start.js) on server-rendered pages: the taps made before the page was live */
    __takeEarlyClicks?: () => Element[];
    /** set by page-start.js: the fields typed into before the page was live, with their text */
    __takeEarlyTyping?: () => { field: HTMLInputElement | HTMLTextAreaElement; value: string }[];
  }
}

/**
 * Replays a tap made before the page was live (page-start.js) with a plain click. React listens at the
 * root from hydrateRoot() on: a click on a part it has taken over reaches its handlers, and goes on up to
 * the document; a click on a part whose code is still loading (a lazily loaded list, a query the page
 * reads) is stopped at the root, as React does with any event it cannot deliver yet. That one is tried
 * again shortly, for up to `until`.
 */
function replayTap(target: HTMLElement, until: number): void {
  if (!target.isConnected) return;
  let delivered = false;
  const seen = (): void => {
    delivered = true;
  };
  document.addEventListener('click', seen);
  try {
    target.click();
  } finally {
    document.removeEventListener('click', seen);
  }
  if (!delivered && performance.now() < until) setTimeout(() => replayTap(target, until), 50);
}

/**
 * Hands the app the text typed into a field before the page was live, as typing does: the field's value,
 * then an input event, which React hears like any other. The value is first cleared through the field's
 * own setter, so the input reads as a change whether or not the app has drawn the field again since.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  if (!field.isConnected || field.disabled || field.readOnly) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The app has drawn or taken over the page: says so to tests, and replays the typing and taps made before. */
function live(): void {
  document.documentElement.setAttribute('data-live', '');
  for (const { field, value } of window.__takeEarlyTyping?.() ?? []) replayTyping(field, value);
  const until = performance.now() + 10_000;
  for (const target of window.__takeEarlyClicks?.() ?? []) if (target instanceof HTMLElement) replayTap(target, until);
}

/**
 * Over server-rendered HTML the shell is taken over before the page's own part (app/pageLive.ts): live
 * once that part is. A page that never says so (a render that went wrong elsewhere) is live after 10 s.
 */
function pageTakenOver(): void {
  void Promise.race([whenPageLive(), new Promise((resolve) => setTimeout(resolve, 10_000))]).then(live);
}

async function start(): Promise<void> {
  // The shell's own evaluation is one task already; restoring the cache and loading the route start the next.
  await yieldToMain();
  const container = document.getElementById('root')!;
  const ssr = readSsrState(document);
  const client = createApolloClient({ state: ssr?.apollo });
  // My Bookings and a booking's page answer from what was last seen when the network fails (issue 17 §3).
  client.setLink(offlineSnapshots.concat(client.link));
  const env = { client };
  // In Hindi, the strings the server rendered with (or the shell's), the font and antd's Hindi texts come
  // first: the first render then matches the server's HTML, in one language, and antd's texts arriving after
  // it would make every antd component draw again. English needs nothing: its strings are in the code.
  const language = currentLanguage();
  const strings =
    language === 'en'
      ? undefined
      : Promise.all([i18n.loadNamespaces(ssr?.namespaces ?? ['common']), loadLanguageAssets(language), loadAntdLocale(language)]).catch(
          () => undefined,
        );
  // Photos the server drew as tap-to-load placeholders (data saver): their code first, or a tap on one
  // before it came would be lost (features/data-saver/TapToLoadPhoto.tsx).
  const placeholders = container.querySelector(`[${TAP_TO_LOAD_ATTRIBUTE}]`) ? preloadTapToLoad().catch(() => undefined) : undefined;
  // The route code and data the server rendered with, so the first render matches its HTML. In a task of
  // its own: restoring the cache above and asking for the route's chunks (Vite's loader adds a preload link
  // for each) were one task of about 80 ms at a phone's speed, over the 50 ms that blocks a tap.
  if (ssr) await yieldToMain();
  const hydration = ssr ? await hydrationData(routes, new URL(window.location.href), env).catch(() => undefined) : undefined;
  await strings;
  await placeholders;
  if (hydration) await yieldToMain();
  const router = createAppRouter(env, hydration);
  const app = (
    <StrictMode>
      {/* Hydrated as the server drew it, saving data or not; then as the browser's own setting says. */}
      <ServerDataSaver value={ssr?.saveData === true}>
        <AppProviders client={client} onLive={hydration ? pageTakenOver : live}>
          <RouterProvider router={router} />
        </AppProviders>
      </ServerDataSaver>
    </StrictMode>
  );
  // As a transition, the first render (or hydration) is time-sliced: React yields to the browser every
  // few milliseconds instead of holding the main thread for the whole tree, so a tap or a keypress during
  // start-up is answered at once (Lighthouse's Total Blocking Time on a mid-range phone).
  startTransition(() => {
    if (hydration) {
      setHydrating(true);
      const first = router.state.location;
      const stop = router.subscribe((state) => {
        if (state.location === first && state.navigation.state === 'idle') return;
        setHydrating(false);
        stop();
      });
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

// Before the browser can offer installation (the home page's "Download App" uses it).
captureInstallPrompt();
queueMicrotask(() => void start());
