/**
 * At most `max` of a kind of work at once; the rest wait in line, first come first served. For work that
 * runs on libuv's pool of 4 threads (password hashing, image decoding): a burst of it then queues behind
 * itself instead of filling the pool, so everything else that needs a thread (file reads, other requests'
 * work) still gets one.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(work: () => Promise<T>): Promise<T> {
    // A finishing job hands its slot straight to the next in line, so no newcomer slips in between.
    if (running < max) running++;
    else await new Promise<void>((resume) => waiting.push(resume));
    peak = Math.max(peak, running);
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  /** For tests and metrics: running now, waiting now, the most ever run at once. */
  const stats = () => ({ running, waiting: waiting.length, peak });
  return Object.assign(run, { stats });
}
export type ConcurrencyLimit = ReturnType<typeof concurrencyLimit>;
