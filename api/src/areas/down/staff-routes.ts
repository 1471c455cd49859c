import type { FastifyPluginAsync } from 'fastify';
import { downCalls as calls } from '../../../contract/down';
import { notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { logSensitiveAccess, signedUrl } from '../../lib/private-images';
import { amlFlagsFor } from '../../lib/aml';
import { earlierSlipUses } from '../../lib/money-input';
import { serve } from '../../lib/serve';
import { immediate } from '../../lib/tx';
import { requireWithinScope } from '../../lib/branch-scope';
import { askedProductOf, downBranchOf, decideClose, decidePayment, decideRequest } from './contracts';
import { productPriceBaht } from '../gold-price/pricing';
import { closeById, closesPage, paymentsPage, requestsPage, type CloseRow } from './queues';
import { slipReadings } from '../../lib/slips/readings';
import { restrictClosed, restrictSlipMatches } from '../../lib/restricted';

/** The staff side of savings type 2: the request, instalment and close queues and their decisions (status codes). */
const routes: FastifyPluginAsync = async (app) => {
  /** The product a request asked for, priced now, so the approve form can start from it. */
  const asked = (r: Parameters<typeof askedProductOf>[1]) => {
    const p = askedProductOf(app.db, r);
    const price = app.goldPrice.inUse();
    return p
      ? {
          id: p.id,
          code: p.code,
          weight: p.weight,
          unit: p.unit,
          price: price && productPriceBaht(p.weight, p.unit, price.ornamentSatang, p.makingChargeSatang),
        }
      : null;
  };
  serve(app, calls.staffRequests, async (req) => {
    const { rows, total } = requestsPage(app.db, req.staff!.branchIds, req.query);
    const data = rows.map(({ request: r, username, customerName, paidSatang }) => ({
      id: r.id,
      userId: r.userId,
      branchId: r.branchId,
      username,
      customerName,
      Status: r.status,
      Prod_type: r.prodType,
      ApprovedAmount: r.approvedAmountSatang === null ? null : satangToBaht(r.approvedAmountSatang),
      StartDate: r.startDate,
      EndDate: r.endDate,
      note: r.note,
      askedProduct: asked(r),
      askedNote: r.askedNote,
      paid: satangToBaht(Number(paidSatang)),
      createdAt: r.createdAt,
      decidedAt: r.decidedAt,
    }));
    // A closed member's rows stay in the books, their names the owner's to see (lib/restricted.ts).
    return { data: restrictClosed(app.db, req.staff!, data, { user: (r) => r.userId }), total };
  });
  serve(app, calls.approveRequest, async (req) => ({
    message: await decideRequest(app, req.staff!, req.params.id, { action: 'approve', terms: req.body }),
  }));
  serve(app, calls.rejectRequest, async (req) => ({
    message: await decideRequest(app, req.staff!, req.params.id, { action: 'reject', note: req.body.note.trim() }),
  }));

  serve(app, calls.staffPayments, async (req) => {
    const { rows, total } = paymentsPage(app.db, req.staff!.branchIds, req.query);
    const matches = restrictSlipMatches(
      app.db,
      req.staff!,
      earlierSlipUses(
        app.db,
        rows.map(({ payment: p }) => ({ kind: 'instalment' as const, id: p.id, proof: p.proof })),
      ),
    );
    const reads = slipReadings(
      app.db,
      'instalment',
      rows.map((r) => r.payment.id),
      (id) => matches.has(`instalment:${id}`),
    );
    const flags = amlFlagsFor(
      app.db,
      rows.map(({ payment: p }) => ({
        kind: 'down' as const,
        id: p.id,
        userId: p.userId,
        amountSatang: p.amountSatang,
        createdAt: p.createdAt,
      })),
    );
    const data = rows.map(({ payment: p, username }) => ({
      id: p.id,
      downId: p.downId,
      userId: p.userId,
      username,
      amount: satangToBaht(p.amountSatang),
      status: p.status,
      note: p.note,
      proof: signedUrl(app, p.proof),
      slipMatch: matches.get(`instalment:${p.id}`) ?? null,
      slipRead: reads.get(p.id) ?? null,
      createdAt: p.createdAt,
      decidedAt: p.decidedAt,
      amlFlags: flags.get(`down:${p.id}`) ?? [],
    }));
    return { data: restrictClosed(app.db, req.staff!, data, { user: (r) => r.userId }), total };
  });
  serve(app, calls.approvePayment, async (req) => ({ message: await decidePayment(app, req.staff!, req.params.id, 'approve', null) }));
  serve(app, calls.rejectPayment, async (req) => ({
    message: await decidePayment(app, req.staff!, req.params.id, 'reject', req.body.note.trim()),
  }));

  const toClose = ({ close: c, username, downStatus }: CloseRow) => ({
    id: c.id,
    downId: c.downId,
    userId: c.userId,
    username,
    downStatus,
    status: c.status,
    note: c.note,
    createdAt: c.createdAt,
    decidedAt: c.decidedAt,
  });
  serve(app, calls.closes, async (req) => {
    const { rows, total } = closesPage(app.db, req.staff!.branchIds, req.query);
    return { data: restrictClosed(app.db, req.staff!, rows.map(toClose), { user: (r) => r.userId }), total };
  });
  serve(app, calls.close, async (req) => {
    const r = closeById(app.db, req.params.id);
    if (!r) throw notFound('ไม่พบคำขอปิดสัญญา');
    // Another branch's member's ID card stays with that branch's staff.
    requireWithinScope(req.staff!.branchIds, downBranchOf(app.db, r.close.downId));
    await immediate(app.db, (tx) =>
      logSensitiveAccess(
        tx,
        { staffId: req.staff!.id, userId: r.close.userId, entity: 'down_close_request', entityId: r.close.id },
        { images: [r.close.idCardImage, r.close.idCardImageBack] },
      ),
    );
    return { ...toClose(r), idCardImage: signedUrl(app, r.close.idCardImage)!, idCardImageBack: signedUrl(app, r.close.idCardImageBack)! };
  });
  serve(app, calls.completeClose, async (req) => ({ message: await decideClose(app, req.staff!, req.params.id, 'complete', null) }));
  serve(app, calls.rejectClose, async (req) => ({
    message: await decideClose(app, req.staff!, req.params.id, 'reject', req.body.note.trim()),
  }));
};
export default routes;
