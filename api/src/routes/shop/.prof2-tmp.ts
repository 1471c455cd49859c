import { buildApp } from '../../build-app';
const app = await buildApp({ databasePath: '/tmp/cbench/db.sqlite', serveApps: false, seedDemo: false, jwtSecret: 'x'.repeat(40) } as never, { NODE_ENV: 'test' });
const v = app.sqlite.prepare('select total_changes() as c, data_version as v from pragma_data_version');
for (let i = 0; i < 3; i++) { const r = await app.inject('/api/shop/shop-product?images=url'); console.log(r.statusCode, r.headers.etag, v.get(), r.body.length); }
for (const url of ['/api/health', '/api/shop/shop-product?images=url', '/api/shop/shop-product', '/api/content/get-home']) {
  const n = 3000; for (let i = 0; i < 300; i++) await app.inject(url); const c0 = process.cpuUsage(), t = performance.now();
  for (let i = 0; i < n; i++) await app.inject(url);
  const cu = process.cpuUsage(c0); console.log(url.padEnd(45), (((performance.now() - t) / n) * 1000).toFixed(0), "µs wall", ((cu.user + cu.system) / n).toFixed(0), "µs cpu");
}
await app.close();
