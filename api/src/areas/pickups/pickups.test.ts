import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId } from '../../test/branch-support';
import { createMember, createStaff, createVerifiedMember } from '../../test/factories';
import { atMoment } from '../../test/pawn-support';
import { closingDown, goldBarToCollect, goodsToCollect, pickupBranch, redeemedPiece } from '../../test/pickup-support';
import { queuePickupReminders } from './reminders';

// Tuesday 1 December 2026, 10:00 in Bangkok. Branches open 09:00–17:00 but Sundays, 30-minute slots.
const NOW = new Date('2026-12-01T03:00:00Z');
atMoment(NOW);
/** A Bangkok 'YYYY-MM-DD HH:MM' as the ISO the API speaks. */
const at = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00+07:00`)).toISOString();

describe('pickups: slots and bookings', async () => {
  const app = await testApp();
  const KW = branchId(app, 'เขาวิเศษ');
  const NW = branchId(app, 'นาวง');
  pickupBranch(app, KW, 2);
  pickupBranch(app, NW, 2);
  const owner = await createStaff(app, 'owner');
  const member = await createVerifiedMember(app);
  const piece = await redeemedPiece(app, member, KW);
  const slots = (branch: number, date: string) =>
    app.inject({ url: `/api/pickups/slots?branch_id=${branch}&date=${date}`, headers: member.auth });
  const bookAs = (auth: Record<string, string>, ref: number, start: string, branch = KW) =>
    app.inject({ method: 'POST', url: '/api/pickups', headers: auth, payload: { what: 'pawn-redeem', ref, branch_id: branch, start } });
  const count = () => app.db.select().from(schema.pickups).all().length;

  it('offers the branch hours of a day in slots, after the lead time, with the places free', async () => {
    const res = await slots(KW, '2026-12-02');
    expect(res.statusCode).toBe(200);
    const day = res.json() as { start: string; end: string; free: number }[];
    // Wednesday: 10:00 is the first start 24 h from now; the last slot ends at closing.
    expect(day[0]).toEqual({ start: at('2026-12-02', '10:00'), end: at('2026-12-02', '10:30'), free: 2 });
    expect(day.at(-1)!.end).toBe(at('2026-12-02', '17:00'));
    expect(day).toHaveLength(14);
    expect((await slots(KW, '2026-12-06')).json()).toEqual([]); // Sunday
    expect((await slots(KW, '2027-01-01')).json()).toEqual([]); // beyond 30 days
    expect((await slots(KW, '2026-12-31')).json()).not.toEqual([]);
  });

  it('offers nothing on a closure and refuses booking one, in Thai', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/branches/${KW}/closures`,
      cookies: owner.cookies,
      payload: { date: '2026-12-04', reason: 'ตรวจนับสินค้า' },
    });
    expect(res.statusCode).toBe(200);
    expect((await slots(KW, '2026-12-04')).json()).toEqual([]);
    const refused = await bookAs(member.auth, piece.id, at('2026-12-04', '10:00'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BRANCH_CLOSED_DAY', message: expect.stringContaining('ตรวจนับสินค้า') });
    expect(count()).toBe(0);
  });

  it.each([
    ['outside the hours', at('2026-12-02', '17:30'), 'OUTSIDE_HOURS'],
    ['on a Sunday', at('2026-12-06', '10:00'), 'OUTSIDE_HOURS'],
    ['inside the lead time', at('2026-12-02', '09:30'), 'TOO_SOON'],
    ['in the past', at('2026-11-30', '10:00'), 'TOO_SOON'],
    ['beyond 30 days', at('2027-01-04', '10:00'), 'TOO_FAR'],
    ['off a slot start', at('2026-12-02', '10:15'), 'NOT_A_SLOT'],
    ['not a time', 'tomorrow at ten', 'BAD_START'],
  ])('refuses a booking %s in Thai (400) and writes nothing', async (_what, start, code) => {
    const res = await bookAs(member.auth, piece.id, start);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[ก-๙]/);
    expect(count()).toBe(0);
  });

  it('refuses a branch that takes no pickups, and one closed to new business', async () => {
    app.db.update(schema.branches).set({ takesPickups: false }).where(eq(schema.branches.id, NW)).run();
    const res = await bookAs(member.auth, piece.id, at('2026-12-02', '10:00'), NW);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NO_PICKUPS');
    expect((await slots(NW, '2026-12-02')).statusCode).toBe(400);
    app.db.update(schema.branches).set({ takesPickups: true }).where(eq(schema.branches.id, NW)).run();
    expect(count()).toBe(0);
  });

  it("books the member's own redeemed piece once; another member's is 404, one not ready 409", async () => {
    const other = await createVerifiedMember(app);
    expect((await bookAs(other.auth, piece.id, at('2026-12-02', '10:00'))).statusCode).toBe(404);
    const pending = await redeemedPiece(app, member, KW);
    app.db.update(schema.pawnRequests).set({ status: 'pending' }).where(eq(schema.pawnRequests.id, pending.id)).run();
    const notReady = await bookAs(member.auth, pending.id, at('2026-12-02', '10:00'));
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('NOT_READY');

    const ready = await app.inject({ url: '/api/pickups/ready', headers: member.auth });
    expect(ready.json()).toEqual([{ what: 'pawn-redeem', ref: piece.id, label: `สัญญาขายฝาก ${piece.jnId}` }]);
    expect((await app.inject({ url: '/api/pickups/ready', headers: other.auth })).json()).toEqual([]);
    const ok = await bookAs(member.auth, piece.id, at('2026-12-02', '10:00'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      what: 'pawn-redeem',
      ref: piece.id,
      branch_id: KW,
      branchName: 'เขาวิเศษ',
      start: at('2026-12-02', '10:00'),
      end: at('2026-12-02', '10:30'),
      status: 'booked',
      statusText: 'นัดรับแล้ว',
      label: `สัญญาขายฝาก ${piece.jnId}`,
    });
    const again = await bookAs(member.auth, piece.id, at('2026-12-02', '11:00'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_BOOKED');
    expect((await slots(KW, '2026-12-02')).json()[0].free).toBe(1);
    const mine = await app.inject({ url: '/api/pickups', headers: member.auth });
    expect(mine.json()).toHaveLength(1);
    expect((await app.inject({ url: '/api/pickups', headers: other.auth })).json()).toEqual([]);
  });

  it('gives the last place of a slot to exactly one of 20 members booking at the same moment', async () => {
    const start = at('2026-12-03', '14:00');
    const first = await createVerifiedMember(app);
    expect((await bookAs(first.auth, (await redeemedPiece(app, first, KW)).id, start)).statusCode).toBe(200);
    const members = await Promise.all(Array.from({ length: 20 }, () => createVerifiedMember(app)));
    const refs = await Promise.all(members.map((m) => redeemedPiece(app, m, KW)));
    const answers = await Promise.all(members.map((m, i) => bookAs(m.auth, refs[i]!.id, start)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({ code: 'SLOT_FULL', message: 'ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น' });
    }
    const inSlot = app.db.select().from(schema.pickups).where(eq(schema.pickups.startAt, start)).all();
    expect(inSlot).toHaveLength(2);
  });

  it('moves and cancels a booking until the cut-off; another member cannot', async () => {
    const m = await createVerifiedMember(app);
    const ref = (await redeemedPiece(app, m, KW)).id;
    const booked = (await bookAs(m.auth, ref, at('2026-12-07', '10:00'))).json();
    const other = await createVerifiedMember(app);
    const moveAs = (auth: Record<string, string>, start: string, branch = KW) =>
      app.inject({ method: 'PUT', url: `/api/pickups/${booked.id}`, headers: auth, payload: { branch_id: branch, start } });
    expect((await moveAs(other.auth, at('2026-12-07', '11:00'))).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/pickups/${booked.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await moveAs(m.auth, at('2026-12-07', '11:15'))).json().code).toBe('NOT_A_SLOT');
    const moved = await moveAs(m.auth, at('2026-12-08', '13:00'), NW);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: booked.id, branch_id: NW, start: at('2026-12-08', '13:00'), status: 'booked' });
    const gone = await app.inject({ method: 'DELETE', url: `/api/pickups/${booked.id}`, headers: m.auth });
    expect(gone.statusCode).toBe(200);
    expect((await moveAs(m.auth, at('2026-12-08', '14:00'))).json().code).toBe('PICKUP_NOT_BOOKED');
    // Cancelled, the piece may be booked again.
    expect((await bookAs(m.auth, ref, at('2026-12-09', '10:00'))).statusCode).toBe(200);
  });

  it("refuses a move or cancel after the owner's cut-off", async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/api/admin/pickups/settings',
      cookies: owner.cookies,
      payload: { leadHours: 0, cutoffHours: 3 },
    });
    expect(set.statusCode).toBe(200);
    const m = await createVerifiedMember(app);
    const ref = (await redeemedPiece(app, m, KW)).id;
    const soon = (await bookAs(m.auth, ref, at('2026-12-01', '12:00'))).json();
    const res = await app.inject({ method: 'DELETE', url: `/api/pickups/${soon.id}`, headers: m.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAST_CUTOFF', message: expect.stringContaining('3 ชั่วโมง') });
    await app.inject({
      method: 'PUT',
      url: '/api/admin/pickups/settings',
      cookies: owner.cookies,
      payload: { leadHours: 24, cutoffHours: 2 },
    });
  });

  it('refuses an unverified member', async () => {
    const m = await createMember(app);
    expect((await bookAs(m.auth, piece.id, at('2026-12-02', '10:30'))).statusCode).toBe(403);
  });
});

