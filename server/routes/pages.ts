// The web client: the built files (dist/client, precompressed, hashed assets cached for good), the app's
// page routes (server-rendered where web/ssr.ts renders them, else the app's index.html), and the answer to
// everything else. A browser asking for a path the app's router does not know gets 404 with the app's
// index.html, on which the router shows its 404 page; API clients get a JSON 404. Which paths are pages
// comes from the client's server-rendering contract (client/src/ssr-contract.ts).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createPageRenderer } from '../web/ssr.ts';
import { createAssetStore } from '../web/assets.ts';
import { isPagePath } from '../../client/src/ssr-contract.ts';
import { shortenEchoes } from '../graphql/error-text.ts';
import { PAGE_VARY, devanagariFontHead, localizeDocument, requestLanguage } from '../web/language.ts';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));
/** Paths that are API or infrastructure: never answered with the client's index.html. */
const NON_PAGE = /^\/(graphql|sandbox|health|assets|metrics|api)(\/|$|\?)/;
const NOT_BUILT = 'The web client has not been built yet. Run `npm run build`, then restart the server.\n';

export interface PageRouteOptions {
  /** where the built client lives (default dist/client) */
  clientDir?: string;
  /** the server-rendering entry (default ../ssr/entry-server.js beside the client); false: client-rendered pages only */
  ssrEntry?: string | false;
}

export default async function pageRoutes(app: FastifyInstance, opts: PageRouteOptions): Promise<void> {
  const clientDir = opts.clientDir ?? DEFAULT_CLIENT_DIR;
  const hasClient = existsSync(`${clientDir}/index.html`);
  if (hasClient) {
    // The hashed files, most of what a browser asks for, from memory (web/assets.ts); the rest of the
    // build (sw.js, the manifest, icons) from disk below.
    const assets = createAssetStore(`${clientDir}/assets`);
    app.get('/assets/*', async (request, reply) =>
      (await assets.send((request.params as { '*': string })['*'], request, reply)) ? reply : reply.callNotFound(),
    );
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      // No index file: `/` is a page like the others, sent in the traveller's language (sendIndex).
      index: false,
      // The build's own records (.vite/manifest.json, compile-hints.json) name the app's source files: the
      // server reads them from disk, browsers never need them.
      allowedPath: (pathName) => !pathName.split('/').includes('.vite'),
      // Of the files left to this plugin, the build writes .br and .gz beside index.html (client/vite.config.ts
      // precompress()).
      preCompressed: true,
      // Not named by their bytes (the hashed assets are answered above): always re-validated.
      setHeaders: (res) => res.header('cache-control', 'no-cache'),
    });
  }

  // A Hindi page's font head, read from the build once: the rendered pages and the plain index.html share it.
  const hindiHead = hasClient ? devanagariFontHead(clientDir) : '';
  // City lists and hotel pages rendered on the server, through the same GraphQL pipeline as /graphql.
  const ssrEntry = opts.ssrEntry ?? fileURLToPath(new URL('../ssr/entry-server.js', pathToFileURL(`${clientDir}/`)));
  const pages =
    hasClient && ssrEntry
      ? await createPageRenderer({
          template: `${clientDir}/index.html`,
          hindiHead,
          entry: ssrEntry,
          log: app.log,
          allow: app.graphql.pageRenderAllowed,
          execute: app.graphql.execute,
          origin: () => app.publicUrl(),
        })
      : undefined;

  /** The app's index.html in the page's language: its router draws the page for the address, the 404 page included. */
  const template = hasClient ? readFileSync(`${clientDir}/index.html`, 'utf8') : '';
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    hasClient
      ? reply
          .code(status)
          .header('cache-control', 'no-cache')
          .header('vary', PAGE_VARY)
          .type('text/html; charset=utf-8')
          .send(localizeDocument(template, requestLanguage(request), request.url, app.publicUrl(), hindiHead))
      : reply.code(status).type('text/plain; charset=utf-8').send(NOT_BUILT);

  async function pageOrNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?')[0];
    const accept = request.headers.accept ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !NON_PAGE.test(path) && accept.includes('text/html')) {
      if (!isPagePath(path)) return sendIndex(request, reply, 404);
      if (pages && (await pages.send(request, reply))) return reply;
      return sendIndex(request, reply, 200);
    }
    // The path is echoed cut short, as every error of this server echoes what it was sent.
    return reply.code(404).send({ error: 'Not Found', message: shortenEchoes(`No route for ${request.method} ${path}`) });
  }

  app.setNotFoundHandler(pageOrNotFound);
  // `/` is a directory to the static files' wildcard route, which (with no index file) refused it with 403
  // to any client that did not ask for a compressed answer (curl, scripts); it is the home page.
  if (hasClient) app.get('/', pageOrNotFound);
}
