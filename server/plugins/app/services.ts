// The services the routes run on: the provider client (the real LiteAPI with a key, else the sandbox),
// the cities service, the hotels service with its caches, the booking ledger and its reconciler, the mail
// worker, and the app's metrics. Each service gets the few settings it reads, not the configuration. The
// reconciler needs the sandbox reachable and the mail worker the listening port (for the manage link's
// origin), so both start once the server listens, and stop before the database closes.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { createProviderFromConfig } from '../../provider/client.ts';
import type { HotelProvider } from '../../provider/types.ts';
import { createCitiesFromConfig } from '../../cities/service.ts';
import { BookingService } from '../../bookings/service.ts';
import { AccessService, type AccessLimits, type MailQueue } from '../../bookings/access.ts';
import { SharedAttemptLimiter, UNLIMITED } from '../../shared/attempts.ts';
import { rateLimitSettings } from '../../security/rate-limit.ts';
import type { Config } from '../../config.ts';
import { HotelsService, type HotelsCacheTtls } from '../../hotels/service.ts';
import { paymentWidgetConfig } from '../../graphql/resolvers/booking.ts';
import type { AppServices } from '../../graphql/context.ts';
import { createMetrics, type AppMetrics } from '../../metrics/index.ts';
import { MailWorker, type AttachmentsFor } from '../../mail/worker.ts';
import { transportFromConfig } from '../../mail/transport.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { DocumentLinks } from '../../documents/links.ts';
import { documentAttachments } from '../../mail/attachments.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the services the app runs on, for the routes, tests and scripts */
    services: AppServices & { db: Db; provider: HotelProvider; mail: MailWorker };
    metrics: AppMetrics;
  }
}

export interface ServicesPluginOptions {
  /** a fake provider (tests of odd provider data) */
  provider?: HotelProvider;
  /** cache times of the hotel caches (tests make them short) */
  hotelCacheTtls?: Partial<HotelsCacheTtls>;
  /** clock of the hotel caches and date checks (tests move it forward) */
  now?: () => number;
  /** where sign-in link e-mails are queued (the mail outbox); tests give a fake that keeps them */
  mailQueue?: MailQueue;
  /** the mail worker: run it (default: MAIL_WORKER_ENABLED, off under NODE_ENV=test), its round interval, the confirmation's attachments */
  mail?: MailPluginOptions;
}

export interface MailPluginOptions {
  worker?: boolean;
  intervalMs?: number;
  attachmentsFor?: AttachmentsFor;
}

/** The access service's limits from the configuration (accessBooking counts like Query.booking). */
export function accessLimits(config: Config): AccessLimits {
  return {
    lookupWindowMs: config.RATE_LIMIT_WINDOW_MS,
    lookupIpMax: config.RATE_LIMIT_LOOKUP_MAX,
    lookupRefMax: config.RATE_LIMIT_LOOKUP_REF_MAX,
    signInWindowMs: config.SIGN_IN_RATE_LIMIT_WINDOW_MS,
    signInIpMax: config.SIGN_IN_RATE_LIMIT_IP_MAX,
    signInEmailMax: config.SIGN_IN_RATE_LIMIT_EMAIL_MAX,
    redeemIpMax: config.SIGN_IN_RATE_LIMIT_REDEEM_MAX,
  };
}

export default fp(
  async (app: FastifyInstance, opts: ServicesPluginOptions) => {
    const { config, db, shared, log } = app;
    const metrics = createMetrics();
    const provider =
      opts.provider ??
      createProviderFromConfig(config, {
        sandboxOrigin: config.sandbox ? app.sandboxOrigin : undefined,
        log,
        onCall: metrics.onProviderCall,
      });
    // Without GEODB_KEY the cities client asks the sandbox's GeoDB route where a sandbox serves one (mounted
    // here, or shared through SANDBOX_URL); with real provider keys there is none, so the built-in list answers
    // at once rather than after a call to a route that is not mounted.
    const sandboxServed = config.sandbox || Boolean(config.SANDBOX_URL);
    const cities = createCitiesFromConfig(config, {
      sandboxOrigin: sandboxServed ? app.sandboxOrigin : undefined,
      log,
      store: shared.citiesStore,
    });
    const bookings = new BookingService({ db, provider, log, onReconcile: metrics.onReconcile });
    // Sign-in e-mails go to the mail outbox in the link's own transaction; the mail worker below sends them.
    const access = new AccessService({
      db,
      bookings,
      limiter: rateLimitSettings(config).enabled ? new SharedAttemptLimiter(shared.redis) : UNLIMITED,
      limits: accessLimits(config),
      mail: opts.mailQueue ?? { enqueue: enqueueMail },
      publicOrigin: () => app.publicUrl(),
      log,
    });
    const hotels = new HotelsService({ provider, log, ttls: opts.hotelCacheTtls, now: opts.now, l2: shared.hotelsL2 });
    // Mail: the outbox is written by the ledger itself (migration 007's trigger); this worker sends it.
    const mailTransport = transportFromConfig(config);
    const mail = new MailWorker({
      db,
      transport: mailTransport,
      from: config.MAIL_FROM ?? `${config.BUSINESS_NAME} <bookings@localhost>`,
      businessName: config.BUSINESS_NAME,
      publicOrigin: () => app.publicUrl(),
      // The confirmation carries the PDF voucher and the .ics (server/documents).
      attachmentsFor: opts.mail?.attachmentsFor ?? documentAttachments({ businessName: config.BUSINESS_NAME }),
      log,
    });
    const mailWorkerOn = opts.mail?.worker ?? config.MAIL_WORKER_ENABLED ?? config.NODE_ENV !== 'test';
    const documentLinks = new DocumentLinks(config.APP_SECRET);
    app.decorate('services', {
      hotels,
      cities,
      bookings,
      access,
      paymentWidget: paymentWidgetConfig(config),
      documentLinks,
      db,
      provider,
      mail,
    });
    app.decorate('metrics', metrics);

    let stopReconciler: (() => Promise<void>) | undefined;
    let stopMail: (() => Promise<void>) | undefined;
    app.addHook('onListen', async () => {
      stopReconciler ??= bookings.startReconciler();
      // After listening: the manage link's origin may name the port this server got.
      if (mailWorkerOn) stopMail ??= mail.start(opts.mail?.intervalMs);
    });
    app.addHook('onClose', async () => {
      await stopReconciler?.();
      await stopMail?.();
      mailTransport.close();
    });
  },
  { name: 'services', dependencies: ['config', 'database', 'redis', 'sandbox'] },
);
