// Server-rendered pages. The pages visits land on from search engines and shared links (the home page, city lists and
// hotel pages, see SSR_PATHS) are sent as HTML with their data in it, rendered by the client's own server entry (dist/ssr/entry-server.js, built
// by `npm run build`), so a phone on 4G paints the page from the first response instead of after the
// app's code has downloaded, run and asked for its data. The browser takes the HTML over (main.tsx).
// Any failure or a slow render falls back to the single-page app's index.html: a page is never lost.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_PARAM, type Execute, type GraphQLRequest, type RenderResult, type ServerEntry } from '../../client/src/ssr-contract.ts';
import type { PageRenderAllowance } from '../security/rate-limit.ts';
import { PAGE_VARY, localizeDocument, requestLanguage } from './language.ts';
import { DATA_SAVER_VARY, renderHeaders } from './data-saver.ts';
import { todayIst } from '../hotels/dates.ts';
import { chooseEncoding } from '../lib/accept-encoding.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The pages rendered here: the home page, city lists (/hotels/{city}) and hotel pages (/hotels/{id}), where
 * visits land from search engines and shared links. The home page is rendered without a search in its
 * address only (?lang= aside): one that reopens a search draws its results dialog in the browser. Drawn
 * in the browser, the home page painted only after the app's 250 kB of code had arrived and run: Lighthouse
 * (slow 4G) put its largest paint at 2.6 s in English and 3.6 s in Hindi, over the 2.5 s budget; rendered
 * here, 1.2–1.8 s (bench/results.md). The static pages stay client-rendered (not measured).
 */
export const SSR_PATHS = /^\/(hotels\/[^/]+\/?)?$/;

/** The home page is rendered here with no parameter in its address but the language. */
function onlyLanguageParam(url: URL): boolean {
  return [...url.searchParams.keys()].every((key) => key === LANGUAGE_PARAM);
}

/**
 * Rendered home pages, by language, data saver and India's date (the search form's defaults): the page
 * has no data and is the same for every visitor with those three, so it is rendered once per key and
 * minute instead of on every visit (about 30 ms of the server's time each).
 */
const HOME_TTL_MS = 60_000;
const HOME_KEYS_MAX = 16;
const ROOT = '<div id="root"></div>';

export interface PageRendererOptions {
  /** the built client's index.html, whose root element receives the page */
  template: string;
  /** dist/ssr/entry-server.js */
  entry: string;
  /** runs an operation in the app's GraphQL pipeline for `request` (its context: IP, logger) */
  execute: (op: GraphQLRequest, request: FastifyRequest) => ReturnType<Execute>;
  log: FastifyBaseLogger;
  /** a render spends from its client's GraphQL rate limit; over it, the page is client-rendered */
  allow: PageRenderAllowance;
  /** the origin browsers reach the app on, for the pages' hreflang addresses */
  origin: () => string;
  /** a render slower than this sends the single-page shell instead */
  timeoutMs?: number;
  /** what a Hindi page adds to its head (language.ts devanagariFontHead) */
  hindiHead?: string;
}

