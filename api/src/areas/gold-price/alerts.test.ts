import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { fakeUpstream, upstreamAnswer } from '../../test/fake-gold-price';

const LIFF_ID = '2000000000-abcdEFGH';

async function setup() {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const fake = await fakeUpstream();
  const app = await testApp({
    goldPrice: { upstream: fake.url, cacheMs: 0, timeoutMs: 500 },
    line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: LIFF_ID }),
  });
  let minute = 0;
  /** The source announces a bar pair (sell-out, buy-back) in a new round. */
  const announce = async (sellOut: number, buyback: number) => {
    minute += 1;
    fake.set(
      upstreamAnswer(
        sellOut.toLocaleString('en-US', { minimumFractionDigits: 2 }),
        buyback.toLocaleString('en-US', { minimumFractionDigits: 2 }),
        '0',
        `10:${String(minute).padStart(2, '0')}`,
      ),
    );
    expect((await app.inject('/api/gold-price/latest')).statusCode).toBe(200);
  };
  const member = await createMember(app, { lineUserId: `U${'a'.repeat(32)}` });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, auth = member.auth) =>
    app.inject({ method, url, headers: auth, payload: payload as object });
  const messages = () =>
    app.db
      .select()
      .from(schema.lineNotifications)
      .all()
      .filter((n) => n.dedupeKey.startsWith('price-alert:'));
  return { app, announce, member, call, messages };
}

