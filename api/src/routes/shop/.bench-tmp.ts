// temp, not committed
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../build-app';
import { schema } from '@goldshop/db';
import { storedImage } from '../../test/factories';

const app = await buildApp({ databasePath: '/tmp/cbench/db.sqlite', serveApps: false, seedDemo: false, jwtSecret: 'x'.repeat(40), port: 0 } as never, { NODE_ENV: 'test' });
if (!app.sqlite.prepare('select count(*) n from products').get()!.n) {
  for (let i = 0; i < 40; i++) {
    const img = await storedImage(app, 'product');
    await app.db.insert(schema.products).values({ code: `P-${i}`, weight: 1 + i / 10, unit: 'บาท', catId: 1 + (i % 7), img, topStatus: i % 3 === 0 ? 1 : 0 });
  }
  await app.db.insert(schema.homeContent).values({ header: 'ออมทอง', description: 'รายละเอียด '.repeat(10), img: await storedImage(app, 'content') });
}
await app.listen({ port: 3911, host: '127.0.0.1' });
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 3912, host: '127.0.0.1' });

const run = (url: string) =>
  new Promise<autocannon.Result>((res) => autocannon({ url, connections: 50, duration: Number(process.env.DUR ?? 8) }, (_e, r) => res(r)));
for (const url of (process.env.URLS ?? 'http://127.0.0.1:3912/,http://127.0.0.1:3911/api/health,http://127.0.0.1:3911/api/shop/shop-product?images=url,http://127.0.0.1:3911/api/content/get-home').split(',')) {
  const r = await run(url);
  console.log(url.padEnd(60), 'rps', Math.round(r.requests.average), 'p99', r.latency.p99, 'ms', 'bytes', Math.round(r.throughput.average / r.requests.average), 'non2xx', r.non2xx);
}
await app.close();
await hello.close();
