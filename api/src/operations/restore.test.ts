import { describe, expect, it, onTestFinished } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolder, openDb, openFile } from '@goldshop/db';
import { loadBackupConfig } from '../config';
import { testApp } from '../test/app';
import { createStaff } from '../test/factories';
import { fundedSaver } from '../test/fixtures';
import { takeBackup } from './backup';
import { restore, RestoreError } from './restore';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const restoreCommand = (env: Record<string, string>, arg: string) =>
  run(process.execPath, ['--import', 'tsx', 'api/scripts/restore.ts', arg], { cwd: root, env: { PATH: process.env.PATH!, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/**
 * Another process with the database open, as the server has it: WAL, an idle connection, after a write.
 * Resolves once it has written; `kill()` ends it with SIGKILL (no clean close, its WAL left behind).
 */
async function holder(databasePath: string) {
  const code = `
    const Database = require('better-sqlite3');
    const db = new Database(${JSON.stringify(databasePath)});
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0'); // the write stays in the WAL, as a busy server's recent ones do
    db.prepare("insert into gold_prices (source, response) values ('staff', '{\\"held\\":true}')").run();
    process.send('ready');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', code], { cwd: join(root, 'db'), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((ok, fail) => {
    child.once('message', ok);
    child.once('exit', (c) => fail(new Error(`holder exited ${c}`)));
  });
  return { kill: () => new Promise((ok) => (child.once('exit', ok), child.kill('SIGKILL'))) };
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-restore-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function shopWithBackup() {
  const dir = tempDir();
  const databasePath = join(dir, 'shop.db');
  const backup = { ...loadBackupConfig({}, databasePath), intervalHours: 0 };
  const app = await testApp({ databasePath, backup });
  const { staff } = await createStaff(app);
  await fundedSaver(app, staff.id, 1_000_00);
  const snap = await takeBackup(databasePath, backup);
  await fundedSaver(app, staff.id, 7_00); // after the snapshot: only the live database has it
  await app.close();
  return { dir, databasePath, backup, snap };
}

const bytesOf = (p: string) => readFileSync(p).toString('base64');

describe('pnpm restore', () => {
  it('refuses while another process has the database open, and a killed one leaves no stale lock', async () => {
    const { databasePath, backup, snap } = await shopWithBackup();
    const server = await holder(databasePath);
    const refused = await restoreCommand({ DATABASE_PATH: databasePath, BACKUP_DIR: backup.dir }, snap.path);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `restore failed: ${databasePath} is open in another process (the server, or a backup running now): stop the server first`,
    );
    expect(readdirSync(backup.dir.replace(/backups$/, '')).filter((n) => n.includes('restore'))).toEqual([]);

    await server.kill(); // kill -9: no clean shutdown, its last write only in the WAL
    expect(existsSync(`${databasePath}-wal`)).toBe(true);
    const done = await restoreCommand({ DATABASE_PATH: databasePath, BACKUP_DIR: backup.dir }, snap.path.split('/').pop()!);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const aside = /kept as (\S+)/.exec(done.stdout)![1]!;
    expect(done.stdout).toContain(`restored ${snap.path} into ${databasePath}`);
    expect(done.stdout).toContain('ledger reconciled: 1 members, 1 ledger rows, 100000 satang owed');

    // The restored database is the snapshot; the one kept aside is the whole previous database, WAL included.
    const restored = openFile(databasePath, { readonly: true });
    expect(restored.prepare('select sum(amount_satang) as s from saving_ledger').get()).toEqual({ s: 1_000_00 });
    restored.close();
    expect(existsSync(`${aside}-wal`)).toBe(false); // folded into the file before it moved
    const old = openFile(aside, { readonly: true });
    expect(old.prepare('select sum(amount_satang) as s from saving_ledger').get()).toEqual({ s: 1_007_00 });
    expect(old.prepare(`select count(*) as n from gold_prices where response like '%held%'`).get()).toEqual({ n: 1 });
    old.close();
  });

  it('refuses a damaged file, a file of another program and one from a newer version, leaving the database as it was', async () => {
    const { dir, databasePath, backup, snap } = await shopWithBackup();
    const before = bytesOf(databasePath);

    const damaged = join(dir, 'damaged.db');
    copyFileSync(snap.path, damaged);
    const fd = openSync(damaged, 'r+');
    for (const page of [2, 3, 4, 5]) writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, page * 4096);
    closeSync(fd);
    await expect(restore(damaged, databasePath, backup)).rejects.toThrow(/refused: .*damaged\.db .*(integrity_check|malformed)/);

    const notSqlite = join(dir, 'photo.db');
    writeFileSync(notSqlite, 'JFIF not a database at all');
    await expect(restore(notSqlite, databasePath, backup)).rejects.toThrow(
      /refused: .*cannot be read as this app's database: file is not a database/,
    );

    const foreign = join(dir, 'other-app.db');
    const other = openFile(foreign, { fileMustExist: false });
    other.exec('create table users (id integer primary key, name text)');
    other.close();
    await expect(restore(foreign, databasePath, backup)).rejects.toThrow(/not a database of this app: it has no migration history/);

    const newer = join(dir, 'newer.db');
    copyFileSync(snap.path, newer);
    const n = openFile(newer);
    n.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('f'.repeat(64), 4102444800000);
    n.close();
    await expect(restore(newer, databasePath, backup)).rejects.toThrow(
      /made by another version of the app: 1 migration\(s\) this version does not have \(4102444800000\)/,
    );

    await expect(restore(join(dir, 'nope.db'), databasePath, backup)).rejects.toThrow(RestoreError);
    expect(bytesOf(databasePath)).toBe(before);
    expect(readdirSync(dir).filter((f) => /restor/.test(f))).toEqual([]);
  });

  it('puts the previous database back when the restored one does not reconcile', async () => {
    const { dir, databasePath, backup, snap } = await shopWithBackup();
    const before = bytesOf(databasePath);
    const unbalanced = join(dir, 'unbalanced.db');
    copyFileSync(snap.path, unbalanced);
    const u = openFile(unbalanced);
    u.exec(`insert into saving_transactions (user_id, kind, amount_satang, status) values (1, 'withdraw_cash', 500, 'approved')`);
    u.close();
    const err = await restore(
      unbalanced,
      databasePath,
      backup,
      () => {},
      () => new Date(Date.UTC(2030, 5, 1)),
    ).catch((e: Error) => e);
    expect(err).toBeInstanceOf(RestoreError);
    expect((err as Error).message).toMatch(
      /the restored database failed its checks \(saving transaction \d+ \(withdraw_cash, approved, 500 satang\): ledger row missing, expected -500\)/,
    );
    expect((err as Error).message).toContain(
      `kept it as ${databasePath}.failed-restore-2030-06-01T00-00-00.000Z and put the previous database back`,
    );
    expect(bytesOf(databasePath)).toBe(before);
    expect(existsSync(`${databasePath}.failed-restore-2030-06-01T00-00-00.000Z`)).toBe(true);
    expect(existsSync(`${databasePath}.before-restore-2030-06-01T00-00-00.000Z`)).toBe(false);
  });

  it('restores a backup an older version took: migrates it, then verifies it', async () => {
    const dir = tempDir();
    // The migrations as an older release had them: all but the newest.
    const oldMigrations = join(dir, 'old-drizzle');
    cpSync(migrationsFolder, oldMigrations, { recursive: true });
    const journalPath = join(oldMigrations, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const newest = journal.entries.pop()!;
    writeFileSync(journalPath, JSON.stringify(journal));
    const oldFile = join(dir, 'old-backup.db');
    const old = openFile(oldFile, { fileMustExist: false });
    migrate(drizzle(old), { migrationsFolder: oldMigrations });
    old.exec(`
      insert into staff (username, password_hash, role) values ('owner', 'x', 'owner');
      insert into users (username, password_hash, verification_status) values ('saver', 'x', 2);
      insert into saving_transactions (user_id, kind, amount_satang, status) values (1, 'deposit', 12345, 'approved');
      insert into saving_ledger (user_id, transaction_id, amount_satang, created_by) values (1, 1, 12345, 1);`);
    old.close();

    const databasePath = join(dir, 'fresh-machine', 'shop.db'); // nothing there yet: a new machine
    const r = await restore(oldFile, databasePath, loadBackupConfig({}, databasePath));
    expect(r).toMatchObject({ from: oldFile, keptAside: null, check: { members: 1, ledgerRows: 1, totalOwedSatang: 12345, problems: [] } });
    expect(statSync(databasePath).mode & 0o777).toBe(0o600);
    const { sqlite, close } = openDb(databasePath);
    const applied = sqlite.prepare('select created_at from __drizzle_migrations order by created_at desc limit 1').get() as {
      created_at: number;
    };
    expect(Number(applied.created_at)).toBe((newest as unknown as { when: number }).when);
    close();
  });
});
