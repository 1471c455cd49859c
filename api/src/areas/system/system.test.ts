import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { jpegWithGps, multipart, storedImage } from '../../test/factories';
import sharp from 'sharp';
import { immediate } from '../../lib/tx';

describe('system routes', async () => {
  const app = await testApp();

  it('GET /api/health answers ok', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { writable: true }, disk: { ok: true } });
  });

  it('sends the API security headers and no CORS allowance', async () => {
    for (const url of ['/api/health', '/api/no-such-call']) {
      const res = await app.inject({ url, headers: { origin: 'https://evil.example' } });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('a multipart body where none is taken is a 415 with a message; an upload route reads one', async () => {
    const form = multipart({ username: 'demo2', password: 'demo1234' });
    const signin = await app.inject({ method: 'POST', url: '/api/auth/signin', ...form });
    expect(signin.statusCode).toBe(415);
    expect(signin.json().message).toBeTruthy();
    // The staff upload route (a multipart context of its own) takes the same body: here it stops at auth.
    const upload = await app.inject({ method: 'PUT', url: '/api/content/update-home/1', ...multipart({ header: 'x' }) });
    expect(upload.statusCode).toBe(401);
  });

  it("sends helmet's page headers with the app's policy outside /api, and on images", async () => {
    const img = await storedImage(app, 'product');
    const image = await app.inject(`/api/images/${img}.webp`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const res = await app.inject('/shop');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://api.line.me');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('GET /api/config tells the apps they run in demo mode without a LINE channel', async () => {
    const res = await app.inject('/api/config');
    expect(res.json()).toMatchObject({ demo: true, liffId: null, goldPriceBase: '/api/gold-price' });
  });

  it('unknown API paths get a JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTypeOf('string');
  });

  it('serves public images immutable and hides private ones without a signature', async () => {
    const pub = await storedImage(app, 'product');
    const res = await app.inject(`/api/images/${pub}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const priv = await storedImage(app, 'id_card');
    expect((await app.inject(`/api/images/${priv}.webp`)).statusCode).toBe(404);
    const signed = app.images.signedPath(priv);
    expect((await app.inject(signed)).statusCode).toBe(200);
    expect((await app.inject(signed.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(403);
    expect((await app.inject(`/api/images/p/${priv}.webp?exp=1&sig=x`)).statusCode).toBe(403);
  });

  it('serves a public image narrower with ?w= (never wider), cached the same way, and refuses other widths', async () => {
    // A photo as a phone takes it, 1200 x 900 of detail: stored as it is (under 1600 px).
    const noise = Buffer.alloc(1200 * 900 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg()
      .toBuffer();
    const img = await app.images.prepare(photo, 'product');
    const hash = await immediate(app.db, (tx) => app.images.store(tx, img, 'product'));
    const full = await app.inject(`/api/images/${hash}.webp`);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1200);

    for (const w of [320, 640, 960]) {
      const res = await app.inject(`/api/images/${hash}.webp?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, (w * 3) / 4]);
      expect(res.rawPayload.length).toBeLessThan(full.rawPayload.length);
    }
    // A second ask is the same copy (made once).
    const again = await app.inject(`/api/images/${hash}.webp?w=320`);
    expect(again.rawPayload.equals((await app.inject(`/api/images/${hash}.webp?w=320`)).rawPayload)).toBe(true);

    // An image narrower than the width asked for comes back as it is.
    const small = await storedImage(app, 'product');
    const smallFull = await app.inject(`/api/images/${small}.webp`);
    expect((await app.inject(`/api/images/${small}.webp?w=640`)).rawPayload.equals(smallFull.rawPayload)).toBe(true);

    for (const w of ['100', '5000', '320.5', '3e2', '0x140', 'abc', '']) {
      const res = await app.inject(`/api/images/${hash}.webp?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    // Private images have no narrower copies: only their signed URL serves them.
    const priv = await storedImage(app, 'id_card');
    expect((await app.inject(`/api/images/${priv}.webp?w=320`)).statusCode).toBe(404);
  });

  it('serves a public image as JPEG for LINE cards (960 px unless asked), cached; never a private one', async () => {
    const noise = Buffer.alloc(1200 * 900 * 4);
    for (let i = 0; i < noise.length; i++) noise[i] = i % 4 === 3 ? 128 : (i * 2654435761) >>> 24; // half see-through
    const photo = await sharp(noise, { raw: { width: 1200, height: 900, channels: 4 } })
      .png()
      .toBuffer();
    const prepared = await app.images.prepare(photo, 'product');
    const hash = await immediate(app.db, (tx) => app.images.store(tx, prepared, 'product'));
    const res = await app.inject(`/api/images/${hash}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 960, 720, false]);
    const small = await app.inject(`/api/images/${hash}.jpg?w=320`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect(small.rawPayload.equals((await app.inject(`/api/images/${hash}.jpg?w=320`)).rawPayload)).toBe(true);
    expect((await app.inject(`/api/images/${hash}.jpg?w=5000`)).statusCode).toBe(400);
    const priv = await storedImage(app, 'id_card');
    expect((await app.inject(`/api/images/${priv}.jpg`)).statusCode).toBe(404);
    expect((await app.inject(`/api/images/${'0'.repeat(64)}.jpg`)).statusCode).toBe(404);
  });

  it('re-encodes uploads to WebP and strips EXIF including GPS', async () => {
    const img = await app.images.prepare(await jpegWithGps(), 'slip');
    const meta = await sharp(img.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const hash = await immediate(app.db, (tx) => app.images.store(tx, img, 'slip'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses files that are not images by their bytes', async () => {
    await expect(app.images.prepare(Buffer.from('<script>alert(1)</script>'), 'slip')).rejects.toMatchObject({ statusCode: 415 });
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    await expect(app.images.prepare(fakePng, 'slip')).rejects.toMatchObject({ statusCode: 422 });
  });
});
