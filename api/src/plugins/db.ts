import fp from 'fastify-plugin';
import { openDb, type Db, type Sqlite } from '@goldshop/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sqlite: Sqlite;
  }
}

export default fp(
  async (app) => {
    const { db, sqlite, close } = openDb(app.config.databasePath);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    app.addHook('onClose', async () => close());
  },
  { name: 'db', dependencies: ['config'] },
);
