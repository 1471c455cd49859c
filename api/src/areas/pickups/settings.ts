import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PickupSettings } from '../../../contract/pickups';
import { audit } from '../../lib/audit';
import { immediate } from '../../lib/tx';

// The owner's pickup rules (docs/decisions.md "Pickups booked in slots"): how soon a member may book at the
// earliest (lead time), and until when before its start they may move or cancel it (cut-off). One row of
// shop_settings, as the other owner rules; each change audited.

const { shopSettings } = schema;

export function pickupSettings(db: Db): PickupSettings {
  const row = db
    .select({ leadHours: shopSettings.pickupLeadHours, cutoffHours: shopSettings.pickupCutoffHours })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .get();
  return { leadHours: row?.leadHours ?? 24, cutoffHours: row?.cutoffHours ?? 2 };
}

export async function savePickupSettings(db: Db, staffId: number, body: PickupSettings): Promise<PickupSettings> {
  await immediate(db, (tx) => {
    const before = pickupSettings(tx);
    if (before.leadHours === body.leadHours && before.cutoffHours === body.cutoffHours) return;
    tx.update(shopSettings)
      .set({ pickupLeadHours: body.leadHours, pickupCutoffHours: body.cutoffHours })
      .where(eq(shopSettings.id, 1))
      .run();
    audit(tx, staffId, 'update', 'pickup_settings', 1, before, pickupSettings(tx));
  });
  return pickupSettings(db);
}