describe("pickups: the staff's day", async () => {
  const app = await testApp();
  const KW = branchId(app, 'เขาวิเศษ');
  const NW = branchId(app, 'นาวง');
  pickupBranch(app, KW, 2);
  const kwStaff = await createStaff(app, 'staff', 'kw', [KW]);
  const nwStaff = await createStaff(app, 'staff', 'nw', [NW]);
  const owner = await createStaff(app, 'owner');
  const member = await createVerifiedMember(app);
  const piece = await redeemedPiece(app, member, KW);
  const start = at('2026-12-02', '10:00');
  const booked = (
    await app.inject({
      method: 'POST',
      url: '/api/pickups',
      headers: member.auth,
      payload: { what: 'pawn-redeem', ref: piece.id, branch_id: KW, start },
    })
  ).json();
  const day = (cookies: Record<string, string>, q = 'date=2026-12-02') => app.inject({ url: `/api/admin/pickups?${q}`, cookies });
  const post = (cookies: Record<string, string>, id: number, what: 'handed-over' | 'missed') =>
    app.inject({ method: 'POST', url: `/api/admin/pickups/${id}/${what}`, cookies, payload: {} });

  it("lists a day's pickups to its branch's staff and the owner, the ID masked; another branch's staff see none", async () => {
    const res = await day(kwStaff.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: booked.id,
        memberName: member.customer.name,
        idToCheck: `xxxxxxxxx${member.customer.card.slice(-4)}`,
        label: `สัญญาขายฝาก ${piece.jnId}`,
        start,
      }),
    ]);
    expect((await day(nwStaff.cookies)).json()).toEqual([]);
    expect((await day(nwStaff.cookies, `date=2026-12-02&branch_id=${KW}`)).json()).toEqual([]);
    expect((await day(owner.cookies)).json()).toHaveLength(1);
    expect((await day(owner.cookies, `date=2026-12-02&branch_id=${NW}`)).json()).toEqual([]);
    expect((await day(kwStaff.cookies, 'date=2026-12-03')).json()).toEqual([]);
  });

  it("refuses another branch's staff (403) and hands over at the pickup's branch, redeeming the contract", async () => {
    const refused = await post(nwStaff.cookies, booked.id, 'handed-over');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OTHER_BRANCH');
    expect((await post(nwStaff.cookies, booked.id, 'missed')).statusCode).toBe(403);
    const res = await post(kwStaff.cookies, booked.id, 'handed-over');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'handed_over', statusText: 'รับของแล้ว', handedOverBy: 'kw' });
    const request = app.db.select().from(schema.pawnRequests).where(eq(schema.pawnRequests.id, piece.id)).get()!;
    expect(request).toMatchObject({ status: 'picked_up', pickedUpBy: kwStaff.staff.id });
    const contract = app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, piece.jnId)).get()!;
    expect(contract.jnStatus).toBe('ไถ่ถอนแล้ว');
    expect((await post(kwStaff.cookies, booked.id, 'handed-over')).statusCode).toBe(409);
    const audits = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'pickup')).all();
    expect(audits).toHaveLength(1);
  });

  it('hands over nothing when the request it collects refuses (the pickup stays booked)', async () => {
    const m = await createVerifiedMember(app);
    const p2 = await redeemedPiece(app, m, KW);
    const b = (
      await app.inject({
        method: 'POST',
        url: '/api/pickups',
        headers: m.auth,
        payload: { what: 'pawn-redeem', ref: p2.id, branch_id: KW, start: at('2026-12-02', '11:00') },
      })
    ).json();
    // Suspended: the handover is held (lib/decide.ts), and the pickup with it.
    app.db.update(schema.users).set({ verificationStatus: 99 }).where(eq(schema.users.id, m.user.id)).run();
    const res = await post(kwStaff.cookies, b.id, 'handed-over');
    expect(res.statusCode).toBe(409);
    expect(app.db.select().from(schema.pickups).where(eq(schema.pickups.id, b.id)).get()!.status).toBe('booked');
  });

  it('marks a pickup missed once its time has come, and asks the member to book again', async () => {
    const m = await createVerifiedMember(app);
    const p3 = await redeemedPiece(app, m, KW);
    const past = app.db
      .insert(schema.pickups)
      .values({
        userId: m.user.id,
        what: 'pawn-redeem',
        ref: p3.id,
        branchId: KW,
        startAt: at('2026-12-01', '09:00'),
        endAt: at('2026-12-01', '09:30'),
      })
      .returning()
      .get();
    const res = await post(kwStaff.cookies, past.id, 'missed');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('missed');
    const inbox = app.db.select().from(schema.memberMessages).where(eq(schema.memberMessages.userId, m.user.id)).all();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.text).toContain('กรุณาจองวันรับใหม่');
    // The future one is not missed yet.
    const p4 = await redeemedPiece(app, m, KW);
    const later = (
      await app.inject({
        method: 'POST',
        url: '/api/pickups',
        headers: m.auth,
        payload: { what: 'pawn-redeem', ref: p4.id, branch_id: KW, start: at('2026-12-02', '12:00') },
      })
    ).json();
    expect((await post(kwStaff.cookies, later.id, 'missed')).json().code).toBe('NOT_YET');
  });

  it('reminds each member the Bangkok day before, once (in the app without LINE)', async () => {
    const inboxOf = (userId: number) => app.db.select().from(schema.memberMessages).where(eq(schema.memberMessages.userId, userId)).all();
    // Today (1 December) is two days before nothing; tomorrow's (2 December) pickups are reminded now.
    expect((await queuePickupReminders(app, new Date('2026-11-30T05:00:00Z'))).queued).toBe(0);
    const first = await queuePickupReminders(app, new Date('2026-12-01T05:00:00Z'));
    expect(first.queued).toBeGreaterThan(0);
    expect((await queuePickupReminders(app, new Date('2026-12-01T06:00:00Z'))).queued).toBe(0);
    const reminded = app.db
      .select()
      .from(schema.pickups)
      .all()
      .filter((p) => p.reminderSentAt !== null);
    expect(reminded.every((p) => p.status === 'booked' && p.startAt.startsWith('2026-12-0'))).toBe(true);
    const msgs = inboxOf(reminded[0]!.userId).filter((x) => x.text.startsWith('แจ้งเตือน'));
    expect(msgs).toHaveLength(1);
    expect(msgs[0]!.text).toContain('สาขาเขาวิเศษ');
    expect(msgs[0]!.text).toContain('เวลา');
  });
});

