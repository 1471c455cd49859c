// `pnpm backup`: one verified snapshot of the database into BACKUP_DIR (and restic when configured).
// Safe while the server runs. Reads DATABASE_PATH, BACKUP_DIR, BACKUP_KEEP, RESTIC_REPOSITORY, RESTIC_PASSWORD.
import { ConfigError, loadOperationsConfig } from '../src/config';
import { BackupError, takeBackup } from '../src/operations/backup';
import { stopRestic } from '../src/operations/restic';

// Stopped (Ctrl+C, systemctl stop): restic stops too, and the half-written snapshot is left as a
// `.partial`, which never counts and is cleared by a later run.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`backup stopped (${signal})`);
    void stopRestic().finally(() => process.exit(1));
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const { databasePath, backup: config } = loadOperationsConfig(process.env);
  const started = Date.now();
  const r = await takeBackup(databasePath, config);
  console.log(`backup ${r.path} (${mb(r.bytes)}, ${r.bytes} bytes) in ${Date.now() - started} ms`);
  console.log(
    `  integrity ok; ledger reconciled: ${r.check.members} members, ${r.check.ledgerRows} ledger rows, ${r.check.totalOwedSatang} satang owed`,
  );
  if (r.removed.length) console.log(`  removed (BACKUP_KEEP=${config.keep}): ${r.removed.join(', ')}`);
  if (r.restic && 'snapshotId' in r.restic) console.log(`  restic snapshot ${r.restic.snapshotId} in ${config.restic!.repository}`);
  if (r.restic && 'error' in r.restic) {
    console.error(`backup failed off the machine (the local file above is good): ${r.restic.error}`);
    process.exit(2);
  }
} catch (err) {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else if (err instanceof BackupError) console.error(`backup failed: ${err.message}`);
  else console.error(`backup failed: ${(err as Error).stack ?? err}`);
  process.exit(1);
}
