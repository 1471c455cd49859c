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
