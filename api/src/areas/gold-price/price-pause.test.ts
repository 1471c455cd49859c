import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage } from '../../test/factories';
import { activeSaver, fund, setFlag } from '../../test/money-support';
import type { Product } from '../../../contract/shop';

// The upstream of testApp is unreachable: the price in use is the one the owner enters.
async function setup() {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app, 'staff');
  await app.db.insert(schema.products).values({ code: 'N-1', weight: 1, unit: 'บาท', makingChargeSatang: 0, catId: 1 });
  const entered = await app.inject({
    method: 'POST',
    url: '/api/gold-price/manual',
    cookies: owner.cookies,
    payload: { buy: 41_600, sell: 41_500, compare_previous: 0 },
  });
  expect(entered.statusCode).toBe(200);
  const pause = (paused: boolean, cookies = owner.cookies) =>
    app.inject({ method: 'PUT', url: '/api/gold-price/pause', cookies, payload: { paused } });
  const product = async () => ((await app.inject('/api/shop/shop-product?images=url')).json() as Product[])[0]!;
  return { app, owner, staff, pause, product };
}

describe('price pause', () => {
  it('is the owner’s, audited and an owner alert', async () => {
    const { app, staff, owner, pause } = await setup();
    expect((await pause(true, staff.cookies)).statusCode).toBe(403);
    for (const bad of [{}, { paused: 'yes' }, { paused: 1 }]) {
      expect((await app.inject({ method: 'PUT', url: '/api/gold-price/pause', cookies: owner.cookies, payload: bad })).statusCode).toBe(
        400,
      );
    }
    const res = await pause(true);
    expect(res.statusCode).toBe(200);
    expect(res.json().pausedAt).toEqual(expect.any(String));
    const audited = app.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'gold_price.pause'), eq(schema.auditLog.staffId, owner.staff.id)))
      .all();
    expect(audited).toHaveLength(1);
    expect(app.db.select().from(schema.ownerAlerts).where(eq(schema.ownerAlerts.kind, 'price_pause')).all()).toHaveLength(1);
    // Pausing again changes nothing and tells nobody again.
    await pause(true);
    expect(app.db.select().from(schema.ownerAlerts).where(eq(schema.ownerAlerts.kind, 'price_pause')).all()).toHaveLength(1);
  });

  it('makes the catalogue, the recommendations, the estimate and goods withdrawals say prices are paused, and resumes', async () => {
    const { app, pause, product } = await setup();
    setFlag(app, 'cash_withdraw', 1);
    setFlag(app, 'product_withdraw', 1);
    const saver = await activeSaver(app);
    await fund(app, saver.user.id, 50_000_00);
    const ids = { idCardImage: await pngImage(60, 40), idCardImageBack: await pngImage(60, 41) };
    const withdraw = (fields: Record<string, string>) => {
      const body = multipart(fields, ids);
      return app.inject({
        method: 'POST',
        url: '/api/saving/withdraw',
        payload: body.payload,
        headers: { ...body.headers, ...saver.auth },
      });
    };
    const goods = {
      withdrawAmount: '1000',
      amountString: 'หนึ่งพันบาทถ้วน',
      productDetail: 'แหวน 1 กรัม',
      isDelivery: 'รับเองหน้าร้าน',
      receiveBranch: 'หาดสำราญ',
    };
    const cash = { amount: '300', amountString: 'สามร้อยบาทถ้วน', bank: 'กสิกรไทย', accountName: 'สมชาย ใจดี', accountNumber: '123-4-56789-0' };
    const recs = async () => (await app.inject({ url: '/api/saving/recommendations?images=url', headers: saver.auth })).json();
    const estimate = () => app.inject(`/api/gold-price/buyback?weight=1&unit=${encodeURIComponent('บาท')}&kind=bar`);

    expect(await product()).toMatchObject({ price: 42_100, priceAt: expect.any(String) });
    expect((await recs()).goldWeight).not.toBeNull();

    await pause(true);
    const paused = await product();
    expect(paused).toMatchObject({ price: null, priceAt: null, pricePaused: true });
    expect(await recs()).toMatchObject({ paused: true, goldWeight: null, affordable: [], next: [] });
    const est = await estimate();
    expect(est.statusCode).toBe(409);
    expect(est.json()).toMatchObject({ code: 'PRICES_PAUSED' });
    const g = await withdraw(goods);
    expect(g.statusCode).toBe(409);
    expect(g.json().message).toContain('พักราคา');
    expect((await withdraw(cash)).statusCode).toBe(200);
    expect((await app.inject('/api/gold-price/latest')).json()).toMatchObject({ paused: true });

    await pause(false);
    expect(await product()).toMatchObject({ price: 42_100 });
    expect((await product()).pricePaused).toBeUndefined();
    expect((await estimate()).statusCode).toBe(200);
    expect((await withdraw(goods)).statusCode).toBe(200);
    expect((await app.inject('/api/gold-price/latest')).json().paused).toBeUndefined();
  });
});
