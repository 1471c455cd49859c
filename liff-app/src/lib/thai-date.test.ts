import { afterEach, describe, expect, it } from 'vitest';
import { bangkokDay, bangkokLocal, thaiDateTime } from './thai-date';

describe('thaiDateTime', () => {
  it('gives the Thai month, Buddhist year and hh:mm:ss in Bangkok time', () => {
    expect(thaiDateTime('2024-03-05T02:04:09Z')).toEqual({ date: '5 มีนาคม 2567', time: '09:04:09' });
  });
  it('crosses midnight into the next Bangkok day', () => {
    expect(thaiDateTime('2023-12-31T18:30:00Z')).toEqual({ date: '1 มกราคม 2567', time: '01:30:00' });
  });
  it('honours an explicit offset', () => {
    expect(thaiDateTime('2025-07-15T23:59:59+07:00')).toEqual({ date: '15 กรกฎาคม 2568', time: '23:59:59' });
  });
  it('is undefined for missing or unreadable input', () => {
    expect(thaiDateTime(undefined)).toBeUndefined();
    expect(thaiDateTime('yesterday')).toBeUndefined();
  });
});

describe('bangkokDay', () => {
  it("is the calendar day in Bangkok, not the device's", () => {
    expect(bangkokDay('2025-11-20T16:59:59Z')).toBe('2025-11-20');
    expect(bangkokDay('2025-11-20T17:00:00Z')).toBe('2025-11-21');
    expect(bangkokDay(new Date('2025-01-01T00:00:00+07:00'))).toBe('2025-01-01');
  });
  it('is undefined for missing or unreadable input', () => {
    expect(bangkokDay(null)).toBeUndefined();
    expect(bangkokDay('soon')).toBeUndefined();
  });
});

describe('bangkokLocal, the chart time zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });
  // Node re-reads TZ when it is set, so one process can play a phone in each zone.
  it.each(['UTC', 'Asia/Bangkok', 'America/New_York', 'Europe/London'])(
    "reads Bangkok's wall clock through the local fields on a device in %s",
    (tz) => {
      process.env.TZ = tz;
      const d = bangkokLocal(new Date('2026-03-29T17:30:00Z'));
      expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2026, 2, 30, 0, 30]);
      const summer = bangkokLocal(new Date('2026-07-01T02:05:09Z'));
      expect([summer.getDate(), summer.getHours(), summer.getMinutes(), summer.getSeconds()]).toEqual([1, 9, 5, 9]);
    },
  );
});
