import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, storedImage, pngImage } from '../../test/factories';
import { fakeUpstream, upstreamAnswer } from '../../test/fake-gold-price';
import { branchId } from '../../test/branch-support';
import type { App } from '../../build-app';

/** An app whose ornament sell-out price is `ornament` baht (text as the upstream writes it). */
async function pricedApp(ornament: string) {
  const fake = await fakeUpstream();
  const answer = upstreamAnswer('41,600.00', '41,500.00');
  answer.response.price.gold = { buy: '40,000.00', sell: ornament };
  fake.set(answer);
  const app = await testApp({ goldPrice: { upstream: fake.url, cacheMs: 60_000, timeoutMs: 500 } });
  await app.inject('/api/gold-price/latest');
  return app;
}

async function addProducts(app: App) {
  await app.db.insert(schema.categories).values([{ id: 1, catName: 'สร้อยคอ' }]);
  const img = await storedImage(app, 'product');
  const second = await storedImage(app, 'product').then(async () => {
    // A second, different picture: another colour gives another hash.
    const res = await app.images.prepare(await pngImage(64, 48, { r: 10, g: 20, b: 30 }), 'product');
    return app.images.store(app.db, res, 'product');
  });
  const [a, b, c] = await app.db
    .insert(schema.products)
    .values([
      {
        code: 'GN-101',
        weight: 1,
        unit: 'บาท',
        catId: 1,
        img,
        makingChargeSatang: 120_000,
        name: 'สร้อยคอลายสี่เสา',
        kind: 'สร้อยคอทองคำ',
        maker: 'ร้านทองตัวอย่าง',
      },
      { code: 'GN-102', weight: 2, unit: 'สลึง', catId: 1, img, makingChargeSatang: 80_050 },
      { code: 'GN-105', weight: 7.6, unit: 'กรัม', catId: 1, img, makingChargeSatang: 100_000, createdAt: '2020-01-01T00:00:00.000Z' },
    ])
    .returning();
  await app.db.insert(schema.productImages).values([
    { productId: a!.id, position: 0, image: img, alt: 'ด้านหน้า' },
    { productId: a!.id, position: 1, image: second, alt: '' },
  ]);
  await app.db.insert(schema.productStock).values([
    { productId: a!.id, branchId: branchId(app, 'นาวง'), quantity: 2 },
    { productId: a!.id, branchId: branchId(app, 'หาดสำราญ'), quantity: 0 },
  ]);
  return { a: a!, b: b!, c: c!, img, second };
}

const page = (app: App, code: string) => app.inject(`/api/shop/products/${encodeURIComponent(code)}?images=url`);

describe('GET /api/shop/products/:code', () => {
  it('splits the catalogue price into gold value + ค่ากำเหน็จ to the satang, at two gold prices', async () => {
    for (const [ornament, expected] of [
      ['41,850.00', { gn101: 43_050, gn102: 21_726 }],
      ['42,317.35', { gn101: 43_518, gn102: 21_960 }],
    ] as const) {
      const app = await pricedApp(ornament);
      await addProducts(app);
      const cards = (await app.inject('/api/shop/shop-product?images=url')).json() as { code: string; price: number }[];
      for (const code of ['GN-101', 'GN-102', 'GN-105']) {
        const p = (await page(app, code)).json();
        // The page's price is the card's price, and the two parts add up to it exactly (in satang).
        expect(p.price).toBe(cards.find((c) => c.code === code)!.price);
        expect(Math.round(p.goldValue * 100) + Math.round(p.workmanship * 100)).toBe(p.price * 100);
      }
      const gn101 = (await page(app, 'GN-101')).json();
      expect(gn101).toMatchObject({ price: expected.gn101, workmanship: 1_200, goldValue: expected.gn101 - 1_200 });
      const gn102 = (await page(app, 'GN-102')).json();
      expect(gn102).toMatchObject({ price: expected.gn102, workmanship: 800.5, goldValue: expected.gn102 - 800.5 });
    }
  });

  it('answers the label, the photos in order with alt text, stock per branch (null: not kept) and related pieces', async () => {
    const app = await testApp();
    const { img, second } = await addProducts(app);
    const res = await page(app, 'GN-101');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      code: 'GN-101',
      name: 'สร้อยคอลายสี่เสา',
      catId: 1,
      categoryName: 'สร้อยคอ',
      purity: '96.5',
      weightText: '1 บาท',
      grams: 15.16,
      price: null,
      goldValue: null,
      workmanship: null,
      label: { kind: 'สร้อยคอทองคำ', maker: 'ร้านทองตัวอย่าง', purity: '96.5', grams: 15.16 },
      askLineUrl: null,
    });
    expect(p.images).toEqual([
      { src: `/api/images/${img}.webp`, alt: 'ด้านหน้า' },
      { src: `/api/images/${second}.webp`, alt: 'สร้อยคอลายสี่เสา รูปที่ 2' },
    ]);
    expect(p.branches).toEqual([
      { id: branchId(app, 'นาวง'), name: 'นาวง', stock: 2 },
      { id: branchId(app, 'หาดสำราญ'), name: 'หาดสำราญ', stock: 0 },
      { id: branchId(app, 'เขาวิเศษ'), name: 'เขาวิเศษ', stock: null },
    ]);
    // Nearest in weight first: 7.6 g (GN-105) is nearer 15.16 g than 2 สลึง (7.58 g).
    expect(p.related.map((r: { code: string }) => r.code)).toEqual(['GN-105', 'GN-102']);
    expect((await page(app, 'GN-102')).json()).toMatchObject({ name: 'สร้อยคอ รหัส GN-102', weightText: '2 สลึง', grams: 7.58 });
  });

  it('answers 404 in Thai for an unknown code', async () => {
    const app = await testApp();
    await addProducts(app);
    const res = await page(app, 'NO-SUCH');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'ไม่พบสินค้ารหัสนี้', code: 'NOT_FOUND' });
  });

  it("opens the shop's LINE chat with the question written when the official account is configured", async () => {
    const app = await testApp();
    await addProducts(app);
    app.config.line.basicIdSet = true;
    app.config.line.basicId = '@shop1';
    const url = (await page(app, 'GN-101')).json().askLineUrl as string;
    expect(url.startsWith('https://line.me/R/oaMessage/%40shop1/?')).toBe(true);
    const text = decodeURIComponent(url.split('?')[1]!);
    expect(text).toBe(`สอบถามสินค้า GN-101 สร้อยคอลายสี่เสา\n${app.config.line.appOrigin}/shop/GN-101`);
  });
});

