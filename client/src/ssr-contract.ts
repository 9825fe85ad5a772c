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
  | { kind: 'page'; status: number; html: string; title: string | null; state: string; head: string }
  | { kind: 'redirect'; status: number; location: string };

/** Renders the page at `request`'s URL with its data, fetched through `execute`. */
export type Render = (request: Request, execute: Execute, signal?: AbortSignal) => Promise<RenderResult>;

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
