// The payday row of `pnpm bench`: PHOTOS members each send a deposit slip photographed by a phone (a
// 4000x3000 JPEG of about 4 MB, what arrives when the app cannot shrink it first), CONCURRENCY at a time, while
// signed-in members read their balance. Measured: the p99 of an upload and of a read, the server's peak
// memory, how many uploads were told to wait (503 with Retry-After; sent again after it, as the member app
// does), and how many got no answer at all, which must be none.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import autocannon, { type Result } from 'autocannon';

export const PHOTOS = Number(process.env.BENCH_PAYDAY_PHOTOS || 200);
export const CONCURRENCY = 30;
const READERS = 10;
/** Targets: every photo answered and stored, and reads that stay quick beside the decoding. */
export const READ_MAX_P99_MS = 250;

type Target = { child: ChildProcess; port: number };

const ask = <T>(s: Target, message: unknown, key: string) =>
  new Promise<T>((resolve) => {
    const on = (m: unknown) => {
      if (typeof m === 'object' && m && key in m) {
        s.child.off('message', on);
        resolve((m as Record<string, T>)[key]!);
      }
    };
    s.child.on('message', on);
    s.child.send(message as string);
  });

/** A phone photo: fine random detail scaled up, so it compresses like a picture and not like a flat colour. */
async function phonePhoto(): Promise<Buffer> {
  const detail = await sharp(randomBytes(1000 * 750 * 3), { raw: { width: 1000, height: 750, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(detail).resize(4000, 3000).jpeg({ quality: 80 }).toBuffer();
}

function multipart(photo: Buffer) {
  const boundary = `----payday${randomBytes(8).toString('hex')}`;
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1000\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="amountString"\r\n\r\nหนึ่งพันบาท\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ].join('');
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] ?? 0;

export interface PaydayResult {
  photoBytes: number;
  stored: number;
  seconds: number;
  uploadP99Ms: number;
  toldToWait: number;
  unanswered: number;
  otherStatus: Record<number, number>;
  reads: { p99: number; rps: number; bad: number };
  peakRssMb: number;
}

export async function measurePayday(app: Target): Promise<PaydayResult> {
  const base = `http://127.0.0.1:${app.port}`;
  const [readerToken, ...tokens] = await ask<string[]>(app, { payday: PHOTOS + 1 }, 'tokens');
  const photo = await phonePhoto();
  await ask(app, 'peak-memory', 'peakRss'); // start counting from here
  const attempts: number[] = [];
  const otherStatus: Record<number, number> = {};
  let next = 0;
  let stored = 0;
  let toldToWait = 0;
  let unanswered = 0;
  let sending = true;

  const upload = async (token: string) => {
    for (;;) {
      const { body, type } = multipart(photo);
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/saving/create-saving`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': type, 'idempotency-key': `payday-${token.slice(-16)}` },
          body,
        });
        await res.arrayBuffer();
        attempts.push(performance.now() - t0);
        if (res.status === 200) return void stored++;
        if (res.status !== 503) return void (otherStatus[res.status] = (otherStatus[res.status] ?? 0) + 1);
        toldToWait++;
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') || 1) * 1000));
      } catch {
        unanswered++;
        return;
      }
    }
  };
  const worker = async () => {
    while (next < tokens.length) await upload(tokens[next++]!);
  };

  const started = performance.now();
  const readsDone = (async () => {
    const all: Result[] = [];
    // Reads run in rounds until the last photo is answered, so they cover the whole burst and nothing after.
    while (sending)
      all.push(
        await autocannon({
          url: `${base}/api/saving/balance`,
          headers: { authorization: `Bearer ${readerToken}` },
          connections: READERS,
          duration: 2,
        }),
      );
    return all;
  })();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  sending = false;
  const rounds = await readsDone;
  const peak = await ask<number>(app, 'peak-memory', 'peakRss');
  return {
    photoBytes: photo.length,
    stored,
    seconds,
    uploadP99Ms: p99(attempts),
    toldToWait,
    unanswered,
    otherStatus,
    reads: {
      p99: Math.max(...rounds.map((r) => r.latency.p99)),
      rps: rounds.reduce((a, r) => a + r.requests.average, 0) / Math.max(1, rounds.length),
      bad: rounds.reduce((a, r) => a + r.non2xx + r.errors + r.timeouts, 0),
    },
    peakRssMb: peak / 1024 / 1024,
  };
}
