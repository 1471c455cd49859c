import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldKind } from '@goldshop/db/schema';
import { referenceOf } from '../../../contract/references';
import { providePickupKind, type PickupKindRules } from '../pickups/what';
import { approveGold } from './decisions';
import { UNITS_PER_SALUENG } from './grams';
import { ornamentLabel } from './ornament';

// What the gold account gives the branch pickups (docs/decisions.md "Pickups booked in slots"): bar gold and an
// ornament are approved as they are handed over. Given at start, as a reservation's are, since this area books an
// ornament's pickup itself and so imports the pickups area.

const { goldTransactions: txs } = schema;

function goldPickup(kind: GoldKind, label: (t: typeof txs.$inferSelect) => string): PickupKindRules {
  return {
    load: (tx: Db, ref: number) => {
      const t = tx.select().from(txs).where(eq(txs.id, ref)).get();
      if (!t) return undefined;
      return { userId: t.userId, ready: t.kind === kind && t.status === 'pending', label: label(t), path: '/gold-account' };
    },
    ready: (tx: Db, userId: number) =>
      tx
        .select({ id: txs.id })
        .from(txs)
        .where(and(eq(txs.userId, userId), eq(txs.kind, kind), eq(txs.status, 'pending')))
        .all()
        .map((r) => r.id),
    handOver: (app, by, ref, also) => approveGold(app, by, ref, also),
  };
}

export function provideGoldPickups(): void {
  providePickupKind(
    'gold-bar',
    goldPickup('withdraw_bar', (t) => `ทองแท่ง ${BigInt(t.units) / UNITS_PER_SALUENG} สลึง ${referenceOf('gold', t.id)}`),
  );
  providePickupKind('gold-ornament', goldPickup('ornament', ornamentLabel));
}
