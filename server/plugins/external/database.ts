// The booking ledger's database (server/db): opened and migrated at start, closed last, after the server
// has finished its requests and the services using it have stopped.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { openDatabase, migrate, type Db } from '../../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const db = await openDatabase(app.config, app.log);
    try {
      await migrate(db, app.log);
    } catch (err) {
      // Not yet decorated, so no close hook would close it: a failed start must not leave it open.
      await db.close().catch(() => {});
      throw err;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
