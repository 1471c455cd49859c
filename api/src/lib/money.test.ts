import { describe, expect, it } from 'vitest';
import { bahtNumberToSatang, bahtTextToSatang, satangToBaht } from './money';

describe('money', () => {
  it('parses baht text exactly, without float error', () => {
    expect(bahtTextToSatang('0.29')).toBe(29);
    expect(bahtTextToSatang('1,000.5')).toBe(100050);
    expect(bahtTextToSatang('19.99')).toBe(1999);
    expect(bahtTextToSatang('500')).toBe(50000);
  });
  it('rejects amounts finer than a satang or not numbers', () => {
    for (const bad of ['1.234', 'abc', '-5', '1e3', '', '1.']) expect(() => bahtTextToSatang(bad)).toThrow(RangeError);
  });
  it('converts satang to baht and back', () => {
    expect(satangToBaht(1999)).toBe(19.99);
    expect(bahtNumberToSatang(19.99)).toBe(1999);
    expect(() => bahtNumberToSatang(0.001)).toThrow(RangeError);
  });
});
