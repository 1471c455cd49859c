import fp from 'fastify-plugin';
import { existsSync, statSync } from 'node:fs';
import { openDb, type Db, type Sqlite } from '@goldshop/db';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sqlite: Sqlite;
  }
}

/** The database cannot be served: server.ts prints the message as one line for the operator and exits. */
export class DatabaseStartError extends Error {}

/**
 * In production a missing or empty (0-byte) database is not a new shop but a disk that did not mount or a
 * wrong DATABASE_PATH: opened, it would be created empty and answer as a shop with no customers, health ok.
 * Only the first install creates it, started once with INIT_DATABASE=1; a database that exists is refused
 * while INIT_DATABASE is still set, so the setting cannot stay behind and undo this later.
 */
export function refuseMissingDatabase(config: Pick<Config, 'nodeEnv' | 'databasePath' | 'initDatabase'>): void {
  const path = config.databasePath;
  if (config.nodeEnv !== 'production' || path === ':memory:') return;
  const bytes = existsSync(path) ? statSync(path).size : -1;
  if (bytes <= 0 && !config.initDatabase) {
    throw new DatabaseStartError(
      `the database ${path} ${bytes < 0 ? 'does not exist' : 'is empty (0 bytes)'}. If its disk did not mount or DATABASE_PATH is wrong, fix that; ` +
        'if this is the first start of a new shop, start once with INIT_DATABASE=1 (docs/operations.md, section 5)',
    );
  }
  if (bytes > 0 && config.initDatabase) {
    throw new DatabaseStartError(
      `INIT_DATABASE=1 is set but ${path} already holds the shop's database: remove INIT_DATABASE from the environment file (it is for the first start only)`,
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
    const { db, sqlite, close } = openDb(app.config.databasePath);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    app.addHook('onClose', async () => close());
  },
  { name: 'db', dependencies: ['config'] },
);
