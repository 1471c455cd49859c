import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { buildApp, type App } from '../build-app';
import { loadReplicationConfig } from '../config';
import { loggerOptions } from '../lib/logger';
import { ownerAlertText } from '../lib/owner-alerts';
import { immediate } from '../lib/tx';
import { createStaff } from '../test/factories';
import { litestreamMetaDir } from './litestream';
import { faultOfError } from './replica-fault';
import { folderBytes } from './replicator';

// Fault test: a full replica volume stalled Litestream v0.3.13 silently (its upload waits for ever on a write
// that failed: no error line, no restart, not resumed after space was freed, health 200), and a replica that
// takes nothing grew Litestream's folder beside the database without limit. Here the replica is a real
// size-limited folder (a tmpfs of 8 MB, mounted as root) that becomes read-only, then full, then is freed,
// while the server writes: health and the dashboard turn red within a minute with the reason, the local
// folder stays under LITESTREAM_LOCAL_MAX_MB (the owner is told when replication stops at it), and
// replication catches up once the fault is gone, the server never restarted.

const root = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'goldshop-replica-fault-'));
const replica = join(dir, 'replica');
mkdirSync(replica);
let mounted = false;
if (root) {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0700', 'tmpfs', replica]);
    mounted = true;
  } catch {
    // a container without CAP_SYS_ADMIN: the test says it is skipped
  }
}
const remount = (mode: 'ro' | 'rw') => execFileSync('mount', ['-o', `remount,${mode}`, replica]);
afterAll(() => {
  if (mounted) execFileSync('umount', ['-l', replica]);
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
  return Date.now() - start;
}

/** Fills the folder until the disk says no more; returns the file to delete. */
function fill(folder: string): string {
  const file = join(folder, 'filler');
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 7);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  return file;
}

const LIMIT_MB = 16;

