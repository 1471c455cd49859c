import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE } from '@goldshop/db/seed';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { lastAudit } from '../../test/content-support';
import { branchBody, branchId } from '../../test/branch-support';

describe('the shop profile (ข้อมูลร้าน)', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app, 'staff');
  const put = (payload: unknown, cookies = owner.cookies) =>
    app.inject({ method: 'PUT', url: '/api/content/shop-profile', payload: payload as object, cookies });

  const blank = (name: string) => ({ name, phone: '', address: '', mapUrl: '' });

  it('answers a neutral profile before the owner saves one: nothing invented, the branches as their rows say', async () => {
    const res = await app.inject('/api/content/shop-profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'ร้านทอง',
      company: '',
      branches: [blank('นาวง'), blank('หาดสำราญ'), blank('เขาวิเศษ')],
      facebook: '',
      tiktok: '',
      lineOa: '',
    });
  });

  it('the owner saves it, trimmed and audited; everyone reads it', async () => {
    const res = await put({ ...DEMO_PROFILE, name: '  ร้านทองตรัง ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'ร้านทองตรัง', facebook: DEMO_PROFILE.facebook, branches: [{ name: 'นาวง' }, {}, {}] });
    expect((await app.inject('/api/content/shop-profile')).json()).toEqual(res.json());
    expect(lastAudit(app)).toMatchObject({
      staffId: owner.staff.id,
      entity: 'shop_profile',
      before: { name: 'ร้านทอง' },
      after: { name: 'ร้านทองตรัง' },
    });
  });

  it('is the owner’s to write: staff get 403, members and visitors 401/403, and nothing changes', async () => {
    const before = (await app.inject('/api/content/shop-profile')).body;
    expect((await put(DEMO_PROFILE, staff.cookies)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/content/shop-profile', payload: DEMO_PROFILE })).statusCode).toBe(401);
    const member = await createMember(app, { verificationStatus: 2 });
    expect(
      (await app.inject({ method: 'PUT', url: '/api/content/shop-profile', payload: DEMO_PROFILE, headers: member.auth })).statusCode,
    ).toBe(403);
    expect((await app.inject('/api/content/shop-profile')).body).toBe(before);
  });

  it('refuses links that are not https, unknown fields and a branch list (branches are edited as branches), changing nothing', async () => {
    const before = (await app.inject('/api/content/shop-profile')).body;
    for (const bad of [
      { ...DEMO_PROFILE, facebook: 'javascript:alert(1)' },
      { ...DEMO_PROFILE, tiktok: 'http://tiktok.com/@x' },
      { ...DEMO_PROFILE, lineOa: 'https://x" onmouseover="y' },
      { ...DEMO_PROFILE, name: '' },
      { ...DEMO_PROFILE, admin: true },
      { ...DEMO_PROFILE, branches: [blank('นาวง')] },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await app.inject('/api/content/shop-profile')).body).toBe(before);
  });

  it('is cached and revalidated with an ETag; a save shows at the next request', async () => {
    const first = await app.inject('/api/content/shop-profile');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"/);
    expect((await app.inject({ url: '/api/content/shop-profile', headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    await put({ ...DEMO_PROFILE, name: 'ร้านทองใหม่' });
    const after = await app.inject({ url: '/api/content/shop-profile', headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().name).toBe('ร้านทองใหม่');
  });

  it('lists the open branches from their rows: a branch edited or closed shows at the next request', async () => {
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/branches/${branchId(app, 'นาวง')}`,
      cookies: owner.cookies,
      payload: branchBody({ name: 'นาวง', code: 'NW', phone: '075-111-222', address: '12/3 ต.นาวง' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await app.inject('/api/content/shop-profile')).json().branches[0]).toEqual({
      name: 'นาวง',
      phone: '075-111-222',
      address: '12/3 ต.นาวง',
      mapUrl: '',
    });
    const hat = branchId(app, 'หาดสำราญ');
    expect((await app.inject({ method: 'POST', url: `/api/admin/branches/${hat}/close`, cookies: owner.cookies })).statusCode).toBe(200);
    expect((await app.inject('/api/content/shop-profile')).json().branches.map((b: { name: string }) => b.name)).toEqual([
      'นาวง',
      'เขาวิเศษ',
    ]);
  });

  it('keeps the company that runs the shop for the privacy policy and terms; a client that leaves it out keeps it', async () => {
    const res = await put({ ...DEMO_PROFILE, company: '  บริษัท ห้างทองตรัง จำกัด ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().company).toBe('บริษัท ห้างทองตรัง จำกัด');
    const { company: _left, ...without } = DEMO_PROFILE;
    expect((await put(without)).json().company).toBe('บริษัท ห้างทองตรัง จำกัด');
    expect((await put({ ...DEMO_PROFILE, company: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});
