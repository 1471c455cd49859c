import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('demo1234');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1235', stored)).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
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
