import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { lineBudgetCalls as calls, type LineBudget } from '../../../contract/line-budget';
import { audit } from '../../lib/audit';
import { bangkokMonth, budgetValues, inAppOnlyNow, lineBudgetSettings, projectTotal, sentByKind } from '../../lib/line/budget';
import { badRequest } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { immediate } from '../../lib/tx';

/**
 * The owner's LINE message budget (docs/decisions.md "The LINE message budget"; docs/access.md): this month's
 * pushes by kind against the plan, LINE's own figures, the projection; and the plan and thresholds, audited.
 */
const routes: FastifyPluginAsync = async (app) => {
  async function budget(at = new Date()): Promise<LineBudget> {
    const settings = lineBudgetSettings(app.db);
    const { month, day, days } = bangkokMonth(at);
    const byKind = sentByKind(app.db, at);
    const total = Object.values(byKind).reduce((a, b) => a + b, 0);
    const reading = await app.line.quota.get(at);
    return {
      ...settings,
      month,
      sent: { byKind, total },
      lineQuota: reading.quota,
      lineConsumption: reading.consumption,
      projectedTotal: projectTotal(total, day, days),
      inAppOnlyNow: inAppOnlyNow(app.db, reading, at),
    };
  }

  serve(app, calls.budget, async () => budget());

  serve(app, calls.setBudget, async (req) => {
    const checked = budgetValues(req.body);
    if ('error' in checked) throw badRequest(checked.error.code, checked.error.message);
    await immediate(app.db, (tx) => {
      const before = lineBudgetSettings(tx);
      tx.update(schema.shopSettings).set(checked.values).where(eq(schema.shopSettings.id, 1)).run();
      audit(tx, req.staff!.id, 'update', 'line_budget', 1, before, lineBudgetSettings(tx));
    });
    return budget();
  });
};
export default routes;
