import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage } from '../../test/factories';
import { activeSaver } from '../../test/money-support';
import { FAKE_ACCESS_TOKEN, FAKE_MINI_LIFF_ID, FAKE_MINI_SECRET, lineTestConfig, startFakeLine } from '../../test/fake-line';
import type { App } from '../../build-app';
import { sentThisMonth } from './budget';
import { paymentOfKey, templateFor } from './service-messages';

// A payment made in the app inside the shop's LINE MINI App gets its receipt as a service message, and every
// other way a push (docs/decisions.md "Service messages after a payment").
describe('service messages for payments made in the app', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const TEMPLATE = 'payment_completion_d_th';
  const app = await testApp({
    line: lineTestConfig(line.url, {
      channelAccessToken: FAKE_ACCESS_TOKEN,
      liffId: '1234-OldLiffA',
      miniAppLiffId: FAKE_MINI_LIFF_ID,
      miniAppChannelSecret: FAKE_MINI_SECRET,
      serviceTemplates: [TEMPLATE, 'reminder_d_th'],
    }),
  });
  const staff = await createStaff(app, 'owner');
  const slip = await pngImage();
  let seq = 0;

  beforeEach(() => {
    line.requests.length = 0;
    line.service.sent.length = 0;
  });

  /** A member with LINE deposits in the app (the one payment flow), with or without the LIFF access token. */
  async function depositInApp(liffAccessToken?: string) {
    const m = await activeSaver(app);
    const lineUserId = `U${(++seq).toString(16).padStart(32, 'a')}`;
    app.db.update(schema.users).set({ lineUserId }).where(eq(schema.users.id, m.user.id)).run();
    const body = multipart({ amount: '1500', amountString: 'หนึ่งพันห้าร้อยบาท' }, { proof: slip });
    const res = await app.inject({
      method: 'POST',
      url: '/api/saving/create-saving',
      payload: body.payload,
      headers: { ...body.headers, ...m.auth, ...(liffAccessToken && { 'x-line-access-token': liffAccessToken }) },
    });
    expect(res.statusCode).toBe(200);
    return { id: res.json().id as number, lineUserId };
  }
  const tokenOf = (a: App, id: number) =>
    a.db.select().from(schema.lineServiceTokens).where(eq(schema.lineServiceTokens.paymentId, id)).get();
  const approve = async (id: number) => {
    const res = await app.inject({ method: 'POST', url: `/api/admin/saving/transactions/${id}/approve`, cookies: staff.cookies });
    expect(res.statusCode).toBe(200);
    await app.line.sender.drain();
  };
  const pushesTo = (lineUserId: string) => line.pushes().filter((p) => p.json.to === lineUserId);

  it('with a token: the receipt goes as a service message from the first template, no push, and the renewed token is kept', async () => {
    const { id, lineUserId } = await depositInApp('liff:Umember1');
    await vi.waitFor(() => expect(tokenOf(app, id)).toBeDefined());
    expect(tokenOf(app, id)).toMatchObject({ paymentKind: 'deposit', remaining: 5 });
    const issued = tokenOf(app, id)!.token;

    await approve(id);
    expect(line.service.sent).toEqual([
      {
        templateName: TEMPLATE,
        to: 'Umember1',
        params: {
          content: expect.stringMatching(/^รายการฝาก 1,500 บาท \(เลขที่ S-\d{6}\) ได้รับการอนุมัติแล้ว ใบเสร็จ:$/),
          btn1_url: `https://miniapp.line.me/${FAKE_MINI_LIFF_ID}/receipt/saving/${id}`,
        },
      },
    ]);
    expect(pushesTo(lineUserId)).toEqual([]);
    // Renewed on use: the new value and one message fewer.
    expect(tokenOf(app, id)).toMatchObject({ remaining: 4 });
    expect(tokenOf(app, id)!.token).not.toBe(issued);
    // Marked sent as a service message, and not counted against the month's pushes.
    const row = app.db.select().from(schema.lineNotifications).where(eq(schema.lineNotifications.lineUserId, lineUserId)).get()!;
    expect([row.status, row.via]).toEqual(['sent', 'service']);
    expect(sentThisMonth(app.db, new Date())).toBe(0);
  });

  it('without a token (a browser, the old LIFF app): the receipt is pushed', async () => {
    const { id, lineUserId } = await depositInApp();
    expect(tokenOf(app, id)).toBeUndefined();
    await approve(id);
    expect(line.service.sent).toEqual([]);
    expect(pushesTo(lineUserId)).toHaveLength(1);
    expect(pushesTo(lineUserId)[0]!.json.messages[0].text).toContain(`https://miniapp.line.me/${FAKE_MINI_LIFF_ID}/receipt/saving/${id}`);
  });

  it('a token LINE refuses: the receipt is pushed and the token dropped', async () => {
    const { id, lineUserId } = await depositInApp('liff:Umember3');
    await vi.waitFor(() => expect(tokenOf(app, id)).toBeDefined());
    line.service.refused.add(tokenOf(app, id)!.token);
    await approve(id);
    expect(line.service.sent).toEqual([]);
    expect(pushesTo(lineUserId)).toHaveLength(1);
    expect(tokenOf(app, id)).toBeUndefined();
  });

  it('an expired token is not tried: pushed', async () => {
    const { id, lineUserId } = await depositInApp('liff:Umember4');
    await vi.waitFor(() => expect(tokenOf(app, id)).toBeDefined());
    app.db
      .update(schema.lineServiceTokens)
      .set({ expiresAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(schema.lineServiceTokens.paymentId, id))
      .run();
    await approve(id);
    expect(line.requests.filter((r) => r.path.startsWith('/message/v3/notifier/send'))).toEqual([]);
    expect(pushesTo(lineUserId)).toHaveLength(1);
  });

  it('a LIFF access token LINE refuses stores nothing, and the payment stands', async () => {
    const { id, lineUserId } = await depositInApp('not-a-liff-token');
    await vi.waitFor(() => expect(line.requests.some((r) => r.path === '/message/v3/notifier/token')).toBe(true));
    expect(tokenOf(app, id)).toBeUndefined();
    await approve(id);
    expect(pushesTo(lineUserId)).toHaveLength(1);
  });

  it('without templates configured nothing is asked of LINE and receipts are pushed', async () => {
    const plain = await testApp({
      line: lineTestConfig(line.url, {
        channelAccessToken: FAKE_ACCESS_TOKEN,
        miniAppLiffId: FAKE_MINI_LIFF_ID,
        miniAppChannelSecret: FAKE_MINI_SECRET,
      }),
    });
    const m = await activeSaver(plain);
    const body = multipart({ amount: '100', amountString: 'หนึ่งร้อยบาท' }, { proof: slip });
    const res = await plain.inject({
      method: 'POST',
      url: '/api/saving/create-saving',
      payload: body.payload,
      headers: { ...body.headers, ...m.auth, 'x-line-access-token': 'liff:Uplain' },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(line.requests.filter((r) => r.path.startsWith('/message/v3') || r.path.startsWith('/oauth2/v3'))).toEqual([]);
    await plain.close();
  });

  it('names the payment an approval answers; refusals and other kinds are pushed', () => {
    expect(paymentOfKey('deposit-approved:12')).toEqual({ kind: 'deposit', id: 12 });
    expect(paymentOfKey('down-payment-approved:3')).toEqual({ kind: 'instalment', id: 3 });
    expect(paymentOfKey('pawn-request-approved:7')).toEqual({ kind: 'pawn', id: 7 });
    expect(paymentOfKey('gold-approved:9')).toEqual({ kind: 'gold', id: 9 });
    expect(paymentOfKey('deposit-rejected:12')).toBeNull();
    expect(paymentOfKey('withdrawal-approved:12')).toBeNull();
    expect(paymentOfKey('pawn-reminder:JN-1:2026-12-01')).toBeNull();
  });

  it('picks the template by what the message is: a receipt, a booking’s confirmation, a reminder; missing ones fall back', () => {
    const three = ['payment_completion_d_th', 'reservation_confirmation_d_th', 'reminder_d_th'];
    expect(templateFor(three, 'deposit-approved:1')).toBe('payment_completion_d_th');
    expect(templateFor(three, 'pickup-booked:2')).toBe('reservation_confirmation_d_th');
    expect(templateFor(three, 'reservation:confirmed:4')).toBe('reservation_confirmation_d_th');
    expect(templateFor(three, 'reservation:expired:4')).toBe('reminder_d_th');
    expect(templateFor(three, 'pickup-reminder:2:2026-12-03T03:00:00.000Z')).toBe('reminder_d_th');
    expect(templateFor(three, 'pawn-reminder:JN-1:2026-12-01')).toBe('reminder_d_th');
    expect(templateFor(three.slice(0, 2), 'pawn-reminder:JN-1:2026-12-01')).toBe('reservation_confirmation_d_th');
    expect(templateFor(three.slice(0, 1), 'pickup-booked:2')).toBe('payment_completion_d_th');
  });
});
