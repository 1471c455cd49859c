import { afterAll, describe, expect, it, vi } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type App } from '../build-app';
import { loadReplicationConfig } from '../config';
import { loggerOptions } from '../lib/logger';
import { sql } from 'drizzle-orm';
import { immediate, LOCK_WAIT_MS } from '../lib/tx';
import { createStaff } from '../test/factories';
import { readLocalState } from './replication-lag';
import { createReplicator } from './replicator';

// Litestream beside a real server on a database file (the packaged v0.3.13 binary, a file:// replica in a
// temporary folder): it starts, writes its lines into the server's log, gets every write to the replica,
// is started again with a growing pause when it dies while the server goes on answering, and stops with the
// server. The server leaves checkpoints to it exactly while it runs.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => boolean, timeoutMs = 15_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const dir = mkdtempSync(join(tmpdir(), 'goldshop-replicator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server on `name`/shop.db replicating to `replicaUrl`, its JSON log lines collected. */
async function serverWithReplica(name: string, replicaUrl: string, metricsToken?: string) {
  const databasePath = join(dir, name, 'shop.db');
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp(
    {
      databasePath,
      metricsToken,
      serveApps: false,
      seedDemo: false,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      replication: loadReplicationConfig({ LITESTREAM_REPLICA_URL: replicaUrl, PATH: process.env.PATH }, databasePath),
    },
    { NODE_ENV: 'test', GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/unreachable', GOLD_PRICE_TIMEOUT_MS: '300' },
    { logger: loggerOptions('debug', 'json', destination) },
  );
  return {
    app,
    lines,
    databasePath,
    litestream: (msg: string | RegExp) =>
      lines.filter((l) => l.component === 'litestream' && (typeof msg === 'string' ? l.msg === msg : msg.test(String(l.msg)))),
  };
}

/**
 * A write as the server makes them, through immediate(): Litestream takes the write lock for a moment at its
 * checkpoints, and a write that meets it waits its turn (a bare statement would be refused at once).
 */
const write = (app: App, bytes = 100) =>
  immediate(app.db, (tx) => {
    tx.run(sql`create table if not exists bulk (x blob)`);
    tx.run(sql`insert into bulk values (randomblob(${bytes}))`);
  });

const autocheckpoint = (app: App) => app.sqlite.pragma('wal_autocheckpoint', { simple: true });

describe('Litestream beside the server', () => {
  it('starts with the server, logs in its format, gets each write to the replica, and restarts when killed while the server answers', async () => {
    const replica = join(dir, 'replica-a');
    const { app, litestream, databasePath } = await serverWithReplica('a', `file://${replica}`);
    try {
      const replication = app.replication!;
      await until(
        'Litestream running and its first generation uploaded',
        () => replication.status().running && litestream('snapshot written').length > 0,
      );
      // Its lines are the server's: pino's JSON with our component field, its level mapped.
      const init = litestream('initialized db')[0]!;
      expect(init).toMatchObject({ level: 30, component: 'litestream', path: join(dir, 'a', 'shop.db') });
      expect(init.time).toEqual(expect.any(Number));
      expect(litestream('write wal segment').every((l) => l.level === 20)).toBe(true); // every upload: debug
      expect(autocheckpoint(app)).toBe(0); // Litestream alone checkpoints while it runs

      // A write waits, then arrives: the lag falls back to 0 and the write is the last replicated one.
      const before = Date.now();
      await write(app);
      await until('the lag seen', () => replication.status().lagSeconds > 0, 2_000).catch(() => {}); // may arrive first
      await until(
        'the write replicated',
        () => replication.status().lagSeconds === 0 && (replication.status().lastReplicatedWriteAt ?? 0) >= before - 1_000,
        10_000,
      );
      expect(readdirSync(join(replica, 'generations')).length).toBe(1);

      // A burst past 1,000 pages: Litestream checkpoints and SQLite starts the WAL over from the top (the file
      // keeps its size). Once the shop is quiet again the lag is 0, not stuck behind the old file size.
      for (let i = 0; i < 700; i++) await write(app, 6000);
      await until('Litestream checkpointed and the WAL started over', () => (readLocalState(databasePath)?.pos?.index ?? 0) >= 1, 15_000);
      await until('the burst replicated and the lag back to 0', () => replication.status().lagSeconds === 0, 15_000);
      await write(app);
      await until('the next write replicated too', () => replication.status().lagSeconds === 0, 10_000);

      // Killed: an error line, the server checkpoints meanwhile, it answers, and Litestream comes back.
      const first = replication.pid()!;
      process.kill(first, 'SIGKILL');
      await until('the crash seen', () => !replication.status().running);
      expect(autocheckpoint(app)).toBe(1000);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await write(app); // writes go on while it is down
      await until('Litestream started again', () => replication.status().running, 5_000);
      expect(replication.pid()).not.toBe(first);
      expect(litestream(/^Litestream ended on its own/)[0]).toMatchObject({ level: 50, signal: 'SIGKILL', restartInMs: 1000 });
      expect(replication.status().restarts).toBe(1);
      expect(autocheckpoint(app)).toBe(0);
      await until('the write made while it was down replicated', () => replication.status().lagSeconds === 0, 10_000);
      // It picked up where it was: the WAL was left alone while it was down (a few writes, under the 1,000-page checkpoint).
      expect(readdirSync(join(replica, 'generations')).length).toBe(1);
    } finally {
      const pid = app.replication!.pid();
      await app.close();
      // Stopped with the server, after the database closed: nothing of it is left.
      if (pid) expect(alive(pid)).toBe(false);
    }
    expect(litestream('Litestream stopped').length).toBe(1);
  }, 60_000);

  it("writes go on through Litestream's checkpoints: each one that meets its lock waits for it and is written", async () => {
    // Litestream takes the write lock for a moment at its checkpoints (and when it starts the next WAL index);
    // a write of ours that meets it waits its turn on timers (lib/tx.ts) instead of failing. The WAL is
    // looked at meanwhile, as the lag tracker does (the server died of SIGBUS while it read the -shm index).
    const { app, databasePath } = await serverWithReplica('d', `file://${join(dir, 'replica-d')}`);
    try {
      await app.ready();
      await until('Litestream running', () => app.replication!.status().running && (readLocalState(databasePath)?.pos?.index ?? -1) >= 0);
      await write(app);
      const started = Date.now();
      const before = (app.sqlite.prepare('select count(*) as n from bulk').get() as { n: number }).n;
      let written = 0;
      const refused: unknown[] = [];
      let slowest = 0;
      // Two WAL indexes past the first: Litestream checkpointed, restarted the WAL and copied on, twice.
      while ((readLocalState(databasePath)?.pos?.index ?? 0) < 2) {
        if (Date.now() - started > 80_000) throw new Error(`no second checkpoint after ${written} writes`);
        await Promise.all(
          Array.from({ length: 20 }, async () => {
            const t = performance.now();
            try {
              await write(app, 20_000);
              written += 1;
            } catch (err) {
              refused.push(err);
            }
            slowest = Math.max(slowest, performance.now() - t);
          }),
        );
      }
      expect(refused).toEqual([]);
      expect(slowest).toBeLessThan(LOCK_WAIT_MS);
      expect((app.sqlite.prepare('select count(*) as n from bulk').get() as { n: number }).n).toBe(before + written);
      await until('every write replicated', () => app.replication!.status().lagSeconds === 0, 15_000);
      expect(app.replication!.status()).toMatchObject({ running: true, restarts: 0, generations: 1 });
    } finally {
      await app.close();
    }
  }, 120_000);

  it('a replica it cannot write to: its error logged once, Litestream stopped, health and the dashboard red with the reason, the lag in the metrics', async () => {
    // A "folder" under a plain file: every upload fails, whoever runs it.
    writeFileSync(join(dir, 'not-a-folder'), '');
    const token = 'metrics-token-0123456789abcdef0123456789';
    const { app, litestream, lines } = await serverWithReplica('b', `file://${join(dir, 'not-a-folder', 'replica')}`, token);
    try {
      const owner = await createStaff(app, 'owner');
      await until('Litestream running', () => app.replication!.status().running);
      await write(app);
      await until('Litestream failing to upload', () => litestream('monitor error').length > 0, 10_000);
      expect(litestream('monitor error')[0]).toMatchObject({ level: 50, error: expect.stringContaining('not a directory') });
      // It says so twice a second; the log has it once, and the server's own line saying what it did.
      for (let i = 0; i < 10; i++) await write(app);
      await until('Litestream stopped for the failing replica', () => litestream(/^the replica has taken no writes/).length > 0, 20_000);
      expect(litestream(/^the replica has taken no writes/)[0]).toMatchObject({ level: 50, reason: 'unreachable' });
      expect(litestream('monitor error')).toHaveLength(1);
      expect(lines.filter((l) => l.component === 'litestream' && Number(l.level) >= 50).length).toBeLessThanOrEqual(4);
      await until('not running', () => !app.replication!.status().running, 5_000);
      const warnings = async () =>
        (
          (await app.inject({ url: '/api/admin/dashboard', cookies: owner.cookies })).json() as {
            warnings: { code: string; message: string }[];
          }
        ).warnings;
      // Red once writes have waited 30 s on it: faked here, the rest of the server's clock is real.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
      try {
        const failing = (await warnings()).find((w) => w.code === 'REPLICATION_FAILING');
        expect(failing?.message).toContain('ติดต่อที่เก็บสำเนาไม่ได้');
        const health = await app.inject({ url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({
          status: 'degraded',
          database: { writable: true },
          replication: { ok: false, state: 'failing', reason: 'unreachable' },
        });
        const metrics = (await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${token}` } })).body;
        expect(Number(/^goldshop_replication_lag_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThan(30);
        expect(metrics).toMatch(/^goldshop_replication_running 0$/m);
        expect(metrics).toMatch(/^goldshop_replication_problem\{state="failing",reason="unreachable"\} 1$/m);
        expect(metrics).toMatch(/^goldshop_replication_local_limit_bytes 1073741824$/m);
        expect(metrics).toMatch(/^goldshop_replication_last_write_timestamp_seconds 0$/m); // nothing has arrived
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a Litestream that keeps ending is started again after 1 s, 2 s, 4 s … up to the limit, and shown as stopped after a minute', async () => {
    const fake = join(dir, 'dies-at-once.sh');
    writeFileSync(fake, '#!/bin/sh\necho "not a database" >&2\nexit 3\n');
    chmodSync(fake, 0o755);
    const errors: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = {
      child: () => log,
      error: (obj: Record<string, unknown>, msg: string) => errors.push({ obj, msg }),
      warn() {},
      info() {},
      debug() {},
    };
    const databasePath = join(dir, 'c', 'shop.db');
    let clock = Date.now();
    const replicator = createReplicator(
      databasePath,
      loadReplicationConfig({ LITESTREAM_REPLICA_URL: `file://${join(dir, 'replica-c')}` }, databasePath)!,
      log as never,
      {
        binary: fake,
        backoff: { firstMs: 100, maxMs: 400 },
        now: () => clock,
      },
    );
    const switched: boolean[] = [];
    replicator.start((on) => switched.push(on));
    try {
      await until('five restarts', () => replicator.status().restarts >= 5, 10_000);
      const pauses = errors.filter((e) => e.msg.startsWith('Litestream ended on its own')).map((e) => e.obj.restartInMs);
      expect(pauses.slice(0, 5)).toEqual([100, 200, 400, 400, 400]);
      expect(errors.some((e) => e.msg === 'not a database')).toBe(true); // its own words, as an error line
      expect(switched.slice(0, 2)).toEqual([false, true]);
      expect(replicator.warnings(clock).map((w) => w.code)).toEqual([]);
      clock += 61_000;
      // Not running says it all: not also "behind".
      expect(replicator.warnings(clock).map((w) => w.code)).toEqual(['REPLICATION_STOPPED']);
    } finally {
      await replicator.stop();
    }
    const after = replicator.status().restarts;
    await sleep(600);
    expect(replicator.status().restarts).toBe(after); // stopped means no more starts
    expect(existsSync(join(dir, 'replica-c'))).toBe(false);
  }, 30_000);
});
