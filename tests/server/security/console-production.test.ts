// The Development Console on a production deployment of the embedded sandbox: every call needs
// CONSOLE_TOKEN (public categories too), and with no token configured the console is off with a 403 that
// says so; nothing reaches the provider either way. In every mode /api/console is rate-limited per client IP
// and in total, GET catalogue reads and POST calls alike, before any token check.
import { afterEach, describe, expect, it } from 'vitest';
import { send, startTestApp, type HttpAnswer, type TestApp } from '../helpers.ts';

const TOKEN = 'console-token-for-tests-0123';

const apps: TestApp[] = [];
async function start(env: Record<string, string>): Promise<TestApp> {
  const t = await startTestApp({ NODE_ENV: 'production', ...env });
  apps.push(t);
  return t;
}
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

function call(t: TestApp, endpointId: string, params?: object, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return send(`${t.url}/api/console/call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ endpointId, params }),
  });
}
const catalogue = (t: TestApp, headers: Record<string, string> = {}) => send(`${t.url}/api/console/endpoints`, { headers });

const expectLimited = (r: HttpAnswer) => {
  expect(r.status, r.text.slice(0, 200)).toBe(429);
  expect(r.json.code).toBe('RATE_LIMITED');
  expect(r.json.message).toMatch(/too many console calls/i);
};

describe('the console in production on the embedded sandbox', () => {
  it('without CONSOLE_TOKEN is off: every call is a 403 that says how to turn it on, and nothing reaches the provider', async () => {
    const t = await start({});
    const cat = await catalogue(t);
    expect(cat.status).toBe(200);
    expect(cat.json).toMatchObject({ privateAccess: 'disabled', publicAccess: 'disabled' });
    t.control.resetCounts();
    for (const id of ['countries', 'hotels', 'guests', 'bookingsAll']) {
      const r = await call(t, id, id === 'hotels' ? { countryCode: 'IN', cityName: 'Goa' } : undefined, { 'x-console-token': TOKEN });
      expect(r.status, id).toBe(403);
      expect(r.json.code).toBe('CONSOLE_DISABLED');
      expect(r.json.message).toBe('The Development Console is turned off on this server: set CONSOLE_TOKEN to use it in production.');
    }
    expect(t.control.callCounts()).toEqual({});
  });

  it('with CONSOLE_TOKEN needs it for every call, public categories included', async () => {
    const t = await start({ CONSOLE_TOKEN: TOKEN });
    expect((await catalogue(t)).json).toMatchObject({ privateAccess: 'token', publicAccess: 'token' });
    t.control.resetCounts();
    const none = await call(t, 'countries');
    expect(none.status).toBe(403);
    expect(none.json).toMatchObject({ code: 'CONSOLE_TOKEN_REQUIRED', message: 'This server needs the console token for every call.' });
    const wrong = await call(t, 'countries', undefined, { 'x-console-token': `${TOKEN}x` });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ code: 'CONSOLE_TOKEN_REQUIRED', message: 'The console token is not valid.' });
    expect(t.control.callCount('GET /data/countries')).toBe(0);

    const countries = await call(t, 'countries', undefined, { 'x-console-token': TOKEN });
    expect(countries.status).toBe(200);
    expect(countries.json.body.data.some((c: { code: string }) => c.code === 'IN')).toBe(true);
    const guests = await call(t, 'guests', undefined, { 'x-console-token': TOKEN });
    expect(guests.status).toBe(200);
    expect(Array.isArray(guests.json.body.data)).toBe(true);
  });
});

describe('console rate limits', () => {
  it('limit each client IP, counting catalogue reads and calls, with or without a valid token', async () => {
    const t = await start({ CONSOLE_TOKEN: TOKEN, CONSOLE_RATE_LIMIT_MAX: '4', CONSOLE_RATE_LIMIT_TOTAL_MAX: '1000' });
    expect((await catalogue(t)).status).toBe(200);
    expect((await call(t, 'countries', undefined, { 'x-console-token': TOKEN })).status).toBe(200);
    expect((await call(t, 'countries')).status).toBe(403); // a guess at the token counts too
    expect((await call(t, 'countries', undefined, { 'x-console-token': TOKEN })).status).toBe(200);
    const over = await call(t, 'countries', undefined, { 'x-console-token': TOKEN });
    expectLimited(over);
    expectLimited(await catalogue(t));
    // GraphQL is not the console: it is still answered.
    expect((await t.gql('{ popularCities { name } }')).errors).toBeUndefined();
  });

  it('limit all clients together, and hold outside production with the GraphQL limits off', async () => {
    const t = await startTestApp({ NODE_ENV: 'test', TRUST_PROXY: 'true', CONSOLE_RATE_LIMIT_MAX: '2', CONSOLE_RATE_LIMIT_TOTAL_MAX: '5' });
    apps.push(t);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await call(t, 'countries', undefined, from('203.0.113.1'))).status).toBe(200);
    expect((await call(t, 'countries', undefined, from('203.0.113.1'))).status).toBe(200);
    expectLimited(await call(t, 'countries', undefined, from('203.0.113.1')));
    // Other addresses have their own allowance, until all of them together reach the total (5 served).
    expect((await call(t, 'countries', undefined, from('203.0.113.2'))).status).toBe(200);
    expect((await catalogue(t, from('203.0.113.3'))).status).toBe(200);
    expect((await call(t, 'countries', undefined, from('203.0.113.4'))).status).toBe(200);
    expectLimited(await call(t, 'countries', undefined, from('203.0.113.5')));
    expectLimited(await catalogue(t, from('203.0.113.6')));
  });
});
