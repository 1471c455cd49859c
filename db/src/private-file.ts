import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Owner read and write only: the database holds ID card images and national IDs (docs/decisions.md "Private files from the start"). */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/**
 * Makes sure the database file exists and is private before SQLite opens it. SQLite gives its `-wal` and
 * `-shm` files the database file's own permissions, so a database created 0600 keeps all three 0600; one
 * left readable by a version that created it 0644 is narrowed, with the WAL and SHM beside it.
 */
export function preparePrivateDatabaseFile(path: string): void {
  const file = resolve(path);
  const dir = dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((statSync(f).mode & 0o077) !== 0) chmodSync(f, PRIVATE_FILE);
    } catch {
      // Absent (no WAL yet) or not ours to change: SQLite still opens it, as before.
    }
  }
}
