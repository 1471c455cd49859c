import { describe, expect, it } from 'vitest';
import { Lockout } from './lockout';

describe('Lockout', () => {
  it('locks after the limit, for the lock time, case-insensitively, and forgets on success', () => {
    let t = 0;
    const l = new Lockout(3, 1000, () => t);
    l.fail('Ann');
    l.fail('ann');
    expect(l.retryAfter('ANN')).toBe(0);
    l.fail('ann');
    expect(l.retryAfter('ann')).toBe(1000);
    t = 999;
    expect(l.retryAfter('ann')).toBe(1);
    t = 1001;
    expect(l.retryAfter('ann')).toBe(0);
    l.fail('bob');
    l.fail('bob');
    l.succeed('bob');
    l.fail('bob');
    expect(l.retryAfter('bob')).toBe(0);
  });
  it('forgets failures older than one window', () => {
    let t = 0;
    const l = new Lockout(2, 1000, () => t);
    l.fail('cat');
    t = 5000;
    l.fail('cat');
    expect(l.retryAfter('cat')).toBe(0);
  });
});
