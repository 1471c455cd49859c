import { describe, expect, it } from 'vitest';
import { isValidNationalId, maskNationalId, withCheckDigit } from './national-id';

describe('national id', () => {
  it('accepts the demo ids, whose check digits are right', () => {
    for (const id of ['1101700230708', '3100500123458', '1509900123453']) expect(isValidNationalId(id)).toBe(true);
  });
  it('rejects a wrong check digit, wrong length and non-digits', () => {
    for (const id of ['1101700230709', '110170023070', '11017002307081', '110170023070x', '', '1509900123454']) {
      expect(isValidNationalId(id)).toBe(false);
    }
  });
  it('completes 12 digits with their check digit', () => {
    for (const id of ['1101700230708', '3100500123458', '1509900123453']) expect(withCheckDigit(id.slice(0, 12))).toBe(id);
  });
  it('masks all but the last four digits', () => expect(maskNationalId('1101700230708')).toBe('xxxxxxxxx0708'));
});
