import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { fakeUpstream, upstreamAnswer } from '../../test/fake-gold-price';

// A known price: bar sell-out 41,600, bar buy-back 41,500 baht per baht-weight.
async function setup() {
  const fake = await fakeUpstream();
  fake.set(upstreamAnswer('41,600.00', '41,500.00'));
  const app = await testApp({ goldPrice: { upstream: fake.url, cacheMs: 60_000, timeoutMs: 500 } });
  await app.inject('/api/gold-price/latest');
  const estimate = (query: string) => app.inject(`/api/gold-price/buyback?${query}`);
  return { app, estimate };
}

describe('GET /api/gold-price/buyback', () => {
  it('estimates 1 baht and 1 สลึง of bar at the bar buy-back price, and 15.16 g of ornament by the 5 % rule', async () => {
    const { estimate } = await setup();
    const bar = await estimate(`weight=1&unit=${encodeURIComponent('บาท')}&kind=bar`);
    expect(bar.statusCode).toBe(200);
    expect(bar.json()).toMatchObject({
      amount: 41_500,
      rule: { kind: 'bar', gramsPerBaht: 15.244, barBuyback: 41_500, discountPercent: 0, perBaht: 41_500 },
    });
    expect((await estimate(`weight=1&unit=${encodeURIComponent('สลึง')}&kind=bar`)).json().amount).toBe(10_375);
    const ornament = await estimate(`weight=15.16&unit=${encodeURIComponent('กรัม')}&kind=ornament`);
    expect(ornament.json()).toMatchObject({
      amount: 39_425,
      rule: { kind: 'ornament', gramsPerBaht: 15.16, discountPercent: 5, perBaht: 39_425 },
    });
    // 15.244 g is one baht-weight of bar, but more than one of ornament: rounded down to the baht.
    expect((await estimate(`weight=15.244&unit=${encodeURIComponent('กรัม')}&kind=bar`)).json().amount).toBe(41_500);
    expect((await estimate(`weight=15.244&unit=${encodeURIComponent('กรัม')}&kind=ornament`)).json().amount).toBe(39_643);
  });

  it("follows the owner's rule, which only the owner may set, and tells the owner", async () => {
    const { app, estimate } = await setup();
    const staff = await createStaff(app, 'staff');
    const owner = await createStaff(app, 'owner');
    const put = (cookies: Record<string, string>, discountPercent: unknown) =>
      app.inject({ method: 'PUT', url: '/api/gold-price/buyback-rule', cookies, payload: { discountPercent } });
    expect((await put(staff.cookies, 3)).statusCode).toBe(403);
    for (const bad of [-1, 21, 2.345, '3']) expect((await put(owner.cookies, bad)).statusCode, String(bad)).toBe(400);
    const res = await put(owner.cookies, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json().ornamentBuybackDiscountPercent).toBe(3);
    expect((await estimate(`weight=1&unit=${encodeURIComponent('บาท')}&kind=ornament`)).json()).toMatchObject({
      amount: 40_255,
      rule: { discountPercent: 3 },
    });
    const alerts = (await app.inject({ url: '/api/admin/dashboard', cookies: owner.cookies })).json();
    expect(JSON.stringify(alerts)).toContain('เกณฑ์รับซื้อทองรูปพรรณ');
  });

  it('refuses a weight, unit or kind it cannot price with a 400', async () => {
    const { estimate } = await setup();
    const baht = encodeURIComponent('บาท');
    for (const q of [
      `weight=0&unit=${baht}&kind=bar`,
      `weight=-1&unit=${baht}&kind=bar`,
      `weight=abc&unit=${baht}&kind=bar`,
      `weight=1e3&unit=${baht}&kind=bar`,
      `weight=1&unit=oz&kind=bar`,
      `weight=1&unit=${baht}&kind=coin`,
      `unit=${baht}&kind=bar`,
      `weight=1000000&unit=${baht}&kind=bar`,
    ]) {
      const res = await estimate(q);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
