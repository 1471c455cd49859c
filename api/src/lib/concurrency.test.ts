import { describe, expect, it } from 'vitest';
import { concurrencyLimit, QueueRefused } from './concurrency';

describe('concurrencyLimit', () => {
  it('runs at most max at once, the rest in arrival order, and passes results and errors through', async () => {
    const limit = concurrencyLimit(2);
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = [0, 1, 2, 3, 4].map((i) =>
      limit(async () => {
        order.push(i);
        await new Promise<void>((r) => releases.push(r));
        if (i === 3) throw new Error('boom');
        return i * 10;
      }),
    );
    const settled = Promise.allSettled(jobs);
    await new Promise((r) => setTimeout(r, 5));
    expect(limit.stats()).toMatchObject({ running: 2, waiting: 3 });
    while (releases.length || order.length < 5) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    const results = await settled;
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'error'))).toEqual([0, 10, 20, 'error', 40]);
    expect(limit.stats()).toMatchObject({ running: 0, waiting: 0, peak: 2, refused: 0 });
  });

  it('bounded: refuses at once when the line is full', async () => {
    const limit = concurrencyLimit(1, { maxWaiting: 2 });
    let release!: () => void;
    const holder = limit(() => new Promise<void>((r) => (release = r)));
    const queued = [limit(async () => 1), limit(async () => 2)];
    await expect(limit(async () => 3)).rejects.toMatchObject({ reason: 'full', retryAfterS: 1 });
    release();
    await holder;
    expect(await Promise.all(queued)).toEqual([1, 2]);
    expect(limit.stats()).toMatchObject({ running: 0, waiting: 0, refused: 1 });
  });

  it('bounded: refuses at once when the jobs ahead would take longer than the wait, by their recent run times', async () => {
    const limit = concurrencyLimit(1, { maxWaitMs: 300 });
    await limit(() => new Promise<void>((r) => setTimeout(r, 400))); // a run of 400 ms is on record
    let release!: () => void;
    const holder = limit(() => new Promise<void>((r) => (release = r)));
    const t0 = Date.now();
    const refused = await limit(async () => {}).catch((e: unknown) => e);
    expect(Date.now() - t0).toBeLessThan(50);
    expect(refused).toBeInstanceOf(QueueRefused);
    expect(refused).toMatchObject({ reason: 'too-long' });
    expect((refused as QueueRefused).retryAfterS).toBeGreaterThanOrEqual(1);
    release();
    await holder;
  });

  it('bounded: a job still waiting when its time is up is refused, and leaves the line', async () => {
    const limit = concurrencyLimit(1, { maxWaitMs: 100 });
    let release!: () => void;
    const holder = limit(() => new Promise<void>((r) => (release = r)));
    const t0 = Date.now();
    await expect(limit(async () => 'never')).rejects.toMatchObject({ reason: 'too-long' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(95);
    expect(limit.stats()).toMatchObject({ running: 1, waiting: 0, refused: 1 });
    release();
    await holder;
    expect(await limit(async () => 'runs')).toBe('runs');
  });
});
