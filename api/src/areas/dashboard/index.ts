import type { FastifyPluginAsync } from 'fastify';
import { dashboardCalls as calls } from '../../../contract/dashboard';
import { serve } from '../../lib/serve';
import { dashboardGauges } from './gauges';
import { dashboard, pendingCounts } from './overview';

/** The staff's overview: every queue's count (menu badges) and the dashboard. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.pendingCounts, (req) => pendingCounts(app.db, req.staff!.branchIds, req.query.branch_id));
  dashboardGauges(app);
  serve(app, calls.dashboard, (req) => ({
    ...dashboard(app.db, req.staff!.branchIds, req.query.branch_id),
    warnings: app.operations.warnings(),
  }));
};
export default routes;
