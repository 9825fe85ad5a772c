// The embedded sandbox (server/sandbox), mounted under /sandbox when no provider key is configured: on its
// own worker thread, which /sandbox here forwards to, or in process when tests reach into it
// (SandboxControl). With SANDBOX_URL another instance serves it, so all of them book against one sandbox.
// Decorates where the provider and cities clients find it; they call it over HTTP like the real upstreams.
//
// In production the public port serves only what a browser needs from the sandbox: its photos and its
// payment widget (sandbox/public-routes.ts). The rest (the provider routes with the account-wide booking
// list, guests and cancel; GeoDB; the /_control fault and latency switches) listens on 127.0.0.1 only,
// on a random port (SANDBOX_THREAD_PORT to pin it): the sandbox thread's listener, or without a thread an
// in-process one. The app calls it there; from outside, /sandbox/* other than the public routes is a 404.
// Outside production the sandbox stays open on the public port, as developers and tests use it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { startSandboxThread, sandboxProxy } from '../../sandbox/thread.ts';
import { sandboxPlugin } from '../../sandbox/index.ts';
import { SandboxControl } from '../../sandbox/control.ts';
import { listenSandbox } from '../../sandbox/server.ts';
import { isPublicSandboxRequest } from '../../sandbox/public-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the sandbox's test hooks; present when it runs in process */
    sandboxControl?: SandboxControl;
    /** the origin that serves /sandbox to the app (this server, a private listener on 127.0.0.1, or SANDBOX_URL) */
    sandboxOrigin: () => string;
  }
}

export interface SandboxPluginOptions {
  /** a control the caller keeps (tests): the sandbox then runs in process */
  control?: SandboxControl;
}

export default fp(
  async (app: FastifyInstance, opts: SandboxPluginOptions) => {
    const { config } = app;
    const production = config.NODE_ENV === 'production';
    // In production the public port forwards only the browser's routes to the private listener.
    const allow = production ? isPublicSandboxRequest : undefined;
    let control: SandboxControl | undefined;
    let origin: () => string = app.localOrigin;
    if (config.SANDBOX_URL) {
      const url = config.SANDBOX_URL.replace(/\/+$/, '');
      origin = () => url;
      // Its photo and payment-widget URLs are paths on this app's origin: forward those, and only those, to it
      // in every mode. Its provider routes and switches are its own (developers reach them on its own port).
      await app.register(sandboxProxy, { prefix: '/sandbox', origin, allow: isPublicSandboxRequest });
    } else if (config.sandbox) {
      if (!opts.control && (config.SANDBOX_THREAD ?? config.NODE_ENV !== 'test')) {
        const thread = await startSandboxThread({
          seed: config.SANDBOX_SEED,
          latencyMs: config.SANDBOX_LATENCY_MS,
          port: config.SANDBOX_THREAD_PORT,
          log: app.log,
        });
        app.addHook('onClose', async () => {
          await thread.stop();
        });
        origin = thread.origin;
        await app.register(sandboxProxy, { prefix: '/sandbox', origin: thread.origin, allow });
      } else if (production) {
        control = opts.control ?? new SandboxControl(config.SANDBOX_LATENCY_MS);
        const server = await listenSandbox({
          seed: config.SANDBOX_SEED,
          control,
          port: config.SANDBOX_THREAD_PORT,
        });
        app.addHook('onClose', async () => {
          await server.app.close();
        });
        origin = () => server.origin;
        await app.register(sandboxProxy, { prefix: '/sandbox', origin, allow });
      } else {
        control = opts.control ?? new SandboxControl(config.SANDBOX_LATENCY_MS);
        await app.register(sandboxPlugin, { prefix: '/sandbox', seed: config.SANDBOX_SEED, control });
      }
    }
    app.decorate('sandboxControl', control);
    app.decorate('sandboxOrigin', origin);
  },
  { name: 'sandbox', dependencies: ['config'] },
);
