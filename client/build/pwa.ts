// The installable app (issue 17 §2 and §3): the web app manifest and a Workbox service worker, made by
// vite-plugin-pwa (generateSW) in the browser build. client/vite.config.ts adds pwa() to that build's plugins.
//
// What the service worker does:
// - precaches the app shell (index.html, the shell's script and styles) and the static assets the pages
//   load, so the app opens with no signal; not the development console's GraphQL explorer (monaco, its
//   workers, babel and estree: 6 MB a traveller never needs), nor the compressed .br/.gz copies, nor the
//   Devanagari font files (loaded, and then cached, only when Hindi is chosen);
// - answers a page navigation from the network, so server-rendered pages stay server-rendered, and with
//   the precached index.html when there is no network (the app's router then draws the page);
// - keeps the hotel photos it has shown (cache first, at most 200, dropped first when the
//   browser runs short of storage);
// - keeps the booking documents (the PDF voucher) the traveller has seen, by path: their signed query
//   changes every hour, the file does not (features/offline stores the voucher when a booking is shown);
// - never touches GraphQL (its mutations are POSTs, and a booking's reads carry its access token), the
//   API's other routes or any address carrying a token: no route below matches them, so the browser
//   fetches them as if there were no worker.
//
// A new version waits (no skipWaiting): it takes over on the traveller's next visit, never under a page in
// use, and the page it first controls says so (features/offline/OfflineLayer.tsx).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type { ManifestEntry } from 'workbox-build';

type SizedEntry = ManifestEntry & { size: number };
import type { Plugin } from 'vite';

/** The manifest's name and colours, kept with the brand (client/src/app/theme.ts, index.html's theme-color). */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'StayIndia — Hotel Booking',
  short_name: 'StayIndia',
  description: "India's Premier Hotel Booking: search hotels across India, compare live rates in rupees and book instantly.",
  lang: 'en-IN',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#e8590c',
  background_color: '#ffffff',
  categories: ['travel'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Chunk and asset names of the development console's explorer, should the manifest walk below miss one. */
const EXPLORER_NAMES = [
  'monaco-editor-',
  'GraphQLExplorer-',
  '*.worker-',
  'mouseTarget-',
  'babel-',
  'estree-',
  'standalone-',
  'codicon-',
  'jsonMode-',
  'graphqlMode-',
];
const EXPLORER_FILES = /(monaco-editor|GraphQLExplorer|\.worker|mouseTarget|babel|estree|standalone|codicon|jsonMode|graphqlMode)-/;

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files only the development console (/dev: its route and the GraphQL explorer) reaches, read off
 * Vite's manifest: what the console reaches, less what any other page reaches.
 */
export function consoleOnlyFiles(viteManifest: Record<string, ViteManifestChunk>): Set<string> {
  const isConsole = (key: string) => /(^|\/)(routes\/dev|features\/dev-console)\//.test(viteManifest[key]?.src ?? key);
  const reach = (roots: string[], stop: (key: string) => boolean): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length) {
      const key = queue.pop()!;
      if (seen.has(key) || !viteManifest[key]) continue;
      seen.add(key);
      const chunk = viteManifest[key];
      files.add(chunk.file);
      for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) if (!stop(next)) queue.push(next);
    }
    return files;
  };
  const keys = Object.keys(viteManifest);
  const consoleFiles = reach(keys.filter(isConsole), () => false);
  const others = reach(
    keys.filter((k) => viteManifest[k]!.isEntry),
    isConsole,
  );
  return new Set([...consoleFiles].filter((f) => !others.has(f)));
}

