// The embedded sandbox in production (NODE_ENV=production, no provider key): from outside, the public port
// serves only what a browser needs from it, its photos and its payment widget; its provider routes
// (including the account-wide booking list, guests and cancel), its GeoDB route and its /_control fault
// and latency switches answer 404, whatever the path tricks. The app itself reaches the whole sandbox on
// a private listener on 127.0.0.1 and books end to end. Both ways the sandbox runs: on its worker thread
// (as `npm start` runs it) and in process. Outside production, the sandbox stays open.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { isPublicSandboxRequest } from '../../../server/sandbox/public-routes.ts';
import { futureDate } from '../bookings/ledger-fixtures.ts';

/** One request with the path sent exactly as written (fetch would resolve "..", %2e and the like first). */
function raw(base: string, method: string, path: string, body?: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: {
          'x-api-key': 'sand_key',
          'x-rapidapi-key': 'key',
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Everything a stranger must not reach: [method, path, body]. */
const PRIVATE: Array<[string, string, string?]> = [
  ['GET', '/sandbox/liteapi/v3.0/bookings'],
  ['GET', '/sandbox/liteapi/v3.0/bookings/'],
  ['GET', '/sandbox/liteapi/v3.0/bookings/list'],
  ['GET', '/sandbox/liteapi/v3.0/bookings/SB123'],
  ['PUT', '/sandbox/liteapi/v3.0/bookings/SB123', '{}'],
  ['DELETE', '/sandbox/liteapi/v3.0/bookings/SB123'],
  ['GET', '/sandbox/liteapi/v3.0/guests'],
  ['GET', '/sandbox/liteapi/v3.0/data/hotels?countryCode=IN&cityName=Goa'],
  ['POST', '/sandbox/liteapi/v3.0/hotels/rates', '{}'],
  ['POST', '/sandbox/liteapi/v3.0/rates/prebook', '{}'],
  ['POST', '/sandbox/liteapi/v3.0/rates/book', '{}'],
  ['POST', '/sandbox/liteapi/v2.0/rates/book', '{}'],
  ['GET', '/sandbox/geodb/v1/geo/cities?namePrefix=Pun&countryIds=IN'],
  ['GET', '/sandbox/_control/calls'],
  ['POST', '/sandbox/_control/calls/reset', '{}'],
  ['POST', '/sandbox/_control/faults', '{"route":"GET /data/hotels","kind":"http500","times":50}'],
  ['DELETE', '/sandbox/_control/faults'],
  ['POST', '/sandbox/_control/latency', '{"ms":5000}'],
  // Tricks that try to climb out of a public path or spell a private one differently.
  ['GET', '/sandbox/images/../_control/calls'],
  ['GET', '/sandbox/images/hotels/../../_control/calls'],
  ['GET', '/sandbox/images/%2e%2e/_control/calls'],
  ['GET', '/sandbox/images/..%2f_control%2fcalls'],
  ['GET', '/sandbox/payment/../liteapi/v3.0/guests'],
  ['POST', '/sandbox/payment/confirm/../../_control/faults', '{"route":"GET /data/hotels","kind":"http500","times":50}'],
  ['GET', '/sandbox//liteapi/v3.0/guests'],
  ['GET', '/sandbox/%6citeapi/v3.0/guests'],
  ['GET', '/sandbox/_control/calls?/sandbox/images/x.svg'],
  ['GET', '/sandbox/payment/confirm'],
  ['POST', '/sandbox/payment/liteAPIPayment.js', '{}'],
];

describe('the public sandbox routes', () => {
  it('are the photos and the payment widget, nothing else', () => {
    expect(isPublicSandboxRequest('GET', '/sandbox/images/hotels/lp1a2b/1-hd.svg')).toBe(true);
    expect(isPublicSandboxRequest('HEAD', '/sandbox/images/rooms/lp1a2b/2/3-thumb.svg?v=1')).toBe(true);
    expect(isPublicSandboxRequest('GET', '/sandbox/payment/liteAPIPayment.js?v=a1')).toBe(true);
    expect(isPublicSandboxRequest('POST', '/sandbox/payment/confirm')).toBe(true);
    expect(isPublicSandboxRequest('OPTIONS', '/sandbox/payment/confirm')).toBe(true);
    for (const [method, path] of PRIVATE) expect(isPublicSandboxRequest(method, path), `${method} ${path}`).toBe(false);
  });
});

describe.each([
  ['on its worker thread', { SANDBOX_THREAD: 'true' }],
  ['in process', {}],
] as const)('the sandbox in production, %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', ...env });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 from outside to its provider, cities and control routes', async () => {
    for (const [method, path, body] of PRIVATE) {
      const r = await raw(t.url, method, path, body);
      expect(r.status, `${method} ${path}: ${r.text.slice(0, 200)}`).toBe(404);
      // The app's own 404, as for any unknown path: nothing of the sandbox (no list, guest or counter) comes back.
      expect(JSON.parse(r.text)).toMatchObject({ error: 'Not Found' });
      expect(r.text).not.toMatch(/"data"|"count"|sandbox":/);
    }
  });

  it('is reached by the app on 127.0.0.1, not through the public port', async () => {
    const origin = t.app.sandboxOrigin();
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(origin).not.toBe(t.url);
    const calls = await fetch(`${origin}/sandbox/_control/calls`);
    expect(calls.status).toBe(200);
  });

  it('serves photos and the payment widget, and a traveller books end to end', async () => {
    // The refused fault switch above changed nothing: searches work.
    const stay = { checkin: futureDate(40), checkout: futureDate(42) };
    const hotelId = await pricedHotelId(t.gql, 'Jaipur', stay);
    const hotel = await t.gql('query($id: ID!) { hotel(id: $id) { name images { url } } }', { id: hotelId });
    expect(hotel.errors).toBeUndefined();
    const photo = new URL(hotel.data.hotel.images[0].url as string, t.url);
    const img = await fetch(`${t.url}${photo.pathname}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');

    const script = await fetch(`${t.url}/sandbox/payment/liteAPIPayment.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('LiteAPIPayment');
    const preflight = await fetch(`${t.url}/sandbox/payment/confirm`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);

    const rates = await t.gql('query($i: RatesInput!) { hotelRates(input: $i) { rates { offerId } } }', { i: { hotelId, ...stay } });
    expect(rates.errors).toBeUndefined();
    const person = { firstName: 'Meera', lastName: 'Pillai', email: 'meera.pillai@example.in' };
    const holder = { ...person, phone: '+91 98200 12345' };
    const pre = await t.gql(
      'mutation($i: PrebookInput!) { prebook(input: $i) { prebookId transactionId secretKey accessToken booking { reference } } }',
      { i: { offerId: rates.data.hotelRates.rates[0].offerId, hotelId, ...stay, holder, guests: [person] } },
    );
    expect(pre.errors).toBeUndefined();
    const p = pre.data.prebook;
    const paid = await fetch(`${t.url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: p.secretKey, cardNumber: '4242 4242 4242 4242' }),
    });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
    const booked = await t.gql(
      'mutation($i: ConfirmBookingInput!) { confirmBooking(input: $i) { reference status booking { providerBookingId } } }',
      { i: { prebookId: p.prebookId, transactionId: p.transactionId, redirectStatus: 'succeeded', accessToken: p.accessToken } },
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data.confirmBooking).toMatchObject({ reference: p.booking.reference, status: 'CONFIRMED' });

    // The booking is in the sandbox's account, which only the app's own process can list.
    const list = await fetch(`${t.app.sandboxOrigin()}/sandbox/liteapi/v3.0/bookings/list`, { headers: { 'x-api-key': 'k' } });
    expect(await list.text()).toContain(booked.data.confirmBooking.booking.providerBookingId);
    expect((await raw(t.url, 'GET', '/sandbox/liteapi/v3.0/bookings/list')).status).toBe(404);
  });
});

describe('the sandbox outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'development', RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stays open on the public port, as developers use it', async () => {
    expect((await raw(t.url, 'GET', '/sandbox/_control/calls')).status).toBe(200);
    expect((await raw(t.url, 'GET', '/sandbox/liteapi/v3.0/guests')).status).toBe(200);
    expect(t.app.sandboxOrigin()).toBe(t.url);
  });
});
