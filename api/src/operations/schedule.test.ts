import { describe, expect, it, onTestFinished } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { schema } from '@goldshop/db';
import { buildApp } from '../build-app';
import { loadBackupConfig, type BackupConfig } from '../config';
import { createStaff } from '../test/factories';
import { fundedSaver, saver, savingTx } from '../test/fixtures';
import { backupFileName, listBackups, newestBackup } from './backups';

const root = resolve(import.meta.dirname, '../../..');
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-ops-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A real server on a database file, its log lines captured. */
async function fileApp(backup: Partial<BackupConfig> = {}) {
  const dir = tempDir();
  const databasePath = join(dir, 'shop.db');
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const app = await buildApp(
    {
      databasePath,
      serveApps: false,
      seedDemo: false,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      backup: { ...loadBackupConfig({}, databasePath), ...backup },
    },
    { NODE_ENV: 'test', GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/unreachable' },
    { logger: { level: 'info', stream } },
  );
  onTestFinished(() => app.close());
  const staff = await createStaff(app);
  const warnings = async () => {
    const res = await app.inject({ url: '/api/admin/dashboard', cookies: staff.cookies });
    expect(res.statusCode).toBe(200);
    return (res.json().warnings as { code: string; message: string }[]).map((w) => w.code);
  };
  const errors = () => lines.filter((l) => l.level >= 50).map((l) => l.msg);
  return { app, dir, databasePath, backupDir: app.config.backup.dir, staffId: staff.staff.id, warnings, errors, lines };
}

describe('the server’s backups and daily check', () => {
  it('shows on the dashboard what the daily check and the backups found, in Thai, and logs the details', async () => {
    const { app, backupDir, staffId, warnings, errors, lines } = await fileApp();
    await fundedSaver(app, staffId, 300_00);
    expect(await warnings()).toEqual(['BACKUP_MISSING']);
    const res = await app.inject({ url: '/api/admin/dashboard', cookies: (await createStaff(app)).cookies });
    expect(res.json().warnings).toEqual([{ code: 'BACKUP_MISSING', message: 'ยังไม่มีข้อมูลสำรองที่ผ่านการตรวจสอบ โปรดแจ้งผู้ดูแลระบบ' }]);

    await app.operations.runBackup();
    expect(newestBackup(backupDir)).not.toBeNull();
    expect(lines.find((l) => l.msg === 'backup taken')).toMatchObject({ path: newestBackup(backupDir)!.path });
    await app.operations.runCheck();
    expect(await warnings()).toEqual([]);
    expect(lines.find((l) => l.msg === 'daily check passed')).toMatchObject({ members: 1, ledgerRows: 1 });

    // An approved deposit whose ledger row never got written: members would be shown the wrong balance.
    const m = await saver(app);
    const tx = await savingTx(app, m.user.id, 'deposit', 50_00, { status: 'approved' });
    await app.operations.runCheck();
    expect(await warnings()).toEqual(['LEDGER_MISMATCH']);
    expect(errors()).toContain('daily check failed');
    expect(lines.find((l) => l.msg === 'daily check failed')!.ledger).toEqual([
      `saving transaction ${tx.id} (deposit, approved, 5000 satang): ledger row missing, expected 5000`,
    ]);

    // A backup that would not reconcile is not taken: the dashboard says the last one failed.
    await app.operations.runBackup();
    expect(listBackups(backupDir)).toHaveLength(1);
    expect(await warnings()).toEqual(['LEDGER_MISMATCH', 'BACKUP_FAILED']);
    expect(errors()).toContain('scheduled backup failed');

    // Repaired (the missing row written), the next check and backup clear them.
    await app.db.insert(schema.savingLedger).values({ userId: m.user.id, transactionId: tx.id, amountSatang: 50_00, createdBy: staffId });
    await app.operations.runCheck();
    await app.operations.runBackup();
    expect(await warnings()).toEqual([]);

    // The newest good backup grows old: stale after twice the interval (24 h by default).
    for (const b of listBackups(backupDir))
      renameSync(b.path, join(backupDir, backupFileName(new Date(Date.now() - 49 * 3600_000 - b.bytes))));
    expect(await warnings()).toEqual(['BACKUP_STALE']);
    const stale = (await app.inject({ url: '/api/admin/dashboard', cookies: (await createStaff(app)).cookies })).json().warnings[0].message;
    expect(stale).toBe('ข้อมูลสำรองล่าสุดมีอายุ 49 ชั่วโมง (ควรมีใหม่กว่า 48 ชั่วโมง) โปรดแจ้งผู้ดูแลระบบ');
  });

  it('says so when the backup folder cannot be written', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a-file'), '');
    const { app, warnings, errors, lines } = await fileApp({ dir: join(dir, 'a-file', 'backups') });
    await app.operations.runBackup();
    expect(await warnings()).toEqual(['BACKUP_FAILED', 'BACKUP_MISSING']);
    expect(errors()).toEqual(['scheduled backup failed']);
    expect(lines.find((l) => l.msg === 'scheduled backup failed')!.error).toMatch(/ENOTDIR/);
  });

  it('takes the first backup soon after start and the next one an interval later, and stops on close', async () => {
    // 0.0004 h = 1.44 s between backups.
    const { app, backupDir } = await fileApp({ intervalHours: 0.0004, startDelayMs: 0 });
    const until = async (n: number) => {
      for (let i = 0; i < 200 && listBackups(backupDir).length < n; i++) await new Promise((r) => setTimeout(r, 100));
      return listBackups(backupDir);
    };
    const [second, first] = await until(2);
    expect(second!.at.getTime() - first!.at.getTime()).toBeGreaterThanOrEqual(1440);
    await app.close();
    const after = readdirSync(backupDir).length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(readdirSync(backupDir)).toHaveLength(after);
  });

  it('never keeps a process alive: its timers are unref’d', async () => {
    // A script that builds the server and never closes it ends on its own, though a backup is due in 10 minutes.
    const script = `
      import { buildApp } from './api/src/build-app.ts';
      import { loadBackupConfig } from './api/src/config.ts';
      const databasePath = ${JSON.stringify(join(tempDir(), 'shop.db'))};
      await buildApp({ databasePath, serveApps: false, backup: { ...loadBackupConfig({}, databasePath), intervalHours: 1, startDelayMs: 600000 } }, { NODE_ENV: 'test' });`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: 'inherit' });
    const code = await new Promise((ok) => {
      const t = setTimeout(() => (child.kill(), ok('still running after 30 s')), 30_000);
      child.once('exit', (c) => (clearTimeout(t), ok(c)));
    });
    expect(code).toBe(0);
  }, 40_000);
});
