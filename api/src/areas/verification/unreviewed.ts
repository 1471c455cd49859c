import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { conflict, tooBusy } from '../../lib/http-error';

// Verification is the one upload any LINE account may send, and LINE accounts are free: three fresh accounts
// stored 18 MB of photos without anyone at the shop doing anything. What staff have not yet looked at is
// bounded twice: one request waiting per account, and a total for the photos of every waiting request.

const { verificationRequests: vr } = schema;

export const VERIFY_PENDING_MESSAGE = 'คุณส่งคำขอยืนยันตัวตนแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ';
export const VERIFY_QUEUE_FULL_MESSAGE = 'ขณะนี้มีคำขอยืนยันตัวตนรอเจ้าหน้าที่ตรวจสอบจำนวนมาก กรุณาลองส่งใหม่ภายหลัง หรือติดต่อร้าน (ยังไม่ได้บันทึกคำขอนี้)';
/** Staff work through the queue in hours, not seconds. */
const QUEUE_FULL_RETRY_S = 3600;

/** The photos of every request waiting for staff, in bytes (each image once: images are stored by hash). */
export function unreviewedPhotoBytes(db: Db): number {
  const row = db.get<{ bytes: number }>(
    sql`select coalesce(sum(length(bytes)), 0) as bytes from images where hash in (
      select id_card_img from verification_requests where status = 'pending'
      union select personal_img from verification_requests where status = 'pending')`,
  );
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses a new request while the member already has one waiting (409, whatever their status says: a
 * member suspended and reinstated while waiting is back to unverified with the request still pending), and
 * while the waiting photos, with `adding` bytes more, would pass UNREVIEWED_PHOTOS_MB (503 with Retry-After,
 * logged for the operator). Checked before the upload is read, and again under the write lock.
 */
export function assertRoomForRequest(app: FastifyInstance, db: Db, memberId: number, adding = 0): void {
  const waiting = db
    .select({ id: vr.id })
    .from(vr)
    .where(and(eq(vr.userId, memberId), eq(vr.status, 'pending')))
    .limit(1)
    .get();
  if (waiting) throw conflict('VERIFY_PENDING', VERIFY_PENDING_MESSAGE);
  const bytes = unreviewedPhotoBytes(db);
  if (bytes + adding > app.config.unreviewedPhotosBytes) {
    app.log.error(
      { bytes, budget: app.config.unreviewedPhotosBytes },
      'verification requests waiting for staff hold their photo budget (UNREVIEWED_PHOTOS_MB): new requests are refused',
    );
    throw tooBusy('VERIFY_QUEUE_FULL', VERIFY_QUEUE_FULL_MESSAGE, QUEUE_FULL_RETRY_S);
  }
}
