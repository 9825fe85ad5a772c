// The /dev console's server route over real HTTP: the allow-list is the only thing it calls, parameters are
// validated, public and private endpoints answer on the embedded sandbox, and with real keys the private
// categories need CONSOLE_TOKEN (refused outright when none is configured).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { enqueueMail } from '../../../server/mail/outbox.ts';

interface OutboxAnswer {
  status: number;
  json: {
    code?: string;
    message?: string;
    messages?: Array<{
      kind: string;
      recipient: string;
      status: string;
      delivery: string | null;
      subject: string | null;
      text: string | null;
      html: string | null;
    }>;
  };
}

async function outbox(url: string, headers: Record<string, string> = {}): Promise<OutboxAnswer> {
  const res = await fetch(`${url}/api/console/outbox`, { headers });
  return { status: res.status, json: (await res.json()) as OutboxAnswer['json'] };
}

interface CallAnswer {
  httpStatus: number;
  json: { status?: number; statusText?: string; body?: unknown; ms?: number; message?: string; code?: string };
}

async function call(url: string, endpointId: string, params?: object, headers: Record<string, string> = {}): Promise<CallAnswer> {
  const res = await fetch(`${url}/api/console/call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ endpointId, params }),
  });
  return { httpStatus: res.status, json: (await res.json()) as CallAnswer['json'] };
}

interface Catalogue {
  privateAccess: string;
  categories: Array<{
    id: string;
    name: string;
    private: boolean;
    endpoints: Array<{ id: string; method: string; path: string; sample: Record<string, unknown> }>;
  }>;
}

describe('console route on the embedded sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The console's own limits are tested in tests/server/security/console-production.test.ts.
    t = await startTestApp({ CONSOLE_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the categories of spec §7 with their endpoints, private flags and runnable samples', async () => {
    const res = await fetch(`${t.url}/api/console/endpoints`);
    expect(res.status).toBe(200);
    const cat = (await res.json()) as Catalogue;
    expect(cat.privateAccess).toBe('open');
    expect(cat.categories.map((c) => [c.name, c.private, c.endpoints.length])).toEqual([
      ['Data', false, 9],
      ['Search', false, 2],
      ['Rates', true, 1],
      ['Booking', true, 3],
      ['Guest', true, 1],
    ]);
    const hotelSample = cat.categories[0].endpoints.find((e) => e.id === 'hotel')!.sample;
    // The sample hotel is one the sandbox really has: its details call succeeds.
    const detail = await call(t.url, 'hotel', hotelSample);
    expect(detail.json.status).toBe(200);
    expect((detail.json.body as { data: { id: string } }).data.id).toBe(hotelSample.hotelId);
  });

  it('calls a public endpoint and returns the provider status, body and timing', async () => {
    t.control.resetCounts();
    const r = await call(t.url, 'countries');
    expect(r.httpStatus).toBe(200);
    expect(r.json.status).toBe(200);
    expect(r.json.statusText).toBe('OK');
    expect(typeof r.json.ms).toBe('number');
    const data = (r.json.body as { data: Array<{ code: string }> }).data;
    expect(data.some((c) => c.code === 'IN')).toBe(true);
  });

  it('runs the sample rates search and the cities of India with query parameters', async () => {
    const cat = (await (await fetch(`${t.url}/api/console/endpoints`)).json()) as Catalogue;
    const rates = cat.categories[1].endpoints.find((e) => e.id === 'rates')!;
    const r = await call(t.url, 'rates', rates.sample);
    expect(r.json.status).toBe(200);
    const cities = await call(t.url, 'cities', { countryCode: 'IN' });
    expect((cities.json.body as { data: Array<{ city: string }> }).data.map((c) => c.city)).toContain('Mumbai');
  });

  it('passes a provider error through as the upstream status and body', async () => {
    const r = await call(t.url, 'booking', { bookingId: 'NOSUCHBOOKING' });
    expect(r.httpStatus).toBe(200);
    expect((r.json.body as { error: { message: string } }).error.message).toMatch(/not found/i);
  });

  it('calls private endpoints on the sandbox without a token', async () => {
    const guests = await call(t.url, 'guests');
    expect(guests.httpStatus).toBe(200);
    expect(guests.json.status).toBe(200);
    expect(Array.isArray((guests.json.body as { data: unknown[] }).data)).toBe(true);
    const all = await call(t.url, 'bookingsAll');
    expect(all.json.status).toBe(200);
    expect(all.json.body).toHaveProperty('count');
  });

  it('shows the mail outbox, newest first, with the rendered message (private, open on the sandbox)', async () => {
    const { db, mail } = t.app.services;
    for (const n of [1, 2]) {
      await enqueueMail(db, {
        kind: 'SIGN_IN_LINK',
        to: `traveller${n}@example.in`,
        dedupeKey: `console-test:${n}`,
        payload: { link: `http://127.0.0.1/sign-in?t=${n}`, expiresInMinutes: 15 },
      });
    }
    await mail.runOnce();
    const r = await outbox(t.url);
    expect(r.status).toBe(200);
    const mine = r.json.messages!.filter((m) => m.recipient.startsWith('traveller'));
    expect(mine.map((m) => [m.recipient, m.kind, m.status, m.delivery])).toEqual([
      ['traveller2@example.in', 'SIGN_IN_LINK', 'SENT', 'outbox'],
      ['traveller1@example.in', 'SIGN_IN_LINK', 'SENT', 'outbox'],
    ]);
    expect(mine[0].subject).toMatch(/sign-in link/);
    expect(mine[0].text).toContain('http://127.0.0.1/sign-in?t=2');
    expect(mine[0].html).toContain('href="http://127.0.0.1/sign-in?t=2"');
  });

  it('refuses an endpoint outside the allow-list with 400', async () => {
    for (const id of ['rates/book', '../../guests', '__proto__', 'constructor', 'cancelBooking']) {
      const r = await call(t.url, id);
      expect(r.httpStatus, id).toBe(400);
      expect(r.json.code).toBe('UNKNOWN_ENDPOINT');
    }
  });

  it('refuses a path traversal through a path parameter and never reaches the provider', async () => {
    t.control.resetCounts();
    for (const bookingId of ['../../guests', '..%2F..%2Fguests', 'x/../../data/countries', 'a?b=c']) {
      const r = await call(t.url, 'booking', { bookingId });
      expect(r.httpStatus, bookingId).toBe(400);
      expect(r.json.code).toBe('INVALID_PARAMS');
    }
    expect(t.control.callCount('GET /guests')).toBe(0);
    expect(t.control.callCount('GET /data/countries')).toBe(0);
  });

  it('refuses unknown parameters and bad values with a message', async () => {
    const extra = await call(t.url, 'countries', { path: '/bookings/' });
    expect(extra.httpStatus).toBe(400);
    const bad = await call(t.url, 'cities', { countryCode: 'India' });
    expect(bad.httpStatus).toBe(400);
    expect(bad.json.message).toMatch(/countryCode/);
    const notJson = await fetch(`${t.url}/api/console/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});

/** A stand-in for the real provider on this machine, so keyed mode needs no network. */
function fakeProvider(): Promise<{ server: Server; base: string; seen: Array<{ url: string; key: string | undefined }> }> {
  const seen: Array<{ url: string; key: string | undefined }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    seen.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/v3.0/data/countries')) return res.end(JSON.stringify({ data: [{ code: 'IN', name: 'India' }] }));
    if (req.url?.startsWith('/v3.0/data/hotels')) return res.end(JSON.stringify({ data: [{ id: 'lp42', name: 'Fake' }], total: 1 }));
    if (req.url?.startsWith('/v3.0/guests')) return res.end(JSON.stringify({ data: [{ id: 1, email: 'a@b.c' }] }));
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { code: 404, message: 'not found' } }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3.0`, seen })),
  );
}

