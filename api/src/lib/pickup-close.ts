import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PickupKind } from '@goldshop/db/schema';
import { audit } from './audit';
import { nowIso } from './dates';

// A booked pickup follows the request it collects (docs/decisions.md "Pickups booked in slots"): whichever
// screen closes that request (the pickup day, the pawn "รอรับสินค้าคืน" queue, the savings fulfilment, the type 2
// close), the booking closes in the same transaction. The areas call this; it lives in lib so that they need not
// import areas/pickups, which imports them.

const { pickups } = schema;

/**
 * Marks the request's booked pickup, if any, handed over (the request was handed over) or cancelled (there is
 * nothing left to collect), audited. A pickup already closed by the pickup day's own handover is left as it is.
 */
export function settlePickup(tx: Db, what: PickupKind, ref: number, staffId: number, outcome: 'handed_over' | 'cancelled') {
  const before = tx
    .select()
    .from(pickups)
    .where(and(eq(pickups.what, what), eq(pickups.ref, ref), eq(pickups.status, 'booked')))
    .get();
  if (!before) return;
  const set = outcome === 'handed_over' ? { status: outcome, handedOverBy: staffId, handedOverAt: nowIso() } : { status: outcome };
  const after = tx.update(pickups).set(set).where(eq(pickups.id, before.id)).returning().get();
  audit(tx, staffId, outcome === 'handed_over' ? 'fulfil' : 'cancel', 'pickup', before.id, before, after);
}
