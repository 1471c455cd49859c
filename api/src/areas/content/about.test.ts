import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage, storedImage } from '../../test/factories';
import { expectStaffOnly, imageBase64, lastAudit, snapshot } from '../../test/content-support';

describe('about content', async () => {
  const app = await testApp();
  const { cookies, staff } = await createStaff(app);
  const img1 = await storedImage(app, 'content');
  const img2 = await storedImage(app, 'content');
  const [row] = await app.db
    .insert(schema.aboutContent)
    .values({ header: 'ร้านทอง', slogan: 'ทองแท้', description: 'สามสาขา', img1, img2 })
    .returning();
  const id = row!.id;

  it('GET /api/content/get-about answers the records with base64 images by default', async () => {
    const res = await app.inject('/api/content/get-about');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id, header: 'ร้านทอง', slogan: 'ทองแท้', description: 'สามสาขา', img1: imageBase64(app, img1), img2: imageBase64(app, img2) },
    ]);
  });

  it('GET /api/content/get-about?images=url answers URLs', async () => {
    const res = await app.inject('/api/content/get-about?images=url');
    expect(res.json()[0]).toMatchObject({ img1: `/api/images/${img1}.webp`, img2: `/api/images/${img2}.webp` });
  });

  it('PUT update-about/:id replaces only the images sent and audits the change', async () => {
    const { payload, headers } = multipart({ header: 'ใหม่', slogan: 'สโลแกน', description: 'คำอธิบาย' }, { img2: await pngImage(30, 60) });
    const res = await app.inject({ method: 'PUT', url: `/api/content/update-about/${id}?images=url`, payload, headers, cookies });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id,
      header: 'ใหม่',
      slogan: 'สโลแกน',
      description: 'คำอธิบาย',
      img1: `/api/images/${img1}.webp`,
      img2: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.webp$/),
    });
    expect(body.img2).not.toBe(`/api/images/${img2}.webp`);
    const a = lastAudit(app);
    expect(a).toMatchObject({ staffId: staff.id, action: 'update', entity: 'about_content', entityId: String(id) });
    expect(a.before).toMatchObject({ header: 'ร้านทอง', img2 });
    expect(a.after).toMatchObject({ header: 'ใหม่', img1 });
  });

  it('has no required field (docs/product.md "Input rules"): a slogan left out stays, an empty header saves empty', async () => {
    const saved = (await app.inject('/api/content/get-about')).json()[0];
    const { payload, headers } = multipart({ header: '', description: 'ใหม่' });
    const res = await app.inject({ method: 'PUT', url: `/api/content/update-about/${id}`, payload, headers, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ header: '', slogan: saved.slogan, description: 'ใหม่' });
  });

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const cases = [
      { url: `/api/content/update-about/${id}`, fields: { header: 'x', description: 'x'.repeat(5001) }, files: {}, status: 400 },
      {
        url: `/api/content/update-about/${id}`,
        fields: { header: 'x', slogan: 's', description: 'bad' },
        files: { img1: Buffer.from('GIF89a-not-really') },
        status: 422,
      },
      {
        url: `/api/content/update-about/${id}`,
        fields: { header: 'x', slogan: 's', description: 'text' },
        files: { img1: Buffer.from('plain text') },
        status: 415,
      },
      { url: '/api/content/update-about/424242', fields: { header: 'x', slogan: 's', description: 'd' }, files: {}, status: 404 },
    ];
    for (const c of cases) {
      const before = snapshot(app);
      const { payload, headers } = multipart(c.fields, c.files);
      const res = await app.inject({ method: 'PUT', url: c.url, payload, headers, cookies });
      expect(res.statusCode, c.fields.description).toBe(c.status);
      expect(snapshot(app)).toBe(before);
    }
  });

  it('refuses the update to anyone but staff', async () => {
    const { payload, headers } = multipart({ header: 'x', slogan: 's', description: 'd' });
    await expectStaffOnly(app, { method: 'PUT', url: `/api/content/update-about/${id}`, payload, headers });
  });
});
