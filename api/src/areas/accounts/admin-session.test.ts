import { describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { ADMIN_SIGNIN_FAILED_MESSAGE } from '../../../contract/accounts';
import { ADMIN_TTL } from '../../plugins/auth';
import { ADMIN_COOKIE } from '../../lib/admin-cookie';

const SECRET = 'test-secret-test-secret-test-secret!';
const sign = (claims: Record<string, unknown>, sub: string, exp: number | string, secret = SECRET) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe('admin sign in, session cookie and admin-me', async () => {
  const app = await testApp({ signinRateLimit: 1000 });
  const signin = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/admin-signin', payload });

  it('sets an httpOnly SameSite=Strict cookie on path / and answers the token', async () => {
    const { staff } = await createStaff(app, 'owner', 'ownerone');
    const res = await signin({ username: 'ownerone', password: 'demo1234', rememberMe: false });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie).toBeDefined();
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy(); // not production
    expect(cookie.maxAge).toBe(ADMIN_TTL.normal);
    expect(decodeJwt(cookie.value)).toMatchObject({ kind: 'admin', role: 'owner', username: 'ownerone', sub: String(staff.id) });

    const me = await app.inject({ url: '/api/auth/admin-me', cookies: { [ADMIN_COOKIE]: cookie.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: staff.id, username: 'ownerone', role: 'owner', branchIds: null });
  });

  it("the answer's token is not the session: only its expiry and role, refused as a cookie or a bearer", async () => {
    await createStaff(app, 'owner', 'ownertwo');
    const res = await signin({ username: 'ownertwo', password: 'demo1234' });
    const session = res.cookies.find((c) => c.name === ADMIN_COOKIE)!.value;
    const { token } = res.json();
    expect(token).not.toBe(session);
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'kind', 'role']);
    expect(claims).toMatchObject({ kind: 'admin-expiry', role: 'owner', exp: decodeJwt(session).exp });
    // The attack test replayed the console's localStorage copy as the cookie and opened the dashboard.
    for (const call of [
      { url: '/api/auth/admin-me', cookies: { [ADMIN_COOKIE]: token } },
      { url: '/api/admin/dashboard', cookies: { [ADMIN_COOKIE]: token } },
      { url: '/api/auth/admin-me', headers: { authorization: `Bearer ${token}` } },
      { url: '/api/verify/verify-route', headers: { authorization: `Bearer ${token}` } },
    ]) {
      const r = await app.inject(call);
      expect(r.statusCode, call.url).toBeGreaterThanOrEqual(401);
      expect(r.statusCode, call.url).toBeLessThanOrEqual(403);
    }
    // The same token as a sign-out cookie ends nothing.
    await app.inject({ method: 'POST', url: '/api/auth/admin-signout', cookies: { [ADMIN_COOKIE]: token } });
    expect((await app.inject({ url: '/api/auth/admin-me', cookies: { [ADMIN_COOKIE]: session } })).statusCode).toBe(200);
  });

  it('remember-me gives a longer session', async () => {
    await createStaff(app, 'staff', 'remstaff');
    const res = await signin({ username: 'remstaff', password: 'demo1234', rememberMe: true });
    const claims = decodeJwt(res.json().token);
    expect(claims.exp! - claims.iat!).toBe(ADMIN_TTL.remember);
    expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)!.maxAge).toBe(ADMIN_TTL.remember);
  });

  it("refuses a wrong password, an unknown name and a member's account with 'เข้าสู่ระบบไม่สำเร็จ'", async () => {
    await createStaff(app, 'staff', 'wrongstaff');
    await createMember(app, { username: 'memberonly' });
    for (const body of [
      { username: 'wrongstaff', password: 'nope1234' },
      { username: 'ghost', password: 'demo1234' },
      { username: 'memberonly', password: 'demo1234' },
    ]) {
      const res = await signin(body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ADMIN_SIGNIN_FAILED_MESSAGE);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses disabled staff, and their existing session stops working', async () => {
    const { staff, cookies } = await createStaff(app, 'staff', 'leaver');
    app.sqlite.prepare('update staff set disabled = 1 where id = ?').run(staff.id);
    const res = await signin({ username: 'leaver', password: 'demo1234' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ADMIN_SIGNIN_FAILED_MESSAGE);
    expect((await app.inject({ url: '/api/auth/admin-me', cookies })).statusCode).toBe(401);
  });

  it('finds the session among other cookies, and a mangled Cookie header is a 401, not a crash', async () => {
    const { cookies } = await createStaff(app, 'staff', 'cookiejar');
    const token = cookies[ADMIN_COOKIE]!;
    const me = (cookie: string) => app.inject({ url: '/api/auth/admin-me', headers: { cookie } });
    expect((await me(`_ga=GA1.2.3; ${ADMIN_COOKIE}=${token}; theme=dark`)).statusCode).toBe(200);
    for (const bad of ['', ';;;', `${ADMIN_COOKIE}=`, `${ADMIN_COOKIE}=%E0%A4%A`, `${ADMIN_COOKIE}`, '=; =='])
      expect((await me(bad)).statusCode, bad).toBe(401);
  });

  it('sign out clears the cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/admin-signout' });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
  });

  it('sign out ends the session on the server: a copy of the token no longer works', async () => {
    const { cookies } = await createStaff(app, 'staff', 'signsout');
    const other = await createStaff(app, 'staff', 'staysin');
    expect((await app.inject({ url: '/api/auth/admin-me', cookies })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/auth/admin-signout', cookies });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/admin-me', cookies })).statusCode).toBe(401);
    // Someone else's session is untouched, and signing in again works.
    expect((await app.inject({ url: '/api/auth/admin-me', cookies: other.cookies })).statusCode).toBe(200);
    expect((await signin({ username: 'signsout', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('sign out with a forged cookie changes nothing and still clears it', async () => {
    const { staff, cookies } = await createStaff(app, 'owner', 'forgedout');
    const forged = await sign(
      { kind: 'admin', role: 'owner', username: 'forgedout', sv: 0 },
      String(staff.id),
      '1h',
      'another-secret-another-secret-12345',
    );
    const res = await app.inject({ method: 'POST', url: '/api/auth/admin-signout', cookies: { [ADMIN_COOKIE]: forged } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)!.value).toBe('');
    expect((await app.inject({ url: '/api/auth/admin-me', cookies })).statusCode).toBe(200);
  });

  it('a member token on admin-me is a wrong role: 403, as a header or in the cookie', async () => {
    const { token, auth } = await createMember(app);
    expect((await app.inject({ url: '/api/auth/admin-me', headers: auth })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/auth/admin-me', cookies: { [ADMIN_COOKIE]: token } })).statusCode).toBe(403);
  });

  it('no cookie, a forged cookie or an expired one: 401', async () => {
    const { staff } = await createStaff(app, 'owner', 'forgedowner');
    const claims = { kind: 'admin', role: 'owner', username: 'forgedowner', sv: 0 };
    const forged = await sign(claims, String(staff.id), '1h', 'another-secret-another-secret-another');
    const expired = await sign(claims, String(staff.id), Math.floor(Date.now() / 1000) - 60);
    const valid = await sign(claims, String(staff.id), '1h');
    expect((await app.inject({ url: '/api/auth/admin-me' })).statusCode).toBe(401);
    for (const value of [forged, expired, 'not-a-jwt']) {
      expect((await app.inject({ url: '/api/auth/admin-me', cookies: { [ADMIN_COOKIE]: value } })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/auth/admin-me', cookies: { [ADMIN_COOKIE]: valid } })).statusCode).toBe(200);
  });

  it('forged or expired member tokens get 401 on member calls', async () => {
    const { user } = await createMember(app);
    const forged = await sign({ kind: 'member' }, String(user.id), '1h', 'another-secret-another-secret-another');
    const expired = await sign({ kind: 'member' }, String(user.id), Math.floor(Date.now() / 1000) - 60);
    for (const t of [forged, expired]) {
      const res = await app.inject({ url: '/api/verify/verify-route', headers: { authorization: `Bearer ${t}` } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('admin cookie in production', async () => {
  const app = await testApp({ nodeEnv: 'production' });
  it('is Secure', async () => {
    await createStaff(app, 'owner', 'prodowner');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-signin',
      payload: { username: 'prodowner', password: 'demo1234' },
    });
    expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)!.secure).toBe(true);
  });
});

describe('admin sign in brute force', async () => {
  const app = await testApp({ signinRateLimit: 2 });
  it('is rate-limited per address', async () => {
    await createStaff(app, 'staff', 'ratestaff');
    const go = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/admin-signin',
        payload: { username: 'ratestaff', password: 'demo1234' },
        remoteAddress: '10.2.2.2',
      });
    expect((await go()).statusCode).toBe(200);
    expect((await go()).statusCode).toBe(200);
    expect((await go()).statusCode).toBe(429);
  });
});
