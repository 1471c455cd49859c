import { afterAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { LineVerifyError, verifyLineIdToken } from '../../lib/line-verify';
import { FAKE_CHANNEL, FAKE_MINI_LIFF_ID, deadUrl, lineTestConfig, startFakeLine } from '../../test/fake-line';

const SUB = `U${'a1'.repeat(16)}`;
const OTHER = `U${'b2'.repeat(16)}`;
const lineConfig = (apiBase: string) => lineTestConfig(apiBase);

describe('LINE login against a (fake) LINE verify endpoint', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ signinRateLimit: 1000, line: lineConfig(line.url) });
  const login = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/line-login', payload });
  const users = () => (app.sqlite.prepare('select count(*) n from users').get() as { n: number }).n;

  it('a valid token creates an unverified member once, then signs the same member in', async () => {
    const before = users();
    const first = await login({ userId: SUB, idToken: `valid:${SUB}` });
    expect(first.statusCode).toBe(200);
    const row = app.sqlite.prepare('select id, verification_status, username from users where line_user_id = ?').get(SUB) as {
      id: number;
      verification_status: number;
      username: string | null;
    };
    expect(row).toMatchObject({ verification_status: 0, username: null });
    expect(decodeJwt(first.json().token)).toMatchObject({ kind: 'member', sub: String(row.id) });
    const again = await login({ userId: SUB, idToken: `valid:${SUB}` });
    expect(decodeJwt(again.json().token).sub).toBe(String(row.id));
    expect(users()).toBe(before + 1);
    // What we sent LINE: the token and our channel, as a form post.
    expect(line.calls.at(-1)).toMatchObject({
      path: '/oauth2/v2.1/verify',
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      id_token: `valid:${SUB}`,
      client_id: FAKE_CHANNEL,
    });
  });

  it('stores the LINE display name at sign-in and refreshes it at the next one; staff see it', async () => {
    const sub = `U${'e5'.repeat(16)}`;
    const name = () =>
      (app.sqlite.prepare('select line_name from users where line_user_id = ?').get(sub) as { line_name: string | null }).line_name;
    expect((await login({ userId: sub, idToken: `valid:${sub}:สมศรี ใจดี` })).statusCode).toBe(200);
    expect(name()).toBe('สมศรี ใจดี');
    await login({ userId: sub, idToken: `valid:${sub}:ศรี 🌸` });
    expect(name()).toBe('ศรี 🌸');
    const owner = await createStaff(app, 'owner');
    const members = (await app.inject({ url: '/api/admin/members?pageSize=100', cookies: owner.cookies })).json().data as {
      lineName: string | null;
      hasLine: boolean;
    }[];
    expect(members).toContainEqual(expect.objectContaining({ hasLine: true, lineName: 'ศรี 🌸' }));
  });

  it('strips the bidi controls that would turn text around in the console (U+202A–202E, U+2066–2069)', async () => {
    const sub = `U${'f6'.repeat(16)}`;
    const name = () =>
      (app.sqlite.prepare('select line_name from users where line_user_id = ?').get(sub) as { line_name: string | null }).line_name;
    // "สมศรี" then an override that would show the rest backwards ("ร้านทอง" read as "งอทนา้ร").
    expect(
      (await login({ userId: sub, idToken: `valid:${sub}:สมศรี \u202eร้านทอง\u202c \u2066x\u2069\u202a\u202b\u202d\u2067\u2068` }))
        .statusCode,
    ).toBe(200);
    expect(name()).toBe('สมศรี ร้านทอง x');
    // Nothing but controls is no name at all.
    await login({ userId: sub, idToken: `valid:${sub}:\u202e\u2066` });
    expect(name()).toBe('สมศรี ร้านทอง x'); // kept: an empty name does not overwrite the last one
  });

  it('refuses with 401 and creates nothing: expired, late exp, other channel, other user, no token, garbage', async () => {
    const before = users();
    const cases = [
      { userId: OTHER, idToken: `expired:${OTHER}` },
      { userId: OTHER, idToken: `late:${OTHER}` },
      { userId: OTHER, idToken: `foreign:${OTHER}` },
      { userId: OTHER, idToken: `valid:${SUB}` }, // someone else's token with my id
      { userId: OTHER },
      { userId: OTHER, idToken: 'garbage' },
    ];
    for (const payload of cases) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(401);
      expect(res.json().code).toBe('LINE_LOGIN_FAILED');
      expect(res.json().message).toMatch(/LINE/);
    }
    expect(users()).toBe(before);
  });

  it('LINE failing is a 503 with a Thai message, never a 500', async () => {
    const res = await login({ userId: OTHER, idToken: `broken:${OTHER}` });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/ไม่สามารถติดต่อ LINE/);
  });

  it('links LINE to a password member once; a taken LINE id or a second link is 409', async () => {
    const a = await createMember(app);
    const link = (auth: Record<string, string>, sub: string) =>
      app.inject({ method: 'POST', url: '/api/auth/link-line', headers: auth, payload: { userId: sub, idToken: `valid:${sub}` } });
    const third = `U${'c3'.repeat(16)}`;
    expect((await link(a.auth, `U${'d4'.repeat(16)}`)).statusCode).toBe(200);
    expect((await link(a.auth, third)).statusCode).toBe(409); // already linked
    const b = await createMember(app);
    const taken = await link(b.auth, SUB); // SUB belongs to the LINE-created member
    expect(taken.statusCode).toBe(409);
    expect((await link(b.auth, third)).statusCode).toBe(200);
    // The link logs the password member in through LINE.
    const viaLine = await login({ userId: third, idToken: `valid:${third}` });
    expect(decodeJwt(viaLine.json().token).sub).toBe(String(b.user.id));
    // Needs a member token and a token LINE accepts.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/link-line', payload: { userId: SUB, idToken: `valid:${SUB}` } })).statusCode,
    ).toBe(401);
    const c = await createMember(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/link-line',
          headers: c.auth,
          payload: { userId: OTHER, idToken: `expired:${OTHER}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('LINE login through the MINI App channel beside the LIFF app', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ signinRateLimit: 1000, line: lineTestConfig(line.url, { miniAppLiffId: FAKE_MINI_LIFF_ID }) });
  const login = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/line-login', payload });

  it('signs in the same member from either channel (same provider, same user id)', async () => {
    const viaLiff = await login({ userId: SUB, idToken: `valid:${SUB}` });
    expect(viaLiff.statusCode).toBe(200);
    const viaMini = await login({ userId: SUB, idToken: `mini:${SUB}` });
    expect(viaMini.statusCode).toBe(200);
    expect(decodeJwt(viaMini.json().token).sub).toBe(decodeJwt(viaLiff.json().token).sub);
    expect((await login({ userId: OTHER, idToken: `mini:${SUB}` })).statusCode).toBe(401);
  });

  it('without MINIAPP_LIFF_ID a MINI App token is refused', async () => {
    const plain = await testApp({ signinRateLimit: 1000, line: lineTestConfig(line.url) });
    expect(
      (await plain.inject({ method: 'POST', url: '/api/auth/line-login', payload: { userId: SUB, idToken: `mini:${SUB}` } })).statusCode,
    ).toBe(401);
    await plain.close();
  });
});

describe('LINE unreachable', async () => {
  const app = await testApp({ line: lineConfig(await deadUrl()) });
  it('answers 503 with a Thai message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/line-login', payload: { userId: SUB, idToken: `valid:${SUB}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'LINE_UNAVAILABLE' });
  });
});

