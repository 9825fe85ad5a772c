// Server entry (built by `vite build --ssr`, loaded by server/web/ssr.ts): renders a page route to HTML
// with its data, so a phone paints the page from the first response instead of after the app's code has
// downloaded, run and fetched. The browser then takes the HTML over (main.tsx). One Apollo Client per
// request: no traveller's answers reach another's page.
import type { ReactNode } from 'react';
import { ApolloLink, type FetchResult, type NormalizedCacheObject } from '@apollo/client';
import { print } from 'graphql';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Observable } from 'rxjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, loadAntdLocale } from './app/providers.tsx';
import { createApolloClient, routerContext } from './app/apollo.ts';
import { routes } from './app/router.tsx';
import { serializeState } from './app/ssr.ts';
import { withBrowserThemeId } from './app/ssr-styles.ts';
import { PAGE_STARTUP } from './app/startup-modules.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { hindiNamespaces, i18n, setRenderLanguage, type Language } from './lib/i18n.ts';
import { ServerDataSaver } from './lib/dataSaver.ts';
import { isHotelId } from './lib/paths.ts';
import type { Execute, Render, RenderResult } from './ssr-contract.ts';

const MAX_PASSES = 2;

/**
 * The build manifest keys of the modules page-start.js preloads for `pathname` (app/startup-modules.ts): a
 * city list's route, list and prefetch; a hotel page's route; nothing for the home page, which is in the shell.
 * tests/server/web/ssr-pages.test.ts checks each key is in the manifest.
 */
export function startupModules(pathname: string): string[] {
  const segment = /^\/hotels\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (segment === undefined) return [];
  const page = isHotelId(segment) ? PAGE_STARTUP.hotelPage : PAGE_STARTUP.cityList;
  return page.preload.map((module) => `src/${module}`);
}

async function renderToHtml(app: ReactNode, signal?: AbortSignal): Promise<string> {
  // Infinity: React would otherwise send a large part (a long list) out of order, to paint sooner while
  // streaming; a prerendered page is sent whole, and out-of-order parts need inline script.
  const { prelude } = await prerenderToNodeStream(app, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

// Typed by the contract the server reads (ssr-contract.ts): the server imports that file, never this one.
/** The language of the render in progress, for the formatting helpers that read the app's language. */
const rendering = new AsyncLocalStorage<Language>();
setRenderLanguage(() => rendering.getStore());

export const render: Render = (request, execute, signal, language = 'en') =>
  rendering.run(language, () => renderPage(request, execute, signal, language));

const renderPage = async (
  request: Request,
  execute: Execute,
  signal: AbortSignal | undefined,
  language: Language,
): Promise<RenderResult> => {
  // One instance per request, in the page's language, sharing the loaded strings with every other request.
  const strings = i18n.cloneInstance({ lng: language, initAsync: false });
  // The clone starts in the shared instance's language and switches once its strings are in: awaited, so
  // the page never renders in the language of the request before it.
  await strings.changeLanguage(language);
  if (language !== 'en') await strings.loadNamespaces(await hindiNamespaces());
  // antd's texts in the page's language, as the browser's first render has them (main.tsx).
  await loadAntdLocale(language);
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (err: unknown) => observer.error(err),
        );
      }),
  );
  const client = createApolloClient({ link, ssrMode: true });
  const handler = createStaticHandler(routes);
  const context = await handler.query(request, { requestContext: routerContext({ client, server: true }) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // antd's theme (the app's colours as CSS variables) is a style element the browser would only add
  // when it takes the page over: collected here, it ships in the page's head.
  const styles = createCache();
  // The server decided whether this page saves data (server/web/data-saver.ts) and says so as Save-Data.
  const saveData = request.headers.get('save-data') === 'on';
  const app = (
    <StyleProvider cache={styles}>
      <ServerDataSaver value={saveData}>
        <AppProviders client={client} i18n={strings}>
          {/* hydrate={false}: the router's own hydration script is inline code (the CSP forbids it) and
            cannot carry the loaders' query references; the browser runs the loaders again on the cache. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerDataSaver>
    </StyleProvider>
  );
  // Should a part still come out of order (behind inline script, which the CSP forbids), one more pass
  // finds every lazily loaded component of the page already loaded.
  let html = '';
  for (let pass = 1; ; pass++) {
    html = await renderToHtml(app, signal);
    if (!/<template id="B:/.test(html)) break;
    if (pass === MAX_PASSES) throw new Error(`the page still has out-of-order parts after ${MAX_PASSES} render passes`);
  }
  // React writes the page's <title> into the markup; the server puts it in the document's head.
  let title: string | null = null;
  html = html.replace(/<title>([^<]*)<\/title>/, (_all, text: string) => {
    title = text;
    return '';
  });
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    title,
    head: withBrowserThemeId(extractStyle(styles), language),
    modules: startupModules(new URL(request.url).pathname),
    state: serializeState({
      apollo: client.extract() as NormalizedCacheObject,
      // react-i18next records the namespaces each useTranslation() asked for on the instance.
      namespaces: (strings as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces?.getUsedNamespaces() ?? [],
      ...(saveData && { saveData }),
    }),
  };
};
