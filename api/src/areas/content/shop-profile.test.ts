import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE } from '@goldshop/db/seed';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { lastAudit } from '../../test/content-support';

describe('the shop profile (ข้อมูลร้าน)', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app, 'staff');
  const put = (payload: unknown, cookies = owner.cookies) =>
    app.inject({ method: 'PUT', url: '/api/content/shop-profile', payload: payload as object, cookies });

  it('answers a neutral profile before the owner saves one: nothing invented about the shop', async () => {
    const res = await app.inject('/api/content/shop-profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'ร้านทอง', branches: [], facebook: '', tiktok: '', lineOa: '' });
  });

  it('the owner saves it, trimmed and audited; everyone reads it', async () => {
    const res = await put({ ...DEMO_PROFILE, name: '  ร้านทองตรัง ', branches: [{ ...DEMO_PROFILE.branches[0]!, phone: ' 075-111-222 ' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'ร้านทองตรัง', branches: [{ name: 'นาวง', phone: '075-111-222' }] });
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

  it('refuses links that are not https, phones that are not numbers and unknown fields, changing nothing', async () => {
    const before = (await app.inject('/api/content/shop-profile')).body;
    const branch = DEMO_PROFILE.branches[0]!;
    for (const bad of [
      { ...DEMO_PROFILE, facebook: 'javascript:alert(1)' },
      { ...DEMO_PROFILE, tiktok: 'http://tiktok.com/@x' },
      { ...DEMO_PROFILE, branches: [{ ...branch, phone: 'โทรหาเรา' }] },
      { ...DEMO_PROFILE, branches: [{ ...branch, mapUrl: 'https://x" onmouseover="y' }] },
      { ...DEMO_PROFILE, name: '' },
      { ...DEMO_PROFILE, admin: true },
      { ...DEMO_PROFILE, branches: [{ ...branch, extra: 1 }] },
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
});
