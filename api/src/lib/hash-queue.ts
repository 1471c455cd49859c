import { HttpError } from './http-error';

/**
 * Who waits first for a password hash (docs/decisions.md "Sign-in under load"): `known`, an address that
 * signed in to that account before, or a signed-in user (a password change, the owner's staff accounts);
 * `fresh`, anyone else; `suspect`, an attempt at an account that strangers are spraying, or a second one
 * from an address that already has one waiting.
 */
export type HashPriority = 'known' | 'fresh' | 'suspect';
const ORDER: readonly HashPriority[] = ['known', 'fresh', 'suspect'];

/**
 * The longest expected wait each priority queues for; beyond it the attempt is shed at once with 503 and
 * Retry-After (a client retries), instead of queueing: 100 sign-ins on two addresses made a normal one wait
 * 59 s. Known users wait longest: their sign-in is almost surely right.
 */
export const MAX_WAIT_MS: Readonly<Record<HashPriority, number>> = { known: 10_000, fresh: 2_000, suspect: 1_000 };

export const BUSY_MESSAGE = (seconds: number) => `มีผู้เข้าสู่ระบบพร้อมกันจำนวนมาก กรุณาลองใหม่ในอีก ${seconds} วินาที`;

/**
 * At most `slots` hashes at once, the rest waiting in three lines served by priority (first come first
 * served within each). How long one hash takes is learnt as it runs, so the wait a new attempt would have
 * is known before it joins: too long, and it is refused (503) without costing a hash.
 */
export class HashQueue {
  private running = 0;
  private peak = 0;
  private readonly waiting: Record<HashPriority, (() => void)[]> = { known: [], fresh: [], suspect: [] };
  /** Milliseconds one hash takes here, a moving average (starts from a guess, corrected by the first ones). */
  private hashMs: number;

  constructor(
    readonly slots: number,
    initialHashMs = 300,
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.hashMs = initialHashMs;
  }

  /** The wait a new attempt of this priority would have: everything ahead of it, shared by the slots. */
  expectedWaitMs(priority: HashPriority): number {
    const free = this.running < this.slots && this.queued() === 0;
    if (free) return 0;
    const ahead = ORDER.slice(0, ORDER.indexOf(priority) + 1).reduce((n, p) => n + this.waiting[p].length, 0);
    return Math.ceil(((ahead + 1) * this.hashMs) / this.slots);
  }

  async run<T>(priority: HashPriority, work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots && this.queued() === 0) this.running++;
    else {
      const wait = this.expectedWaitMs(priority);
      if (wait > MAX_WAIT_MS[priority]) {
        const seconds = Math.min(30, Math.max(1, Math.ceil(wait / 1000)));
        throw new HttpError(503, 'SIGNIN_BUSY', BUSY_MESSAGE(seconds), seconds);
      }
      // A finishing hash hands its slot straight to the next in line (running stays counted).
      await new Promise<void>((resume) => this.waiting[priority].push(resume));
    }
    this.peak = Math.max(this.peak, this.running);
    const started = this.now();
    try {
      return await work();
    } finally {
      this.hashMs = this.hashMs * 0.8 + (this.now() - started) * 0.2;
      const next = ORDER.map((p) => this.waiting[p])
        .find((line) => line.length)
        ?.shift();
      if (next) next();
      else this.running--;
    }
  }

  private queued(): number {
    return ORDER.reduce((n, p) => n + this.waiting[p].length, 0);
  }

  /** For tests and metrics: running now, waiting now, the most ever run at once, the learnt hash time. */
  stats() {
    return { running: this.running, waiting: this.queued(), peak: this.peak, hashMs: Math.round(this.hashMs) };
  }
}
