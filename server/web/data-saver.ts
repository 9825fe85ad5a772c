// Data saver on server-rendered pages (issue 17 §4): a page is drawn saving data (smaller gallery photos,
// photos below the fold as tap placeholders) by the browser's rule (client/src/ssr-contract.ts): the
// traveller's choice in the `data_saver` cookie, else the browser's `Save-Data: on` header. Such a page
// never asks for the photos the app would hold back, before the app has even started.
import type { FastifyRequest } from 'fastify';
import { DATA_SAVER_COOKIE, pickDataSaver } from '../../client/src/ssr-contract.ts';

/** Headers a server-rendered page varies by besides the language's: the browser's data saver hint. */
export const DATA_SAVER_VARY = 'save-data';

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=').trim();
  }
  return null;
}

export function requestSavesData(request: FastifyRequest): boolean {
  return pickDataSaver(cookieValue(request.headers.cookie, DATA_SAVER_COOKIE), request.headers['save-data']);
}

/** What the render reads (entry-server.tsx): the decision, as the request's Save-Data header. */
export function renderHeaders(request: FastifyRequest): Record<string, string> {
  return requestSavesData(request) ? { 'save-data': 'on' } : {};
}
