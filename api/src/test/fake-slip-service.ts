import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { slipVerify } from 'promptparse/validate';

/**
 * A stand-in for a slip-verification service on 127.0.0.1 (tests have no internet), answering in the shape
 * the server speaks (EasySlip's verify by payload). `transfers` says what the bank knows of each transRef;
 * a transRef not in it is 404. `mode` makes the whole service misbehave: 'down' (500), 'hang' (never
 * answers), 'garbage' (not JSON), 'endless' (a body that never ends). Requests are recorded.
 */
export async function fakeSlipService(token = 'slip-token') {
  const transfers = new Map<string, { amount: number; account: string; name: string; proxy?: string }>();
  const requests: { payload: string | null; auth: string | undefined }[] = [];
  const state = { mode: 'ok' as 'ok' | 'down' | 'hang' | 'garbage' | 'endless' };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const payload = url.searchParams.get('payload');
    requests.push({ payload, auth: req.headers.authorization });
    if (state.mode === 'hang') return;
    if (state.mode === 'down') return void res.writeHead(500).end('{}');
    if (state.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops');
    if (state.mode === 'endless') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on('drain', pump);
      pump();
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401).end('{"status":401,"message":"unauthorized"}');
    const slip = payload ? slipVerify(payload) : null;
    const t = slip ? transfers.get(slip.transRef) : undefined;
    if (!slip || !t)
      return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404,"message":"slip_not_found"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        status: 200,
        data: {
          payload,
          transRef: slip.transRef,
          date: '2026-11-27T10:15:00+07:00',
          countryCode: 'TH',
          amount: { amount: t.amount, local: { amount: 0, currency: '' } },
          sender: { bank: { id: slip.sendingBank }, account: { name: { th: 'นาย ทองดี มีสุข' } } },
          receiver: {
            bank: { id: '004' },
            account: {
              name: { th: t.name },
              bank: { type: 'BANKAC', account: t.account },
              ...(t.proxy ? { proxy: { type: 'MSISDN', account: t.proxy } } : {}),
            },
          },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/verify`;
  return {
    url,
    token,
    transfers,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
