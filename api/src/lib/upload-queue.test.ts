import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { testApp } from '../test/app';
import { createMember, createStaff, multipart, pngImage } from '../test/factories';
import { phoneSlipPhoto, slenderPng } from '../test/hostile-images';
import { holdWriteLock } from '../test/lock-holder';
import { activeSaver } from '../test/money-support';
import { decoding, MAX_DECODING, MAX_INPUT_PIXELS, MAX_WAITING_DECODES } from './image-processing';

/**
 * Fault tests of the upload pipeline over real HTTP. 150 phone photos at once: uploads waited more than a
 * minute for image decoding, the idle timeout closed their connections, and members got no answer for 5
 * deposits that were recorded. Now a photo that cannot be decoded soon enough is answered 503 with
 * Retry-After before anything is written, and the idle timeout never closes a request the server is working
 * on. And a picture of too many pixels is refused from its header, without taking a decoding slot.
 */
describe('uploads under load', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-upload-queue-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'shop.db');
  // The shortest idle timeout the configuration allows: work of a few seconds outlasts it.
  const app = await testApp({ databasePath, timeouts: { headersMs: 1_000, requestMs: 30_000, idleMs: 1_000, keepAliveMs: 5_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let shade = 0;
  const slip = () => pngImage(40, 30, { r: (shade += 37) % 256, g: (shade * 3) % 256, b: 90 });
  const deposits = () => (app.sqlite.prepare('select count(*) n from saving_transactions').get() as { n: number }).n;
  /** A deposit over a real connection: its answer, or the error of a connection closed without one. */
  const deposit = async (auth: Record<string, string>, proof?: Buffer) => {
    const body = multipart({ amount: '100', amountString: 'หนึ่งร้อยบาท' }, { proof: proof ?? (await slip()) });
    return fetch(`${base}/api/saving/create-saving`, { method: 'POST', headers: { ...body.headers, ...auth }, body: body.payload }).then(
      async (r) => ({
        status: r.status,
        retryAfter: r.headers.get('retry-after'),
        json: (await r.json()) as { code?: string; message: string },
      }),
      (err: Error) => ({ status: 0, retryAfter: null, json: { code: 'NO_ANSWER', message: String(err.cause ?? err) } }),
    );
  };
  /**
   * Holds every decoding slot, and fills the line behind them when `fill` (as far as it takes them: the line
   * also refuses jobs it expects to wait too long), until the returned function is called. The jobs are the
   * test's own client address's (fetch connects from 127.0.0.1): the line takes turns by address.
   */
  const occupyDecoding = async (fill = false, key = '127.0.0.1') => {
    const gates: (() => void)[] = [];
    const hold = () => decoding(() => new Promise<void>((r) => gates.push(r)), key).catch(() => 'refused');
    const jobs = Array.from({ length: MAX_DECODING }, hold);
    while (gates.length < MAX_DECODING) await new Promise((r) => setTimeout(r, 5));
    if (fill) {
      for (let i = 0; i < MAX_WAITING_DECODES; i++) {
        const job = hold();
        jobs.push(job);
        if ((await Promise.race([job, new Promise((r) => setTimeout(r, 5))])) === 'refused') break;
      }
    }
    return async () => {
      let settled = false;
      void Promise.all(jobs).then(() => (settled = true));
      while (!settled) {
        for (const open of gates.splice(0)) open();
        await new Promise((r) => setTimeout(r, 5));
      }
    };
  };

  it('a photo waiting longer than the idle timeout for its turn still gets its answer, and is recorded once', async () => {
    const m = await activeSaver(app);
    const release = await occupyDecoding();
    const before = deposits();
    const answer = deposit(m.auth);
    await new Promise((r) => setTimeout(r, 2_500)); // 2.5 idle timeouts with nothing moving
    await release();
    const res = await answer;
    expect(res.status, res.json.message).toBe(200);
    expect(deposits()).toBe(before + 1);
  });

  it("a write waiting longer than the idle timeout for another process's lock still gets its answer", async () => {
    const staff = await createStaff(app);
    const m = await createMember(app);
    const lock = await holdWriteLock(databasePath);
    const cookie = Object.entries(staff.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const answer = fetch(`${base}/api/admin/members/${m.user.id}/suspend`, { method: 'POST', headers: { cookie } }).then(
      (r) => r.status,
      () => 0,
    );
    await new Promise((r) => setTimeout(r, 2_500));
    await lock.release();
    expect(await answer).toBe(200);
  }, 30_000);

  it('when the line for decoding is full, the next photo is answered 503 with Retry-After at once, nothing written', async () => {
    const m = await activeSaver(app);
    const release = await occupyDecoding(true);
    const before = deposits();
    const t0 = Date.now();
    const res = await deposit(m.auth);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 'UPLOADS_BUSY' });
    expect(res.json.message).toMatch(/กรุณาลองส่งใหม่อีกครั้ง.*ยังไม่ได้บันทึก/);
    expect(Number(res.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(deposits()).toBe(before);
    await release();
    expect((await deposit(m.auth)).status).toBe(200);
  });

  it('a picture of more than 25 megapixels is refused from its header, without waiting for or taking a decoding slot', async () => {
    const m = await activeSaver(app);
    // 5800 x 4352 = 25.2 MP of one colour: a few kilobytes that would decode to 100 MB of pixels.
    const huge = await sharp({ create: { width: 5800, height: 4352, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    expect(5800 * 4352).toBeGreaterThan(MAX_INPUT_PIXELS);
    const release = await occupyDecoding();
    const t0 = Date.now();
    const res = await deposit(m.auth, huge);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(res.json.message).toMatch(/25 ล้านพิกเซล/);
    await release();
  });

  /**
   * A deposit over a real connection from the loopback address `from`: the server sees each address as
   * another client (127.0.0.0/8 is all this machine's). Resolves with the answer and how long it took.
   */
  const depositFrom = (from: string, auth: Record<string, string>, proof: Buffer) =>
    new Promise<{ status: number; code?: string; message: string; ms: number }>((resolve) => {
      const body = multipart({ amount: '100', amountString: 'หนึ่งร้อยบาท' }, { proof });
      const t0 = performance.now();
      const req = request(
        `${base}/api/saving/create-saving`,
        { method: 'POST', localAddress: from, headers: { ...body.headers, ...auth, 'content-length': body.payload.length } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const json = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { code?: string; message: string };
            resolve({ status: res.statusCode ?? 0, ...json, ms: performance.now() - t0 });
          });
        },
      );
      req.on('error', (err) => resolve({ status: 0, code: 'NO_ANSWER', message: String(err), ms: performance.now() - t0 }));
      req.end(body.payload);
    });

  it("20 slender pictures and an honest member's slip at once: the slip is accepted within 3 s", async () => {
    // The attack: one address may send 20 uploads a minute, each a 1 x 24,000,000 PNG (6 s of decoding
    // each, before the header checks); four at once made an honest slip fail with 503 UPLOADS_BUSY.
    const attacker = await activeSaver(app);
    const member = await activeSaver(app);
    const slender = slenderPng(1, 24_000_000);
    const photo = await phoneSlipPhoto();
    const before = deposits();
    const burst = Array.from({ length: 20 }, () => depositFrom('127.0.0.2', attacker.auth, slender));
    const honest = await depositFrom('127.0.0.1', member.auth, photo);
    expect(honest.status, honest.message).toBe(200);
    expect(honest.ms).toBeLessThan(3_000);
    for (const res of await Promise.all(burst)) expect(res).toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE' });
    expect(deposits()).toBe(before + 1);
  });

  it("the decoding line takes turns by client address: another address's upload goes ahead of a burst", async () => {
    const m = await activeSaver(app);
    // Both slots held and a line behind them, all from 127.0.0.1.
    const release = await occupyDecoding(true);
    expect(decoding.stats().waiting).toBeGreaterThan(0);
    const same = depositFrom('127.0.0.1', m.auth, await slip());
    const other = depositFrom('127.0.0.3', m.auth, await slip());
    await new Promise((r) => setTimeout(r, 200));
    // The upload from 127.0.0.3 took the place of the burst's last job and is first in line; the one from
    // 127.0.0.1 found the line full of its own address's jobs (503) or waits behind them.
    const stored: string[] = [];
    void other.then((r) => r.status === 200 && stored.push('other address'));
    void same.then((r) => r.status === 200 && stored.push('same address'));
    await release();
    expect((await other).status).toBe(200);
    expect([200, 503]).toContain((await same).status);
    expect(stored[0]).toBe('other address');
  });
});
