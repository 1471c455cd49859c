// `pnpm bench`: throughput and p99 latency of the hot public reads against a bare Fastify hello-world.
// Targets: at least half of hello-world's requests/s and p99 under 20 ms at 50 connections.
// BENCH_SECONDS shortens each run (default 10); BENCH_STRICT=1 makes a FAIL exit non-zero.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const WARMUP_SECONDS = Math.min(2, Math.max(1, Math.round(SECONDS / 5)));
const MIN_RATIO = 0.5;
const MAX_P99_MS = 20;

/** What the member app loads on every home and shop visit (SPEC §7), each with its target. */
const ROUTES = [
  // Not a target: the app's floor (every plugin and hook, a trivial handler), to tell route cost from stack cost.
  '/api/health',
  '/api/shop/shop-product?images=url',
  '/api/content/get-home',
  '/api/content/get-home?images=url',
  '/api/gold-price/latest',
];

function start(mode: 'app' | 'hello'): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [mode], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${mode} server did not start in 180 s`)), 180_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve({ child, port: (m as { port: number }).port });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited (${code}) before it listened`)));
  });
}

type Server = { child: ChildProcess; port: number };
const cpuMicros = (s: Server) =>
  new Promise<number>((resolve) => {
    s.child.once('message', (m) => resolve((m as { cpuMicros: number }).cpuMicros));
    s.child.send('cpu');
  });

/** One warmed-up run, plus the server's CPU time per request over it. */
async function measure(s: Server, path: string): Promise<Result & { cpuPerReq: number }> {
  const url = `http://127.0.0.1:${s.port}${path}`;
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  await cpuMicros(s);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { ...r, cpuPerReq: (await cpuMicros(s)) / Math.max(1, r.requests.total) };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  console.log(`Starting servers (seeding a temporary database)…`);
  const [app, hello] = await Promise.all([start('app'), start('hello')]);
  const rows: { name: string; rps: number; p99: number; bytes: number; bad: number; cpu: number; ratio?: number; pass?: boolean }[] = [];
  try {
    // Hello-world before and after, averaged, so load from elsewhere on the machine skews both sides alike.
    console.log(`hello-world (${SECONDS} s, ${CONNECTIONS} connections)…`);
    const helloBefore = await measure(hello, '/');
    const results: [string, Result & { cpuPerReq: number }][] = [];
    for (const path of ROUTES) {
      console.log(`${path} …`);
      results.push([path, await measure(app, path)]);
    }
    console.log(`hello-world again …`);
    const helloAfter = await measure(hello, '/');
    const baseRps = (helloBefore.requests.average + helloAfter.requests.average) / 2;
    const baseP99 = Math.max(helloBefore.latency.p99, helloAfter.latency.p99);
    const baseCpu = (helloBefore.cpuPerReq + helloAfter.cpuPerReq) / 2;
    rows.push({ name: 'hello-world (bare Fastify)', rps: baseRps, p99: baseP99, bytes: helloBefore.throughput.total / Math.max(1, helloBefore.requests.total), bad: 0, cpu: baseCpu });
    for (const [name, r] of results) {
      const bad = r.non2xx + r.errors + r.timeouts;
      const ratio = r.requests.average / baseRps;
      rows.push({
        name,
        rps: r.requests.average,
        p99: r.latency.p99,
        bytes: r.throughput.total / Math.max(1, r.requests.total),
        bad,
        cpu: r.cpuPerReq,
        ratio,
        pass: name === '/api/health' ? undefined : bad === 0 && ratio >= MIN_RATIO && r.latency.p99 < MAX_P99_MS,
      });
    }
  } finally {
    app.child.disconnect();
    hello.child.disconnect();
  }

  // cpu ratio = hello-world's server CPU per request / the route's: the throughput ratio an idle machine would show.
  const baseCpu = rows[0]!.cpu;
  const header = ['route', 'req/s', 'p99 ms', 'bytes/resp', 'non-2xx/err', 'ratio', 'cpu µs/req', 'cpu ratio', `target ≥${MIN_RATIO}x, p99 <${MAX_P99_MS}ms`];
  const table = rows.map((r) => [
    r.name,
    fmt(r.rps),
    fmt(r.p99),
    fmt(r.bytes),
    fmt(r.bad),
    r.ratio === undefined ? '1.00' : fmt(r.ratio, 2),
    fmt(r.cpu, 1),
    fmt(baseCpu / r.cpu, 2),
    r.pass === undefined ? (r.ratio === undefined ? '(baseline)' : '(app floor)') : r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${table.map(line).join('\n')}`);
  const failed = rows.filter((r) => r.pass === false);
  console.log(failed.length ? `\n${failed.length} route(s) below target.` : '\nAll routes meet the targets.');
  if (failed.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

await main();
