import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage } from '../../test/factories';
import { fundedSaver } from '../../test/fixtures';
import { branchId } from '../../test/branch-support';

/** Units no code may look anything up by: Object's own members, which a plain `{}` lookup finds. */
const PROTOTYPE_UNITS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

describe('one bad product row', () => {
  it('never fails a list: a unit like __proto__ put in the database directly is shown without a price', async () => {
    const app = await testApp();
    const { staff, cookies } = await createStaff(app, 'owner');
    // A price in use, so every list prices its products (the 500 came from pricing).
    await app.inject({
      method: 'POST',
      url: '/api/gold-price/manual',
      payload: { buy: 40_000, sell: 39_900, compare_previous: 0 },
      cookies,
    });
    const good = app.db.insert(schema.products).values({ code: 'OK-1', weight: 1, unit: 'สลึง', catId: 6, topStatus: 1 }).returning().get();
    const bad = PROTOTYPE_UNITS.map((unit, i) =>
      app.db
        .insert(schema.products)
        .values({ code: `BAD-${i}`, weight: 1, unit, catId: 6, topStatus: 1 })
        .returning()
        .get(),
    );
    const saver = await fundedSaver(app, staff.id, 10_000_000);
    app.db
      .insert(schema.downRequests)
      .values({ userId: saver.user.id, branchId: branchId(app), askedProductId: bad[0]!.id })
      .run();

    const lists = ['/api/shop/shop-product', '/api/shop/pawn-product', '/api/shop/top-product'];
    for (const url of lists) {
      const res = await app.inject({ url: `${url}?images=url` });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      const products = res.json() as { code: string; unit: string; price: number | null }[];
      expect(products.find((p) => p.code === good.code)?.price, url).toBeGreaterThan(0);
      for (const [i, unit] of PROTOTYPE_UNITS.entries())
        expect(
          products.find((p) => p.code === `BAD-${i}`),
          url,
        ).toMatchObject({ unit, price: null });
    }
    const memberReads = ['/api/saving/recommendations', '/api/down/get-req'];
    for (const url of memberReads) {
      const res = await app.inject({ url: `${url}?images=url`, headers: saver.auth });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const staffReads = ['/api/admin/down/requests', '/api/admin/dashboard'];
    for (const url of staffReads) {
      const res = await app.inject({ url, cookies });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('cannot be made through the API: a unit is one of the known units', async () => {
    const app = await testApp();
    const { cookies } = await createStaff(app);
    const img = await pngImage();
    for (const unit of [...PROTOTYPE_UNITS, 'ก้อน']) {
      const body = multipart({ code: 'X-1', weight: '1', unit, cat_id: '1' }, { img });
      const res = await app.inject({ method: 'POST', url: '/api/shop/add-product', ...body, cookies });
      expect(res.statusCode, unit).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect(app.db.select().from(schema.products).all()).toHaveLength(0);
    const body = multipart({ code: 'X-2', weight: '2', unit: 'ชิ้น', cat_id: '1' }, { img });
    expect((await app.inject({ method: 'POST', url: '/api/shop/add-product', ...body, cookies })).statusCode).toBe(200);
  });
});
