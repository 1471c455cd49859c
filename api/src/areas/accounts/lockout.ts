/**
 * Lockout after repeated wrong passwords. Keyed by what the caller passes: SigninGuard (signin-guard.ts)
 * keys it on username AND client address, so five wrong guesses lock that address out of that account,
 * and a stranger elsewhere can no longer keep the owner out (the attack test did, with five requests every
 * 15 minutes). Guesses spread over many addresses are slowed by the shared SigninShield and checked after
 * everyone else's (SigninGuard).
 *
 * Kept in memory: the shop runs one process, and a restart only gives an attacker one more window.
 * Counted by the typed name whether or not the account exists, so the lockout does not reveal which
 * usernames exist.
 */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

export class Lockout {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly maxFailures = MAX_FAILURES,
    private readonly lockMs = LOCK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private key = (username: string) => username.toLowerCase();

  /** Milliseconds until this username may try again; 0 when it may try now. */
  retryAfter(username: string): number {
    const e = this.entries.get(this.key(username));
    if (!e) return 0;
    return Math.max(0, e.lockedUntil - this.now());
  }

  fail(username: string): void {
    const key = this.key(username);
    const t = this.now();
    let e = this.entries.get(key);
    // Failures older than one window no longer count.
    if (!e || t - e.firstAt > this.lockMs) e = { failures: 0, firstAt: t, lockedUntil: 0 };
    e.failures += 1;
    if (e.failures >= this.maxFailures) e.lockedUntil = t + this.lockMs;
    this.entries.delete(key);
    this.entries.set(key, e);
    this.prune(t);
  }

  succeed(username: string): void {
    this.entries.delete(this.key(username));
  }

  /** Bounded memory: drop stale entries, then the oldest if a flood of names still overfills it. */
  private prune(t: number) {
    if (this.entries.size <= MAX_ENTRIES) return;
    for (const [k, e] of this.entries) if (t - e.firstAt > this.lockMs && e.lockedUntil <= t) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(k);
    }
  }
}

export const LOCKED_MESSAGE = 'เข้าสู่ระบบผิดหลายครั้ง กรุณารอ 15 นาทีแล้วลองใหม่อีกครั้ง';
