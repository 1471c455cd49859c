import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';

/**
 * One piece of a product leaves a branch's stock as it is handed over at the counter (a reserved piece, an ornament
 * taken for grams), inside the handover's transaction. A branch that keeps no count of it (no row) or counts none
 * is left as it is: the piece was in the member's hands either way.
 */
export function takeOneFromStock(tx: Db, productId: number, branchId: number): void {
  const { productStock } = schema;
  const where = and(eq(productStock.productId, productId), eq(productStock.branchId, branchId));
  const row = tx.select({ quantity: productStock.quantity }).from(productStock).where(where).get();
  if (row && row.quantity > 0)
    tx.update(productStock)
      .set({ quantity: row.quantity - 1 })
      .where(where)
      .run();
}
