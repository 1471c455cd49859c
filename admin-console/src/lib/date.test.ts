import { afterEach, describe, expect, it, vi } from 'vitest';
import { bangkokToday, formatThaiDate, formatThaiDateTime, formatThaiShortDate } from './date';

describe('Thai dates', () => {
  it('shows Thai month names and the Buddhist-era year', () => {
    expect(formatThaiDate('2025-11-21T10:00:00+07:00')).toBe('21 พฤศจิกายน 2568');
    expect(formatThaiDateTime('2025-01-02T01:05:00Z')).toBe('2 ม.ค. 2568 08:05');
    expect(formatThaiShortDate('2026-11-24')).toBe('24 พ.ย. 2569');
  });
});

/**
 * The shop's clock is Bangkok's whatever the computer's zone says (a branch PC left on UTC, a laptop abroad):
 * a deposit made at 00:30 in Bangkok is on that day, and "today" in a form is Bangkok's.
 */
describe("Bangkok's day on a computer set to another zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])('%s', (tz) => {
    process.env.TZ = tz;
    expect(formatThaiDateTime('2026-11-26T17:30:00Z')).toBe('27 พ.ย. 2569 00:30');
    expect(formatThaiDateTime('2026-11-27T16:30:00.000Z')).toBe('27 พ.ย. 2569 23:30');
    // A calendar date is that date everywhere.
    expect(formatThaiShortDate('2026-11-27')).toBe('27 พ.ย. 2569');
    expect(formatThaiDate('2026-11-27')).toBe('27 พฤศจิกายน 2569');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T17:30:00Z'));
    expect(bangkokToday()).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-27T16:30:00Z'));
    expect(bangkokToday()).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-27T17:00:00Z'));
    expect(bangkokToday()).toBe('2026-11-28');
  });
});
