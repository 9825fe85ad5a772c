// Readiness-first shutdown. On SIGTERM (main.ts calls shutdown()): /health/ready answers 503 at once; for
// SHUTDOWN_GRACE_MS the server keeps accepting and serving, so a load balancer that polls readiness moves
// traffic away while nothing is refused; then it stops accepting, finishes the requests in flight, and the
// plugins' close hooks release what they opened (services, sandbox, Redis, database, in that order).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** true from the moment shutdown() is called: readiness fails while requests are still served */
    shuttingDown(): boolean;
    /** graceful stop: not ready at once, serve through the grace period, then stop accepting and drain */
    shutdown(): Promise<void>;
  }
}

const DEFAULT_GRACE_MS = 5000;
/** How often connections left idle are dropped while draining. */
const DROP_IDLE_EVERY_MS = 100;

/** The grace period: SHUTDOWN_GRACE_MS, else 5 s (none under NODE_ENV=test, where nothing balances load). */
export function shutdownGraceMs(config: Pick<Config, 'SHUTDOWN_GRACE_MS' | 'NODE_ENV'>): number {
  return config.SHUTDOWN_GRACE_MS ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_GRACE_MS);
}

export default fp(
  async (app: FastifyInstance) => {
    const graceMs = shutdownGraceMs(app.config);
    let stopping: Promise<void> | undefined;

    app.decorate('shuttingDown', () => stopping !== undefined);

    // During the grace period each answer closes its connection: a client (or the load balancer's
    // keep-alive pool) opens a new one for its next request, which readiness has by then steered elsewhere,
    // instead of reusing one that the end of the grace period would close under a request on its way.
    app.addHook('onRequest', async (request, reply) => {
      if (stopping && request.raw.httpVersionMajor === 1) void reply.header('connection', 'close');
    });

    app.decorate('shutdown', () => {
      stopping ??= (async () => {
        if (graceMs > 0) {
          app.log.info({ graceMs }, 'shutting down: not ready; still serving for the grace period');
          await new Promise((resolve) => setTimeout(resolve, graceMs));
        }
        app.log.info('shutting down: no new connections; finishing the requests in flight');
        // server.close() drops the connections idle at that moment only; a keep-alive connection whose
        // request finishes later would hold the process open until the client gives up on it (seconds).
        const dropIdle = setInterval(() => app.server.closeIdleConnections(), DROP_IDLE_EVERY_MS);
        try {
          await app.close();
        } finally {
          clearInterval(dropIdle);
        }
      })();
      return stopping;
    });
  },
  { name: 'lifecycle', dependencies: ['config'] },
);
