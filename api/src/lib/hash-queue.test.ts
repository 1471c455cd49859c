import { describe, expect, it } from 'vitest';
import { HashQueue, type HashPriority } from './hash-queue';
import { HttpError } from './http-error';

/** Work that finishes when the test says so. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  return { done, finish };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('HashQueue', () => {
  it('serves waiting hashes by priority: a known user’s sign-in goes before strangers that came first', async () => {
    const q = new HashQueue(1, 100);
    const order: string[] = [];
    const first = gate();
    const job = (name: string, priority: HashPriority, g?: ReturnType<typeof gate>) =>
      q.run(priority, async () => {
        order.push(name);
        await g?.done;
      });
    const running = job('first', 'fresh', first);
    const later = [job('suspect', 'suspect'), job('fresh', 'fresh'), job('known', 'known')];
    await tick();
    expect(q.stats()).toMatchObject({ running: 1, waiting: 3 });
    first.finish();
    await Promise.all([running, ...later]);
    expect(order).toEqual(['first', 'known', 'fresh', 'suspect']);
    expect(q.stats()).toMatchObject({ running: 0, waiting: 0, peak: 1 });
  });

  it('sheds an attempt at once (503 with Retry-After) when its expected wait is too long, per priority', async () => {
    // One slot, one second a hash: fresh waits at most 2 s, suspect 1 s, known 10 s.
    const q = new HashQueue(1, 1000);
    const hold = gate();
    const held = [q.run('fresh', () => hold.done)];
    held.push(q.run('fresh', () => hold.done)); // waits 1 s: taken
    held.push(q.run('fresh', () => hold.done)); // waits 2 s: taken
    await tick();
    const shed = await q.run('fresh', async () => 'never').catch((e: unknown) => e);
    expect(shed).toBeInstanceOf(HttpError);
    expect(shed).toMatchObject({ statusCode: 503, code: 'SIGNIN_BUSY', retryAfter: 3 });
    expect((shed as Error).message).toMatch(/กรุณาลองใหม่ในอีก 3 วินาที/);
    expect(await q.run('suspect', async () => 'x').catch((e: unknown) => (e as HttpError).code)).toBe('SIGNIN_BUSY');
    // A known user still queues: no stranger is ahead of it in its line.
    held.push(q.run('known', () => hold.done));
    await tick();
    expect(q.stats().waiting).toBe(3);
    hold.finish();
    await Promise.all(held);
  });

  it('learns how long a hash takes here, and estimates waits from it', async () => {
    let clock = 0;
    const q = new HashQueue(2, 1000, () => clock);
    for (let i = 0; i < 10; i++) {
      await q.run('known', async () => {
        clock += 200;
      });
    }
    expect(q.stats().hashMs).toBeLessThan(300);
    expect(q.expectedWaitMs('fresh')).toBe(0);
  });
});
