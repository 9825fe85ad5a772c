// The security headers of every answer (@fastify/helmet): a Content-Security-Policy listing exactly the
// origins the app loads from, HSTS in production only, nosniff and a referrer policy that keeps paths
// (search terms, booking references) on this site.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';

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

export function helmetOptions(config: Config, opts: HeaderOptions): FastifyHelmetOptions {
  // With real keys the payment widget's script and stylesheet come from the provider's payment host and
  // its card form is Stripe; the sandbox's widget is served by this app.
  const paymentOrigin = config.sandbox ? null : originOf(config.LITEAPI_PAYMENT_SCRIPT_URL);
  const payment = paymentOrigin ? [paymentOrigin] : [];
  const stripeScript = paymentOrigin ? [STRIPE.script] : [];
  const production = config.NODE_ENV === 'production';

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
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.sandbox ? [] : PROVIDER_IMAGE_HOSTS), () => opts.publicOrigin()],
        connectSrc: ["'self'", ...payment, ...(paymentOrigin ? [STRIPE.api] : [])],
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
