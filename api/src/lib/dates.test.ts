import { afterEach, describe, expect, it, vi } from 'vitest';
import { bangkokToday, parseBangkokMoment } from './dates';

describe("bangkokToday: the shop's calendar day", () => {
  afterEach(() => vi.useRealTimers());

  it('turns at midnight in Bangkok (17:00 UTC), forwards and backwards in time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T16:59:59.999Z'));
    expect(bangkokToday()).toBe('2026-11-23');
    vi.setSystemTime(new Date('2026-11-23T17:00:00.000Z'));
    expect(bangkokToday()).toBe('2026-11-24');
    vi.setSystemTime(new Date('2026-11-24T16:59:59.999Z'));
    expect(bangkokToday()).toBe('2026-11-24');
    // A clock set back (a test, an NTP step) is followed too.
    vi.setSystemTime(new Date('2026-11-20T03:00:00.000Z'));
    expect(bangkokToday()).toBe('2026-11-20');
    vi.setSystemTime(new Date('2026-12-31T17:00:00.000Z'));
    expect(bangkokToday()).toBe('2027-01-01');
  });

  it('answers for a given moment without touching today', () => {
    expect(bangkokToday(new Date('2026-11-23T17:30:00Z'))).toBe('2026-11-24');
    expect(bangkokToday(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });
});

describe('parseBangkokMoment: a moment as staff write it, Bangkok time', () => {
  it('reads the date and time as Bangkok time (UTC+7)', () => {
    expect(parseBangkokMoment('2026-11-25 16:59:00')?.toISOString()).toBe('2026-11-25T09:59:00.000Z');
    expect(parseBangkokMoment('2026-11-25 16:59')?.toISOString()).toBe('2026-11-25T09:59:00.000Z');
    expect(parseBangkokMoment('2026-01-01T03:00:30')?.toISOString()).toBe('2025-12-31T20:00:30.000Z');
  });

  it('refuses what is not such a moment, or names one that does not exist', () => {
    for (const bad of [
      '',
      'yesterday',
      '2026-11-25',
      '25/11/2026 16:59',
      '2026-02-30 10:00',
      '2026-11-25 24:00',
      '2026-11-25 16:60',
      '2026-11-25 16:59:60',
      '2026-11-25T16:59:00Z',
      '2026-11-25 16:59:00+07:00',
    ]) {
      expect(parseBangkokMoment(bad), bad).toBeNull();
    }
  });
});
