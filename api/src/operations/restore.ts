import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { openDb, openFile, type Sqlite } from '@goldshop/db';
import type { BackupConfig, ReplicationConfig } from '../config';
import { backupTime } from './backups';
import { litestreamMetaDir } from './litestream';
import { restoreFromReplica } from './replica-restore';
import { looksLikeSnapshotId, restoreFromRestic } from './restic';
import { verifyConnection, verifyDatabaseFile, type Verification } from './verify';

// `pnpm restore <file | restic snapshot id>`: put a backup back as the live database.
//
// "Is the server running on this database?" is answered by SQLite's own locks, not a pid file: every
// connection to a WAL database holds a shared lock for as long as it is open, even idle, and the kernel
// drops it when the process ends however it ends (kill -9, power cut). So an exclusive lock is refused
// exactly while some process (the server, `pnpm backup`, an sqlite3 shell) has the file open, and a
// crashed server leaves no stale pid file that would block a restore or, after pid reuse, let one through.

export class RestoreError extends Error {}

/** What to restore: a backup file, a name in BACKUP_DIR, a restic snapshot id or `latest`, or Litestream's replica (its newest state, or as it was at a moment). */
export type RestoreSource = string | { replica: ReplicationConfig; at?: Date };

export interface RestoreResult {
  /** The file that was restored, "restic snapshot <id>" or "the replica …". */
  from: string;
  /** Where the database that was live before went, or null when there was none. */
  keptAside: string | null;
  check: Verification;
}

const fileSafeTime = (d: Date) => d.toISOString().replace(/:/g, '-');

/**
 * An exclusive lock on the live database, or null when another process has it open. While it is held no
 * server can open the file; closing it folds the WAL into the file (so the file alone is the whole database).
 */
function lockExclusively(databasePath: string): Sqlite | null {
  const sqlite = openFile(databasePath, { timeout: 0 });
  try {
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN EXCLUSIVE');
    sqlite.exec('COMMIT');
    return sqlite;
  } catch (err) {
    sqlite.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw err;
  }
}

const inUseError = (databasePath: string) =>
  new RestoreError(
    `${databasePath} is open in another process (the server, or a backup running now): stop the server first ` +
      '(systemctl stop goldshop, or Ctrl+C on pnpm start), then run the restore again',
  );

