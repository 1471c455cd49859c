import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { testApp } from '../../test/app';
import { createMember } from '../../test/factories';
import { SIGNIN_FAILED_MESSAGE } from '../../../contract/accounts';
import { MEMBER_TTL } from '../../plugins/auth';
import { MAX_FAILURES } from './lockout';

let ipSeq = 0;
/** Each test speaks from its own address so the per-IP limit of one test does not leak into another. */
const freshIp = () => `10.1.0.${++ipSeq}`;

describe('member sign up and sign in', async () => {
  const app = await testApp({ signinRateLimit: 1000 });
  const post = (url: string, payload: object, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });
  const userCount = () => (app.sqlite.prepare('select count(*) n from users').get() as { n: number }).n;

  it('signs up with letters and digits, answers a Thai message, stores a scrypt hash', async () => {
    const res = await post('signup', { username: 'Somchai1', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/สมัครสมาชิกสำเร็จ/);
    const row = app.sqlite.prepare('select password_hash, verification_status from users where username = ?').get('Somchai1') as {
      password_hash: string;
      verification_status: number;
    };
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(row.verification_status).toBe(0);
  });

  it('refuses a taken username, whatever its case, with 409 and writes nothing', async () => {
    await post('signup', { username: 'takenname', password: 'abc12345', confirmPassword: 'abc12345' });
    const before = userCount();
    for (const username of ['takenname', 'TakenName']) {
      const res = await post('signup', { username, password: 'zzz12345', confirmPassword: 'zzz12345' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/ชื่อผู้ใช้นี้ถูกใช้งานแล้ว/);
    }
    expect(userCount()).toBe(before);
  });

  it('refuses mismatched passwords, other characters and missing fields with Thai messages', async () => {
    const before = userCount();
    const cases: [object, RegExp][] = [
      [{ username: 'newuser1', password: 'abc12345', confirmPassword: 'abc12346' }, /ไม่ตรงกัน/],
      [{ username: 'new user', password: 'abc12345', confirmPassword: 'abc12345' }, /ชื่อผู้ใช้/],
      [{ username: 'สมชาย', password: 'abc12345', confirmPassword: 'abc12345' }, /ชื่อผู้ใช้/],
      [{ username: 'newuser2', password: 'abc-1234', confirmPassword: 'abc-1234' }, /รหัสผ่าน/],
      [{ username: 'newuser3', password: 'abc12345' }, /ยืนยันรหัสผ่าน/],
      [{ password: 'abc12345', confirmPassword: 'abc12345' }, /ชื่อผู้ใช้/],
      [{ username: 'newuser4', password: 'short1', confirmPassword: 'short1' }, /8-64/],
    ];
    for (const [body, message] of cases) {
      const res = await post('signup', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(userCount()).toBe(before);
  });

  it('signs in and gives a member token; remember-me gives a longer one', async () => {
    await post('signup', { username: 'rememberme', password: 'pass12345', confirmPassword: 'pass12345' });
    const short = await post('signin', { username: 'rememberme', password: 'pass12345', rememberMe: false });
    const long = await post('signin', { username: 'rememberme', password: 'pass12345', rememberMe: true });
    expect(short.statusCode).toBe(200);
    const a = decodeJwt(short.json().token);
    const b = decodeJwt(long.json().token);
    expect(a.kind).toBe('member');
    expect(a.exp! - a.iat!).toBe(MEMBER_TTL.normal);
    expect(b.exp! - b.iat!).toBe(MEMBER_TTL.remember);
    const status = await app.inject({ url: '/api/verify/verify-route', headers: { authorization: `Bearer ${short.json().token}` } });
    expect(status.statusCode).toBe(200);
  });

  it('signs in whatever the case of the username', async () => {
    const { user } = await createMember(app, { username: 'CaseUser' });
    const res = await post('signin', { username: 'caseuser', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token).sub).toBe(String(user.id));
  });

  it('answers the sign-in failure for a wrong password or an unknown user (docs/product.md "Messages")', async () => {
    await createMember(app, { username: 'wrongpw' });
    for (const body of [
      { username: 'wrongpw', password: 'nope12345' },
      { username: 'nobodyhere', password: 'demo1234' },
      { username: 'wrongpw', password: 'demo1234 ' },
    ]) {
      const res = await post('signin', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SIGNIN_FAILED_MESSAGE);
    }
  });

  it('a LINE-only member (no password) cannot sign in with a password', async () => {
    const { user } = await createMember(app, { username: 'lineonly' });
    app.sqlite.prepare('update users set password_hash = null where id = ?').run(user.id);
    expect((await post('signin', { username: 'lineonly', password: 'demo1234' })).statusCode).toBe(401);
  });

  it('requires username and password', async () => {
    for (const body of [{ username: 'a' }, { password: 'b' }, { username: '', password: 'x' }]) {
      const res = await post('signin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/ชื่อผู้ใช้และรหัสผ่าน/);
    }
    // A bad remember-me is named, not blamed on the username and password the member did type.
    const res = await post('signin', { username: 'someone', password: 'pass12345', rememberMe: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/rememberMe/);
  });

  it(`locks a username for that address after ${MAX_FAILURES} wrong passwords, even with the right one`, async () => {
    await createMember(app, { username: 'lockme' });
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await post('signin', { username: 'lockme', password: `wrong${i}xx` }, '10.7.7.7')).statusCode).toBe(401);
    }
    const locked = await post('signin', { username: 'LockMe', password: 'demo1234' }, '10.7.7.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/15 นาที/);
    // Another account is not affected.
    await createMember(app, { username: 'notlocked' });
    expect((await post('signin', { username: 'notlocked', password: 'demo1234' })).statusCode).toBe(200);
  });
});

describe('per-IP rate limit on sign in and sign up', async () => {
  const app = await testApp({ signinRateLimit: 3 });

  it('answers 429 with a Thai message once an address passes the limit', async () => {
    await createMember(app, { username: 'ratelimited' });
    const signin = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'ratelimited', password: 'demo1234' }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await signin('10.9.9.9')).statusCode).toBe(200);
    const limited = await signin('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/ถี่เกินไป/);
    expect((await signin('10.9.9.10')).statusCode).toBe(200);
  });

  it('limits sign up too', async () => {
    const signup = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: `rl${i}`, password: 'x', confirmPassword: 'x' },
        remoteAddress: '10.8.8.8',
      });
    for (let i = 0; i < 3; i++) expect((await signup(i)).statusCode).toBe(400);
    expect((await signup(9)).statusCode).toBe(429);
  });
});
