import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { ensureInitialData } from '../../seed-on-start';
import { imageSrcSet } from '../../../contract/image';

/** The member app's own index.html as the build leaves it, in an apps root of this file's own. */
function appsRoot() {
  const root = mkdtempSync(join(tmpdir(), 'page-meta-'));
  mkdirSync(join(root, 'liff-app/dist'), { recursive: true });
  writeFileSync(join(root, 'liff-app/dist/index.html'), readFileSync(new URL('../../../../liff-app/index.html', import.meta.url)));
  return root;
}

const meta = (html: string, property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
const ldOf = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);

describe('product pages from the server', async () => {
  // The demo shop, as a new install shows it.
  const app = await testApp({ serveApps: true, appsRoot: appsRoot(), seedDemo: true });
  await ensureInitialData(app);
  const origin = app.config.line.appOrigin;

  it("/shop/GN-101 answers the app's HTML with that product's title, Open Graph and JSON-LD Product", async () => {
    const res = await app.inject('/shop/GN-101');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    const row = (await app.inject('/api/shop/products/GN-101?images=url')).json();
    expect(html).toContain(`<title>${row.name} รหัส GN-101 | `);
    expect(meta(html, 'og:title')).toContain(`${row.name} รหัส GN-101`);
    expect(meta(html, 'og:url')).toBe(`${origin}/shop/GN-101`);
    // The first photo as JPEG: LINE's link preview takes no WebP.
    const jpeg = `${origin}${row.images[0].src.replace(/\.webp$/, '.jpg')}?w=960`;
    expect(meta(html, 'og:image')).toBe(jpeg);
    const ld = ldOf(html);
    expect(ld).toMatchObject({ '@type': 'Product', name: row.name, sku: 'GN-101', image: [jpeg] });
    const picture = await app.inject(jpeg.slice(origin.length));
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // The app still starts: its root and script are there, and the head has one title.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root">');
  });

  it("offers the piece in THB at the page's own price", async () => {
    const ld = ldOf((await app.inject('/shop/GN-101')).body);
    const { price } = (await app.inject('/api/shop/products/GN-101')).json();
    // The demo seed stores gold prices, so the piece is priced.
    expect(price).toBeGreaterThan(0);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'THB', price: price.toFixed(2), url: `${origin}/shop/GN-101` });
  });

  it('escapes what staff typed, so a name cannot break out of the head', async () => {
    await app.db.insert(schema.products).values({ code: 'X-1', weight: 1, unit: 'บาท', catId: 1, name: '"/><script>alert(1)</script>' });
    const html = (await app.inject('/shop/X-1')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(ldOf(html).name).toBe('"/><script>alert(1)</script>');
  });

  it("answers an unknown code with 404 and the app's plain page", async () => {
    const res = await app.inject('/shop/NO-SUCH');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('og:title');
  });

  // The photos the page shows first come with the HTML (docs/decisions.md "The shop's first photos come with the
  // page"), with the <img>'s own srcset and sizes so the browser fetches each once.
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)"/g)].map((m) => ({
      href: m[1],
      srcset: m[2],
      sizes: m[3],
    }));

  it("/shop preloads its first two cards' photos; a filtered address preloads none", async () => {
    const first = (await app.inject('/api/shop/products?page=1&pageSize=8&images=url')).json();
    // A card without a photo has nothing to preload (an earlier test here adds one).
    const photos = (first.data as { img: string | null }[]).slice(0, 2).flatMap((c) => (c.img ? [c.img] : []));
    expect(photos.length).toBeGreaterThan(0);
    const res = await app.inject('/shop');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual(photos.map((img) => ({ href: img, srcset: imageSrcSet(img), sizes: '228px' })));
    expect(preloads((await app.inject('/shop?cat=1')).body)).toEqual([]);
  });

  it("/shop/GN-101 preloads the gallery's first photo at the screen's width", async () => {
    const row = (await app.inject('/api/shop/products/GN-101?images=url')).json();
    expect(preloads((await app.inject('/shop/GN-101')).body)).toEqual([
      { href: row.images[0].src, srcset: imageSrcSet(row.images[0].src), sizes: '100vw' },
    ]);
  });

  // The first view's public answers come with the page (docs/decisions.md "A first view's answers come with the
  // page"), each exactly as its call answers, under the address the app asks at.
  const early = (html: string) =>
    JSON.parse(html.match(/<script id="early-answers" type="application\/json">(.*?)<\/script>/)![1]!) as {
      at: number;
      answers: Record<string, unknown>;
    };

  it("/shop comes with the shell's and the catalogue's first answers, each as its call answers", async () => {
    const before = Date.now();
    const given = early((await app.inject('/shop')).body);
    expect(given.at).toBeGreaterThanOrEqual(before);
    const urls = [
      '/api/config?images=url',
      '/api/content/shop-profile?images=url',
      '/api/shop/shop-cat?images=url',
      '/api/shop/products?page=1&pageSize=8&images=url',
    ];
    expect(Object.keys(given.answers).sort()).toEqual([...urls].sort());
    for (const url of urls) expect(given.answers[url]).toEqual((await app.inject(url)).json());
    // A filtered address: only the shell's (the list is the page's to ask for).
    expect(Object.keys(early((await app.inject('/shop?cat=1')).body).answers).sort()).toEqual(urls.slice(0, 2).sort());
  });

  it('/shop/GN-101 comes with its own answer, and a name staff typed cannot close the script', async () => {
    const html = (await app.inject('/shop/GN-101')).body;
    const answers = early(html).answers;
    expect(answers['/api/shop/products/GN-101?images=url']).toEqual((await app.inject('/api/shop/products/GN-101?images=url')).json());
    expect(answers['/api/content/gold-visible?images=url']).toEqual((await app.inject('/api/content/gold-visible?images=url')).json());
    expect(html.match(/<\/script>/g)!.length).toBe(html.match(/<script/g)!.length);
  });

  it('/sitemap.xml lists the public pages and every product', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    for (const path of ['/', '/shop', '/about', '/shop/GN-101', '/shop/QC-703']) expect(res.body).toContain(`<loc>${origin}${path}</loc>`);
  });
});

describe('product pages while the member app is not built', async () => {
  // Serving apps from a root where no build has run yet (a fresh checkout started with pnpm start).
  const app = await testApp({ serveApps: true, appsRoot: mkdtempSync(join(tmpdir(), 'page-meta-unbuilt-')), seedDemo: true });
  await ensureInitialData(app);

  it.each(['/shop/GN-101', '/shop/NO-SUCH'])('%s answers the clear "not built" 404 as JSON, never a 500', async (url) => {
    const res = await app.inject(url);
    expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    expect(res.json()).toEqual({ message: 'ยังไม่ได้ build แอป (pnpm build)', code: 'APP_NOT_BUILT' });
    // The same answer as every other app page without a build.
    expect((await app.inject('/shop')).json()).toEqual(res.json());
  });
});
