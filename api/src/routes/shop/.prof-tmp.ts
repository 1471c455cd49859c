import { buildApp } from '../../build-app';
const app = await buildApp({ databasePath: '/tmp/cbench/db.sqlite', serveApps: false, seedDemo: false, jwtSecret: 'x'.repeat(40) } as never, { NODE_ENV: 'test' });
for (const url of ['/api/health', '/api/shop/shop-product?images=url', '/api/content/get-home', '/api/content/get-home?images=url', '/api/content/sav1-visible']) {
  for (let i = 0; i < 300; i++) await app.inject(url);
  const n = 2000, t = performance.now();
  for (let i = 0; i < n; i++) await app.inject(url);
  console.log(url.padEnd(45), (((performance.now() - t) / n) * 1000).toFixed(0), 'µs/req');
}
const stmt = app.sqlite.prepare('select id, code, weight, unit, cat_id, img, top_status as topStatus from products order by created_at desc, id desc');
let t = performance.now(); for (let i = 0; i < 2000; i++) stmt.all(); console.log('query', ((performance.now() - t) / 2).toFixed(0), 'µs');
const rows = stmt.all() as { img: string }[];
const fakeReq = { query: { images: 'url' } } as never;
t = performance.now(); for (let i = 0; i < 2000; i++) rows.map((r) => app.images.field(fakeReq, r.img)); console.log('fields', ((performance.now() - t) / 2).toFixed(0), 'µs');
await app.close();
