import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** A local stand-in for the public gold price API: answers whatever the test sets, counting calls. */
export async function fakeUpstream() {
  const state = { status: 200, body: '' as string, delayMs: 0, hang: false, calls: 0 };
  const server: Server = createServer((req, res) => {
    state.calls += 1;
    if (req.url !== '/latest') return void res.writeHead(404).end();
    if (state.hang) return; // never answers: the service's timeout must end it
    setTimeout(() => res.writeHead(state.status, { 'content-type': 'application/json' }).end(state.body), state.delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { state, url, set: (body: unknown, status = 200) => Object.assign(state, { body: JSON.stringify(body), status }) };
}

/** The upstream's answer for one announcement: `date` as it writes it ('27 ตุลาคม 2567'), `time` hh:mm. */
export const upstreamAnswer = (barBuy: string, barSell: string, change = '+50', time = '09:26', date = '27 ตุลาคม 2567') => ({
  status: 'success',
  response: {
    date,
    update_time: `เวลา ${time} น.`,
    price: {
      gold: { buy: '41,050.00', sell: '41,850.00' },
      gold_bar: { buy: barBuy, sell: barSell },
      change: { compare_previous: change, compare_yesterday: '+100' },
    },
  },
});

/** A Bangkok calendar date as the upstream writes it: day, Thai month name, Buddhist year. */
export const upstreamDate = (at: Date) =>
  new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(at);
