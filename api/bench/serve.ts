// A benchmark target in its own process (so the load generator does not share its event loop):
// `app` is the real server on a seeded temporary database, `hello` a bare Fastify hello-world.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { schema } from '@goldshop/db';
import { buildApp, type App } from '../src/build-app';
import { immediate } from '../src/lib/tx';
import { ensureInitialData } from '../src/seed-on-start';

const latestPrice = JSON.stringify({
  status: 'success',
  response: {
    date: '27 ตุลาคม 2567',
    update_time: 'เวลา 09:26 น.',
    price: { gold: { buy: '41,050.00', sell: '41,850.00' }, gold_bar: { buy: '41,600.00', sell: '41,500.00' }, change: { compare_previous: '+50', compare_yesterday: '+100' } },
  },
});

/**
 * `app`: the server with limits opened up for the throughput rows. `limits`: the server as shipped (sign-in
 * limits at their defaults), trusting one proxy hop so the spray row can come from many addresses.
 */
async function startApp(mode: 'app' | 'limits') {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-bench-'));
  // A local gold price upstream, so the route runs its normal (healthy, cached) path without a network.
  const upstream = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(latestPrice));
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const app = await buildApp(
    {
      databasePath: join(dir, 'bench.db'),
      serveApps: false,
      seedDemo: true,
      goldPrice: { upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, cacheMs: 60_000, timeoutMs: 1_000 },
      // The sign-in storm row sends far more sign-ins from one address than the per-address limit allows:
      // it measures hashing, not 429s. The payday row sends 200 photos from one address, one each from 200
      // members: it measures decoding, not the upload budgets. The spray row keeps every limit as shipped; the
      // slip deposits row sends every upload as one member: it measures the work, not 429s.
      ...(mode === 'app' ? { signinRateLimit: 1_000_000, uploadRateLimit: 1_000_000, uploadAddressRateLimit: 1_000_000 } : { trustProxy: 1 }),
    },
    { NODE_ENV: 'development' },
  );
  await ensureInitialData(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    payday: (n: number) => paydayMembers(app, n),
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** For the payday row (payday.ts): `n` verified members with active savings accounts, and their tokens. */
async function paydayMembers(app: App, n: number): Promise<string[]> {
  const ids = await immediate(app.db, (tx) =>
    Array.from({ length: n }, (_, i) => {
      const customer = tx.insert(schema.customers).values({ card: `88${String(i).padStart(11, '0')}`, name: `สมาชิก ${i + 1}`, tel: '0800000000', address: '-' }).returning().get();
      const user = tx.insert(schema.users).values({ username: `payday${i}`, verificationStatus: 2, customerId: customer.id }).returning().get();
      tx.insert(schema.savingAccounts).values({ userId: user.id, status: 'active' }).run();
      return user.id;
    }),
  );
  return Promise.all(ids.map((id) => app.tokens.member(id, false)));
}

async function startHello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  // A body of n bytes and nothing else: what bare Fastify manages with an answer as large as a route's.
  const bodies = new Map<number, Buffer>();
  app.get<{ Params: { n: string } }>('/bytes/:n', (req, reply) => {
    const n = Math.min(1_000_000, Math.max(12, Number(req.params.n) || 12));
    let body = bodies.get(n);
    if (!body) bodies.set(n, (body = Buffer.from(JSON.stringify({ pad: 'A'.repeat(n - 10) }))));
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}

const mode = process.argv[2];
const target: { port: number; close(): Promise<unknown>; payday?: (n: number) => Promise<string[]> } =
  mode === 'hello' ? await startHello() : await startApp(mode === 'limits' ? 'limits' : 'app');
process.send?.({ port: target.port });
// The most memory this process has held since the last ask (sampled every 50 ms).
let peakRss = process.memoryUsage.rss();
setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50).unref();
// CPU this process used since the last ask: per request, it is a measure the machine's other load barely moves.
let since = process.cpuUsage();
process.on('message', (m: unknown) => {
  if (m === 'peak-memory') {
    process.send?.({ peakRss });
    peakRss = process.memoryUsage.rss();
    return;
  }
  if (typeof m === 'object' && m && 'payday' in m) {
    void target.payday!((m as { payday: number }).payday).then((tokens) => process.send?.({ tokens }));
    return;
  }
  const d = process.cpuUsage(since);
  since = process.cpuUsage();
  process.send?.({ cpuMicros: d.user + d.system });
});
// The parent ends the run by disconnecting; clean the temporary database up before leaving.
process.on('disconnect', () => void target.close().finally(() => process.exit(0)));
