// The security headers of every answer (helmet): a Content-Security-Policy listing exactly the origins the
// app loads from, HSTS in production only, nosniff and a referrer policy that keeps paths (search terms,
// booking references) on this site.
//
// The headers are the same for every request to one origin, so they are worked out once and then copied
// onto each answer. @fastify/helmet rebuilt helmet's whole middleware (parsing every CSP directive) on
// every request: 15% of the CPU of a cached GraphQL answer (bench/server.ts profile).
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { tileSource, type Config } from '../config.ts';

/**
 * Where the provider's hotel and room photos live (the hosts in its OpenAPI examples and answers).
 * Booking.com's CDN spreads photos over numbered subdomains, hence the wildcard.
 */
export const PROVIDER_IMAGE_HOSTS = [
  'https://static.cupid.travel',
  'https://snaphotelapi.com',
  'https://*.bstatic.com',
  'https://liteapi-travel-static-data.s3.amazonaws.com',
  'https://static.nuitee.cloud',
] as const;

/** Stripe, which renders the provider's card form: its script, its card frames and its API. */
export const STRIPE = {
  script: 'https://js.stripe.com',
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  api: 'https://api.stripe.com',
} as const;

/** 180 days is the floor browsers' preload lists ask for; a year is the usual choice. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface HeaderOptions {
  /**
   * The app's public origin, asked per request: sandbox photo URLs name it, and the page may be opened on
   * another host name (127.0.0.1 vs localhost) than the one image URLs carry.
   */
  publicOrigin: () => string;
}

export function helmetOptions(config: Config, opts: HeaderOptions): HelmetOptions {
  // With real keys the payment widget's script and stylesheet come from the provider's payment host and
  // its card form is Stripe; the sandbox's widget is served by this app.
  const paymentOrigin = config.sandbox ? null : originOf(config.LITEAPI_PAYMENT_SCRIPT_URL);
  const payment = paymentOrigin ? [paymentOrigin] : [];
  const stripeScript = paymentOrigin ? [STRIPE.script] : [];
  const production = config.NODE_ENV === 'production';
  // The map's tile server, when one is configured: that host alone, for the tiles (img) and nothing else.
  const tileHost = config.MAP_TILE_URL ? tileSource(config.MAP_TILE_URL) : null;
  const tiles = tileHost ? [tileHost] : [];

  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's built bundle is same-origin; no inline scripts and no eval anywhere.
        scriptSrc: ["'self'", ...payment, ...stripeScript],
        scriptSrcAttr: ["'none'"],
        // Ant Design's CSS-in-JS writes <style> elements at run time: inline styles cannot be avoided.
        styleSrc: ["'self'", "'unsafe-inline'", ...payment],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.sandbox ? [] : PROVIDER_IMAGE_HOSTS), ...tiles, () => opts.publicOrigin()],
        connectSrc: ["'self'", ...payment, ...(paymentOrigin ? [STRIPE.api] : []), ...tiles],
        frameSrc: paymentOrigin ? [paymentOrigin, ...STRIPE.frames] : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Local and test servers run on plain http and TLS is the proxy's job: no upgrade-insecure-requests.
      },
    },
    // HSTS on a plain-http development or test host would pin browsers to https for localhost.
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  };
}

type HeaderSet = Record<string, string>;

/** Runs helmet's middleware once against a recording response and returns the headers it set. */
function recordHeaders(middleware: ReturnType<typeof helmet>): HeaderSet {
  const headers: HeaderSet = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
    getHeader: (name: string) => headers[name],
  };
  let failure: unknown;
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * An onRequest hook that puts the security headers on every answer. They depend only on the public origin
 * (sandbox photo URLs name it), so each origin's set is computed once.
 */
export function securityHeadersHook(config: Config, opts: HeaderOptions) {
  const middleware = helmet(helmetOptions(config, opts));
  const byOrigin = new Map<string, HeaderSet>();
  return function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const origin = opts.publicOrigin();
    let headers = byOrigin.get(origin);
    if (!headers) {
      headers = recordHeaders(middleware);
      if (byOrigin.size < 16) byOrigin.set(origin, headers);
    }
    reply.headers(headers);
    done();
  };
}