describe('pickups: goods from savings and the type 2 piece hand over through their own areas', async () => {
  const app = await testApp();
  const KW = branchId(app, 'เขาวิเศษ');
  pickupBranch(app, KW, 2);
  const kwStaff = await createStaff(app, 'staff', 'kw2', [KW]);
  const member = await createVerifiedMember(app);
  const book = (what: string, ref: number, hhmm: string) =>
    app.inject({
      method: 'POST',
      url: '/api/pickups',
      headers: member.auth,
      payload: { what, ref, branch_id: KW, start: at('2026-12-02', hhmm) },
    });
  const handOver = (id: number) =>
    app.inject({ method: 'POST', url: `/api/admin/pickups/${id}/handed-over`, cookies: kwStaff.cookies, payload: {} });

  it('a goods withdrawal to collect at the branch: booked once approved, handed over once prepared', async () => {
    const goods = goodsToCollect(app, member.user.id, KW);
    const delivered = app.db
      .insert(schema.savingTransactions)
      .values({ userId: member.user.id, kind: 'withdraw_goods', amountSatang: 500_000, status: 'approved', isDelivery: 'จัดส่ง' })
      .returning()
      .get();
    expect((await book('saving-goods', delivered.id, '10:00')).json().code).toBe('NOT_READY');
    const ready = (await app.inject({ url: '/api/pickups/ready', headers: member.auth })).json();
    expect(ready).toEqual([{ what: 'saving-goods', ref: goods.id, label: expect.stringContaining('S-') }]);
    const booked = await book('saving-goods', goods.id, '10:00');
    expect(booked.statusCode).toBe(200);
    // Not prepared yet: the savings area's own step order refuses, and the pickup stays booked.
    const early = await handOver(booked.json().id);
    expect(early.statusCode).toBe(409);
    app.db.update(schema.savingTransactions).set({ fulfilment: 'prepared' }).where(eq(schema.savingTransactions.id, goods.id)).run();
    const res = await handOver(booked.json().id);
    expect(res.statusCode).toBe(200);
    expect(app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, goods.id)).get()!.fulfilment).toBe(
      'picked_up',
    );
  });

  it('a type 2 close request: booked while the contract waits to close, closed when the piece is handed over', async () => {
    const { down, close } = await closingDown(app, member.user.id, KW);
    const booked = await book('down-close', close.id, '11:00');
    expect(booked.statusCode).toBe(200);
    expect((await handOver(booked.json().id)).statusCode).toBe(200);
    expect(app.db.select().from(schema.downRequests).where(eq(schema.downRequests.id, down.id)).get()!.status).toBe('closed');
    expect(app.db.select().from(schema.downCloseRequests).where(eq(schema.downCloseRequests.id, close.id)).get()!.status).toBe('approved');
  });
});

