import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { forbidden } from './http-error';

/** Whose data a staff member opened, for which request (the decision it serves): the access log's who and where. */
export interface EvidenceView {
  staffId: number;
  userId: number | null;
  entity: 'verification_request' | 'saving_transaction' | 'down_close_request';
  entityId: number;
}

/**
 * PDPA: one sensitive_access_log row per piece of personal data shown to staff: each private image (ID card,
 * selfie) by its hash, and a national ID shown in full. Written before the answer leaves, in the caller's
 * transaction, and only for what the answer actually carries.
 */
export function logSensitiveAccess(
  tx: Db,
  view: EvidenceView,
  shown: { images?: (string | null | undefined)[]; nationalId?: boolean },
): void {
  assertNotRestricted(tx, view);
  const row = { staffId: view.staffId, userId: view.userId, entity: view.entity, entityId: view.entityId };
  for (const hash of shown.images ?? []) {
    if (hash)
      tx.insert(schema.sensitiveAccessLog)
        .values({ ...row, subject: 'image', imageHash: hash })
        .run();
  }
  if (shown.nationalId)
    tx.insert(schema.sensitiveAccessLog)
      .values({ ...row, subject: 'national_id' })
      .run();
}

/** Staff always get private images as short-lived signed URLs, never inline bytes. */
export const signedUrl = (app: { images: { signedPath(hash: string): string } }, hash: string | null | undefined) =>
  hash ? app.images.signedPath(hash) : null;

/**
 * A closed account's kept data is restricted (docs/operations.md "Personal data"): only the owner opens its
 * evidence (an authority's request, a dispute), and that view is logged like any other; staff get 403.
 */
function assertNotRestricted(tx: Db, view: EvidenceView): void {
  if (view.userId === null) return;
  const member = tx.select({ closedAt: schema.users.closedAt }).from(schema.users).where(eq(schema.users.id, view.userId)).get();
  if (!member?.closedAt) return;
  const role = tx.select({ role: schema.staff.role }).from(schema.staff).where(eq(schema.staff.id, view.staffId)).get()?.role;
  if (role !== 'owner') throw restrictedRecord();
}

/** A closed member's kept record, asked for by staff: only the owner opens it. */
export const restrictedRecord = () => forbidden('CLOSED_ACCOUNT', 'สมาชิกนี้ปิดบัญชีแล้ว ข้อมูลถูกจำกัดการเข้าถึง เฉพาะเจ้าของร้านเท่านั้นที่เปิดดูได้');
