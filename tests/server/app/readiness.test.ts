// /health/ready with a real provider key: the provider is really asked (GET /data/hotelTypes), at most once
// per 30 s, and its answer decides what readiness says: ok; key refused (not ready); unreachable (still
// ready, degraded). And readiness-first shutdown in process: once shutdown() is called readiness fails at
// once while the app still serves for the grace period, then closes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { PROVIDER_CHECK_TIMEOUT_MS, PROVIDER_CHECK_TTL_MS } from '../../../server/routes/health.ts';

type Mode = 'ok' | 'refuse' | 'fail' | 'hang';

/** A stand-in for LiteAPI's data API that counts the readiness probe's calls. */
async function fakeProvider() {
  let mode: Mode = 'ok';
  let calls = 0;
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.endsWith('/data/hotelTypes')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404,"message":"not here"}}');
      return;
    }
    calls++;
    if (mode === 'hang') {
      hanging.push(res);
      return;
    }
    if (mode === 'refuse') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":401,"message":"Invalid API key"}}');
      return;
    }
    if (mode === 'fail') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream down');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ id: 201, name: 'Hotels' }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3.0`,
    setMode: (m: Mode) => (mode = m),
    calls: () => calls,
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

async function ready(t: TestApp): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> {
  const res = await fetch(`${t.url}/health/ready`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
}

describe('readiness with a real provider key', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let t: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    provider = await fakeProvider();
    t = await startTestApp(
      { LITEAPI_KEY: 'sand_readiness-test', LITEAPI_BASE_URL: provider.url, LITEAPI_BOOK_BASE_URL: provider.url },
      // The app's clock: the probe's 30 s cache is moved past without waiting.
      { now: () => clock },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Moves the app's clock past the probe's cache. */
  const expire = () => (clock += PROVIDER_CHECK_TTL_MS);

  it('asks the provider, says ok, and asks again only after 30 s', async () => {
    provider.setMode('ok');
    const before = provider.calls();
    const first = await ready(t);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'ok', checks: { database: 'ok', provider: 'ok' } });
    expect(provider.calls()).toBe(before + 1);

    // Within the 30 s the answer is the cached one, even when the provider has changed its mind since.
    provider.setMode('refuse');
    clock += PROVIDER_CHECK_TTL_MS - 1;
    await Promise.all([ready(t), ready(t), ready(t)]);
    expect(provider.calls()).toBe(before + 1);
    expect((await ready(t)).body.checks.provider).toBe('ok');

    clock += 1;
    const later = await ready(t);
    expect(provider.calls()).toBe(before + 2);
    expect(later.body.checks.provider).toBe('key refused');
  });

  it('is not ready when the provider refuses the key', async () => {
    provider.setMode('refuse');
    expire();
    const res = await ready(t);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'not ready', checks: { database: 'ok', provider: 'key refused' } });
  });

  it('stays ready, degraded, when the provider fails or does not answer, and never waits longer than the timeout', async () => {
    provider.setMode('fail');
    expire();
    const failing = await ready(t);
    expect(failing.status).toBe(200);
    expect(failing.body).toEqual({ status: 'degraded', checks: { database: 'ok', provider: 'unreachable' } });

    provider.setMode('hang');
    expire();
    const started = Date.now();
    const hanging = await ready(t);
    const took = Date.now() - started;
    expect(hanging.status).toBe(200);
    expect(hanging.body.checks.provider).toBe('unreachable');
    expect(took).toBeGreaterThanOrEqual(PROVIDER_CHECK_TIMEOUT_MS - 50);
    // Well before the provider client's own 10 s deadline: the check's timeout is what ended it.
    expect(took).toBeLessThan(PROVIDER_CHECK_TIMEOUT_MS + 5000);

    provider.setMode('ok');
    expire();
    expect(await ready(t)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', provider: 'ok' } } });
  });
});

describe('readiness on the embedded sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reports the sandbox as such, without calling anything', async () => {
    expect(await ready(t)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', provider: 'sandbox' } } });
  });
});

describe('readiness-first shutdown (in process)', () => {
  // Long enough for the checks below to fall inside it on a busy machine: each is a new connection,
  // which the server would refuse once the grace period is over.
  const GRACE_MS = 4000;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fails readiness at once, serves through the grace period, then stops accepting', async () => {
    expect((await ready(t)).status).toBe(200);
    const started = Date.now();
    const stopped = t.app.shutdown();
    expect(t.app.shuttingDown()).toBe(true);

    const during = await ready(t);
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ status: 'not ready', checks: { server: 'shutting down' } });
    const live = await fetch(`${t.url}/health/live`);
    expect(live.status).toBe(200);
    // Each answer in the grace period closes its connection, so clients reconnect (elsewhere) for the next.
    expect(live.headers.get('connection')).toBe('close');
    const gql = await t.gql('{ hotelTypes { id name } }');
    expect(gql.status).toBe(200);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.hotelTypes.length).toBeGreaterThan(0);

    await stopped;
    expect(Date.now() - started).toBeGreaterThanOrEqual(GRACE_MS - 20);
    await expect(fetch(`${t.url}/health/live`)).rejects.toThrow();
  }, 60_000);
});
