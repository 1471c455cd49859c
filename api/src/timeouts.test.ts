import { afterAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import { buildApp } from './build-app';
import { activeSaver } from './test/money-support';

/**
 * Fault test: a slow upload was never dropped. With the configured timeouts a client that stops sending,
 * in the headers or in the body, is answered 408 and its connection closed. Short timeouts here; the
 * defaults (config.ts) are sized for phones on mobile data.
 */
describe('request timeouts on a real socket', async () => {
  const app = await buildApp(
    {
      databasePath: ':memory:',
      serveApps: false,
      seedDemo: false,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      timeouts: { headersMs: 600, requestMs: 1_200, idleMs: 3_000, keepAliveMs: 1_000 },
    },
    { NODE_ENV: 'test', GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/unreachable' },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const port = (app.server.address() as AddressInfo).port;
  const saver = await activeSaver(app);

  /** Sends `text`, then nothing more; resolves with what came back and how long until the server closed. */
  const stall = (text: string) =>
    new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.setEncoding('utf8');
      socket.on('data', (d) => (answer += d));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 8 s; got ${JSON.stringify(answer)}`));
      }, 8_000);
    });

  it('closes a stalled upload: the body stops half way', async () => {
    const head = [
      'POST /api/saving/create-saving HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${saver.token}`,
      'Content-Type: multipart/form-data; boundary=xyz',
      'Content-Length: 5000000',
      '',
      '',
    ].join('\r\n');
    const { answer, closedAfterMs } = await stall(
      `${head}--xyz\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\n\r\n${'x'.repeat(10_000)}`,
    );
    expect(closedAfterMs).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish (slowloris)', async () => {
    const { answer, closedAfterMs } = await stall('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(closedAfterMs).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a normal request is unaffected', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
