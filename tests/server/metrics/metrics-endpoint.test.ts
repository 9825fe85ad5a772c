// /metrics through the real app: who may read it (token, production, loopback), and that what a
// traveller's requests do shows up in it: GraphQL durations per operation, provider calls per endpoint,
// cache hits and misses, the static-content hit ratio, bookings per ledger status and reconciliations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricedHotelId, startTestApp, type TestApp } from '../helpers.ts';
import { futureDate } from '../bookings/ledger-fixtures.ts';
import { metricsAccess } from '../../../server/metrics/route.ts';
import { enqueueMail } from '../../../server/mail/outbox.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line, e.g. sample(text, 'cache_hits{cache="lists"}'); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics access', () => {
  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const t = await startTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const none = await fetch(`${t.url}/metrics`);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await none.text()).not.toContain('graphql_request_duration_seconds');
      const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(401);
      const ok = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('text/plain');
      expect(await ok.text()).toContain('# TYPE graphql_request_duration_seconds histogram');
    } finally {
      await t.close();
    }
  });

  it('does not exist in production without a token, even from this machine', async () => {
    const t = await startTestApp({ NODE_ENV: 'production' });
    try {
      const r = await fetch(`${t.url}/metrics`);
      expect(r.status).toBe(404);
      expect(await r.text()).not.toContain('provider_calls_total');
    } finally {
      await t.close();
    }
  });

  it('without a token outside production answers this machine only (request.ip, which is the forwarded client with TRUST_PROXY)', () => {
    const dev = { NODE_ENV: 'development' as const, METRICS_TOKEN: undefined };
    expect(metricsAccess(dev, { ip: '127.0.0.1', headers: {} })).toBe('allowed');
    expect(metricsAccess(dev, { ip: '::1', headers: {} })).toBe('allowed');
    expect(metricsAccess(dev, { ip: '10.1.2.3', headers: {} })).toBe('remote');
    expect(metricsAccess({ ...dev, NODE_ENV: 'production' }, { ip: '127.0.0.1', headers: {} })).toBe('hidden');
    expect(metricsAccess({ ...dev, METRICS_TOKEN: TOKEN }, { ip: '127.0.0.1', headers: {} })).toBe('unauthorized');
  });
});

describe('/metrics content', () => {
  let t: TestApp;
  const scrape = async () => {
    const r = await fetch(`${t.url}/metrics`);
    expect(r.status).toBe(200);
    return r.text();
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers loopback callers without a token in tests, and nobody else', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('provider_calls_total');
  });

  it('times GraphQL requests by operation name and outcome', async () => {
    await t.gql(`query CitySearch { searchHotels(input: { destination: "Jaipur" }) { total } }`);
    await t.gql(
      `query BadDates { searchHotels(input: { destination: "Jaipur", checkin: "2001-01-01", checkout: "2001-01-02" }) { total } }`,
    );
    const text = await scrape();
    expect(sample(text, 'graphql_request_duration_seconds_count{operation="CitySearch",outcome="ok"}')).toBe(1);
    expect(sample(text, 'graphql_request_duration_seconds_count{operation="BadDates",outcome="BAD_USER_INPUT"}')).toBe(1);
  });

  it('counts provider calls per endpoint and outcome, cache hits and misses, and the static hit ratio', async () => {
    const search = `query { searchHotels(input: { destination: "Mumbai" }) { hotels { id } } }`;
    const first = await t.gql(search);
    const id = first.data.searchHotels.hotels[0].id as string;
    await t.gql(search);
    await t.gql(`query($id: ID!) { hotel(id: $id) { name } }`, { id });
    await t.gql(`query($id: ID!) { hotel(id: $id) { name } }`, { id });
    const text = await scrape();

    expect(sample(text, 'provider_calls_total{endpoint="GET /data/hotels",outcome="ok"}')).toBeGreaterThanOrEqual(2); // Jaipur, Mumbai
    expect(sample(text, 'provider_calls_total{endpoint="GET /data/hotel",outcome="ok"}')).toBe(1);
    expect(sample(text, 'provider_call_duration_seconds_count{endpoint="GET /data/hotel",outcome="ok"}')).toBe(1);
    expect(sample(text, 'cache_hits{cache="details"}')).toBe(1);
    expect(sample(text, 'cache_misses{cache="details"}')).toBe(1);
    expect(sample(text, 'cache_hits{cache="lists"}')).toBeGreaterThanOrEqual(1);
    const listHits = sample(text, 'cache_hits{cache="lists"}')!;
    const listMisses = sample(text, 'cache_misses{cache="lists"}')!;
    expect(sample(text, 'static_content_cache_hit_ratio')).toBeCloseTo((listHits + 1) / (listHits + listMisses + 2), 6);
    expect(sample(text, 'provider_circuit_state{group="data"}')).toBe(0);
  });

  it('reports bookings per ledger status and counts reconciler attempts', async () => {
    const hotelId = await pricedHotelId(t.gql, 'Goa', { checkin: futureDate(30), checkout: futureDate(31) });
    const rates = await t.gql(`query($input: RatesInput!) { hotelRates(input: $input) { rates { offerId } } }`, {
      input: { hotelId, checkin: futureDate(30), checkout: futureDate(31) },
    });
    const offerId = rates.data.hotelRates.rates[0].offerId as string;
    const holder = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', phone: '9845012345' };
    const pre = await t.gql(`mutation($input: PrebookInput!) { prebook(input: $input) { booking { reference status } } }`, {
      input: { offerId, hotelId, checkin: futureDate(30), checkout: futureDate(31), holder, guests: [holder] },
    });
    expect(pre.errors).toBeUndefined();
    let text = await scrape();
    expect(sample(text, 'bookings_by_status{status="PENDING_PAYMENT"}')).toBe(1);
    expect(sample(text, 'bookings_by_status{status="CONFIRMED"}')).toBe(0);
    expect(sample(text, 'ledger_up')).toBe(1);

    // A paid booking whose book call failed: the reconciler's next round counts as one attempt.
    const reference = pre.data.prebook.booking.reference as string;
    const db = t.app.services.db;
    await db.query(
      `UPDATE bookings SET status = 'PAYMENT_RECEIVED_UNCONFIRMED', paid_at = now(), attempts = 1, next_attempt_at = now() WHERE id = $1`,
      [reference],
    );
    await t.app.services.bookings.reconcileOnce();
    text = await scrape();
    const outcomes = text.split('\n').filter((l) => l.startsWith('booking_reconciliation_attempts_total{'));
    expect(outcomes.reduce((n, l) => n + Number(l.split(' ').pop()), 0)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'bookings_by_status{status="PENDING_PAYMENT"}')).toBe(0);
  });

  it('reports the mail outbox per status', async () => {
    const { db, mail } = t.app.services;
    await enqueueMail(db, {
      kind: 'SIGN_IN_LINK',
      to: 'ravi@example.in',
      dedupeKey: 'metrics:1',
      payload: { link: 'http://x.test/s', expiresInMinutes: 15 },
    });
    let text = await scrape();
    expect(sample(text, 'mail_outbox_by_status{status="PENDING"}')).toBe(1);
    expect(sample(text, 'mail_outbox_by_status{status="FAILED"}')).toBe(0);
    await mail.runOnce();
    text = await scrape();
    expect(sample(text, 'mail_outbox_by_status{status="PENDING"}')).toBe(0);
    expect(sample(text, 'mail_outbox_by_status{status="SENT"}')).toBe(1);
  });
});
