// The lazily loaded modules each server-rendered page runs while the app takes it over, beyond the shell, in
// one list for the build's two uses of it (paths relative to client/src):
// - `preload`: what page-start.js asks for with the app's code, in small batches, instead of each import's
//   preload links coming at once as it runs (entry-server.tsx startupModules; server/web/ssr.ts resolves
//   them through the build manifest);
// - every module here, `preload` and `later` alike, has its chunk compiled as it streams in
//   (client/build/compile-hints.ts). `later` is code the page runs after it is live (the gallery's carousels,
//   the home page's sections): compiled eagerly, but not preloaded, so that it does not share the link with
//   the page's largest image.
// Both uses are tested against the built files (tests/server/web/ssr-pages.test.ts, bundle-budget.test.ts).

export interface PageStartup {
  preload: readonly string[];
  later: readonly string[];
}

const HOTEL_ROUTE = 'routes/hotel/index.tsx';

export const PAGE_STARTUP = {
  /** `/`: the page's own code is in the shell. */
  home: { preload: [], later: ['features/home/HomeSections.tsx'] },
  /** `/hotels/:hotelId` with a hotel's id. */
  hotelPage: { preload: [HOTEL_ROUTE], later: ['features/hotel/PhotoSwipers.tsx'] },
  /** `/hotels/:city`: the same route, which renders the city's list. */
  cityList: { preload: [HOTEL_ROUTE, 'features/hotel-list/HotelListPage.tsx', 'features/hotel-list/prefetch.ts'], later: [] },
} as const satisfies Record<string, PageStartup>;

/** Every module of PAGE_STARTUP once: the chunks the build compiles eagerly. */
export const STARTUP_MODULES: readonly string[] = [
  ...new Set(Object.values(PAGE_STARTUP as Record<string, PageStartup>).flatMap((page) => [...page.preload, ...page.later])),
];
