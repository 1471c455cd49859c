import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { ReservationSettings } from '../../../contract/reservations';
import { audit } from '../../lib/audit';
import { immediate } from '../../lib/tx';

// The owner's reservation rule (docs/decisions.md "Reservations"): how many hours after its slot's end an
// uncollected reservation is still held. One column of shop_settings, as the other owner rules; each change audited.

const { shopSettings } = schema;

export function reservationSettings(db: Db): ReservationSettings {
  const row = db.select({ graceHours: shopSettings.reservationGraceHours }).from(shopSettings).where(eq(shopSettings.id, 1)).get();
  return { graceHours: row?.graceHours ?? 24 };
}

export async function saveReservationSettings(db: Db, staffId: number, body: ReservationSettings): Promise<ReservationSettings> {
  await immediate(db, (tx) => {
    const before = reservationSettings(tx);
    if (before.graceHours === body.graceHours) return;
    tx.update(shopSettings).set({ reservationGraceHours: body.graceHours }).where(eq(shopSettings.id, 1)).run();
    audit(tx, staffId, 'update', 'reservation_settings', 1, before, reservationSettings(tx));
  });
  return reservationSettings(db);
}
