import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { counts, expectVerifiedMemberOnly } from '../../test/money-support';
import { branchId, branchRow } from '../../test/branch-support';

describe('savings type 1 account request', async () => {
  const app = await testApp();
  const post = (auth: Record<string, string>, payload: object = {}) =>
    app.inject({ method: 'POST', url: '/api/saving/approval_request', headers: auth, payload });
  const status = async (auth: Record<string, string>) => (await app.inject({ url: '/api/saving/sav_status', headers: auth })).json();
  const nawong = { branchId: branchId(app, 'นาวง'), branch: 'นาวง' };
  const khao = { branchId: branchId(app, 'เขาวิเศษ'), branch: 'เขาวิเศษ' };

  it('goes from no request to pending, and refuses a second request', async () => {
    const m = await createVerifiedMember(app);
    expect(await status(m.auth)).toEqual([]);
    const res = await post(m.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ยื่นคำขออนุมัติสำเร็จ' });
    expect(await status(m.auth)).toEqual([{ sav_status: 'รออนุมัติ', statusCode: 'pending', ...nawong }]);

    const before = counts(app);
    const again = await post(m.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REQUESTED' });
    expect(counts(app)).toBe(before);
  });

  it('accepts a POST without a body too', async () => {
    const m = await createVerifiedMember(app);
    expect((await app.inject({ method: 'POST', url: '/api/saving/approval_request', headers: m.auth })).statusCode).toBe(200);
    expect(await status(m.auth)).toEqual([{ sav_status: 'รออนุมัติ', statusCode: 'pending', ...nawong }]);
  });

  it('refuses a request once the account is in force', async () => {
    const m = await createVerifiedMember(app);
    app.db
      .insert(schema.savingAccounts)
      .values({ userId: m.user.id, status: 'active', branchId: branchId(app) })
      .run();
    expect((await post(m.auth)).statusCode).toBe(409);
    expect(await status(m.auth)).toEqual([{ sav_status: 'มีผลบังคับ', statusCode: 'active', ...nawong }]);
  });

  it('lets a rejected member ask again: the same row goes back to pending', async () => {
    const m = await createVerifiedMember(app);
    await post(m.auth);
    app.db
      .update(schema.savingAccounts)
      .set({ status: 'rejected', decidedAt: '2024-01-01T00:00:00.000Z' })
      .where(eq(schema.savingAccounts.userId, m.user.id))
      .run();
    expect(await status(m.auth)).toEqual([{ sav_status: 'ไม่อนุมัติ', statusCode: 'rejected', ...nawong }]);
    // Asked again at another branch: the account is kept there.
    expect((await post(m.auth, { branch_id: khao.branchId })).statusCode).toBe(200);
    const rows = app.db.select().from(schema.savingAccounts).where(eq(schema.savingAccounts.userId, m.user.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null, branchId: khao.branchId });
  });

  it('keeps the account at the branch asked for, else the home branch, else the first open branch', async () => {
    const chosen = await createVerifiedMember(app);
    expect((await post(chosen.auth, { branch_id: khao.branchId })).statusCode).toBe(200);
    expect(await status(chosen.auth)).toMatchObject([khao]);

    const home = await createVerifiedMember(app);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/branches/home',
      headers: home.auth,
      payload: { homeBranchId: khao.branchId },
    });
    expect(put.json()).toEqual({ homeBranchId: khao.branchId });
    expect((await post(home.auth)).statusCode).toBe(200);
    expect(await status(home.auth)).toMatchObject([khao]);

    // A home branch closed since is not where a new account goes: the first open branch is.
    const closedHome = await createVerifiedMember(app);
    app.db.update(schema.users).set({ homeBranchId: khao.branchId }).where(eq(schema.users.id, closedHome.user.id)).run();
    app.db.update(schema.branches).set({ closedAt: '2026-01-01T00:00:00Z' }).where(eq(schema.branches.id, khao.branchId)).run();
    try {
      expect((await post(closedHome.auth)).statusCode).toBe(200);
      expect(await status(closedHome.auth)).toMatchObject([nawong]);
      // and nobody may ask for it by name
      const other = await createVerifiedMember(app);
      const before = counts(app);
      for (const branch_id of [khao.branchId, 999]) {
        const res = await post(other.auth, { branch_id });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('BAD_BRANCH');
      }
      expect((await post(other.auth, { branch_id: 'นาวง' })).statusCode).toBe(400);
      expect((await post(other.auth, { branch: 1 })).statusCode).toBe(400);
      expect(counts(app)).toBe(before);
    } finally {
      app.db.update(schema.branches).set({ closedAt: null }).where(eq(schema.branches.id, khao.branchId)).run();
    }
  });

  it('staff move an account to another open branch with a reason, audited; its member then pays that branch', async () => {
    const staff = await createStaff(app);
    const m = await createVerifiedMember(app);
    await post(m.auth);
    const id = app.db.select().from(schema.savingAccounts).where(eq(schema.savingAccounts.userId, m.user.id)).get()!.id;
    const move = (payload: object, cookies: Record<string, string> = staff.cookies) =>
      app.inject({ method: 'POST', url: `/api/admin/saving/accounts/${id}/branch`, cookies, payload });
    const closed = app.db
      .insert(schema.branches)
      .values({ ...branchRow('ปิดแล้ว', 'CL'), closedAt: '2026-01-01T00:00:00Z' })
      .returning()
      .get().id;
    const before = app.sqlite.prepare('select total_changes()').pluck().get();
    for (const [payload, code] of [
      [{ branchId: khao.branchId }, 'VALIDATION'],
      [{ branchId: khao.branchId, reason: '' }, 'VALIDATION'],
      [{ branchId: closed, reason: 'ย้ายบ้าน' }, 'BAD_BRANCH'],
      [{ branchId: nawong.branchId, reason: 'ย้ายบ้าน' }, 'SAME_BRANCH'],
    ] as const) {
      const res = await move(payload);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect((await move({ branchId: khao.branchId, reason: 'ย้ายบ้าน' }, {})).statusCode).toBe(401);
    expect(app.sqlite.prepare('select total_changes()').pluck().get()).toBe(before);

    const res = await move({ branchId: khao.branchId, reason: ' ลูกค้าย้ายไปอยู่วังวิเศษ ' });
    expect(res.json()).toEqual({ message: 'ย้ายบัญชีไปสาขาเขาวิเศษแล้ว' });
    expect(await status(m.auth)).toMatchObject([khao]);
    const audit = app.db.select().from(schema.auditLog).all().at(-1)!;
    expect(audit).toMatchObject({
      staffId: staff.staff.id,
      action: 'move_branch',
      entity: 'saving_account',
      before: { branchId: nawong.branchId },
      after: { branchId: khao.branchId, reason: 'ลูกค้าย้ายไปอยู่วังวิเศษ' },
    });
    const listed = (await app.inject({ url: '/api/admin/saving/accounts?pageSize=100', cookies: staff.cookies })).json();
    expect(listed.data.find((a: { id: number }) => a.id === id)).toMatchObject({ branchId: khao.branchId });
  });

  it("answers each member's own status only", async () => {
    const a = await createVerifiedMember(app);
    const b = await createVerifiedMember(app);
    await post(a.auth);
    expect(await status(b.auth)).toEqual([]);
  });

  it('is for verified members only', async () => {
    await expectVerifiedMemberOnly(app, () => ({ method: 'POST', url: '/api/saving/approval_request', payload: {} }));
    await expectVerifiedMemberOnly(app, () => ({ url: '/api/saving/sav_status' }));
  });
});
