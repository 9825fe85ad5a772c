// Opening /graphql in a browser shows Apollo's landing page (Apollo Sandbox, loaded from Apollo's CDN)
// outside production, with a CSP that lets exactly that page load; production shows no IDE at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers.ts';

describe('/graphql in a browser', () => {
  let dev: Awaited<ReturnType<typeof startTestApp>>;
  let prod: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    dev = await startTestApp({ NODE_ENV: 'development' });
    prod = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
  });

  it('shows the Apollo Sandbox landing page in development, with a CSP that allows its CDN and frame', async () => {
    const r = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toContain('embeddable-sandbox.cdn.apollographql.com');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(csp).toContain('frame-src https://sandbox.embed.apollographql.com');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('keeps the strict app-wide CSP on every other page', async () => {
    const r = await fetch(`${dev.url}/health/live`);
    expect(r.headers.get('content-security-policy') ?? '').not.toContain('apollographql.com');
  });

  it('shows no landing page in production', async () => {
    const r = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await r.text()).not.toContain('embeddable-sandbox');
  });
});
