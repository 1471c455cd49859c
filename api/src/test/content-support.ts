// Test-only helpers shared by the content and shop route tests (imported only from *.test.ts).
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { App } from '../build-app';
import { ADMIN_COOKIE } from '../lib/admin-cookie';
import { createMember, createStaff } from './factories';

/** Every way a staff-only call must be refused, with the status it must get. */
export async function refusedCallers(app: App) {
  const member = await createMember(app, { verificationStatus: 2 });
  const { staff } = await createStaff(app);
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const claims = { kind: 'admin', role: staff.role, username: staff.username, sv: staff.sessionVersion };
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(staff.id))
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(key);
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(staff.id))
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
  return [
    { who: 'no cookie', opts: {}, status: 401 },
    { who: 'a member bearer token', opts: { headers: member.auth }, status: 403 },
    { who: 'an expired admin cookie', opts: { cookies: { [ADMIN_COOKIE]: expired } }, status: 401 },
    { who: 'a forged admin cookie', opts: { cookies: { [ADMIN_COOKIE]: forged } }, status: 401 },
  ] as const;
}

/** Everything a content or shop write could touch; equal snapshots mean the call changed nothing. */
export function snapshot(app: App) {
  const rows = (table: string) => app.sqlite.prepare(`select * from ${table} order by 1`).all();
  return JSON.stringify({
    home: rows('home_content'),
    about: rows('about_content'),
    policies: rows('policies'),
    flags: rows('flags'),
    bank: rows('bank_accounts'),
    products: rows('products'),
    images: app.sqlite.prepare('select hash from images order by hash').all(),
    audit: app.sqlite.prepare('select count(*) as n from audit_log').get(),
  });
}

/** Sends `req` as each refused caller and checks the status and that nothing changed. */
export async function expectStaffOnly(app: App, req: InjectOptions | (() => InjectOptions)) {
  for (const c of await refusedCallers(app)) {
    const before = snapshot(app);
    const base = typeof req === 'function' ? req() : req;
    const res = await app.inject({ ...base, ...c.opts, headers: { ...base.headers, ...('headers' in c.opts ? c.opts.headers : {}) } });
    expect(res.statusCode, `${c.who}: ${res.body}`).toBe(c.status);
    expect(res.json().message).toBeTypeOf('string');
    expect(snapshot(app), c.who).toBe(before);
  }
}

export interface AuditRow {
  staffId: number;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}
export function lastAudit(app: App): AuditRow {
  const r = app.sqlite
    .prepare<[], { staff_id: number; action: string; entity: string; entity_id: string; before: string | null; after: string | null }>(
      'select * from audit_log order by id desc limit 1',
    )
    .get()!;
  return {
    staffId: r.staff_id,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before === null ? null : JSON.parse(r.before),
    after: r.after === null ? null : JSON.parse(r.after),
  };
}

export const imageBase64 = (app: App, hash: string) =>
  app.sqlite.prepare<[string], { bytes: Buffer }>('select bytes from images where hash = ?').get(hash)!.bytes.toString('base64');

/** As expectStaffOnly, and a plain staff session (not the owner) is 403 and changes nothing too. */
export async function expectOwnerOnly(app: App, req: InjectOptions | (() => InjectOptions)) {
  await expectStaffOnly(app, req);
  const { cookies } = await createStaff(app, 'staff');
  const before = snapshot(app);
  const base = typeof req === 'function' ? req() : req;
  const res = await app.inject({ ...base, cookies });
  expect(res.statusCode, `a staff session: ${res.body}`).toBe(403);
  expect(res.json()).toMatchObject({ code: 'OWNER_ONLY', message: expect.any(String) });
  expect(snapshot(app), 'a staff session').toBe(before);
}
