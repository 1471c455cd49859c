import { describe, expect, it, onTestFinished } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openDb } from '@goldshop/db';
import { loadBackupConfig, type BackupConfig } from '../config';
import { takeBackup } from './backup';
import { newestBackup } from './backups';
import { startOperations } from './schedule';

/**
 * Fault tests with a real restic against a repository that never answers (a REST backend that accepts the
 * connection and says nothing). restic has no time limit of its own: `pnpm backup` was still running after
 * 150 s, the server's backup job hung with it (the daily check queued behind it never ran, nothing logged,
 * the dashboard green), and a stopping server left restic running.
 */
const hasRestic = existsSync('/usr/bin/restic') || existsSync('/usr/local/bin/restic');

async function silentRepository() {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.resume(); // read (and drop) what restic sends, so its hanging up is seen
    s.on('error', () => {});
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  onTestFinished(() => {
    for (const s of sockets) s.destroy();
    return new Promise<void>((r) => server.close(() => r()));
  });
  const port = (server.address() as { port: number }).port;
  /** Connections restic holds open to it now: none once restic has gone. */
  return { url: `rest:http://127.0.0.1:${port}/`, open: () => sockets.size };
}

/** A database file with the backup settings pointing restic at `repository`, given `timeoutMs`. */
function shop(repository: string, timeoutMs: number): { databasePath: string; backup: BackupConfig } {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-restic-hang-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'shop.db');
  openDb(databasePath).close();
  const env = {
    PATH: process.env.PATH!,
    HOME: dir,
    RESTIC_CACHE_DIR: join(dir, 'restic-cache'),
    RESTIC_REPOSITORY: repository,
    RESTIC_PASSWORD: 'pw',
  };
  const backup = {
    ...loadBackupConfig({}, databasePath),
    intervalHours: 0,
    startDelayMs: 3_600_000,
    restic: { repository, password: 'pw', timeoutMs, env },
  };
  return { databasePath, backup };
}

/** A logger that keeps its lines. */
function logLines() {
  const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => lines.push({ level, msg, obj });
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const until = async (ok: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return ok();
};

describe.skipIf(!hasRestic)('restic against a repository that never answers', () => {
  it('`pnpm backup`: restic is stopped at its time limit; the local backup counts, the off-site failure is reported', async () => {
    const repo = await silentRepository();
    const { databasePath, backup } = shop(repo.url, 3_000);
    const t0 = Date.now();
    const r = await takeBackup(databasePath, backup);
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(r.restic).toEqual({
      error: expect.stringMatching(/^restic cat did not finish in 3 s and was stopped: is the repository reachable\?/),
    });
    expect(newestBackup(backup.dir)?.path).toBe(r.path);
    expect(await until(() => repo.open() === 0, 5_000)).toBe(true);
  }, 30_000);

  it('the server: the job past its limit is stopped with restic, the dashboard turns red, the daily check runs next', async () => {
    const repo = await silentRepository();
    const { databasePath, backup } = shop(repo.url, 60_000);
    const { log, lines } = logLines();
    const ops = startOperations(databasePath, backup, log, undefined, { slowMs: 500, limitMs: () => 4_000 });
    onTestFinished(() => ops.stop());
    const backingUp = ops.runBackup();
    const checking = ops.runCheck(); // queued behind the backup, as the daily check is
    expect(await until(() => repo.open() > 0, 15_000)).toBe(true);
    expect(await until(() => ops.warnings().some((w) => w.code === 'JOB_STUCK'), 5_000)).toBe(true);
    expect(ops.warnings().find((w) => w.code === 'JOB_STUCK')!.message).toMatch(/^การสำรองข้อมูลทำงานมา \d+ นาทีแล้วยังไม่เสร็จ/);
    expect(lines.some((l) => l.level === 'warn' && l.msg === 'operations job still running')).toBe(true);
    await backingUp;
    expect(ops.warnings().map((w) => w.code)).toContain('BACKUP_FAILED');
    expect(lines.find((l) => l.msg === 'scheduled backup failed')?.obj.error).toMatch(/took longer than/);
    expect(await until(() => repo.open() === 0, 5_000)).toBe(true);
    await checking;
    expect(lines.some((l) => l.msg === 'daily check passed')).toBe(true);
  }, 40_000);

  it('a stopping server takes its backup job and restic with it', async () => {
    const repo = await silentRepository();
    const { databasePath, backup } = shop(repo.url, 60_000);
    const ops = startOperations(databasePath, backup, logLines().log);
    void ops.runBackup();
    expect(await until(() => repo.open() > 0, 15_000)).toBe(true);
    const t0 = Date.now();
    await ops.stop();
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(await until(() => repo.open() === 0, 2_000)).toBe(true);
  }, 40_000);
});
