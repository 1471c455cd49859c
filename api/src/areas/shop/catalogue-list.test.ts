import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { ensureInitialData } from '../../seed-on-start';
import { CATALOGUE_VIEWS_KEPT } from './member-routes';

/**
 * GET /api/shop/products as the member app's /shop uses it, against the demo shop (db/src/seed/catalog.ts):
 * the weight sizes customers ask for, the search as people type it, a public list's cache headers, and a
 * Thai sentence for a bad parameter in a link edited by hand.
 */
describe('the catalogue list of /shop', async () => {
  const app = await testApp({ seedDemo: true });
  await ensureInitialData(app);
  const list = async (query: string) => {
    const res = await app.inject(`/api/shop/products?images=url&pageSize=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { code: string; grams: number | null; price: number | null }[]; total: number };
  };
  const codes = async (query: string) => (await list(query)).data.map((p) => p.code).sort();

  it('filters by the sizes customers say, each piece in one size', async () => {
    expect(await codes('weight=under-half-salueng')).toEqual(['GR-304', 'QC-701']);
    expect(await codes('weight=half-salueng')).toEqual(['GE-502', 'GR-302', 'QC-703']);
    expect(await codes('weight=2-salueng')).toEqual(['GB-202', 'GE-503', 'GN-102', 'GN-104', 'GN-105', 'GR-303', 'SP-602']);
    expect(await codes('weight=2-baht-up')).toEqual(['GK-402', 'GN-103']);
    // With the category: necklaces of 1 บาท (GN-101 is 1 บาท).
    expect(await codes('weight=1-baht&cat=1')).toEqual(['GN-101']);
    const sizes = ['under-half-salueng', 'half-salueng', '1-salueng', '2-salueng', '1-baht', '2-baht-up'];
    const counts = await Promise.all(sizes.map(async (w) => (await list(`weight=${w}`)).total));
    expect(counts.reduce((a, b) => a + b)).toBe((await list('')).total);
  });

  it('sorts by weight, lightest first, and pages with the count', async () => {
    const grams = (await list('sort=weight')).data.map((p) => p.grams!);
    expect(grams).toEqual([...grams].sort((a, b) => a - b));
    const page2 = await app.inject('/api/shop/products?sort=weight&pageSize=8&page=2').then((r) => r.json());
    expect(page2.data).toHaveLength(8);
    expect(page2.total).toBe((await list('')).total);
  });

  it('searches as people type: a category name and a weight with its unit, Thai digits too', async () => {
    expect(await codes(`q=${encodeURIComponent('สร้อยคอ 2 สลึง')}`)).toEqual(['GN-102']);
    expect(await codes(`q=${encodeURIComponent('แหวน ๒ สลึง')}`)).toEqual(['GR-303']);
    expect(await codes('q=gn-10')).toEqual(['GN-101', 'GN-102', 'GN-103', 'GN-104', 'GN-105']);
    expect((await list(`q=${encodeURIComponent('สร้อย')}`)).total).toBe(9);
  });

  it('answers as a public list: revalidated each time (prices move), with an ETag that saves the download', async () => {
    const first = await app.inject({ url: '/api/shop/products?images=url&weight=1-baht', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const again = await app.inject({
      url: '/api/shop/products?images=url&weight=1-baht',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Another view is another answer.
    const other = await app.inject('/api/shop/products?images=url&weight=2-baht-up');
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(other.json().total).toBe(2);
  });

  it('keeps at most its bound of views, and a view pushed out is computed again, the same', async () => {
    const view = '/api/shop/products?images=url&q=GN';
    const before = (await app.inject(view)).body;
    for (let i = 0; i <= CATALOGUE_VIEWS_KEPT; i++) await app.inject(`/api/shop/products?images=url&q=x${i}`);
    expect((await app.inject(view)).body).toBe(before);
  });

  it.each([
    ['sort=cheap', 'เรียงได้ตามราคา (price, -price) น้ำหนัก (weight) หรือสินค้าใหม่ (new)'],
    ['weight=3-baht', 'ไม่มีขนาดน้ำหนักนี้ในร้าน'],
    ['min_price=-5', 'ช่วงราคาต้องเป็นจำนวนเต็มบาท ตั้งแต่ 0 ขึ้นไป'],
    ['max_price=abc', 'ช่วงราคาต้องเป็นจำนวนเต็มบาท ตั้งแต่ 0 ขึ้นไป'],
    ['cat=0', 'ประเภทสินค้าไม่ถูกต้อง'],
    ['page=0', 'เลขหน้าไม่ถูกต้อง'],
    [`q=${'ก'.repeat(51)}`, 'คำค้นหายาวได้ไม่เกิน 50 ตัวอักษร'],
  ])('%s is a 400 with a Thai sentence saying what is wrong', async (query, message) => {
    const res = await app.inject(`/api/shop/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
  });
});
