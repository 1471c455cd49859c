import type { FastifyPluginAsync } from 'fastify';
import { dashboardCalls as calls } from '../../../contract/dashboard';
import { serve } from '../../lib/serve';
import { dashboardGauges } from './gauges';
import { dashboard, pendingCounts } from './overview';

/** The staff's overview: every queue's count (menu badges) and the dashboard. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.pendingCounts, () => pendingCounts(app.db));
  dashboardGauges(app);
  serve(app, calls.dashboard, () => ({ ...dashboard(app.db), warnings: app.operations.warnings() }));
};
export default routes;
