import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toPawnContract } from '../../lib/pawn-contract';
import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { ImagesQuery, withErrors } from '../../../contract/common';
import { JnIdParam, PawnContractsAnswer, PawnPaymentsAnswer } from '../../../contract/pawn';
import { notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';

const contracts = schema.pawnContracts;
const payments = schema.pawnPayments;

/**
 * Pawn (ขายฝาก) contracts, read-only: a member sees the contracts of their own customer record
 * (users.customer_id, set when staff approve their identity). Another customer's jn_id is a 404.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireVerifiedMember);

  app.get('/get-pawn', { schema: { response: withErrors({ 200: PawnContractsAnswer }) } }, async (req) => {
    const customerId = req.member!.customerId;
    if (customerId === null) return [];
    const rows = app.db.select().from(contracts).where(eq(contracts.customerId, customerId)).orderBy(desc(contracts.jnDate), desc(contracts.jnId)).all();
    return rows.map(toPawnContract);
  });

  app.get(
    '/get-pawn/:jn_id',
    { schema: { params: JnIdParam, querystring: ImagesQuery, response: withErrors({ 200: PawnPaymentsAnswer }) } },
    async (req) => {
      const customerId = req.member!.customerId;
      const own =
        customerId !== null &&
        app.db.select({ id: contracts.jnId }).from(contracts).where(and(eq(contracts.jnId, req.params.jn_id), eq(contracts.customerId, customerId))).get();
      if (!own) throw notFound('ไม่พบสัญญาขายฝากนี้');
      const rows = app.db.select().from(payments).where(eq(payments.jnId, req.params.jn_id)).orderBy(desc(payments.payDate), desc(payments.id)).all();
      return rows.map((p) => ({ pay_date: p.payDate, Total: satangToBaht(p.totalSatang), pay_type: p.payType, proof: app.images.field(req, p.proof) }));
    },
  );
};
export default routes;