describe('verifyLineIdToken', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  it('gives up after its timeout when LINE does not answer', async () => {
    const t = Date.now();
    const err = await verifyLineIdToken({ apiBase: line.url, channelId: FAKE_CHANNEL, idToken: 'hang', timeoutMs: 200 }).catch((e) => e);
    expect(err).toBeInstanceOf(LineVerifyError);
    expect(err.reason).toBe('unreachable');
    expect(Date.now() - t).toBeLessThan(2000);
  });
  it('returns only the sub and the display name of a good token', async () => {
    expect(await verifyLineIdToken({ apiBase: `${line.url}/`, channelId: FAKE_CHANNEL, idToken: `valid:${SUB}` })).toEqual({
      sub: SUB,
      name: 'Test',
    });
  });
  it('treats a wrong client_id as invalid', async () => {
    const err = await verifyLineIdToken({ apiBase: line.url, channelId: '5678', idToken: `valid:${SUB}` }).catch((e) => e);
    expect(err.reason).toBe('invalid');
  });
});

describe('LINE login in demo mode', async () => {
  const app = await testApp();
  const login = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/line-login', payload });
  it('accepts a LINE-looking or liff-mock id without a real token', async () => {
    expect(app.config.line.demo).toBe(true);
    for (const payload of [{ userId: SUB }, { userId: SUB, idToken: 'id_token' }, { userId: '123456789' }]) {
      expect((await login(payload)).statusCode, JSON.stringify(payload)).toBe(200);
    }
  });
  it('refuses ids that look like neither', async () => {
    for (const userId of ['admin', 'U123', `u${'a1'.repeat(16)}`, '1 OR 1=1']) {
      expect((await login({ userId })).statusCode, userId).toBe(401);
    }
  });
});
