// The embedded sandbox (server/sandbox), mounted under /sandbox when no provider key is configured: on its
// own worker thread, which /sandbox here forwards to, or in process when tests reach into it
// (SandboxControl). With SANDBOX_URL another instance serves it, so all of them book against one sandbox.
// Decorates where the provider and cities clients find it; they call it over HTTP like the real upstreams.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { startSandboxThread, sandboxProxy } from '../../sandbox/thread.ts';
import { sandboxPlugin } from '../../sandbox/index.ts';
import { SandboxControl } from '../../sandbox/control.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the sandbox's test hooks; present when it runs in process */
    sandboxControl?: SandboxControl;
    /** the origin that serves /sandbox (this server, the sandbox thread, or SANDBOX_URL) */
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
    let control: SandboxControl | undefined;
    let origin: () => string = app.localOrigin;
    if (config.SANDBOX_URL) {
      const url = config.SANDBOX_URL.replace(/\/+$/, '');
      origin = () => url;
      // Its photo and payment-widget URLs are paths on this app's origin: forward them to it.
      await app.register(sandboxProxy, { prefix: '/sandbox', origin });
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
        await app.register(sandboxProxy, { prefix: '/sandbox', origin: thread.origin });
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
