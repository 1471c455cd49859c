import type { FastifyPluginAsync } from 'fastify';
import { goldAccountCalls as calls } from '../../../contract/gold-account';
import { serve } from '../../lib/serve';
import { approveGold, rejectGold } from './decisions';
import { transactionsPage } from './queue';

/** The gold account, staff's side: the queue of a staff member's branches and the decisions on it. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.transactions, async (req) => transactionsPage(app, app.db, req.staff!.branchIds, req.query));
  serve(app, calls.approve, async (req) => approveGold(app, req.staff!, req.params.id));
  serve(app, calls.reject, async (req) => rejectGold(app, req.staff!, req.params.id, req.body.note));
};
export default routes;
