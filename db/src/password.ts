import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
// Shared by api (sign-in, staff accounts) and the db demo seed: one stored format, scrypt$N$r$p$salt$hash.

// OWASP: scrypt with N=2^17, r=8, p=1. Stored as scrypt$N$r$p$salt$hash so parameters can move later.
const N = 2 ** 17;
const r = 8;
const p = 1;
const KEYLEN = 32;
const maxmem = 256 * N * r;

const derive = (password: string, salt: Buffer, opts: ScryptOptions) =>
  new Promise<Buffer>((res, rej) => scrypt(password.normalize('NFC'), salt, KEYLEN, opts, (e, k) => (e ? rej(e) : res(k))));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work for unknown users, so timing does not reveal which usernames exist.
    await derive(password, randomBytes(16), { N, r, p, maxmem });
    return false;
  }
  const [, n, rr, pp, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n), r: Number(rr), p: Number(pp), maxmem: 256 * Number(n) * Number(rr),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
