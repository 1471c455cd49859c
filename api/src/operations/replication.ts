import fp from 'fastify-plugin';
import { alertOwner } from '../lib/owner-alerts';
import { immediate } from '../lib/tx';
import { createReplicator, type Replicator } from './replicator';

declare module 'fastify' {
  interface FastifyInstance {
    /** Litestream beside the server when LITESTREAM_REPLICA_URL is set (null otherwise): its lag and warnings. */
    replication: Replicator | null;
  }
}

/**
 * Continuous replication (docs/operations.md, "Continuous replication (Litestream)"). Registered before the database so
 * that, closing in the reverse order, Litestream stops after the database has closed: the server's last
 * writes are in the final upload. It starts once the database is open and migrated.
 */
export default fp(
  async (app) => {
    const { replication, databasePath } = app.config;
    if (!replication) {
      app.decorate('replication', null);
      return;
    }
    // Replication stopped at its local bound: the owner hears of it on the dashboard and LINE, as of the
    // other things only the owner should be surprised by (docs/decisions.md "Replication is watched like a
    // process that can fail").
    const onHalt = (details: { limitMb: number; cause?: string }) =>
      void immediate(app.db, (tx) =>
        alertOwner(app, tx, {
          kind: 'replication_halted',
          staffId: null,
          details: { limitMb: details.limitMb, cause: details.cause ?? null },
        }),
      ).catch((err) => app.log.error({ err }, 'the owner alert for stopped replication could not be written'));
    const replicator = createReplicator(databasePath, replication, app.log, { onHalt });
    app.decorate('replication', replicator);
    // 0 turns SQLite's automatic checkpoint after a commit off; 1000 pages is its default.
    app.addHook('onReady', async () => replicator.start((on) => app.sqlite.pragma(`wal_autocheckpoint = ${on ? 1000 : 0}`)));
    app.addHook('preClose', async () => replicator.stopping());
    app.addHook('onClose', async () => replicator.stop());
  },
  { name: 'replication', dependencies: ['config'] },
);
