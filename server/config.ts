// Environment parsed and validated once, at start. A bad value stops the process with a message that
// names the variable. Nothing else in the server reads process.env.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = z.string().url();

/** The placeholders a Leaflet tile URL template may hold ({s} only as the host's first label). */
const TILE_PLACEHOLDERS = new Set(['{s}', '{z}', '{x}', '{y}', '{r}']);

/** True for an https tile URL template with {z}, {x} and {y} and no other placeholder. */
export function isTileUrlTemplate(template: string): boolean {
  if (!template.startsWith('https://')) return false;
  for (const p of ['{z}', '{x}', '{y}']) if (!template.includes(p)) return false;
  for (const m of template.matchAll(/\{[^}]*\}/g)) if (!TILE_PLACEHOLDERS.has(m[0])) return false;
  return tileSource(template) !== null;
}

/**
 * The CSP source of a tile URL template: its origin, with a `{s}` subdomain as `*`
 * (`https://{s}.tile.example.org/...` gives `https://*.tile.example.org`). Null when it is not a usable https URL.
 */
export function tileSource(template: string): string | null {
  const subdomains = /^https:\/\/\{s\}\./.test(template);
  const probe = template.replace(/^https:\/\/\{s\}\./, 'https://a.').replace(/\{[zxyr]\}/g, '0');
  if (probe.includes('{')) return null;
  let url: URL;
  try {
    url = new URL(probe);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) return null;
  return subdomains ? `https://*.${url.host.slice(2)}` : url.origin;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Stack traces in GraphQL error answers (extensions.stacktrace), for debugging a server of one's own.
   * Off by default in every NODE_ENV: a stack names files, libraries and versions.
   */
  GRAPHQL_DEBUG: bool.default(false),
  /** Public origin of the app, used in links the server builds (sandbox image URLs, payment return). */
  PUBLIC_URL: url.optional(),

  /** LiteAPI key. Without it the embedded sandbox is mounted and used. */
  LITEAPI_KEY: z.string().min(1).optional(),
  LITEAPI_BASE_URL: url.default('https://api.liteapi.travel/v3.0'),
  /** Booking base; the provider's payment docs still show v2.0 for /rates/book, so it is configurable. */
  LITEAPI_BOOK_BASE_URL: url.default('https://book.liteapi.travel/v3.0'),
  /** Payment widget environment: must match the key's environment (sand_ keys -> sandbox). */
  LITEAPI_PAYMENT_ENV: z.enum(['sandbox', 'live']).optional(),
  LITEAPI_PAYMENT_SCRIPT_URL: url.default('https://payment-wrapper.liteapi.travel/dist/liteAPIPayment.js?v=a1'),
  BUSINESS_NAME: z.string().min(1).default('StayIndia'),

  /**
   * The map's tile server, an OpenStreetMap-compatible https URL template with {z}/{x}/{y} (and optionally {s}
   * as the first label of the host, {r}), for example `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. The CSP
   * then allows that host alone for images and fetches. Without it the app draws its own basemap (Natural Earth
   * shapes from world-atlas, served from /api/map/basemap) and the map makes no request outside the app.
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      isTileUrlTemplate,
      'must be an https URL template with {z}, {x} and {y}, for example https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .optional(),

  /** GeoDB Cities key (RapidAPI). Without it the sandbox's GeoDB-compatible route is used. */
  GEODB_KEY: z.string().min(1).optional(),
  GEODB_BASE_URL: url.default('https://wft-geo-db.p.rapidapi.com'),
  GEODB_HOST: z.string().min(1).default('wft-geo-db.p.rapidapi.com'),

  /** PostgreSQL server; without it the ledger uses embedded PostgreSQL (PGlite) under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),

  /**
   * Outgoing mail server for the booking e-mails and sign-in links, e.g. `smtp://mail.example.in:587` or
   * `smtps://user:pass@mail.example.in`. Without it mail is kept in the ledger database's outbox (readable in the
   * /dev console's private Outbox tab) instead of being sent.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+/, 'must be an smtp:// or smtps:// URL, for example smtp://mail.example.in:587')
    .refine((v) => URL.canParse(v), 'must be an smtp:// or smtps:// URL, for example smtp://mail.example.in:587')
    .optional(),
  /** The From of every e-mail (default: the business name at bookings@localhost). */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Run the mail worker (sends the outbox). Default on, except under NODE_ENV=test. */
  MAIL_WORKER_ENABLED: bool.optional(),

  /** Sandbox only: added latency per provider call, in ms. */
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60000).default(0),
  /** Sandbox only: seed of the generated India dataset. */
  SANDBOX_SEED: z.coerce.number().int().default(20261125),
  /**
   * Run the embedded sandbox on its own worker thread (its own event loop, the second core) instead of the
   * app's. Default on, except under NODE_ENV=test, where tests reach into the sandbox in process.
   */
  SANDBOX_THREAD: bool.optional(),
  /** Port of the sandbox thread on 127.0.0.1 (0: any free port). Set it to call the sandbox directly (benchmarks). */
  SANDBOX_THREAD_PORT: z.coerce.number().int().min(0).max(65535).default(0),

  /**
   * Token of the /dev console (x-console-token): in production every console call needs it (the console is
   * off without one); elsewhere the private categories need it when real keys are configured.
   */
  CONSOLE_TOKEN: z.string().min(16).optional(),
  /** /api/console requests per client IP per RATE_LIMIT_WINDOW_MS, in every mode. */
  CONSOLE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  /** /api/console requests from all clients together per RATE_LIMIT_WINDOW_MS, in every mode. */
  CONSOLE_RATE_LIMIT_TOTAL_MAX: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /**
   * The server's secret for signing what it hands out and checks later (the booking documents' download
   * addresses): at least 32 characters, the same on every instance. Required in production; elsewhere a random
   * value per process is used, so signed addresses stop working when the process restarts.
   */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters (for example `openssl rand -base64 48`)').optional(),
  /** Token for /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  TRUST_PROXY: bool.default(false),
  /**
   * On SIGTERM: how long /health/ready answers 503 while the server still accepts and serves, so a load
   * balancer moves traffic away before the listener closes. Default 5000, except under NODE_ENV=test (0).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).optional(),

  /**
   * Without a provider key: use the sandbox served by another instance at this origin instead of mounting
   * one here, so several instances share one sandbox (its bookings and payments) as they would one provider.
   */
  SANDBOX_URL: url.optional(),
  /** Redis for state shared by instances (caches, cities budget, rate-limit counters, locks); in-process without it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of every Redis key this app writes, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
    .default('hotel:'),
  /**
   * Whole-answer cache of public reads (searchHotels, hotel, hotelRates, cities...) in front of Apollo,
   * per instance. Default on, except under NODE_ENV=test (tests change the sandbox between identical queries).
   */
  RESPONSE_CACHE_ENABLED: bool.optional(),
  /** Rate limits on /graphql (per client IP unless stated). Default on, except under NODE_ENV=test. */
  RATE_LIMIT_ENABLED: bool.optional(),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** any GraphQL request, per IP per window */
  RATE_LIMIT_GRAPHQL_MAX: z.coerce.number().int().min(1).max(1_000_000_000).default(300),
  /** Query.booking (reference + e-mail) lookups, per IP per window */
  RATE_LIMIT_LOOKUP_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Query.booking lookups of one reference, from anywhere, per window (stops e-mail guessing from many IPs) */
  RATE_LIMIT_LOOKUP_REF_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  /** prebook and confirmBooking, per IP per window */
  RATE_LIMIT_BOOKING_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  /** confirmBooking of one transaction, from anywhere, per window (a confirmation page reloading stays well below) */
  RATE_LIMIT_CONFIRM_REF_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Sign-in links (requestSignInLink, redeemSignInLink) and the e-mail lookup that grants access (accessBooking),
   * counted by the access service itself, in Redis when REDIS_URL is set. On and off with RATE_LIMIT_ENABLED.
   * accessBooking uses RATE_LIMIT_WINDOW_MS with RATE_LIMIT_LOOKUP_MAX per IP and RATE_LIMIT_LOOKUP_REF_MAX per reference.
   */
  SIGN_IN_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(900_000),
  /** sign-in link requests per client IP per SIGN_IN_RATE_LIMIT_WINDOW_MS */
  SIGN_IN_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  /** sign-in link requests for one address, from anywhere, per SIGN_IN_RATE_LIMIT_WINDOW_MS (no inbox is flooded) */
  SIGN_IN_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).max(100_000).default(3),
  /** sign-in link redemptions per client IP per SIGN_IN_RATE_LIMIT_WINDOW_MS */
  SIGN_IN_RATE_LIMIT_REDEEM_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
});

export type Config = Omit<z.infer<typeof schema>, 'APP_SECRET'> & {
  /** True when no LITEAPI_KEY is set: the embedded sandbox serves the provider and cities contracts. */
  sandbox: boolean;
  /** APP_SECRET, or outside production a random value for this process when it is not set */
  APP_SECRET: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `LITEAPI_KEY=` in an .env file means "no key".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { APP_SECRET, ...rest } = parsed.data;
  if (!APP_SECRET && rest.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: required in production, at least 32 characters and the same on every instance (for example `openssl rand -base64 48`)',
    );
  }
  return { ...rest, APP_SECRET: APP_SECRET ?? randomBytes(32).toString('base64url'), sandbox: !rest.LITEAPI_KEY };
}