describe('console route with real provider keys', () => {
  let fake: Awaited<ReturnType<typeof fakeProvider>>;
  let withToken: TestApp;
  let noToken: TestApp;
  let production: TestApp;
  const TOKEN = 'console-token-0123456789';

  beforeAll(async () => {
    fake = await fakeProvider();
    const keyed = { LITEAPI_KEY: 'prod_test_key', LITEAPI_BASE_URL: fake.base, LITEAPI_BOOK_BASE_URL: fake.base };
    withToken = await startTestApp({ ...keyed, CONSOLE_TOKEN: TOKEN });
    noToken = await startTestApp(keyed);
    production = await startTestApp({ ...keyed, NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:1' });
  });
  afterAll(async () => {
    await withToken?.close();
    await noToken?.close();
    await production?.close();
    await new Promise((r) => fake?.server.close(r));
  });

  it('asks for the token: private without it or with a wrong one is 403, with it the call is made', async () => {
    const cat = (await (await fetch(`${withToken.url}/api/console/endpoints`)).json()) as Catalogue;
    expect(cat.privateAccess).toBe('token');

    fake.seen.length = 0;
    const none = await call(withToken.url, 'guests');
    expect(none.httpStatus).toBe(403);
    expect(none.json.code).toBe('CONSOLE_TOKEN_REQUIRED');
    expect(none.json.message).toMatch(/console token/i);
    const wrong = await call(withToken.url, 'guests', undefined, { 'x-console-token': 'not-the-token-at-all' });
    expect(wrong.httpStatus).toBe(403);
    expect(fake.seen.filter((s) => s.url.includes('/guests'))).toHaveLength(0);

    const right = await call(withToken.url, 'guests', undefined, { 'x-console-token': TOKEN });
    expect(right.httpStatus).toBe(200);
    expect(right.json.body).toEqual({ data: [{ id: 1, email: 'a@b.c' }] });
    // The server's key went to the provider; the browser never sent one.
    expect(fake.seen.find((s) => s.url.includes('/guests'))?.key).toBe('prod_test_key');
  });

  it('gates the mail outbox like the private categories: token required, and off without a configured token', async () => {
    const none = await outbox(withToken.url);
    expect(none.status).toBe(403);
    expect(none.json.code).toBe('CONSOLE_TOKEN_REQUIRED');
    expect(none.json.messages).toBeUndefined();
    const wrong = await outbox(withToken.url, { 'x-console-token': 'not-the-token-at-all' });
    expect(wrong.status).toBe(403);
    const right = await outbox(withToken.url, { 'x-console-token': TOKEN });
    expect(right.status).toBe(200);
    expect(Array.isArray(right.json.messages)).toBe(true);

    // Real keys and no CONSOLE_TOKEN: the private categories are refused, and so is the outbox.
    const privateCall = await call(noToken.url, 'guests');
    const off = await outbox(noToken.url, { 'x-console-token': 'anything-goes-here-1234' });
    expect([privateCall.httpStatus, off.status]).toEqual([403, 403]);
    expect(off.json.code).toBe(privateCall.json.code);
    expect(off.json.code).toBe('CONSOLE_PRIVATE_DISABLED');
  });

  it('keeps public endpoints open without a token', async () => {
    const r = await call(withToken.url, 'countries');
    expect(r.httpStatus).toBe(200);
    expect(r.json.body).toEqual({ data: [{ code: 'IN', name: 'India' }] });
  });

  it('samples name a hotel the provider returned', async () => {
    const cat = (await (await fetch(`${withToken.url}/api/console/endpoints`)).json()) as Catalogue;
    expect(cat.categories[0].endpoints.find((e) => e.id === 'hotel')!.sample).toEqual({ hotelId: 'lp42' });
  });

  // Since issue 14, production without CONSOLE_TOKEN turns the whole console off, public categories included.
  it('in production without CONSOLE_TOKEN refuses every call, even with a token header', async () => {
    const cat = (await (await fetch(`${production.url}/api/console/endpoints`)).json()) as Catalogue;
    expect(cat.privateAccess).toBe('disabled');
    fake.seen.length = 0;
    for (const id of ['guests', 'bookingsAll', 'prebook', 'countries']) {
      const r = await call(production.url, id, id === 'prebook' ? { offerId: 'x' } : undefined, {
        'x-console-token': 'anything-goes-here-1234',
      });
      expect(r.httpStatus, id).toBe(403);
      expect(r.json.code).toBe('CONSOLE_DISABLED');
      expect(r.json.message).toMatch(/turned off.*CONSOLE_TOKEN/);
    }
    expect(fake.seen.filter((s) => !s.url.includes('/data/hotels'))).toHaveLength(0);
    const mail = await outbox(production.url, { 'x-console-token': 'anything-goes-here-1234' });
    expect(mail.status).toBe(403);
    expect(mail.json.code).toBe('CONSOLE_DISABLED');
    expect(mail.json.messages).toBeUndefined();
  });
});
