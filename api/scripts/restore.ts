// `pnpm restore <backup file | restic snapshot id | latest>` or `pnpm restore --from-replica [--at "YYYY-MM-DD
// HH:MM:SS"]` (Litestream's replica, newest or at a moment in Bangkok time): the server must be stopped. Keeps
// the current database aside, restores, migrates and verifies. Reads DATABASE_PATH, BACKUP_DIR, RESTIC_*,
// LITESTREAM_REPLICA_URL and its backend's settings.
import { parseArgs } from 'node:util';
import { ConfigError, loadOperationsConfig } from '../src/config';
import { listBackups } from '../src/operations/backups';
import { ReplicaRestoreError } from '../src/operations/replica-restore';
import { RestoreError, restore, type RestoreSource } from '../src/operations/restore';
import { ResticError } from '../src/operations/restic';
import { parseBangkokMoment } from '../src/lib/dates';

const USAGE = [
  'usage: pnpm restore <backup file | restic snapshot id | latest>   (stop the server first)',
  '       pnpm restore --from-replica [--at "2026-11-25 16:59:00"]     (Litestream\'s replica; --at: Bangkok time)',
].join('\n');

try {
  const { values, positionals } = parseArgs({
    options: { 'from-replica': { type: 'boolean' }, at: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const { databasePath, backup: config, replication } = loadOperationsConfig(process.env);
  let source: RestoreSource | undefined = positionals[0];
  if (values['from-replica'] || values.at !== undefined) {
    if (positionals.length)
      throw new RestoreError(`--from-replica restores from Litestream's replica, not from "${positionals[0]}": give one or the other`);
    if (!replication)
      throw new RestoreError("--from-replica needs LITESTREAM_REPLICA_URL (and its backend's settings), as the server had them");
    const at = values.at === undefined ? undefined : parseBangkokMoment(values.at);
    if (at === null) throw new RestoreError(`--at "${values.at}" is not a moment such as "2026-11-25 16:59:00" (Bangkok time)`);
    source = { replica: replication, at };
  }
  if (!source || values.help) {
    console.log(USAGE);
    const local = listBackups(config.dir).slice(0, 5);
    if (local.length)
      console.log(
        `newest backups in ${config.dir}:\n${local.map((b) => `  ${b.path}  ${b.at.toISOString()}  ${b.bytes} bytes`).join('\n')}`,
      );
    if (config.restic) console.log(`restic snapshots: restic -r ${config.restic.repository} snapshots --tag goldshop`);
    process.exit(values.help ? 0 : 1);
  }
  const r = await restore(source, databasePath, config, (line) => console.log(line));
  console.log(`restored ${r.from} into ${databasePath}`);
  console.log(
    `  migrated and verified: integrity ok; ledger reconciled: ${r.check.members} members, ${r.check.ledgerRows} ledger rows, ${r.check.totalOwedSatang} satang owed`,
  );
  console.log(r.keptAside ? `  the previous database is kept as ${r.keptAside}` : '  there was no database before');
  console.log('  start the server again (systemctl start goldshop, or pnpm start)');
} catch (err) {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else if (err instanceof RestoreError || err instanceof ResticError || err instanceof ReplicaRestoreError)
    console.error(`restore failed: ${err.message}`);
  else if (String((err as { code?: string }).code).startsWith('ERR_PARSE_ARGS'))
    console.error(`restore failed: ${(err as Error).message}\n${USAGE}`);
  else console.error(`restore failed: ${(err as Error).stack ?? err}`);
  process.exit(1);
}
