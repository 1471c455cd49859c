import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId } from '../../test/branch-support';
import { createStaff, createVerifiedMember, storedImage } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, FAKE_MINI_LIFF_ID, FAKE_MINI_SECRET, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { atMoment, pawnContract } from '../../test/pawn-support';
import { pickupBranch, redeemedPiece } from '../../test/pickup-support';
import { queuePickupReminders } from '../../areas/pickups/reminders';
import { queuePlanReminders } from '../../areas/savings-plan/reminders';
import { activeSaver } from '../../test/money-support';
import { goldHarness } from '../../test/gold-support';
import { immediate } from '../tx';

// Tuesday 1 December 2026, 10:00 in Bangkok; branches open 09:00–17:00 but Sundays.
const NOW = new Date('2026-12-01T03:00:00Z');
atMoment(NOW);
const at = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00+07:00`)).toISOString();

// A booking made in the LINE MINI App: its confirmation and its reminders go as service messages with the
// booking's token; a pawn contract's next due date goes with the token of the payment the member made on it
// (docs/decisions.md "Service messages after a payment").
describe('service messages after a booking, and the reminders that follow an action', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({
    line: lineTestConfig(line.url, {
      channelAccessToken: FAKE_ACCESS_TOKEN,
      miniAppLiffId: FAKE_MINI_LIFF_ID,
      miniAppChannelSecret: FAKE_MINI_SECRET,
      serviceTemplates: ['payment_completion_d_th', 'reservation_confirmation_d_th', 'reminder_d_th'],
    }),
  });
  const KW = branchId(app, 'เขาวิเศษ');
  pickupBranch(app, KW, 4);
  let seq = 0;

  beforeEach(() => {
    line.requests.length = 0;
    line.service.sent.length = 0;
  });

  async function memberWithLine() {
    const m = await createVerifiedMember(app);
    const lineUserId = `U${(++seq).toString(16).padStart(32, 'b')}`;
    app.db.update(schema.users).set({ lineUserId }).where(eq(schema.users.id, m.user.id)).run();
    return { ...m, lineUserId };
  }
  const tokenOf = (kind: 'pickup' | 'pawn' | 'plan' | 'gold', id: number) =>
    app.db
      .select()
      .from(schema.lineServiceTokens)
      .where(and(eq(schema.lineServiceTokens.paymentKind, kind), eq(schema.lineServiceTokens.paymentId, id)))
      .get();
  const rowOf = (key: string) => app.db.select().from(schema.lineNotifications).where(eq(schema.lineNotifications.dedupeKey, key)).get();
  const pushesTo = (lineUserId: string) => line.pushes().filter((p) => p.json.to === lineUserId);
  const book = (auth: Record<string, string>, ref: number, start: string, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/pickups',
      headers: { ...auth, ...(token && { 'x-line-access-token': token }) },
      payload: { what: 'pawn-redeem', ref, branch_id: KW, start },
    });

  it('a booking in the MINI App: confirmed and reminded the day before, both as service messages with its token', async () => {
    const m = await memberWithLine();
    const piece = await redeemedPiece(app, m, KW);
    const res = await book(m.auth, piece.id, at('2026-12-03', '10:00'), 'liff:Ubooker1');
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    await vi.waitFor(() => expect(rowOf(`pickup-booked:${id}`)).toBeDefined());
    expect(tokenOf('pickup', id)).toMatchObject({ userId: m.user.id, remaining: 5 });

    await app.line.sender.drain(new Date());
    expect(line.service.sent).toEqual([
      {
        templateName: 'reservation_confirmation_d_th',
        to: 'Ubooker1',
        params: { content: expect.stringMatching(/^จองวันรับ.+แล้ว: .+ ที่สาขาเขาวิเศษ กรุณานำบัตรประชาชนมาด้วย/), btn1_url: expect.any(String) },
      },
    ]);
    // The confirmation is in the member's messages in the app too.
    const inbox = app.db.select().from(schema.memberMessages).where(eq(schema.memberMessages.userId, m.user.id)).all();
    expect(inbox.map((x) => x.text).some((t) => t.startsWith('จองวันรับ'))).toBe(true);

    // The day before (2 December, 12:00 Bangkok): the reminder with the same booking's token.
    const dayBefore = new Date('2026-12-02T05:00:00Z');
    await queuePickupReminders(app, dayBefore);
    await app.line.sender.drain(dayBefore);
    expect(line.service.sent.map((s) => [s.templateName, s.params.content])).toEqual([
      ['reservation_confirmation_d_th', expect.anything()],
      ['reminder_d_th', expect.stringMatching(/^แจ้งเตือน: พรุ่งนี้/)],
    ]);
    expect(tokenOf('pickup', id)).toMatchObject({ remaining: 3 });
    expect(pushesTo(m.lineUserId)).toEqual([]);
    expect(rowOf(`pickup-booked:${id}`)?.via).toBe('service');
  });

  it('a booking from a browser (no token): nothing is asked of LINE, no confirmation is queued, and the reminder is pushed', async () => {
    const m = await memberWithLine();
    const piece = await redeemedPiece(app, m, KW);
    const res = await book(m.auth, piece.id, at('2026-12-03', '11:00'));
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    await new Promise((r) => setTimeout(r, 50));
    expect(line.requests.filter((r) => r.path.startsWith('/message/v3'))).toEqual([]);
    expect(rowOf(`pickup-booked:${id}`)).toBeUndefined();
    const dayBefore = new Date('2026-12-02T05:30:00Z');
    await queuePickupReminders(app, dayBefore);
    await app.line.sender.drain(dayBefore);
    expect(pushesTo(m.lineUserId).map((p) => p.json.messages[0].text)).toEqual([expect.stringMatching(/^แจ้งเตือน: พรุ่งนี้/)]);
  });

  it('a LIFF token LINE refuses: the booking stands, and no confirmation is queued', async () => {
    const m = await memberWithLine();
    const piece = await redeemedPiece(app, m, KW);
    const res = await book(m.auth, piece.id, at('2026-12-03', '12:00'), 'not-a-liff-token');
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(line.requests.some((r) => r.path === '/message/v3/notifier/token')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(tokenOf('pickup', res.json().id)).toBeUndefined();
    expect(rowOf(`pickup-booked:${res.json().id}`)).toBeUndefined();
  });

  it("a pawn contract's due date goes with the token of the payment made on it; another contract's is pushed", async () => {
    const m = await memberWithLine();
    const paid = pawnContract(app, m.customer.id, { dueDate: '2026-12-20' });
    const other = pawnContract(app, m.customer.id, { dueDate: '2026-12-21' });
    const request = app.db
      .insert(schema.pawnRequests)
      .values({
        jnId: paid.jnId,
        userId: m.user.id,
        kind: 'interest',
        status: 'approved',
        amountSatang: 20_000,
        interestSatang: 20_000,
        principalSatang: 0,
        payDate: '2026-11-20',
        quote: { newDueDate: '2026-12-20' },
        branchId: KW,
        proof: await storedImage(app, 'proof'),
      })
      .returning()
      .get();
    // What the payment flow does after the payment commits in the MINI App.
    expect(
      await app.line.service.remember(app.db, {
        userId: m.user.id,
        paymentKind: 'pawn',
        paymentId: request.id,
        liffAccessToken: 'liff:Upawner1',
      }),
    ).toBe(true);
    await immediate(app.db, (tx) => {
      app.line.notify(tx, m.user.id, { kind: 'pawn-reminder', jnId: paid.jnId, dueDate: '2026-12-20' });
      app.line.notify(tx, m.user.id, { kind: 'pawn-reminder', jnId: other.jnId, dueDate: '2026-12-21' });
    });
    await app.line.sender.drain(new Date());
    expect(line.service.sent.map((s) => [s.to, s.templateName, Boolean(s.params.content?.includes(paid.jnId))])).toEqual([
      ['Upawner1', 'reminder_d_th', true],
    ]);
    expect(pushesTo(m.lineUserId).map((p) => p.json.messages[0].text.includes(other.jnId))).toEqual([true]);
    expect(tokenOf('pawn', request.id)).toMatchObject({ remaining: 4 });
  });

  it('a monthly plan set in the MINI App: its reminder goes as a service message with the plan’s token', async () => {
    const m = await activeSaver(app);
    const lineUserId = `U${(++seq).toString(16).padStart(32, 'c')}`;
    app.db.update(schema.users).set({ lineUserId }).where(eq(schema.users.id, m.user.id)).run();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/savings-plan',
      headers: { ...m.auth, 'x-line-access-token': 'liff:Uplanner1' },
      payload: { account: 'saving', amount: 1500, day: 5 },
    });
    expect(res.statusCode).toBe(200);
    const plan = app.db.select().from(schema.savingsPlans).where(eq(schema.savingsPlans.userId, m.user.id)).get()!;
    await vi.waitFor(() => expect(tokenOf('plan', plan.id)).toBeDefined());
    // Saved again with another LIFF token: the plan keeps its token and LINE is not asked again.
    const asked = () => line.requests.filter((r) => r.path === '/message/v3/notifier/token').length;
    const before = asked();
    const again = await app.inject({
      method: 'PUT',
      url: '/api/savings-plan',
      headers: { ...m.auth, 'x-line-access-token': 'liff:Uplanner1' },
      payload: { account: 'saving', amount: 1500, day: 5 },
    });
    expect(again.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked()).toBe(before);
    const day = new Date('2026-12-05T03:00:00Z');
    expect((await queuePlanReminders(app, day)).queued).toBeGreaterThan(0);
    await app.line.sender.drain(day);
    expect(line.service.sent.filter((x) => x.to === 'Uplanner1').map((x) => [x.templateName, x.params.content])).toEqual([
      ['reminder_d_th', expect.stringMatching(/^ถึงวันออมทองตามแผนของคุณแล้ว: 1,500/)],
    ]);
    expect(pushesTo(lineUserId)).toEqual([]);
  });

  it('a gold deposit made in the MINI App: its approval goes as a service message with the receipt’s template', async () => {
    const gold = await goldHarness(app);
    await gold.setPrice(41_250, 41_150);
    const m = await gold.saver();
    const lineUserId = `U${(++seq).toString(16).padStart(32, 'd')}`;
    app.db.update(schema.users).set({ lineUserId }).where(eq(schema.users.id, m.user.id)).run();
    const sent = await gold.deposit({ ...m.auth, 'x-line-access-token': 'liff:Ugold1' }, '5000');
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().id as number;
    await vi.waitFor(() => expect(tokenOf('gold', id)).toBeDefined());
    expect((await gold.decide(id, 'approve')).statusCode).toBe(200);
    await app.line.sender.drain(new Date());
    expect(line.service.sent.filter((x) => x.to === 'Ugold1').map((x) => x.templateName)).toEqual(['payment_completion_d_th']);
    expect(pushesTo(lineUserId)).toEqual([]);
  });

  it('a reservation made in the MINI App: the shop’s confirmation goes with its pickup’s token, as a confirmation', async () => {
    const m = await memberWithLine();
    const p = app.db
      .insert(schema.products)
      .values({ code: 'GN-SVC1', name: 'สร้อยทดสอบ', weight: 1, unit: 'บาท', makingChargeSatang: 80_000, catId: 1 })
      .returning()
      .get();
    app.db.insert(schema.productStock).values({ productId: p.id, branchId: KW, quantity: 1 }).run();
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { ...m.auth, 'x-line-access-token': 'liff:Ureserver1' },
      payload: { code: p.code, branch_id: KW, start: at('2026-12-03', '14:00') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    await vi.waitFor(() => expect(tokenOf('pickup', r.pickupId)).toBeDefined());
    const owner = await createStaff(app, 'owner');
    const ok = await app.inject({ method: 'POST', url: `/api/admin/reservations/${r.id}/confirm`, cookies: owner.cookies, payload: {} });
    expect(ok.statusCode, ok.body).toBe(200);
    await app.line.sender.drain(new Date());
    expect(line.service.sent.filter((x) => x.to === 'Ureserver1').map((x) => x.templateName)).toEqual(['reservation_confirmation_d_th']);
    expect(pushesTo(m.lineUserId)).toEqual([]);
    expect(tokenOf('pickup', r.pickupId)).toMatchObject({ remaining: 4 });
  });
});
