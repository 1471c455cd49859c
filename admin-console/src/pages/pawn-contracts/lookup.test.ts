import { describe, expect, it } from 'vitest';
import { MONEY_TEXT, parseCustomerLookup } from './lookup';

describe('parseCustomerLookup', () => {
  it('reads 13 digits (spaces and dashes allowed) as a national ID', () => {
    expect(parseCustomerLookup('1101700230705')).toEqual({ by: 'card', card: '1101700230705' });
    expect(parseCustomerLookup(' 1-1017-00230-70-5 ')).toEqual({ by: 'card', card: '1101700230705' });
  });
  it('reads a short number as the customer number', () => {
    expect(parseCustomerLookup('42')).toEqual({ by: 'id', id: 42 });
  });
  it('refuses anything else', () => {
    expect(parseCustomerLookup('')).toBeNull();
    expect(parseCustomerLookup('0')).toBeNull();
    expect(parseCustomerLookup('สมชาย')).toBeNull();
    expect(parseCustomerLookup('12345678901')).toBeNull();
  });
});

describe('MONEY_TEXT', () => {
  it('matches the API pattern for payment totals', () => {
    for (const ok of ['1500', '1,500.50', '0.5', '12,000.00']) expect(MONEY_TEXT.test(ok)).toBe(true);
    for (const bad of ['', '-1', '1.234', 'abc', '.5']) expect(MONEY_TEXT.test(bad)).toBe(false);
  });
});
