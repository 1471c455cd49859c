import { MAX_FAILURES } from './lockout';

/**
 * What every sign-in shares, member and staff alike: a count of failed sign-ins in the last minute (the
 * global ceiling) and each address's recent failures. An address that keeps failing is slowed down, one
 * second after its first free failures, doubling to a minute; while failures pass the ceiling (a spray from
 * many addresses), an address is slowed from its first failure. Nobody is ever refused for what another
 * address did: an address with no failures is never slowed, and one that signed in to the account before
 * skips this altogether (SigninGuard). docs/decisions.md "Sign-in under load".
 */
const WINDOW_MS = 60_000;
/** How long an address's failures count against it. */
const MEMORY_MS = 15 * 60_000;
/**
 * Failures an address may make (on any accounts) before it is slowed, while the shop is not under a spray:
 * as many as lock one account from it (lockout.ts), so a person who forgot a password meets that lock first.
 */
export const FREE_FAILURES = MAX_FAILURES;
const MAX_DELAY_MS = 60_000;
const MAX_ADDRESSES = 10_000;

interface AddressFailures {
  count: number;
  last: number;
}

export class SigninShield {
  private readonly recent: number[] = [];
  private readonly addresses = new Map<string, AddressFailures>();

  constructor(
    /** Failed sign-ins a minute, across every account, above which every failing address is slowed at once. */
    private readonly ceilingPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether failed sign-ins in the last minute have reached the ceiling. */
  underSpray(): boolean {
    const t = this.now();
    while (this.recent.length && t - this.recent[0]! >= WINDOW_MS) this.recent.shift();
    return this.recent.length >= this.ceilingPerMinute;
  }

  /** Milliseconds this address must wait before its next attempt (0: it may try now). */
  waitFor(ip: string): number {
    const a = this.addresses.get(ip);
    const t = this.now();
    if (!a || t - a.last >= MEMORY_MS) return 0;
    const over = a.count - (this.underSpray() ? 0 : FREE_FAILURES);
    if (over <= 0) return 0;
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (over - 1));
    return Math.max(0, a.last + delay - t);
  }

  fail(ip: string): void {
    const t = this.now();
    this.recent.push(t);
    // The count only needs to reach the ceiling: older entries past it say nothing more.
    if (this.recent.length > this.ceilingPerMinute * 2) this.recent.splice(0, this.recent.length - this.ceilingPerMinute * 2);
    const a = this.addresses.get(ip);
    const next = !a || t - a.last >= MEMORY_MS ? { count: 1, last: t } : { count: a.count + 1, last: t };
    this.addresses.delete(ip);
    this.addresses.set(ip, next);
    // Bounded memory: the addresses failing longest ago go first.
    for (const old of this.addresses.keys()) {
      if (this.addresses.size <= MAX_ADDRESSES) break;
      this.addresses.delete(old);
    }
  }

  /** A right password from this address: its earlier mistakes were its own user's, not a guesser's. */
  succeed(ip: string): void {
    this.addresses.delete(ip);
  }
}
