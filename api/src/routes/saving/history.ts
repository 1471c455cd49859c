import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ImagesQuery, withErrors } from '../../../contract/common';
import { BalanceAnswer, REQUEST_STATUS_TEXT, SavingHistoryAnswer } from '../../../contract/saving';
import { satangToBaht } from '../../lib/money';
import { available, balanceOf, historyWithRunningBalance, isWithdrawal, pendingWithdrawalsOf } from '../../services/ledger';

/** What the member's savings look like: the history table and the balance card. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/history', { schema: { querystring: ImagesQuery, response: withErrors({ 200: SavingHistoryAnswer }) } }, async (req) =>
    historyWithRunningBalance(app.db, req.member!.id).map(({ transaction: t, netBalanceSatang }) => ({
      sav_id: t.id,
      sav_TimeDate: t.createdAt,
      sav_Type: isWithdrawal(t.kind) ? 'ถอน' : 'ฝาก',
      sav_amount: satangToBaht(t.amountSatang),
      detail_status: REQUEST_STATUS_TEXT[t.status],
      sav_note: t.note,
      // Never the member's ID card images: the deposit slip, or the shop's proof of a paid withdrawal.
      proof: app.images.field(req, t.proof ?? t.payoutProof),
      sav_NetBalance: satangToBaht(netBalanceSatang),
    })),
  );

  app.get('/balance', { schema: { response: withErrors({ 200: BalanceAnswer }) } }, async (req) => {
    const id = req.member!.id;
    return {
      balance: satangToBaht(balanceOf(app.db, id)),
      available: satangToBaht(available(app.db, id)),
      pendingWithdrawals: satangToBaht(pendingWithdrawalsOf(app.db, id)),
    };
  });
};
export default routes;
