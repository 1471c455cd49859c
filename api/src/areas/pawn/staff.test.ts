import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember, multipart, pngImage } from '../../test/factories';
import { addDays, bangkokToday } from '../../lib/dates';
import { branchId } from '../../test/branch-support';

describe('admin pawn contracts', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, cookies: staff.cookies, payload });
  const member = await createVerifiedMember(app);
  const today = bangkokToday();
  const drop = <T extends object>(o: T, key: keyof T) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
  const contract = (jn_id: string, over: object = {}) => ({
    jn_id,
    customerId: member.customer.id,
    jn_date: '2026-01-15',
    Net_Total: 12_500.5,
    Rate_In: 312.75,
    fee: 20,
    jn_Status: 'ปกติ',
    due_date: addDays(today, 3),
    ...over,
  });

  it('creates a contract for a customer; the member sees it on /repurchase', async () => {
    const res = await as('POST', '/pawn/contracts', contract('JN-001'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      jn_id: 'JN-001',
      Net_Total: 12_500.5,
      Rate_In: 312.75,
      fee: 20,
      customerName: member.customer.name,
      paid: 0,
    });
    const row = app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, 'JN-001')).get()!;
    expect(row).toMatchObject({ netTotalSatang: 1_250_050, rateInSatang: 31_275, feeSatang: 2_000 });
    const mine = await app.inject({ url: '/api/pawn/get-pawn', headers: member.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(expect.arrayContaining([expect.objectContaining({ jn_id: 'JN-001', Net_Total: 12_500.5 })]));
    expect((await as('POST', '/pawn/contracts', contract('JN-001'))).statusCode).toBe(409);
  });

  it.each([
    [{ Net_Total: 1.005 }],
    [{ Net_Total: 0 }],
    [{ jn_date: '2026-13-01' }],
    [{ due_date: 'tomorrow' }],
    [{ customerId: 999999 }],
    [{ jn_Status: '' }],
    [{ jn_id: 'bad id!' }],
  ])('refuses a bad contract %j and writes nothing', async (over) => {
    const res = await as('POST', '/pawn/contracts', contract('JN-BAD', over));
    expect(res.statusCode).toBe(400);
    expect(app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, 'JN-BAD')).get()).toBeUndefined();
  });

  it('keeps a contract at the branch staff choose on the form; get-pawn names it', async () => {
    const khao = branchId(app, 'เขาวิเศษ');
    expect((await as('POST', '/pawn/contracts', contract('JN-B1'))).json().branch_id).toBe(branchId(app, 'นาวง'));
    expect((await as('POST', '/pawn/contracts', contract('JN-B2', { branch_id: khao }))).json().branch_id).toBe(khao);
    const mine = (await app.inject({ url: '/api/pawn/get-pawn', headers: member.auth })).json();
    expect(mine.find((c: { jn_id: string }) => c.jn_id === 'JN-B2').branch_id).toBe(khao);
    // Left out of an edit it stays; moved to another open branch it moves.
    expect((await as('PUT', '/pawn/contracts/JN-B2', drop(contract('JN-B2'), 'jn_id'))).json().branch_id).toBe(khao);
    const hat = branchId(app, 'หาดสำราญ');
    expect((await as('PUT', '/pawn/contracts/JN-B2', { ...drop(contract('JN-B2'), 'jn_id'), branch_id: hat })).json().branch_id).toBe(hat);
    // Never to a branch closed to new contracts, or one that does not exist; a contract already there may stay.
    app.db.update(schema.branches).set({ closedAt: '2026-01-01T00:00:00Z' }).where(eq(schema.branches.id, khao)).run();
    try {
      for (const branch_id of [khao, 999]) {
        expect((await as('POST', '/pawn/contracts', contract('JN-B3', { branch_id }))).json().code).toBe('BAD_BRANCH');
        expect((await as('PUT', '/pawn/contracts/JN-B2', { ...drop(contract('JN-B2'), 'jn_id'), branch_id })).json().code).toBe(
          'BAD_BRANCH',
        );
      }
      app.db.update(schema.pawnContracts).set({ branchId: khao }).where(eq(schema.pawnContracts.jnId, 'JN-B2')).run();
      expect((await as('PUT', '/pawn/contracts/JN-B2', { ...drop(contract('JN-B2'), 'jn_id'), branch_id: khao })).statusCode).toBe(200);
    } finally {
      app.db.update(schema.branches).set({ closedAt: null }).where(eq(schema.branches.id, khao)).run();
    }
  });

  it('edits a contract', async () => {
    await as('POST', '/pawn/contracts', contract('JN-002'));
    const { jn_id: _, ...body } = contract('JN-002', { jn_Status: 'ไถ่ถอนแล้ว', fee: 0 });
    const res = await as('PUT', '/pawn/contracts/JN-002', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jn_Status: 'ไถ่ถอนแล้ว', fee: 0 });
    expect((await as('PUT', '/pawn/contracts/NOPE', body)).statusCode).toBe(404);
    expect((await as('PUT', '/pawn/contracts/JN-002', { ...body, Rate_In: 0.001 })).statusCode).toBe(400);
  });

  it("moving a contract to another customer is the owner's: staff get 403 OWNER_NEEDED and nothing changes", async () => {
    await as('POST', '/pawn/contracts', contract('JN-MOVE'));
    const other = await createVerifiedMember(app);
    const { jn_id: _, ...body } = contract('JN-MOVE', { customerId: other.customer.id });
    const res = await as('PUT', '/pawn/contracts/JN-MOVE', body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OWNER_NEEDED', message: expect.stringContaining('เจ้าของร้าน') });
    const row = () => app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, 'JN-MOVE')).get()!;
    expect(row().customerId).toBe(member.customer.id);
    const owner = await createStaff(app, 'owner');
    const moved = await app.inject({ method: 'PUT', url: '/api/admin/pawn/contracts/JN-MOVE', cookies: owner.cookies, payload: body });
    expect(moved.statusCode).toBe(200);
    expect(row().customerId).toBe(other.customer.id);
  });

  it('records payments with and without a proof image; the member sees them', async () => {
    await as('POST', '/pawn/contracts', contract('JN-003'));
    const post = (fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
      const body = multipart(fields, files);
      return app.inject({ method: 'POST', url: '/api/admin/pawn/contracts/JN-003/payments', cookies: staff.cookies, ...body });
    };
    const a = await post({ pay_date: '2026-02-15', Total: '312.75', pay_type: 'โอน', external_ref: 'R1' }, { proof: await pngImage() });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ Total: 312.75, pay_type: 'โอน', external_ref: 'R1' });
    expect(a.json().proof).toMatch(/^\/api\/images\/p\//);
    const b = await post({ pay_date: '2026-03-15', Total: '1,000', pay_type: 'เงินสด' });
    expect(b.statusCode).toBe(200);
    expect(b.json().proof).toBeNull();
    expect((await post({ pay_date: '2026-03-15', Total: '1', pay_type: 'เงินสด', external_ref: 'R1' })).statusCode).toBe(409);
    expect((await post({ pay_date: '2026-02-31', Total: '1', pay_type: 'x' })).statusCode).toBe(400);
    expect((await post({ pay_date: '2026-02-01', Total: '1.234', pay_type: 'x' })).statusCode).toBe(400);
    expect((await post({ pay_date: '2026-02-01', Total: '0', pay_type: 'x' })).statusCode).toBe(400);
    const list = (await as('GET', '/pawn/contracts/JN-003/payments')).json();
    expect(list.map((p: { Total: number }) => p.Total)).toEqual([1000, 312.75]);
    const contracts = (await as('GET', '/pawn/contracts?q=JN-003')).json();
    expect(contracts.data[0].paid).toBe(1312.75);
    const mine = await app.inject({ url: '/api/pawn/get-pawn/JN-003', headers: member.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(2);
    expect((await as('GET', '/pawn/contracts/NOPE/payments')).statusCode).toBe(404);
  });

  it('lists contracts due within N days (default 7), soonest first', async () => {
    await as('POST', '/pawn/contracts', contract('DUE-0', { due_date: today }));
    await as('POST', '/pawn/contracts', contract('DUE-6', { due_date: addDays(today, 6) }));
    await as('POST', '/pawn/contracts', contract('DUE-20', { due_date: addDays(today, 20) }));
    await as('POST', '/pawn/contracts', contract('PAST', { due_date: addDays(today, -1) }));
    const ids = (await as('GET', '/pawn/due-soon')).json().map((c: { jn_id: string }) => c.jn_id);
    expect(ids).toContain('DUE-0');
    expect(ids).toContain('DUE-6');
    expect(ids).not.toContain('DUE-20');
    expect(ids).not.toContain('PAST');
    expect(ids.indexOf('DUE-0')).toBeLessThan(ids.indexOf('DUE-6'));
    const wide = (await as('GET', '/pawn/due-soon?days=30')).json().map((c: { jn_id: string }) => c.jn_id);
    expect(wide).toContain('DUE-20');
    expect((await as('GET', '/pawn/due-soon?days=-1')).statusCode).toBe(400);
  });

  it('leaves redeemed and forfeited contracts out of due-soon: only open contracts fall due', async () => {
    await as('POST', '/pawn/contracts', contract('DONE-1', { due_date: addDays(today, 2), jn_Status: 'ไถ่ถอนแล้ว' }));
    await as('POST', '/pawn/contracts', contract('LOST-1', { due_date: addDays(today, 2), jn_Status: 'หลุดขายฝาก' }));
    const ids = (await as('GET', '/pawn/due-soon')).json().map((c: { jn_id: string }) => c.jn_id);
    expect(ids).not.toContain('DONE-1');
    expect(ids).not.toContain('LOST-1');
  });

  it('queues open overdue contracts, most overdue first, with the phone and whether the LINE reminder went out', async () => {
    await as('POST', '/pawn/contracts', contract('OD-3', { due_date: addDays(today, -3), item: 'แหวน 1 สลึง', weight_grams: 3.79 }));
    await as('POST', '/pawn/contracts', contract('OD-40', { due_date: addDays(today, -40) }));
    await as('POST', '/pawn/contracts', contract('OD-DONE', { due_date: addDays(today, -50), jn_Status: 'ไถ่ถอนแล้ว' }));
    app.db
      .insert(schema.lineNotifications)
      .values({
        userId: member.user.id,
        lineUserId: 'U1',
        dedupeKey: `pawn-reminder:OD-40:${addDays(today, -40)}`,
        message: [],
        retryKey: 'r',
        status: 'sent',
        nextAttemptAt: today,
      })
      .run();
    const res = await as('GET', '/pawn/overdue?pageSize=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      jn_id: string;
      days_overdue: number;
      reminderSent: boolean;
      customerTel: string;
      item: string | null;
    }[];
    const ours = rows.filter((r) => r.jn_id.startsWith('OD-'));
    expect(ours.map((r) => [r.jn_id, r.days_overdue, r.reminderSent])).toEqual([
      ['OD-40', 40, true],
      ['OD-3', 3, false],
    ]);
    expect(ours[1]).toMatchObject({ item: 'แหวน 1 สลึง', weight_grams: 3.79, customerTel: expect.any(String) });
    // Oldest due first across the whole queue, and nothing closed in it.
    const days = rows.map((r) => r.days_overdue);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(rows.every((r) => r.days_overdue > 0)).toBe(true);
  });

  it('keeps the item and weight when an update leaves them out, and clears them when sent empty', async () => {
    await as('POST', '/pawn/contracts', contract('IT-1', { item: 'สร้อยคอ', weight_grams: 15.16 }));
    const { jn_id: _id, ...fields } = contract('IT-1');
    let res = await as('PUT', '/pawn/contracts/IT-1', { ...fields, jn_Status: 'ต่อดอก' });
    expect(res.json()).toMatchObject({ jn_Status: 'ต่อดอก', item: 'สร้อยคอ', weight_grams: 15.16 });
    res = await as('PUT', '/pawn/contracts/IT-1', { ...fields, item: '', weight_grams: null });
    expect(res.json()).toMatchObject({ item: null, weight_grams: null });
    expect((await as('PUT', '/pawn/contracts/IT-1', { ...fields, weight_grams: -1 })).statusCode).toBe(400);
  });
});
