import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@goldshop/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';

/**
 * Fault test: a database locked by another process, full or read-only froze the server for up to 5 s
 * (better-sqlite3 waits on the lock synchronously) and then answered 500. Now a write answers 503 with
 * Retry-After and a Thai message within the short busy timeout, writes nothing, and /api/health says so.
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

  it('locked by a second connection: 503 DB_BUSY with Retry-After, fast, nothing written; health 503', async () => {
    const m = await createMember(app);
    await nextProbe();
    const other = openDb(path);
    other.sqlite.exec('BEGIN IMMEDIATE');
    try {
      const t0 = Date.now();
      const res = await suspend(m.user.id);
      expect(Date.now() - t0).toBeLessThan(2_000);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ code: 'DB_BUSY' });
      expect(res.json().message).toMatch(/กรุณาลองใหม่/);
      const h = await health();
      expect(h.statusCode).toBe(503);
      expect(h.json()).toMatchObject({ status: 'unavailable', database: { writable: false, error: 'SQLITE_BUSY' } });
      // Reads still answer.
      expect((await app.inject({ url: '/api/admin/members', cookies: staff.cookies })).statusCode).toBe(200);
    } finally {
      other.sqlite.exec('ROLLBACK');
      other.close();
    }
    expect(statusOf(m.user.id)).toBe(0);
    await nextProbe();
    expect((await health()).statusCode).toBe(200);
    expect((await suspend(m.user.id)).statusCode).toBe(200);
  });

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
        const res = await app.inject({ method: 'POST', url: '/api/content/policies1', cookies: staff.cookies, payload: { rules: `ข้อ ${i} ${'ก'.repeat(1500)}` } });
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
