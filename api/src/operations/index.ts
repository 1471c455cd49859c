import fp from 'fastify-plugin';
import { startOperations, type Operations } from './schedule';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups and the daily check of the database (this area); the dashboard shows `warnings()`. */
    operations: Operations;
  }
}

/**
 * Operations: the server's scheduled backups and daily check. No calls of its own; `pnpm backup` and
 * `pnpm restore` (api/scripts) use the same modules. An in-memory database (tests) has nothing to back up.
 */
export default fp(
  async (app) => {
    const { databasePath, backup } = app.config;
    if (databasePath === ':memory:') {
      app.decorate('operations', { warnings: () => [], runBackup: async () => {}, runCheck: async () => {}, stop: async () => {} });
      return;
    }
    const ops = startOperations(databasePath, backup, app.log);
    // The dashboard's one list: the daily check, the backups and, when configured, the replication.
    const replication = app.replication;
    app.decorate('operations', { ...ops, warnings: () => [...ops.warnings(), ...(replication?.warnings() ?? [])] });
    app.addHook('onClose', () => ops.stop());
  },
  { name: 'operations', dependencies: ['db', 'replication'] },
);
