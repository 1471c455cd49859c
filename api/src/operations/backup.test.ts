import { describe, expect, it, onTestFinished } from 'vitest';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { openFile, schema } from '@goldshop/db';
import { loadBackupConfig } from '../config';
import { testApp } from '../test/app';
import { createStaff } from '../test/factories';
import { fundedSaver, ledgerSum, saver, savingTx } from '../test/fixtures';
import { BackupError, takeBackup } from './backup';
import { backupFileName, listBackups, newestBackup } from './backups';
import { checkLiveDatabase } from './checks';
import { immediate } from '../lib/tx';
import { reconcileLedger } from '../areas/saving/reconcile';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
/** `pnpm backup` as the operator runs it (without pnpm's own start-up). */
const backupCommand = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'api/scripts/backup.ts'], { cwd: root, env: { PATH: process.env.PATH!, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** A real server on a database file of its own (the server's own backups off: these tests take them). */
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-backup-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function fileApp() {
  const dir = tempDir();
  const databasePath = join(dir, 'shop.db');
  const backup = { ...loadBackupConfig({}, databasePath), intervalHours: 0 };
  const app = await testApp({ databasePath, backup });
  mkdirSync(backup.dir);
  const { staff } = await createStaff(app);
  return { app, dir, databasePath, backup, staffId: staff.id };
}

describe('pnpm backup', () => {
  it('snapshots the open database into a private, verified file that newestBackup finds', async () => {
    const { app, databasePath, backup, staffId } = await fileApp();
    const a = await fundedSaver(app, staffId, 1_500_00);
    await fundedSaver(app, staffId, 250_00);
    await savingTx(app, a.user.id, 'deposit', 99_00); // pending: not money yet
    // Only a file with a backup's name counts: a partial of a run in progress and other files do not.
    writeFileSync(join(backup.dir, `${backupFileName(new Date(Date.now() + 60_000))}.partial`), 'half written', { flag: 'w' });
    writeFileSync(join(backup.dir, 'notes.txt'), 'restic cache');
    expect(newestBackup(backup.dir)).toBeNull();

    const r = await takeBackup(databasePath, backup);
    expect(r.path).toMatch(/\/backups\/goldshop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.db$/);
    expect(r.check).toEqual({ members: 2, ledgerRows: 2, totalOwedSatang: 1_750_00, problems: [] });
    expect(statSync(r.path).mode & 0o777).toBe(0o600);
    expect(newestBackup(backup.dir)).toEqual({ path: r.path, at: r.at, bytes: statSync(r.path).size });

    // The live database goes on; the snapshot is the moment it was taken.
    await fundedSaver(app, staffId, 10_00);
    const copy = openFile(r.path, { readonly: true });
    expect(copy.prepare('select sum(amount_satang) as s from saving_ledger').get()).toEqual({ s: 1_750_00 });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    expect(ledgerSum(app)).toBe(1_760_00);
  });

  it('keeps the newest BACKUP_KEEP and clears partials left by a run that died', async () => {
    const { app, databasePath, backup, staffId } = await fileApp();
    await fundedSaver(app, staffId, 1_00);
    const at = (h: number) => () => new Date(Date.UTC(2030, 0, 1, h));
    const dead = join(backup.dir, `${backupFileName(new Date(Date.UTC(2029, 0, 1)))}.partial`);
    const young = join(backup.dir, `${backupFileName(new Date(Date.UTC(2030, 0, 1, 2, 30)))}.partial`);
    writeFileSync(dead, 'x');
    utimesSync(dead, new Date(Date.UTC(2029, 0, 1)), new Date(Date.UTC(2029, 0, 1)));
    writeFileSync(young, 'x');
    utimesSync(young, new Date(Date.UTC(2030, 0, 1, 2, 30)), new Date(Date.UTC(2030, 0, 1, 2, 30)));
    const keep2 = { ...backup, keep: 2 };
    expect((await takeBackup(databasePath, keep2, at(1))).removed).toEqual([dead]);
    expect((await takeBackup(databasePath, keep2, at(2))).removed).toEqual([]);
    expect((await takeBackup(databasePath, keep2, at(3))).removed).toEqual([join(backup.dir, backupFileName(at(1)()))]);
    expect(readdirSync(backup.dir).sort()).toEqual([backupFileName(at(2)()), young.split('/').pop(), backupFileName(at(3)())]);
    expect(newestBackup(backup.dir)?.at).toEqual(at(3)());
  });

  it('prints the path and size; a snapshot whose ledger does not reconcile is deleted and the command fails', async () => {
    const { app, dir, databasePath, staffId } = await fileApp();
    await fundedSaver(app, staffId, 500_00);
    const env = { DATABASE_PATH: databasePath, BACKUP_DIR: join(dir, 'cli-backups') };
    const ok = await backupCommand(env);
    expect(ok.code).toBe(0);
    const file = newestBackup(env.BACKUP_DIR)!;
    expect(statSync(env.BACKUP_DIR).mode & 0o777).toBe(0o700); // created private: the snapshots hold ID cards
    expect(ok.stdout).toContain(`backup ${file.path} (`);
    expect(ok.stdout).toContain(`${file.bytes} bytes`);
    expect(ok.stdout).toContain('ledger reconciled: 1 members, 1 ledger rows, 50000 satang owed');

    // A ledger row for a deposit nobody approved: money a member would be shown that the shop never took.
    const m = await saver(app);
    const pending = await savingTx(app, m.user.id, 'deposit', 300_00);
    await app.db
      .insert(schema.savingLedger)
      .values({ userId: m.user.id, transactionId: pending.id, amountSatang: 300_00, createdBy: staffId });
    const bad = await backupCommand(env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('the snapshot failed its checks and was deleted');
    expect(bad.stderr).toContain(`saving transaction ${pending.id} (deposit, pending, 30000 satang): ledger row 30000, expected none`);
    expect(readdirSync(env.BACKUP_DIR)).toEqual([file.path.split('/').pop()]); // nothing new, no partial
    expect(newestBackup(env.BACKUP_DIR)).toEqual(file);
  });

  // Fault test: 4 KB of random bytes written into the middle of the file, inside an image. SQLite's checks
  // see structure, not the bytes of a picture: the backup used to pass, a copy of the damage counted as good.
  it('refuses to back up a damaged database, and the daily check says what is damaged', async () => {
    const { app, databasePath, backup, staffId } = await fileApp();
    await fundedSaver(app, staffId, 100_00);
    const noise = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    const image = await app.images.prepare(noise, 'slip');
    const hash = await immediate(app.db, (tx) => app.images.store(tx, image, 'slip'));
    expect(image.bytes.length).toBeGreaterThan(64 * 1024);
    expect((await takeBackup(databasePath, backup)).check.problems).toEqual([]);
    app.sqlite.pragma('wal_checkpoint(TRUNCATE)');

    // One page in the middle of the picture, all but its 4-byte link to the next page.
    const file = readFileSync(databasePath);
    // 512 bytes from the middle of the picture that sit within one page of the file (a run that crosses a page
    // boundary is split by the next page's 4-byte link, and is not found whole).
    const half = Math.floor(image.bytes.length / 2);
    const middle =
      [0, 1024, 2048, 3072].map((shift) => file.indexOf(image.bytes.subarray(half + shift, half + shift + 512))).find((at) => at > 0) ?? -1;
    expect(middle).toBeGreaterThan(0);
    const page = middle - (middle % 4096);
    const fd = openSync(databasePath, 'r+');
    writeSync(fd, randomBytes(4092), 0, 4092, page + 4);
    closeSync(fd);

    const before = listBackups(backup.dir);
    await expect(takeBackup(databasePath, backup)).rejects.toThrow(
      new RegExp(`database is damaged, so no backup was taken[^]*image ${hash}`),
    );
    expect(listBackups(backup.dir)).toEqual(before);
    expect(readdirSync(backup.dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
    expect(checkLiveDatabase(databasePath).damaged).toEqual([`image ${hash}: its stored bytes no longer match its hash (damaged)`]);
  });

  it('refuses a database path that does not exist instead of backing up a new empty database', async () => {
    const dir = tempDir();
    const missing = join(dir, 'typo.db');
    await expect(takeBackup(missing, loadBackupConfig({}, missing))).rejects.toThrow(BackupError);
    expect(existsSync(missing)).toBe(false);
    const cli = await backupCommand({ DATABASE_PATH: missing });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/^backup failed: cannot open the database .*typo\.db/);
  });
});

describe('ledger reconciliation', async () => {
  const app = await testApp();
  const { staff } = await createStaff(app);

  it('finds every way the ledger can disagree with the transactions it records', async () => {
    const ok = await fundedSaver(app, staff.id, 100_00);
    await savingTx(app, ok.user.id, 'withdraw_cash', 40_00, { status: 'rejected' });
    expect(reconcileLedger(app.db)).toMatchObject({ members: 1, ledgerRows: 1, totalOwedSatang: 100_00, problems: [] });

    // Approved with no ledger row.
    const a = await saver(app);
    const noRow = await savingTx(app, a.user.id, 'deposit', 20_00, { status: 'approved' });
    // A withdrawal written with the wrong sign.
    const b = await fundedSaver(app, staff.id, 100_00);
    const w = await savingTx(app, b.user.id, 'withdraw_goods', 30_00, { status: 'approved' });
    await app.db.insert(schema.savingLedger).values({ userId: b.user.id, transactionId: w.id, amountSatang: 30_00, createdBy: staff.id });
    // A row filed under another member than its transaction's.
    const c = await saver(app);
    const d = await saver(app);
    const cDep = await savingTx(app, c.user.id, 'deposit', 70_00, { status: 'approved' });
    await app.db
      .insert(schema.savingLedger)
      .values({ userId: d.user.id, transactionId: cDep.id, amountSatang: 70_00, createdBy: staff.id });

    const { problems } = reconcileLedger(app.db);
    expect(problems).toEqual([
      `saving transaction ${noRow.id} (deposit, approved, 2000 satang): ledger row missing, expected 2000`,
      `saving transaction ${w.id} (withdraw_goods, approved, 3000 satang): ledger row 3000, expected -3000`,
      `member ${c.user.id}: ledger balance 0 satang, but the ledger rows of their own transactions sum to 7000`,
      `member ${d.user.id}: ledger balance 7000 satang, but the ledger rows of their own transactions sum to 0`,
    ]);
  });
});
