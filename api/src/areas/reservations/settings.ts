import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { ReservationDepositRule } from '@goldshop/db/enums';
import type { ReservationSettings, ReservationSettingsBody } from '../../../contract/reservations';
import { audit } from '../../lib/audit';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';

// The owner's reservation rules (docs/decisions.md "Reservations", "Reservation deposits"): how many hours after its
// slot's end an uncollected reservation is still held, the deposit asked (satang, 0: none) and what becomes of it
// when the reservation is released uncollected. Columns of shop_settings, as the other owner rules; each change audited.

const { shopSettings } = schema;

export interface ReservationRules {
  graceHours: number;
  depositSatang: number;
  depositRule: ReservationDepositRule;
}

export function reservationRules(db: Db): ReservationRules {
  const row = db
    .select({
      graceHours: shopSettings.reservationGraceHours,
      depositSatang: shopSettings.reservationDepositSatang,
      depositRule: shopSettings.reservationDepositRule,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .get();
  return { graceHours: row?.graceHours ?? 24, depositSatang: row?.depositSatang ?? 0, depositRule: row?.depositRule ?? 'refund' };
}

export function reservationSettings(db: Db): ReservationSettings {
  const r = reservationRules(db);
  return { graceHours: r.graceHours, deposit: satangToBaht(r.depositSatang), depositRule: r.depositRule };
}

export async function saveReservationSettings(db: Db, staffId: number, body: ReservationSettingsBody): Promise<ReservationSettings> {
  const depositSatang = body.deposit === undefined ? undefined : formBahtToSatang(body.deposit, 'deposit');
  await immediate(db, (tx) => {
    const before = reservationSettings(tx);
    const next = {
      reservationGraceHours: body.graceHours,
      ...(depositSatang !== undefined && { reservationDepositSatang: depositSatang }),
      ...(body.depositRule !== undefined && { reservationDepositRule: body.depositRule }),
    };
    tx.update(shopSettings).set(next).where(eq(shopSettings.id, 1)).run();
    const after = reservationSettings(tx);
    if (JSON.stringify(before) !== JSON.stringify(after)) audit(tx, staffId, 'update', 'reservation_settings', 1, before, after);
  });
  return reservationSettings(db);
}