export interface PageRenderer {
  /** Sends the rendered page; false when this path is not rendered or the render failed (send index.html). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** Undefined when the server entry or the template's root element is missing: pages are then client-rendered. */
export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer | undefined> {
  const { template: templatePath, entry: entryPath, execute, log, allow, origin, timeoutMs = 4000, hindiHead = '' } = options;
  if (!existsSync(entryPath) || !existsSync(templatePath)) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  const at = template.indexOf(ROOT);
  if (at < 0) {
    log.warn({ template: templatePath }, `server rendering off: ${ROOT} is not in the client's index.html`);
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const { head, start } = deferAppScripts(template.slice(0, at));
  const manifestPath = join(dirname(templatePath), '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
  // The files page-start.js starts the app with (its entry and their preloads): a page's own list leaves them out.
  const appFiles = new Set(/data-app="([^"]*)" data-preload="([^"]*)"/.exec(start)?.slice(1).join(' ').split(' '));
  const tail = template.slice(at + ROOT.length);
  const homes = new Map<string, { html: string; expires: number }>();

  return {
    async send(request, reply) {
      const path = request.url.split('?')[0];
      if (!SSR_PATHS.test(path)) return false;
      const url = new URL(request.url, 'http://localhost');
      const home = path === '/';
      if (home && !onlyLanguageParam(url)) return false;
      const language = requestLanguage(request);
      const headers = renderHeaders(request);
      const homeKey = home ? `${language}|${headers['save-data'] ?? ''}|${todayIst()}` : undefined;
      const kept = homeKey ? homes.get(homeKey) : undefined;
      if (kept && kept.expires > Date.now()) return sendPage(request, reply, 200, kept.html);
      // Over the limit, the page still loads: the browser renders it and its /graphql requests meet the limit.
      if (!(await allow(request))) return false;
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
      let result: RenderResult;
      try {
        const aborted = new Promise<never>((_, reject) =>
          abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error)),
        );
        const rendering = entry.render(new Request(url.href, { headers }), (op) => execute(op, request), abort.signal, language);
        // Past the timeout the render is aborted and rejects with no one waiting: not an unhandled rejection.
        rendering.catch(() => undefined);
        result = await Promise.race([rendering, aborted]);
      } catch (err) {
        request.log.warn({ err, path }, 'server render failed; sending the client-rendered page');
        return false;
      } finally {
        clearTimeout(timer);
      }
      if (result.kind === 'redirect') {
        void reply.redirect(result.location, result.status);
        return true;
      }
      // The title is React's markup, escaped already.
      const titled = result.title === null ? head : head.replace(/<title>[^<]*<\/title>/, `<title>${result.title}</title>`);
      // The page's styles (antd's theme variables) go last in the head, after the stylesheet they refine;
      // then page-start.js, which starts the app after the first paint and holds taps until it is live.
      const files = moduleFiles(manifest, result.modules ?? []).filter((file) => !appFiles.has(file));
      const withTitle = titled.replace('</head>', `${result.head}${withModulePreloads(start, files)}</head>`);
      const html =
        `${localizeDocument(withTitle, language, request.url, origin(), hindiHead)}<div id="root">${result.html}</div>` +
        `<script type="application/json" id="ssr-state">${result.state}</script>${tail}`;
      if (homeKey && result.status === 200) {
        if (homes.size >= HOME_KEYS_MAX) homes.clear();
        homes.set(homeKey, { html, expires: Date.now() + HOME_TTL_MS });
      }
      return sendPage(request, reply, result.status, html);
    },
  };
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string): Promise<true> {
  void reply
    .code(status)
    .type('text/html; charset=utf-8')
    // Public data only (no traveller's state is rendered), but always re-validated: rates move.
    .header('cache-control', 'no-cache')
    .header('vary', `${PAGE_VARY}, ${DATA_SAVER_VARY}`);
  // A rendered page is 20–100 kB of markup and data: compressed, it crosses a slow link in a few packets.
  const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip', 'identity']);
  if (encoding === 'br') {
    void reply.header('content-encoding', 'br').send(await brotli(Buffer.from(html), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    void reply.header('content-encoding', 'gzip').send(await gz(Buffer.from(html)));
  } else {
    void reply.send(html);
  }
  return true;
}

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) read here: each module's file and static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files (`/assets/…`) that running `modules` (manifest keys) loads before any code of theirs runs: each
 * one's own file and, transitively, the files it imports statically. A key not in the manifest adds nothing.
 */
export function moduleFiles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files];
}

/** page-start.js's tag (deferAppScripts) with `files` for it to ask for after the app's own, in small batches. */
export function withModulePreloads(start: string, files: readonly string[]): string {
  if (!start || !files.length) return start;
  return start.replace('></script>', ` data-page-preload="${attr(files.join(' '))}"></script>`);
}

const attr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Takes the app's module script and its modulepreload links out of the template's head and hands them
 * to page-start.js (client/page-start.js, whose built address the template's `<meta name="page-start">`
 * holds), which adds them after the page's first contentful paint: the rendered page needs only its
 * HTML, stylesheet and first photo to paint, and on a slow link the app's code would share the bandwidth
 * with them. A template without that meta element or without a module script is left as it is: the
 * page then loads the app the ordinary way, and taps before it is live are not held.
 */
export function deferAppScripts(head: string): { head: string; start: string } {
  const meta = /<meta name="page-start" content="([^"]+)"\s*\/?>\s*/.exec(head);
  const app = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(head);
  if (!meta || !app) return { head, start: '' };
  const preloads: string[] = [];
  const rest = head
    .replace(meta[0], '')
    .replace(app[0], '')
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  return {
    head: rest,
    start: `<script src="${attr(meta[1])}" async data-app="${attr(app[1])}" data-preload="${attr(preloads.join(' '))}"></script>`,
  };
}
