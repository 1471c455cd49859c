import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';
import { openDb } from '@goldshop/db';
import { seedOwner } from '@goldshop/db/seed';

// What the restore drills share (api/src/operations/*drill.test.ts): a shop with deposits waiting for
// staff, the real server as `pnpm start` runs it, the operator's commands, and a write load of approvals.

export const root = resolve(import.meta.dirname, '../../..');
export const OWNER = { username: 'drill-owner', password: 'drill-password-1234' };
export type Acked = { id: number; amount: number; at: number };

export const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });

/** A command as an operator runs it: `pnpm backup`, `pnpm restore` (their scripts, without pnpm's start-up). */
export function command(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((ok) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `api/scripts/${script}.ts`, ...args],
      { cwd: root, env: { PATH: process.env.PATH!, ...env } },
      (err, stdout, stderr) => ok({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The real server (api/src/server.ts, as `pnpm start` runs it) on `databasePath`, signed in as the owner. */
export async function startServer(databasePath: string, env: Record<string, string> = {}) {
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
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 300) throw new Error('server did not start in 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const signin = await fetch(`${base}/api/auth/admin-signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  expect(signin.status).toBe(200);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const staff = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
  const stop = () =>
    new Promise<void>((ok) =>
      proc.exitCode !== null || proc.signalCode !== null ? ok() : (proc.once('exit', () => ok()), proc.kill('SIGTERM')),
    );
  return { proc, base, staff, stop };
}
export type DrillServer = Awaited<ReturnType<typeof startServer>>;

/** A shop with members whose deposits wait for staff: the load approves them. */
export async function seedShop(databasePath: string, deposits: number) {
  const { db, sqlite, close } = openDb(databasePath);
  await seedOwner(db, OWNER.username, OWNER.password);
  const ids: { id: number; amount: number }[] = [];
  sqlite.transaction(() => {
    const user = sqlite.prepare(`insert into users (username, password_hash, verification_status) values (?, 'x', 2)`);
    const dep = sqlite.prepare(
      `insert into saving_transactions (user_id, kind, amount_satang, status) values (?, 'deposit', ?, 'pending')`,
    );
    const members = Array.from({ length: 40 }, (_, i) => Number(user.run(`drill-member-${i}`).lastInsertRowid));
    for (let i = 0; i < deposits; i++) {
      const amount = 100_00 + i;
      ids.push({ id: Number(dep.run(members[i % members.length], amount).lastInsertRowid), amount });
    }
  })();
  close();
  return ids;
}

/** Approves one waiting deposit; the time it was acknowledged. */
export async function approve(server: DrillServer, d: { id: number; amount: number }): Promise<Acked> {
  const res = await server.staff(`/api/admin/saving/transactions/${d.id}/approve`, { method: 'POST', body: '{}' });
  if (res.status !== 200) throw new Error(`approve ${d.id}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return { ...d, at: performance.now() };
}

/** Two staff sessions' worth of approvals at once, each recorded when acknowledged, until stopped or none is left. */
export function approvalLoad(server: DrillServer, pending: { id: number; amount: number }[]) {
  const acked: Acked[] = [];
  let next = 0;
  let loading = true;
  const worker = async () => {
    while (loading && next < pending.length) acked.push(await approve(server, pending[next++]!));
  };
  const done = Promise.all([worker(), worker()]);
  return {
    acked,
    /** Whether the load still had deposits to approve. */
    running: () => loading && next < pending.length,
    stop: async () => {
      loading = false;
      await done;
    },
    /** Resolves once `n` more approvals have been acknowledged. */
    more: async (n: number) => {
      const atLeast = acked.length + n;
      while (acked.length < atLeast) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

/** The ids of every approved savings transaction, as a server lists them to staff. */
export async function approvedIds(server: DrillServer): Promise<Set<number>> {
  const approved = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await server.staff(`/api/admin/saving/transactions?status=approved&pageSize=100&page=${page}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number }[] };
    for (const t of data) approved.add(t.id);
    if (data.length < 100) break;
  }
  return approved;
}
