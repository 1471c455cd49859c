import { afterEach, describe, expect, it, vi } from 'vitest';
import { bangkokToday } from './dates';

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
