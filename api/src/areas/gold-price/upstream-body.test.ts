import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

/**
 * Fault test: a gold price upstream over real HTTP that answers 200 and never finishes its body, either at
 * full speed or a byte at a time. The body used to be read whole before its 64 KB check (memory reached
 * 5.7 GB, price calls hung 60 s). Now at most 64 KB is read, the timeout ends the exchange whatever the
 * upstream does, and the connection is closed.
 *
 * The garbage collector runs throughout, as it does when memory fills: Node's AbortSignal.any() lets a
 * timeout signal inside it be collected before it fires (nodejs/node#57736), which is why the old timeout
 * never came.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Runs `work` with the collector running every 50 ms meanwhile. */
async function underGc<T>(work: () => Promise<T>): Promise<T> {
  const t = setInterval(gc, 50);
  try {
    return await work();
  } finally {
    clearInterval(t);
  }
}
async function endlessUpstream(mode: 'flood' | 'trickle') {
  const seen = { requests: 0, bytes: 0, closed: 0 };
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const server: Server = createServer((_req, res: ServerResponse) => {
    seen.requests++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"status":"success","response":');
    let open = true;
    res.on('close', () => {
      open = false;
      seen.closed++;
    });
    if (mode === 'flood') {
      const pump = () => {
        while (open && res.write(chunk)) seen.bytes += chunk.length;
        if (open) res.once('drain', pump);
      };
      pump();
    } else {
      const t = setInterval(() => (open ? res.write(' ') : clearInterval(t)), 50);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });
  return { seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const until = async (ok: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('a gold price upstream whose body never ends', () => {
  it('at full speed: answered from what is stored within the timeout, reading at most 64 KB, connection closed', async () => {
    const up = await endlessUpstream('flood');
    const app = await testApp({ goldPrice: { upstream: up.url, cacheMs: 0, timeoutMs: 1_000 } });
    const heap = process.memoryUsage().heapUsed;
    const t0 = Date.now();
    const res = await underGc(() => app.inject('/api/gold-price/latest'));
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'no-data' });
    expect(await until(() => up.seen.closed === up.seen.requests, 2_000)).toBe(true);
    // What the upstream managed to send before we hung up: socket buffers, not gigabytes.
    expect(up.seen.bytes).toBeLessThan(32 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(64 * 1024 * 1024);
  }, 20_000);

  it('a byte at a time: cut off at the timeout, connection closed', async () => {
    const up = await endlessUpstream('trickle');
    const app = await testApp({ goldPrice: { upstream: up.url, cacheMs: 0, timeoutMs: 700 } });
    const t0 = Date.now();
    const res = await underGc(() => app.inject('/api/gold-price/latest'));
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(res.json()).toEqual({ status: 'no-data' });
    expect(await until(() => up.seen.closed === up.seen.requests, 2_000)).toBe(true);
  }, 20_000);
});
