import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '../../../contract/common';
import { QueryDataAnswer, QueryDataBody, VerifyRouteAnswer } from '../../../contract/verify';
import { badRequest } from '../../lib/http-error';
import { isValidNationalId } from '../../lib/national-id';
import { identityQueries } from './identity';
import { maskedCustomer } from './mask';

export const ID_FORMAT_MESSAGE = 'เลขบัตรประชาชนต้องเป็นตัวเลข 13 หลัก';
export const ID_CHECKSUM_MESSAGE = 'เลขบัตรประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง';
export const idFormatError = () => badRequest('BAD_NATIONAL_ID', ID_FORMAT_MESSAGE);

/** The member's own status (verify-route) and the national ID lookup that picks the /verify form. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ids = identityQueries(app.sqlite);
  const statusRow = app.sqlite.prepare<[number], { verification_status: number; verify_reject_reason: string | null }>(
    'select verification_status, verify_reject_reason from users where id = ?',
  );

  app.get(
    '/verify-route',
    { onRequest: app.requireMember, schema: { response: withErrors({ 200: VerifyRouteAnswer }) } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const row = statusRow.get(req.member!.id)!;
      // A reason only means something while the member is back at 0 and may try again.
      return { verificationStatus: row.verification_status, rejectReason: row.verification_status === 0 ? row.verify_reject_reason : null };
    },
  );

  app.post(
    '/query-data',
    {
      onRequest: app.requireMember,
      schema: { body: QueryDataBody, response: withErrors({ 200: QueryDataAnswer }) },
      schemaErrorFormatter: idFormatError,
      // Any member can look up any ID: a per-member limit keeps that from becoming a way to sweep IDs.
      config: { rateLimit: { max: 20, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (req) => `member:${req.member?.id ?? req.ip}` } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { idCard } = req.body;
      if (!isValidNationalId(idCard)) throw badRequest('BAD_NATIONAL_ID', ID_CHECKSUM_MESSAGE);
      const customer = ids.customerByCard(idCard);
      const isUserIdExisting = ids.inUseByOther(idCard, req.member!.id);
      return {
        isDataExisting: customer !== undefined,
        isUserIdExisting,
        customerData: customer && !isUserIdExisting ? maskedCustomer(customer) : null,
      };
    },
  );
};
export default routes;
