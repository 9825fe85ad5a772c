// The sandbox as a server of its own on 127.0.0.1: what the sandbox thread runs (thread-worker.ts), and what
// the app runs in process in production when there is no thread (tests with a SandboxControl,
// SANDBOX_THREAD=false). Only the app's own process can reach it; the public port forwards browsers to its
// few public routes (public-routes.ts) and nothing else.
import Fastify, { type FastifyInstance } from 'fastify';
import { sandboxPlugin, type SandboxOptions } from './index.ts';

export interface SandboxServer {
  app: FastifyInstance;
  /** e.g. "http://127.0.0.1:41234" */
  origin: string;
  port: number;
}

/** Starts the whole sandbox under /sandbox on 127.0.0.1:`port` (0: any free port). */
export async function listenSandbox(opts: SandboxOptions & { port: number }): Promise<SandboxServer> {
  const { port: wanted, ...sandbox } = opts;
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  await app.register(sandboxPlugin, { prefix: '/sandbox', ...sandbox });
  try {
    await app.listen({ host: '127.0.0.1', port: wanted });
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, origin: `http://127.0.0.1:${port}`, port };
}