/** The vite-plugin-pwa plugins of the browser build; `outDir` is where the build writes (dist/client). */
export function pwa(): Plugin[] {
  let outDir = '';
  const leaveOutConsole = (entries: SizedEntry[]) => {
    let consoleOnly = new Set<string>();
    try {
      consoleOnly = consoleOnlyFiles(
        JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>,
      );
    } catch {
      // No Vite manifest: the name pattern alone decides.
    }
    return { manifest: entries.filter((e) => !consoleOnly.has(e.url) && !EXPLORER_FILES.test(e.url)), warnings: [] };
  };
  const plugins = VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // The page registers the worker itself, after its first paint (features/offline), with workbox-window.
    injectRegister: false,
    registerType: 'prompt',
    manifest,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: [
        '**/*.br',
        '**/*.gz',
        '**/*.map',
        '.vite/**',
        'sw.js',
        'workbox-*.js',
        '**/*.woff',
        '**/*.woff2',
        '**/*.ttf',
        // Hindi strings, antd's Hindi texts and the font's stylesheet: an English visitor never fetches them
        // (issue 17 §1); once Hindi is chosen they are kept by the 'hindi' cache below.
        'assets/hi-*.js',
        'assets/hi_IN-*.js',
        'assets/devanagari-*.css',
        // The explorer's files by name (Workbox's size check runs before the manifest walk below).
        ...EXPLORER_NAMES.map((name) => `assets/${name}*`),
      ],
      manifestTransforms: [async (entries) => leaveOutConsole(entries)],
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      // The shell's script is ~0.8 MB before compression; anything past 2 MB is the explorer's and left out.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      // Pages are answered by the network (server-rendered), with index.html only when it fails (below).
      navigateFallback: null,
      // Nor is `/` the precached index.html: by default Workbox answers a navigation to a path ending in
      // `/` with the precached `index.html` (its directory index), which gave the home page the installed
      // version's client-drawn shell in English, never the server's page in the traveller's language, and
      // kept it on the old version after a deployment until the old worker left.
      directoryIndex: null,
      skipWaiting: false,
      // Takes the first visit's page at once (no worker controlled it), so it works offline from then on.
      // A new version still waits until no page uses the old one (skipWaiting is off).
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      runtimeCaching: [
        {
          // Page navigations: the network's page; offline, the precached index.html.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            url.origin === self.location.origin &&
            !/^\/(graphql|api|sandbox|health|metrics|assets)(\/|$)/.test(url.pathname) &&
            !url.searchParams.has('token'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          // Hotel and room photos served by this origin (the sandbox's, in development and tests). A provider's
          // photos on its own hosts are left to the browser: the worker's fetches obey connect-src, which names
          // this origin only.
          urlPattern: ({ request, url }) =>
            request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/sandbox/images/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'hotel-photos',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The Hindi strings and the font's stylesheet, once Hindi has been chosen (hashed, immutable).
          urlPattern: ({ url }) =>
            url.origin === self.location.origin && /^\/assets\/(hi[-_][\w-]+\.js|devanagari-[\w-]+\.css)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'hindi',
            expiration: { maxEntries: 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The Devanagari font, once Hindi has been chosen (hashed, immutable).
          urlPattern: ({ url }) => url.origin === self.location.origin && /^\/assets\/.+\.woff2$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'fonts',
            expiration: { maxEntries: 8, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // A booking's documents: the network's copy (kept by path), else the kept one. Self-contained (this
          // function is copied into sw.js as text).
          urlPattern: ({ request, url }) =>
            request.method === 'GET' &&
            url.origin === self.location.origin &&
            /^\/api\/bookings\/[^/]+\/documents\/[^/]+$/.test(url.pathname),
          handler: async ({ request }) => {
            const cache = await caches.open('booking-documents');
            const key = new URL(request.url);
            key.search = '';
            try {
              const response = await fetch(request);
              if (response.ok) await cache.put(key.href, response.clone());
              return response;
            } catch (error) {
              const kept = await cache.match(key.href);
              if (kept) return kept;
              throw error;
            }
          },
        },
      ],
    },
  });
  return [
    {
      name: 'pwa-out-dir',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    ...plugins,
  ];
}
