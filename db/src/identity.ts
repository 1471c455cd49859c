import type Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/** Tables every version of this app's database has had since its first migration. */
const CORE_TABLES = ['users', 'staff', 'customers', 'images', 'saving_accounts', 'saving_transactions', 'saving_ledger', 'audit_log'];

/** How every problem that means "this file is not the shop's at all" begins (rather than another version's). */
export const NOT_THIS_APP = 'not a database of this app';

/** The file's own tables, SQLite's internal ones left out. */
export function tablesOf(sqlite: Database.Database): string[] {
  return (
    sqlite.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`).all() as {
      name: string;
    }[]
  ).map((r) => r.name);
}

/**
 * Is this a database of this app? Drizzle records each applied migration in `__drizzle_migrations` by its
 * journal time (`created_at`); that is what it compares to decide what to apply, so it is what we compare
 * too (a hash would refuse a file whose migration text was only re-formatted). A migration this code does
 * not know means a newer version of the app made the file: restoring it here would run on a schema the
 * code does not understand; none of ours at all means another program's database. Used by restore (before a
 * file replaces the live one) and by a production start (docs/decisions.md "Production starts only on the
 * shop's database").
 */
export function identityProblems(sqlite: Database.Database, migrationsFolder: string): string[] {
  const tables = new Set(tablesOf(sqlite));
  const others = () => {
    const mine = new Set([...CORE_TABLES, '__drizzle_migrations']);
    const foreign = [...tables].filter((t) => !mine.has(t)).sort();
    return foreign.length ? ` (its tables: ${foreign.slice(0, 5).join(', ')}${foreign.length > 5 ? ', …' : ''})` : '';
  };
  if (!tables.has('__drizzle_migrations')) return [`${NOT_THIS_APP}: it has no migration history (__drizzle_migrations)${others()}`];
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => Number(m.folderMillis)));
  const applied = (sqlite.prepare('select created_at from __drizzle_migrations').all() as { created_at: number | string }[]).map((r) =>
    Number(r.created_at),
  );
  if (!applied.length) return [`${NOT_THIS_APP}: its migration history is empty${others()}`];
  const unknown = applied.filter((t) => !known.has(t));
  if (unknown.length === applied.length)
    return [`${NOT_THIS_APP}: none of its ${applied.length} migration(s) is one of this app's (another program's database)${others()}`];
  const problems: string[] = [];
  if (unknown.length) {
    problems.push(`made by another version of the app: ${unknown.length} migration(s) this version does not have (${unknown.join(', ')})`);
  }
  const missing = CORE_TABLES.filter((t) => !tables.has(t));
  if (missing.length) problems.push(`${NOT_THIS_APP}: table(s) ${missing.join(', ')} missing`);
  return problems;
}
