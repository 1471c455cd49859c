import { describe, expect, it } from 'vitest';
import type { BranchDayHours } from '../../../contract/branches';
import { addDays } from '../../lib/dates';
import { checkedHours, LOOK_AHEAD_DAYS, openState } from './hours';

// 2026-11-22 is a Sunday. Bangkok is UTC+7: 09:00 there is 02:00Z, and Bangkok's midnight is 17:00Z the day before.
const WEEK: BranchDayHours[] = [
  { day: 0, open: null, close: null },
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '17:00' })),
  { day: 6, open: '09:00', close: '12:00' },
];
const at = (iso: string) => new Date(iso);
const none = new Set<string>();

describe('open now and next opening, in Bangkok time', () => {
  it('is open inside the hours, closing at the day’s close, and opens next the following morning', () => {
    expect(openState(WEEK, none, at('2026-11-23T03:00:00Z'))).toEqual({
      openNow: true,
      closesAt: '2026-11-23T10:00:00.000Z',
      nextOpenAt: '2026-11-24T02:00:00.000Z',
    });
    // The opening minute is open, the closing minute is not.
    expect(openState(WEEK, none, at('2026-11-23T02:00:00Z')).openNow).toBe(true);
    expect(openState(WEEK, none, at('2026-11-23T01:59:59Z'))).toMatchObject({ openNow: false, nextOpenAt: '2026-11-23T02:00:00.000Z' });
    expect(openState(WEEK, none, at('2026-11-23T10:00:00Z'))).toEqual({
      openNow: false,
      closesAt: null,
      nextOpenAt: '2026-11-24T02:00:00.000Z',
    });
  });

  it('turns the day at Bangkok’s midnight, not at UTC’s', () => {
    // Monday 23:59:59 in Bangkok: closed, opens Tuesday 09:00.
    expect(openState(WEEK, none, at('2026-11-23T16:59:59Z')).nextOpenAt).toBe('2026-11-24T02:00:00.000Z');
    // Tuesday 00:00 in Bangkok is still Monday in UTC: the day is Tuesday, and Tuesday's 09:00 is next.
    expect(openState(WEEK, none, at('2026-11-23T17:00:00Z'))).toEqual({
      openNow: false,
      closesAt: null,
      nextOpenAt: '2026-11-24T02:00:00.000Z',
    });
    // Saturday 23:30 Bangkok (16:30Z): Sunday is shut, so Monday.
    expect(openState(WEEK, none, at('2026-11-28T16:30:00Z')).nextOpenAt).toBe('2026-11-30T02:00:00.000Z');
  });

  it('skips a day closed by its hours, and wraps the week', () => {
    // Saturday 12:30 Bangkok: Saturday closed at noon, Sunday has no hours, Monday opens.
    expect(openState(WEEK, none, at('2026-11-28T05:30:00Z'))).toEqual({
      openNow: false,
      closesAt: null,
      nextOpenAt: '2026-11-30T02:00:00.000Z',
    });
    // Open on Fridays only: from Saturday the next opening is six days on, across Sunday.
    const fridays = WEEK.map((h) => (h.day === 5 ? h : { day: h.day, open: null, close: null }));
    expect(openState(fridays, none, at('2026-11-28T03:00:00Z')).nextOpenAt).toBe('2026-12-04T02:00:00.000Z');
    // On Friday before opening, the same day.
    expect(openState(fridays, none, at('2026-12-04T01:00:00Z')).nextOpenAt).toBe('2026-12-04T02:00:00.000Z');
  });

  it('stays shut on a closure day inside its hours, and opens the day after', () => {
    const closed = new Set(['2026-11-24']);
    expect(openState(WEEK, closed, at('2026-11-24T03:00:00Z'))).toEqual({
      openNow: false,
      closesAt: null,
      nextOpenAt: '2026-11-25T02:00:00.000Z',
    });
    // From the evening before, the closure is stepped over.
    expect(openState(WEEK, closed, at('2026-11-23T11:00:00Z')).nextOpenAt).toBe('2026-11-25T02:00:00.000Z');
    // A closure on another day changes nothing today.
    expect(openState(WEEK, new Set(['2026-11-25']), at('2026-11-24T03:00:00Z')).openNow).toBe(true);
  });

  it('says no next opening for a branch that opens on no day within the look-ahead', () => {
    const shut = WEEK.map((h) => ({ day: h.day, open: null, close: null }));
    expect(openState(shut, none, at('2026-11-23T03:00:00Z'))).toEqual({ openNow: false, closesAt: null, nextOpenAt: null });
    const everyDay = new Set(Array.from({ length: LOOK_AHEAD_DAYS + 1 }, (_, i) => addDays('2026-11-23', i)));
    expect(openState(WEEK, everyDay, at('2026-11-23T03:00:00Z')).nextOpenAt).toBeNull();
  });
});

describe('hours the owner may set', () => {
  it('takes seven days in any order, each open before close or shut', () => {
    expect(checkedHours([...WEEK].reverse())).toEqual(WEEK);
  });

  it('refuses a missing or repeated day, half a day’s hours, and a close before the open, naming the day', () => {
    const bad: [BranchDayHours[], RegExp][] = [
      [WEEK.slice(1), /ครบ 7 วัน/],
      [[...WEEK.slice(1), WEEK[1]!], /ครบ 7 วัน/],
      [WEEK.map((h) => (h.day === 2 ? { ...h, close: null } : h)), /วันอังคาร/],
      [WEEK.map((h) => (h.day === 3 ? { ...h, open: '17:00', close: '09:00' } : h)), /วันพุธ: เวลาเปิดต้องก่อนเวลาปิด/],
      [WEEK.map((h) => (h.day === 4 ? { ...h, open: '12:00', close: '12:00' } : h)), /วันพฤหัสบดี/],
    ];
    for (const [hours, message] of bad) expect(() => checkedHours(hours)).toThrow(message);
  });
});
