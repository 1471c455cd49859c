import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { storedImage } from '../../test/factories';
import { imageBase64 } from '../../test/content-support';

describe('shop catalogue', async () => {
  const app = await testApp();
  await app.db.insert(schema.categories).values([
    { id: 2, catName: 'สร้อยข้อมือ' },
    { id: 1, catName: 'สร้อยคอ' },
  ]);
  const img = await storedImage(app, 'product');
  const insert = (code: string, catId: number, topStatus: number, createdAt: string) =>
    app.db
      .insert(schema.products)
      .values({ code, weight: 1.5, unit: 'บาท', catId, img, topStatus, createdAt })
      .returning()
      .then((r) => r[0]!);
  const old = await insert('N-001', 1, 1, '2024-01-01T00:00:00.000Z');
  const special = await insert('S-001', 6, 0, '2024-02-01T00:00:00.000Z');
  const newest = await insert('Q-001', 7, 1, '2024-03-01T00:00:00.000Z');
  // No gold price is known in this file (the test upstream is unreachable): every product is unpriced.
  const unpriced = { makingCharge: 0, price: null, priceAt: null };
  const asUrl = (p: typeof old) => ({
    id: p.id,
    code: p.code,
    weight: 1.5,
    unit: 'บาท',
    cat_id: p.catId,
    img: `/api/images/${img}.webp`,
    topStatus: p.topStatus,
    ...unpriced,
  });

  it('GET /api/shop/shop-product answers every product, newest first, with base64 images by default', async () => {
    const res = await app.inject('/api/shop/shop-product');
    expect(res.statusCode).toBe(200);
    const b64 = imageBase64(app, img);
    expect(res.json()).toEqual([newest, special, old].map((p) => ({ ...asUrl(p), img: b64 })));
  });

  it('GET /api/shop/shop-product?images=url answers image URLs', async () => {
    expect((await app.inject('/api/shop/shop-product?images=url')).json()).toEqual([newest, special, old].map(asUrl));
  });

  it('GET /api/shop/pawn-product answers the cat_id 6 products', async () => {
    expect((await app.inject('/api/shop/pawn-product?images=url')).json()).toEqual([asUrl(special)]);
  });

  it('GET /api/shop/top-product answers the featured products (topStatus 1)', async () => {
    expect((await app.inject('/api/shop/top-product?images=url')).json()).toEqual([asUrl(newest), asUrl(old)]);
  });

  it('GET /api/shop/shop-cat answers the categories by id', async () => {
    const res = await app.inject('/api/shop/shop-cat');
    expect(res.json()).toEqual([
      { id: 1, cat_name: 'สร้อยคอ' },
      { id: 2, cat_name: 'สร้อยข้อมือ' },
    ]);
  });

  it('a product without an image answers img null', async () => {
    const [bare] = await app.db.insert(schema.products).values({ code: 'X', weight: 2, unit: 'สลึง', catId: 3 }).returning();
    const list = (await app.inject('/api/shop/shop-product')).json();
    expect(list.find((p: { id: number }) => p.id === bare!.id)).toEqual({
      id: bare!.id,
      code: 'X',
      weight: 2,
      unit: 'สลึง',
      cat_id: 3,
      img: null,
      topStatus: 0,
      ...unpriced,
    });
  });
});
