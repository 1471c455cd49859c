import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency';

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
    expect(limit.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });
});
