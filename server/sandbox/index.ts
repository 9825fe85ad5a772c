// The embedded sandbox: with no provider key configured the app mounts this plugin under /sandbox and
// its real provider and cities clients call it over HTTP. It speaks LiteAPI v3.0
// (/sandbox/liteapi/v3.0, and /sandbox/liteapi/v2.0/rates/book), GeoDB (/sandbox/geodb/v1/geo/cities),
// serves generated images (/sandbox/images) and the payment widget script (/sandbox/payment). In production
// only those two are public (public-routes.ts); the rest listens on 127.0.0.1 for the app (server.ts).
import type { FastifyInstance } from 'fastify';
import { SandboxControl } from './control.ts';
import dataRoutes from './data.ts';
import ratesRoutes from './rates.ts';
import geodbRoutes from './geodb.ts';
import imageRoutes from './images.ts';
import bookingRoutes from './booking.ts';
import paymentRoutes from './payment.ts';
import controlRoutes from './control-routes.ts';

export interface SandboxOptions {
  /** seed of the generated India dataset */
  seed: number;
  control: SandboxControl;
}

export { SandboxControl };

export async function sandboxPlugin(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  await app.register(dataRoutes, { ...opts, prefix: '/liteapi/v3.0' });
  await app.register(ratesRoutes, { ...opts, prefix: '/liteapi/v3.0' });
  await app.register(bookingRoutes, { ...opts, prefix: '/liteapi' }); // serves /v3.0/... and /v2.0/rates/book
  await app.register(geodbRoutes, { ...opts, prefix: '/geodb' });
  await app.register(imageRoutes, { ...opts, prefix: '/images' });
  await app.register(paymentRoutes, { ...opts, prefix: '/payment' });
  await app.register(controlRoutes, { ...opts, prefix: '/_control' });
}