describe('GET /api/shop/products', () => {
  it('filters by category, code or name, price and weight, sorts and pages, with the count', async () => {
    const app = await pricedApp('41,850.00');
    await addProducts(app);
    const list = async (query: string) => (await app.inject(`/api/shop/products?images=url&${query}`)).json();
    const codes = (r: { data: { code: string }[] }) => r.data.map((p) => p.code);
    expect(await list('')).toMatchObject({ total: 3 });
    expect(codes(await list('sort=price'))).toEqual(['GN-102', 'GN-105', 'GN-101']);
    expect(codes(await list('sort=-price'))).toEqual(['GN-101', 'GN-105', 'GN-102']);
    expect(codes(await list('sort=weight'))).toEqual(['GN-102', 'GN-105', 'GN-101']);
    expect(codes(await list(`q=${encodeURIComponent('สี่เสา')}`))).toEqual(['GN-101']);
    expect(codes(await list('q=gn-10'))).toHaveLength(3);
    expect(codes(await list('min_price=30000'))).toEqual(['GN-101']);
    expect(codes(await list('max_price=30000&sort=price'))).toEqual(['GN-102', 'GN-105']);
    expect(codes(await list('min_grams=7.59&max_grams=8'))).toEqual(['GN-105']);
    expect(await list('cat=2')).toEqual({ data: [], total: 0 });
    const paged = await list('sort=price&page=2&pageSize=2');
    expect({ codes: codes(paged), total: paged.total }).toEqual({ codes: ['GN-101'], total: 3 });
    expect(paged.data[0]).toMatchObject({ name: 'สร้อยคอลายสี่เสา', purity: '96.5', grams: 15.16, price: 43_050 });
    expect((await app.inject('/api/shop/products?sort=cheap')).statusCode).toBe(400);
    // The spec's call is unchanged: every product, an array.
    expect((await app.inject('/api/shop/shop-product')).json()).toHaveLength(3);
  });
});

describe('product photos and the original calls', () => {
  it("a new picture sent to update-product becomes the first photo; the editor's order moves products.img", async () => {
    const app = await testApp();
    const { a, second } = await addProducts(app);
    const staff = await createStaff(app);
    const details = await app.inject({ url: `/api/shop/product-details/${a.id}?images=url`, cookies: staff.cookies });
    expect(details.statusCode).toBe(200);
    const photos = details.json().photos as { image: string; alt: string }[];
    const reordered = [photos[1]!, photos[0]!].map((p) => ({ image: p.image, alt: p.alt || 'ภาพใกล้' }));
    const stock = [{ branchId: branchId(app, 'เขาวิเศษ'), quantity: 3 }];
    const put = await app.inject({
      method: 'PUT',
      url: `/api/shop/product-details/${a.id}`,
      cookies: staff.cookies,
      payload: { name: 'ใหม่', kind: 'สร้อยคอทองคำ', maker: 'ผู้ผลิต', purity: '99.99', photos: reordered, stock },
    });
    expect(put.statusCode).toBe(200);
    const row = app.db.select().from(schema.products).where(eq(schema.products.id, a.id)).get()!;
    expect(row).toMatchObject({ img: second, name: 'ใหม่', purity: '99.99' });
    const p = (await page(app, 'GN-101')).json();
    expect(p.images[0].alt).toBe('ภาพใกล้');
    expect(p.branches.map((b: { stock: number | null }) => b.stock)).toEqual([null, null, 3]);
    // A photo that is not the product's own is refused, and nothing changes.
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/shop/product-details/${a.id}`,
      cookies: staff.cookies,
      payload: { name: 'x', kind: '', maker: '', purity: '96.5', photos: [{ image: 'a'.repeat(64), alt: '' }], stock: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(app.db.select().from(schema.products).where(eq(schema.products.id, a.id)).get()!.name).toBe('ใหม่');
    // Anyone else: refused.
    expect((await app.inject(`/api/shop/product-details/${a.id}`)).statusCode).toBe(401);
  });
});
