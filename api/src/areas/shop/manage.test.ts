import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage } from '../../test/factories';
import { expectStaffOnly, lastAudit, snapshot } from '../../test/content-support';

const fields = { code: 'NK-100', weight: '2.5', unit: 'บาท', cat_id: '1' };

describe('shop product management', async () => {
  const app = await testApp();
  const { cookies, staff } = await createStaff(app);
  const add = async (f: Record<string, string | undefined> = fields, files: Record<string, Buffer | undefined> = { img: undefined }) => {
    const body = multipart(f, 'img' in files && files.img === undefined ? { img: await pngImage() } : files);
    return app.inject({ method: 'POST', url: '/api/shop/add-product?images=url', payload: body.payload, headers: body.headers, cookies });
  };

  it('POST add-product creates the product, answers it in contract shape and audits it', async () => {
    const res = await add();
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toEqual({
      id: expect.any(Number),
      code: 'NK-100',
      weight: 2.5,
      unit: 'บาท',
      cat_id: 1,
      img: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.webp$/),
      topStatus: 0,
      makingCharge: 0,
      price: null,
      priceAt: null,
    });
    expect((await app.inject('/api/shop/shop-product?images=url')).json()).toContainEqual(p);
    const a = lastAudit(app);
    expect(a).toMatchObject({
      staffId: staff.id,
      action: 'create',
      entity: 'product',
      entityId: String(p.id),
      before: null,
      after: { code: 'NK-100', catId: 1 },
    });
    expect((a.after as { img: string }).img).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers base64 without ?images=url', async () => {
    const body = multipart(fields, { img: await pngImage() });
    const res = await app.inject({ method: 'POST', url: '/api/shop/add-product', payload: body.payload, headers: body.headers, cookies });
    expect(Buffer.from(res.json().img, 'base64').subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('POST update-product/:id changes the fields and keeps the image unless a new one is sent', async () => {
    const p = (await add()).json();
    let body = multipart({ code: 'NK-200', weight: '3', unit: 'สลึง', cat_id: '6', makingCharge: '450.50' });
    let res = await app.inject({
      method: 'POST',
      url: `/api/shop/update-product/${p.id}?images=url`,
      payload: body.payload,
      headers: body.headers,
      cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: p.id,
      code: 'NK-200',
      weight: 3,
      unit: 'สลึง',
      cat_id: 6,
      img: p.img,
      topStatus: 0,
      makingCharge: 450.5,
      price: null,
      priceAt: null,
    });
    expect(lastAudit(app)).toMatchObject({
      action: 'update',
      entityId: String(p.id),
      before: { code: 'NK-100' },
      after: { code: 'NK-200', catId: 6 },
    });
    expect((await app.inject('/api/shop/pawn-product?images=url')).json()).toContainEqual(res.json());

    body = multipart({ code: 'NK-200', weight: '3', unit: 'สลึง', cat_id: '6' }, { img: await pngImage(50, 50, { r: 1, g: 2, b: 3 }) });
    res = await app.inject({
      method: 'POST',
      url: `/api/shop/update-product/${p.id}?images=url`,
      payload: body.payload,
      headers: body.headers,
      cookies,
    });
    expect(res.json().img).not.toBe(p.img);

    // Fields left out keep what is saved; numbers sent still have to be numbers.
    body = multipart({ weight: '2.5' });
    res = await app.inject({
      method: 'POST',
      url: `/api/shop/update-product/${p.id}?images=url`,
      payload: body.payload,
      headers: body.headers,
      cookies,
    });
    expect(res.json()).toMatchObject({ code: 'NK-200', weight: 2.5, unit: 'สลึง', cat_id: 6, makingCharge: 450.5 });
    for (const bad of [{ weight: 'หนัก' }, { makingCharge: '1.005' }, { makingCharge: '-1' }]) {
      body = multipart(bad);
      res = await app.inject({
        method: 'POST',
        url: `/api/shop/update-product/${p.id}`,
        payload: body.payload,
        headers: body.headers,
        cookies,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(app.db.select().from(schema.products).where(eq(schema.products.id, p.id)).get()!.makingChargeSatang).toBe(45_050);
  });

  it('PUT update-top-status/:id features and unfeatures a product', async () => {
    const p = (await add()).json();
    let res = await app.inject({
      method: 'PUT',
      url: `/api/shop/update-top-status/${p.id}?images=url`,
      payload: { topStatus: 1 },
      cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...p, topStatus: 1 });
    expect((await app.inject('/api/shop/top-product?images=url')).json()).toContainEqual({ ...p, topStatus: 1 });
    expect(lastAudit(app)).toMatchObject({ action: 'set_top_status', before: { topStatus: 0 }, after: { topStatus: 1 } });
    res = await app.inject({ method: 'PUT', url: `/api/shop/update-top-status/${p.id}`, payload: { topStatus: 0 }, cookies });
    expect(res.json().topStatus).toBe(0);
    expect((await app.inject('/api/shop/top-product')).json().map((x: { id: number }) => x.id)).not.toContain(p.id);
  });

  it('DELETE delete-product/:id removes it, answers {message}, audits, then 404s', async () => {
    const p = (await add()).json();
    const res = await app.inject({ method: 'DELETE', url: `/api/shop/delete-product/${p.id}`, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject('/api/shop/shop-product')).json().map((x: { id: number }) => x.id)).not.toContain(p.id);
    expect(lastAudit(app)).toMatchObject({
      action: 'delete',
      entity: 'product',
      entityId: String(p.id),
      before: { code: 'NK-100' },
      after: null,
    });
    expect((await app.inject({ method: 'DELETE', url: `/api/shop/delete-product/${p.id}`, cookies })).statusCode).toBe(404);
  });

  it('refuses bad product input and changes nothing', async () => {
    const png = await pngImage();
    const cases: { why: string; f: Record<string, string | undefined>; files: Record<string, Buffer | undefined>; status: number }[] = [
      { why: 'no image', f: fields, files: {}, status: 400 },
      { why: 'missing code', f: { ...fields, code: undefined }, files: { img: png }, status: 400 },
      { why: 'weight not a number', f: { ...fields, weight: 'หนัก' }, files: { img: png }, status: 400 },
      { why: 'weight zero', f: { ...fields, weight: '0' }, files: { img: png }, status: 400 },
      { why: 'cat_id not a number', f: { ...fields, cat_id: 'แหวน' }, files: { img: png }, status: 400 },
      { why: 'code too long', f: { ...fields, code: 'x'.repeat(51) }, files: { img: png }, status: 400 },
      { why: 'not an image', f: fields, files: { img: Buffer.from('<script>alert(1)</script>') }, status: 415 },
      { why: 'oversized file', f: fields, files: { img: Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]) }, status: 413 },
    ];
    for (const c of cases) {
      const before = snapshot(app);
      const res = await add(c.f, c.files);
      expect(res.statusCode, c.why).toBe(c.status);
      expect(res.json().message).toBeTypeOf('string');
      expect(snapshot(app), c.why).toBe(before);
    }
  });

  it('stores script text in product fields as plain text', async () => {
    const code = '<img src=x onerror=alert(1)>';
    const res = await add({ ...fields, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(code);
  });

  it('answers 404 for unknown ids and bad values with 400, changing nothing', async () => {
    const body = multipart(fields, { img: await pngImage() });
    const calls = [
      {
        req: { method: 'POST' as const, url: '/api/shop/update-product/98765', payload: body.payload, headers: body.headers },
        status: 404,
      },
      { req: { method: 'PUT' as const, url: '/api/shop/update-top-status/98765', payload: { topStatus: 1 } }, status: 404 },
      { req: { method: 'DELETE' as const, url: '/api/shop/delete-product/98765' }, status: 404 },
      { req: { method: 'PUT' as const, url: '/api/shop/update-top-status/1', payload: { topStatus: 3 } }, status: 400 },
      { req: { method: 'DELETE' as const, url: '/api/shop/delete-product/-1' }, status: 400 },
    ];
    for (const c of calls) {
      const before = snapshot(app);
      const res = await app.inject({ ...c.req, cookies });
      expect(res.statusCode, c.req.url).toBe(c.status);
      expect(snapshot(app)).toBe(before);
    }
  });

  it('refuses every write to anyone but staff', async () => {
    const p = (await add()).json();
    const png = await pngImage();
    await expectStaffOnly(app, () => ({ method: 'POST', url: '/api/shop/add-product', ...multipart(fields, { img: png }) }));
    await expectStaffOnly(app, () => ({ method: 'POST', url: `/api/shop/update-product/${p.id}`, ...multipart(fields) }));
    await expectStaffOnly(app, { method: 'PUT', url: `/api/shop/update-top-status/${p.id}`, payload: { topStatus: 1 } });
    await expectStaffOnly(app, { method: 'DELETE', url: `/api/shop/delete-product/${p.id}` });
  });
});
