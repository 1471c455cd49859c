import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { bangkokToday } from '../dates';
import { immediate } from '../tx';
import { BUDGET_WITHHELD, projectTotal } from './budget';

// The LINE message budget (docs/decisions.md "The LINE message budget"): past the owner's threshold a price alert
// reaches the member in the app only and is never pushed, while a receipt is still pushed; at 80 % of the cap the
// owner is told once a month.
describe('the LINE message budget', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: '2000000000-abcdEFGH' }) });
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app, 'staff');
  const member = await createMember(app, { verificationStatus: 2 });
  app.db
    .update(schema.users)
    .set({ lineUserId: `U${'a'.repeat(32)}` })
    .where(eq(schema.users.id, member.user.id))
    .run();

  const put = (who: { cookies: Record<string, string> }, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/admin/line/budget', cookies: who.cookies, payload: payload as object });
  let seq = 100;
  const receipt = () =>
    immediate(app.db, (tx) => app.line.notify(tx, member.user.id, { kind: 'deposit', id: ++seq, approved: true, amountSatang: 150_000 }));
  const priceAlert = () =>
    immediate(app.db, (tx) =>
      app.line.notify(tx, member.user.id, {
        kind: 'price-alert',
        id: 1,
        priceId: ++seq,
        alert: 'sell_below',
        thresholdSatang: 4_000_000,
        priceSatang: 3_990_000,
        offToken: 'off-token-0123456789',
      }),
    );
  const nearAlerts = () => app.db.select().from(schema.ownerAlerts).where(eq(schema.ownerAlerts.kind, 'line_budget_near')).all();

  it('is the owner’s: staff are refused, bad settings are a Thai 400 that changes nothing', async () => {
    expect((await app.inject({ url: '/api/admin/line/budget', cookies: staff.cookies })).statusCode).toBe(403);
    expect((await put(staff, { plan: 'pro', inAppOnlyFrom: { alerts: 70, reminders: 90 } })).statusCode).toBe(403);
    const before = (await app.inject({ url: '/api/admin/line/budget', cookies: owner.cookies })).json();
    expect(before).toMatchObject({
      plan: 'free',
      monthlyCap: 300,
      thresholds: { alerts: 70, reminders: 90 },
      month: bangkokToday().slice(0, 7),
    });
    for (const [body, code] of [
      [{ plan: 'custom', inAppOnlyFrom: { alerts: 70, reminders: 90 } }, 'CAP_REQUIRED'],
      [{ plan: 'basic', monthlyCap: 20_000, inAppOnlyFrom: { alerts: 70, reminders: 90 } }, 'PLAN_CAP'],
      [{ plan: 'pro', inAppOnlyFrom: { alerts: 90, reminders: 70 } }, 'THRESHOLD_ORDER'],
    ] as const) {
      const res = await put(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await app.inject({ url: '/api/admin/line/budget', cookies: owner.cookies })).json()).toMatchObject({
      plan: 'free',
      monthlyCap: 300,
    });
  });

  it('at the threshold a price alert goes to the app only while a receipt is still pushed; 80 % tells the owner once', async () => {
    const res = await put(owner, { plan: 'custom', monthlyCap: 10, inAppOnlyFrom: { alerts: 50, reminders: 90 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'custom', monthlyCap: 10, thresholds: { alerts: 50, reminders: 90 } });
    expect(app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'line_budget')).all()).toHaveLength(1);

    // The member app's screens say where alerts and reminders arrive this month.
    const says = async () => ({
      alerts: (await app.inject({ url: '/api/gold-price/alerts', headers: member.auth })).json().inAppOnly,
      reminders: (await app.inject({ url: '/api/me/account', headers: member.auth })).json().line.remindersInAppOnly,
    });
    expect(await says()).toEqual({ alerts: false, reminders: false });

    // Under the threshold: a price alert is pushed like anything else.
    for (let i = 0; i < 3; i++) await receipt();
    await priceAlert();
    expect(await app.line.sender.drain()).toMatchObject({ sent: 4 });

    // The 5th push reaches 50 %: the receipt queued before the alert is pushed, the alert is not.
    await receipt();
    await priceAlert();
    await app.line.sender.drain();
    expect(line.pushes()).toHaveLength(5);
    const last = app.db.select().from(schema.lineNotifications).all().at(-1)!;
    expect(last).toMatchObject({ status: 'withheld', lastError: BUDGET_WITHHELD, attempts: 0 });
    expect(last.dedupeKey).toMatch(/^price-alert:/);
    const inbox = (await app.inject({ url: '/api/me/messages', headers: member.auth })).json();
    expect(inbox.messages.filter((m: { text: string }) => m.text.includes('ราคาทอง')).length).toBeGreaterThanOrEqual(2);

    // Receipts go on; the 8th push (80 %) tells the owner, the 9th does not again.
    expect(nearAlerts()).toHaveLength(0);
    for (let i = 0; i < 3; i++) await receipt();
    await app.line.sender.drain();
    expect(nearAlerts()).toHaveLength(1);
    expect(nearAlerts()[0]!.details).toMatchObject({ month: bangkokToday().slice(0, 7), used: 8, cap: 10, percent: 80 });
    await receipt();
    await app.line.sender.drain();
    expect(line.pushes()).toHaveLength(9);
    expect(nearAlerts()).toHaveLength(1);

    const budget = (await app.inject({ url: '/api/admin/line/budget', cookies: owner.cookies })).json();
    expect(budget.sent).toEqual({ byKind: { deposit: 8, 'price-alert': 1 }, total: 9 });
    expect(budget.lineQuota).toEqual({ type: 'limited', value: 300 });
    expect(budget.lineConsumption).toBe(0);
    expect(budget.inAppOnlyNow).toEqual({ alerts: true, reminders: true });
    expect(budget.projectedTotal).toBeGreaterThanOrEqual(9);
    expect(await says()).toEqual({ alerts: true, reminders: true });
  });

  it('reminders and money are kept apart: a pawn reminder waits for its own threshold', async () => {
    await put(owner, { plan: 'custom', monthlyCap: 100, inAppOnlyFrom: { alerts: 5, reminders: 50 } });
    await immediate(app.db, (tx) => app.line.notify(tx, member.user.id, { kind: 'pawn-reminder', jnId: 'JN-1', dueDate: '2026-12-01' }));
    await priceAlert();
    await app.line.sender.drain();
    const [reminder, alert] = app.db.select().from(schema.lineNotifications).all().slice(-2);
    expect(reminder).toMatchObject({ status: 'sent' });
    expect(alert).toMatchObject({ status: 'withheld', lastError: BUDGET_WITHHELD });
  });
});

describe('LINE’s own figures', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN }) });
  const owner = await createStaff(app, 'owner');

  it('are unknown (null), not an error, when LINE does not answer', async () => {
    line.quota.down = true;
    const res = await app.inject({ url: '/api/admin/line/budget', cookies: owner.cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lineQuota: null, lineConsumption: null, sent: { byKind: {}, total: 0 }, projectedTotal: 0 });
    // Asked once, not on every call while LINE is down.
    await app.inject({ url: '/api/admin/line/budget', cookies: owner.cookies });
    expect(line.requests.filter((r) => r.path === '/v2/bot/message/quota')).toHaveLength(1);
    expect(
      app.db
        .select()
        .from(schema.ownerAlerts)
        .where(and(eq(schema.ownerAlerts.kind, 'line_budget_near')))
        .all(),
    ).toHaveLength(0);
  });

  it('projects the month linearly over Bangkok days', () => {
    expect(projectTotal(100, 10, 30)).toBe(300);
    expect(projectTotal(0, 1, 31)).toBe(0);
  });
});