describe('a booked pickup follows its request when another screen closes it', async () => {
  const app = await testApp();
  const KW = branchId(app, 'เขาวิเศษ');
  pickupBranch(app, KW, 4);
  const kwStaff = await createStaff(app, 'staff', 'kw3', [KW]);
  const member = await createVerifiedMember(app);
  const book = async (what: string, ref: number, hhmm: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pickups',
      headers: member.auth,
      payload: { what, ref, branch_id: KW, start: at('2026-12-02', hhmm) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const staffPost = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, cookies: kwStaff.cookies, payload });
  const pickup = (id: number) => app.db.select().from(schema.pickups).where(eq(schema.pickups.id, id)).get()!;

  it('the pawn "รอรับสินค้าคืน" queue hands the piece over: its pickup is handed over too, by that staff member', async () => {
    const piece = await redeemedPiece(app, member, KW);
    const id = await book('pawn-redeem', piece.id, '10:00');
    expect((await staffPost(`/api/admin/pawn/requests/${piece.id}/picked-up`)).statusCode).toBe(200);
    expect(pickup(id)).toMatchObject({ status: 'handed_over', handedOverBy: kwStaff.staff.id });
    // The pickup day no longer offers a handover that would answer 409.
    const day = (await app.inject({ url: '/api/admin/pickups?date=2026-12-02', cookies: kwStaff.cookies })).json() as {
      id: number;
      status: string;
    }[];
    expect(day.find((p) => p.id === id)?.status).toBe('handed_over');
  });

  it('the savings fulfilment queue records picked_up: its pickup is handed over', async () => {
    app.db.insert(schema.savingAccounts).values({ userId: member.user.id, status: 'active', branchId: KW }).run();
    const goods = goodsToCollect(app, member.user.id, KW, 'prepared');
    const id = await book('saving-goods', goods.id, '10:30');
    const res = await staffPost(`/api/admin/saving/transactions/${goods.id}/fulfilment`, { step: 'picked_up' });
    expect(res.statusCode).toBe(200);
    expect(pickup(id).status).toBe('handed_over');
  });

  it('a type 2 close completed from its queue hands the pickup over; one rejected cancels it', async () => {
    const { close: done } = await closingDown(app, member.user.id, KW);
    const handed = await book('down-close', done.id, '11:00');
    expect((await staffPost(`/api/admin/down/closes/${done.id}/complete`)).statusCode).toBe(200);
    expect(pickup(handed).status).toBe('handed_over');

    const { close: refused } = await closingDown(app, member.user.id, KW);
    const cancelled = await book('down-close', refused.id, '11:30');
    expect((await staffPost(`/api/admin/down/closes/${refused.id}/reject`, { note: 'ยอดผ่อนยังไม่ครบ' })).statusCode).toBe(200);
    expect(pickup(cancelled).status).toBe('cancelled');
    const trail = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'pickup')).all();
    // The pickups of the three screens: handed over (pawn, savings, type 2) and cancelled, each audited once.
    expect(trail.map((a) => a.action)).toEqual(['fulfil', 'fulfil', 'fulfil', 'cancel']);
  });
});

