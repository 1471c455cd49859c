import { badRequest } from './http-error';

export const nowIso = () => new Date().toISOString();

/** The shop's calendar is Bangkok's (UTC+7, no daylight saving). */
export function bangkokToday(at = new Date()): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
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
