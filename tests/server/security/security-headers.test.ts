// The security headers a browser receives, in sandbox mode and with real provider keys, in production and
// not: a CSP that allows exactly the app's own origin, its image hosts and (with real keys only) the payment
// widget's host and Stripe's card frames; HSTS only in production; nosniff; strict-origin-when-cross-origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_MAX_AGE_SECONDS, PROVIDER_IMAGE_HOSTS } from '../../../server/security/headers.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

const PAYMENT_SCRIPT = 'https://pay.example-psp.test/dist/liteAPIPayment.js?v=a1';
const PAYMENT_ORIGIN = 'https://pay.example-psp.test';

function parseCsp(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values] as const;
      }),
  );
}

interface Mode {
  name: string;
  env: Record<string, string>;
  realKeys: boolean;
  production: boolean;
}

const modes: Mode[] = [
  { name: 'sandbox, NODE_ENV=test', env: {}, realKeys: false, production: false },
  {
    name: 'real keys, NODE_ENV=test',
    env: { LITEAPI_KEY: 'sand_x', LITEAPI_PAYMENT_SCRIPT_URL: PAYMENT_SCRIPT },
    realKeys: true,
    production: false,
  },
  { name: 'sandbox, NODE_ENV=production', env: { NODE_ENV: 'production' }, realKeys: false, production: true },
  {
    name: 'real keys, NODE_ENV=production',
    env: { NODE_ENV: 'production', LITEAPI_KEY: 'sand_x', LITEAPI_PAYMENT_SCRIPT_URL: PAYMENT_SCRIPT },
    realKeys: true,
    production: true,
  },
];

describe.each(modes)('headers ($name)', (mode) => {
  let t: TestApp;
  let headers: Headers;
  let csp: Map<string, string[]>;
  beforeAll(async () => {
    // No provider-backed query is sent: with a key the app builds and answers without any network call.
    t = await startTestApp(mode.env);
    const res = await fetch(`${t.url}/health/live`);
    expect(res.status).toBe(200);
    headers = res.headers;
    csp = parseCsp(headers.get('content-security-policy'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never allows eval or inline scripts, plugins or framing by other sites', () => {
    const all = headers.get('content-security-policy')!;
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // no blanket scheme sources: every allowed origin is named
    for (const [, values] of csp) expect(values).not.toContain('https:');
  });

  it(
    mode.realKeys
      ? 'allows the payment host and Stripe for scripts and card frames'
      : 'allows only its own origin for scripts, and no frames',
    () => {
      if (mode.realKeys) {
        expect(csp.get('script-src')).toEqual(["'self'", PAYMENT_ORIGIN, 'https://js.stripe.com']);
        expect(csp.get('frame-src')).toEqual([PAYMENT_ORIGIN, 'https://js.stripe.com', 'https://hooks.stripe.com']);
        expect(csp.get('connect-src')).toEqual(["'self'", PAYMENT_ORIGIN, 'https://api.stripe.com']);
        expect(csp.get('style-src')).toContain(PAYMENT_ORIGIN);
      } else {
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('frame-src')).toEqual(["'none'"]);
        expect(csp.get('connect-src')).toEqual(["'self'"]);
        expect(headers.get('content-security-policy')).not.toMatch(/stripe|liteapi/);
      }
    },
  );

  it(mode.realKeys ? "allows the provider's image hosts" : "allows images from the app's own public origin only", () => {
    const img = csp.get('img-src')!;
    expect(img).toEqual(expect.arrayContaining(["'self'", 'data:', new URL(t.url.replace('127.0.0.1', 'localhost')).origin]));
    if (mode.realKeys) expect(img).toEqual(expect.arrayContaining([...PROVIDER_IMAGE_HOSTS]));
    else for (const host of PROVIDER_IMAGE_HOSTS) expect(img).not.toContain(host);
  });

  it(
    mode.production ? 'sends HSTS for at least 180 days, with subdomains' : 'sends no HSTS (plain-http development and test hosts)',
    () => {
      const hsts = headers.get('strict-transport-security');
      if (mode.production) {
        expect(hsts).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
        expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
      } else {
        expect(hsts).toBeNull();
      }
    },
  );

  it('sends nosniff and strict-origin-when-cross-origin', () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same policy on GraphQL answers', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(headers.get('content-security-policy'));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
