import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { LOCK_MS, LOCKED_MESSAGE, Lockout, MAX_FAILURES } from './lockout';

export const USERNAME_LIMITED_MESSAGE = 'มีการพยายามเข้าสู่ระบบด้วยชื่อผู้ใช้นี้ถี่เกินไป กรุณารอประมาณ 1 นาทีแล้วลองใหม่อีกครั้ง';
const WINDOW_MS = 60_000;
/** How long a successful sign-in makes an address "known" for that username. */
const KNOWN_MS = 30 * 24 * 3600_000;
const MAX_ENTRIES = 10_000;
const KNOWN_PER_NAME = 8;

/**
 * Sign-in throttling beside the per-address rate limit (the route's own), for one kind of account
 * (members, or staff):
 * - lockout per username and address: MAX_FAILURES wrong passwords lock that address out of that account
 *   for LOCK_MS, and nobody else;
 * - a per-username limit: at most `perMinute` failed (or still running) attempts a minute at one username
 *   from addresses that have never signed in to it, however many addresses they come from (spraying
 *   guesses at one account). An
 *   address that signed in to the account before is exempt, so a stranger's flood does not keep the owner
 *   out from the shop's own computer either.
 * Checked before the password is hashed, so a refused attempt costs no hashing.
 */
export class SigninGuard {
  private readonly lockout: Lockout;
  private readonly attempts = new Map<string, { count: number; since: number }>();
  private readonly known = new Map<string, Map<string, number>>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lockout = new Lockout(MAX_FAILURES, LOCK_MS, now);
  }

  private static pair = (name: string, ip: string) => `${name}\n${ip}`;

  /** Throws 429 (with Retry-After) when this attempt may not go ahead; otherwise counts it. */
  admit(username: string, ip: string, reply: FastifyReply): void {
    const name = username.toLowerCase();
    const lockedMs = this.lockout.retryAfter(SigninGuard.pair(name, ip));
    if (lockedMs > 0) {
      reply.header('retry-after', Math.ceil(lockedMs / 1000));
      throw new HttpError(429, 'LOCKED', LOCKED_MESSAGE);
    }
    if (this.isKnown(name, ip)) return;
    const t = this.now();
    let a = this.attempts.get(name);
    if (!a || t - a.since >= WINDOW_MS) a = { count: 0, since: t };
    a.count += 1;
    this.attempts.delete(name);
    this.attempts.set(name, a);
    this.prune(this.attempts, (e) => t - e.since >= WINDOW_MS);
    if (a.count > this.perMinute) {
      reply.header('retry-after', Math.ceil((a.since + WINDOW_MS - t) / 1000));
      throw new HttpError(429, 'USERNAME_RATE_LIMITED', USERNAME_LIMITED_MESSAGE);
    }
  }

  fail(username: string, ip: string): void {
    this.lockout.fail(SigninGuard.pair(username.toLowerCase(), ip));
  }

  succeed(username: string, ip: string): void {
    const name = username.toLowerCase();
    this.lockout.succeed(SigninGuard.pair(name, ip));
    // The right password is not a guess: the attempt admit() counted is given back.
    const a = this.attempts.get(name);
    if (a && a.count > 0 && !this.isKnown(name, ip)) a.count -= 1;
    const addresses = this.known.get(name) ?? new Map<string, number>();
    addresses.delete(ip);
    addresses.set(ip, this.now());
    // The most recent few addresses per account: the oldest is forgotten first.
    for (const old of addresses.keys()) {
      if (addresses.size <= KNOWN_PER_NAME) break;
      addresses.delete(old);
    }
    this.known.delete(name);
    this.known.set(name, addresses);
    this.prune(this.known, () => false);
  }

  private isKnown(name: string, ip: string): boolean {
    const at = this.known.get(name)?.get(ip);
    return at !== undefined && this.now() - at < KNOWN_MS;
  }

  /** Bounded memory: drop stale entries, then the oldest, when a flood of names overfills a map. */
  private prune<V>(map: Map<string, V>, stale: (v: V) => boolean) {
    if (map.size <= MAX_ENTRIES) return;
    for (const [k, v] of map) if (stale(v)) map.delete(k);
    for (const k of map.keys()) {
      if (map.size <= MAX_ENTRIES) break;
      map.delete(k);
    }
  }
}
