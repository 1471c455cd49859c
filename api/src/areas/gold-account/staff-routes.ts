import type { FastifyPluginAsync } from 'fastify';
import { goldAccountCalls as calls } from '../../../contract/gold-account';
import { serve } from '../../lib/serve';
import { approveGold, rejectGold } from './decisions';
import { exposure, setAside } from './exposure';
import { transactionsPage } from './queue';

/** The gold account, staff's side: the queue of a staff member's branches and the decisions on it; the owner's exposure. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.transactions, async (req) => transactionsPage(app, app.db, req.staff!.branchIds, req.query));
  serve(app, calls.approve, async (req) => approveGold(app, req.staff!, req.params.id));
  serve(app, calls.reject, async (req) => rejectGold(app, req.staff!, req.params.id, req.body.note));
  serve(app, calls.exposure, async () => exposure(app.db));
  serve(app, calls.setAside, async (req) => setAside(app, req.staff!.id, req.body.grams));
};
export default routes;
