import type { FastifyPluginAsync } from 'fastify';
import { REQUEST_STATUS_TEXT, SAVING_STATUS_TEXT } from '../../../contract/lifecycles';
import { savingCalls as calls } from '../../../contract/saving';
import { OK_MESSAGE } from '../../lib/money-input';
import { satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { takePayment } from '../payments/take-payment';
import { accountOf, askForAccount } from './account-request';
import { depositPayment } from './deposit-payment';
import { historyWithRunningBalance, isWithdrawal, prepareBalanceFigures } from './ledger';
import { recommendations } from './recommendations';
import { askWithdrawal } from './withdrawals';

/** Savings type 1, the member's side (Savings, docs/product.md "The calls"): verified members only, each seeing only their own rows. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.recommendations, async (req) =>
    recommendations(
      app.db,
      req.member!.id,
      app.goldPrice.inUse(),
      (hash) => app.images.field(req, hash),
      Boolean(app.priceRules.get().pausedAt),
    ),
  );

  serve(app, calls.savStatus, async (req) => {
    const a = accountOf(app.db, req.member!.id);
    return a ? [{ sav_status: SAVING_STATUS_TEXT[a.status], statusCode: a.status, branchId: a.branchId, branch: a.branch }] : [];
  });

  serve(app, calls.requestApproval, async (req) => {
    await askForAccount(app.db, req.member!, req.body?.branch_id);
    return { message: 'ยื่นคำขออนุมัติสำเร็จ' };
  });

  serve(app, calls.history, async (req) =>
    historyWithRunningBalance(app.db, req.member!.id).map(({ transaction: t, netBalanceSatang }) => ({
      sav_id: t.id,
      sav_TimeDate: t.createdAt,
      sav_Type: isWithdrawal(t.kind) ? 'ถอน' : 'ฝาก',
      sav_amount: satangToBaht(t.amountSatang),
      detail_status: REQUEST_STATUS_TEXT[t.status],
      kind: t.kind,
      statusCode: t.status,
      sav_note: t.note,
      // Never the member's ID card images: the deposit slip, or the shop's proof of a paid withdrawal.
      proof: app.images.field(req, t.proof ?? t.payoutProof),
      sav_NetBalance: satangToBaht(netBalanceSatang),
    })),
  );

  const balanceFigures = prepareBalanceFigures(app.db);
  serve(app, calls.balance, async (req) => {
    const f = balanceFigures(req.member!.id);
    return {
      balance: satangToBaht(f.balance),
      available: satangToBaht(f.available),
      pendingWithdrawals: satangToBaht(f.pendingWithdrawals),
      pendingDeposits: satangToBaht(f.pendingDeposits),
    };
  });

  serve(app, calls.createSaving, async (req, reply) => {
    const { row } = await takePayment(app, req, reply, depositPayment);
    return { message: OK_MESSAGE, id: row.id };
  });

  serve(app, calls.withdraw, async (req, reply) => {
    const out = await askWithdrawal(app, req);
    if (out.replayed) reply.header('Idempotent-Replayed', 'true');
    return { message: OK_MESSAGE, id: out.id };
  });
};
export default routes;
