import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { RequestStatus } from '@goldshop/db/schema';
import { VERIFY_DATA_EXISTS_MESSAGE, VERIFY_ID_IN_USE_MESSAGE } from '../../../contract/verification';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import type { ProcessedImage } from '../../lib/image-processing';
import { MEMBER_STATUS, MEMBER_TRANSITIONS, may } from './statuses';
import { assertRoomForRequest } from './unreviewed';

const { customers, users, verificationRequests: vr } = schema;

export const ID_FORMAT_MESSAGE = 'เลขบัตรประชาชนต้องเป็นตัวเลข 13 หลัก';
export const ID_CHECKSUM_MESSAGE = 'เลขบัตรประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง';
export const idFormatError = () => badRequest('BAD_NATIONAL_ID', ID_FORMAT_MESSAGE);
export const idChecksumError = () => badRequest('BAD_NATIONAL_ID', ID_CHECKSUM_MESSAGE);
export const idInUse = () => conflict('ID_IN_USE', VERIFY_ID_IN_USE_MESSAGE);
export const dataExists = () => conflict('DATA_EXISTS', VERIFY_DATA_EXISTS_MESSAGE);

/**
 * An approved request means someone was verified with the ID. A pending one holds nothing: anyone who knows
 * a national ID could otherwise squat it with any two pictures and keep its real owner out (409). Two
 * members waiting with one ID are both shown to staff, who approve the right one; the second approval is
 * refused as the card is linked by then.
 */
const HOLDING: readonly RequestStatus[] = ['approved'];

// Every query takes the caller's handle: inside immediate() they read the transaction's own rows, which is
// how the rules are checked again under the write lock.

export const customerByCard = (db: Db, card: string) => db.select().from(customers).where(eq(customers.card, card)).get();
export const customerById = (db: Db, id: number) => db.select().from(customers).where(eq(customers.id, id)).get();

/** The ID already belongs to ANOTHER member: linked to its customer record, or their approved request. */
export function inUseByOther(db: Db, card: string, memberId: number): boolean {
  const customer = customerByCard(db, card);
  if (customer) {
    const linked = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerId, customer.id), ne(users.id, memberId)))
      .limit(1)
      .get();
    if (linked) return true;
  }
  const held = db
    .select({ id: vr.id })
    .from(vr)
    .where(and(eq(vr.nationalId, card), ne(vr.userId, memberId), inArray(vr.status, HOLDING)))
    .limit(1)
    .get();
  return held !== undefined;
}

/** The member's status and last reject reason, from the database (the token's copy may be a request old). */
export const memberStatus = (db: Db, memberId: number) =>
  db
    .select({ status: users.verificationStatus, rejectReason: users.verifyRejectReason, name: customers.name })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, memberId))
    .get();

/** Only an unverified member may ask; waiting or verified is a conflict, suspended forbidden. */
export function assertMayRequest(status: number): void {
  if (may('ask', status)) return;
  if (status === MEMBER_STATUS.suspended) throw forbidden('SUSPENDED', 'บัญชีของคุณถูกระงับ กรุณาติดต่อเจ้าหน้าที่');
  if (status === MEMBER_STATUS.waiting) throw conflict('VERIFY_PENDING', 'คุณส่งคำขอยืนยันตัวตนแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ');
  if (status === MEMBER_STATUS.verified) throw conflict('ALREADY_VERIFIED', 'คุณยืนยันตัวตนเรียบร้อยแล้ว');
  throw forbidden('NOT_ALLOWED', 'ไม่สามารถยืนยันตัวตนได้ กรุณาติดต่อเจ้าหน้าที่');
}

/** The consent time to record: now when given, null when not sent (see `Consent`); declining is refused. */
export function consentTime(consent: string | undefined): string | null {
  if (consent === undefined) return null;
  if (consent !== 'true') {
    throw badRequest('CONSENT_REQUIRED', 'กรุณายินยอมให้ร้านเก็บและใช้ข้อมูลบัตรประชาชนและรูปถ่ายเพื่อยืนยันตัวตน');
  }
  return new Date().toISOString();
}

export interface RequestPhotos {
  idCard: ProcessedImage;
  selfie: ProcessedImage;
}

export interface RequestDetails {
  nationalId: string;
  consentAt: string | null;
  customerId?: number;
  fullName?: string;
  phoneNumber?: string;
  address?: string;
  email?: string | null;
}

/**
 * Writes a verification request: images, the request row (with the consent time) and the member's status
 * "waiting", in one transaction, after the member's status and the caller's `rules` are checked again
 * under the lock.
 */
export async function askForVerification(
  app: FastifyInstance,
  member: MemberAuth,
  photos: RequestPhotos,
  details: RequestDetails,
  rules: (tx: Db) => void,
): Promise<void> {
  const memberId = member.id;
  await immediate(app.db, (tx) => {
    recheckMember(tx, member);
    assertMayRequest(memberStatus(tx, memberId)?.status ?? MEMBER_STATUS.unverified);
    assertRoomForRequest(app, tx, memberId, photos.idCard.bytes.length + photos.selfie.bytes.length);
    rules(tx);
    const idCardImg = app.images.store(tx, photos.idCard, 'id_card');
    const personalImg = app.images.store(tx, photos.selfie, 'selfie');
    tx.insert(vr)
      .values({ userId: memberId, ...details, idCardImg, personalImg, status: 'pending' })
      .run();
    tx.update(users).set({ verificationStatus: MEMBER_TRANSITIONS.ask.to, verifyRejectReason: null }).where(eq(users.id, memberId)).run();
  });
}
