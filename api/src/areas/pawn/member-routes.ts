import type { FastifyPluginAsync } from 'fastify';
import { pawnCalls as calls } from '../../../contract/pawn';
import { satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { customerContracts, customerPayments } from './contracts';

/**
 * Pawn contracts, read-only, for verified members: those of their own customer record (users.customer_id,
 * set when staff approve their identity).
 */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.contracts, async (req) => customerContracts(app.db, req.member!.customerId));

  serve(app, calls.payments, async (req) =>
    customerPayments(app.db, req.member!.customerId, req.params.jn_id).map((p) => ({
      pay_date: p.payDate,
      Total: satangToBaht(p.totalSatang),
      pay_type: p.payType,
      proof: app.images.field(req, p.proof),
    })),
  );
};
export default routes;
