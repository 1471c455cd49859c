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

  it('with keys, takes turns by key: one burst waits behind itself, a newcomer waits for one slot', async () => {
    const limit = concurrencyLimit(2);
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const job = (name: string, key: string) =>
      limit(async () => {
        order.push(name);
        await new Promise<void>((r) => releases.push(r));
      }, key);
    const burst = Array.from({ length: 8 }, (_, i) => job(`a${i}`, '203.0.113.7'));
    await new Promise((r) => setTimeout(r, 5));
    const honest = [job('h0', '198.51.100.1'), job('h1', '198.51.100.1')];
    const other = job('b0', '192.0.2.9');
    expect(limit.stats()).toMatchObject({ running: 2, waiting: 9 });
    while (order.length < 11 || releases.length) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all([...burst, ...honest, other]);
    // a0 and a1 were running (the burst's turns 0 and 1); then each key in turn, first come first within a turn.
    expect(order).toEqual(['a0', 'a1', 'h0', 'b0', 'h1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
    expect(limit.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('with keys, a newcomer is not refused for a wait the burst ahead of it would take', async () => {
    const limit = concurrencyLimit(1, { maxWaitMs: 300 });
    await limit(() => new Promise<void>((r) => setTimeout(r, 200)), 'burst'); // a run of 200 ms is on record
    let release!: () => void;
    const holder = limit(() => new Promise<void>((r) => (release = r)), 'burst');
    const queued = limit(async () => 'second of the burst', 'burst');
    await expect(limit(async () => 'third', 'burst')).rejects.toMatchObject({ reason: 'too-long' });
    const newcomer = limit(async () => 'newcomer', 'member');
    release();
    await holder;
    expect(await Promise.all([newcomer, queued])).toEqual(['newcomer', 'second of the burst']);
  });

  it('with keys, a full line keeps the turns: the last of a burst gives way to a newcomer', async () => {
    const limit = concurrencyLimit(1, { maxWaiting: 2 });
    let release!: () => void;
    const holder = limit(() => new Promise<void>((r) => (release = r)), 'burst');
    const burst = [limit(async () => 'burst 1', 'burst'), limit(async () => 'burst 2', 'burst')].map((p) =>
      p.catch((e: QueueRefused) => e.reason),
    );
    await expect(limit(async () => 'burst 3', 'burst')).rejects.toMatchObject({ reason: 'full' });
    const newcomers = [limit(async () => 'member', 'member'), limit(async () => 'another member', 'another')];
    // Both of the burst gave way; a third newcomer finds a full line of first turns and is refused.
    await expect(limit(async () => 'third', 'third')).rejects.toMatchObject({ reason: 'full' });
    release();
    await holder;
    expect(await Promise.all([...newcomers, ...burst])).toEqual(['member', 'another member', 'full', 'full']);
    expect(limit.stats()).toMatchObject({ running: 0, waiting: 0, refused: 4 });
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
