import { badRequest } from './http-error';

export const nowIso = () => new Date().toISOString();

const BANGKOK_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
/** The day last asked for without a date, and the first millisecond of the next one. */
let held = { day: '', until: -Infinity };

/**
 * The shop's calendar is Bangkok's (UTC+7, no daylight saving). Today's date is kept until Bangkok's next
 * midnight: the public catalogue asks on every request, and a Date plus its ISO text cost more than the rest
 * of the price lookup together.
 */
export function bangkokToday(at?: Date): string {
  if (at) return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
  const now = Date.now();
  if (now >= held.until || now < held.until - DAY_MS) {
    const local = now + BANGKOK_OFFSET_MS;
    held = { day: new Date(local).toISOString().slice(0, 10), until: local - (local % DAY_MS) + DAY_MS - BANGKOK_OFFSET_MS };
  }
  return held.day;
}
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** YYYY-MM-DD that names a real day (no 2024-02-30). */
export function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
export function requireDate(s: string, field: string): string {
  if (!isRealDate(s)) throw badRequest('BAD_DATE', `วันที่ไม่ถูกต้อง: ${field}`);
  return s;
}
/** Bangkok midnight of a calendar date as the UTC ISO text created_at columns hold. */
export const bangkokDayStartIso = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 7 * 3600_000).toISOString();

/**
 * A moment as the shop's staff write it, Bangkok time: `2026-11-25 16:59` or `2026-11-25 16:59:00` (a `T`
 * instead of the space too). Null for anything else, including a day or hour that does not exist.
 */
export function parseBangkokMoment(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m || !isRealDate(m[1]!)) return null;
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return new Date(Date.parse(`${m[1]}T${m[2]}:${m[3]}:${String(s).padStart(2, '0')}Z`) - BANGKOK_OFFSET_MS);
}
