import type { FastifyPluginAsync } from 'fastify';
import { pawnCalls as calls } from '../../../contract/pawn';
import { pawnRequestCalls as pay } from '../../../contract/pawn-requests';
import { satangToBaht } from '../../lib/money';
import { branchNames } from '../../lib/branches';
import { serve } from '../../lib/serve';
import { customerContracts, customerPayments } from './contracts';
import { takePayment } from '../payments/take-payment';
import { pawnPayment, principalOf } from './pawn-payment';
import { memberRequests, quoteFor, toPawnRequest, toQuoteAnswer } from './requests';

/**
 * Pawn contracts for verified members: those of their own customer record (users.customer_id, set when staff
 * approve their identity), their payments, and paying them in the app (docs/decisions.md "Pawn").
 */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.contracts, async (req) => customerContracts(app.db, req.member!.customerId));

  serve(app, calls.payments, async (req) =>
    customerPayments(app.db, req.member!.customerId, req.params.jn_id).map((p) => ({
      pay_date: p.payDate,
      Total: satangToBaht(p.totalSatang),
      pay_type: p.payType,
      proof: app.images.field(req, p.proof),
      principal: satangToBaht(p.principalSatang),
      kind: p.kind,
    })),
  );

  serve(app, pay.quote, async (req) => {
    const { kind, months } = req.query;
    const { contract, quote } = quoteFor(app.db, req.member!.customerId, req.params.jn_id, {
      kind,
      months,
      principalSatang: principalOf(req.query.principal),
    });
    return toQuoteAnswer(contract, quote);
  });

  serve(app, pay.request, async (req, reply) => {
    const { row } = await takePayment(app, req, reply, pawnPayment);
    return toPawnRequest(row, app.images.field(req, row.proof), branchNames(app.db));
  });

  serve(app, pay.requests, async (req) => {
    const nameOf = branchNames(app.db);
    return memberRequests(app.db, req.member!.id, req.query.jn_id).map((r) => toPawnRequest(r, app.images.field(req, r.proof), nameOf));
  });
};
export default routes;
