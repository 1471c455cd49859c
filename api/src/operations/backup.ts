import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openFile, type Sqlite } from '@goldshop/db';
import type { BackupConfig } from '../config';
import { backupFileName, listBackups, type BackupFile } from './backups';
import { sendToRestic } from './restic';
import { damageProblems, verifyDatabaseFile, type Verification } from './verify';

// One backup: a consistent snapshot of the live database, checked, then kept.
//
// The snapshot is `VACUUM INTO` on a connection of its own: one read transaction, so it is the database as
// of one instant even while the server keeps writing (WAL lets writers go on beside a reader), and unlike
// the online backup API it never restarts when another connection writes, so it finishes under any load.
// A file copy of a live WAL database is never consistent, so none is ever made.

export class BackupError extends Error {}

export interface BackupResult extends BackupFile {
  check: Verification;
  /** Local files removed by retention (BACKUP_KEEP). */
  removed: string[];
  /** Set when restic is configured: its snapshot, or why sending failed (the local backup still counts). */
  restic?: { snapshotId: string } | { error: string };
}

const PARTIAL = '.partial';
/** A partial older than this was left by a run that died (power cut, kill): nothing is still writing it. */
const STALE_PARTIAL_MS = 24 * 3600_000;

/** VACUUM INTO leaves its output to the OS cache (SQLite does not fsync it): flush it before it counts. */
function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Takes, verifies and keeps one snapshot of `databasePath` in `backup.dir`. Throws BackupError when it does not count. */
export async function takeBackup(databasePath: string, backup: BackupConfig, now: () => Date = () => new Date()): Promise<BackupResult> {
  // The snapshots hold ID cards and selfies: only the server's user may read them.
  mkdirSync(backup.dir, { recursive: true, mode: 0o700 });
  let at = now();
  // Two backups in the same millisecond (the server's and a timer's) would share a name.
  while (listBackups(backup.dir).some((b) => b.at.getTime() === at.getTime())) at = new Date(at.getTime() + 1);
  const path = join(backup.dir, backupFileName(at));
  const partial = path + PARTIAL;

  let source: Sqlite;
  try {
    // The file must exist: a wrong DATABASE_PATH must fail, not back up a new empty database.
    source = openFile(databasePath, { timeout: 5000 });
  } catch (err) {
    throw new BackupError(`cannot open the database ${databasePath}: ${(err as Error).message}`);
  }
  try {
    // The live file first gets the daily check's look for damage: VACUUM INTO reads through what SQLite's
    // checks of the snapshot cannot tell from data (bytes damaged inside a picture), and a copy of damage
    // must not count as a good backup. The older backups kept stay the ones to restore from.
    const damaged = damageProblems(source);
    if (damaged.length)
      throw new BackupError(`the database is damaged, so no backup was taken (restore from an older one):\n  ${damaged.join('\n  ')}`);
    // VACUUM INTO accepts an existing empty file: created first, so it is private from its first byte.
    closeSync(openSync(partial, 'wx', 0o600));
    source.prepare('VACUUM INTO ?').run(partial);
  } catch (err) {
    rmSync(partial, { force: true });
    if (err instanceof BackupError) throw err;
    throw new BackupError(`snapshot of ${databasePath} failed: ${(err as Error).message}`);
  } finally {
    source.close();
  }

  const check = verifyDatabaseFile(partial);
  if (check.problems.length) {
    rmSync(partial, { force: true });
    throw new BackupError(`the snapshot failed its checks and was deleted:\n  ${check.problems.join('\n  ')}`);
  }
  fsyncPath(partial);
  renameSync(partial, path);
  fsyncPath(dirname(path)); // the rename itself survives a power cut
  const bytes = statSync(path).size;
  const removed = prune(backup.dir, backup.keep, now());

  const result: BackupResult = { path, at, bytes, check, removed };
  if (backup.restic) {
    try {
      result.restic = await sendToRestic(backup.restic, path, at);
    } catch (err) {
      result.restic = { error: (err as Error).message };
    }
  }
  return result;
}

/** Keeps the newest `keep` backups; removes partials left by runs that died. Returns what it removed. */
export function prune(dir: string, keep: number, now: Date): string[] {
  const removed: string[] = [];
  for (const old of listBackups(dir).slice(keep)) {
    rmSync(old.path, { force: true });
    removed.push(old.path);
  }
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(PARTIAL)) continue;
    const p = join(dir, name);
    try {
      if (now.getTime() - statSync(p).mtimeMs > STALE_PARTIAL_MS) {
        rmSync(p, { force: true });
        removed.push(p);
      }
    } catch {
      // gone already
    }
  }
  return removed;
}
