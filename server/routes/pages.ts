// The web client: the built files (dist/client, precompressed, hashed assets cached for good), the app's
// page routes (server-rendered where web/ssr.ts renders them, else the app's index.html), and the answer to
// everything else. A browser asking for a path the app's router does not know gets 404 with the app's
// index.html, on which the router shows its 404 page; API clients get a JSON 404. Which paths are pages
// comes from the client's server-rendering contract (client/src/ssr-contract.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createPageRenderer } from '../web/ssr.ts';
import { isPagePath } from '../../client/src/ssr-contract.ts';
import { shortenEchoes } from '../graphql/error-text.ts';

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
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (client/vite.config.ts precompress()).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite names built assets by content hash, so they never change; index.html must always be re-read.
        res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // City lists and hotel pages rendered on the server, through the same GraphQL pipeline as /graphql.
  const ssrEntry = opts.ssrEntry ?? fileURLToPath(new URL('../ssr/entry-server.js', pathToFileURL(`${clientDir}/`)));
  const pages =
    hasClient && ssrEntry
      ? await createPageRenderer({
          template: `${clientDir}/index.html`,
          entry: ssrEntry,
          log: app.log,
          allow: app.graphql.pageRenderAllowed,
          execute: app.graphql.execute,
        })
      : undefined;

  /** The app's index.html: its router draws the page for the address, the 404 page included. */
  const sendIndex = (reply: FastifyReply, status: number) =>
    hasClient
      ? reply.code(status).header('cache-control', 'no-cache').sendFile('index.html')
      : reply.code(status).type('text/plain; charset=utf-8').send(NOT_BUILT);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const accept = request.headers.accept ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !NON_PAGE.test(path) && accept.includes('text/html')) {
      if (!isPagePath(path)) return sendIndex(reply, 404);
      if (pages && (await pages.send(request, reply))) return reply;
      return sendIndex(reply, 200);
    }
    // The path is echoed cut short, as every error of this server echoes what it was sent.
    return reply.code(404).send({ error: 'Not Found', message: shortenEchoes(`No route for ${request.method} ${path}`) });
  });
}
