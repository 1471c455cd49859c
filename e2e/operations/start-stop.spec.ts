import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { alive, commandLine, descendants, freePort, listening, sleep, start, stop, waitFor } from './processes';

/**
 * `pnpm start` stops when it is signalled. pnpm runs the start script through `sh -c`
 * and, sent SIGTERM, exits without passing the signal on: the server used to keep serving and writing.
 * Now the port is freed within 10 s, a request already in flight still gets its answer, and no process
 * of the start command is left.
 */
const root = resolve(import.meta.dirname, '../..');

test('SIGTERM to `pnpm start` frees the port within 10 s, answering the request in flight', async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-start-'));
  const port = await freePort();
  const pnpm = start(
    'pnpm',
    ['start'],
    {
      PORT: String(port),
      DATABASE_PATH: join(dir, 'shop.db'),
      GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/offline',
      GOLD_PRICE_TIMEOUT_MS: '300',
      BACKUP_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'warn',
    },
    root,
  );
  let socket: Socket | undefined;
  let family: number[] = [];
  try {
    await waitFor('pnpm start serving', () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok), 180_000, 250).catch(
      (err: Error) => {
        throw new Error(`${err.message}\n${pnpm.output()}`);
      },
    );
    family = descendants(pnpm.pid!);
    expect(family.length, 'pnpm → sh → start.mjs → server').toBeGreaterThanOrEqual(2);

    // A sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify({ username: 'nobody', password: 'not the password' });
    socket = connect({ port, host: '127.0.0.1' });
    await new Promise((r) => socket!.once('connect', r));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise((r) => socket!.once('close', r));
    socket.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await sleep(300);

    process.kill(pnpm.pid!, 'SIGTERM');
    const freedAfter = await waitFor('the port freed', async () => !(await listening(port)), 10_000, 100);
    expect(freedAfter).toBeLessThan(10_000);

    // The server is closing but still owes the request in flight its answer.
    socket.write(body.slice(10)); // not end(): a client that half-closes is taken for gone
    await Promise.race([closed, sleep(10_000)]);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);

    // Nothing of the start command is left: not the launcher, not the server.
    await waitFor('every process of pnpm start gone', async () => family.every((pid) => !alive(pid)), 10_000, 100);
  } finally {
    socket?.destroy();
    // Should this test fail, nothing it started outlives it (the processes were counted before the signal).
    for (const pid of [...family, ...descendants(pnpm.pid!)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await stop(pnpm);
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * With LITESTREAM_REPLICA_URL set, Litestream runs beside the server as its own process and never outlives
 * it: SIGTERM to `pnpm start` stops it too (after its last upload), and when the server itself is killed
 * with SIGKILL the kernel tells Litestream (setpriv --pdeathsig), which stops on its own.
 */
test('Litestream runs beside `pnpm start` and stops with it: SIGTERM to pnpm start, and kill -9 of the server', async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-start-replica-'));
  const env = {
    DATABASE_PATH: join(dir, 'live', 'shop.db'),
    LITESTREAM_REPLICA_URL: `file://${join(dir, 'replica')}`,
    GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/offline',
    GOLD_PRICE_TIMEOUT_MS: '300',
    BACKUP_INTERVAL_HOURS: '0',
    LOG_LEVEL: 'warn',
  };
  const started: ChildProcess[] = [];
  const litestreamOf = (pid: number) => descendants(pid).filter((p) => commandLine(p).includes('litestream replicate'));
  const serve = async () => {
    const port = await freePort();
    const pnpm = start('pnpm', ['start'], { ...env, PORT: String(port) }, root);
    started.push(pnpm);
    await waitFor('pnpm start serving', () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok), 180_000, 250).catch(
      (err: Error) => {
        throw new Error(`${err.message}\n${pnpm.output()}`);
      },
    );
    await waitFor('Litestream running beside the server', async () => litestreamOf(pnpm.pid!).length === 1, 15_000);
    return { pnpm, port, litestream: litestreamOf(pnpm.pid!)[0]! };
  };
  try {
    const first = await serve();
    const family = descendants(first.pnpm.pid!);
    process.kill(first.pnpm.pid!, 'SIGTERM');
    await waitFor('every process of pnpm start gone, Litestream too', async () => family.every((pid) => !alive(pid)), 30_000, 100);

    const second = await serve();
    const server = descendants(second.pnpm.pid!).find((p) => commandLine(p).includes('api/dist/server.mjs'))!;
    expect(server).toBeTruthy();
    process.kill(server, 'SIGKILL');
    await waitFor('Litestream gone with the killed server', async () => !alive(second.litestream), 15_000, 100);
  } finally {
    for (const p of started) {
      for (const pid of descendants(p.pid!)) if (alive(pid)) process.kill(pid, 'SIGKILL');
      await stop(p);
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
