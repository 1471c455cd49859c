import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { notFound } from '../../lib/http-error';

/** The member's own type 2 request, or 404: another member's id answers exactly like a missing one. */
export function ownDownRequest(db: Db, userId: number, downId: number) {
  const r = schema.downRequests;
  const row = db.select().from(r).where(and(eq(r.id, downId), eq(r.userId, userId))).get();
  if (!row) throw notFound('ไม่พบคำขอออมทองประเภทที่ 2');
  return row;
}
