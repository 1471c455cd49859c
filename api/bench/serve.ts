// A benchmark target in its own process (so the load generator does not share its event loop):
// `app` is the real server on a seeded temporary database, `hello` a bare Fastify hello-world, `writes` the
// real server with deposits waiting for approval (the write load), `writes-replicated` the same with
// Litestream streaming it to a file:// replica beside it. `seed <path>` seeds a database and exits: the
// servers start on a database seeded by another process, as a production server starts on its own, so
// their memory at rest is a server's and not the seed's (its demo pictures go through libvips).
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { schema } from '@goldshop/db';
import { buildApp, type App } from '../src/build-app';
import { loadReplicationConfig } from '../src/config';
import { immediate } from '../src/lib/tx';
import { firstOpenBranchId } from '../src/lib/branches';
import { ensureInitialData } from '../src/seed-on-start';

/** Deposits waiting for approval in the write servers: more than 50 connections approve in one run. */
const PENDING_DEPOSITS = 60_000;

const latestPrice = JSON.stringify({
  status: 'success',
  response: {
    date: '27 ตุลาคม 2567',
    update_time: 'เวลา 09:26 น.',
    price: {
      gold: { buy: '41,050.00', sell: '41,850.00' },
      gold_bar: { buy: '41,600.00', sell: '41,500.00' },
      change: { compare_previous: '+50', compare_yesterday: '+100' },
    },
  },
});

type AppMode = 'app' | 'limits' | 'writes' | 'writes-replicated';

/**
 * `app`: the server with limits opened up for the throughput rows. `limits`: the server as shipped (sign-in
 * limits at their defaults), trusting one proxy hop so the spray row can come from many addresses. `writes`:
 * the server with deposits waiting for approval (the write load); `writes-replicated`: the same with Litestream
 * streaming it to a file:// replica beside it.
 */
