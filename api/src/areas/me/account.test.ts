import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { verificationRequest } from '../../test/fixtures';

/** /account: the member's own profile (ID masked), LINE link, consents with dates, and who viewed their ID. */
describe('GET /api/me/account and PUT /api/me/consents', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff', 'somsri');

  it('shows the verified profile with the national ID masked, the verification consent and each ID view by whom', async () => {
    const { member, request } = await verificationRequest(app, { userStatus: 1 });
    const card = request.nationalId;
    const customer = app.db
      .insert(schema.customers)
      .values({ card, name: 'ประภา ทองดี', tel: '0812345678', address: '9 ถนนทอง' })
      .returning()
      .get();
    app.db.update(schema.users).set({ verificationStatus: 2, customerId: customer.id }).where(eq(schema.users.id, member.user.id)).run();
    // Staff open the request's evidence: the view is logged, and the member sees it.
    expect((await app.inject({ url: `/api/admin/verifications/${request.id}`, cookies: staff.cookies })).statusCode).toBe(200);

    const res = await app.inject({ url: '/api/me/account', headers: member.auth });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.profile).toEqual({
      name: 'ประภา ทองดี',
      phone: '0812345678',
      address: '9 ถนนทอง',
      email: null,
      nationalId: maskNationalId(card),
    });
    expect(JSON.stringify(a)).not.toContain(card);
    expect(a.consents[0]).toEqual({ kind: 'verification', optional: false, given: true, at: request.consentAt });
    expect(a.consents[1]).toEqual({ kind: 'line_promotions', optional: true, given: false, at: null });
    const whats = a.idViews.map((v: { what: string; by: string }) => `${v.by}:${v.what}`).sort();
    expect(whats).toEqual(['somsri:id_card', 'somsri:national_id', 'somsri:selfie']);
    expect(a.line).toEqual({ linked: false, name: null, remindersInAppOnly: false });
  });

  it('never shows another member’s views or consents', async () => {
    const other = await verificationRequest(app);
    await app.inject({ url: `/api/admin/verifications/${other.request.id}`, cookies: staff.cookies });
    const me = await createMember(app);
    const a = (await app.inject({ url: '/api/me/account', headers: me.auth })).json();
    expect(a.idViews).toEqual([]);
    expect(a.profile).toBeNull();
    expect(a.consents[0].given).toBe(false);
  });

  it('switches an optional consent on and off, each change with its time, and only the caller’s', async () => {
    const me = await createMember(app);
    const other = await createMember(app);
    const put = (given: unknown) =>
      app.inject({ method: 'PUT', url: '/api/me/consents', headers: me.auth, payload: { kind: 'line_promotions', given } });
    expect((await put(true)).statusCode).toBe(200);
    const on = (await app.inject({ url: '/api/me/account', headers: me.auth })).json().consents[1];
    expect(on.given).toBe(true);
    expect(on.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await put(false)).json().message).toBe('ถอนความยินยอมแล้ว');
    expect((await app.inject({ url: '/api/me/account', headers: me.auth })).json().consents[1].given).toBe(false);
    expect((await app.inject({ url: '/api/me/account', headers: other.auth })).json().consents[1]).toMatchObject({
      given: false,
      at: null,
    });
    expect(app.db.select().from(schema.memberConsents).where(eq(schema.memberConsents.userId, me.user.id)).all()).toHaveLength(2);
  });

  it('refuses an unknown consent kind and a non-boolean, and anyone not signed in', async () => {
    const me = await createMember(app);
    for (const payload of [
      { kind: 'verification', given: false },
      { kind: 'line_promotions', given: 'yes' },
      { kind: 'x', given: true },
    ]) {
      const res = await app.inject({ method: 'PUT', url: '/api/me/consents', headers: me.auth, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await app.inject({ url: '/api/me/account' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me/account', cookies: staff.cookies })).statusCode).toBe(401);
  });
});
