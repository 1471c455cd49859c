/** A queue refused a job (full, or it would wait past its limit): try again after `retryAfterS`. */
export class QueueRefused extends Error {
  constructor(
    readonly reason: 'full' | 'too-long',
    readonly retryAfterS: number,
  ) {
    super(reason === 'full' ? 'queue full' : 'waited too long');
  }
}

export interface QueueBounds {
  /** At most this many wait at once; one more is refused at once. */
  maxWaiting?: number;
  /**
   * Longest a job may wait for its turn: refused at once when the jobs ahead of it would take longer (by
   * the recent run times), and refused when the wait runs out. Time spent running is not counted.
   */
  maxWaitMs?: number;
}

interface Waiter {
  resume(): void;
  refuse(err: QueueRefused): void;
  timer?: NodeJS.Timeout;
  key: string;
  /** Jobs of the same key already running or waiting when this one arrived: its turn among the keys. */
  round: number;
}

/** How much a new run time moves the average (an exponential moving average over about the last ten). */
const SMOOTHING = 0.2;

/**
 * At most `max` of a kind of work at once; the rest wait in line, first come first served among jobs given
 * no key. Jobs given a key (a client's address) take turns by key: a job whose key has fewer jobs running
 * or waiting ahead of it goes first, so one client's burst waits behind itself and a newcomer waits for
 * one slot to free, not for the burst; when the line is full, the burst's last job gives way to it
 * (docs/decisions.md "One line for decoding uploads"). For work that
 * runs on libuv's pool of 4 threads (password hashing, image decoding): a burst of it then queues behind
 * itself instead of filling the pool, so everything else that needs a thread (file reads, other requests'
 * work) still gets one. With `bounds` the line is bounded too: a job that cannot run soon enough is refused
 * with QueueRefused (its caller answers 503 with Retry-After) instead of waiting until its client gives up.
 */
export function concurrencyLimit(max: number, bounds: QueueBounds = {}) {
  const { maxWaiting = Infinity, maxWaitMs = Infinity } = bounds;
  let running = 0;
  let peak = 0;
  let refused = 0;
  let averageMs = 0;
  const waiting: Waiter[] = [];
  /** Jobs running or waiting per key. */
  const perKey = new Map<string, number>();
  const add = (key: string, n: number) => {
    const v = (perKey.get(key) ?? 0) + n;
    if (v) perKey.set(key, v);
    else perKey.delete(key);
  };
  /** Where a job of this round goes: after every waiter of a lower or equal round (they came first). */
  const placeOf = (round: number) => {
    let i = waiting.length;
    while (i > 0 && waiting[i - 1]!.round > round) i--;
    return i;
  };

  /** When the line ahead would have run through, by the recent run times. */
  const expectedWaitMs = (ahead: number) => Math.ceil(ahead / max) * averageMs;
  const retryAfterS = () => Math.min(60, Math.max(1, Math.ceil(expectedWaitMs(waiting.length + running) / 1000)));
  const refuse = (reason: QueueRefused['reason']) => {
    refused++;
    return new QueueRefused(reason, retryAfterS());
  };

  /**
   * Runs `work` when its turn comes. `key` (optional) names whose job it is; jobs without one share the key
   * '' and keep their arrival order.
   */
  async function run<T>(work: () => Promise<T>, key = ''): Promise<T> {
    // A finishing job hands its slot straight to the next in line, so no newcomer slips in between.
    const round = perKey.get(key) ?? 0;
    if (running < max) {
      running++;
      add(key, 1);
    } else {
      if (waiting.length >= maxWaiting) {
        // A full line keeps the turns: the last in line, if a later turn than this job's, gives way.
        const last = waiting.at(-1);
        if (!last || last.round <= round) throw refuse('full');
        waiting.pop();
        clearTimeout(last.timer);
        add(last.key, -1);
        last.refuse(refuse('full'));
      }
      if (averageMs && expectedWaitMs(placeOf(round) + 1) > maxWaitMs) throw refuse('too-long');
      // Counted from here to the end of its run; a refusal while waiting takes it back.
      add(key, 1);
      await new Promise<void>((resume, reject) => {
        const w: Waiter = { resume, refuse: reject, key, round };
        if (Number.isFinite(maxWaitMs)) {
          w.timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(w), 1);
            add(key, -1);
            reject(refuse('too-long'));
          }, maxWaitMs);
        }
        waiting.splice(placeOf(round), 0, w);
      });
    }
    peak = Math.max(peak, running);
    const started = performance.now();
    try {
      return await work();
    } finally {
      add(key, -1);
      const ms = performance.now() - started;
      averageMs = averageMs ? averageMs + SMOOTHING * (ms - averageMs) : ms;
      const next = waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resume();
      } else running--;
    }
  }

  /** For tests and metrics: running now, waiting now, the most ever run at once, how many were refused. */
  const stats = () => ({ running, waiting: waiting.length, peak, refused, averageMs: Math.round(averageMs) });
  return Object.assign(run, { stats });
}
export type ConcurrencyLimit = ReturnType<typeof concurrencyLimit>;
