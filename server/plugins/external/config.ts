// The instance's settings, first of all plugins: the validated configuration (server/config.ts; main.ts
// refuses to start on a bad one) and the origins this server answers on, which are only known once it
// listens (PORT=0 in tests).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** the origin this server answers on once listening, e.g. "http://127.0.0.1:41234" */
    localOrigin(): string;
    /** the origin browsers reach the app on: PUBLIC_URL, else http://localhost:<port> (once listening) */
    publicUrl(): string;
  }
}

function listeningPort(app: FastifyInstance): number {
  const addr = app.server.address();
  if (addr && typeof addr === 'object') return addr.port;
  throw new Error('the server is not listening yet');
}

export default fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const { config } = opts;
    app.decorate('config', config);
    app.decorate('localOrigin', () => `http://127.0.0.1:${listeningPort(app)}`);
    app.decorate('publicUrl', () => (config.PUBLIC_URL ?? `http://localhost:${listeningPort(app)}`).replace(/\/+$/, ''));
  },
  { name: 'config' },
);
