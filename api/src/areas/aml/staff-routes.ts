import type { FastifyPluginAsync } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { amlCalls as calls } from '../../../contract/aml';
import { amlRules, flaggedMovements } from '../../lib/aml';
import { audit } from '../../lib/audit';
import { addDays, bangkokDayStartIso, bangkokToday } from '../../lib/dates';
import { badRequest } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { immediate } from '../../lib/tx';

const settings = schema.shopSettings;

/** The owner's money-laundering rules and list (docs/access.md): staff see only the flags in their queues. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.settings, async () => {
    const r = amlRules(app.db);
    return {
      thresholdBaht: Math.round(satangToBaht(r.thresholdSatang)),
      nearPercent: r.nearPercent,
      nearCount: r.nearCount,
      windowDays: r.windowDays,
    };
  });

  serve(app, calls.setSettings, async (req) => {
    const b = req.body;
    await immediate(app.db, (tx) => {
      const before = tx.select().from(settings).where(eq(settings.id, 1)).get();
      const values = {
        amlThresholdSatang: b.thresholdBaht * 100,
        amlNearPercent: b.nearPercent,
        amlNearCount: b.nearCount,
        amlWindowDays: b.windowDays,
      };
      tx.insert(settings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: settings.id, set: values })
        .run();
      audit(tx, req.staff!.id, 'update', 'aml_settings', 1, before, tx.select().from(settings).where(eq(settings.id, 1)).get());
    });
    return { message: 'บันทึกเกณฑ์แล้ว' };
  });

  serve(app, calls.flagged, async (req) => {
    const to = req.query.to ?? bangkokToday();
    const from = req.query.from ?? addDays(to, -30);
    if (from > to) throw badRequest('BAD_RANGE', 'วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด');
    const rows = flaggedMovements(app.db, bangkokDayStartIso(from), bangkokDayStartIso(addDays(to, 1)));
    const ids = [...new Set(rows.map((r) => r.userId))];
    const names = new Map(
      (ids.length
        ? app.db
            .select({ id: schema.users.id, username: schema.users.username })
            .from(schema.users)
            .where(inArray(schema.users.id, ids))
            .all()
        : []
      ).map((u) => [u.id, u.username]),
    );
    return rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      userId: r.userId,
      username: names.get(r.userId) ?? null,
      amount: satangToBaht(r.amountSatang),
      createdAt: r.createdAt,
      flags: r.flags,
    }));
  });
};
export default routes;
