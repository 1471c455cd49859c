import { describe, expect, it } from 'vitest';
import { staffDisplayName } from './staff-name';

describe('staffDisplayName', () => {
  it('is the name the owner set, else the username', () => {
    expect(staffDisplayName({ username: 'admin', displayName: 'สมศักดิ์ ทองงาม' })).toBe('สมศักดิ์ ทองงาม');
    expect(staffDisplayName({ username: 'admin', displayName: null })).toBe('admin');
    expect(staffDisplayName({ username: 'admin', displayName: '  ' })).toBe('admin');
  });
});
