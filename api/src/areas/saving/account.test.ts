import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createVerifiedMember } from '../../test/factories';
import { counts, expectVerifiedMemberOnly } from '../../test/money-support';

describe('savings type 1 account request', async () => {
  const app = await testApp();
  const post = (auth: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/saving/approval_request', headers: auth, payload: {} });
  const status = async (auth: Record<string, string>) => (await app.inject({ url: '/api/saving/sav_status', headers: auth })).json();

  it('goes from no request to pending, and refuses a second request', async () => {
    const m = await createVerifiedMember(app);
    expect(await status(m.auth)).toEqual([]);
    const res = await post(m.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ยื่นคำขออนุมัติสำเร็จ' });
    expect(await status(m.auth)).toEqual([{ sav_status: 'รออนุมัติ', statusCode: 'pending' }]);

    const before = counts(app);
    const again = await post(m.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REQUESTED' });
    expect(counts(app)).toBe(before);
  });

  it('accepts a POST without a body too', async () => {
    const m = await createVerifiedMember(app);
    expect((await app.inject({ method: 'POST', url: '/api/saving/approval_request', headers: m.auth })).statusCode).toBe(200);
    expect(await status(m.auth)).toEqual([{ sav_status: 'รออนุมัติ', statusCode: 'pending' }]);
  });

  it('refuses a request once the account is in force', async () => {
    const m = await createVerifiedMember(app);
    app.db.insert(schema.savingAccounts).values({ userId: m.user.id, status: 'active' }).run();
    expect((await post(m.auth)).statusCode).toBe(409);
    expect(await status(m.auth)).toEqual([{ sav_status: 'มีผลบังคับ', statusCode: 'active' }]);
  });

  it('lets a rejected member ask again: the same row goes back to pending', async () => {
    const m = await createVerifiedMember(app);
    await post(m.auth);
    app.db
      .update(schema.savingAccounts)
      .set({ status: 'rejected', decidedAt: '2024-01-01T00:00:00.000Z' })
      .where(eq(schema.savingAccounts.userId, m.user.id))
      .run();
    expect(await status(m.auth)).toEqual([{ sav_status: 'ไม่อนุมัติ', statusCode: 'rejected' }]);
    expect((await post(m.auth)).statusCode).toBe(200);
    const rows = app.db.select().from(schema.savingAccounts).where(eq(schema.savingAccounts.userId, m.user.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });
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
