import type { FastifyPluginAsync } from 'fastify';
import { savingsPlanCalls as calls } from '../../../contract/savings-plan';
import { serve } from '../../lib/serve';
import { planOf, planView, removePlan, setPlan } from './plan';
import { startPlanReminders } from './reminders';

/** The monthly savings plan: the member's own plan, and the job that reminds on its day. */
const savingsPlan: FastifyPluginAsync = async (app) => {
  serve(app, calls.get, async (req) => {
    const p = planOf(app.db, req.member!.id);
    return p ? planView(app.db, p) : null;
  });
  serve(app, calls.put, async (req) => {
    const plan = await setPlan(app.db, req.member!, req.body);
    // Set in the LINE MINI App: the plan's service notification token, so its monthly reminders come as service
    // messages (docs/decisions.md "Service messages after a payment"). Not awaited.
    const liffAccessToken = req.headers['x-line-access-token'];
    const row = liffAccessToken ? planOf(app.db, req.member!.id) : undefined;
    if (liffAccessToken && row)
      void app.line.service.remember(app.db, { userId: row.userId, paymentKind: 'plan', paymentId: row.id, liffAccessToken });
    return plan;
  });
  serve(app, calls.remove, async (req) => removePlan(app.db, req.member!.id));
  startPlanReminders(app);
};
export default savingsPlan;
