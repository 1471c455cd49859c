import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { Message, withErrors } from '../../../contract/common';
import {
  ExistingRequestFields, ExistingRequestQuery, VERIFY_DATA_MISSING_MESSAGE, VerifyRequestFields, VerifyRequestQuery,
} from '../../../contract/verify';
import { badRequest, notFound } from '../../lib/http-error';
import { acceptUploads, readMultipart, requireFiles } from '../../lib/multipart';
import { isValidNationalId } from '../../lib/national-id';
import { immediate } from '../../lib/tx';
import { assertMayRequest, dataExists, identityQueries, idInUse } from './identity';
import { ID_CHECKSUM_MESSAGE, idFormatError } from './lookup';

const FILES = ['idCardImg', 'personalImg'] as const;
const SENT = 'ส่งคำขอยืนยันตัวตนแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ';

/** The consent time to record: now when given, null when not sent (see `Consent`); declining is refused. */
function consentTime(consent: string | undefined): string | null {
  if (consent === undefined) return null;
  if (consent !== 'true') {
    throw badRequest('CONSENT_REQUIRED', 'กรุณายินยอมให้ร้านเก็บและใช้ข้อมูลบัตรประชาชนและรูปถ่ายเพื่อยืนยันตัวตน');
  }
  return new Date().toISOString();
}

/** Re-encodes both photos (async, nothing written) so the transaction that stores them stays synchronous. */
async function preparePhotos(app: FastifyInstance, files: Record<string, Buffer>) {
  requireFiles(files, FILES);
  const idCard = await app.images.prepare(files.idCardImg!, 'id_card');
  const selfie = await app.images.prepare(files.personalImg!, 'selfie');
  return { idCard, selfie };
}

/**
 * The two ways to ask for verification (SPEC §2 Verify identity): a new customer fills the form, an
 * existing customer only sends photos. Either way: images, request row (with the consent time) and the
 * member's status 1 are written in one transaction, after every rule is checked again under the lock.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  const ids = identityQueries(app.sqlite);
  const perMember = { rateLimit: { max: 20, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: { member?: { id: number }; ip: string }) => `member:${req.member?.id ?? req.ip}` } };

  function writeRequest(memberId: number, photos: Awaited<ReturnType<typeof preparePhotos>>, row: {
    nationalId: string; consentAt: string | null; customerId?: number; fullName?: string; phoneNumber?: string; address?: string; email?: string | null;
  }, recheck: () => void) {
    immediate(app.db, (tx) => {
      assertMayRequest(ids.statusOf(memberId));
      recheck();
      const idCardImg = app.images.store(tx, photos.idCard, 'id_card');
      const personalImg = app.images.store(tx, photos.selfie, 'selfie');
      tx.insert(schema.verificationRequests)
        .values({ userId: memberId, ...row, idCardImg, personalImg, status: 'pending' })
        .run();
      tx.update(schema.users).set({ verificationStatus: 1, verifyRejectReason: null }).where(eq(schema.users.id, memberId)).run();
    });
  }

  app.post(
    '/verify-request',
    {
      onRequest: app.requireMember,
      schema: { querystring: VerifyRequestQuery, response: withErrors({ 200: Message }) },
      schemaErrorFormatter: idFormatError,
      config: perMember,
    },
    async (req) => {
      const memberId = req.member!.id;
      const { fields, files } = await readMultipart(req, VerifyRequestFields, FILES);
      const nationalId = req.query.idCard;
      if (fields.NationalID !== nationalId) throw badRequest('NATIONAL_ID_MISMATCH', 'เลขบัตรประชาชนในแบบฟอร์มไม่ตรงกับที่ตรวจสอบไว้');
      if (!isValidNationalId(nationalId)) throw badRequest('BAD_NATIONAL_ID', ID_CHECKSUM_MESSAGE);
      const consentAt = consentTime(fields.consent);
      assertMayRequest(ids.statusOf(memberId));
      const rules = () => {
        if (ids.inUseByOther(nationalId, memberId)) throw idInUse();
        // A customer record exists: the existing-customer path must be used, so details are not duplicated.
        if (ids.customerByCard(nationalId)) throw dataExists();
      };
      rules();
      const photos = await preparePhotos(app, files);
      writeRequest(memberId, photos, {
        nationalId,
        consentAt,
        fullName: fields.fullName.trim(),
        phoneNumber: fields.phoneNumber.trim(),
        address: fields.address.trim(),
        email: fields.email ? fields.email.trim() : null,
      }, rules);
      return { message: SENT };
    },
  );

  app.post(
    '/existing-request',
    {
      onRequest: app.requireMember,
      schema: { querystring: ExistingRequestQuery, response: withErrors({ 200: Message }) },
      config: perMember,
    },
    async (req) => {
      const memberId = req.member!.id;
      const { fields, files } = await readMultipart(req, ExistingRequestFields, FILES);
      const consentAt = consentTime(fields.consent);
      assertMayRequest(ids.statusOf(memberId));
      const customerId = req.query.Customer_id;
      const rules = () => {
        const customer = ids.customerById(customerId);
        if (!customer) throw notFound(VERIFY_DATA_MISSING_MESSAGE);
        if (ids.inUseByOther(customer.card, memberId)) throw idInUse();
        return customer;
      };
      const customer = rules();
      const photos = await preparePhotos(app, files);
      writeRequest(memberId, photos, { nationalId: customer.card, consentAt, customerId }, rules);
      return { message: SENT };
    },
  );
};
export default routes;
