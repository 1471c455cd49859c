import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { HashPriority } from '../../lib/hash-queue';
import { LOCK_MS, LOCKED_MESSAGE, Lockout, MAX_FAILURES } from './lockout';
import type { SigninShield } from './signin-shield';

export const slowDownMessage = (seconds: number) => `มีการเข้าสู่ระบบไม่สำเร็จจากเครือข่ายนี้หลายครั้ง กรุณารอ ${seconds} วินาทีแล้วลองใหม่`;
const WINDOW_MS = 60_000;
/** How long a successful sign-in makes an address "known" for that username. */
const KNOWN_MS = 30 * 24 * 3600_000;
const MAX_ENTRIES = 10_000;
const KNOWN_PER_NAME = 8;

/**
 * Sign-in throttling for one kind of account (members, or staff), beside the per-address request limit (the
 * route's own) and the shield every sign-in shares (signin-shield.ts). Nothing here refuses a right password
 * because of someone else's guesses (docs/decisions.md "Sign-in under load"):
 * - an address that signed in to the account before is "known": its attempt is checked first and is never
 *   slowed by others' failures;
 * - MAX_FAILURES wrong passwords lock that address out of that account for LOCK_MS (its own failures);
 * - an address that keeps failing is slowed down (the shield), harder while the shop is sprayed;
 * - at most `perMinute` attempts a minute at one username from strange addresses go in the ordinary line;
 *   more (spraying one account from many addresses) are checked last, and shed first when busy, but still
 *   checked: the owner at a new address gets in after the strangers.
 * Checked before the password is hashed, so a refused attempt costs no hashing.
 */
export class SigninGuard {
  private readonly lockout: Lockout;
  private readonly attempts = new Map<string, { count: number; since: number }>();
  private readonly known = new Map<string, Map<string, number>>();

  constructor(
    private readonly perMinute: number,
    private readonly shield: SigninShield,
    private readonly now: () => number = Date.now,
  ) {
    this.lockout = new Lockout(MAX_FAILURES, LOCK_MS, now);
  }

  private static pair = (name: string, ip: string) => `${name}\n${ip}`;

  /** Throws 429 (with Retry-After) when this address must wait; otherwise the line its password check joins. */
  admit(username: string, ip: string, reply: FastifyReply): HashPriority {
    const name = username.toLowerCase();
    const lockedMs = this.lockout.retryAfter(SigninGuard.pair(name, ip));
    if (lockedMs > 0) {
      reply.header('retry-after', Math.ceil(lockedMs / 1000));
      throw new HttpError(429, 'LOCKED', LOCKED_MESSAGE);
    }
    if (this.isKnown(name, ip)) return 'known';
    const waitMs = this.shield.waitFor(ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', seconds);
      throw new HttpError(429, 'SLOW_DOWN', slowDownMessage(seconds));
    }
    const t = this.now();
    let a = this.attempts.get(name);
    if (!a || t - a.since >= WINDOW_MS) a = { count: 0, since: t };
    a.count += 1;
    this.attempts.delete(name);
    this.attempts.set(name, a);
    this.prune(this.attempts, (e) => t - e.since >= WINDOW_MS);
    return a.count > this.perMinute ? 'suspect' : 'fresh';
  }

  fail(username: string, ip: string): void {
    this.lockout.fail(SigninGuard.pair(username.toLowerCase(), ip));
    if (!this.isKnown(username.toLowerCase(), ip)) this.shield.fail(ip);
  }

  succeed(username: string, ip: string): void {
    const name = username.toLowerCase();
    this.lockout.succeed(SigninGuard.pair(name, ip));
    this.shield.succeed(ip);
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