describe('price alerts', () => {
  it('fire once when a stored price crosses, not again until the price re-arms them', async () => {
    const { announce, call, messages } = await setup();
    await announce(41_600, 41_500);
    const set = await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 41_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      alerts: [{ kind: 'sell_below', threshold: 41_000, armed: true, firedAt: null }],
      max: 5,
      line: true,
    });
    await call('POST', '/api/gold-price/alerts', { kind: 'buyback_above', threshold: 42_000 });

    await announce(41_200, 41_100); // above the threshold: nothing
    expect(messages()).toHaveLength(0);
    await announce(40_900, 40_800); // crosses: one message
    expect(messages()).toHaveLength(1);
    const text = JSON.stringify(messages()[0]!.message);
    expect(text).toContain('40,900');
    expect(text).toContain(`https://liff.line.me/${LIFF_ID}/gold-price`);
    expect(text).toMatch(/alert-off=[A-Za-z0-9_-]{20,}/);
    await announce(40_800, 40_700); // still below: nothing more
    await announce(40_850, 40_750);
    expect(messages()).toHaveLength(1);
    const list = (await call('GET', '/api/gold-price/alerts')).json();
    expect(list.alerts[0]).toMatchObject({ armed: false });
    expect(list.alerts[0].firedAt).toBeTruthy();

    await announce(41_300, 41_200); // back above: re-armed, no message
    expect((await call('GET', '/api/gold-price/alerts')).json().alerts[0].armed).toBe(true);
    expect(messages()).toHaveLength(1);
    await announce(40_950, 40_850); // crosses again
    expect(messages()).toHaveLength(2);

    await announce(42_200, 42_100); // the buy-back alert crosses upward
    expect(messages()).toHaveLength(3);
    expect(JSON.stringify(messages()[2]!.message)).toContain('ราคารับซื้อ');
  });

  it('reach a member without LINE in the app’s messages: told so when set, delivered there when crossed', async () => {
    const { app, announce, call, messages } = await setup();
    const noLine = await createMember(app);
    await announce(41_600, 41_500);
    const set = await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 41_000 }, noLine.auth);
    expect(set.statusCode).toBe(200);
    // The app reads `line: false` and says the alert comes in its messages, with the button to link LINE.
    expect(set.json()).toMatchObject({ alerts: [{ kind: 'sell_below', threshold: 41_000, armed: true }], line: false });

    await announce(40_900, 40_800); // crosses
    // Nothing for LINE (there is no one to push to) ...
    expect(messages().filter((n) => n.userId === noLine.user.id)).toEqual([]);
    // ... and the message in the member's inbox, linking the price page.
    const inbox = (await app.inject({ url: '/api/me/messages', headers: noLine.auth })).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.messages).toEqual([
      expect.objectContaining({
        text: 'แจ้งเตือนราคาทอง: ราคาขายออกทองคำแท่ง 40,900 บาท ต่ำกว่า 41,000 บาท ที่คุณตั้งไว้แล้ว',
        path: '/gold-price',
        read: false,
      }),
    ]);
    const list = (await call('GET', '/api/gold-price/alerts', undefined, noLine.auth)).json();
    expect(list.alerts[0]).toMatchObject({ armed: false });
    // Once per crossing there too.
    await announce(40_800, 40_700);
    expect((await app.inject({ url: '/api/me/messages', headers: noLine.auth })).json().messages).toHaveLength(1);
  });

  it('hold while prices are paused, and look at the latest price once at the resume', async () => {
    const { app, announce, call, messages } = await setup();
    const owner = await createStaff(app, 'owner');
    const pause = (paused: boolean) =>
      app.inject({ method: 'PUT', url: '/api/gold-price/pause', cookies: owner.cookies, payload: { paused } });
    await announce(41_600, 41_500);
    await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 41_000 });
    expect((await pause(true)).statusCode).toBe(200);
    await announce(40_500, 40_400);
    expect(messages()).toHaveLength(0);
    expect((await pause(false)).json().pausedAt).toBeNull();
    expect(messages()).toHaveLength(1);
  });

  it('stay silent for a member staff suspended, re-arm meanwhile, and fire at the first price beyond after reinstatement', async () => {
    const { app, announce, call, member, messages } = await setup();
    const { cookies } = await createStaff(app);
    const staffPost = async (url: string) => expect((await app.inject({ method: 'POST', url, cookies, payload: {} })).statusCode).toBe(200);
    const other = await createMember(app, { lineUserId: `U${'b'.repeat(32)}` });
    const to = (userId: number) => messages().filter((n) => n.userId === userId);
    const inbox = (userId: number) =>
      app.db
        .select()
        .from(schema.memberMessages)
        .where(eq(schema.memberMessages.userId, userId))
        .all()
        .filter((m) => m.dedupeKey.startsWith('price-alert:'));
    const alertOf = (userId: number) => app.db.select().from(schema.priceAlerts).where(eq(schema.priceAlerts.userId, userId)).get()!;
    await announce(41_600, 41_500);
    for (const auth of [member.auth, other.auth])
      expect((await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 41_000 }, auth)).statusCode).toBe(200);
    await announce(40_900, 40_800); // both cross before the suspension: one message each
    expect([to(member.user.id).length, to(other.user.id).length]).toEqual([1, 1]);
    const firedBefore = alertOf(member.user.id).firedAt;

    await staffPost(`/api/admin/members/${member.user.id}/suspend`);
    await announce(41_300, 41_200); // back above: both re-arm, silently
    expect(alertOf(member.user.id).armed).toBe(1);
    await announce(40_800, 40_700); // crosses: the other member is told, the suspended one is not
    await announce(40_750, 40_650);
    expect([to(member.user.id).length, to(other.user.id).length]).toEqual([1, 2]);
    expect(inbox(member.user.id)).toHaveLength(1);
    // Held, not spent: still armed and its last firing the one before the suspension.
    expect(alertOf(member.user.id)).toMatchObject({ armed: 1, firedAt: firedBefore });

    await staffPost(`/api/admin/members/${member.user.id}/reinstate`);
    await announce(40_700, 40_600); // still below: the reinstated member hears once, the other nothing new
    await announce(40_650, 40_550);
    expect([to(member.user.id).length, to(other.user.id).length]).toEqual([2, 2]);
    expect(JSON.stringify(to(member.user.id)[1]!.message)).toContain('40,700');
    expect(inbox(member.user.id)).toHaveLength(2);
  });

  it('are deleted when the member closes the account: a later crossing tells nobody', async () => {
    const { app, announce, call, member, messages } = await setup();
    await announce(41_600, 41_500);
    await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 41_000 });
    const closed = await app.inject({
      method: 'POST',
      url: '/api/me/close',
      headers: member.auth,
      payload: { confirm: true, password: 'demo1234' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(app.db.select().from(schema.priceAlerts).where(eq(schema.priceAlerts.userId, member.user.id)).all()).toEqual([]);
    await announce(40_900, 40_800);
    expect(messages()).toEqual([]);
  });

  it('refuse thresholds outside a sane band, a sixth alert, and a repeat, in Thai', async () => {
    const { announce, call } = await setup();
    await announce(41_600, 41_500);
    for (const threshold of [0, -5, 416_000.01, 41_000.123, 'abc', '41000', null]) {
      const res = await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold });
      expect(res.statusCode, String(threshold)).toBe(400);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    expect((await call('POST', '/api/gold-price/alerts', { kind: 'sell_above', threshold: 41_000 })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 40_000 + i })).statusCode).toBe(200);
    const sixth = await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 39_000 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_ALERTS' });
    const list = (await call('GET', '/api/gold-price/alerts')).json();
    expect(list.alerts).toHaveLength(5);
    await call('DELETE', `/api/gold-price/alerts/${list.alerts[0].id}`);
    expect((await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 40_001 })).json()).toMatchObject({
      code: 'ALERT_EXISTS',
    });
  });

  it("are a member's own: another's is not found, a member without LINE is told, the link switches one off", async () => {
    const { app, announce, call } = await setup();
    await announce(41_600, 41_500);
    const other = await createMember(app);
    const mine = (await call('POST', '/api/gold-price/alerts', { kind: 'sell_below', threshold: 41_000 })).json().alerts[0];
    expect((await call('DELETE', `/api/gold-price/alerts/${mine.id}`, undefined, other.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/gold-price/alerts', undefined, other.auth)).json()).toEqual({
      alerts: [],
      max: 5,
      line: false,
      inAppOnly: false,
      delivery: 'each',
    });
    expect((await app.inject('/api/gold-price/alerts')).statusCode).toBe(401);

    const token = app.db.select().from(schema.priceAlerts).where(eq(schema.priceAlerts.id, mine.id)).get()!.offToken;
    expect((await app.inject({ method: 'POST', url: '/api/gold-price/alerts/off', payload: { token: 'x'.repeat(24) } })).statusCode).toBe(
      404,
    );
    const off = await app.inject({ method: 'POST', url: '/api/gold-price/alerts/off', payload: { token } });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/gold-price/alerts')).json().alerts).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/gold-price/alerts/off', payload: { token } })).statusCode).toBe(404);
  });
});
