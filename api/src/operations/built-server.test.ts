import { describe, expect, it, onTestFinished } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { listBackups } from './backups';

/**
 * Fault test: the built server's backup and daily-check jobs needed tsx and the TypeScript sources (the build
 * never produced the job file the code looked for), so `node api/dist/server.mjs` started from another folder
 * failed both. Here the API is built (scripts/build-api.mjs, into a folder of its own) and started with plain
 * node, in production, from an unrelated folder; both jobs must succeed.
 */
const root = resolve(import.meta.dirname, '../../..');

describe('the built server', () => {
  it('runs its backup and daily check with only built code, started from any folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'goldshop-built-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const dist = join(dir, 'dist');
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { buildApi } from './scripts/build-api.mjs'; await buildApi(process.cwd(), ${JSON.stringify(dist)});`,
      ],
      { cwd: root, stdio: 'pipe' },
    );
    expect(existsSync(join(dist, 'server.mjs'))).toBe(true);
    expect(existsSync(join(dist, 'operations-job.mjs'))).toBe(true);

    const elsewhere = join(dir, 'elsewhere');
    execFileSync('mkdir', ['-p', elsewhere]);
    const backupDir = join(dir, 'backups');
    const proc = spawn(process.execPath, ['--enable-source-maps', join(dist, 'server.mjs')], {
      cwd: elsewhere,
      env: {
        PATH: process.env.PATH!,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_PATH: join(dir, 'shop.db'),
        INIT_DATABASE: '1',
        BACKUP_DIR: backupDir,
        BACKUP_START_DELAY_S: '1',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LINE_LOGIN_CHANNEL_ID: '1650000000',
        LINE_JOBS: '0',
        GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/offline',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
    });
    onTestFinished(() => void proc.kill('SIGKILL'));
    const lines: { msg?: string; error?: string }[] = [];
    let out = '';
    proc.stdout.on('data', (c: Buffer) => {
      out += c;
      for (const l of String(c).split('\n')) if (l.startsWith('{')) lines.push(JSON.parse(l));
    });
    proc.stderr.on('data', (c: Buffer) => (out += c));
    const said = (msg: string) => lines.some((l) => l.msg === msg);
    for (let i = 0; i < 250 && !(said('backup taken') && said('daily check passed')) && proc.exitCode === null; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(
      lines.filter((l) => /failed/.test(l.msg ?? '')),
      out,
    ).toEqual([]);
    expect(said('backup taken'), out).toBe(true);
    expect(said('daily check passed'), out).toBe(true);
    expect(listBackups(backupDir)).toHaveLength(1);
    proc.kill('SIGTERM');
    expect(await new Promise((ok) => proc.once('exit', (code) => ok(code)))).toBe(0);
  }, 45_000);
});
