import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import type { Product } from '../../../contract/shop';
import type { PriceInUseAnswer } from '../../../contract/gold-price';

// The upstream of testApp is unreachable: the price in use is whatever staff enter (or nothing).
async function setup() {
  const app = await testApp();
  // The owner: prices by hand with no reference yet, and the premium, are the owner's (manual-limit.ts).
  const { cookies } = await createStaff(app, 'owner');
  const items = [
    { code: 'R-1', weight: 2, unit: 'สลึง', makingChargeSatang: 80_000 },
    { code: 'N-1', weight: 1, unit: 'บาท', makingChargeSatang: 0 },
    { code: 'C-1', weight: 7.6, unit: 'กรัม', makingChargeSatang: 120_000 },
    { code: 'X-1', weight: 1, unit: 'ชิ้น', makingChargeSatang: 0 },
  ];
  await app.db.insert(schema.products).values(items.map((p) => ({ ...p, catId: 1 })));
  const enter = (payload: object) => app.inject({ method: 'POST', url: '/api/gold-price/manual', payload, cookies });
  const products = async () => {
    const res = await app.inject('/api/shop/shop-product?images=url');
    expect(res.statusCode).toBe(200);
    return Object.fromEntries((res.json() as Product[]).map((p) => [p.code, p]));
  };
  const inUse = async () => (await app.inject({ url: '/api/gold-price/in-use', cookies })).json() as PriceInUseAnswer;
  return { app, cookies, enter, products, inUse };
}

describe('products at today’s price', () => {
  it('have no price, and nothing broken, while no gold price is known', async () => {
    const { products } = await setup();
    const all = await products();
    expect(all['R-1']).toMatchObject({ makingCharge: 800, price: null, priceAt: null });
  });

  it('are priced from the ornament pair staff enter, and a change moves every price by weight × change', async () => {
    const { enter, products } = await setup();
    expect((await enter({ buy: 41_600, sell: 41_500, compare_previous: 0, gold: { buy: 41_850, sell: 41_050 } })).statusCode).toBe(200);
    const before = await products();
    expect(before['R-1']).toMatchObject({ price: 21_725, makingCharge: 800 });
    expect(before['N-1']!.price).toBe(41_850);
    expect(before['C-1']!.price).toBe(Math.ceil((7.6 / 15.16) * 41_850 + 1_200));
    expect(before['X-1']!.price).toBeNull();
    expect(before['R-1']!.priceAt).toEqual(expect.any(String));

    expect((await enter({ buy: 42_600, sell: 42_500, compare_previous: 1_000, gold: { buy: 42_850, sell: 42_050 } })).statusCode).toBe(200);
    const after = await products();
    expect(after['R-1']!.price! - before['R-1']!.price!).toBe(500); // 0.5 baht-weight × 1,000
    expect(after['N-1']!.price! - before['N-1']!.price!).toBe(1_000);
    // 7.6 g × 1,000 / 15.16 = 501.3…: rounding up each price keeps the move within one baht of it.
    expect(Math.abs(after['C-1']!.price! - before['C-1']!.price! - (7.6 / 15.16) * 1_000)).toBeLessThan(1);
  });

  it('without an ornament pair use the bar price plus the premium staff set', async () => {
    const { app, cookies, enter, products, inUse } = await setup();
    await enter({ buy: 41_600, sell: 41_500, compare_previous: 0 });
    expect((await products())['N-1']!.price).toBe(42_100); // 41,600 + 500 default premium
    expect(await inUse()).toMatchObject({
      source: 'staff',
      ornament: 42_100,
      basis: 'bar-plus-premium',
      ornamentPremium: 500,
      today: true,
    });
    // The panel's answer says the price is the staff's, so the apps can tell the customer.
    expect((await app.inject('/api/gold-price/latest')).json().response).toMatchObject({
      source: 'staff',
      price: { gold_bar: { buy: '41,600.00' } },
    });

    const res = await app.inject({ method: 'PUT', url: '/api/gold-price/premium', payload: { ornamentPremium: 800 }, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ornament: 42_400, ornamentPremium: 800 });
    expect((await products())['N-1']!.price).toBe(42_400);
    const audit = app.db
      .select()
      .from(schema.auditLog)
      .all()
      .filter((r) => r.action === 'gold_price.premium');
    expect(audit).toHaveLength(1);
  });

  it('refuses a premium finer than a satang or an ornament pair sold below its buy-back, changing nothing', async () => {
    const { app, cookies, enter, inUse } = await setup();
    const bad = await app.inject({ method: 'PUT', url: '/api/gold-price/premium', payload: { ornamentPremium: 1.005 }, cookies });
    expect(bad.statusCode).toBe(400);
    const below = await enter({ buy: 41_600, sell: 41_500, compare_previous: 0, gold: { buy: 41_000, sell: 41_850 } });
    expect(below.statusCode).toBe(400);
    expect(await inUse()).toMatchObject({ price: null, ornamentPremium: 500 });
  });

  it('the price in use and the premium are staff calls', async () => {
    const { app } = await setup();
    const member = await createMember(app, { verificationStatus: 2 });
    expect((await app.inject({ url: '/api/gold-price/in-use', headers: member.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/gold-price/premium', payload: { ornamentPremium: 1 } })).statusCode).toBe(401);
  });
});
