import { describe, expect, it } from 'vitest';
import { isPositiveAmount, sanitizeAmount } from './amount-input';

describe('amount input', () => {
  it('keeps typed amounts to numbers', () => {
    expect(sanitizeAmount('1,500.505')).toBe('1500.50');
    expect(sanitizeAmount('abc12x3')).toBe('123');
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('')).toBe('');
  });
  it('accepts only positive amounts the server takes', () => {
    expect(isPositiveAmount('1500.50')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('1.')).toBe(false);
    expect(isPositiveAmount('1.234')).toBe(false);
    expect(isPositiveAmount(undefined)).toBe(false);
  });
});
