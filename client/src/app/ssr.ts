// What the server's render hands the browser, and how the browser takes the HTML over (hydrates) instead
// of drawing the page again: the Apollo cache the render filled, and the same route data, computed again
// in the browser from that cache. Shared by entry-server.tsx and main.tsx.
import type { NormalizedCacheObject } from '@apollo/client';
import { matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { routerContext, type LoaderEnv } from './apollo.ts';

/** The id of the `<script type="application/json">` that carries the state (data, not code: no CSP exception). */
export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  /** the Apollo cache after the render: the browser's first render reads the same answers */
  apollo: NormalizedCacheObject;
  /** the namespaces the page's strings came from: in Hindi, the browser loads these before it takes the page over */
  namespaces?: string[];
  /** the page was drawn saving data (lib/dataSaver.ts): the browser's first render does the same */
  saveData?: boolean;
}

/** JSON safe inside a script element: no `</script>` or `<!--`, and no line separators. */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SsrState;
    return state && typeof state.apollo === 'object' && state.apollo !== null ? state : null;
  } catch {
    return null;
  }
}

let hydrating = false;

/**
 * True on the server and while the browser takes over the server's HTML: what only the browser knows
 * (local storage) must wait until after that, or the first render would not match the HTML. It ends at
 * the first navigation.
 */
export function renderingServerHtml(): boolean {
  return typeof document === 'undefined' || hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * Lets the browser run whatever is waiting (input, paint) before the next step of start-up: each step
 * then is its own task, instead of one long task a tap would wait behind.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the code of the routes `url` matches and runs their loaders on `env`'s restored cache, so the
 * router starts with the data the server rendered with instead of its loading fallback.
 */
export async function hydrationData(routes: RouteObject[], url: URL, env: LoaderEnv): Promise<HydrationState> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  const loaderData: Record<string, unknown> = {};
  const request = new Request(url.href);
  const context = routerContext({ ...env, hydrating: true });
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    // The route modules' evaluation and each loader's first cache read are separate tasks.
    await yieldToMain();
    loaderData[route.id] = await route.loader({ request, params, context } as unknown as LoaderFunctionArgs);
  }
  return { loaderData };
}
