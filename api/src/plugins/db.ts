import fp from 'fastify-plugin';
import { existsSync, statSync } from 'node:fs';
import { identityProblemsIn, migrationsFolder, NOT_THIS_APP, openDb, openFile, tablesOf, type Db, type Sqlite } from '@goldshop/db';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sqlite: Sqlite;
  }
}

/** The database cannot be served: server.ts prints the message as one line for the operator and exits. */
export class DatabaseStartError extends Error {}

type FileState = { kind: 'missing' | 'empty' | 'shop' | 'unreadable' } | { kind: 'foreign'; reason: string } | { kind: 'no-tables' };

/** What is at the database path, read without migrating or writing anything. */
function inspect(path: string): FileState {
  if (!existsSync(path)) return { kind: 'missing' };
  if (statSync(path).size === 0) return { kind: 'empty' };
  let sqlite: Sqlite | undefined;
  try {
    sqlite = openFile(path);
    if (!tablesOf(sqlite).length) return { kind: 'no-tables' };
    const foreign = identityProblemsIn(sqlite, migrationsFolder).filter((p) => p.startsWith(NOT_THIS_APP));
    return foreign.length ? { kind: 'foreign', reason: foreign.join('; ') } : { kind: 'shop' };
  } catch {
    return { kind: 'unreadable' }; // not a database, locked, unreadable: openDb says which, with what to do
  } finally {
    sqlite?.close();
  }
}

/**
 * In production a missing or empty (0-byte, or no tables) database is not a new shop but a disk that did
 * not mount or a wrong DATABASE_PATH: opened, it would be created empty and answer as a shop with no
 * customers, health ok. Only the first install creates it, started once with INIT_DATABASE=1; a database
 * that exists is refused while INIT_DATABASE is still set, so the setting cannot stay behind and undo this
 * later. A file that is not this shop's (another program's tables, no migration history of this app) is
 * refused too: migrating it would make it an empty shop beside someone else's data. TAKE_OVER_DATABASE=1
 * says that is meant, once (docs/decisions.md "Production starts only on the shop's database").
 */
export function refuseMissingDatabase(config: Pick<Config, 'nodeEnv' | 'databasePath' | 'initDatabase' | 'takeOverDatabase'>): void {
  const path = config.databasePath;
  if (config.nodeEnv !== 'production' || path === ':memory:') return;
  const state = inspect(path);
  const absent = { missing: 'does not exist', empty: 'is empty (0 bytes)', 'no-tables': 'holds no tables' } as const;
  if (state.kind in absent && !config.initDatabase) {
    throw new DatabaseStartError(
      `the database ${path} ${absent[state.kind as keyof typeof absent]}. If its disk did not mount or DATABASE_PATH is wrong, fix that; ` +
        'if this is the first start of a new shop, start once with INIT_DATABASE=1 (docs/operations.md, section 5)',
    );
  }
  if (state.kind === 'foreign' && !config.takeOverDatabase) {
    throw new DatabaseStartError(
      `the database ${path} is not this shop's: ${state.reason}. DATABASE_PATH is wrong, or the file is another program's: fix DATABASE_PATH; ` +
        "only to make this very file the shop's database, start once with TAKE_OVER_DATABASE=1 (docs/operations.md, section 11)",
    );
  }
  if (state.kind === 'shop' && config.initDatabase) {
    throw new DatabaseStartError(
      `INIT_DATABASE=1 is set but ${path} already holds the shop's database: remove INIT_DATABASE from the environment file (it is for the first start only)`,
    );
  }
  if (state.kind === 'shop' && config.takeOverDatabase) {
    throw new DatabaseStartError(
      `TAKE_OVER_DATABASE=1 is set but ${path} already is the shop's database: remove TAKE_OVER_DATABASE from the environment file (it is for one start only)`,
    );
  }
}

const WHAT_TO_DO: [RegExp, string][] = [
  [
    /^SQLITE_(NOTADB|CORRUPT)/,
    'the file is damaged or not a database: restore the latest backup (pnpm restore latest, docs/operations.md section 7)',
  ],
  [/^(SQLITE_FULL|ENOSPC)/, 'the disk is full: free space beside it (df -h), then start again'],
  [
    /^(SQLITE_(CANTOPEN|READONLY|PERM|AUTH)|EACCES|EPERM|EROFS)/,
    "it cannot be opened for writing: check DATABASE_PATH and that the server's user may write the file and its folder",
  ],
  [
    /^SQLITE_(IOERR|BUSY|LOCKED)/,
    'the disk or another process is in the way: check `dmesg`, and that no restore or sqlite3 shell holds the file',
  ],
];

/**
 * An error opening or first writing the database, as one line an operator can act on (what is wrong with
 * the file, and what to do), instead of a stack; undefined for anything else (a bug keeps its stack).
 */
export function databaseStartProblem(path: string, err: unknown): string | undefined {
  if (err instanceof DatabaseStartError) return err.message;
  const code = String((err as { code?: unknown })?.code ?? '');
  const todo = WHAT_TO_DO.find(([pattern]) => pattern.test(code));
  if (!todo) return undefined;
  return `the database ${path} cannot be used (${code}: ${(err as Error).message}): ${todo[1]}`;
}

export default fp(
  async (app) => {
    refuseMissingDatabase(app.config);
    if (app.config.takeOverDatabase)
      app.log.warn({ databasePath: app.config.databasePath }, "TAKE_OVER_DATABASE=1: making this file the shop's database");
    const { db, sqlite, close } = openDb(app.config.databasePath);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    app.addHook('onClose', async () => close());
  },
  { name: 'db', dependencies: ['config'] },
);
