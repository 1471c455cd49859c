import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { holdWriteLock } from '../../test/lock-holder';
import { LOCK_WAIT_MS } from '../../lib/tx';

/**
 * Fault tests: a database locked by another process, full or read-only. A write waits for another
 * process's lock without stopping the server, and after LOCK_WAIT_MS answers 503 with Retry-After and a
 * Thai message, as a full or read-only database does at once; nothing is written, and /api/health says so.
 */
describe('a database that cannot take writes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-db-fault-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'shop.db');
  const app = await testApp({ databasePath: path });
  const staff = await createStaff(app, 'staff');
  const statusOf = (id: number) => (app.sqlite.prepare('select verification_status s from users where id = ?').get(id) as { s: number }).s;
  const suspend = (id: number) => app.inject({ method: 'POST', url: `/api/admin/members/${id}/suspend`, cookies: staff.cookies });
  const health = () => app.inject('/api/health');
  /** The health probe runs at most once a second. */
  const nextProbe = () => new Promise((r) => setTimeout(r, 1_100));

  it('is healthy to begin with: writable, with the free disk', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { writable: true }, disk: { ok: true } });
    expect(res.json().disk.freeBytes).toBeGreaterThan(0);
  });

  it('locked by another process: writes wait without holding the event loop, and go through when it lets go', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember(app)));
    const lock = await holdWriteLock(path);
    let released = false;
    try {
      // Eight writes wait for the lock at once. Waiting used to be better-sqlite3's busy timeout, inside the
      // call: 250 ms of a frozen event loop per attempt, so every read behind them took seconds.
      const writes = members.map((m) => suspend(m.user.id));
      const reads: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        expect((await app.inject({ url: '/api/admin/members', cookies: staff.cookies })).statusCode).toBe(200);
        reads.push(performance.now() - t0);
      }
      expect(Math.max(...reads)).toBeLessThan(200);
      expect(members.map((m) => statusOf(m.user.id))).toEqual(members.map(() => 0));
      await lock.release();
      released = true;
      // Let go within LOCK_WAIT_MS: every waiting write is answered 200 and written.
      expect((await Promise.all(writes)).map((r) => r.statusCode)).toEqual(members.map(() => 200));
      expect(members.map((m) => statusOf(m.user.id))).toEqual(members.map(() => 99));
    } finally {
      if (!released) await lock.release();
    }
  }, 30_000);

  it('locked for longer than the wait: 503 DB_BUSY with Retry-After, nothing written; health 503', async () => {
    const m = await createMember(app);
    await nextProbe();
    const lock = await holdWriteLock(path);
    try {
      const t0 = Date.now();
      const res = await suspend(m.user.id);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(LOCK_WAIT_MS - 50);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ code: 'DB_BUSY' });
      expect(res.json().message).toMatch(/กรุณาลองใหม่/);
      await nextProbe();
      const h = await health();
      expect(h.statusCode).toBe(503);
      expect(h.json()).toMatchObject({ status: 'unavailable', database: { writable: false, error: 'SQLITE_BUSY' } });
    } finally {
      await lock.release();
    }
    expect(statusOf(m.user.id)).toBe(0);
    await nextProbe();
    expect((await health()).statusCode).toBe(200);
    expect((await suspend(m.user.id)).statusCode).toBe(200);
  }, 30_000);

  it('read-only: 503 DB_UNAVAILABLE, nothing written; health 503', async () => {
    const m = await createMember(app);
    await nextProbe();
    // As root (this machine's tests) file permissions do not stop writes: the connection is made read-only.
    app.sqlite.pragma('query_only = 1');
    try {
      const res = await suspend(m.user.id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const h = await health();
      expect(h.statusCode).toBe(503);
      expect(h.json().database).toEqual({ writable: false, error: 'SQLITE_READONLY' });
    } finally {
      app.sqlite.pragma('query_only = 0');
    }
    expect(statusOf(m.user.id)).toBe(0);
  });

  it('full: 503 DB_FULL, and what was refused is not half-written', async () => {
    const count = () => (app.sqlite.prepare('select count(*) n from policies').get() as { n: number }).n;
    const before = count();
    const pages = app.sqlite.pragma('page_count', { simple: true }) as number;
    app.sqlite.pragma(`max_page_count = ${pages}`);
    let full;
    try {
      for (let i = 0; i < 200 && !full; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/content/policies1',
          cookies: staff.cookies,
          payload: { rules: `ข้อ ${i} ${'ก'.repeat(1500)}` },
        });
        if (res.statusCode !== 200) full = res;
      }
    } finally {
      app.sqlite.pragma('max_page_count = 1073741823');
    }
    expect(full?.statusCode).toBe(503);
    expect(full?.json()).toMatchObject({ code: 'DB_FULL' });
    expect(full?.json().message).toMatch(/พื้นที่จัดเก็บเต็ม/);
    expect(count()).toBeGreaterThanOrEqual(before);
  });
});
