import type { FastifyPluginAsync } from 'fastify';
import { pawnCalls as calls } from '../../../contract/pawn';
import { pawnRequestCalls as pay } from '../../../contract/pawn-requests';
import { badRequest } from '../../lib/http-error';
import { bahtTextToSatang, satangToBaht } from '../../lib/money';
import { parseAmount } from '../../lib/money-input';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { serve } from '../../lib/serve';
import { customerContracts, customerPayments, ownContract } from './contracts';
import { createRequest, memberRequests, quoteFor, toPawnRequest, toQuoteAnswer } from './requests';

/** The principal to pay down (ลดต้น), baht text → satang; absent when the kind is not ลดต้น. */
const principalOf = (text: string | undefined) => {
  if (text === undefined || text === '') return undefined;
  try {
    return bahtTextToSatang(text);
  } catch {
    throw badRequest('BAD_PRINCIPAL', 'ยอดลดต้นไม่ถูกต้อง');
  }
};

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
    const { fields, files } = await readMultipart(req, pay.request.upload.fields, pay.request.upload.files);
    const amountSatang = parseAmount(fields.amount);
    const ask = {
      kind: fields.kind,
      months: fields.months === undefined ? undefined : Number(fields.months),
      principalSatang: principalOf(fields.principal),
    };
    // A contract not the member's is a 404 before the slip is even read.
    ownContract(app.db, req.member!.customerId, fields.jn_id);
    requireFiles(files, pay.request.upload.files);
    const slip = await app.images.prepare(files.proof!, 'slip');
    const read = await app.slips.read(slip);
    const out = await createRequest(app, {
      userId: req.member!.id,
      customerId: req.member!.customerId,
      jnId: fields.jn_id,
      ask,
      amountSatang,
      branch: fields.branch,
      pickupDate: fields.pickup_date,
      slip,
      read,
      key: req.headers['idempotency-key'],
    });
    if (out.replayed) reply.header('Idempotent-Replayed', 'true');
    else app.slips.afterCommit();
    return toPawnRequest(out.row, app.images.field(req, out.row.proof));
  });

  serve(app, pay.requests, async (req) =>
    memberRequests(app.db, req.member!.id, req.query.jn_id).map((r) => toPawnRequest(r, app.images.field(req, r.proof))),
  );
};
export default routes;
