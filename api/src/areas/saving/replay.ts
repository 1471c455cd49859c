import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { keyReused, OK_MESSAGE } from '../../lib/money-input';

/**
 * The earlier savings transaction recorded under this member's Idempotency-Key, if any. The same key
 * with a different kind or amount is a client bug, answered 409 rather than silently replayed.
 */
export function savingReplay(tx: Db, userId: number, key: string | undefined, kind: schema.SavingKind, amountSatang: number) {
  if (!key) return undefined;
  const t = schema.savingTransactions;
  const prev = tx
    .select({ id: t.id, kind: t.kind, amountSatang: t.amountSatang })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.idempotencyKey, key)))
    .get();
  if (!prev) return undefined;
  if (prev.kind !== kind || prev.amountSatang !== amountSatang) throw keyReused();
  return { message: OK_MESSAGE, id: prev.id };
}
