import { describe, expect, it } from 'vitest';
import { bangkokToday, formatThaiDate } from './format';

describe('Thai dates', () => {
  it('shows a calendar day in the Buddhist year with a Thai month', () => {
    expect(formatThaiDate('2024-01-15')).toBe('15 ม.ค. 2567');
    expect(formatThaiDate('2025-12-31')).toBe('31 ธ.ค. 2568');
  });
  it('shows timestamps as the Bangkok day, with time on request', () => {
    expect(formatThaiDate('2024-01-14T20:00:00.000Z')).toBe('15 ม.ค. 2567');
    expect(formatThaiDate('2024-01-14T20:05:00.000Z', true)).toMatch(/^15 ม\.ค\. 2567.*03:05$/);
  });
  it('writes what Intl th-TH writes, for every month, across midnight in Bangkok and in leap years', () => {
    const date = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' });
    const dateTime = new Intl.DateTimeFormat('th-TH', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Bangkok',
    });
    for (let month = 0; month < 12; month++) {
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [15, 16, 59],
        [28, 17, 0],
        [28, 23, 5],
      ] as const) {
        const at = new Date(Date.UTC(2024, month, day, hour, minute));
        expect(formatThaiDate(at.toISOString())).toBe(date.format(at));
        expect(formatThaiDate(at.toISOString(), true)).toBe(dateTime.format(at));
      }
    }
    expect(formatThaiDate('2024-02-29')).toBe(date.format(new Date(Date.UTC(2024, 1, 29, 5))));
    expect(formatThaiDate('2023-12-31T17:30:00Z')).toBe('1 ม.ค. 2567');
  });
  it('passes unknown text through and marks missing values', () => {
    expect(formatThaiDate('soon')).toBe('soon');
    expect(formatThaiDate(null)).toBe('-');
  });
  it('knows today in Bangkok', () => {
    expect(bangkokToday(new Date('2024-01-14T20:00:00Z'))).toBe('2024-01-15');
  });
});
