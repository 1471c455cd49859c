import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createMember, createStaff, createVerifiedMember } from '../../test/factories';

/**
 * Member tokens can be ended on the server: sign-out, a password change (every other session), and a
 * suspension (every member call but the status and sign-out). Before, a member token lived until it
 * expired whatever happened (attack test, finding 11).
 */
describe('member sessions', async () => {
  const app = await testApp({ signinRateLimit: 1000 });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const status = async (token: string) => (await app.inject({ url: '/api/verify/verify-route', headers: bearer(token) })).statusCode;
  const signin = async (username: string, password = 'demo1234') => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
    return { status: res.statusCode, token: res.json().token as string };
  };
  const post = (url: string, token: string, payload?: object) => app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('sign-out ends the session on the server: a copy of the token no longer works', async () => {
    const { user } = await createMember(app);
    const phone = await signin(user.username!);
    const copy = phone.token;
    expect(await status(copy)).toBe(200);
    const out = await post('/api/auth/signout', phone.token);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('ออกจากระบบแล้ว');
    expect(await status(copy)).toBe(401);
    // Signing in again works.
    expect(await status((await signin(user.username!)).token)).toBe(200);
    expect((await post('/api/auth/signout', copy)).statusCode).toBe(401);
  });

  it('a password change ends every other session; this device continues on the answer token', async () => {
    const { user } = await createMember(app);
    const a = await signin(user.username!);
    const b = await signin(user.username!);
    const res = await post('/api/auth/password', a.token, {
      oldPassword: 'demo1234',
      newPassword: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('เปลี่ยนรหัสผ่านแล้ว');
    expect(await status(a.token)).toBe(401);
    expect(await status(b.token)).toBe(401);
    expect(await status(res.json().token)).toBe(200);
    expect((await signin(user.username!)).status).toBe(401);
    expect((await signin(user.username!, 'newpass123')).status).toBe(200);
  });

  it('refuses a wrong old password, a mismatch, a weak or unchanged password, and a LINE-only member, changing nothing', async () => {
    const { user } = await createMember(app);
    const { token } = await signin(user.username!);
    const cases: [object, string][] = [
      [{ oldPassword: 'wrong123', newPassword: 'newpass123', confirmPassword: 'newpass123' }, 'WRONG_PASSWORD'],
      [{ oldPassword: 'demo1234', newPassword: 'newpass123', confirmPassword: 'newpass124' }, 'PASSWORD_MISMATCH'],
      [{ oldPassword: 'demo1234', newPassword: 'short1', confirmPassword: 'short1' }, 'VALIDATION'],
      [{ oldPassword: 'demo1234', newPassword: 'demo1234', confirmPassword: 'demo1234' }, 'SAME_PASSWORD'],
    ];
    for (const [body, code] of cases) {
      const res = await post('/api/auth/password', token, body);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message.length).toBeGreaterThan(0);
    }
    expect(await status(token)).toBe(200);
    const line = await createMember(app, { lineUserId: `U${'a'.repeat(32)}` });
    app.sqlite.prepare('update users set password_hash = null where id = ?').run(line.user.id);
    const res = await post('/api/auth/password', line.token, {
      oldPassword: 'x',
      newPassword: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(res.json().code).toBe('NO_PASSWORD');
  });

  it('a device signed in with "remember me" stays remembered after the change; one without does not', async () => {
    const { user } = await createMember(app);
    const expiryOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    const change = async (token: string, from: string, to: string) =>
      (await post('/api/auth/password', token, { oldPassword: from, newPassword: to, confirmPassword: to })).json().token as string;
    const remembered = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: user.username, password: 'demo1234', rememberMe: true },
      })
    ).json().token;
    // Each expiry against the moment its answer arrived: hashing takes seconds on a busy machine.
    const rememberedAgain = await change(remembered, 'demo1234', 'newpass123');
    expect(expiryOf(rememberedAgain) - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
    const plain = (await signin(user.username!, 'newpass123')).token;
    const plainAgain = await change(plain, 'newpass123', 'newpass456');
    expect(expiryOf(plainAgain) - Date.now() / 1000).toBeLessThanOrEqual(86_400 + 1);
  });

  it("a suspended member's token is refused on every member call except the status and sign-out", async () => {
    const m = await createVerifiedMember(app);
    const staff = await createStaff(app, 'staff');
    expect((await app.inject({ url: '/api/saving/balance', headers: m.auth })).statusCode).not.toBe(403);
    const suspend = await app.inject({ method: 'POST', url: `/api/admin/members/${m.user.id}/suspend`, cookies: staff.cookies });
    expect(suspend.statusCode).toBe(200);
    const verifyRoute = await app.inject({ url: '/api/verify/verify-route', headers: m.auth });
    expect(verifyRoute.statusCode).toBe(200);
    expect(verifyRoute.json().verificationStatus).toBe(99);
    for (const call of [
      { method: 'GET' as const, url: '/api/saving/balance' },
      { method: 'GET' as const, url: '/api/pawn/get-pawn' },
      { method: 'GET' as const, url: '/api/down/get-req' },
      { method: 'POST' as const, url: '/api/verify/query-data', payload: { idCard: '1101700230708' } },
      {
        method: 'POST' as const,
        url: '/api/auth/password',
        payload: { oldPassword: 'demo1234', newPassword: 'newpass123', confirmPassword: 'newpass123' },
      },
    ]) {
      const res = await app.inject({ ...call, headers: m.auth });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json(), call.url).toMatchObject({ code: 'SUSPENDED' });
      expect(res.json().message).toMatch(/ถูกระงับ/);
    }
    expect((await post('/api/auth/signout', m.token)).statusCode).toBe(200);
  });
});
