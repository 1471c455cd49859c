import type { FastifyPluginAsync } from 'fastify';
import { savingCalls as calls } from '../../../contract/saving';
import { satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { moveAccount } from './account-request';
import { approveSaving, decideAccount, rejectSaving } from './decisions';
import { fulfilGoods, payOut } from './fulfilment';
import { totalOwedSatang } from './ledger';
import { accountsPage, transactionDetail, transactionRow, transactionsPage } from './queues';

/**
 * Savings type 1, the staff side: account requests, deposits and withdrawals (queues.ts), their decisions
 * (decisions.ts) and an approved withdrawal's way to the member (fulfilment.ts).
 */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.accounts, async (req) => accountsPage(app, req.staff!, req.query));
  serve(app, calls.approveAccount, async (req) => decideAccount(app, req.staff!, req.params.id, 'approve'));
  serve(app, calls.rejectAccount, async (req) => decideAccount(app, req.staff!, req.params.id, 'reject'));
  serve(app, calls.moveAccount, async (req) => ({
    message: await moveAccount(app.db, req.staff!, req.params.id, req.body.branchId, req.body.reason),
  }));
  serve(app, calls.totalOwed, async (req) => ({ total: satangToBaht(totalOwedSatang(app.db, req.staff!.branchIds)) }));

  serve(app, calls.transactions, async (req) => transactionsPage(app, req.staff!, req.query));
  serve(app, calls.transaction, async (req) => transactionDetail(app, req, req.params.id));
  serve(app, calls.approveTransaction, async (req) => approveSaving(app, req.staff!, req.params.id));
  serve(app, calls.rejectTransaction, async (req) => rejectSaving(app, req.staff!, req.params.id, req.body.note));

  serve(app, calls.fulfil, async (req) => {
    await fulfilGoods(app, req.staff!, req.params.id, req.body.step, req.body.note);
    return transactionRow(app, req.staff!, req.params.id);
  });
  serve(app, calls.payout, async (req) => {
    await payOut(app, req, req.params.id);
    return transactionRow(app, req.staff!, req.params.id);
  });
};
export default routes;
