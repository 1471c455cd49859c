import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';
import { preparePrivateDatabaseFile } from './private-file';

export * as schema from './schema/index';
export { identityProblems as identityProblemsIn, NOT_THIS_APP, tablesOf } from './identity';
export type Db = BetterSQLite3Database<typeof schema>;
export type Sqlite = Database.Database;
export interface OpenDb {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

/** The committed migrations (also read by restore, to recognise this app's databases). */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../drizzle');

/**
 * A plain connection to an existing file, with no migration and no pragmas: for reading or snapshotting a
 * database as it is (the API's backups and restore checks), where openDb would change it.
 */
export function openFile(path: string, options: Database.Options = {}): Sqlite {
  return new Database(path, { fileMustExist: true, ...options });
}

/** How long opening (and migrating) waits for another process's lock, before anything is served. */
export const OPEN_BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (creating if needed) and migrates the database. `:memory:` gives each test its own database.
 * WAL with synchronous=FULL: a committed money write survives a power cut.
 */
export function openDb(path: string): OpenDb {
  if (path !== ':memory:') preparePrivateDatabaseFile(path);
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  const db = drizzle(sqlite, { schema });
  // A migration that rebuilds a table (drizzle-kit's way to change a column) drops it while other tables
  // still point at it: foreign keys stay off while migrating, as SQLite's ALTER TABLE procedure says, and
  // every reference is checked before they go back on.
  sqlite.pragma('foreign_keys = OFF');
  migrate(db, { migrationsFolder });
  const broken = sqlite.pragma('foreign_key_check') as unknown[];
  if (broken.length) throw new Error(`migration left ${broken.length} broken references`);
  sqlite.pragma('foreign_keys = ON');
  // From here on a statement never waits for a lock: better-sqlite3 would wait inside the call, holding the
  // event loop (every request of the server stood still while another process held the lock). The API's
  // writes wait for it asynchronously instead (immediate() in api/src/lib/tx.ts).
  sqlite.pragma('busy_timeout = 0');
  return { db, sqlite, close: () => sqlite.close() };
}
