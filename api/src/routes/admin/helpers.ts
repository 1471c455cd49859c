import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { alias } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';
import { badRequest } from '../../lib/http-error';
import { bahtNumberToSatang } from '../../lib/money';

/** Who decided: the staff table joined a second time under its own name. */
export const decider = alias(schema.staff, 'decider');

export const nowIso = () => new Date().toISOString();

export function paging(q: { page?: number; pageSize?: number }) {
  const pageSize = q.pageSize ?? 20;
  return { limit: pageSize, offset: ((q.page ?? 1) - 1) * pageSize };
}

/** A pending queue is worked oldest first; anything else reads newest first. */
export const queueOrder = (id: SQLiteColumn, pending: boolean): SQL => (pending ? asc(id) : desc(id));

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

/** A baht number from a staff form, exactly in satang; anything finer than a satang is a 400. */
export function formBahtToSatang(baht: number, field: string): number {
  try {
    return bahtNumberToSatang(baht);
  } catch {
    throw badRequest('BAD_AMOUNT', `จำนวนเงินไม่ถูกต้อง: ${field}`);
  }
}

/**
 * PDPA: one sensitive_access_log row per private image a staff member opens (ID cards, selfies).
 * Written before the signed URLs are handed out, in the caller's transaction.
 */
export function logSensitiveAccess(tx: Db, staffId: number, userId: number | null, hashes: (string | null | undefined)[]): void {
  for (const hash of hashes) {
    if (hash) tx.insert(schema.sensitiveAccessLog).values({ staffId, userId, imageHash: hash }).run();
  }
}

/** Staff always get private images as short-lived signed URLs, never inline bytes. */
export const signedUrl = (app: { images: { signedPath(hash: string): string } }, hash: string | null | undefined) =>
  hash ? app.images.signedPath(hash) : null;

/** Case-insensitive "contains" search; LIKE wildcards in the text are taken literally. */
export function contains(col: SQLiteColumn, q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${col} like ${pattern} escape '\\'`;
}
