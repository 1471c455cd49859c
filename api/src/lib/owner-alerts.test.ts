import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../test/app';
import { createStaff, multipart } from '../test/factories';
import { FAKE_ACCESS_TOKEN, FAKE_CHANNEL_SECRET, lineTestConfig, startFakeLine } from '../test/fake-line';
import { signLineBody } from '../areas/line/signature';
import { alertOwner, OWNER_ALERT_HOURS, recentOwnerAlerts } from './owner-alerts';
import { immediate } from './tx';

/**
 * A plain staff account replaced the bank account members transfer to, and it went public at once. The
 * account is the owner's to change, and every change reaches the owner: LINE (when linked) and the
 * dashboard for a day.
 */
describe('owner alerts', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({
    line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, channelSecret: FAKE_CHANNEL_SECRET }),
  });
  const owner = await createStaff(app, 'owner', 'owner1');
  const secondOwner = await createStaff(app, 'owner', 'owner2');
  const staff = await createStaff(app, 'staff', 'clerk');
  const OWNER_LINE = `U${'0a'.repeat(16)}`;
  const account = app.db
    .insert(schema.bankAccounts)
    .values({ bank: 'กสิกรไทย', accName: 'ร้านทอง', accNo: '111-1-11111-1' })
    .returning()
    .get();
  const outbox = () => app.db.select().from(schema.lineNotifications).all();
  const dashboard = async (cookies = staff.cookies) => (await app.inject({ url: '/api/admin/dashboard', cookies })).json();
  const putAccount = (cookies: Record<string, string>, accNo: string) => {
    const b = multipart({ bank: 'ไทยพาณิชย์', acc_name: 'นาย ปลอม', acc_no: accNo });
    return app.inject({
      method: 'PUT',
      url: `/api/content/account-details/${account.id}`,
      payload: b.payload,
      headers: b.headers,
      cookies,
    });
  };
  const webhook = (text: string, userId: string) => {
    const body = JSON.stringify({
      events: [
        { type: 'message', webhookEventId: `ev-${text}-${userId}`, source: { type: 'user', userId }, message: { type: 'text', text } },
      ],
    });
    return app.inject({
      method: 'POST',
      url: '/api/line/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) },
    });
  };

  it('a plain staff account cannot change the receiving account', async () => {
    const res = await putAccount(staff.cookies, '999-9-99999-9');
    expect(res.statusCode).toBe(403);
    expect((await app.inject('/api/content/account-details')).json().acc_no).toBe('111-1-11111-1');
    expect((await dashboard()).ownerAlerts).toEqual([]);
  });

  it('the owner links LINE by sending a one-time code to the shop’s LINE; a wrong code links nothing', async () => {
    const code = (await app.inject({ method: 'POST', url: '/api/admin/me/line-link', cookies: owner.cookies, payload: {} })).json();
    expect(code).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), lineBasicId: expect.any(String) });
    expect((await app.inject({ method: 'POST', url: '/api/admin/me/line-link', cookies: staff.cookies, payload: {} })).statusCode).toBe(
      403,
    );
    const wrong = code.code === '000000' ? '000001' : '000000';
    expect((await webhook(wrong, `U${'0b'.repeat(16)}`)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/me/line-link', cookies: owner.cookies })).json()).toEqual({ linked: false });
    expect((await webhook(` ${code.code} `, OWNER_LINE)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/me/line-link', cookies: owner.cookies })).json()).toEqual({ linked: true });
    expect(app.db.select().from(schema.staff).where(eq(schema.staff.id, owner.staff.id)).get()!.lineUserId).toBe(OWNER_LINE);
    // Used once: the same code again links nobody else.
    await webhook(code.code, `U${'0c'.repeat(16)}`);
    expect(
      app.db
        .select()
        .from(schema.staff)
        .where(eq(schema.staff.lineUserId, `U${'0c'.repeat(16)}`))
        .all(),
    ).toHaveLength(0);
    expect(outbox().some((n) => n.lineUserId === OWNER_LINE && n.dedupeKey.startsWith('owner-line-linked:'))).toBe(true);
  });

  it('guessing codes ends them: five wrong six-digit messages drop every live code', async () => {
    const { code } = (
      await app.inject({ method: 'POST', url: '/api/admin/me/line-link', cookies: secondOwner.cookies, payload: {} })
    ).json();
    const guesses = ['111111', '222222', '333333', '444444', '555555'].filter((g) => g !== code).slice(0, 5);
    for (const g of guesses) await webhook(g, `U${'0d'.repeat(16)}`);
    await webhook(code, `U${'0d'.repeat(16)}`);
    expect((await app.inject({ url: '/api/admin/me/line-link', cookies: secondOwner.cookies })).json()).toEqual({ linked: false });
  });

  it('the owner’s change is recorded with the change, pushed to the owner’s LINE and shown on the dashboard', async () => {
    const before = outbox().length;
    const res = await putAccount(owner.cookies, '222-2-22222-9');
    expect(res.statusCode).toBe(200);
    const all = (await dashboard()).ownerAlerts as { kind: string; text: string; id: number }[];
    // The LINE link above is an alert of its own (a link the owner did not make must show).
    expect(all.map((a) => a.kind)).toEqual(['bank_account', 'owner_line']);
    const alerts = all.filter((a) => a.kind === 'bank_account');
    const alert = alerts[0]!;
    expect(alert).toMatchObject({ kind: 'bank_account', by: 'owner1', text: expect.stringContaining('ไทยพาณิชย์ xxx2229') });
    expect(alert.text).toContain('จากเดิม กสิกรไทย xxx1111');
    // Never the whole number, in the alert or the push.
    expect(JSON.stringify(alerts)).not.toContain('222-2-22222-9');
    const pushes = outbox().slice(before);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ lineUserId: OWNER_LINE, dedupeKey: `owner-alert:${alert.id}:${owner.staff.id}` });
    await app.line.sender.drain();
    const sent = line.pushes().at(-1)!.json;
    expect(sent.to).toBe(OWNER_LINE);
    expect(sent.messages[0].text).toMatch(/^แจ้งเจ้าของร้าน: บัญชีรับโอนเงินของร้านถูกเปลี่ยน.*\/admin\/dashboard$/s);
    // A logo alone changes nothing members transfer to: no alert.
    const logoOnly = multipart({}, {});
    await app.inject({
      method: 'PUT',
      url: `/api/content/account-details/${account.id}`,
      payload: logoOnly.payload,
      headers: logoOnly.headers,
      cookies: owner.cookies,
    });
    expect((await dashboard()).ownerAlerts).toHaveLength(2);
  });

  it('rolls back with the change, and the dashboard keeps a day of them', async () => {
    const count = () => app.db.select().from(schema.ownerAlerts).all().length;
    const n = count();
    await expect(
      immediate(app.db, (tx) => {
        alertOwner(app, tx, { kind: 'manual_price', staffId: staff.staff.id, details: { buy: '40,000' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(count()).toBe(n);
    const later = new Date(Date.now() + (OWNER_ALERT_HOURS + 1) * 3600_000);
    expect(recentOwnerAlerts(app.db, later)).toEqual([]);
    expect(recentOwnerAlerts(app.db)).toHaveLength(n);
  });
});