describe.skipIf(!mounted)('a replica folder that becomes read-only, then full (a tmpfs of 8 MB, as root)', () => {
  it('turns health and the dashboard red within a minute with the reason, bounds the local folder, and catches up after', async () => {
    const databasePath = join(dir, 'db', 'shop.db');
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    const app: App = await buildApp(
      {
        databasePath,
        serveApps: false,
        seedDemo: false,
        jwtSecret: 'test-secret-test-secret-test-secret!',
        replication: loadReplicationConfig(
          { LITESTREAM_REPLICA_URL: `file://${replica}`, LITESTREAM_LOCAL_MAX_MB: String(LIMIT_MB), PATH: process.env.PATH },
          databasePath,
        ),
      },
      { NODE_ENV: 'test', GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/unreachable', GOLD_PRICE_TIMEOUT_MS: '300' },
      { logger: loggerOptions('info', 'json', destination) },
    );
    const replication = app.replication!;
    const meta = litestreamMetaDir(databasePath);
    let largestLocal = 0;
    const sampler = setInterval(() => (largestLocal = Math.max(largestLocal, folderBytes(meta))), 50);
    let writing = true;
    const write = (bytes: number) =>
      immediate(app.db, (tx) => {
        tx.run(sql`create table if not exists bulk (x blob)`);
        tx.run(sql`insert into bulk values (zeroblob(${bytes}))`);
      });
    // The shop goes on: a small write every half second throughout.
    const steady = (async () => {
      while (writing) {
        await write(200);
        await sleep(500);
      }
    })();
    const health = async () =>
      (await app.inject({ url: '/api/health' })).json() as { status: string; replication?: { state: string; reason?: string } };
    const codes = () => app.operations.warnings().map((w) => w.code);
    const green = async () =>
      (await app.inject({ url: '/api/health' })).statusCode === 200 && !codes().some((c) => c.startsWith('REPLICATION'));

    try {
      const owner = await createStaff(app, 'owner');
      await until(
        'replicating',
        async () => replication.status().running && replication.status().lastReplicatedWriteAt !== undefined && (await green()),
        20_000,
      );

      // Read-only: Litestream's upload waits for ever and says nothing. The server sees the folder refuse writes,
      // stops Litestream, and turns red with the reason.
      remount('ro');
      const readOnlyRed = await until(
        'health red: the replica refuses writes',
        async () => (await health()).replication?.reason === 'refused',
        60_000,
      );
      expect(readOnlyRed).toBeLessThan(60_000);
      expect(await health()).toMatchObject({ status: 'degraded', replication: { ok: false, state: 'failing' } });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
      expect(codes()).toContain('REPLICATION_FAILING');
      const dashboard = (await app.inject({ url: '/api/admin/dashboard', cookies: owner.cookies })).json() as {
        warnings: { code: string; message: string }[];
      };
      expect(dashboard.warnings.find((w) => w.code === 'REPLICATION_FAILING')?.message).toContain('ไม่ยอมให้เขียน');
      expect(replication.status().running).toBe(false); // stopped, and the server checkpoints meanwhile

      // Writable again: it starts and catches up by itself.
      remount('rw');
      await until('caught up after read-only', green, 30_000);
      const since = Date.now();
      await until('new writes replicated', () => (replication.status().lastReplicatedWriteAt ?? 0) >= since, 20_000);

      // Full, while a burst of writes comes in faster than Litestream could ever send them: its folder grows
      // until the bound stops it, is emptied, and the owner is told; the reason is the full replica.
      const filler = fill(replica);
      const burst = (async () => {
        while (writing && replication.status().halts === 0) {
          await write(256 * 1024);
          await sleep(100);
        }
      })();
      const fullRed = await until(
        'health red: halted at the local bound, the replica full',
        async () => {
          const h = await health();
          return h.replication?.state === 'halted' && h.replication.reason === 'full';
        },
        60_000,
      );
      await burst;
      expect(fullRed).toBeLessThan(60_000);
      expect(codes()).toContain('REPLICATION_HALTED');
      expect(app.operations.warnings().find((w) => w.code === 'REPLICATION_HALTED')?.message).toContain('ที่เก็บสำเนาเต็ม');
      expect(largestLocal).toBeGreaterThan(LIMIT_MB * 1024 * 1024 * 0.5);
      expect(largestLocal).toBeLessThan(LIMIT_MB * 1024 * 1024);
      expect(folderBytes(meta)).toBe(0);
      const alerts = app.db.select().from(schema.ownerAlerts).where(eq(schema.ownerAlerts.kind, 'replication_halted')).all();
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.details).toMatchObject({ limitMb: LIMIT_MB, cause: 'full' });
      expect(lines.filter((l) => String(l.msg).startsWith("Litestream's folder beside the database reached its bound"))).toHaveLength(1);

      // Space freed: tried again from a fresh snapshot (after the halt's pause), everything written meanwhile arrives.
      rmSync(filler);
      const caughtUp = await until('caught up after full', green, 90_000);
      expect(caughtUp).toBeLessThan(60_000); // the halt's first pause is 30 s
      const freed = Date.now();
      await until('the newest writes replicated', () => (replication.status().lastReplicatedWriteAt ?? 0) >= freed, 20_000);
      expect(replication.status().lagSeconds).toBeLessThan(3);
      expect(replication.status()).toMatchObject({ running: true, halts: 1 });
      expect(readdirSync(join(replica, 'generations')).length).toBeGreaterThanOrEqual(2); // a fresh one after the halt
      expect(lines.filter((l) => l.msg === 'replication works again: the replica takes writes').length).toBeGreaterThanOrEqual(2);
      expect(largestLocal).toBeLessThan(LIMIT_MB * 1024 * 1024);
    } catch (err) {
      console.log(JSON.stringify(replication.status()), JSON.stringify(await health()));
      for (const l of lines.filter((l) => l.component === 'litestream').slice(-40)) console.log(JSON.stringify(l).slice(0, 300));
      throw err;
    } finally {
      writing = false;
      clearInterval(sampler);
      await steady.catch(() => {});
      await app.close();
    }
  }, 240_000);
});

describe("Litestream's errors, as the faults an operator acts on", () => {
  it('reads full, unreachable and refused from what v0.3.13 says', () => {
    expect(faultOfError('monitor error: dial tcp 10.0.0.5:22: connect: connection refused')).toBe('unreachable');
    expect(faultOfError('monitor error: ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey]')).toBe(
      'refused',
    );
    expect(faultOfError('monitor error: write /mnt/replica/x: no space left on device')).toBe('full');
    expect(faultOfError('monitor error: AccessDenied: Access Denied status code: 403')).toBe('refused');
    expect(faultOfError('monitor error: mkdir /mnt/replica/generations: read-only file system')).toBe('refused');
    expect(faultOfError('something else entirely')).toBeUndefined();
  });

  it("the owner's alert says in Thai that replication stopped, why, and that the shop goes on", () => {
    const text = ownerAlertText('replication_halted', { limitMb: 1024, cause: 'full' }, null);
    expect(text).toContain('เกิน 1024 MB (ที่เก็บสำเนาเต็ม)');
    expect(text).toContain('ร้านยังทำงานได้ตามปกติ');
  });
});
