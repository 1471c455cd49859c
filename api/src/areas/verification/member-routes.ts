import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { VERIFY_DATA_MISSING_MESSAGE, verificationCalls as calls } from '../../../contract/verification';
import { isValidNationalId } from '../../../contract/national-id';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { serve } from '../../lib/serve';
import {
  askForVerification,
  assertMayRequest,
  consentTime,
  customerByCard,
  customerById,
  dataExists,
  idChecksumError,
  idFormatError,
  idInUse,
  inUseByOther,
  memberStatus,
  type RequestPhotos,
} from './identity';
import { LookedUp } from './looked-up';
import { maskedCustomer } from '../../lib/mask';
import { MEMBER_STATUS } from './statuses';
import { assertRoomForRequest } from './unreviewed';

const SENT = 'ส่งคำขอยืนยันตัวตนแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ';
export const LOOKUP_REQUIRED_MESSAGE = 'กรุณากรอกเลขบัตรประชาชนของคุณเพื่อตรวจสอบข้อมูลอีกครั้ง แล้วจึงส่งคำขอยืนยันตัวตน';

/** Re-encodes both photos (async, nothing written) so the transaction that stores them stays synchronous. */
async function preparePhotos(app: FastifyInstance, files: Record<string, Buffer>, names: readonly string[]): Promise<RequestPhotos> {
  requireFiles(files, names);
  const idCard = await app.images.prepare(files.idCardImg!, 'id_card');
  const selfie = await app.images.prepare(files.personalImg!, 'selfie');
  return { idCard, selfie };
}

/**
 * The member's side of identity verification (Verify identity, docs/product.md "Member app: verification (/verify)"): their status, the national ID
 * lookup that picks the /verify form, and the two ways to ask: a new customer fills the form, an
 * existing customer only sends photos.
 */
const routes: FastifyPluginAsync = async (app) => {
  // Any member can look up any ID: a per-member limit keeps that from becoming a way to sweep IDs.
  const perMember = {
    rateLimit: {
      max: 20,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (req: { member?: { id: number }; ip: string }) => `member:${req.member?.id ?? req.ip}`,
    },
  };
  const statusNow = (memberId: number) => memberStatus(app.db, memberId)?.status ?? MEMBER_STATUS.unverified;
  const lookedUp = new LookedUp();

  serve(app, calls.verifyRoute, async (req) => {
    const row = memberStatus(app.db, req.member!.id)!;
    // A reason only means something while the member is back at unverified and may try again.
    return {
      verificationStatus: row.status,
      rejectReason: row.status === MEMBER_STATUS.unverified ? row.rejectReason : null,
      name: row.status === MEMBER_STATUS.verified ? row.name : null,
    };
  });

  serve(app, calls.queryData, { config: perMember, schemaErrorFormatter: idFormatError }, async (req) => {
    const { idCard } = req.body;
    if (!isValidNationalId(idCard)) throw idChecksumError();
    lookedUp.remember(req.member!.id, idCard);
    const customer = customerByCard(app.db, idCard);
    const isUserIdExisting = inUseByOther(app.db, idCard, req.member!.id);
    return {
      isDataExisting: customer !== undefined,
      isUserIdExisting,
      customerData: customer && !isUserIdExisting ? maskedCustomer(customer) : null,
    };
  });

  // Both requests check everything the query and the member's status decide before reading a byte of the
  // files (up to 2 x 10 MB), and again under the write lock when storing.
  serve(app, calls.verifyRequest, { config: perMember, schemaErrorFormatter: idFormatError }, async (req) => {
    const memberId = req.member!.id;
    const nationalId = req.query.idCard;
    if (!isValidNationalId(nationalId)) throw idChecksumError();
    assertMayRequest(statusNow(memberId));
    assertRoomForRequest(app, app.db, memberId);
    const rules = (db = app.db) => {
      if (inUseByOther(db, nationalId, memberId)) throw idInUse();
      // A customer record exists: the existing-customer path must be used, so details are not duplicated.
      if (customerByCard(db, nationalId)) throw dataExists();
    };
    rules();
    const { fields, files } = await readMultipart(req, calls.verifyRequest.upload.fields, calls.verifyRequest.upload.files);
    if (fields.NationalID !== nationalId) throw badRequest('NATIONAL_ID_MISMATCH', 'เลขบัตรประชาชนในแบบฟอร์มไม่ตรงกับที่ตรวจสอบไว้');
    const consentAt = consentTime(fields.consent);
    const photos = await preparePhotos(app, files, calls.verifyRequest.upload.files);
    await askForVerification(
      app,
      req.member!,
      photos,
      {
        nationalId,
        consentAt,
        fullName: fields.fullName.trim(),
        phoneNumber: fields.phoneNumber.trim(),
        address: fields.address.trim(),
        email: fields.email ? fields.email.trim() : null,
      },
      rules,
    );
    return { message: SENT };
  });

  serve(app, calls.existingRequest, { config: perMember }, async (req) => {
    const memberId = req.member!.id;
    assertMayRequest(statusNow(memberId));
    assertRoomForRequest(app, app.db, memberId);
    const customerId = req.query.Customer_id;
    const rules = (db = app.db) => {
      const customer = customerById(db, customerId);
      if (!customer) throw notFound(VERIFY_DATA_MISSING_MESSAGE);
      // Only the customer whose national ID this member typed in (query-data), not any sequential id.
      if (!lookedUp.matches(memberId, customer.card)) throw forbidden('LOOKUP_REQUIRED', LOOKUP_REQUIRED_MESSAGE);
      if (inUseByOther(db, customer.card, memberId)) throw idInUse();
      return customer;
    };
    const customer = rules();
    const { fields, files } = await readMultipart(req, calls.existingRequest.upload.fields, calls.existingRequest.upload.files);
    const consentAt = consentTime(fields.consent);
    const photos = await preparePhotos(app, files, calls.existingRequest.upload.files);
    await askForVerification(app, req.member!, photos, { nationalId: customer.card, consentAt, customerId }, rules);
    return { message: SENT };
  });
};
export default routes;
