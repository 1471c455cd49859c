// The slip deposits row of `pnpm bench`: deposits per second, each with its own 1600 px slip picture
// carrying a bank's mini-QR (checked, re-encoded, decoded for the QR, recorded once), and the p99 of a
// signed-in read (the savings balance) while they run. No target: it says what this machine sustains.
import sharp from 'sharp';
import autocannon from 'autocannon';
import { slipPicture } from '../src/test/slip-image';

const UPLOADERS = 8;
const READERS = 10;

/** Unique slips, 1600 px tall like a phone screenshot after the member app's resize. */
async function slips(n: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < n; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, n - i) }, async () =>
        sharp((await slipPicture()).png)
          .resize({ height: 1600 })
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    );
    out.push(...batch);
  }
  return out;
}

export async function measureSlipDeposits(port: number, seconds: number) {
  const base = `http://127.0.0.1:${port}`;
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo2', password: 'demo1234' }),
  });
  const { token } = (await signin.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  // Enough distinct transfers for the run: a slip can pay once, so each upload needs its own.
  const pictures = await slips(Math.max(40, seconds * 12));
  let next = 0;
  let done = 0;
  let bad = 0;
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  const uploader = async () => {
    while (Date.now() < until && next < pictures.length) {
      const form = new FormData();
      form.append('amount', '500');
      form.append('proof', new Blob([new Uint8Array(pictures[next++]!)], { type: 'image/jpeg' }), 'slip.jpg');
      const t0 = performance.now();
      const res = await fetch(`${base}/api/saving/create-saving`, { method: 'POST', headers: auth, body: form });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.ok) done++;
      else bad++;
    }
  };
  const started = Date.now();
  const [reads] = await Promise.all([
    autocannon({ url: `${base}/api/saving/balance`, headers: auth, connections: READERS, duration: seconds }),
    Promise.all(Array.from({ length: UPLOADERS }, uploader)),
  ]);
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    depositsPerSecond: done / elapsed,
    uploadP99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    badUploads: bad,
    /** The run stopped early because every prepared slip was sent (raise the count for a faster machine). */
    ranOut: next === pictures.length && Date.now() < until,
    reads,
  };
}
