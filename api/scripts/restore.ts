// `pnpm restore <backup file | restic snapshot id | latest>`: the server must be stopped. Keeps the current
// database aside, restores, migrates and verifies. Reads DATABASE_PATH, BACKUP_DIR, RESTIC_REPOSITORY, RESTIC_PASSWORD.
import { ConfigError, loadOperationsConfig } from '../src/config';
import { listBackups } from '../src/areas/operations/backups';
import { RestoreError, restore } from '../src/areas/operations/restore';
import { ResticError } from '../src/areas/operations/restic';

const source = process.argv[2];
try {
  const { databasePath, backup: config } = loadOperationsConfig(process.env);
  if (!source || source === '--help' || source === '-h') {
    console.log('usage: pnpm restore <backup file | restic snapshot id | latest>   (stop the server first)');
    const local = listBackups(config.dir).slice(0, 5);
    if (local.length) console.log(`newest backups in ${config.dir}:\n${local.map((b) => `  ${b.path}  ${b.at.toISOString()}  ${b.bytes} bytes`).join('\n')}`);
    if (config.restic) console.log(`restic snapshots: restic -r ${config.restic.repository} snapshots --tag goldshop`);
    process.exit(source ? 0 : 1);
  }
  const r = await restore(source, databasePath, config, (line) => console.log(line));
  console.log(`restored ${r.from} into ${databasePath}`);
  console.log(`  migrated and verified: integrity ok; ledger reconciled: ${r.check.members} members, ${r.check.ledgerRows} ledger rows, ${r.check.totalOwedSatang} satang owed`);
  console.log(r.keptAside ? `  the previous database is kept as ${r.keptAside}` : '  there was no database before');
  console.log('  start the server again (systemctl start goldshop, or pnpm start)');
} catch (err) {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else if (err instanceof RestoreError || err instanceof ResticError) console.error(`restore failed: ${err.message}`);
  else console.error(`restore failed: ${(err as Error).stack ?? err}`);
  process.exit(1);
}
