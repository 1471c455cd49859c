import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The backup folder's naming, in one place: whoever lists backups (retention, the daily check, the metrics
// of "age of the last good backup", restore's help text) reads it through here.
//
// A backup is written under a temporary name (`.partial` suffix, see backup.ts) and renamed to its final
// name only after `PRAGMA integrity_check` and the ledger reconciliation passed. So a file with the final
// name is, by construction, a verified backup: nothing here opens a database.

const PREFIX = 'goldshop-';
const SUFFIX = '.db';
/** goldshop-2025-11-23T23-38-00.123Z.db: the UTC time the snapshot began, colons made file-name safe. */
const NAME = /^goldshop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.db$/;

export interface BackupFile {
  path: string;
  /** When the snapshot was taken (from the file name, not the file's mtime, which a copy would change). */
  at: Date;
  bytes: number;
}

/** The final file name of a backup taken at `at`. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/:/g, '-')}`.replace(/Z$/, `Z${SUFFIX}`);
}

/** The time in a backup's file name, or null for any other file (partials, a restic cache, notes). */
export function backupTime(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Every verified backup in `dir`, newest first; an absent or unreadable folder has none. Never throws. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    // Absent, not a folder, not readable: no backup anyone could restore from, which is what callers show.
    return [];
  }
  const out: BackupFile[] = [];
  for (const name of names) {
    const at = backupTime(name);
    if (!at) continue;
    const path = join(dir, name);
    try {
      const st = statSync(path);
      if (st.isFile()) out.push({ path, at, bytes: st.size });
    } catch {
      // Removed by retention between readdir and stat: not a backup any more.
    }
  }
  return out.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The newest verified backup in `dir` (only those that passed their checks carry a backup's name), or null. */
export function newestBackup(dir: string): { path: string; at: Date; bytes: number } | null {
  return listBackups(dir)[0] ?? null;
}
