import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';

/**
 * Staff set prices: 0.02 baht typed by hand while the price source was down moved a 10,415-baht product to
 * 201 baht. A staff price must be near the last trusted one (the source's or the owner's); further, or
 * with nothing to compare, it is the owner's, and the owner is told about every staff price.
 */
describe('a price by hand: staff within the owner’s limit, the owner beyond it', async () => {
  // The upstream is unreachable in tests: every price here is one entered by hand.
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app, 'staff');
  const manual = (cookies: Record<string, string>, buy: number, sell = buy - 100) =>
    app.inject({ method: 'POST', url: '/api/gold-price/manual', cookies, payload: { buy, sell, compare_previous: 0 } });
  const prices = () => app.db.select().from(schema.goldPrices).all();
  const inUse = async () => (await app.inject({ url: '/api/gold-price/in-use', cookies: staff.cookies })).json();
  const alerts = () => app.db.select().from(schema.ownerAlerts).all();

  it('with no trusted price yet, the first one is the owner’s', async () => {
    const res = await manual(staff.cookies, 40_000);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OWNER_NEEDED', message: expect.stringContaining('เจ้าของร้าน') });
    expect(prices()).toHaveLength(0);
    expect((await manual(owner.cookies, 40_000)).statusCode).toBe(200);
    expect(await inUse()).toMatchObject({ manualLimitPercent: 5, reference: { buy: 40_000, sell: 39_900 } });
    // The owner's own price tells the owner nothing.
    expect(alerts()).toHaveLength(0);
  });

  it('a staff price within 5 % is taken, and the owner is told', async () => {
    const res = await manual(staff.cookies, 41_500);
    expect(res.statusCode).toBe(200);
    expect(alerts().at(-1)).toMatchObject({
      kind: 'manual_price',
      staffId: staff.staff.id,
      details: { buy: '41,500.00', differencePercent: 3.8 },
    });
    const dashboard = (await app.inject({ url: '/api/admin/dashboard', cookies: owner.cookies })).json();
    expect(dashboard.ownerAlerts[0].text).toContain('41,500.00');
  });

  it('the 0.02-baht slip, and any price further than the limit, is refused for staff and changes nothing', async () => {
    const before = prices().length;
    for (const buy of [0.02, 201, 37_900, 42_100]) {
      const res = await manual(staff.cookies, buy, Math.max(0.01, buy - 100));
      expect(res.statusCode, String(buy)).toBe(403);
      expect(res.json().code).toBe('OWNER_NEEDED');
    }
    expect(prices()).toHaveLength(before);
  });

  it('is measured from the last trusted price, so staff cannot walk it away in small steps', async () => {
    // 41,500 (staff) was taken; 43,500 is within 5 % of it but not of the owner's 40,000.
    const res = await manual(staff.cookies, 43_500);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('8.8%');
  });

  it('the limit is the owner’s to set (1–50 %), and the ornament premium the owner’s to change', async () => {
    const put = (cookies: Record<string, string>, percent: unknown) =>
      app.inject({ method: 'PUT', url: '/api/gold-price/manual-limit', cookies, payload: { percent } });
    expect((await put(staff.cookies, 20)).statusCode).toBe(403);
    for (const bad of [0, 51, 2.5, '10']) expect((await put(owner.cookies, bad)).statusCode, String(bad)).toBe(400);
    expect((await put(owner.cookies, 10)).json().manualLimitPercent).toBe(10);
    expect((await manual(staff.cookies, 43_500)).statusCode).toBe(200);
    const premium = (cookies: Record<string, string>) =>
      app.inject({ method: 'PUT', url: '/api/gold-price/premium', cookies, payload: { ornamentPremium: 1 } });
    expect((await premium(staff.cookies)).statusCode).toBe(403);
    expect((await premium(owner.cookies)).statusCode).toBe(200);
  });
});
