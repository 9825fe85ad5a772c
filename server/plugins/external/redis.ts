// State shared with the other instances through Redis (REDIS_URL): the hotel caches' second level, the
// cities cache and budget, the rate-limit counters. Without REDIS_URL everything stays in process.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { openSharedState, type SharedState } from '../../shared/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shared: SharedState;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const shared = await openSharedState(app.config, app.log);
    app.decorate('shared', shared);
    app.addHook('onClose', async () => {
      await shared.close();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
