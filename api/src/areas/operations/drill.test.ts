import { afterAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDb } from '@goldshop/db';
import { seedOwner } from '@goldshop/db/seed';
import { verifyDatabaseFile } from './verify';

// The restore drill: a real server on a database file under a write load of staff approvals over
// HTTP; `pnpm backup` during the load; `pnpm restore` to a new path; a real server on the restored file.
// Every approval acknowledged before the backup began must be there, the file sound, the ledger reconciled.
// Then the same through a restic repository in a temporary folder.

const root = resolve(import.meta.dirname, '../../../..');
const hasRestic = existsSync('/usr/bin/restic') || existsSync('/usr/local/bin/restic');
const OWNER = { username: 'drill-owner', password: 'drill-password-1234' };
const DEPOSITS = 8_000;
type Acked = { id: number; amount: number; at: number };

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });

/** A command as an operator runs it: `pnpm backup`, `pnpm restore` (their scripts, without pnpm's start-up). */
function command(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((ok) => {
    execFile(process.execPath, ['--import', 'tsx', `api/scripts/${script}.ts`, ...args], { cwd: root, env: { PATH: process.env.PATH!, ...env } }, (err, stdout, stderr) =>
      ok({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The real server (api/src/server.ts, as `pnpm start` runs it) on `databasePath`. */
async function startServer(databasePath: string) {
  const port = await freePort();
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH!,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      SEED_DEMO: '0',
      JWT_SECRET: 'drill-secret-drill-secret-drill-secret!',
      LOG_LEVEL: 'error',
      LINE_JOBS: '0',
      GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/offline',
      BACKUP_INTERVAL_HOURS: '0', // the drill takes its own backups
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}`);
    const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (i > 300) throw new Error('server did not start in 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const signin = await fetch(`${base}/api/auth/admin-signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  expect(signin.status).toBe(200);
  const cookie = signin.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const staff = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
  const stop = () => new Promise<void>((ok) => (proc.exitCode !== null ? ok() : (proc.once('exit', () => ok()), proc.kill('SIGTERM'))));
  return { staff, stop };
}

/** A shop with members whose deposits wait for staff: the load approves them. */
function seedShop(databasePath: string) {
  const { db, sqlite, close } = openDb(databasePath);
  return seedOwner(db, OWNER.username, OWNER.password).then(() => {
    const ids: { id: number; amount: number }[] = [];
    sqlite.transaction(() => {
      const user = sqlite.prepare(`insert into users (username, password_hash, verification_status) values (?, 'x', 2)`);
      const dep = sqlite.prepare(`insert into saving_transactions (user_id, kind, amount_satang, status) values (?, 'deposit', ?, 'pending')`);
      const members = Array.from({ length: 40 }, (_, i) => Number(user.run(`drill-member-${i}`).lastInsertRowid));
      for (let i = 0; i < DEPOSITS; i++) {
        const amount = 100_00 + i;
        ids.push({ id: Number(dep.run(members[i % members.length], amount).lastInsertRowid), amount });
      }
    })();
    close();
    return ids;
  });
}

describe('restore drill', () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-drill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const livePath = join(dir, 'live', 'shop.db');
  const backupDir = join(dir, 'backups');
  const restic = { RESTIC_REPOSITORY: join(dir, 'restic-repo'), RESTIC_PASSWORD: 'drill restic password', RESTIC_CACHE_DIR: join(dir, 'restic-cache') };
  let resticSnapshot: { id: string; before: Acked[] } | undefined;

  /** Restores into a new path, starts a server on it and checks everything acknowledged before the backup. */
  async function restoreAndCheck(source: string, before: Acked[], env: Record<string, string> = {}) {
    const restoredPath = join(dir, `restored-${Math.random().toString(36).slice(2)}`, 'shop.db');
    const restored = await command('restore', { DATABASE_PATH: restoredPath, BACKUP_DIR: backupDir, ...env }, [source]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`into ${restoredPath}`);
    expect(restored.stdout).toContain('migrated and verified: integrity ok; ledger reconciled');

    const server = await startServer(restoredPath);
    const approved = new Set<number>();
    try {
      for (let page = 1; ; page++) {
        const res = await server.staff(`/api/admin/saving/transactions?status=approved&pageSize=100&page=${page}`);
        expect(res.status).toBe(200);
        const { data } = (await res.json()) as { data: { id: number }[] };
        for (const t of data) approved.add(t.id);
        if (data.length < 100) break;
      }
    } finally {
      await server.stop();
    }
    expect(before.filter((a) => !approved.has(a.id)).map((a) => a.id)).toEqual([]);
    const check = verifyDatabaseFile(restoredPath);
    expect(check.problems).toEqual([]);
    expect(check.ledgerRows).toBe(approved.size);
  }

  it('a backup taken under load restores, on a new path, every approval acknowledged before it began', async () => {
    const pending = await seedShop(livePath);
    const live = await startServer(livePath);

    // The write load: two staff sessions' worth of approvals at once, each recorded when acknowledged.
    const acked: Acked[] = [];
    let next = 0;
    let loading = true;
    const worker = async () => {
      while (loading && next < pending.length) {
        const d = pending[next++]!;
        const res = await live.staff(`/api/admin/saving/transactions/${d.id}/approve`, { method: 'POST', body: '{}' });
        if (res.status !== 200) throw new Error(`approve ${d.id}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        acked.push({ ...d, at: performance.now() });
      }
    };
    const load = Promise.all([worker(), worker()]);

    /** `pnpm backup` under the load; returns its output and what was acknowledged before it began. */
    const backupUnderLoad = async (env: Record<string, string>) => {
      const atLeast = acked.length + 100;
      while (acked.length < atLeast) await new Promise((r) => setTimeout(r, 20)); // the load is under way
      const began = performance.now();
      const before = acked.filter((a) => a.at < began);
      const result = await command('backup', { DATABASE_PATH: livePath, BACKUP_DIR: backupDir, ...env });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      // The server went on approving while the snapshot was taken: this was a backup under load.
      expect(acked.filter((a) => a.at > began).length).toBeGreaterThan(10);
      return { before, stdout: result.stdout };
    };

    let local: Awaited<ReturnType<typeof backupUnderLoad>>;
    try {
      local = await backupUnderLoad({});
      if (hasRestic) {
        const r = await backupUnderLoad(restic);
        resticSnapshot = { id: /restic snapshot ([0-9a-f]{8,})/.exec(r.stdout)![1]!, before: r.before };
        // That run's local file goes: the restic test restores from the repository alone.
        rmSync(/^backup (\S+) \(/m.exec(r.stdout)![1]!);
      }
      expect(loading && next < pending.length).toBe(true); // the load ran through every backup
    } finally {
      loading = false;
      await load;
      await live.stop();
    }
    await restoreAndCheck(/^backup (\S+) \(/m.exec(local.stdout)![1]!, local.before);
  }, 120_000);

  it.skipIf(!hasRestic)('the same through a restic repository, with no local file left to restore from', async () => {
    expect(resticSnapshot).toBeDefined();
    await restoreAndCheck(resticSnapshot!.id, resticSnapshot!.before, restic);
  }, 60_000);
});
