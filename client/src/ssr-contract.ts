// The server-rendering contract: the one file of client/ that server/ imports (client/ never imports
// server/). It says which page paths the app's router knows, so that the server answers any other with
// 404, and the shape of the server entry's render() (entry-server.tsx, built to dist/ssr). It imports
// nothing from the app itself (no React, no routes): the server must not load the app's code through it,
// and the production image ships this file alone from client/src.
import type { FetchResult } from '@apollo/client';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Runs one operation in the server's own GraphQL pipeline (validation, limits, masking), without HTTP. */
export type Execute = (request: GraphQLRequest) => Promise<FetchResult>;

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      title: string | null;
      state: string;
      head: string;
      /**
       * The lazily loaded modules the page runs as it starts, beyond the shell, as keys of the client build's
       * manifest (`src/routes/hotel/index.tsx`): the server has page-start.js ask for their files with the app's.
       */
      modules: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** Renders the page at `request`'s URL with its data, fetched through `execute`, in `language`. */
export type Render = (request: Request, execute: Execute, signal?: AbortSignal, language?: Language) => Promise<RenderResult>;

// Languages (issue 17 §1). Here because the server picks a page's language before it renders or sends it,
// by the same rule as the browser (client/src/lib/i18n.ts imports these).

/**
 * India Standard Time is UTC+05:30 all year (no daylight saving since 1945). The product's dates are India's
 * calendar dates, on the server (server/hotels/dates.ts: the API's today, the response cache's day, the
 * .ics times) and in the browser (lib/format.ts indiaToday), so both take the offset from here.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/**
 * The rooms-and-guests rules (issue 15 §3; MakeMyTrip's and Booking.com's are the anchors), one copy for the
 * Rooms & Guests picker (lib/occupancy.ts) and the API that checks every client (server/lib/occupancy.ts):
 * up to 8 rooms, each with 1 to 4 adults and 0 to 3 children aged 0 to 17; the spec's single guests number is
 * one room of 1 to 10 adults.
 */
export const ROOM_RULES = {
  maxRooms: 8,
  maxAdultsPerRoom: 4,
  maxChildrenPerRoom: 3,
  maxChildAge: 17,
  /** the spec's guests number: one room of this many adults at most */
  maxGuestsOneRoom: 10,
} as const;

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The <html lang> and hreflang of each language. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };
/** The document's own title and description (index.html's, in English), before a page sets its title. */
export const DOCUMENT_TEXT: Record<Language, { title: string; description: string }> = {
  en: {
    title: "StayIndia — India's Premier Hotel Booking",
    description: "StayIndia — India's Premier Hotel Booking. Search hotels across India, compare live rates in rupees and book instantly.",
  },
  hi: {
    title: 'StayIndia — भारत की प्रमुख होटल बुकिंग',
    description: 'StayIndia — भारत की प्रमुख होटल बुकिंग। पूरे भारत में होटल खोजें, रुपये में लाइव दरों की तुलना करें और तुरंत बुक करें।',
  },
};

/**
 * The attribute of the <style> in which the server gives a Hindi page the Devanagari font's rules
 * (server/web/language.ts): with it there, the app loads no stylesheet for the font (app/language.ts).
 */
export const DEVANAGARI_STYLE_ATTRIBUTE = 'data-devanagari';

/**
 * The attribute of that <style> that names the semibold weight's file: page-start.js declares the weight
 * once the file has loaded, so headings are never drawn in a face still loading (empty boxes on a phone with
 * no Devanagari font of its own).
 */
export const DEVANAGARI_SEMIBOLD_ATTRIBUTE = 'data-semibold';

/** Cookie that stores the traveller's choice. */
export const LANGUAGE_COOKIE = 'lang';
/** Address parameter that names the language: search engines reach the Hindi pages as ?lang=hi. */
export const LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language of BCP 47 tags in preference order (navigator.languages), or null. */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/** Accept-Language's tags in the order of their q-values (a tag with q=0 is refused). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** A page's language: ?lang=, then the stored choice (cookie), then the browser's languages, then English. */
export function pickLanguage(param: string | null | undefined, cookie: string | null | undefined, accepted: readonly string[]): Language {
  if (isLanguage(param)) return param;
  if (isLanguage(cookie)) return cookie;
  return preferredLanguage(accepted) ?? DEFAULT_LANGUAGE;
}

/** What the built server entry (dist/ssr/entry-server.js) exports. */
export interface ServerEntry {
  render: Render;
}

/**
 * The page routes of client/src/app/router.tsx, in react-router's notation (its `*` route, the 404 page,
 * excepted). tests/server/app/page-routes.test.ts holds the two lists equal. `/hotels/:hotelId` stands for
 * city slugs and hotel ids alike, so any single segment under /hotels is a page.
 */
export const PAGE_ROUTES = [
  '/',
  '/hotels',
  '/hotels/:hotelId',
  '/map-search',
  '/destinations',
  '/about',
  '/contact',
  '/offers',
  '/privacy',
  '/terms',
  '/dev',
  '/booking-confirmation',
  '/bookings',
  '/bookings/:reference',
  '/sign-in',
] as const;

const ROUTE_SEGMENTS = PAGE_ROUTES.map((route) => route.split('/').filter(Boolean));

/**
 * True when the router shows a page for this path other than its 404 page. Matches as react-router
 * does: letter case aside, a trailing slash allowed, a `:param` is one non-empty segment.
 */
export function isPagePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  const segments = path === '' ? [] : path.slice(1).split('/');
  return ROUTE_SEGMENTS.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, i) => (part.startsWith(':') ? segments[i].length > 0 : part.toLowerCase() === segments[i].toLowerCase())),
  );
}

// Data saver (issue 17 §4). Here because the server draws a page saving data by the browser's rule: the
// traveller's choice (kept in the browser, mirrored in a cookie for the server), else the browser's
// `Save-Data: on` header (navigator.connection.saveData in the browser).

/** Cookie that mirrors the traveller's data saver choice, 'on' or 'off', for server-rendered pages. */
export const DATA_SAVER_COOKIE = 'data_saver';

/** Whether a page saves data: the traveller's choice ('on' or 'off') when there is one, else the browser's Save-Data. */
export function pickDataSaver(choice: string | null | undefined, saveData: string | readonly string[] | null | undefined): boolean {
  if (choice === 'on') return true;
  if (choice === 'off') return false;
  const header = typeof saveData === 'string' ? saveData : saveData?.[0];
  return header?.trim().toLowerCase() === 'on';
}
