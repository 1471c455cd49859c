import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { FORGOT_PASSWORD_MESSAGE } from '../../../contract/accounts';
import { testApp } from '../../test/app';
import { createMember } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';

/**
 * Forgot password: a one-time link pushed to the member's linked LINE; the same answer for any name; the link
 * works once, for 30 minutes, ends every session, and is never kept readable.
 */
describe('password reset over LINE', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({
    line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: '2000000000-abcdEFGH' }),
    signinRateLimit: 100,
  });
  const forgot = (username: string) => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username } });
  const reset = (token: string, password = 'newpass123') =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: password, confirmPassword: password } });
  const signin = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  /** The token in the last link pushed to this LINE user. */
  const pushedToken = async (lineUserId: string) => {
    await app.line.sender.drain();
    const push = line
      .pushes()
      .filter((p) => p.json.to === lineUserId)
      .at(-1);
    return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(push?.json.messages[0].text ?? '')?.[1];
  };

  it('pushes a link to the linked LINE; the link sets the password once and ends the old sessions', async () => {
    const lineUserId = `U${'1'.repeat(32)}`;
    const m = await createMember(app, { username: 'forgetful', lineUserId });
    const res = await forgot('Forgetful');
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const token = await pushedToken(lineUserId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    expect(JSON.stringify(app.db.select().from(schema.passwordResets).all())).not.toContain(token!);

    expect((await reset(token!)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me/account', headers: m.auth })).statusCode).toBe(401);
    expect((await signin('forgetful', 'newpass123')).statusCode).toBe(200);
    expect((await signin('forgetful', 'demo1234')).statusCode).toBe(401);
    // Once: the same link again is refused, and its message no longer holds it.
    const again = await reset(token!, 'other1234');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_INVALID' });
    expect(JSON.stringify(app.db.select().from(schema.lineNotifications).all())).not.toContain(token!);
  });

  it('answers the same for an unknown name and a member without LINE, and pushes nothing', async () => {
    await createMember(app, { username: 'nolineuser' });
    const before = line.pushes().length;
    for (const name of ['nolineuser', 'nobodyatall']) expect((await forgot(name)).json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await app.line.sender.drain();
    expect(line.pushes().length).toBe(before);
  });

  it('refuses an expired link, a made-up one, and a closed account’s', async () => {
    const lineUserId = `U${'2'.repeat(32)}`;
    const m = await createMember(app, { username: 'expiring', lineUserId });
    await forgot('expiring');
    const token = (await pushedToken(lineUserId))!;
    app.db
      .update(schema.passwordResets)
      .set({ expiresAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(schema.passwordResets.userId, m.user.id))
      .run();
    expect((await reset(token)).statusCode).toBe(400);
    expect((await reset('x'.repeat(43))).statusCode).toBe(400);
    expect((await reset('short')).statusCode).toBe(400);

    const lineUserId3 = `U${'3'.repeat(32)}`;
    const c = await createMember(app, { username: 'closing', lineUserId: lineUserId3 });
    await forgot('closing');
    const token3 = (await pushedToken(lineUserId3))!;
    expect(
      (await app.inject({ method: 'POST', url: '/api/me/close', headers: c.auth, payload: { confirm: true, password: 'demo1234' } }))
        .statusCode,
    ).toBe(200);
    expect((await reset(token3)).statusCode).toBe(400);
    expect(app.db.select().from(schema.users).where(eq(schema.users.id, c.user.id)).get()!.passwordHash).toBeNull();
  });

  it('sends at most 3 links an hour to one member', async () => {
    const lineUserId = `U${'4'.repeat(32)}`;
    await createMember(app, { username: 'spammed', lineUserId });
    for (let i = 0; i < 5; i++) await forgot('spammed');
    await app.line.sender.drain();
    expect(line.pushes().filter((p) => p.json.to === lineUserId)).toHaveLength(3);
  });
});
