import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app';
import { createMember, multipart, pngImage } from '../test/factories';
import { activeSaver } from '../test/money-support';
import { decoding, MAX_DECODING } from './image-processing';

/**
 * Attack test: 24 parallel deposits by one member, each a small file that decodes to 6300x6300, pushed
 * sign-in from 0.4 s to 2.9 s. Now each member has one upload budget a minute across every upload call,
 * and the server decodes at most MAX_DECODING images at once whoever sends them.
 */
describe('member uploads', async () => {
  const app = await testApp({ uploadRateLimit: 3 });
  let shade = 0;
  // A new picture each time: the same slip twice is refused as a duplicate.
  const slip = () => pngImage(40, 30, { r: (shade += 37) % 256, g: (shade * 3) % 256, b: 90 });
  const txCount = () => (app.sqlite.prepare('select count(*) n from saving_transactions').get() as { n: number }).n;
  const deposit = async (auth: Record<string, string>) => {
    const body = multipart({ amount: '100', amountString: 'หนึ่งร้อยบาท' }, { proof: await slip() });
    return app.inject({ method: 'POST', url: '/api/saving/create-saving', payload: body.payload, headers: { ...body.headers, ...auth } });
  };
  const verify = async (auth: Record<string, string>) => {
    const body = multipart({ consent: 'true' }, { idCardImg: await slip(), personalImg: await slip() });
    return app.inject({
      method: 'POST',
      url: '/api/verify/existing-request?Customer_id=1',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };

  it('one budget per member across money and verification uploads; the next is 429 with Retry-After and writes nothing', async () => {
    const m = await activeSaver(app);
    expect((await deposit(m.auth)).statusCode).toBe(200);
    expect((await deposit(m.auth)).statusCode).toBe(200);
    expect((await verify(m.auth)).statusCode).not.toBe(429); // counted, though refused for its own reasons
    const before = txCount();
    const res = await deposit(m.auth);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED' });
    expect(res.json().message).toMatch(/ส่งรูปภาพถี่เกินไป/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(txCount()).toBe(before);
    // Another member has a budget of their own.
    const other = await activeSaver(app);
    expect((await deposit(other.auth)).statusCode).toBe(200);
  });

  it('decodes at most a few images at once, however many arrive together', async () => {
    const senders = await Promise.all(Array.from({ length: 8 }, () => activeSaver(app)));
    const answers = await Promise.all(senders.map((m) => deposit(m.auth)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(decoding.stats().peak).toBeGreaterThan(0);
    expect(decoding.stats().peak).toBeLessThanOrEqual(MAX_DECODING);
  });
});

/**
 * Attack test: fresh accounts cost nothing, so five of them from one address, each within its own budget,
 * held every other member's uploads. The address has a budget of its own.
 */
describe('uploads from one address', async () => {
  const app = await testApp({ uploadRateLimit: 100, uploadAddressRateLimit: 3 });
  const send = async (auth: Record<string, string>, remoteAddress: string) => {
    const body = multipart({ consent: 'true' }, { idCardImg: await pngImage(20, 20), personalImg: await pngImage(20, 21) });
    return app.inject({
      method: 'POST',
      url: '/api/verify/existing-request?Customer_id=1',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
      remoteAddress,
    });
  };

  it('count together whoever sends them: the next is 429 with Retry-After; another address has its own', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createMember(app)));
    for (const a of accounts.slice(0, 3)) expect((await send(a.auth, '203.0.113.7')).statusCode).not.toBe(429);
    const res = await send(accounts[3]!.auth, '203.0.113.7');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(accounts[3]!.auth, '198.51.100.20')).statusCode).not.toBe(429);
  });
});
