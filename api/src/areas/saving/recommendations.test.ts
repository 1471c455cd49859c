import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { fundedSaver, savingTx } from '../../test/fixtures';
import type { RecommendationsAnswer } from '../../../contract/saving';

describe('GET /api/saving/recommendations', () => {
  async function setup(balanceSatang: number) {
    const app = await testApp();
    // The owner enters the price: the first one by hand has no reference to be within (manual-limit.ts).
    const { staff, cookies } = await createStaff(app, 'owner');
    // Ornament 40,000 a baht-weight: 1 บาท = 40,000; 1 สลึง = 10,000; plus each making charge.
    await app.inject({
      method: 'POST',
      url: '/api/gold-price/manual',
      payload: { buy: 39_000, sell: 38_900, compare_previous: 0, gold: { buy: 40_000, sell: 39_500 } },
      cookies,
    });
    const rows = [
      ['S-1', 1, 'สลึง', 0], // 10,000
      ['S-2', 1, 'สลึง', 50_000], // 10,500
      ['S-3', 2, 'สลึง', 0], // 20,000
      ['B-1', 1, 'บาท', 0], // 40,000
      ['B-2', 1, 'บาท', 100_000], // 41,000
      ['B-3', 2, 'บาท', 0], // 80,000
      ['B-4', 3, 'บาท', 0], // 120,000
      ['B-5', 4, 'บาท', 0], // 160,000
      ['B-6', 5, 'บาท', 0], // 200,000
      ['U-1', 1, 'ชิ้น', 0], // no price: never recommended
    ] as const;
    await app.db
      .insert(schema.products)
      .values(rows.map(([code, weight, unit, m]) => ({ code, weight, unit, catId: 1, makingChargeSatang: m })));
    const m = await fundedSaver(app, staff.id, balanceSatang);
    const get = async () => {
      const res = await app.inject({ url: '/api/saving/recommendations?images=url', headers: m.auth });
      expect(res.statusCode).toBe(200);
      return res.json() as RecommendationsAnswer;
    };
    return { app, m, get };
  }
  const codes = (list: { code: string }[]) => list.map((p) => p.code);

  it('splits exactly at the balance: a product priced at exactly the balance is affordable', async () => {
    const { get } = await setup(4_000_000); // 40,000 baht
    const r = await get();
    expect(r.balance).toBe(40_000);
    expect(codes(r.affordable)).toEqual(['B-1', 'S-3', 'S-2', 'S-1']);
    expect(r.next.map((p) => [p.code, p.missing])).toEqual([
      ['B-2', 1_000],
      ['B-3', 40_000],
      ['B-4', 80_000],
      ['B-5', 120_000],
    ]);
    expect(r.goldWeight).toEqual({ grams: 15.16, baht: 1 });
    expect(r.priceAt).toEqual(expect.any(String));
  });

  it('one satang short of a price is not enough, and the missing amount says so', async () => {
    const { get } = await setup(3_999_999);
    const r = await get();
    expect(codes(r.affordable)).toEqual(['S-3', 'S-2', 'S-1']);
    expect(r.next[0]).toMatchObject({ code: 'B-1', missing: 0.01 });
  });

  it('counts what pending withdrawals hold as spoken for', async () => {
    const { app, m, get } = await setup(4_000_000);
    await savingTx(app, m.user.id, 'withdraw_cash', 1_000_000);
    const r = await get();
    expect(r.balance).toBe(30_000);
    expect(codes(r.affordable)).toEqual(['S-3', 'S-2', 'S-1']);
  });

  it('shows at most 8 affordable products, dearest first', async () => {
    const { get } = await setup(100_000_000);
    const r = await get();
    expect(codes(r.affordable)).toEqual(['B-6', 'B-5', 'B-4', 'B-3', 'B-2', 'B-1', 'S-3', 'S-2']);
    expect(r.next).toEqual([]);
  });

  it('is only for the verified member, about their own savings', async () => {
    const { app } = await setup(100);
    expect((await app.inject('/api/saving/recommendations')).statusCode).toBe(401);
  });
});
