import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage, storedImage } from '../../test/factories';
import { expectStaffOnly, imageBase64, lastAudit, snapshot } from '../../test/content-support';

describe('home content', async () => {
  const app = await testApp();
  const { cookies, staff } = await createStaff(app);
  const img = await storedImage(app, 'content');
  const [row] = await app.db.insert(schema.homeContent).values({ header: 'ออมทองง่าย', description: 'เริ่มต้นวันนี้', img }).returning();
  const id = row!.id;

  it('GET /api/content/get-home answers the items with a base64 image by default', async () => {
    const res = await app.inject('/api/content/get-home');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id, img: imageBase64(app, img), header: 'ออมทองง่าย', description: 'เริ่มต้นวันนี้' }]);
  });

  it('GET /api/content/get-home?images=url puts the public image URL in the same field', async () => {
    const res = await app.inject('/api/content/get-home?images=url');
    expect(res.json()).toEqual([{ id, img: `/api/images/${img}.webp`, header: 'ออมทองง่าย', description: 'เริ่มต้นวันนี้' }]);
    expect((await app.inject(res.json()[0].img)).statusCode).toBe(200);
  });

  it('refuses a bad images mode', async () => {
    expect((await app.inject('/api/content/get-home?images=ftp')).statusCode).toBe(400);
  });

  it('PUT update-home/:id changes text and image, answers the record and writes an audit row', async () => {
    const { payload, headers } = multipart({ header: 'หัวข้อใหม่', description: 'รายละเอียดใหม่' }, { img: await pngImage(80, 40) });
    const res = await app.inject({ method: 'PUT', url: `/api/content/update-home/${id}?images=url`, payload, headers, cookies });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id,
      img: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.webp$/),
      header: 'หัวข้อใหม่',
      description: 'รายละเอียดใหม่',
    });
    const newHash = body.img.slice('/api/images/'.length, -'.webp'.length);
    expect(newHash).not.toBe(img);

    const a = lastAudit(app);
    expect(a).toMatchObject({ staffId: staff.id, action: 'update', entity: 'home_content', entityId: String(id) });
    expect(a.before).toMatchObject({ header: 'ออมทองง่าย', img });
    expect(a.after).toMatchObject({ header: 'หัวข้อใหม่', img: newHash });
    expect(JSON.stringify(a).length).toBeLessThan(1000); // hashes only, never image bytes
  });

  it('keeps the image when none is sent and stores script text as plain text', async () => {
    const before = (await app.inject(`/api/content/get-home?images=url`)).json()[0].img;
    const script = '<script>alert("x")</script> & <b>ทอง</b>';
    const { payload, headers } = multipart({ header: 'h', description: script });
    const res = await app.inject({ method: 'PUT', url: `/api/content/update-home/${id}?images=url`, payload, headers, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ img: before, description: script });
    expect((await app.inject('/api/content/get-home')).json()[0].description).toBe(script);
  });

  it('takes a TIFF as well (docs/product.md "Input rules": any image type the server can read), stored as WebP', async () => {
    const tiff = await sharp({ create: { width: 30, height: 20, channels: 3, background: { r: 200, g: 10, b: 90 } } })
      .tiff()
      .toBuffer();
    const { payload, headers } = multipart({}, { img: tiff });
    const res = await app.inject({ method: 'PUT', url: `/api/content/update-home/${id}?images=url`, payload, headers, cookies });
    expect(res.statusCode, res.body).toBe(200);
    const image = await app.inject(res.json().img);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(30);
  });

  it('has no required field (docs/product.md "Input rules"): an empty one saves empty, one left out keeps what is saved', async () => {
    const put = (fields: Record<string, string>) => {
      const { payload, headers } = multipart(fields);
      return app.inject({ method: 'PUT', url: `/api/content/update-home/${id}`, payload, headers, cookies });
    };
    const saved = (await app.inject('/api/content/get-home')).json()[0];
    expect((await put({ header: '' })).json()).toMatchObject({ header: '', description: saved.description });
    expect((await put({})).json()).toMatchObject({ header: '', description: saved.description, img: saved.img });
    expect((await put({ header: 'กลับมาแล้ว', description: '' })).json()).toMatchObject({ header: 'กลับมาแล้ว', description: '' });
  });

  it('refuses bad input and changes nothing', async () => {
    const cases = [
      { fields: { header: 'x'.repeat(201), description: 'too long' }, files: {}, status: 400 },
      { fields: { header: 'x', description: 'not an image' }, files: { img: Buffer.from('hello, not a picture') }, status: 415 },
      { fields: { header: 'x', description: 'unknown file' }, files: { other: await pngImage() }, status: 400 },
    ];
    for (const c of cases) {
      const before = snapshot(app);
      const { payload, headers } = multipart(c.fields, c.files);
      const res = await app.inject({ method: 'PUT', url: `/api/content/update-home/${id}`, payload, headers, cookies });
      expect(res.statusCode, c.fields.description).toBe(c.status);
      expect(res.json().message).toBeTypeOf('string');
      expect(snapshot(app)).toBe(before);
    }
    const json = await app.inject({
      method: 'PUT',
      url: `/api/content/update-home/${id}`,
      payload: { header: 'x', description: 'y' },
      cookies,
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown id and stores nothing', async () => {
    const before = snapshot(app);
    const { payload, headers } = multipart({ header: 'x', description: 'y' }, { img: await pngImage(10, 10) });
    const res = await app.inject({ method: 'PUT', url: '/api/content/update-home/9999', payload, headers, cookies });
    expect(res.statusCode).toBe(404);
    expect(snapshot(app)).toBe(before);
    expect((await app.inject({ method: 'PUT', url: '/api/content/update-home/abc', payload, headers, cookies })).statusCode).toBe(400);
  });

  it('refuses the update to anyone but staff', async () => {
    const { payload, headers } = multipart({ header: 'x', description: 'y' });
    await expectStaffOnly(app, { method: 'PUT', url: `/api/content/update-home/${id}`, payload, headers });
  });
});
