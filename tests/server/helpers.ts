// Shared server-test helper: builds the real app (embedded sandbox as the provider and cities service,
// embedded PostgreSQL in a temporary DATA_DIR, or DATABASE_URL when given), listens on an ephemeral port
// and sends GraphQL over real HTTP, as a browser would.
import { expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppOverrides } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { SandboxControl } from '../../server/sandbox/control.ts';

export interface GqlResponse {
  data?: any;

  errors?: any[];
  /** HTTP status of the answer */
  status: number;
}

/** The APP_SECRET of every app a test starts (tests sign and tamper with document links with it). */
export const TEST_APP_SECRET = 'test-app-secret-0123456789abcdef-0123456789';

export interface TestApp {
  app: App;
  /** e.g. "http://127.0.0.1:41234" */
  url: string;
  gql: (query: string, variables?: object) => Promise<GqlResponse>;
  control: SandboxControl;
  close(): Promise<void>;
}

/**
 * Starts the app for a test. `envOverrides` are environment variables as the process would see them
 * (process.env itself is ignored, so a developer's real keys never leak into tests); `appOverrides` reach
 * buildApp (a fake provider, short cache times, a clock).
 */
export async function startTestApp(envOverrides: Record<string, string> = {}, appOverrides: AppOverrides = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hotel-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // Production requires one; tests that start the app as production get this one unless they give their own.
    APP_SECRET: TEST_APP_SECRET,
    ...envOverrides,
  });
  // SANDBOX_THREAD=true: the sandbox runs on its worker thread, as `npm start` runs it, out of the test's reach.
  const onThread = config.SANDBOX_THREAD === true && !appOverrides.sandboxControl;
  const control = onThread ? undefined : (appOverrides.sandboxControl ?? new SandboxControl(0));
  const app = await buildApp(config, { logger: false, ...appOverrides, sandboxControl: control });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = app.localOrigin();

  const gql = async (query: string, variables?: object): Promise<GqlResponse> => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
    return { data: body.data, errors: body.errors, status: res.status };
  };

  return {
    app,
    url,
    gql,
    get control(): SandboxControl {
      if (!control) throw new Error('the sandbox runs on its own thread (SANDBOX_THREAD=true): there is no control object');
      return control;
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The id of the first hotel in `destination` that has availability for exactly this stay. About 8% of
 * hotel-dates have none in the sandbox, so a test that books must not take "the first hotel": which one
 * that is changes with the date the test runs on.
 */
export async function pricedHotelId(
  gql: TestApp['gql'],
  destination: string,
  stay: { checkin: string; checkout: string },
): Promise<string> {
  const found = await gql(`query($input: HotelSearchInput!) { searchHotels(input: $input) { hotels { id priceFrom { amount } } } }`, {
    input: { destination, ...stay },
  });
  const hotel = (found.data?.searchHotels?.hotels as Array<{ id: string; priceFrom: unknown }> | undefined)?.find((h) => h.priceFrom);
  if (!hotel) throw new Error(`no hotel in ${destination} has availability from ${stay.checkin} to ${stay.checkout}`);
  return hotel.id;
}

/** An HTTP answer read as text and, when it is JSON, parsed (null-safe for refusals that are not JSON). */
export interface HttpAnswer {
  status: number;
  text: string;
  headers: Headers;

  json: any;
}

/** Sends one request and reads the whole answer; `json` is undefined when the body is not JSON. */
export async function send(url: string, init: RequestInit): Promise<HttpAnswer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** A GraphQL POST to a test app, answered as raw text (for byte-for-byte comparisons and leak checks). */
export function postGraphql(t: TestApp, query: string, variables?: object): Promise<HttpAnswer> {
  return send(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
}

/** The client and server-render builds the page tests run on: `npm test` builds them first; built here when missing. */
export function ensureBuilt(): void {
  if (!existsSync('dist/client/index.html')) {
    expect(
      spawnSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' }).status,
    ).toBe(0);
  }
  if (!existsSync('dist/ssr/entry-server.js')) {
    const r = spawnSync(
      'npx',
      ['vite', 'build', '--config', 'client/vite.config.ts', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
    expect(r.status).toBe(0);
  }
}
