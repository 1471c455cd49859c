import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
// Shared by api (sign-in, staff accounts) and the db demo seed: one stored format, scrypt$N$r$p$salt$hash.

// OWASP's scrypt settings are a family of equal strength (N=2^17 r=8 p=1, …, N=2^14 r=8 p=5) trading memory
// for CPU. Measured on the shop's 2-core machine (docs/decisions.md "Sign-in under load"): N=2^17 p=1 took
// 430-670 ms and 128 MiB per hash, N=2^14 p=5 230-300 ms and 16 MiB (it stays in the CPU's caches), so the
// latter doubles the sign-ins a core answers at the same strength. Stored as scrypt$N$r$p$salt$hash: hashes
// made with the earlier N=2^17 p=1 still verify with their own parameters.
const N = 2 ** 14;
const r = 8;
const p = 5;
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
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 256 * Number(n) * Number(rr),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