function fsyncFile(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Moves a database and its WAL to `to`; its -shm is only an index of the WAL and is rebuilt, so it goes.
 * Litestream's folder beside it (its shadow WAL, which may hold writes not yet uploaded) goes with it: left
 * behind, it would describe a database that is no longer there.
 */
function moveDatabase(from: string, to: string) {
  renameSync(from, to);
  if (existsSync(`${from}-wal`)) renameSync(`${from}-wal`, `${to}-wal`);
  rmSync(`${from}-shm`, { force: true });
  if (existsSync(litestreamMetaDir(from))) renameSync(litestreamMetaDir(from), litestreamMetaDir(to));
}

const bangkokText = (d: Date) => `${new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')} (Bangkok time)`;

export async function restore(
  source: RestoreSource,
  databasePath: string,
  backup: BackupConfig,
  log: (line: string) => void = () => {},
  now: () => Date = () => new Date(),
): Promise<RestoreResult> {
  if (databasePath === ':memory:') throw new RestoreError('DATABASE_PATH is :memory:: there is no database file to restore into');
  databasePath = resolve(databasePath);
  // Refuse early, before a long download from restic, when the server still runs.
  const probe = existsSync(databasePath) ? lockExclusively(databasePath) : undefined;
  if (probe === null) throw inUseError(databasePath);
  probe?.close();
  mkdirSync(dirname(databasePath), { recursive: true }); // a new machine: nothing there yet

  let from: string;
  let label: string | undefined;
  let scratch: string | undefined;
  try {
    if (typeof source !== 'string') {
      const { replica, at } = source;
      if (at && at.getTime() > now().getTime())
        throw new RestoreError(`${bangkokText(at)} is in the future: give a moment that has passed`);
      // Beside the database: the same file system, and as private as the database itself.
      scratch = mkdtempSync(join(dirname(databasePath), '.restore-'));
      label = at ? `the replica as it was at ${bangkokText(at)}` : 'the replica (its newest state)';
      log(`fetching ${label} from ${replica.type === 'file' ? replica.path : replica.url.replace(/\/\/[^@/]*@/, '//')} with Litestream …`);
      from = await restoreFromReplica(replica, databasePath, scratch, at);
    } else if (existsSync(source) && statSync(source).isFile()) from = resolve(source);
    else if (backupTime(basename(source)) && existsSync(join(backup.dir, basename(source))))
      from = join(backup.dir, basename(source)); // a name from the backup folder's listing
    else if (looksLikeSnapshotId(source)) {
      if (!backup.restic)
        throw new RestoreError(
          `"${source}" is not a file, and RESTIC_REPOSITORY and RESTIC_PASSWORD are not set to look for a restic snapshot`,
        );
      // Beside the database: the same file system, and as private as the database itself.
      scratch = mkdtempSync(join(dirname(databasePath), '.restore-'));
      log(`fetching restic snapshot ${source} from ${backup.restic.repository} …`);
      from = await restoreFromRestic(backup.restic, source, scratch);
    } else {
      throw new RestoreError(`"${source}" is neither a backup file nor a restic snapshot id`);
    }

    log(`checking ${from} …`);
    const candidate = verifyDatabaseFile(from, { identity: true, reconcile: false });
    if (candidate.problems.length) throw new RestoreError(`refused: ${from} ${candidate.problems.join('; ')}`);

    const stamp = fileSafeTime(now());
    const incoming = `${databasePath}.restoring`;
    rmSync(incoming, { force: true });
    copyFileSync(from, incoming);
    // Run as root (sudo pnpm restore), the new file would be root's and the server, running as its own
    // user, could not write it: it takes the owner and mode of the database it replaces.
    const previous = existsSync(databasePath) ? statSync(databasePath) : null;
    chmodSync(incoming, previous ? previous.mode & 0o777 : 0o600);
    if (previous && process.getuid?.() === 0) chownSync(incoming, previous.uid, previous.gid);
    fsyncFile(incoming);

    let keptAside: string | null = null;
    if (existsSync(databasePath)) {
      const lock = lockExclusively(databasePath);
      if (!lock) throw inUseError(databasePath);
      lock.pragma('wal_checkpoint(TRUNCATE)');
      lock.close();
      keptAside = `${databasePath}.before-restore-${stamp}`;
      moveDatabase(databasePath, keptAside);
      log(`kept the database that was live as ${keptAside}`);
    }
    renameSync(incoming, databasePath);
    for (const suffix of ['-wal', '-shm']) rmSync(databasePath + suffix, { force: true });

    // openDb migrates a backup taken by an older version up to this one; then the same checks again.
    let check: Verification;
    try {
      const { sqlite, close } = openDb(databasePath);
      try {
        check = verifyConnection(sqlite);
      } finally {
        close();
      }
    } catch (err) {
      check = { members: 0, ledgerRows: 0, totalOwedSatang: 0, problems: [`migrating it failed: ${(err as Error).message}`] };
    }
    if (check.problems.length) {
      // Put things back as they were: the restored file goes aside for inspection, the old one returns.
      const failed = `${databasePath}.failed-restore-${stamp}`;
      moveDatabase(databasePath, failed);
      if (keptAside) moveDatabase(keptAside, databasePath);
      throw new RestoreError(
        `the restored database failed its checks (${check.problems.join('; ')}); kept it as ${failed} and put the previous database back`,
      );
    }
    return { from: label ?? (scratch ? `restic snapshot ${source}` : from), keptAside, check };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
