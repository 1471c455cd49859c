import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff, storedImage } from '../../test/factories';
import { immediate } from '../tx';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { downRequest, fundedSaver, saver, savingTx, verificationRequest } from '../../test/fixtures';
import type { App } from '../../build-app';
import { createLineSender } from './push';
import { dedupeKey, eventKindOfKey, type LineEvent } from './messages';
import { branchId } from '../../test/branch-support';

const LIFF_ID = '2000000000-abcdEFGH';
let lineSeq = 0;
const newLineId = () => `U${(++lineSeq).toString(16).padStart(32, '0')}`;

function giveLine(app: App, userId: number): string {
  const id = newLineId();
  app.db.update(schema.users).set({ lineUserId: id }).where(eq(schema.users.id, userId)).run();
  return id;
}
const outbox = (app: App) => app.db.select().from(schema.lineNotifications).all();

describe('LINE notifications for staff decisions', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: LIFF_ID }) });
  const staff = await createStaff(app, 'owner');
  const as = (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api/admin${url}`, cookies: staff.cookies, payload });

  beforeEach(() => {
    line.requests.length = 0;
    line.pushReplies.length = 0;
  });

  // Each staff action: build the row (its own new member), then decide it; what the member must read and
  // where the link goes.
  type Setup = { userId: number; decide: () => Promise<number> };
  type Case = { name: string; key: RegExp; text: string | RegExp; path: string; setup: () => Promise<Setup> };
  const decided = (a: string) => (a === 'reject' ? 'rejected' : 'approved');
  const cases: Case[] = [
    ...(['approve', 'reject'] as const).map(
      (a): Case => ({
        name: `verification ${a}`,
        key: new RegExp(`^verification-${decided(a)}:\\d+$`),
        text: a === 'approve' ? 'ยืนยันตัวตนสำเร็จแล้ว' : 'การยืนยันตัวตนไม่ผ่าน กรุณาตรวจสอบและส่งข้อมูลใหม่\nเหตุผล: รูปไม่ชัด',
        path: a === 'approve' ? '' : '/verify',
        setup: async () => {
          const { member, request } = await verificationRequest(app);
          return {
            userId: member.user.id,
            decide: async () =>
              (await as(`/verifications/${request.id}/${a}`, a === 'reject' ? { reason: 'รูปไม่ชัด' } : undefined)).statusCode,
          };
        },
      }),
    ),
    ...(['approve', 'reject'] as const).map(
      (a): Case => ({
        name: `savings request ${a}`,
        key: new RegExp(`^saving-account-${decided(a)}:\\d+$`),
        text: a === 'approve' ? 'บัญชีออมทองประเภทที่ 1 ของคุณได้รับการอนุมัติแล้ว' : 'คำขอเปิดบัญชีออมทองประเภทที่ 1 ไม่ได้รับการอนุมัติ',
        path: '/saving',
        setup: async () => {
          const m = await createMember(app, { verificationStatus: 2 });
          const [acc] = await app.db
            .insert(schema.savingAccounts)
            .values({ userId: m.user.id, status: 'pending', branchId: branchId(app) })
            .returning();
          return { userId: m.user.id, decide: async () => (await as(`/saving/accounts/${acc!.id}/${a}`)).statusCode };
        },
      }),
    ),
    ...(['approve', 'reject'] as const).map(
      (a): Case => ({
        name: `deposit ${a}`,
        key: new RegExp(`^deposit-${decided(a)}:\\d+$`),
        // The reference in the one format the member reads everywhere (contract/references.ts).
        text:
          a === 'approve'
            ? /^รายการฝาก 1,500\.25 บาท \(เลขที่ S-\d{6}\) ได้รับการอนุมัติแล้ว ใบเสร็จ:/
            : /^รายการฝาก 1,500\.25 บาท \(เลขที่ S-\d{6}\) ไม่ได้รับการอนุมัติ\nเหตุผล: สลิปไม่ชัด/,
        path: a === 'approve' ? '/receipt/saving/\\d+' : '/saving',
        setup: async () => {
          const m = await saver(app);
          const t = await savingTx(app, m.user.id, 'deposit', 150_025);
          return {
            userId: m.user.id,
            decide: async () =>
              (await as(`/saving/transactions/${t.id}/${a}`, a === 'reject' ? { note: 'สลิปไม่ชัด' } : undefined)).statusCode,
          };
        },
      }),
    ),
    ...(['approve', 'reject'] as const).map(
      (a): Case => ({
        name: `withdrawal ${a}`,
        key: new RegExp(`^withdrawal-${decided(a)}:\\d+$`),
        text:
          a === 'approve'
            ? /^รายการถอน 100 บาท \(เลขที่ S-\d{6}\) ได้รับการอนุมัติแล้ว หลักฐานการถอน:/
            : /^รายการถอน 100 บาท \(เลขที่ S-\d{6}\) ไม่ได้รับการอนุมัติ\nเหตุผล: ไม่มีสินค้า/,
        path: a === 'approve' ? '/receipt/saving/\\d+' : '/saving',
        setup: async () => {
          const m = await fundedSaver(app, staff.staff.id, 50_000);
          const t = await savingTx(app, m.user.id, a === 'approve' ? 'withdraw_cash' : 'withdraw_goods', 10_000);
          return {
            userId: m.user.id,
            decide: async () =>
              (await as(`/saving/transactions/${t.id}/${a}`, a === 'reject' ? { note: 'ไม่มีสินค้า' } : undefined)).statusCode,
          };
        },
      }),
    ),
    ...(['approve', 'reject'] as const).map(
      (a): Case => ({
        name: `type 2 request ${a}`,
        key: new RegExp(`^down-request-${decided(a)}:\\d+$`),
        text: `คำขอออมทองประเภทที่ 2 ${a === 'approve' ? 'ได้รับ' : 'ไม่ได้รับ'}การอนุมัติ`,
        path: '/downing',
        setup: async () => {
          const { member, request } = await downRequest(app);
          const body =
            a === 'approve' ? { Prod_type: 'สร้อย', ApprovedAmount: 1000, StartDate: '2026-01-01', EndDate: '2026-12-31' } : { note: 'x' };
          return { userId: member.user.id, decide: async () => (await as(`/down/requests/${request.id}/${a}`, body)).statusCode };
        },
      }),
    ),
    ...(['approve', 'reject'] as const).map(
      (a): Case => ({
        name: `type 2 payment ${a}`,
        key: new RegExp(`^down-payment-${decided(a)}:\\d+$`),
        text: new RegExp(`^การชำระเงินออมทองประเภทที่ 2 500 บาท \\(เลขที่ D-\\d{6}\\) ${a === 'approve' ? 'ได้รับ' : 'ไม่ได้รับ'}การอนุมัติ`),
        path: a === 'approve' ? '/receipt/down/\\d+' : '/downing',
        setup: async () => {
          const { member, request } = await downRequest(app, 'approved');
          const [p] = await app.db
            .insert(schema.downPayments)
            .values({ downId: request.id, userId: member.user.id, amountSatang: 50_000, proof: await storedImage(app, 'slip') })
            .returning();
          return {
            userId: member.user.id,
            decide: async () => (await as(`/down/payments/${p!.id}/${a}`, a === 'reject' ? { note: 'ยอดไม่ตรง' } : undefined)).statusCode,
          };
        },
      }),
    ),
    ...(['complete', 'reject'] as const).map(
      (a): Case => ({
        name: `contract closing ${a}`,
        key: new RegExp(`^down-close-${decided(a)}:\\d+$`),
        text: a === 'complete' ? 'ปิดสัญญาออมทองประเภทที่ 2 เรียบร้อยแล้ว' : 'คำขอปิดสัญญาออมทองประเภทที่ 2 ไม่ได้รับการอนุมัติ\nเหตุผล: ยังค้างชำระ',
        path: '/downing',
        setup: async () => {
          const { member, request } = await downRequest(app, 'closing');
          const [c] = await app.db
            .insert(schema.downCloseRequests)
            .values({
              downId: request.id,
              userId: member.user.id,
              idCardImage: await storedImage(app, 'id_card'),
              idCardImageBack: await storedImage(app, 'id_card'),
            })
            .returning();
          return {
            userId: member.user.id,
            decide: async () => (await as(`/down/closes/${c!.id}/${a}`, a === 'reject' ? { note: 'ยังค้างชำระ' } : undefined)).statusCode,
          };
        },
      }),
    ),
  ];

  it.each(cases)('$name: one push to the member, in Thai, with a LIFF link; none without LINE', async (c) => {
    const withLine = await c.setup();
    const lineUserId = giveLine(app, withLine.userId);
    const before = outbox(app).length;
    expect(await withLine.decide()).toBe(200);
    const rows = outbox(app).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: withLine.userId, lineUserId, status: 'pending', attempts: 0 });
    expect(rows[0]!.dedupeKey).toMatch(c.key);

    expect(await app.line.sender.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const pushes = line.pushes();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.headers.authorization).toBe(`Bearer ${FAKE_ACCESS_TOKEN}`);
    expect(pushes[0]!.headers['x-line-retry-key']).toBe(rows[0]!.retryKey);
    expect(pushes[0]!.json.to).toBe(lineUserId);
    expect(pushes[0]!.json.messages).toHaveLength(1);
    const text: string = pushes[0]!.json.messages[0].text;
    if (typeof c.text === 'string') expect(text).toContain(c.text);
    else expect(text).toMatch(c.text);
    // c.path as a pattern: an approved movement's link names its receipt's id.
    expect(text).toMatch(new RegExp(`\\nhttps://liff\\.line\\.me/${LIFF_ID}${c.path}$`));
    expect(outbox(app).find((r) => r.id === rows[0]!.id)).toMatchObject({ status: 'sent', attempts: 1 });

    // The same action for a member who never signed in with LINE queues nothing.
    const without = await c.setup();
    const quiet = outbox(app).length;
    expect(await without.decide()).toBe(200);
    expect(outbox(app)).toHaveLength(quiet);
  });

  it('deciding twice (409) or queueing the same event twice gives one push', async () => {
    const { member, request } = await verificationRequest(app);
    giveLine(app, member.user.id);
    expect((await as(`/verifications/${request.id}/approve`)).statusCode).toBe(200);
    expect((await as(`/verifications/${request.id}/approve`)).statusCode).toBe(409);
    const event = { kind: 'verification' as const, id: request.id, approved: true };
    expect(await immediate(app.db, (tx) => app.line.notify(tx, member.user.id, event))).toBe('duplicate');
    expect(outbox(app).filter((r) => r.userId === member.user.id)).toHaveLength(1);
    await app.line.sender.drain();
    await app.line.sender.drain();
    expect(line.pushes()).toHaveLength(1);
  });

  it('nothing is queued when the staff transaction rolls back', async () => {
    const m = await createMember(app);
    giveLine(app, m.user.id);
    const before = outbox(app).length;
    await expect(
      immediate(app.db, (tx) => {
        expect(app.line.notify(tx, m.user.id, { kind: 'verification', id: 987654, approved: true })).toBe('queued');
        throw new Error('decision failed after the notification was queued');
      }),
    ).rejects.toThrow('decision failed');
    expect(outbox(app)).toHaveLength(before);
    // A refused decision (suspended member) queues nothing either.
    const { member, request } = await verificationRequest(app, { userStatus: 99 });
    giveLine(app, member.user.id);
    expect((await as(`/verifications/${request.id}/approve`)).statusCode).toBe(409);
    expect(outbox(app)).toHaveLength(before);
  });

  it('a failed push is retried with backoff (500, then 200) and sent once', async () => {
    const m = await createMember(app);
    const lineUserId = giveLine(app, m.user.id);
    await immediate(app.db, (tx) => app.line.notify(tx, m.user.id, { kind: 'deposit', id: 555, approved: true, amountSatang: 100 }));
    line.pushReplies.push(500);
    const t0 = new Date();
    expect(await app.line.sender.drain(t0)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const row = () => outbox(app).find((r) => r.dedupeKey === 'deposit-approved:555')!;
    expect(row()).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('500') });
    expect(Date.parse(row().nextAttemptAt)).toBe(t0.getTime() + 30_000);
    // Not due yet: nothing is tried.
    expect(await app.line.sender.drain(new Date(t0.getTime() + 29_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await app.line.sender.drain(new Date(t0.getTime() + 31_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(row()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const pushes = line.pushes();
    expect(pushes).toHaveLength(2);
    expect(pushes.map((p) => p.json.to)).toEqual([lineUserId, lineUserId]);
    expect(pushes[0]!.headers['x-line-retry-key']).toBe(pushes[1]!.headers['x-line-retry-key']);
  });

  it('a push LINE already accepted (our answer lost) is not shown twice: 409 on the retry key counts as sent', async () => {
    const m = await createMember(app);
    giveLine(app, m.user.id);
    await immediate(app.db, (tx) => app.line.notify(tx, m.user.id, { kind: 'deposit', id: 556, approved: true, amountSatang: 100 }));
    await app.line.sender.drain();
    // As if the process died before recording the success.
    app.db
      .update(schema.lineNotifications)
      .set({ status: 'pending', sentAt: null })
      .where(eq(schema.lineNotifications.dedupeKey, 'deposit-approved:556'))
      .run();
    expect(await app.line.sender.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(line.pushes().map((p) => p.headers['x-line-retry-key'])).toHaveLength(2);
    expect(outbox(app).find((r) => r.dedupeKey === 'deposit-approved:556')).toMatchObject({ status: 'sent' });
  });

  it('LINE not answering: the push is retried later and the rest of the batch waits for the next tick', async () => {
    const m = await createMember(app);
    giveLine(app, m.user.id);
    await immediate(app.db, (tx) => {
      app.line.notify(tx, m.user.id, { kind: 'deposit', id: 560, approved: true, amountSatang: 100 });
      app.line.notify(tx, m.user.id, { kind: 'deposit', id: 561, approved: true, amountSatang: 100 });
    });
    const impatient = createLineSender({ db: app.db, line: app.config.line, log: app.log, pushTimeoutMs: 200 });
    line.pushReplies.push(-1); // the first push hangs
    const t0 = Date.now();
    expect(await impatient.drain(new Date(t0))).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(Date.now() - t0).toBeLessThan(3000);
    const rows = outbox(app).filter((r) => r.dedupeKey === 'deposit-approved:560' || r.dedupeKey === 'deposit-approved:561');
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['pending', 1, 'LINE did not answer in time'],
      ['pending', 0, null],
    ]);
    expect(await impatient.drain(new Date(t0 + 31_000))).toEqual({ sent: 2, retried: 0, failed: 0 });
  });

  // Fault test: LINE accepting connections and never answering. Each timed-out push used to keep its
  // connection open, and with messages waiting one more was tried (and left open) at every tick.
  it('LINE hanging: each timed-out push lets its connection go, and the sender pauses instead of trying every tick', async () => {
    const m = await createMember(app);
    giveLine(app, m.user.id);
    await immediate(app.db, (tx) => {
      for (let i = 0; i < 10; i++) app.line.notify(tx, m.user.id, { kind: 'deposit', id: 700 + i, approved: true, amountSatang: 100 });
    });
    const impatient = createLineSender({ db: app.db, line: app.config.line, log: app.log, pushTimeoutMs: 150 });
    line.pushReplies.push(...Array(100).fill(-1));
    const t0 = Date.now();
    // Five minutes of the server's 5-second ticks.
    for (let at = t0; at < t0 + 300_000; at += 5_000) await impatient.drain(new Date(at));
    // Tries after 0, 30, 90 and 210 s: the pause doubles from 30 s.
    expect(line.pushes()).toHaveLength(4);
    await expect.poll(() => line.hungOpen(), { timeout: 2_000, interval: 50 }).toBe(0);
    // LINE answers again: everything waiting goes out at the next try.
    line.pushReplies.length = 0;
    const summary = await impatient.drain(new Date(t0 + 3_600_000));
    expect(summary).toEqual({ sent: 10, retried: 0, failed: 0 });
  });

  it('a message queued before the member was suspended or closed is withheld for good, but the shop’s decisions about their money or account still go', async () => {
    const priceAlert = (id: number) => ({
      kind: 'price-alert' as const,
      id,
      priceId: 1,
      alert: 'sell_below' as const,
      thresholdSatang: 4_000_000,
      priceSatang: 3_990_000,
      offToken: 'off',
    });
    const members = { suspended: await createMember(app), closed: await createMember(app), open: await createMember(app) };
    let id = 9000;
    for (const m of Object.values(members)) {
      giveLine(app, m.user.id);
      await immediate(app.db, (tx) => {
        app.line.notify(tx, m.user.id, priceAlert(++id));
        app.line.notify(tx, m.user.id, { kind: 'deposit', id, approved: false, amountSatang: 100, note: 'สลิปไม่ชัด' });
        app.line.notify(tx, m.user.id, { kind: 'pawn-reminder', jnId: `JN-${id}`, dueDate: '2026-12-01' });
      });
    }
    // After the messages were queued, before the sender's tick.
    app.db.update(schema.users).set({ verificationStatus: 99 }).where(eq(schema.users.id, members.suspended.user.id)).run();
    app.db.update(schema.users).set({ closedAt: new Date().toISOString() }).where(eq(schema.users.id, members.closed.user.id)).run();

    expect(await app.line.sender.drain()).toEqual({ sent: 7, retried: 0, failed: 0 });
    const rows = (userId: number) => outbox(app).filter((r) => r.userId === userId);
    const state = (userId: number) => Object.fromEntries(rows(userId).map((r) => [r.dedupeKey.split(':')[0], r.status]));
    const decisionsOnly = { 'price-alert': 'withheld', 'deposit-rejected': 'sent', 'pawn-reminder': 'sent' };
    expect(state(members.suspended.user.id)).toEqual(decisionsOnly);
    expect(state(members.closed.user.id)).toEqual(decisionsOnly);
    expect(state(members.open.user.id)).toEqual({ 'price-alert': 'sent', 'deposit-rejected': 'sent', 'pawn-reminder': 'sent' });
    const held = rows(members.suspended.user.id).find((r) => r.status === 'withheld')!;
    expect(held).toMatchObject({ attempts: 0, sentAt: null, lastError: expect.stringContaining('suspended') });
    expect(rows(members.closed.user.id).find((r) => r.status === 'withheld')!.lastError).toContain('closed');
    const pushedTo = line.pushes().map((p) => p.json.to);
    expect(pushedTo.filter((to) => to === rows(members.suspended.user.id)[0]!.lineUserId)).toHaveLength(2);
    // Not retried: reinstating the member later does not send a stale alert.
    app.db.update(schema.users).set({ verificationStatus: 2 }).where(eq(schema.users.id, members.suspended.user.id)).run();
    expect(await app.line.sender.drain(new Date(Date.now() + 86_400_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(line.pushes()).toHaveLength(7);
  });

  it('every kind of message has its key read back to its kind, so the sender knows what it holds', () => {
    const events: LineEvent[] = [
      { kind: 'verification', id: 1, approved: false },
      { kind: 'down-request', id: 2, approved: true },
      { kind: 'pawn-reminder', jnId: 'JN-1', dueDate: '2026-12-01' },
      { kind: 'pawn-pickup', id: 3, jnId: 'JN-1' },
      { kind: 'password-reset', id: 4, token: 't' },
      { kind: 'price-alert', id: 5, priceId: 6, alert: 'buyback_above', thresholdSatang: 1, priceSatang: 2, offToken: 'o' },
      { kind: 'owner-alert', id: 7, ownerId: 8, text: 'x' },
    ];
    for (const e of events) expect(eventKindOfKey(dedupeKey(e))).toBe(e.kind);
  });

  it('gives up after the maximum attempts, and at once on a message LINE refuses; both kept as failed', async () => {
    const m = await createMember(app);
    giveLine(app, m.user.id);
    await immediate(app.db, (tx) => {
      app.line.notify(tx, m.user.id, { kind: 'deposit', id: 557, approved: true, amountSatang: 100 });
    });
    let at = Date.now();
    line.pushReplies.push(...Array(8).fill(503));
    for (let i = 0; i < 7; i++) {
      expect((await app.line.sender.drain(new Date(at))).retried).toBe(1);
      at += 3_600_000;
    }
    expect(await app.line.sender.drain(new Date(at))).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(outbox(app).find((r) => r.dedupeKey === 'deposit-approved:557')).toMatchObject({ status: 'failed', attempts: 8 });
    expect(await app.line.sender.drain(new Date(at + 86_400_000))).toEqual({ sent: 0, retried: 0, failed: 0 });

    await immediate(app.db, (tx) => app.line.notify(tx, m.user.id, { kind: 'deposit', id: 558, approved: true, amountSatang: 100 }));
    line.pushReplies.push(400);
    expect(await app.line.sender.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(outbox(app).find((r) => r.dedupeKey === 'deposit-approved:558')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('400'),
    });
  });
});

describe('LINE notifications without a Messaging API channel (demo)', async () => {
  const app = await testApp();
  it('queues nothing and the decision still succeeds', async () => {
    const staff = await createStaff(app);
    const { member, request } = await verificationRequest(app);
    giveLine(app, member.user.id);
    const res = await app.inject({ method: 'POST', url: `/api/admin/verifications/${request.id}/approve`, cookies: staff.cookies });
    expect(res.statusCode).toBe(200);
    expect(outbox(app)).toHaveLength(0);
    expect(await app.line.sender.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

describe('with the jobs on (as in production)', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, jobs: true }) });
  it('the app drains the outbox on its own timer', async () => {
    const m = await createMember(app);
    giveLine(app, m.user.id);
    await immediate(app.db, (tx) => app.line.notify(tx, m.user.id, { kind: 'deposit', id: 900, approved: true, amountSatang: 100 }));
    await expect.poll(() => line.pushes().length, { timeout: 12_000, interval: 250 }).toBe(1);
    expect(outbox(app)[0]).toMatchObject({ status: 'sent' });
  }, 20_000);
});
