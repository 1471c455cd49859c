import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { verifyPassword } from '../../lib/password';

// Passwords are hashed with scrypt at full strength, so each sign-in or hash here takes about a second.
describe('admin staff accounts', { timeout: 60_000 }, async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const clerk = await createStaff(app, 'staff');
  const as = (who: { cookies: Record<string, string> }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, cookies: who.cookies, payload });
  const row = (id: number) => app.db.select().from(schema.staff).where(eq(schema.staff.id, id)).get()!;
  const signin = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/admin-signin', payload: { username, password } });

  it('the owner lists staff without password hashes', async () => {
    const res = await as(owner, 'GET', '/staff');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([owner.staff.id, clerk.staff.id]));
    expect(res.body).not.toContain('scrypt');
  });

  it('the owner adds a staff member who can then sign in; a taken username is 409', async () => {
    const res = await as(owner, 'POST', '/staff', { username: 'newclerk', password: 'longenough1', role: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'newclerk', role: 'staff', disabled: false });
    expect((await signin('newclerk', 'longenough1')).statusCode).toBe(200);
    expect((await as(owner, 'POST', '/staff', { username: 'NewClerk', password: 'longenough1', role: 'staff' })).statusCode).toBe(409);
  });

  it.each([
    [{ username: 'ab', password: 'longenough1', role: 'staff' }],
    [{ username: 'okname', password: 'short', role: 'staff' }],
    [{ username: 'okname', password: 'longenough1', role: 'admin' }],
    [{ username: 'bad name', password: 'longenough1', role: 'staff' }],
  ])('refuses a bad new account %j', async (body) => {
    expect((await as(owner, 'POST', '/staff', body)).statusCode).toBe(400);
    expect(app.db.select().from(schema.staff).where(eq(schema.staff.username, 'okname')).get()).toBeUndefined();
  });

  it('the owner names a staff member as members read it; empty goes back to the username', async () => {
    const named = await as(owner, 'PUT', `/staff/${clerk.staff.id}/display-name`, { displayName: ' นก  ใจดี (สาขานาวง) ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ id: clerk.staff.id, username: clerk.staff.username, displayName: 'นก ใจดี (สาขานาวง)' });
    expect(row(clerk.staff.id).displayName).toBe('นก ใจดี (สาขานาวง)');
    const audit = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'staff')).all().at(-1)!;
    expect(audit).toMatchObject({ action: 'update', entityId: String(clerk.staff.id), staffId: owner.staff.id });
    // Staff cannot rename anyone, themselves included; a name too long or with control characters is refused.
    expect((await as(clerk, 'PUT', `/staff/${clerk.staff.id}/display-name`, { displayName: 'x' })).statusCode).toBe(403);
    expect((await as(owner, 'PUT', `/staff/${clerk.staff.id}/display-name`, { displayName: 'ก'.repeat(61) })).statusCode).toBe(400);
    expect((await as(owner, 'PUT', `/staff/${clerk.staff.id}/display-name`, { displayName: 'a\u0007b' })).statusCode).toBe(400);
    expect(row(clerk.staff.id).displayName).toBe('นก ใจดี (สาขานาวง)');
    const cleared = await as(owner, 'PUT', `/staff/${clerk.staff.id}/display-name`, { displayName: '   ' });
    expect(cleared.json()).toMatchObject({ displayName: null });
    // A new account may be named at once.
    const added = await as(owner, 'POST', '/staff', { username: 'namedclerk', password: 'longenough1', role: 'staff', displayName: 'แก้ว' });
    expect(added.json()).toMatchObject({ username: 'namedclerk', displayName: 'แก้ว' });
  });

  it('staff cannot manage staff', async () => {
    expect((await as(clerk, 'GET', '/staff')).statusCode).toBe(403);
    expect((await as(clerk, 'POST', '/staff', { username: 'sneaky', password: 'longenough1', role: 'owner' })).statusCode).toBe(403);
    expect((await as(clerk, 'POST', `/staff/${owner.staff.id}/disable`)).statusCode).toBe(403);
    expect((await as(clerk, 'POST', `/staff/${owner.staff.id}/reset-password`, { password: 'longenough1' })).statusCode).toBe(403);
    expect(row(owner.staff.id).disabled).toBe(0);
  });

  it("disabling ends the staff member's sessions at once; enabling lets them sign in again", async () => {
    const s = await createStaff(app, 'staff');
    expect((await as(s, 'GET', '/dashboard')).statusCode).toBe(200);
    expect((await as(owner, 'POST', `/staff/${s.staff.id}/disable`)).statusCode).toBe(200);
    expect((await as(s, 'GET', '/dashboard')).statusCode).toBe(401);
    expect((await signin(s.staff.username, 'demo1234')).statusCode).toBe(401);
    expect((await as(owner, 'POST', `/staff/${s.staff.id}/disable`)).statusCode).toBe(409);
    expect((await as(owner, 'POST', `/staff/${s.staff.id}/enable`)).statusCode).toBe(200);
    expect((await signin(s.staff.username, 'demo1234')).statusCode).toBe(200);
    expect((await as(owner, 'POST', `/staff/${owner.staff.id}/disable`)).statusCode).toBe(409); // not oneself
    expect((await as(owner, 'POST', '/staff/999999/disable')).statusCode).toBe(404);
  });

  it('a reset sets a new password and kills old sessions', async () => {
    const s = await createStaff(app, 'staff');
    expect((await as(owner, 'POST', `/staff/${s.staff.id}/reset-password`, { password: 'short' })).statusCode).toBe(400);
    expect((await as(s, 'GET', '/dashboard')).statusCode).toBe(200);
    expect((await as(owner, 'POST', `/staff/${s.staff.id}/reset-password`, { password: 'brandnew123' })).statusCode).toBe(200);
    expect((await as(s, 'GET', '/dashboard')).statusCode).toBe(401);
    expect(await verifyPassword('brandnew123', row(s.staff.id).passwordHash)).toBe(true);
    expect((await signin(s.staff.username, 'brandnew123')).statusCode).toBe(200);
  });

  it('every staff member changes their own password with the old one; other sessions end, this one continues', async () => {
    const s = await createStaff(app, 'staff');
    const other = { cookies: { adminSession: (await app.tokens.admin(row(s.staff.id), false)).token } };
    const wrong = await as(s, 'POST', '/me/password', { oldPassword: 'nope', newPassword: 'mynewpass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('รหัสผ่านเดิมไม่ถูกต้อง');
    expect((await as(s, 'POST', '/me/password', { oldPassword: 'demo1234', newPassword: 'short' })).statusCode).toBe(400);
    const res = await as(s, 'POST', '/me/password', { oldPassword: 'demo1234', newPassword: 'mynewpass1' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'adminSession')!;
    expect(cookie.httpOnly).toBe(true);
    // The answer's token is the console's expiry copy, not the session (only the cookie is).
    expect(cookie.value).not.toBe(res.json().token);
    expect((await as({ cookies: { adminSession: res.json().token } }, 'GET', '/dashboard')).statusCode).toBe(401);
    expect((await as({ cookies: { adminSession: cookie.value } }, 'GET', '/dashboard')).statusCode).toBe(200);
    expect((await as(other, 'GET', '/dashboard')).statusCode).toBe(401);
    expect((await signin(s.staff.username, 'mynewpass1')).statusCode).toBe(200);
    const audit = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'change_password')).all().at(-1)!;
    expect(JSON.stringify(audit)).not.toContain('scrypt');
  });
});
