import { describe, expect, it } from 'vitest';
import { formatThaiDate, formatThaiDateTime, formatThaiShortDate } from './date';

describe('Thai dates', () => {
  it('shows Thai month names and the Buddhist-era year', () => {
    expect(formatThaiDate('2025-11-21T10:00:00')).toBe('21 พฤศจิกายน 2568');
    expect(formatThaiDateTime('2025-01-02T08:05:00')).toBe('2 ม.ค. 2568 08:05');
    expect(formatThaiShortDate('2026-11-24')).toBe('24 พ.ย. 2569');
  });
});
