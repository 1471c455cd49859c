import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { identityProblemsIn, migrationsFolder, openFile, schema, type Sqlite } from '@goldshop/db';
import { reconcileLedger, type Reconciliation } from '../areas/saving/reconcile';
import { reconcileGoldLedger } from '../areas/gold-account/reconcile';

// What makes a database file good enough to count as a backup or to be restored: SQLite finds no damage,
// it is this app's database (not another program's, not a newer version's), every image still matches its
// hash, and its ledger reconciles.

/** `PRAGMA integrity_check` (every page and index) or `quick_check` (the same without cross-checking indexes: the daily check). */
export function integrityProblems(sqlite: Sqlite, pragma: 'integrity_check' | 'quick_check' = 'integrity_check'): string[] {
  const rows = sqlite.pragma(`${pragma}(20)`) as Record<string, string>[];
  const lines = rows.map((r) => Object.values(r)[0]!);
  return lines.length === 1 && lines[0] === 'ok' ? [] : lines.map((l) => `${pragma}: ${l}`);
}

const MAX_IMAGE_PROBLEMS = 20;

const columnsOf = (sqlite: Sqlite, table: string) =>
  new Set((sqlite.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((r) => r.name));

/**
 * Whether each image was purged on purpose, as SQL over a row of `images`. Since the images row says so
 * (purged_at), that is the answer; a file from before that column (an older backup, a restore not yet
 * migrated) knew only the purge's empty bytes, the one way that version ever emptied an image, and only
 * once some account had been purged (docs/decisions.md "A purged image is a state, not damage").
 */
function purgedExpression(sqlite: Sqlite): string {
  if (columnsOf(sqlite, 'images').has('purged_at')) return 'purged_at is not null';
  if (!columnsOf(sqlite, 'users').has('purged_at')) return '0';
  return 'length(bytes) = 0 and exists (select 1 from users where purged_at is not null)';
}

/**
 * Images whose stored bytes no longer hash to their address. SQLite's own checks look at the structure of
 * the file, not inside a blob: 4 KB of random bytes over an ID card image passed `integrity_check`, and
 * `VACUUM INTO` copied the damaged picture into a backup that then counted as good. An image purged with
 * a closed account has no bytes by design and is not damage; one marked purged that still holds bytes is
 * reported (personal data the purge was meant to delete).
 */
export function imageProblems(sqlite: Sqlite): string[] {
  const problems: string[] = [];
  let more = 0;
  const report = (line: string) => (problems.length < MAX_IMAGE_PROBLEMS ? problems.push(line) : more++);
  const rows = sqlite.prepare<[], { hash: string; bytes: Buffer; purged: number }>(
    `select hash, bytes, (${purgedExpression(sqlite)}) as purged from images`,
  );
  for (const row of rows.iterate()) {
    if (row.purged) {
      if (row.bytes.length) report(`image ${row.hash}: marked purged but still holds ${row.bytes.length} bytes`);
      continue;
    }
    if (createHash('sha256').update(row.bytes).digest('hex') !== row.hash)
      report(`image ${row.hash}: its stored bytes no longer match its hash (damaged)`);
  }
  if (more) problems.push(`… and ${more} more images like these`);
  return problems;
}

/**
 * Damage, as the daily check looks for it on the live file and a backup does before it takes its snapshot:
 * `quick_check`, then every image against its hash.
 */
export function damageProblems(sqlite: Sqlite): string[] {
  const structure = integrityProblems(sqlite, 'quick_check');
  return structure.length ? structure : imageProblems(sqlite);
}

/** Is this a database of this app, and of this version or an older one (db/src/identity.ts)? */
export const identityProblems = (sqlite: Sqlite): string[] => identityProblemsIn(sqlite, migrationsFolder);

export interface Verification extends Reconciliation {
  /** Empty: the file is sound, this app's, and its ledger reconciles. */
  problems: string[];
}

/**
 * Checks an open connection end to end. `identity`: for a file from elsewhere (a snapshot we just took is
 * ours). `reconcile: false`: for a file not yet migrated, whose tables this code may not read; restore
 * reconciles it after migrating.
 */
export function verifyConnection(sqlite: Sqlite, opts: { identity?: boolean; reconcile?: boolean } = {}): Verification {
  const none = { members: 0, ledgerRows: 0, totalOwedSatang: 0 };
  try {
    const damaged = integrityProblems(sqlite);
    if (damaged.length) return { ...none, problems: damaged };
    if (opts.identity) {
      const foreign = identityProblems(sqlite);
      if (foreign.length) return { ...none, problems: foreign };
    }
    const images = imageProblems(sqlite);
    if (images.length) return { ...none, problems: images };
    if (opts.reconcile === false) return { ...none, problems: [] };
    const db = drizzle(sqlite, { schema });
    const r = reconcileLedger(db);
    return { ...r, problems: [...r.problems, ...reconcileGoldLedger(db)] };
  } catch (err) {
    // A file that is not a database at all ("file is not a database"), or tables reconciliation cannot read.
    return { ...none, problems: [`cannot be read as this app's database: ${(err as Error).message}`] };
  }
}

/** Opens a database file read-only and checks it (see verifyConnection). */
export function verifyDatabaseFile(path: string, opts: { identity?: boolean; reconcile?: boolean } = {}): Verification {
  let sqlite: Sqlite;
  try {
    sqlite = openFile(path, { readonly: true });
  } catch (err) {
    return { members: 0, ledgerRows: 0, totalOwedSatang: 0, problems: [`cannot be opened: ${(err as Error).message}`] };
  }
  try {
    return verifyConnection(sqlite, opts);
  } finally {
    sqlite.close();
  }
}
