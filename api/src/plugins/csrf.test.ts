import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../test/app';
import { createMember, createStaff, multipart, pngImage } from '../test/factories';
import { CROSS_ORIGIN_CODE } from './csrf';

/**
 * The attack test's finding: a page on another port of the same host (same site, so the SameSite=Strict
 * cookie went along) approved a deposit with a bodyless no-cors fetch and with an auto-submitted form.
 * Here a staff write is sent the way such pages send it, and the way the console does.
 */
async function setup(overrides: Parameters<typeof testApp>[0] = {}) {
  const app = await testApp(overrides);
  const staff = await createStaff(app, 'staff');
  const statusOf = (id: number) => app.db.select().from(schema.users).where(eq(schema.users.id, id)).get()!.verificationStatus;
  /** Suspending a member: a staff write with an empty body, as a no-cors fetch can send. */
  const suspend = async (headers: Record<string, string>, cookies = staff.cookies) => {
    const m = await createMember(app);
    const res = await app.inject({ method: 'POST', url: `/api/admin/members/${m.user.id}/suspend`, cookies, headers });
    return { res, suspended: statusOf(m.user.id) === 99 };
  };
  return { app, staff, suspend };
}

describe('cross-origin writes with the staff cookie', async () => {
  const { app, staff, suspend } = await setup();

  it.each([['same-site'], ['cross-site']])('Sec-Fetch-Site: %s is refused with 403 and writes nothing', async (site) => {
    const { res, suspended } = await suspend({ 'sec-fetch-site': site, origin: 'http://localhost:5173' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: CROSS_ORIGIN_CODE });
    expect(res.json().message).toMatch(/ไม่ได้ส่งมาจากหน้าเว็บของร้าน/);
    expect(suspended).toBe(false);
  });

  it('an auto-submitted multipart form from another port is refused too', async () => {
    const form = multipart({ header: 'ของปลอม', description: 'x' }, { img: await pngImage() });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/content/update-home/1',
      cookies: staff.cookies,
      headers: { ...form.headers, 'sec-fetch-site': 'same-site', origin: 'http://localhost:8081' },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(CROSS_ORIGIN_CODE);
  });

  it.each([['same-origin'], ['none']])('Sec-Fetch-Site: %s goes through', async (site) => {
    const { res, suspended } = await suspend({ 'sec-fetch-site': site });
    expect(res.statusCode).toBe(200);
    expect(suspended).toBe(true);
  });

  it('without Fetch Metadata, Origin decides: another origin or "null" is refused, our own goes through', async () => {
    for (const origin of ['http://localhost:5173', 'http://evil.example', 'null', 'https://localhost', 'not a url']) {
      const { res, suspended } = await suspend({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(suspended, origin).toBe(false);
    }
    // app.inject sends Host: localhost:80, which a browser writes as http://localhost.
    expect((await suspend({ origin: 'http://localhost' })).res.statusCode).toBe(200);
  });

  it('a request with neither header (not a browser) goes through', async () => {
    expect((await suspend({})).suspended).toBe(true);
  });

  it('reads and member calls are not affected', async () => {
    const read = await app.inject({ url: '/api/admin/members', cookies: staff.cookies, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
    const m = await createMember(app);
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/verify/query-data',
      headers: { ...m.auth, 'sec-fetch-site': 'cross-site' },
      payload: { idCard: '1101700230708' },
    });
    expect(lookup.statusCode).toBe(200);
  });
});

describe('with PUBLIC_URL set', async () => {
  const { suspend } = await setup({ publicOrigin: 'https://shop.example.com' });

  it('only that origin passes the Origin check', async () => {
    expect((await suspend({ origin: 'https://shop.example.com' })).res.statusCode).toBe(200);
    expect((await suspend({ origin: 'http://localhost' })).res.statusCode).toBe(403);
    expect((await suspend({ origin: 'http://shop.example.com' })).res.statusCode).toBe(403);
  });
});