async function startApp(mode: AppMode) {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-bench-'));
  // Litestream refuses a replica inside the database's folder: they are siblings.
  const databasePath = join(dir, 'db', 'bench.db');
  const replicaDir = join(dir, 'replica');
  await new Promise<void>((resolve, reject) =>
    fork(import.meta.filename, ['seed', databasePath]).once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding exited ${code}`)),
    ),
  );
  // A local gold price upstream, so the route runs its normal (healthy, cached) path without a network.
  const upstream = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(latestPrice));
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const app = await buildApp(
    {
      databasePath,
      serveApps: false,
      replication:
        mode === 'writes-replicated'
          ? loadReplicationConfig({ LITESTREAM_REPLICA_URL: `file://${replicaDir}`, PATH: process.env.PATH }, databasePath)
          : undefined,
      seedDemo: false, // seeded above
      goldPrice: { upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, cacheMs: 60_000, timeoutMs: 1_000 },
      // The sign-in storm row sends far more sign-ins from one address than the per-address limit allows:
      // it measures hashing, not 429s. The payday row sends 200 photos from one address, one each from 200
      // members: it measures decoding, not the upload budgets. The spray row keeps every limit as shipped; the
      // slip deposits row sends every upload as one member: it measures the work, not 429s.
      ...(mode === 'limits'
        ? { trustProxy: 1 }
        : { signinRateLimit: 1_000_000, uploadRateLimit: 1_000_000, uploadAddressRateLimit: 1_000_000 }),
    },
    { NODE_ENV: 'development' },
  );
  const deposits: number[] = [];
  if (mode === 'writes' || mode === 'writes-replicated') {
    const member = app.sqlite.prepare<[], { id: number }>(`select id from users where username = 'demo2'`).get()!;
    const insert = app.sqlite.prepare(
      `insert into saving_transactions (user_id, kind, amount_satang, status) values (?, 'deposit', ?, 'pending')`,
    );
    // Through immediate(), as every write: Litestream may be holding the write lock at one of its checkpoints.
    await immediate(app.db, () => {
      for (let i = 0; i < PENDING_DEPOSITS; i++) deposits.push(Number(insert.run(member.id, 100_00 + i).lastInsertRowid));
    });
  }
  // The replication lag as the server's own gauge has it, every 100 ms, for the bench to read (IPC 'lag').
  const lagSamples: number[] = [];
  if (app.replication) setInterval(() => lagSamples.push(app.replication!.status().lagSeconds), 100).unref();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    payday: (n: number) => paydayMembers(app, n),
    port: (app.server.address() as AddressInfo).port,
    deposits,
    lagSamples,
    databasePath,
    replicaDir,
    close: async (keepFiles = false) => {
      await app.close();
      upstream.close();
      if (!keepFiles) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** For the payday row (payday.ts): `n` verified members with active savings accounts, and their tokens. */
async function paydayMembers(app: App, n: number): Promise<string[]> {
  const ids = await immediate(app.db, (tx) => {
    const firstBranch = firstOpenBranchId(tx);
    return Array.from({ length: n }, (_, i) => {
      const customer = tx
        .insert(schema.customers)
        .values({ card: `88${String(i).padStart(11, '0')}`, name: `สมาชิก ${i + 1}`, tel: '0800000000', address: '-' })
        .returning()
        .get();
      const user = tx
        .insert(schema.users)
        .values({ username: `payday${i}`, verificationStatus: 2, customerId: customer.id })
        .returning()
        .get();
      tx.insert(schema.savingAccounts).values({ userId: user.id, status: 'active', branchId: firstBranch }).run();
      return user.id;
    });
  });
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

/** `seed <path>`: the demo shop into a new database at `path`, in this process, which then exits. */
async function seed(databasePath: string) {
  const app = await buildApp({ databasePath, serveApps: false, seedDemo: true }, { NODE_ENV: 'development', LINE_JOBS: '0' });
  await ensureInitialData(app);
  await app.close();
}

const mode = process.argv[2];
if (mode === 'seed') {
  await seed(process.argv[3]!);
  process.exit(0);
}
type Target = {
  port: number;
  close(keepFiles?: boolean): Promise<unknown>;
  payday?: (n: number) => Promise<string[]>;
  deposits?: number[];
  lagSamples?: number[];
  databasePath?: string;
  replicaDir?: string;
};
const target: Target =
  mode === 'hello'
    ? await startHello()
    : await startApp(mode === 'limits' || mode === 'writes' || mode === 'writes-replicated' ? mode : 'app');
process.send?.({ port: target.port, deposits: target.deposits ?? [] });
// The most memory this process has held since the last ask (sampled every 50 ms).
let peakRss = process.memoryUsage.rss();
setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50).unref();
// CPU this process used since the last ask: per request, it is a measure the machine's other load barely moves.
let since = process.cpuUsage();
process.on('message', (m: unknown) => {
  if (m === 'memory-now') {
    process.send?.({ rss: process.memoryUsage.rss() });
    return;
  }
  if (m === 'peak-memory') {
    process.send?.({ peakRss });
    peakRss = process.memoryUsage.rss();
    return;
  }
  if (typeof m === 'object' && m && 'payday' in m) {
    void target.payday!((m as { payday: number }).payday).then((tokens) => process.send?.({ tokens }));
    return;
  }
  if (m === 'lag') {
    process.send?.({ lagSamples: target.lagSamples?.splice(0) ?? [] });
    return;
  }
  if (m === 'stop-writes' && target.databasePath) {
    // A clean stop (Litestream's last upload), leaving the replica for the restore measurement.
    void target.close(true).then(() => process.send?.({ stopped: true, databasePath: target.databasePath, replicaDir: target.replicaDir }));
    return;
  }
  const d = process.cpuUsage(since);
  since = process.cpuUsage();
  process.send?.({ cpuMicros: d.user + d.system });
});
// The parent ends the run by disconnecting; clean the temporary database up before leaving.
process.on('disconnect', () => void target.close().finally(() => process.exit(0)));
