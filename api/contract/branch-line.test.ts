import { describe, expect, it } from 'vitest';
import { branchLine } from './branch-line';

describe('a branch on one line', () => {
  it('names the branch once, whether or not the owner typed its name into the address', () => {
    const b = { name: 'นาวง', address: '12/3 หมู่ 5 ต.นาวง', phone: '075-299-101' };
    expect(branchLine(b)).toBe('สาขานาวง 12/3 หมู่ 5 ต.นาวง');
    expect(branchLine(b, { phone: true })).toBe('สาขานาวง 12/3 หมู่ 5 ต.นาวง โทร 075-299-101');
    for (const address of ['สาขานาวง 12/3 หมู่ 5 ต.นาวง', 'นาวง 12/3 หมู่ 5 ต.นาวง', 'สาขา นาวง 12/3 หมู่ 5 ต.นาวง'])
      expect(branchLine({ ...b, address }), address).toBe('สาขานาวง 12/3 หมู่ 5 ต.นาวง');
    expect(branchLine({ ...b, name: 'สาขานาวง' })).toBe('สาขานาวง 12/3 หมู่ 5 ต.นาวง');
    expect(branchLine({ name: 'นาวง', address: '' })).toBe('สาขานาวง');
    // A name with pattern characters is matched as text.
    expect(branchLine({ name: 'A+B', address: 'A+B ถนน 1' })).toBe('สาขาA+B ถนน 1');
  });
});