describe('bar gold from the gold account is booked and handed over like the rest', async () => {
  const app = await testApp();
  const KW = branchId(app, 'เขาวิเศษ');
  pickupBranch(app, KW, 4);
  const kwStaff = await createStaff(app, 'staff', 'kw4', [KW]);
  const member = await createVerifiedMember(app);
  const book = async (ref: number, hhmm: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pickups',
      headers: member.auth,
      payload: { what: 'gold-bar', ref, branch_id: KW, start: at('2026-12-02', hhmm) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const gold = (id: number) => app.db.select().from(schema.goldTransactions).where(eq(schema.goldTransactions.id, id)).get()!;
  const pickup = (id: number) => app.db.select().from(schema.pickups).where(eq(schema.pickups.id, id)).get()!;

  it('1 สลึง asked: offered to book; handed over at the pickup day it is approved, its grams leave the account', async () => {
    const bar = goldBarToCollect(app, member.user.id, KW, kwStaff.staff.id);
    const ready = (await app.inject({ url: '/api/pickups/ready', headers: member.auth })).json();
    expect(ready).toEqual([{ what: 'gold-bar', ref: bar.id, label: expect.stringMatching(/^ทองแท่ง 1 สลึง G-\d+$/) }]);
    const id = await book(bar.id, '10:00');
    const res = await app.inject({ method: 'POST', url: `/api/admin/pickups/${id}/handed-over`, cookies: kwStaff.cookies, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(gold(bar.id)).toMatchObject({ status: 'approved', decidedBy: kwStaff.staff.id });
    const ledger = app.db.select().from(schema.goldLedger).where(eq(schema.goldLedger.transactionId, bar.id)).get()!;
    expect(ledger.units).toBe(-38_110);
    expect(pickup(id).status).toBe('handed_over');
    expect((await app.inject({ url: '/api/pickups/ready', headers: member.auth })).json()).toEqual([]);
  });

  it('refused from the gold queue: the grams are free again and the booking is cancelled', async () => {
    const other = await createVerifiedMember(app);
    const bar = goldBarToCollect(app, other.user.id, KW, kwStaff.staff.id);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/pickups',
      headers: other.auth,
      payload: { what: 'gold-bar', ref: bar.id, branch_id: KW, start: at('2026-12-02', '11:00') },
    });
    expect(booked.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/gold-account/transactions/${bar.id}/reject`,
      cookies: kwStaff.cookies,
      payload: { note: 'ทองแท่งหมด กรุณาขอใหม่สัปดาห์หน้า' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(gold(bar.id).status).toBe('rejected');
    expect(pickup(booked.json().id).status).toBe('cancelled');
  });
});
