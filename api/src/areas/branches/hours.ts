import { THAI_WEEKDAYS, type BranchDayHours } from '../../../contract/branches';
import { addDays, bangkokToday } from '../../lib/dates';
import { badRequest } from '../../lib/http-error';

// When a branch is open (docs/product.md "Member app: branches (/branches)"): its weekly hours in Bangkok time,
// less the days it is closed. A day's hours never cross midnight (a shop's counter), so each day is on its own.

const BANGKOK_MS = 7 * 3600_000;
/** How far ahead "opens next" looks: a branch shut longer than this shows no next opening. */
export const LOOK_AHEAD_DAYS = 60;

/** The weekday of a calendar date, 0 = Sunday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The moment a Bangkok date's 'HH:MM' is. */
export const bangkokMoment = (date: string, hhmm: string): Date => new Date(Date.parse(`${date}T${hhmm}:00Z`) - BANGKOK_MS);

/** Seven days, Sunday first, each either open before close or shut (both null); else 400 naming the day. */
export function checkedHours(hours: readonly BranchDayHours[]): BranchDayHours[] {
  const byDay = new Map(hours.map((h) => [h.day, h]));
  if (hours.length !== 7 || byDay.size !== 7) throw badRequest('BAD_HOURS', 'เวลาเปิดปิดต้องมีครบ 7 วัน วันละหนึ่งรายการ');
  return THAI_WEEKDAYS.map((name, day) => {
    const h = byDay.get(day)!;
    if ((h.open === null) !== (h.close === null)) throw badRequest('BAD_HOURS', `วัน${name}: ใส่ทั้งเวลาเปิดและเวลาปิด หรือปิดทั้งวัน`);
    if (h.open !== null && h.close !== null && h.open >= h.close) throw badRequest('BAD_HOURS', `วัน${name}: เวลาเปิดต้องก่อนเวลาปิด`);
    return { day, open: h.open, close: h.close };
  });
}

export interface OpenState {
  openNow: boolean;
  /** While open: when it closes today. */
  closesAt: string | null;
  /** The next opening after `now` (tomorrow's or later while open now); null when none within LOOK_AHEAD_DAYS. */
  nextOpenAt: string | null;
}

/** Whether a branch is open at `now`, and when it opens next, in Bangkok time, its closures respected. */
export function openState(hours: readonly BranchDayHours[], closed: ReadonlySet<string>, now: Date): OpenState {
  const byDay = new Map(hours.map((h) => [h.day, h]));
  const today = bangkokToday(now);
  const t = now.getTime();
  let closesAt: string | null = null;
  const h = byDay.get(weekdayOf(today));
  if (
    !closed.has(today) &&
    h?.open &&
    h.close &&
    bangkokMoment(today, h.open).getTime() <= t &&
    t < bangkokMoment(today, h.close).getTime()
  ) {
    closesAt = bangkokMoment(today, h.close).toISOString();
  }
  let nextOpenAt: string | null = null;
  for (let d = 0; d <= LOOK_AHEAD_DAYS && nextOpenAt === null; d++) {
    const date = addDays(today, d);
    const day = byDay.get(weekdayOf(date));
    if (closed.has(date) || !day?.open || !day.close) continue;
    const opens = bangkokMoment(date, day.open);
    if (opens.getTime() > t) nextOpenAt = opens.toISOString();
  }
  return { openNow: closesAt !== null, closesAt, nextOpenAt };
}
