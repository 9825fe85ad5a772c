// The embedded sandbox on its own worker thread (SANDBOX_THREAD, the default of `npm start`): the app
// reaches it over HTTP like a provider, and browsers reach its widget and photos through /sandbox on the
// app's origin. Booked end to end here, as a traveller would, with the thread behind the app.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { pricedHotelId } from '../helpers.ts';

let app: App;
let url: string;
let dataDir: string;

const ahead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function gql(query: string, variables?: object) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

  return { ...((await res.json()) as { data?: any; errors?: any[] }), status: res.status };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hotel-thread-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SANDBOX_THREAD: 'true',
  });
  app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = app.localOrigin();
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the sandbox on its own thread', () => {
  it('is not mounted in process: no control object, and the provider is another origin', () => {
    expect(app.sandboxControl).toBeUndefined();
  });

  it('searches, shows a hotel page, prices rates, prebooks, takes the test card and books', async () => {
    const stay = { checkin: ahead(25), checkout: ahead(27) };
    const hotelId = await pricedHotelId(gql, 'Jaipur', stay);
    const hotel = await gql('query($id: ID!) { hotel(id: $id) { name images { url } } }', { id: hotelId });
    expect(hotel.data.hotel.name).toBeTruthy();
    // Photo URLs are same-origin paths (no host to get wrong), served through the app to the thread.
    const photo = hotel.data.hotel.images[0].url as string;
    expect(photo).toMatch(/^\/sandbox\/images\//);
    const img = await fetch(`${url}${photo}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');

    const rates = await gql('query($i: RatesInput!) { hotelRates(input: $i) { rates { offerId } } }', { i: { hotelId, ...stay } });
    const offerId = rates.data.hotelRates.rates[0].offerId;
    const person = { firstName: 'Kavya', lastName: 'Iyer', email: 'kavya.iyer@example.in', phone: '98450 12345' };
    const pre = await gql(
      'mutation($i: PrebookInput!) { prebook(input: $i) { prebookId transactionId secretKey accessToken booking { reference status } } }',
      { i: { offerId, hotelId, ...stay, holder: person, guests: [person] } },
    );
    expect(pre.errors).toBeUndefined();
    const p = pre.data.prebook;

    // The widget's script and its card call go through the app's origin to the thread.
    const script = await fetch(`${url}/sandbox/payment/liteAPIPayment.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('LiteAPIPayment');
    const paid = await fetch(`${url}/sandbox/payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: p.secretKey, cardNumber: '4242424242424242' }),
    });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');

    const booked = await gql(
      'mutation($i: ConfirmBookingInput!) { confirmBooking(input: $i) { reference status booking { providerBookingId } } }',
      {
        i: { prebookId: p.prebookId, transactionId: p.transactionId, redirectStatus: 'succeeded', accessToken: p.accessToken },
      },
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data.confirmBooking).toMatchObject({ reference: p.booking.reference, status: 'CONFIRMED' });
    expect(booked.data.confirmBooking.booking.providerBookingId).toBeTruthy();
  });

  it("passes the sandbox's own errors and statuses through unchanged", async () => {
    const res = await fetch(`${url}/sandbox/liteapi/v3.0/data/hotel?hotelId=nope`, { headers: { 'x-api-key': 'k' } });
    const direct = await res.text();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(direct).toContain('error');
    const missing = await fetch(`${url}/sandbox/liteapi/v3.0/data/hotel?hotelId=nope`);
    expect(missing.status).toBe(401);
  });
});
