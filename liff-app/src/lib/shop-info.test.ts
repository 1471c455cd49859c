import { describe, expect, it } from 'vitest';
import { branchesSentence, hasPhone, telHref } from './shop-info';

describe('shop details as shown', () => {
  it('dials the digits of a number as people write it', () => {
    expect(telHref('075-299-101')).toBe('tel:075299101');
    expect(telHref(' 081 234 5678 ')).toBe('tel:0812345678');
    expect(telHref('+66 75 299 101')).toBe('tel:+6675299101');
  });
  it('links only a real number', () => {
    expect(hasPhone('075-299-101')).toBe(true);
    expect(hasPhone('')).toBe(false);
    expect(hasPhone('  ')).toBe(false);
    expect(hasPhone(undefined)).toBe(false);
  });
  it('says how many branches', () => {
    expect(branchesSentence(3)).toBe('ร้านของเรามีทั้งหมด 3 สาขา ได้แก่');
  });
});
