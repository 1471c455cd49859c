import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('demo1234');
    expect(stored.startsWith('scrypt$16384$8$5$')).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1235', stored)).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
  });

  it('still verifies a hash made with the earlier parameters (N=2^17, p=1): the format carries them', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('demo1234', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 });
    const old = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('demo1234', old)).toBe(true);
    expect(await verifyPassword('demo12345', old)).toBe(false);
  });
});

describe('password hashing under a storm', () => {
  it('hashes at most MAX_HASHING at once; the rest queue and all answer', async () => {
    const { hashing, MAX_HASHING } = await import('./password');
    const stored = await hashPassword('demo1234');
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => verifyPassword(i % 2 ? 'demo1234' : 'wrong', stored)));
    expect(results).toEqual([false, true, false, true, false, true]);
    expect(hashing.stats().peak).toBe(Math.min(MAX_HASHING, 6));
    expect(MAX_HASHING).toBeGreaterThanOrEqual(1);
    expect(MAX_HASHING).toBeLessThan(4); // libuv's pool keeps a thread for everything else
  });
});
