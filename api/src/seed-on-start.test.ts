import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from './test/app';
import { ensureInitialData } from './seed-on-start';

const count = (app: Awaited<ReturnType<typeof testApp>>, table: 'staff' | 'users' | 'products' | 'images') =>
  (app.sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

describe('start-up data with SEED_DEMO=0', async () => {
  const app = await testApp({ seedDemo: false, initialAdmin: { username: 'shopowner', password: 'a-long-owner-password' } });

  it('creates only the configured owner, once, and that owner can sign in', async () => {
    expect(await ensureInitialData(app)).toContain('shopowner');
    expect(await ensureInitialData(app)).toBeUndefined();
    expect(app.db.select({ username: schema.staff.username, role: schema.staff.role }).from(schema.staff).all()).toEqual([
      { username: 'shopowner', role: 'owner' },
    ]);
    expect([count(app, 'users'), count(app, 'products'), count(app, 'images')]).toEqual([0, 0, 0]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-signin',
      payload: { username: 'shopowner', password: 'a-long-owner-password', rememberMe: false },
    });
    expect(res.statusCode).toBe(200);

    // The owner can set the shop up: the home record exists to be edited, and services start closed.
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const [home] = (await app.inject('/api/content/get-home')).json();
    const form = new FormData();
    form.set('header', 'ร้านทองของเรา');
    form.set('description', 'ยินดีต้อนรับ');
    const body = new Response(form);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/content/update-home/${home.id}`,
      headers: { cookie, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(edit.statusCode).toBe(200);
    expect((await app.inject('/api/content/get-home')).json()[0].header).toBe('ร้านทองของเรา');
    expect((await app.inject('/api/content/sav1-visible')).json()).toBe(0);
  }, 30_000);
});

describe('start-up data without demo or owner', async () => {
  const app = await testApp({ seedDemo: false });

  it('adds nothing and says how to create the first owner', async () => {
    expect(await ensureInitialData(app)).toMatch(/ADMIN_USERNAME/);
    expect(count(app, 'staff')).toBe(0);
  });
});

describe('start-up data in production', async () => {
  const app = await testApp({ seedDemo: true, nodeEnv: 'production' });

  it('never seeds the demo accounts', async () => {
    await ensureInitialData(app);
    expect([count(app, 'staff'), count(app, 'users')]).toEqual([0, 0]);
  });
});

describe('start-up data with the demo seed', async () => {
  const app = await testApp({ seedDemo: true, signinRateLimit: 1000 });

  it('seeds an empty database once and lists the demo accounts', async () => {
    const summary = await ensureInitialData(app);
    for (const name of ['admin', 'admin1234', 'demo0', 'demo1', 'demo2', 'demo99', 'demo1234']) expect(summary).toContain(name);
    const before = [count(app, 'staff'), count(app, 'users'), count(app, 'products'), count(app, 'images')];
    expect(await ensureInitialData(app)).toContain('demo2');
    expect([count(app, 'staff'), count(app, 'users'), count(app, 'products'), count(app, 'images')]).toEqual(before);
  }, 60_000);

  it('lets the demo owner and a demo member sign in', async () => {
    const admin = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-signin',
      payload: { username: 'admin', password: 'admin1234', rememberMe: false },
    });
    expect(admin.statusCode).toBe(200);
    const member = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'demo2', password: 'demo1234', rememberMe: false },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().token).toBeTypeOf('string');
  }, 30_000);

  it('serves the stored gold price while the upstream is unreachable', async () => {
    const res = await app.inject('/api/gold-price/latest');
    expect(res.json()).toMatchObject({
      status: 'success',
      response: { price: { gold_bar: { buy: '41,600.00' }, change: { compare_previous: '+50' } } },
    });
  });
});
