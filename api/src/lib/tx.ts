import type { Db } from '@goldshop/db';

/**
 * Runs `fn` in one synchronous BEGIN IMMEDIATE transaction: the write lock is taken first, so two
 * requests cannot both read a balance and both spend it. `fn` must not await (DESIGN.md "Money").
 */
export function immediate<T>(db: Db, fn: (tx: Db) => T): T {
  return db.transaction(
    (tx) => {
      const out = fn(tx as unknown as Db);
      if (out instanceof Promise) throw new Error('immediate(): the callback must be synchronous');
      return out;
    },
    { behavior: 'immediate' },
  );
}
