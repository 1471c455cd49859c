import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PawnSettings } from '../../../contract/pawn-requests';
import { audit } from '../../lib/audit';
import { alertOwner } from '../../lib/owner-alerts';
import { immediate } from '../../lib/tx';

// The owner's pawn rules (docs/decisions.md "Pawn"): how a started month of interest is counted and how long
// past a due date a member may still pay in the app. One row of shop_settings; each change audited, and an
// owner alert (docs/access.md: the rules that move money are the owner's, and the owner hears of every change).

/** A month rule in the owner alert's words ('…เศษเดือนคิดเต็มเดือน'). */
const RULE_WORDS: Record<PawnSettings['monthRule'], string> = { whole: 'เต็มเดือน', half: 'ครึ่งเดือนเมื่อไม่เกิน 15 วัน' };

const { shopSettings } = schema;

export function pawnSettings(db: Db): PawnSettings {
  const row = db
    .select({ monthRule: shopSettings.pawnMonthRule, graceDays: shopSettings.pawnGraceDays })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .get();
  return { monthRule: row?.monthRule ?? 'whole', graceDays: row?.graceDays ?? 7 };
}

export async function savePawnSettings(app: FastifyInstance, staffId: number, body: PawnSettings): Promise<PawnSettings> {
  await immediate(app.db, (tx) => {
    const before = pawnSettings(tx);
    if (before.monthRule === body.monthRule && before.graceDays === body.graceDays) return;
    tx.update(shopSettings).set({ pawnMonthRule: body.monthRule, pawnGraceDays: body.graceDays }).where(eq(shopSettings.id, 1)).run();
    audit(tx, staffId, 'update', 'pawn_settings', 1, before, pawnSettings(tx));
    alertOwner(app, tx, {
      kind: 'pawn_rules',
      staffId,
      details: {
        monthRule: RULE_WORDS[body.monthRule],
        graceDays: body.graceDays,
        beforeMonthRule: RULE_WORDS[before.monthRule],
        beforeGraceDays: before.graceDays,
      },
    });
  });
  return pawnSettings(app.db);
}
