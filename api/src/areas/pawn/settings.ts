import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PawnSettings } from '../../../contract/pawn-requests';
import { audit } from '../../lib/audit';
import { immediate } from '../../lib/tx';

// The owner's pawn rules (docs/decisions.md "Pawn"): how a started month of interest is counted and how long
// past a due date a member may still pay in the app. One row of shop_settings; each change audited.

const { shopSettings } = schema;

export function pawnSettings(db: Db): PawnSettings {
  const row = db.select({ monthRule: shopSettings.pawnMonthRule, graceDays: shopSettings.pawnGraceDays }).from(shopSettings).where(eq(shopSettings.id, 1)).get();
  return { monthRule: row?.monthRule ?? 'whole', graceDays: row?.graceDays ?? 7 };
}

export async function savePawnSettings(db: Db, staffId: number, body: PawnSettings): Promise<PawnSettings> {
  await immediate(db, (tx) => {
    const before = pawnSettings(tx);
    tx.update(shopSettings).set({ pawnMonthRule: body.monthRule, pawnGraceDays: body.graceDays }).where(eq(shopSettings.id, 1)).run();
    audit(tx, staffId, 'update', 'pawn_settings', 1, before, pawnSettings(tx));
  });
  return pawnSettings(db);
}
